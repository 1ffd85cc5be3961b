// SPDX-License-Identifier: MIT
#include "plancommand.h"

#include "buildfile.h"
#include "buildoptions.h"
#include "buildplanner.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "commandlineerror.h"
#include "costoptions.h"
#include "figureformulas.h"
#include "modelfamily.h"
#include "moneyformat.h"
#include "nearestids.h"
#include "optionreader.h"
#include "planjson.h"
#include "quantityformat.h"
#include "settingranges.h"
#include "splitcomparison.h"
#include "targetmargin.h"

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
    addOptions(parser, context.catalogue.rules().speed);
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const OptionReader options(parser);
    const PlanTarget target = targetOf(options, context.catalogue);
    const PlanRanking ranking = rankingOf(parser, options, context.catalogue, target);
    const PlanConstraints constraints = constraintsOf(options, context.catalogue);
    const AssessmentInputs inputs = CostOptions::inputs(parser, context.inputs);
    const PlanResult result = BuildPlanner::plan(target, constraints, inputs, ranking);
    if (!result.ok())
        throw CommandLineError(result.error);
    if (parser.isSet(QStringLiteral("json"))) {
        context.out << QJsonDocument(PlanJson::toJson(result)).toJson(QJsonDocument::Indented);
        return 0;
    }
    context.out << table(result, inputs.format);
    return 0;
}

void PlanCommand::addOptions(QCommandLineParser &parser, const SpeedRules &speed)
{
    parser.setApplicationDescription(
        tr("Plans backwards from a target: every build the catalogue allows that serves the "
           "conversations at the context (and at a speed, where asked), ranked by cards, servers "
           "and wall power or by cost per million output tokens."));
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
    option("speed-target",
           tr("Only builds where each conversation gets at least this many tokens per second "
              "while all of them decode."),
           "TPS");
    option("ttft-target",
           tr("Only builds where the median time to first token is at most this many "
              "milliseconds while all the conversations are served."),
           "MS");
    option("ttft-p95-target",
           tr("Only builds where the 95th percentile of the time to first token is at most this "
              "many milliseconds."),
           "MS");
    option(
        "prompt-tokens",
        tr("Input tokens per request, for the speed (default %1).").arg(speed.defaultPromptTokens),
        "N");
    option(
        "answer-tokens",
        tr("Output tokens per request, for the speed (default %1).").arg(speed.defaultAnswerTokens),
        "N");
    option("rank",
           tr("Order of the builds: size (cards, servers, wall power; the default without a "
              "service-level target), cost (per million output tokens) or price (purchase price "
              "of the hardware; the default with a speed or first-token target). Builds without "
              "a known price come last, by size."),
           "size|cost|price");
    option("tolerate-one-down",
           tr("Only builds that still serve the conversations, at every target asked, with one "
              "server out of service (a build on one server cannot)."));
    parser.addOption(BuildOptions::eagerOption());
    option("no-split",
           tr("Aggregated builds only: with a service-level target the search also tries "
              "splitting a layout's copies into prefill and decode copies (not ranked by cost, "
              "nor with --tolerate-one-down)."));
    CostOptions::add(parser);
    option("json", tr("Print one JSON object."));
}

namespace {
QString optionName(const char *n)
{
    return QString::fromLatin1(n);
}
} // namespace

PlanTarget PlanCommand::targetOf(const OptionReader &options, const Catalogue &catalogue)
{
    const auto name = optionName;
    if (!options.isSet(name("model")))
        throw CommandLineError(tr("--model: the model to plan for is missing, e.g. GLM-5.3"));
    if (!options.isSet(name("conversations")))
        throw CommandLineError(tr("--conversations: the number of conversations is missing"));

    PlanTarget target;
    target.model = options.text(name("model"));
    target.conversations = options.wholeNumber(name("conversations"), 1, 100000000);
    target.context = options.isSet(name("context"))
                         ? options.wholeNumber(name("context"), 1, 1 << 30)
                         : catalogue.rules().referenceContext;

    if (options.isSet(name("speed-target")))
        target.speedTarget = BuildOptions::speedTarget(options, name("speed-target"));
    if (options.isSet(name("ttft-target")))
        target.ttftTarget = inSeconds(BuildOptions::ttftTarget(options, name("ttft-target")));
    if (options.isSet(name("ttft-p95-target")))
        target.ttftP95Target =
            inSeconds(BuildOptions::ttftTarget(options, name("ttft-p95-target")));
    if (options.isSet(name("prompt-tokens")))
        target.promptTokens = options.wholeNumber(name("prompt-tokens"), 1, 1 << 30);
    if (options.isSet(name("answer-tokens")))
        target.answerTokens = options.wholeNumber(name("answer-tokens"), 1, 1 << 30);

    return target;
}

