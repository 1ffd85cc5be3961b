// SPDX-License-Identifier: MIT
#include "configurationsheet.h"
#include "currencynote.h"

#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "checkpointlicences.h"
#include "contextsweep.h"
#include "conversationschart.h"
#include "costcalculator.h"
#include "dimmpopulation.h"
#include "figureformulas.h"
#include "formaterror.h"
#include "memorychart.h"
#include "moneyformat.h"
#include "powerchart.h"
#include "servingcommand.h"
#include "sheetpainter.h"
#include "sheetpdf.h"
#include "sheetsections.h"
#include "sheettable.h"
#include "softwarecatalogue.h"
#include "speedformulas.h"

#include <QChart>
#include <QFileInfo>

#include <algorithm>

namespace llmconf {

namespace {

const QString kDash = QStringLiteral("\u2013");

QString orDash(const QString &text)
{
    return text.trimmed().isEmpty() ? kDash : text;
}

/// Servers with the same hardware, so that the sheet lists them once.
struct ServerGroup
{
    QList<int> indices;
    const Server *server = nullptr;
};

bool sameHardware(const Server &a, const Server &b)
{
    return a.chassis == b.chassis && a.slotCards == b.slotCards && a.cpu == b.cpu &&
           a.cpuCount == b.cpuCount && a.powerCap == b.powerCap && a.feed == b.feed;
}

QList<ServerGroup> groupServers(const QList<Server> &servers)
{
    QList<ServerGroup> groups;
    for (int i = 0; i < servers.size(); ++i) {
        auto match = std::find_if(groups.begin(), groups.end(), [&](const ServerGroup &g) {
            return sameHardware(*g.server, servers[i]);
        });
        if (match == groups.end())
            groups.append(ServerGroup{{i}, &servers[i]});
        else
            match->indices.append(i);
    }
    return groups;
}

} // namespace

// ---- writing ------------------------------------------------------------------------------

ConfigurationSheet::ConfigurationSheet(const BuildReport &report)
    : m_report(report), m_build(m_report.build), m_catalogue(*m_report.catalogue),
      m_evaluation(m_report.evaluation), m_format(QLocale()), m_advice(m_report.advice),
      m_cost(m_report.cost)
{
}

QByteArray ConfigurationSheet::pdf(const BuildReport &report, const QString &fileName)
{
    const ConfigurationSheet sheet(report);
    if (!sheet.error().isEmpty())
        throw FormatError(fileName, QString(),
                          tr("the build cannot be evaluated: %1").arg(sheet.error()));
    return SheetPdf::render(sheet.buildTitle(), kPages,
                            [&sheet](SheetPainter &painter) { sheet.paint(painter); });
}

void ConfigurationSheet::write(const BuildReport &report, const QString &pdfPath)
{
    SheetPdf::save(pdf(report, QFileInfo(pdfPath).fileName()), pdfPath);
}

// ---- the pages ----------------------------------------------------------------------------

void ConfigurationSheet::paint(SheetPainter &painter) const
{
    const QDate date = m_build.date.isValid() ? m_build.date : QDate::currentDate();
    painter.setHeader(tr("Configuration sheet"), buildTitle());
    QStringList footer;
    if (!m_build.customer.trimmed().isEmpty())
        footer << m_build.customer;
    footer << m_format.date(date);
    if (!m_build.author.trimmed().isEmpty())
        footer << m_build.author;
    painter.setFooter(footer.join(QStringLiteral(" \u00b7 ")));

    titleBlock(painter);
    buildSection(painter);
    checkpointSection(painter);
    layoutSection(painter);
    figuresSection(painter);
    const int pagesBeforePower = painter.pages();
    powerSection(painter);
    // Speed and cost begin the second page; where the first overflowed (a
    // split's two serving commands), they follow on the page it spilled onto.
    if (painter.pages() == pagesBeforePower)
        painter.newPage();
    else
        painter.addSpace(4);
    speedSection(painter);
    costSection(painter);
    // The charts start a page of their own.
    if (painter.y() > painter.contentRect().top())
        painter.newPage();
    chartsSection(painter);
    instancesSection(painter);
    adviceSection(painter);
    sourcesSection(painter);
}

QString ConfigurationSheet::buildTitle() const
{
    if (!m_build.title.trimmed().isEmpty())
        return m_build.title;
    const Figures &f = m_evaluation.figures;
    if (!f.card || !f.checkpoint)
        return tr("Configuration");
    if (f.prefillOnOwnCard()) // each pool's cards
        return tr("%1 on %2").arg(f.checkpoint->id, FigureFormulas(m_build, f, m_format).cards());
    return tr("%1 on %2 x %3").arg(f.checkpoint->id).arg(f.cards).arg(f.card->shortName);
}

void ConfigurationSheet::titleBlock(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    painter.title(tr("Configuration sheet"), buildTitle());

    const QDate date = m_build.date.isValid() ? m_build.date : QDate::currentDate();
    SheetTable meta;
    meta.widths = {0.13, 0.37, 0.13, 0.37};
    meta.strongColumn = -1;
    meta.mutedColumns = {0, 2};
    meta.rows = {
        {tr("Customer"), orDash(m_build.customer), tr("Date"), m_format.date(date)},
        {tr("Project"), orDash(m_build.project), tr("Model"), f.model ? f.model->name : kDash},
        {tr("Prepared by"), orDash(m_build.author), QString(), QString()}};
    painter.table(meta);

    // The answer first: what the build holds, how fast, and whether the feed carries it.
    const SpeedFormulas speed(m_build, f, m_catalogue.rules().speed, m_format);
    SheetTable glance;
    glance.strongColumn = -1;
    glance.strongRows = {0};
    glance.alignments = {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft};
    // The conversations served (memory and speed target both met), the
    // memory limit beside them, and the one verdict the window states too.
    glance.header = {tr("Conversations served at %1").arg(m_format.tokens(f.context)),
                     tr("Tokens/s per conversation"), tr("Free memory per card"), tr("Wall power"),
                     tr("Verdict")};
    glance.rows = {
        {tr("%1 (%2 in memory)")
             .arg(m_format.integer(m_report.served),
                  f.fits ? FigureFormulas(m_build, f, m_format).conversationsCount() : tr("none")),
         f.speed.unknown.isEmpty() ? speed.rate(f.speed.decodeTokensPerSecondPerConversation)
                                   : tr("unknown"),
         m_format.gib(f.freePerCard, 1), m_format.watts(f.wallPower), m_report.verdict.text()}};
    painter.table(glance);
}

QString ConfigurationSheet::cardDescription(const Server &server, const Card &card) const
{
    const Watts limit = server.powerCap.value() > 0 ? server.powerCap : card.maxPower();
    QString text =
        tr("%1, %2 %3").arg(card.name, m_format.gb(card.nominalMemory), card.memoryType.text());
    if (limit.value() > 0)
        text += server.powerCap.value() > 0 ? tr(", capped at %1").arg(m_format.watts(limit))
                                            : tr(", %1").arg(m_format.watts(limit));
    return text;
}

void ConfigurationSheet::buildSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    painter.heading(tr("Build"));
    SheetTable table;
    table.header = {tr("Component"), tr("Specification"), tr("Per server"), tr("Total")};
    table.widths = {0.17, 0.55, 0.14, 0.14};
    table.alignments = {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight};

