// SPDX-License-Identifier: MIT
#include "commandline.h"

#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "commandlineerror.h"
#include "figuresjson.h"
#include "figurestable.h"
#include "formaterror.h"
#include "quantityformat.h"
#include "sizingengine.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <stdexcept>

namespace llmconf {

namespace {

const QStringList kCommands = {QStringLiteral("evaluate"), QStringLiteral("catalogue")};

int wholeNumber(const QCommandLineParser &parser, const QString &name, int minimum, int maximum)
{
    const QString text = parser.value(name);
    bool ok = false;
    const qlonglong value = text.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum)
        throw CommandLineError(CommandLine::tr("--%1: expected a whole number from %2 to %3, got \"%4\"")
                                   .arg(name)
                                   .arg(minimum)
                                   .arg(maximum)
                                   .arg(text));
    return int(value);
}

double decimal(const QCommandLineParser &parser, const QString &name, double minimum,
               double maximum)
{
    const QString text = parser.value(name);
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < minimum || value > maximum)
        throw CommandLineError(CommandLine::tr("--%1: expected a number from %2 to %3, got \"%4\"")
                                   .arg(name)
                                   .arg(minimum)
                                   .arg(maximum)
                                   .arg(text));
    return value;
}

/// "rtx-pro-6000-se:4" -> ("rtx-pro-6000-se", 4)
std::pair<QString, int> slugAndCount(const QCommandLineParser &parser, const QString &name)
{
    const QString text = parser.value(name);
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int count = colon > 0 ? text.mid(colon + 1).toInt(&ok) : 0;
    if (!ok || count < 0 || count > 4096)
        throw CommandLineError(
            CommandLine::tr("--%1: expected ID:COUNT such as rtx-pro-6000-se:4, got \"%2\"")
                .arg(name, text));
    return {text.left(colon), count};
}

} // namespace

CommandLine::CommandLine(const Catalogue &catalogue, QTextStream &out, QTextStream &err)
    : m_catalogue(catalogue), m_out(out), m_err(err)
{
}

bool CommandLine::isCommand(const QStringList &arguments)
{
    return arguments.size() > 1 &&
           (kCommands.contains(arguments[1]) || arguments[1] == QLatin1String("--help") ||
            arguments[1] == QLatin1String("help"));
}

int CommandLine::run(const QStringList &arguments)
{
    try {
        const QString command = arguments.value(1);
        if (command == QLatin1String("evaluate"))
            return evaluate(arguments);
        if (command == QLatin1String("catalogue"))
            return catalogue(arguments);
        return usage();
    } catch (const CommandLineError &e) {
        m_err << e.message() << Qt::endl;
    } catch (const FormatError &e) {
        m_err << e.message() << Qt::endl;
    } catch (const std::invalid_argument &e) {
        m_err << QString::fromStdString(e.what()) << Qt::endl;
    }
    return kBadInput;
}

int CommandLine::usage()
{
    m_out << tr("Usage:\n"
                "  llm-configurator [BUILD.json]            open the window\n"
                "  llm-configurator evaluate [BUILD.json] [options] [--json]\n"
                "  llm-configurator catalogue [--json]\n"
                "Run a command with --help for its options.\n");
    m_out.flush();
    return 0;
}