PlanRanking PlanCommand::rankingOf(const QCommandLineParser &parser, const OptionReader &options,
                                   const Catalogue &catalogue, const PlanTarget &target)
{
    const auto name = optionName;
    PlanRanking ranking;
    ranking.by = PlanRanking::defaultFor(target);
    if (options.isSet(name("rank"))) {
        const QString by = options.text(name("rank"));
        if (by == QLatin1String("cost"))
            ranking.by = PlanRanking::By::Cost;
        else if (by == QLatin1String("price"))
            ranking.by = PlanRanking::By::Price;
        else if (by == QLatin1String("size"))
            ranking.by = PlanRanking::By::Size;
        else
            throw CommandLineError(tr("--rank: expected size, cost or price, got \"%1\"").arg(by));
    }
    Build costSettings = Build::withDefaults(catalogue.rules());
    CostOptions::apply(parser, costSettings);
    ranking.cost = costSettings.cost;
    return ranking;
}

PlanConstraints PlanCommand::constraintsOf(const OptionReader &options, const Catalogue &catalogue)
{
    const auto name = optionName;
    PlanConstraints constraints =
        options.isSet(name("source-terms")) ? PlanConstraints::sourceTerms() : PlanConstraints();
    if (options.isSet(name("cards"))) {
        constraints.cards = commaList(options.text(name("cards")));
        for (const QString &card : constraints.cards)
            if (!catalogue.card(card))
                throw CommandLineError(tr("--cards: unknown card \"%1\"%2")
                                           .arg(card, NearestIds::cardHint(card, catalogue)));
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
        if (!catalogue.feed(constraints.feed))
            throw CommandLineError(tr("--feed: unknown feed \"%1\"").arg(constraints.feed));
    }
    if (options.isSet(name("max-servers")))
        constraints.maxServers =
            options.wholeNumber(name("max-servers"), 1, PlanConstraints::kMostServers);
    constraints.tolerateOneDown = options.isSet(name("tolerate-one-down"));
    constraints.searchSplits = !options.isSet(name("no-split"));
    constraints.enforceEager = options.isSet(name("enforce-eager"));

    return constraints;
}

QString PlanCommand::costText(const PlanCandidate &c, const MoneyFormat &money)
{
    if (c.report.cost.costPerMillionOutputTokens)
        return money.money(*c.report.cost.costPerMillionOutputTokens, c.report.cost.currency);
    if (!c.report.cost.missingPrices.isEmpty())
        return tr("no price for %1").arg(c.report.cost.missingPrices.join(QStringLiteral(", ")));
    return c.report.cost.notes.isEmpty() ? tr("not known") : c.report.cost.notes.first();
}

QString PlanCommand::priceText(const PlanCandidate &c, const MoneyFormat &money)
{
    if (c.report.cost.priceTotal)
        return money.money(*c.report.cost.priceTotal, c.report.cost.currency);
    if (!c.report.cost.missingPrices.isEmpty())
        return tr("no price for %1").arg(c.report.cost.missingPrices.join(QStringLiteral(", ")));
    return tr("not known");
}

QStringList PlanCommand::rowOf(const PlanCandidate &c, int index, PlanRanking::By by,
                               const QuantityFormat &format, const MoneyFormat &money,
                               const PlanTarget &target)
{
    const Figures &f = c.report.figures();
    int warnings = 0;
    for (const AdviceItem &item : c.report.advice)
        warnings += item.severity == AdviceSeverity::Warning ? 1 : 0;
    QStringList row{format.integer(index + 1),
                    f.card->shortName,
                    format.integer(f.cards),
                    tr("%1 x %2").arg(f.servers).arg(f.cards / std::max(1, f.servers)),
                    c.equivalentCheckpoints.isEmpty()
                        ? f.checkpoint->id
                        : tr("%n checkpoint(s): %1", nullptr, c.checkpointCount())
                              .arg((QStringList{f.checkpoint->id} + c.equivalentCheckpoints)
                                       .join(QStringLiteral(", "))),
                    c.build.cacheDtype == CacheDtype::Fp8 ? tr("FP8") : tr("16-bit"),
                    format.integer(c.report.served),
                    format.integer(c.spare),
                    format.number(f.speed.decodeTokensPerSecondPerConversation, 1),
                    format.watts(f.wallPower),
                    f.feedOk ? tr("within plan") : tr("over plan"),
                    tr("%n warning(s)", nullptr, warnings)};
    if (by == PlanRanking::By::Cost)
        row.append(costText(c, money));
    if (by == PlanRanking::By::Price)
        row.append(priceText(c, money));
    if (c.report.oneDownAssessed)
        row.append(c.report.oneDown.applies() ? format.integer(c.report.oneDown.served)
                                              : QStringLiteral("\u2013"));
    if (target.ttftTarget > 0 || target.ttftP95Target > 0)
        row.append(tr("%1 / %2 ms")
                       .arg(format.number(inSeconds(f.speed.timeToFirstToken) * 1000.0, 0),
                            format.number(inSeconds(f.speed.timeToFirstTokenP95) * 1000.0, 0)));
    if (target.hasServiceTargets()) {
        // The target with the least margin: the one a smaller build would miss first.
        const TargetMargin::Target binds = TargetMargin::binding(target, f.speed);
        row.append(
            tr("%1 (%2 % margin)")
                .arg(TargetMargin::name(binds),
                     format.number(100.0 * TargetMargin::margin(binds, target, f.speed), 0)));
    }
    row.append(FigureFormulas(c.build, f, format).layout());
    return row;
}