    const QList<ServerGroup> groups = groupServers(m_build.servers);
    const SoftwareCatalogue &software = *m_report.software;
    for (const ServerGroup &group : groups) {
        const Server &server = *group.server;
        const int n = int(group.indices.size());
        const int index = group.indices.first();
        QString prefix;
        if (groups.size() > 1) {
            QStringList numbers;
            for (int i : group.indices)
                numbers << QString::number(i + 1);
            prefix = (n == 1 ? tr("Server %1: ") : tr("Servers %1: "))
                         .arg(numbers.join(QStringLiteral(", ")));
        }
        const Chassis *chassis = m_catalogue.chassisById(server.chassis);
        table.rows.append({tr("Servers"),
                           prefix + (chassis ? chassis->name.text() : server.chassis), QString(),
                           m_format.integer(n)});
        // A row per card type (a split's prefill pool may have its own).
        for (const auto &[id, count] : server.cardTypes())
            if (const Card *card = m_catalogue.card(id))
                table.rows.append({tr("GPUs"), cardDescription(server, *card),
                                   m_format.integer(count), m_format.integer(qint64(n) * count)});
        if (const Cpu *cpu = m_catalogue.cpu(server.cpu); cpu && server.cpuCount > 0)
            table.rows.append({tr("Processors"),
                               tr("%1, %2 cores, %3 TDP")
                                   .arg(cpu->name)
                                   .arg(cpu->cores)
                                   .arg(m_format.watts(cpu->tdp)),
                               m_format.integer(server.cpuCount),
                               m_format.integer(qint64(n) * server.cpuCount)});
        const ServerPower &power = f.perServer.value(index);
        if (f.card && f.card->unifiedMemory) {
            table.rows.append({tr("Host memory"), FigureFormulas(m_build, f, m_format).hostMemory(),
                               kDash, kDash});
        } else if (chassis) {
            const DimmPopulation dimms =
                DimmPopulation::reaching(power.hostMemory, *chassis, m_catalogue.cpu(server.cpu),
                                         server.cpuCount, software.dimmSizes);
            const QString need =
                tr("at least %1, twice the GPU memory").arg(m_format.gb(power.hostMemory));
            const QString spec = dimms.reaches() ? tr("%1 x %2 DIMMs = %3 (%4)")
                                                       .arg(dimms.count)
                                                       .arg(m_format.gb(dimms.dimm),
                                                            m_format.gb(dimms.total()), need)
                                                 : tr("%1: more than the chassis holds (%2 x %3)")
                                                       .arg(need)
                                                       .arg(chassis->dimmSlots)
                                                       .arg(m_format.gb(chassis->largestDimm));
            const Bytes each = dimms.reaches() ? dimms.total() : power.hostMemory;
            table.rows.append(
                {tr("Host memory"), spec, m_format.gb(each), m_format.gb(double(n) * each)});
        }
        QStringList kept{m_build.checkpoint};
        for (const QString &id : m_build.keep)
            if (!kept.contains(id))
                kept << id;
        // The further models' checkpoints are stored beside it (SizingSteps::storage).
        for (const ModelInstance &instance : m_build.instances)
            if (!kept.contains(instance.checkpoint))
                kept << instance.checkpoint;
        table.rows.append({tr("NVMe storage"),
                           tr("for the checkpoints kept: %1").arg(kept.join(QStringLiteral(", "))),
                           m_format.gb(power.storage), m_format.gb(double(n) * power.storage)});
        const Feed *feed = m_catalogue.feed(server.feed);
        table.rows.append(
            {tr("Power feed"),
             feed ? tr("%1, %2 nominal").arg(feed->name.text(), m_format.kilowatts(feed->nominal()))
                  : orDash(server.feed),
             m_format.integer(1), m_format.integer(n)});
    }
    painter.table(table);
}