int CommandLine::evaluate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Evaluates a build: memory per card, conversations, power."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("build"), tr("Build file (JSON); without it the reference build."),
                                 QStringLiteral("[BUILD.json]"));
    const auto option = [&parser](const char *name, const QString &description,
                                  const char *valueName = nullptr) {
        parser.addOption(valueName ? QCommandLineOption(QString::fromLatin1(name), description,
                                                        QString::fromLatin1(valueName))
                                   : QCommandLineOption(QString::fromLatin1(name), description));
    };
    option("cards", tr("Card type and count of the whole build, e.g. h200-nvl:8."), "SLUG:N");
    option("servers", tr("Servers the cards are spread over (default 1)."), "S");
    option("checkpoint", tr("Checkpoint id, e.g. zai-org/GLM-5.3-FP8."), "ID");
    option("tp", tr("Tensor-parallel size."), "N");
    option("pp", tr("Pipeline-parallel size."), "N");
    option("dcp", tr("Decode-context-parallel size (divides TP)."), "N");
    option("ep", tr("Expert parallelism on."));
    option("copies", tr("Independent copies (default: cards / (TP x PP))."), "N");
    option("context", tr("Tokens per conversation."), "TOKENS");
    option("kv-cache", tr("KV cache dtype: bf16 or fp8."), "DTYPE");
    option("cache-basis", tr("conservative, published or config."), "BASIS");
    option("power-cap", tr("Power limit per card in watts."), "W");
    option("cpus", tr("CPU type and count per server, e.g. epyc-9355:2."), "SLUG:N");
    option("feed", tr("Feed id, e.g. 230V16A."), "ID");
    option("keep", tr("Further checkpoints stored on the servers, comma-separated."), "ID,...");
    option("utilization", tr("GPU memory utilisation (0 to 1)."), "F");
    option("reserve-gib", tr("Runtime reserve per card in GiB."), "G");
    option("json", tr("Print one JSON object."));
    option("lang", tr("Language of the output: de or en."), "LANG");

    if (!parser.parse(arguments.mid(1)))
        throw CommandLineError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        m_out << parser.helpText();
        m_out.flush();
        return 0;
    }
    if (parser.positionalArguments().size() > 1)
        throw CommandLineError(tr("evaluate takes one build file, got %1")
                                   .arg(parser.positionalArguments().size()));

    Build build = parser.positionalArguments().isEmpty()
                      ? BuildAssembler::reference(m_catalogue)
                      : BuildFile::read(parser.positionalArguments().first());

    // Hardware: --cards and --servers re-assemble the servers.
    const bool layoutChanged = parser.isSet(QStringLiteral("tp")) || parser.isSet(QStringLiteral("pp"));
    bool cardsChanged = false;
    if (parser.isSet(QStringLiteral("cards")) || parser.isSet(QStringLiteral("servers"))) {
        BuildRequest request;
        QString cardId;
        for (const Server &s : build.servers)
            for (const QString &slot : s.slotCards)
                if (cardId.isEmpty() && !slot.isEmpty())
                    cardId = slot;
        request.card = cardId;
        request.cards = build.cardCount();
        if (parser.isSet(QStringLiteral("cards"))) {
            const auto [slug, count] = slugAndCount(parser, QStringLiteral("cards"));
            request.card = slug;
            request.cards = count;
        }
        request.servers = parser.isSet(QStringLiteral("servers"))
                              ? wholeNumber(parser, QStringLiteral("servers"), 1, 1024)
                              : 1;
        request.checkpoint = build.checkpoint;
        request.layout = build.layout;
        const Build assembled = BuildAssembler::assemble(request, m_catalogue);
        build.servers = assembled.servers;
        cardsChanged = true;
    }
    if (parser.isSet(QStringLiteral("checkpoint")))
        build.checkpoint = parser.value(QStringLiteral("checkpoint"));
    if (parser.isSet(QStringLiteral("tp")))
        build.layout.tp = wholeNumber(parser, QStringLiteral("tp"), 1, 4096);
    if (parser.isSet(QStringLiteral("pp")))
        build.layout.pp = wholeNumber(parser, QStringLiteral("pp"), 1, 4096);
    if (parser.isSet(QStringLiteral("dcp")))
        build.layout.dcp = wholeNumber(parser, QStringLiteral("dcp"), 1, 4096);
    if (parser.isSet(QStringLiteral("ep")))
        build.layout.ep = true;
    if (parser.isSet(QStringLiteral("copies")))
        build.layout.copies = wholeNumber(parser, QStringLiteral("copies"), 1, 4096);
    else if (cardsChanged || layoutChanged)
        build.layout.copies = std::max(1, build.cardCount() / build.layout.cardsPerCopy());
    if (parser.isSet(QStringLiteral("context")))
        build.context = wholeNumber(parser, QStringLiteral("context"), 1, 1 << 30);
    if (parser.isSet(QStringLiteral("kv-cache"))) {
        const auto dtype = BuildFile::cacheDtypeFromName(parser.value(QStringLiteral("kv-cache")));
        if (!dtype)
            throw CommandLineError(tr("--kv-cache: expected bf16 or fp8, got \"%1\"")
                                       .arg(parser.value(QStringLiteral("kv-cache"))));
        build.cacheDtype = *dtype;
    }
    if (parser.isSet(QStringLiteral("cache-basis"))) {
        const auto basis = BuildFile::cacheBasisFromName(parser.value(QStringLiteral("cache-basis")));
        if (!basis)
            throw CommandLineError(
                tr("--cache-basis: expected conservative, published or config, got \"%1\"")
                    .arg(parser.value(QStringLiteral("cache-basis"))));
        build.cacheBasis = *basis;
    }
    if (parser.isSet(QStringLiteral("power-cap"))) {
        const double cap = decimal(parser, QStringLiteral("power-cap"), 1, 100000);
        for (Server &s : build.servers)
            s.powerCap = watts(cap);
    }
    if (parser.isSet(QStringLiteral("cpus"))) {
        const auto [slug, count] = slugAndCount(parser, QStringLiteral("cpus"));
        for (Server &s : build.servers) {
            s.cpu = slug;
            s.cpuCount = count;
        }
    }
    if (parser.isSet(QStringLiteral("feed")))
        for (Server &s : build.servers)
            s.feed = parser.value(QStringLiteral("feed"));
    if (parser.isSet(QStringLiteral("keep")))
        build.keep = parser.value(QStringLiteral("keep")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(QStringLiteral("utilization")))
        build.utilization = decimal(parser, QStringLiteral("utilization"), 0.01, 1.0);
    if (parser.isSet(QStringLiteral("reserve-gib")))
        build.reserve = gibibytes(decimal(parser, QStringLiteral("reserve-gib"), 0, 1e6));

    const Evaluation evaluation = SizingEngine::evaluate(build, m_catalogue);
    if (!evaluation.ok())
        throw CommandLineError(evaluation.error);

    if (parser.isSet(QStringLiteral("json"))) {
        m_out << QJsonDocument(FiguresJson::toJson(evaluation.figures)).toJson(QJsonDocument::Indented);
    } else {
        m_out << FiguresTable::render(build, evaluation.figures, QuantityFormat(QLocale()));
    }
    m_out.flush();
    return 0;
}