QString PlanCommand::heading(const PlanResult &result, const QuantityFormat &format)
{
    const PlanTarget &target = result.target;
    QString text = tr("%1: %n conversation(s) of %2 tokens", nullptr, target.conversations)
                       .arg(target.model, format.integer(target.context));
    if (target.speedTarget > 0)
        text += QLatin1String(", ") + tr("each at least %1 tokens/s (prompt %2, answer %3 tokens)")
                                          .arg(format.number(target.speedTarget, 1),
                                               format.integer(target.promptTokens.value_or(0)),
                                               format.integer(target.answerTokens.value_or(0)));
    if (target.ttftTarget > 0)
        text += QLatin1String(", ") + tr("first token within %1 ms (median)")
                                          .arg(format.number(target.ttftTarget * 1000.0, 0));
    if (target.ttftP95Target > 0)
        text += QLatin1String(", ") + tr("first token within %1 ms (95th percentile)")
                                          .arg(format.number(target.ttftP95Target * 1000.0, 0));
    text += QLatin1Char('\n');
    if (result.tolerateOneDown)
        text += tr("Every build holds this with one server out of service.") + QLatin1Char('\n');
    if (result.enforceEager)
        text += tr("Every build runs eager, without CUDA graphs (--enforce-eager).") +
                QLatin1Char('\n');
    const PlanRanking::By by = result.rankedBy;
    if (result.candidates.isEmpty())
        text += tr("No build of the catalogue serves this target within the constraints.") +
                QLatin1Char('\n');
    else if (by == PlanRanking::By::Price)
        text += tr("%n build(s), ranked by purchase price (builds without a known price last, "
                   "by size):",
                   nullptr, int(result.candidates.size())) +
                QLatin1Char('\n');
    else if (by == PlanRanking::By::Cost)
        text += tr("%n build(s), ranked by cost per million output tokens (builds without a "
                   "known price last):",
                   nullptr, int(result.candidates.size())) +
                QLatin1Char('\n');
    else
        text += tr("%n build(s), ranked by cards, servers and wall power:", nullptr,
                   int(result.candidates.size())) +
                QLatin1Char('\n');
    return text;
}

QString PlanCommand::table(const PlanResult &result, const QuantityFormat &format)
{
    const PlanTarget &target = result.target;
    const PlanRanking::By by = result.rankedBy;
    QString text = heading(result, format);
    QStringList headers{
        tr("#"),     tr("Card"),          tr("Cards"), tr("Servers"),       tr("Checkpoint"),
        tr("Cache"), tr("Conversations"), tr("Spare"), tr("Tokens/s each"), tr("Wall power"),
        tr("Feed"),  tr("Advice")};
    if (by == PlanRanking::By::Cost)
        headers.append(tr("Per 1M tokens"));
    if (by == PlanRanking::By::Price)
        headers.append(tr("Price"));
    if (result.tolerateOneDown)
        headers.append(tr("Server down"));
    if (target.ttftTarget > 0 || target.ttftP95Target > 0)
        headers.append(tr("First token (median / p95)"));
    if (target.hasServiceTargets())
        headers.append(tr("Binds"));
    headers.append(tr("Layout"));
    const MoneyFormat money{format.locale()};
    QList<QStringList> rows;
    for (qsizetype i = 0; i < result.candidates.size(); ++i)
        rows.append(rowOf(result.candidates[i], int(i), by, format, money, target));
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
    const QString split = SplitComparison::of(result).text(format);
    if (!split.isEmpty())
        text += QLatin1Char('\n') + split + QLatin1Char('\n');
    if (!result.excluded.isEmpty()) {
        text += QLatin1Char('\n') + tr("Left out for a blocker:") + QLatin1Char('\n');
        for (const PlanExclusion &e : result.excluded)
            text += QStringLiteral("  ") +
                    (e.everyBuild ? tr("every build of %1 on %2: %3")
                                  : tr("%n build(s) of %1 on %2: %3", nullptr, e.count))
                        .arg(e.checkpoint, e.card, e.reason) +
                    QLatin1Char('\n');
    }
    return text;
}

} // namespace llmconf