void ConfigurationSheet::checkpointSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    const Checkpoint &checkpoint = *f.checkpoint;
    painter.heading(tr("Checkpoint"));
    const QStringList licences = CheckpointLicences::names(m_catalogue, f.model, checkpoint);
    QString model = f.model ? f.model->name : checkpoint.model;
    if (f.model && !f.model->parameters.isEmpty())
        model += f.model->activeParameters.isEmpty()
                     ? tr(", %1 parameters").arg(f.model->parameters)
                     : tr(", %1 parameters, %2 active")
                           .arg(f.model->parameters, f.model->activeParameters);
    SheetTable table;
    table.widths = {0.13, 0.37, 0.13, 0.37};
    table.strongColumn = -1;
    table.mutedColumns = {0, 2};
    table.rows = {
        {tr("Checkpoint"), checkpoint.id, tr("Size"),
         tr("%1 (%2)").arg(m_format.gib(checkpoint.size, 1), m_format.gb(checkpoint.size))},
        {tr("Model"), model, tr("Format"), orDash(checkpoint.formatDetail.text())},
        {tr("Publisher"), orDash(checkpoint.publisher), tr("Licence"),
         orDash(licences.join(QStringLiteral(", ")))}};
    painter.table(table);
}

namespace {
/// One option per line with shell continuations: copyable, and never cut.
QString continued(QString command)
{
    return command.replace(QStringLiteral(" --"), QStringLiteral(" \\\n    --"));
}
} // namespace

QString ConfigurationSheet::vllmCommand() const
{
    return continued(ServingCommand::forEngine(m_build, m_evaluation.figures));
}