int CommandLine::catalogue(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Lists the catalogue: cards, CPUs, chassis, feeds, checkpoints."));
    parser.addHelpOption();
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    parser.addOption(QCommandLineOption(QStringLiteral("lang"), tr("Language of the output: de or en."),
                                        QStringLiteral("LANG")));
    if (!parser.parse(arguments.mid(1)))
        throw CommandLineError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        m_out << parser.helpText();
        m_out.flush();
        return 0;
    }
    const QuantityFormat format{QLocale()};
    const Catalogue &c = m_catalogue;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray cards, checkpoints, cpus, chassis, feeds;
        for (const Card &card : c.cards())
            cards.append(QJsonObject{{QStringLiteral("id"), card.id},
                                     {QStringLiteral("name"), card.name},
                                     {QStringLiteral("computeCapability"), card.computeCapability()},
                                     {QStringLiteral("memoryNominalGB"), inGB(card.nominalMemory)},
                                     {QStringLiteral("maxPowerW"), inWatts(card.maxPower())},
                                     {QStringLiteral("nvlinkGroup"), card.nvlinkGroup}});
        for (const Checkpoint &k : c.checkpoints())
            checkpoints.append(QJsonObject{{QStringLiteral("id"), k.id},
                                           {QStringLiteral("model"), k.model},
                                           {QStringLiteral("sizeGiB"), inGiB(k.size)},
                                           {QStringLiteral("format"), k.formatDetail},
                                           {QStringLiteral("licences"), QJsonArray::fromStringList(k.licences)}});
        for (const Cpu &cpu : c.cpus())
            cpus.append(QJsonObject{{QStringLiteral("id"), cpu.id},
                                    {QStringLiteral("name"), cpu.name},
                                    {QStringLiteral("tdpW"), inWatts(cpu.tdp)}});
        for (const Chassis &ch : c.chassis())
            chassis.append(QJsonObject{{QStringLiteral("id"), ch.id},
                                       {QStringLiteral("name"), ch.name},
                                       {QStringLiteral("gpuSlots"), ch.gpuSlots},
                                       {QStringLiteral("sockets"), ch.sockets}});
        for (const Feed &fd : c.feeds())
            feeds.append(QJsonObject{{QStringLiteral("id"), fd.id},
                                     {QStringLiteral("name"), fd.name},
                                     {QStringLiteral("nominalW"), inWatts(fd.nominal())}});
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("cards"), cards},
                                           {QStringLiteral("checkpoints"), checkpoints},
                                           {QStringLiteral("cpus"), cpus},
                                           {QStringLiteral("chassis"), chassis},
                                           {QStringLiteral("feeds"), feeds}})
                     .toJson(QJsonDocument::Indented);
        m_out.flush();
        return 0;
    }
    m_out << tr("Cards") << QLatin1Char('\n');
    for (const Card &card : c.cards())
        m_out << QStringLiteral("  %1%2  %3, CC %4, %5\n")
                     .arg(card.id.leftJustified(20), card.name.leftJustified(56),
                          format.gb(card.nominalMemory), card.computeCapability(),
                          format.watts(card.maxPower()));
    m_out << tr("Checkpoints") << QLatin1Char('\n');
    for (const Checkpoint &k : c.checkpoints())
        m_out << QStringLiteral("  %1%2  %3\n")
                     .arg(k.id.leftJustified(30), format.gib(k.size, 1).rightJustified(12), k.formatDetail);
    m_out << tr("CPUs") << QLatin1Char('\n');
    for (const Cpu &cpu : c.cpus())
        m_out << QStringLiteral("  %1%2  %3\n").arg(cpu.id.leftJustified(20), cpu.name, format.watts(cpu.tdp));
    m_out << tr("Chassis") << QLatin1Char('\n');
    for (const Chassis &ch : c.chassis())
        m_out << QStringLiteral("  %1%2\n").arg(ch.id.leftJustified(20), ch.name);
    m_out << tr("Feeds") << QLatin1Char('\n');
    for (const Feed &fd : c.feeds())
        m_out << QStringLiteral("  %1%2  %3\n").arg(fd.id.leftJustified(20), fd.name, format.kilowatts(fd.nominal()));
    m_out.flush();
    return 0;
}

} // namespace llmconf
