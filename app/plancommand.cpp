// SPDX-License-Identifier: MIT
#include "plancommand.h"

#include "buildfile.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "commandlineerror.h"
#include "figureformulas.h"
#include "modelfamily.h"
#include "optionreader.h"
#include "planner/buildplanner.h"
#include "planner/planjson.h"
#include "quantityformat.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace llmconf {

namespace {
QStringList commaList(const QString &text)
{
    QStringList items;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        items.append(part.trimmed());
    return items;
}
} // namespace

QString PlanCommand::synopsis() const
{
    return tr("plan --model M --conversations N --context T [options] [--json]   builds for a "
              "target");
}

int PlanCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plans backwards from a target: every build the catalogue allows that serves the "
           "conversations at the context, ranked by cards, servers and wall power."));
    parser.addHelpOption();
    const auto option = [&parser](const char *name, const QString &description,
                                  const char *valueName = nullptr) {
        parser.addOption(valueName ? QCommandLineOption(QString::fromLatin1(name), description,
                                                        QString::fromLatin1(valueName))
                                   : QCommandLineOption(QString::fromLatin1(name), description));
    };
    option("model", tr("Model family, e.g. GLM-5.3: every checkpoint of it is searched."), "M");
    option("conversations", tr("Concurrent conversations to serve."), "N");
    option("context", tr("Tokens per conversation (default: the reference context)."), "TOKENS");
    option("cards", tr("Allowed cards, comma-separated (default: every card)."), "SLUG,...");
    option("server-size", tr("Allowed server sizes in cards, comma-separated: 4, 8."), "N,...");
    option("kv-cache", tr("KV cache dtype: bf16 or fp8 (default: both)."), "DTYPE");
    option("feed", tr("Feed id of every server, e.g. 230V16A."), "ID");
    option("max-servers", tr("At most this many servers (default 8)."), "N");
    option("source-terms",
           tr("Hold the search to the sources' terms: 1, 2, 4 or 8 cards per server, each copy "
              "inside one server, no DCP, pipeline stages of four cards."));
    option("json", tr("Print one JSON object."));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const OptionReader options(parser);
    const auto name = [](const char *n) { return QString::fromLatin1(n); };
    if (!options.isSet(name("model")))
        throw CommandLineError(tr("--model: the model to plan for is missing, e.g. GLM-5.3"));
    if (!options.isSet(name("conversations")))
        throw CommandLineError(tr("--conversations: the number of conversations is missing"));

    PlanTarget target;
    target.model = options.text(name("model"));
    target.conversations = options.wholeNumber(name("conversations"), 1, 100000000);
    target.context = options.isSet(name("context"))
                         ? options.wholeNumber(name("context"), 1, 1 << 30)
                         : context.catalogue.rules().referenceContext;

    PlanConstraints constraints =
        options.isSet(name("source-terms")) ? PlanConstraints::sourceTerms() : PlanConstraints();
    if (options.isSet(name("cards"))) {
        constraints.cards = commaList(options.text(name("cards")));
        for (const QString &card : constraints.cards)
            if (!context.catalogue.card(card))
                throw CommandLineError(tr("--cards: unknown card \"%1\"").arg(card));
    }
    if (options.isSet(name("server-size")))
        for (const QString &size : commaList(options.text(name("server-size")))) {
            bool ok = false;
            const int n = size.toInt(&ok);
            if (!ok || n < 1 || n > 64)
                throw CommandLineError(
                    tr("--server-size: expected cards per server such as 4 or 8, got \"%1\"")
                        .arg(size));
            constraints.serverSizes.append(n);
        }
    if (options.isSet(name("kv-cache")))
        for (const QString &dtypeName : commaList(options.text(name("kv-cache")))) {
            const auto dtype = BuildFile::cacheDtypeFromName(dtypeName);
            if (!dtype)
                throw CommandLineError(
                    tr("--kv-cache: expected bf16 or fp8, got \"%1\"").arg(dtypeName));
            constraints.cacheDtypes.append(*dtype);
        }
    if (options.isSet(name("feed"))) {
        constraints.feed = options.text(name("feed"));
        if (!context.catalogue.feed(constraints.feed))
            throw CommandLineError(tr("--feed: unknown feed \"%1\"").arg(constraints.feed));
    }
    if (options.isSet(name("max-servers")))
        constraints.maxServers = options.wholeNumber(name("max-servers"), 1, 64);

    const QuantityFormat format{QLocale()};
    const PlanResult result = BuildPlanner::plan(target, constraints, context.catalogue,
                                                 SoftwareCatalogue::builtIn(), format);
    if (!result.ok())
        throw CommandLineError(result.error);
    if (parser.isSet(QStringLiteral("json"))) {
        context.out << QJsonDocument(PlanJson::toJson(result)).toJson(QJsonDocument::Indented);
        return 0;
    }
    context.out << table(result, format);
    return 0;
}