void ConfigurationSheet::layoutSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    const Layout &l = m_build.layout;
    painter.heading(tr("Layout and serving command"));
    SheetTable table;
    table.strongColumn = -1;
    table.header = {tr("TP"),
                    tr("PP"),
                    tr("EP"),
                    tr("DCP"),
                    tr("DP"),
                    tr("Copies"),
                    tr("Cards per copy"),
                    tr("Context"),
                    tr("KV cache")};
    table.widths = {0.07, 0.07, 0.07, 0.07, 0.07, 0.10, 0.16, 0.17, 0.22};
    for (int c = 0; c < table.header.size(); ++c)
        table.alignments.append(Qt::AlignHCenter);
    const auto row = [&](const Layout &pool, int cardsPerCopy) {
        return QStringList{QString::number(pool.tp),
                           QString::number(pool.pp),
                           pool.ep ? tr("on") : tr("off"),
                           QString::number(pool.dcp),
                           QString::number(pool.dp),
                           QString::number(pool.copies),
                           QString::number(cardsPerCopy),
                           tr("%1 tokens").arg(m_format.integer(m_build.context)),
                           FigureFormulas(m_build, f, m_format).cacheDtype()};
    };
    if (!l.disaggregated()) {
        table.rows = {row(l, f.cardsPerCopy)};
    } else {
        // A split: a row per pool, each in its own layout.
        table.header.prepend(tr("Pool"));
        table.widths = {0.10, 0.06, 0.06, 0.06, 0.06, 0.06, 0.09, 0.14, 0.16, 0.21};
        table.alignments.prepend(Qt::AlignLeft);
        table.rows = {QStringList{tr("Prefill")} + row(l.prefillPool(), f.prefillPool.cardsPerCopy),
                      QStringList{tr("Decode")} + row(l.decodePool(), f.cardsPerCopy)};
    }
    painter.table(table);
    painter.command(vllmCommand());
}

void ConfigurationSheet::instancesSection(SheetPainter &painter) const
{
    if (m_report.instances.isEmpty())
        return;
    painter.heading(ModelInstance::anyOwnCards(m_build) ? tr("Models of the build")
                                                        : tr("Models on the same cards"));
    SheetTable table;
    table.header = {tr("Model"),        tr("Checkpoint"),       tr("TP x PP, copies"),
                    tr("Share"),        tr("Weights per card"), tr("Conversations"),
                    tr("Tokens/s each")};
    table.widths = {0.08, 0.30, 0.13, 0.10, 0.14, 0.12, 0.13};
    const auto row = [this](int number, const Build &build, const Figures &f, int served) {
        return QStringList{
            QString::number(number),
            build.checkpoint,
            tr("%1 x %2, %3").arg(build.layout.tp).arg(build.layout.pp).arg(build.layout.copies),
            m_format.number(build.utilization, 2),
            m_format.gib(f.weightsPerCard),
            tr("%1 of %2").arg(m_format.integer(served), m_format.integer(f.conversations)),
            m_format.number(f.speed.decodeTokensPerSecondPerConversation, 1)};
    };
    table.rows.append(row(1, m_build, m_evaluation.figures, m_report.served));
    for (const InstanceReport &r : m_report.instances) {
        table.rows.append(row(r.number, r.build, r.figures(), r.served));
        if (r.instance.ownCards())
            table.rows.last()[1] = tr("%1 (cards %2 to %3)")
                                       .arg(r.instance.checkpoint)
                                       .arg(r.instance.firstCard)
                                       .arg(r.instance.lastCard);
    }
    painter.table(table);
    // One command per model, each on its own port.
    for (const InstanceReport &r : m_report.instances)
        painter.command(
            continued(ServingCommand::forEngine(r.build, r.figures(), r.number, r.devices)));
}

void ConfigurationSheet::figuresSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    const FigureFormulas formulas(m_build, f, m_format);
    painter.heading(tr("Figures"));
    SheetTable table;
    table.header = {tr("Per card"), tr("Value"), tr("How it is computed")};
    table.widths = {0.26, 0.13, 0.61};
    table.alignments = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignLeft};
    table.mutedColumns = {2};
    table.rows = {{tr("Usable memory"), m_format.gib(f.usablePerCard, 2), formulas.usable()},
                  {tr("Weights"), m_format.gib(f.weightsPerCard, 2), formulas.weights()},
                  {tr("KV cache per conversation"), m_format.gib(f.cachePerConversationPerCard, 2),
                   formulas.cache()},
                  {tr("Free for the cache"), m_format.gib(f.freePerCard, 2), formulas.free()},
                  {tr("Conversations"), f.fits ? formulas.conversationsCount() : tr("none"),
                   formulas.conversations()}};
    table.strongRows = {4};
    // Under a split the rows above are a decode card's; a prefill card
    // holds its pool's weights and the prompts in flight.
    if (f.prefillPool.active())
        table.rows.append(
            {tr("Prefill card"),
             m_format.gib(f.prefillPool.weightsPerCard + f.prefillPool.cacheInUsePerCard, 2),
             formulas.prefillCard()});
    painter.table(table);

    // Conversations the build holds at other contexts, for both cache types.
    SheetTable contexts;
    const QList<int> lengths{8192, 32768, 131072};
    contexts.header = {tr("Conversations")};
    contexts.widths = {0.28};
    contexts.alignments = {Qt::AlignLeft};
    for (int tokens : lengths) {
        contexts.header << tr("%1 tokens").arg(m_format.tokens(tokens));
        contexts.widths << 0.24;
        contexts.alignments << Qt::AlignRight;
    }
    for (CacheDtype dtype : {CacheDtype::Bf16, CacheDtype::Fp8}) {
        QStringList row{dtype == CacheDtype::Fp8 ? tr("FP8 cache") : tr("16-bit cache")};
        for (int tokens : lengths) {
            const int n = m_report.sweep.at(tokens, dtype); // -1: a report without charts
            row << (n < 0 ? kDash : m_format.integer(n));
        }
        contexts.rows.append(row);
    }
    painter.table(contexts);
}

