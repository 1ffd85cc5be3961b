// SPDX-License-Identifier: MIT
#include "comparisonsheet.h"

#include "chartstyle.h"
#include "comparisoncostchart.h"
#include "comparisonspeedchart.h"
#include "conversationschart.h"
#include "formaterror.h"
#include "memorychart.h"
#include "moneyformat.h"
#include "powerchart.h"
#include "sheetpainter.h"
#include "sheetpdf.h"
#include "sheetsections.h"
#include "sheettable.h"

#include <QChart>
#include <QFileInfo>
#include <QLegend>

#include <algorithm>
#include <functional>
#include <memory>
#include <stdexcept>
#include <vector>

namespace llmconf {

namespace {

const QString kSeparator = QStringLiteral(" \u00b7 ");

/// A merged sources row: the same figure, value and source for some builds.
struct SourceRow
{
    QStringList cells; // figure, value, source
    QList<int> builds;
};

} // namespace

// ---- writing ------------------------------------------------------------------------------

ComparisonSheet::ComparisonSheet(const BuildComparison &comparison)
    : m_comparison(comparison), m_format(QLocale())
{
}

QString ComparisonSheet::error() const
{
    const int n = m_comparison.size();
    if (n < BuildComparison::kMinBuilds || n > BuildComparison::kMaxBuilds)
        return tr("a comparison sheet needs %1 to %2 builds, not %3")
            .arg(BuildComparison::kMinBuilds)
            .arg(BuildComparison::kMaxBuilds)
            .arg(n);
    for (int i = 0; i < n; ++i) {
        const ComparedBuild &b = m_comparison.builds()[i];
        if (!b.report.evaluation.ok())
            return tr("build %1 (%2) cannot be evaluated: %3")
                .arg(BuildComparison::columnName(i), b.title, b.report.evaluation.error);
    }
    return QString();
}

QByteArray ComparisonSheet::pdf(const BuildComparison &comparison, const QString &fileName)
{
    const ComparisonSheet sheet(comparison);
    if (const QString problem = sheet.error(); !problem.isEmpty())
        throw FormatError(fileName, QString(), problem);
    return SheetPdf::render(sheet.sheetTitle(), kPages,
                            [&sheet](SheetPainter &painter) { sheet.paint(painter); });
}

void ComparisonSheet::write(const BuildComparison &comparison, const QString &pdfPath)
{
    SheetPdf::save(pdf(comparison, QFileInfo(pdfPath).fileName()), pdfPath);
}

// ---- the pages ----------------------------------------------------------------------------

QString ComparisonSheet::sheetTitle() const
{
    QStringList titles;
    for (const ComparedBuild &b : m_comparison.builds())
        titles << b.title;
    return titles.join(tr(" vs "));
}

QString ComparisonSheet::buildNames(const QList<int> &indices) const
{
    if (indices.size() == m_comparison.size())
        return tr("all builds");
    QStringList names;
    for (int i : indices)
        names << BuildComparison::columnName(i);
    return names.join(QStringLiteral(", "));
}

void ComparisonSheet::paint(SheetPainter &painter) const
{
    const Build &first = m_comparison.builds().first().report.build;
    const QDate date = first.date.isValid() ? first.date : QDate::currentDate();
    painter.setHeader(tr("Comparison sheet"), sheetTitle());
    QStringList footer;
    if (!first.customer.trimmed().isEmpty())
        footer << first.customer;
    footer << m_format.date(date);
    if (!first.author.trimmed().isEmpty())
        footer << first.author;
    painter.setFooter(footer.join(kSeparator));

    titleBlock(painter);
    figuresSection(painter);
    speedSection(painter);
    costSection(painter);
    adviceSection(painter);
    // The charts start a page of their own.
    if (painter.y() > painter.contentRect().top())
        painter.newPage();
    chartsSection(painter);
    sourcesSection(painter);
}

void ComparisonSheet::titleBlock(SheetPainter &painter) const
{
    const int n = m_comparison.size();
    const Build &first = m_comparison.builds().first().report.build;
    const QDate date = first.date.isValid() ? first.date : QDate::currentDate();
    painter.title(tr("Comparison sheet"), tr("Comparison of %n builds", nullptr, n));

    SheetTable meta;
    meta.widths = {0.13, 0.37, 0.13, 0.37};
    meta.strongColumn = -1;
    meta.mutedColumns = {0, 2};
    const QString dash = QStringLiteral("\u2013");
    meta.rows = {{tr("Customer"), first.customer.trimmed().isEmpty() ? dash : first.customer,
                  tr("Date"), m_format.date(date)},
                 {tr("Prepared by"), first.author.trimmed().isEmpty() ? dash : first.author,
                  tr("Measured against"), tr("build A")}};
    painter.table(meta);

    // The builds by the letters the table and the charts use.
    SheetTable builds;
    builds.header = {QString(), tr("Build"), tr("Conversations"), tr("Tokens/s per conversation"),
                     tr("Wall power")};
    builds.widths = {0.05, 0.49, 0.14, 0.18, 0.14};
    builds.alignments = {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight,
                         Qt::AlignRight};
    // The answer first: how many, how fast, at what power.
    const QList<const ComparisonRow *> columns{
        m_comparison.row(QStringLiteral("conversations")),
        m_comparison.row(QStringLiteral("decodeTokensPerSecondPerConversation")),
        m_comparison.row(QStringLiteral("wallPower"))};
    for (int i = 0; i < n; ++i) {
        QStringList cells{BuildComparison::columnName(i), m_comparison.builds()[i].title};
        for (int c = 0; c < columns.size(); ++c) {
            cells << (columns[c] ? columns[c]->texts[i] : QString());
            if (columns[c] && columns[c]->isBest(i))
                builds.highlightedCells.insert({i, 2 + c});
        }
        builds.rows.append(cells);
    }
    painter.table(builds);
}

SheetTable ComparisonSheet::figuresTable(ComparisonSection section) const
{
    const int n = m_comparison.size();
    const QString first = BuildComparison::columnName(0);
    SheetTable table;
    table.header = {tr("Figure")};
    table.widths = {0.27};
    table.alignments = {Qt::AlignLeft};
    // One column per build, and after every build but A its ratio to A.
    QList<int> valueColumn;
    for (int i = 0; i < n; ++i) {
        const QString name = BuildComparison::columnName(i);
        valueColumn.append(int(table.header.size()));
        table.header << name;
        table.widths << 1.0;
        table.alignments << Qt::AlignRight;
        if (i > 0) {
            table.mutedColumns.insert(int(table.header.size()));
            table.header << tr("%1/%2").arg(name, first);
            table.widths << 0.42;
            table.alignments << Qt::AlignRight;
        }
    }
    // The label column takes its share of the whole width.
    double values = 0;
    for (qsizetype c = 1; c < table.widths.size(); ++c)
        values += table.widths[c];
    table.widths[0] = values * 0.27 / 0.73;

    QList<ComparisonRow> rows;
    for (const ComparisonRow &row : m_comparison.rows())
        if (row.section == section)
            rows.append(row);
    for (int r = 0; r < int(rows.size()); ++r) {
        const ComparisonRow &row = rows[r];
        // "Usable per card (GiB)"; a label that names its unit keeps it once.
        const bool unitInLabel = row.label.contains(row.unit, Qt::CaseInsensitive);
        QStringList cells{row.unit.isEmpty() || !row.numeric || unitInLabel
                              ? row.label
                              : tr("%1 (%2)").arg(row.label, row.unit)};
        for (int i = 0; i < n; ++i) {
            cells << row.texts.value(i);
            if (i > 0)
                cells << row.ratioTexts.value(i);
            if (row.isBest(i))
                table.highlightedCells.insert({r, valueColumn[i]});
        }
        table.rows.append(cells);
    }
    return table;
}

void ComparisonSheet::figuresSection(SheetPainter &painter) const
{
    painter.heading(tr("Figures side by side"));
    painter.table(figuresTable(ComparisonSection::Memory));
    painter.note(tr("Highlighted: the better value where a figure has a better direction. "
                    "%1/%2: the value of the build divided by that of build %2.")
                     .arg(BuildComparison::columnName(1), BuildComparison::columnName(0)));
}

QString ComparisonSheet::perBuild(const std::function<QString(const ComparedBuild &)> &text) const
{
    QStringList texts;
    QList<QList<int>> holders;
    for (int i = 0; i < m_comparison.size(); ++i) {
        const QString t = text(m_comparison.builds()[i]);
        const qsizetype at = texts.indexOf(t);
        if (at < 0) {
            texts << t;
            holders.append(QList<int>{i});
        } else {
            holders[at].append(i);
        }
    }
    if (texts.size() == 1)
        return texts.first();
    QStringList parts;
    for (qsizetype k = 0; k < texts.size(); ++k)
        parts << tr("%1: %2").arg(buildNames(holders[k]), texts[k]);
    return parts.join(QStringLiteral("; "));
}

void ComparisonSheet::speedSection(SheetPainter &painter) const
{
    // The section whole on one page: its heading, note and table.
    const SheetTable table = figuresTable(ComparisonSection::Speed);
    painter.ensureSpace(painter.tableHeight(table, painter.contentRect().width()) +
                        painter.mm(24 * painter.scale()));
    painter.heading(tr("Speed side by side"));
    // What the estimate assumes, once where the builds agree.
    const QString lengths = perBuild([&](const ComparedBuild &b) {
        const SpeedFigures &s = b.report.evaluation.figures.speed;
        return tr("%1 prompt and %2 answer tokens per request")
            .arg(m_format.integer(s.promptTokens), m_format.integer(s.answerTokens));
    });
    const QString active = perBuild([&](const ComparedBuild &b) {
        return b.report.build.activeConversations > 0
                   ? tr("%n active conversation(s)", nullptr, b.report.build.activeConversations)
                   : tr("as many active conversations as fit in memory");
    });
    painter.paragraph(tr("Roofline estimate of each build at %1, %2; the speed target is the "
                         "tokens per second each conversation must still get.")
                          .arg(lengths, active));
    painter.table(table);
}

void ComparisonSheet::costSection(SheetPainter &painter) const
{
    const SheetTable table = figuresTable(ComparisonSection::Cost);
    painter.ensureSpace(painter.tableHeight(table, painter.contentRect().width()) +
                        painter.mm(24 * painter.scale()));
    painter.heading(tr("Cost side by side"));
    const MoneyFormat money(m_format.locale());
    const QString settings = perBuild([&](const ComparedBuild &b) {
        const CostFigures &c = b.report.cost;
        return tr("%n year(s) of depreciation", nullptr, c.settings.years) + QStringLiteral(", ") +
               tr("%1 h a day at %2 % load, PUE %3")
                   .arg(m_format.number(c.settings.hoursPerDay, 0),
                        m_format.number(c.settings.load * 100, 0),
                        m_format.number(c.settings.pue, 2)) +
               QStringLiteral(", ") +
               (c.kwhPrice
                    ? tr("%1 per kWh")
                          .arg(money.money(*c.kwhPrice, c.currency, MoneyFormat::kKwhDecimals))
                    : tr("no electricity price"));
    });
    const QString api = perBuild([&](const ComparedBuild &b) {
        const CostFigures &c = b.report.cost;
        if (!c.apiPriceIn || !c.apiPriceOut)
            return tr("no API price");
        return tr("API %1 in and %2 out per million tokens")
            .arg(money.money(*c.apiPriceIn, c.currency, 2),
                 money.money(*c.apiPriceOut, c.currency, 2));
    });
    painter.paragraph(tr("Each build priced from the same price list, indicative where no quote "
                         "is given: %1; %2. A figure without every price it needs is \"not "
                         "known\", never a partial sum.")
                          .arg(settings, api));
    // The grid factor the CO2 rows are reckoned at, with its source.
    const QString grid = perBuild([&](const ComparedBuild &b) {
        const CostFigures &c = b.report.cost;
        if (!c.gridCo2)
            return tr("no grid emission factor");
        QString from = c.gridCo2Source.text();
        if (c.gridCo2Date.isValid())
            from = tr("%1, as of %2").arg(from, m_format.date(c.gridCo2Date));
        return tr("%1 g CO₂ per kWh (%2)").arg(m_format.number(*c.gridCo2, 0), from);
    });
    painter.note(tr("CO₂: energy x %1.").arg(grid));
    painter.table(table);
}

void ComparisonSheet::adviceSection(SheetPainter &painter) const
{
    painter.heading(tr("Advice that differs"));
    const QList<DifferingAdvice> &differing = m_comparison.differingAdvice();
    if (differing.isEmpty()) {
        painter.paragraph(tr("Every build gets the same advice."));
        return;
    }
    for (const DifferingAdvice &d : differing) {
        // Builds that get the same words share one item: "A, C: ...".
        QList<QList<int>> groups;
        QList<int> missing;
        for (int i = 0; i < m_comparison.size(); ++i) {
            if (!d.appliesTo(i)) {
                missing.append(i);
                continue;
            }
            auto same = std::find_if(groups.begin(), groups.end(), [&](const QList<int> &g) {
                return d.items[g.first()]->text == d.items[i]->text;
            });
            if (same == groups.end())
                groups.append(QList<int>{i});
            else
                same->append(i);
        }
        for (qsizetype k = 0; k < groups.size(); ++k) {
            const AdviceItem &item = *d.items[groups[k].first()];
            QString detail = item.sourceLine(m_format);
            if (k == groups.size() - 1 && !missing.isEmpty())
                detail += kSeparator + tr("not given for %1").arg(buildNames(missing));
            QStringList names;
            for (int i : groups[k])
                names << BuildComparison::columnName(i);
            painter.item(AdviceItem::severityText(item.severity),
                         SheetSections::severityColour(item.severity),
                         tr("%1: %2").arg(names.join(QStringLiteral(", ")), item.text), detail);
        }
    }
}

void ComparisonSheet::chartsSection(SheetPainter &painter) const
{
    const int n = m_comparison.size();
    painter.heading(tr("Charts on the same axes"));

    const ComparisonAxes &axes = m_comparison.axes();
    const double memoryMax = ChartStyle::roundedMax(inGiB(axes.memoryPerCard));
    const double conversationsMax = ChartStyle::roundedMax(axes.conversations);
    const double powerMax = ChartStyle::roundedMax(inKilowatts(axes.power));

    const QRectF content = painter.contentRect();
    const double gap = painter.mm(4);
    const double width = (content.width() - gap * (n - 1)) / n;
    const double height =
        std::clamp(width * 0.7, painter.mm(40 * painter.scale()), painter.mm(52 * painter.scale()));
    const auto columnRect = [&](const QRectF &row, int i) {
        return QRectF(row.left() + i * (width + gap), row.top(), width, row.height());
    };
    // Narrow charts give their legend's room to the plot: one legend under the row.
    const bool sharedLegend = n > 2;

    // The builds' letters and titles over their column.
    double titleHeight = 0;
    QStringList titles;
    for (int i = 0; i < n; ++i) {
        titles << tr("%1  %2").arg(BuildComparison::columnName(i), m_comparison.builds()[i].title);
        titleHeight = std::max(
            titleHeight, painter.textHeight(titles.last(), SheetPainter::Style::Subheading, width));
    }
    const QRectF titleRow = painter.reserve(titleHeight + painter.mm(1.5 * painter.scale()));
    for (int i = 0; i < n; ++i)
        painter.drawText(titles[i], SheetPainter::Style::Subheading, columnRect(titleRow, i));

    // Measuring needs the rows' room only: the charts are built for painting.
    const int built = painter.measuring() ? 0 : n;
    std::vector<std::unique_ptr<MemoryChart>> memoryCharts;
    std::vector<std::unique_ptr<ConversationsChart>> conversationsCharts;
    std::vector<std::unique_ptr<PowerChart>> powerCharts;
    for (int i = 0; i < built; ++i) {
        const ComparedBuild &b = m_comparison.builds()[i];
        memoryCharts.push_back(std::make_unique<MemoryChart>());
        memoryCharts.back()->setData(b.report.build, b.report.evaluation, b.report.instances);
        memoryCharts.back()->setValueRange(0, memoryMax);
        conversationsCharts.push_back(std::make_unique<ConversationsChart>());
        conversationsCharts.back()->setData(b.report.sweep, b.report.build.context,
                                            b.report.evaluation.figures.conversations);
        conversationsCharts.back()->setValueRange(0, conversationsMax);
        powerCharts.push_back(std::make_unique<PowerChart>());
        powerCharts.back()->setData(b.report.evaluation);
        powerCharts.back()->setValueRange(0, powerMax);
    }
    const auto chartRow = [&](const std::function<QChart *(int)> &chartOf) {
        const QRectF row = painter.reserve(height);
        for (int i = 0; i < built; ++i) {
            QChart *chart = chartOf(i);
            chart->legend()->setVisible(!sharedLegend);
            painter.drawChart(chart, columnRect(row, i));
        }
        if (sharedLegend)
            painter.legend(built > 0 ? chartOf(0) : nullptr);
        painter.addSpace(1.5);
    };
    chartRow([&](int i) { return memoryCharts[i]->chart(); });
    chartRow([&](int i) { return conversationsCharts[i]->chart(); });
    chartRow([&](int i) { return powerCharts[i]->chart(); });
    painter.addSpace(1.0);
    sharedChartsRow(painter);
}

void ComparisonSheet::sharedChartsRow(SheetPainter &painter) const
{
    // Every build on one chart: the speed curves (wider) beside the cost per year.
    const QRectF content = painter.contentRect();
    const double gap = painter.mm(4);
    const double speedWidth = (content.width() - gap) * 0.6;
    const double height = painter.mm(58 * painter.scale());
    const QRectF row = painter.reserve(height);
    if (!painter.measuring()) {
        ComparisonSpeedChart speed;
        speed.setData(m_comparison);
        painter.drawChart(speed.chart(), QRectF(row.left(), row.top(), speedWidth, row.height()));
        ComparisonCostChart cost;
        cost.setData(m_comparison);
        painter.drawChart(cost.chart(), QRectF(row.left() + speedWidth + gap, row.top(),
                                               content.width() - speedWidth - gap, row.height()));
    }
    // Why a build has no cost bar, in the words of the chart.
    ComparisonCostChart cost;
    cost.setData(m_comparison);
    if (!cost.note().isEmpty())
        painter.note(cost.note());
    painter.addSpace(1.0);
}

SheetTable ComparisonSheet::sourcesTable() const
{
    // Each build's sources, listed once with the builds they hold for.
    QList<SourceRow> merged;
    SheetTable table;
    for (int i = 0; i < m_comparison.size(); ++i) {
        const ComparedBuild &b = m_comparison.builds()[i];
        table = SheetSections::sourcesTable(b.report.build, *b.report.catalogue, *b.report.software,
                                            b.report.evaluation.figures, m_format);
        for (const QStringList &cells : std::as_const(table.rows)) {
            auto match = std::find_if(merged.begin(), merged.end(),
                                      [&](const SourceRow &row) { return row.cells == cells; });
            if (match == merged.end())
                merged.append(SourceRow{cells, {i}});
            else
                match->builds.append(i);
        }
    }
    // The same columns as a single build's table, with the builds first.
    SheetTable result;
    result.header = QStringList{tr("Builds")} + table.header;
    result.widths = {0.09, 0.22, 0.15, 0.54};
    result.alignments = QList<Qt::Alignment>{Qt::AlignLeft} + table.alignments;
    result.strongColumn = 1;
    result.mutedColumns = {0, 3};
    // A figure's rows together, in the order the figures first appear.
    QStringList figures;
    for (const SourceRow &row : std::as_const(merged))
        if (!figures.contains(row.cells.first()))
            figures << row.cells.first();
    std::stable_sort(merged.begin(), merged.end(), [&](const SourceRow &a, const SourceRow &b) {
        return figures.indexOf(a.cells.first()) < figures.indexOf(b.cells.first());
    });
    for (const SourceRow &row : std::as_const(merged))
        result.rows.append(QStringList{buildNames(row.builds)} + row.cells);
    return result;
}

void ComparisonSheet::sourcesSection(SheetPainter &painter) const
{
    const int n = m_comparison.size();
    painter.heading(tr("Assumptions and sources"));
    // Each assumption once: as it is when every build shares it, else per build.
    QList<QStringList> perBuild;
    for (const ComparedBuild &b : m_comparison.builds())
        perBuild.append(
            SheetSections::assumptions(b.report.build, b.report.evaluation.figures, m_format));
    QStringList lines;
    for (qsizetype k = 0; k < perBuild.first().size(); ++k) {
        QStringList texts;
        QList<QList<int>> holders;
        for (int i = 0; i < n; ++i) {
            const QString text = perBuild[i].value(k);
            const qsizetype at = texts.indexOf(text);
            if (at < 0) {
                texts << text;
                holders.append(QList<int>{i});
            } else {
                holders[at].append(i);
            }
        }
        for (qsizetype t = 0; t < texts.size(); ++t)
            lines << (texts.size() == 1 ? texts[t]
                                        : tr("%1: %2").arg(buildNames(holders[t]), texts[t]));
    }
    painter.bullets(lines);
    painter.table(sourcesTable());
}

} // namespace llmconf