QString PlanCommand::table(const PlanResult &result, const QuantityFormat &format)
{
    QString text = tr("%1: %n conversation(s) of %2 tokens", nullptr, result.target.conversations)
                       .arg(result.target.model, format.integer(result.target.context)) +
                   QLatin1Char('\n');
    if (result.candidates.isEmpty())
        text += tr("No build of the catalogue serves this target within the constraints.") +
                QLatin1Char('\n');
    else
        text += tr("%n build(s), ranked by cards, servers and wall power:", nullptr,
                   int(result.candidates.size())) +
                QLatin1Char('\n');

    const QStringList headers{tr("#"),          tr("Card"),  tr("Cards"),         tr("Servers"),
                              tr("Checkpoint"), tr("Cache"), tr("Conversations"), tr("Spare"),
                              tr("Wall power"), tr("Feed"),  tr("Advice"),        tr("Layout")};
    QList<QStringList> rows;
    for (qsizetype i = 0; i < result.candidates.size(); ++i) {
        const PlanCandidate &c = result.candidates[i];
        const Figures &f = c.figures;
        int warnings = 0;
        for (const AdviceItem &item : c.advice)
            warnings += item.severity == AdviceSeverity::Warning ? 1 : 0;
        rows.append({format.integer(i + 1), f.card->shortName, format.integer(f.cards),
                     tr("%1 x %2").arg(f.servers).arg(f.cards / std::max(1, f.servers)),
                     c.equivalentCheckpoints.isEmpty()
                         ? f.checkpoint->id
                         : tr("%n checkpoint(s): %1", nullptr, c.checkpointCount())
                               .arg((QStringList{f.checkpoint->id} + c.equivalentCheckpoints)
                                        .join(QStringLiteral(", "))),
                     c.build.cacheDtype == CacheDtype::Fp8 ? tr("FP8") : tr("16-bit"),
                     format.integer(f.conversations), format.integer(c.spare),
                     format.watts(f.wallPower), f.feedOk ? tr("within plan") : tr("over plan"),
                     tr("%n warning(s)", nullptr, warnings),
                     FigureFormulas(c.build, f, format).layout()});
    }
    QList<qsizetype> widths;
    for (const QString &h : headers)
        widths.append(h.size());
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    const auto line = [&widths](const QStringList &cells) {
        QString s = QStringLiteral(" ");
        for (qsizetype i = 0; i < cells.size(); ++i)
            s += QLatin1Char(' ') +
                 (i + 1 < cells.size() ? cells[i].leftJustified(widths[i]) : cells[i]);
        return s + QLatin1Char('\n');
    };
    if (!rows.isEmpty()) {
        text += line(headers);
        for (const QStringList &row : rows)
            text += line(row);
    }
    if (!result.excluded.isEmpty()) {
        text += QLatin1Char('\n') +
                tr("Left out: %n build(s) with a blocker", nullptr, result.excludedCount()) +
                QLatin1Char('\n');
        for (const PlanExclusion &e : result.excluded)
            text += QStringLiteral("  ") +
                    tr("%n build(s) of %1 on %2: %3", nullptr, e.count)
                        .arg(e.checkpoint, e.card, e.reason) +
                    QLatin1Char('\n');
    }
    return text;
}

} // namespace llmconf