void ConfigurationSheet::chartsSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    painter.heading(tr("Memory and conversations"));
    const double gap = painter.mm(5);
    const QRectF row = painter.reserve(painter.mm(74 * painter.scale()));
    // Measuring needs the room only: the charts are built for painting.
    if (!painter.measuring()) {
        MemoryChart memory;
        memory.setData(m_build, m_evaluation, m_report.instances);
        ConversationsChart conversations;
        conversations.setData(m_report.sweep, m_build.context, f.conversations);
        const double half = (row.width() - gap) / 2;
        painter.drawChart(memory.chart(), QRectF(row.left(), row.top(), half, row.height()));
        painter.drawChart(conversations.chart(),
                          QRectF(row.left() + half + gap, row.top(), half, row.height()));
    }
    painter.addSpace(2);
}

SheetTable ConfigurationSheet::powerTable() const
{
    const Figures &f = m_evaluation.figures;
    const FigureFormulas formulas(m_build, f, m_format);
    SheetTable table;
    table.widths = {0.5, 0.5};
    table.alignments = {Qt::AlignLeft, Qt::AlignRight};
    table.header = {tr("Power"), tr("All servers")};
    // A prefill pool on a card type of its own draws as its card.
    const PrefillPoolFigures &pool = f.prefillPool;
    const QString cards =
        f.prefillOnOwnCard()
            ? tr("%1 x %2 + %3 x %4 = %5")
                  .arg(f.cards - pool.cards)
                  .arg(m_format.watts(f.cardPowerEach))
                  .arg(pool.cards)
                  .arg(m_format.watts(pool.cardPowerEach), m_format.watts(f.cardsPower))
            : tr("%1 x %2 = %3")
                  .arg(f.cards)
                  .arg(m_format.watts(f.cardPowerEach), m_format.watts(f.cardsPower));
    table.rows = {
        {tr("Cards"), cards},
        {tr("Processors"), m_format.watts(f.cpusPower)},
        {tr("Overhead"), m_format.watts(f.overheadPower)},
        {tr("Wall power"), m_format.watts(f.wallPower)},
        {tr("Feed: planned of nominal"),
         tr("%1 of %2").arg(m_format.kilowatts(f.feedPlanned), m_format.kilowatts(f.feedNominal))},
        {tr("Feed"), f.feedOk ? tr("within plan") : tr("over plan")}};
    table.strongRows = {3, 4, 6};
    return table;
}

void ConfigurationSheet::powerSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    const FigureFormulas formulas(m_build, f, m_format);
    const SheetTable table = powerTable();
    const double gap = painter.mm(5);
    const double width = painter.contentRect().width();
    const double chartWidth = (width - gap) / 2;
    const double tableWidth = width - chartWidth - gap;
    const QString verdict =
        formulas.power() + QStringLiteral(". ") + formulas.feed() + QLatin1Char('.');
    const double textHeight = painter.tableHeight(table, tableWidth) + painter.mm(2) +
                              painter.textHeight(verdict, SheetPainter::Style::Muted, tableWidth);
    const double height = std::max(painter.mm(52 * painter.scale()), textHeight);
    // The chart and table stay with their heading.
    painter.heading(tr("Power and feed"), height);
    const QRectF row = painter.reserve(height);
    if (!painter.measuring()) {
        PowerChart chart;
        chart.setData(m_evaluation);
        painter.drawChart(chart.chart(), QRectF(row.left(), row.top(), chartWidth, row.height()));
    }
    const double x = row.left() + chartWidth + gap;
    const double used = painter.drawTable(table, QRectF(x, row.top(), tableWidth, 0));
    painter.drawText(verdict, SheetPainter::Style::Muted,
                     QRectF(x, row.top() + used + painter.mm(2), tableWidth, 0));
    painter.addSpace(2);
}

void ConfigurationSheet::speedSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    const SpeedFigures &s = f.speed;
    const SpeedFormulas formulas(m_build, f, m_catalogue.rules().speed, m_format);
    painter.heading(tr("Speed"));
    if (!s.unknown.isEmpty()) {
        // A figure the estimate needs is missing: the reason, no figure of 0.
        painter.bullets({tr("The speed is unknown: %1.").arg(s.unknown)});
        return;
    }
    // What the estimate assumes, before any figure that depends on it.
    painter.bullets(
        {tr("Roofline estimate: each decode step reads the weights and the cache and computes; "
            "the slowest of memory, compute and the links between the cards decides."),
         tr("Per request: %1.").arg(formulas.assumptions()),
         tr("Active conversations: %1.").arg(formulas.active()),
         s.speedTarget > 0 ? tr("Speed target: %1 per conversation, the least a reader accepts.")
                                 .arg(formulas.rate(s.speedTarget))
                           : tr("No speed target: memory alone limits the conversations.")});
    // The first-token targets, where the build asks them.
    if (s.ttftTarget > seconds(0))
        painter.bullets({tr("First-token target: within %1 at the median, queueing for the "
                            "prefill included.")
                             .arg(formulas.ms(s.ttftTarget))});
    if (s.ttftP95Target > seconds(0))
        painter.bullets({tr("First-token target: within %1 at the 95th percentile.")
                             .arg(formulas.ms(s.ttftP95Target))});
    // Speculative decoding changes every figure below: stated where it is on.
    if (s.draftTokens > 0)
        painter.bullets({tr("%1.").arg(formulas.speculative())});
    SheetTable table;
    table.header = {tr("Figure"), tr("Value"), tr("How it is computed")};
    table.widths = {0.26, 0.14, 0.60};
    table.alignments = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignLeft};
    table.mutedColumns = {2};
    table.rows = {
        {tr("Weights read per step"), m_format.gb(s.decode.weightsRead, 2), formulas.weightsRead()},
        {tr("Cache read per step"), m_format.gb(s.decode.cacheRead, 2), formulas.cacheRead()},
        {tr("Memory time"), formulas.ms(s.decode.memoryTime), formulas.memoryTime()},
        {tr("Compute time"), formulas.ms(s.decode.computeTime), formulas.computeTime()},
        {tr("Communication"), formulas.ms(s.decode.communicationTime()), formulas.communication()},
        {tr("Time per token"), formulas.ms(s.decode.tokenTime), formulas.stepTime()},
        {tr("Tokens/s per conversation"), formulas.rate(s.decodeTokensPerSecondPerConversation),
         formulas.decode()},
        {tr("Output tokens/s of the build"), formulas.rate(s.outputTokensPerSecond),
         formulas.output()},
        {tr("Time to first token"), formulas.ms(s.timeToFirstToken), formulas.timeToFirstToken()},
        {tr("Conversations at the speed target"), m_format.integer(s.conversationsAtSpeedTarget),
         formulas.atSpeedTarget()}};
    if (s.ttftTarget > seconds(0))
        table.rows.append({tr("Conversations at the first-token target"),
                           m_format.integer(s.conversationsAtTtftTarget),
                           formulas.atTtftTarget(BindingLimit::FirstToken)});
    if (s.ttftP95Target > seconds(0))
        table.rows.append({tr("Conversations at the first-token target (95th percentile)"),
                           m_format.integer(s.conversationsAtTtftP95Target),
                           formulas.atTtftTarget(BindingLimit::FirstTokenP95)});
    table.rows.append({tr("Conversations served"), m_format.integer(m_report.served),
                       m_report.verdict.runs() ? formulas.served() : m_report.verdict.reason()});
    table.strongRows = {6, int(table.rows.size()) - 1};
    painter.table(table);
}

SheetTable ConfigurationSheet::partsTable() const
{
    const CostFigures &c = m_cost;
    const MoneyFormat money(m_format.locale());
    SheetTable table;
    table.header = {tr("Part"), tr("Quantity"), tr("Unit price"), tr("Total"), tr("Price source")};
    table.widths = {0.30, 0.09, 0.13, 0.14, 0.34};
    table.alignments = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight, Qt::AlignRight,
                        Qt::AlignLeft};
    table.mutedColumns = {4};
    for (const CostLine &line : c.parts) {
        QString source = tr("no price");
        if (line.unitPrice) {
            const QString date = line.date.isValid() ? m_format.date(line.date) : kDash;
            source = (line.indicative ? tr("indicative: %1, %2") : tr("%1, %2"))
                         .arg(line.source.text(), date);
            if (line.listPrice) // converted: the price as listed
                source = tr("listed %1; %2")
                             .arg(money.money(*line.listPrice, line.listCurrency, 0), source);
        }
        table.rows.append({line.part, m_format.integer(line.quantity),
                           line.unitPrice ? money.money(*line.unitPrice, c.currency, 0) : kDash,
                           line.total() ? money.money(*line.total(), c.currency, 0) : kDash,
                           source});
    }
    // No total where a part has no price: a partial sum would read as the price.
    table.rows.append({tr("Purchase price"), QString(), QString(),
                       c.priceTotal ? money.money(*c.priceTotal, c.currency, 0) : tr("not known"),
                       c.missingParts.isEmpty()
                           ? QString()
                           : tr("no price for %1").arg(c.missingParts.join(QStringLiteral(", ")))});
    table.strongRows = {int(table.rows.size()) - 1};
    return table;
}

QStringList ConfigurationSheet::costAssumptions() const
{
    const CostFigures &c = m_cost;
    const CostSettings &s = c.settings;
    const CostDefaults &defaults = m_report.costDefaults;
    const MoneyFormat money(m_format.locale());
    // "text (source, date)": the date of a cited default where it has one.
    const auto cited = [this](const QString &text, const LocalizedText &source,
                              const QDate &date = QDate()) {
        QString from = source.text();
        if (!from.isEmpty() && date.isValid())
            from = tr("%1, as of %2").arg(from, m_format.date(date));
        return from.isEmpty() ? text : tr("%1 (%2)").arg(text, from);
    };
    QStringList lines;
    lines << tr("Depreciation over %n year(s).", nullptr, s.years);
    lines << (c.kwhPrice
                  ? cited(tr("Electricity: %1 per kWh.")
                              .arg(money.money(*c.kwhPrice, c.currency, MoneyFormat::kKwhDecimals)),
                          c.kwhSource, c.kwhDate)
                  : tr("Electricity: no price in %1.").arg(c.currency));
    lines << cited(tr("Cooling and distribution: PUE %1.").arg(m_format.number(s.pue, 2)),
                   defaults.pueSource);
    lines << cited(tr("Use: %1 hours a day at %2 % average load.")
                       .arg(m_format.number(s.hoursPerDay, 0), m_format.number(s.load * 100, 0)),
                   defaults.loadSource);
    lines << ((c.apiPriceIn && c.apiPriceOut)
                  ? cited(tr("Hosted API: %1 per million input and %2 per million output "
                             "tokens, %3 input tokens sent per output token.")
                              .arg(money.money(*c.apiPriceIn, c.currency, 2),
                                   money.money(*c.apiPriceOut, c.currency, 2),
                                   m_format.number(s.inputPerOutput, 1)),
                          c.apiSource, c.apiDate)
                  : tr("Hosted API: no price for this model."));
    lines << (c.gridCo2 ? cited(tr("Grid: %1 g CO₂ per kWh.").arg(m_format.number(*c.gridCo2, 0)),
                                c.gridCo2Source, c.gridCo2Date)
                        : tr("Grid: no emission factor."));
    // The currency, why it is this one, and the rate a price was converted at.
    QString currency = CurrencyNote::text(c, m_format.locale());
    if (c.exchangeRate)
        currency += QLatin1Char(' ') + tr("Rate: %1.").arg(CurrencyNote::rateSource(c));
    lines << currency;
    lines << tr("\"Indicative\" prices are public list prices, not a quote.");
    return lines;
}

SheetTable ConfigurationSheet::costTable() const
{
    const CostFigures &c = m_cost;
    const CostSettings &s = c.settings;
    const Figures &f = m_evaluation.figures;
    const MoneyFormat money(m_format.locale());
    const auto amount = [&](const std::optional<double> &v, int decimals = 0) {
        return v ? money.money(*v, c.currency, decimals) : tr("not known");
    };
    const auto measure = [this](const std::optional<double> &v, const QString &unit, int decimals) {
        return v ? unit.arg(m_format.number(*v, decimals)) : tr("not known");
    };
    SheetTable table;
    table.header = {tr("Figure"), tr("Value"), tr("How it is computed")};
    table.widths = {0.26, 0.16, 0.58};
    table.alignments = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignLeft};
    table.mutedColumns = {2};
    const QString perMillion = tr("per million output tokens");
    table.rows = {
        {tr("Energy per year"), tr("%1 kWh").arg(m_format.integer(qRound64(c.energyKWhPerYear))),
         tr("%1 wall power x %2 load x %3 h x 365 days x PUE %4")
             .arg(m_format.watts(f.wallPower), m_format.number(s.load, 2),
                  m_format.number(s.hoursPerDay, 0), m_format.number(s.pue, 2))},
        {tr("Energy cost per year"), amount(c.energyCostPerYear),
         c.kwhPrice ? tr("energy x %1 per kWh")
                          .arg(money.money(*c.kwhPrice, c.currency, MoneyFormat::kKwhDecimals))
                    : tr("no electricity price")},
        {tr("Depreciation per year"), amount(c.depreciationPerYear),
         tr("purchase price / %n year(s)", nullptr, s.years)},
        {tr("Cost per year"), amount(c.costPerYear), tr("depreciation + energy")},
        {tr("Cost per month"), amount(c.costPerMonth), tr("cost per year / 12")},
        {tr("Cost per seat and month"), amount(c.costPerSeatPerMonth, 2),
         tr("cost per year / 12 / %n conversation(s) served", nullptr, c.seats)},
        {tr("Cost per million output tokens"), amount(c.costPerMillionOutputTokens, 3),
         c.outputTokensPerMonth
             ? tr("cost per year / 12 / %1 million output tokens a month (%2 tokens/s x load x "
                  "hours)")
                   .arg(m_format.number(*c.outputTokensPerMonth / 1e6, 1),
                        m_format.number(c.outputTokensPerSecond, 0))
             : tr("no throughput")},
        {tr("Energy per million output tokens"),
         measure(c.kwhPerMillionOutputTokens, tr("%1 kWh"), 2),
         tr("energy per year / million output tokens per year")},
        {tr("CO₂ per year"), measure(c.co2KgPerYear, tr("%1 kg"), 0),
         c.gridCo2 ? tr("energy per year x %1 g CO₂/kWh").arg(m_format.number(*c.gridCo2, 0))
                   : tr("no grid emission factor")},
        {tr("CO₂ per million output tokens"),
         measure(c.co2KgPerMillionOutputTokens, tr("%1 kg"), 3),
         tr("energy per million output tokens x grid emission factor")},
        {tr("Hosted API"), amount(c.apiPerMillionOutputTokens, 3),
         perMillion + (c.apiPriceIn ? tr(": output price + %1 x input price")
                                          .arg(m_format.number(s.inputPerOutput, 1))
                                    : QString())},
        {tr("Break-even volume"),
         c.breakEvenTokensPerMonth
             ? tr("%1 million").arg(m_format.number(*c.breakEvenTokensPerMonth / 1e6, 1))
             : tr("not known"),
         tr("output tokens a month above which the build costs less than the API")},
        {tr("Pay-back"),
         c.paybackMonths ? tr("%1 months").arg(m_format.number(*c.paybackMonths, 1))
                         : tr("not known"),
         tr("purchase price / (API cost - energy cost) per month at the build's volume")}};
    table.strongRows = {3, 4, 6};
    return table;
}

void ConfigurationSheet::costSection(SheetPainter &painter) const
{
    painter.heading(tr("Cost"));
    painter.table(partsTable());
    painter.bullets(costAssumptions());
    painter.table(costTable());
    if (!m_cost.notes.isEmpty())
        painter.bullets(m_cost.notes);
}

void ConfigurationSheet::adviceSection(SheetPainter &painter) const
{
    painter.heading(tr("Advice for this build"));
    if (m_advice.isEmpty())
        painter.paragraph(tr("No advice: nothing in the sources speaks against this build."));
    for (const AdviceItem &item : m_advice) {
        painter.item(AdviceItem::severityText(item.severity),
                     SheetSections::severityColour(item.severity), item.text,
                     item.sourceLine(m_format));
    }
}

void ConfigurationSheet::sourcesSection(SheetPainter &painter) const
{
    const Figures &f = m_evaluation.figures;
    painter.heading(tr("Assumptions and sources"));
    painter.bullets(SheetSections::assumptions(m_build, f, m_format));
    painter.table(
        SheetSections::sourcesTable(m_build, m_catalogue, *m_report.software, f, m_format));
}

} // namespace llmconf
