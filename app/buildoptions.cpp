// SPDX-License-Identifier: MIT
#include "buildoptions.h"
#include "buildspeed.h"

#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "card.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "commandlineerror.h"
#include "formaterror.h"
#include "layoutchoice.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "optionreader.h"
#include "settingranges.h"
#include "sizingengine.h"

#include <QRegularExpression>

#include <optional>

namespace llmconf {

namespace {

/// The options of a prefill/decode split: the copies that prefill only and
/// their own layout.
void addSplitOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("prefill-copies"),
        BuildOptions::tr("Copies that prefill only, the others decode only (prefill/decode "
                         "disaggregation; 0, the default, prefills and decodes on every copy)."),
        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("prefill-layout"),
        BuildOptions::tr("The prefill copies' own layout: TP, then xPP, ,ep and ,dcpN where "
                         "wanted (2, 4x2,ep, 4,dcp2); \"same\" keeps the build's."),
        QStringLiteral("TPxPP")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("prefill-cards"),
        BuildOptions::tr("The prefill copies' own card type, e.g. rtx-pro-6000-se or "
                         "rtx-pro-6000-se:4: the prefill pool's cards (the first the layout "
                         "counts, N of them where given) are of it, the decode pool's keep the "
                         "--cards type."),
        QStringLiteral("SLUG[:N]")));
}

} // namespace

QCommandLineOption BuildOptions::eagerOption()
{
    return QCommandLineOption(
        QStringLiteral("enforce-eager"),
        tr("Run the engine eager, without CUDA graphs (vLLM --enforce-eager, SGLang "
           "--disable-cuda-graph): no graph memory is charged, and every decode step waits for "
           "the host's launches of each layer's kernels."));
}

void BuildOptions::add(QCommandLineParser &parser, const SizingRules &rules)
{
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
    option("dp",
           tr("Data-parallel attention ranks per copy, experts spread over all of them by EP "
              "(vLLM --data-parallel-size with --enable-expert-parallel)."),
           "N");
    option("copies", tr("Independent copies (default: cards / (DP x TP x PP))."), "N");
    addSplitOptions(parser);
    option("context", tr("Tokens per conversation."), "TOKENS");
    option("kv-cache", tr("KV cache dtype: bf16 or fp8."), "DTYPE");
    option("cache-basis",
           tr("conservative, published, config or vllm (vLLM's own start-up memory profile)."),
           "BASIS");
    option("max-batched-tokens",
           tr("vLLM --max-num-batched-tokens for the vllm basis (default: vLLM's for the card)."),
           "N");
    option("max-num-seqs",
           tr("vLLM --max-num-seqs for the vllm basis (default: vLLM's for the card)."), "N");
    option("vllm-version",
           tr("vLLM release the vllm basis follows, e.g. 0.19 (default: the catalogue's "
              "current release)."),
           "X.Y");
    option("vllm-engine", tr("Older name: v0 is --vllm-version 0.7, v1 the current release."),
           "ENGINE");
    option("engine",
           tr("Serving engine the speed and the serving command follow: vllm (default) or "
              "sglang."),
           "ENGINE");
    parser.addOption(eagerOption());
    option("mtp-draft-tokens",
           tr("Speculative decoding (MTP, EAGLE): draft tokens the model verifies per step "
              "(default 0, off)."),
           "N");
    option("mtp-acceptance",
           tr("Share of draft tokens accepted, 0 to 1 (default: the model's published figure)."),
           "A");
    option("power-cap", tr("Power limit per card in watts."), "W");
    option("cpus", tr("CPU type and count per server, e.g. epyc-9355:2."), "SLUG:N");
    option("feed", tr("Feed id, e.g. 230V16A."), "ID");
    option("keep", tr("Further checkpoints stored on the servers, comma-separated."), "ID,...");
    option("utilization", tr("GPU memory utilisation (0 to 1)."), "F");
    option("reserve-gib", tr("Runtime reserve per card in GiB."), "G");
    option("prompt-tokens",
           tr("Input tokens per request, for the speed (default %1).")
               .arg(rules.speed.defaultPromptTokens),
           "N");
    option("answer-tokens",
           tr("Output tokens per request, for the speed (default %1).")
               .arg(rules.speed.defaultAnswerTokens),
           "N");
    option("active", tr("Conversations decoding at once (default: as many as fit in memory)."),
           "N");
    option("speed-target",
           tr("Tokens per second each conversation must get (default %1; 0: none).")
               .arg(rules.speed.defaultSpeedTarget),
           "TPS");
    option("ttft-target",
           tr("Median time to first token each conversation must get, in milliseconds "
              "(default none; 0: none)."),
           "MS");
    option("ttft-p95-target",
           tr("95th percentile of the time to first token, in milliseconds (default none; 0: "
              "none)."),
           "MS");
}

namespace {

/// A service-level target's flag: a value `taken` accepts (0, no target, or
/// within [least, most] `unit`); one message for every other value, a
/// number out of range or not.
double targetOption(const OptionReader &options, const QString &name, bool (*taken)(double),
                    double least, double most, const QString &unit)
{
    bool isNumber = false;
    const double value = options.text(name).toDouble(&isNumber);
    if (!isNumber || !taken(value))
        throw CommandLineError(BuildOptions::tr("--%1: expected 0 (no target) or %2 to %3 %4, "
                                                "got \"%5\"")
                                   .arg(name)
                                   .arg(least)
                                   .arg(most, 0, 'f', 0)
                                   .arg(unit, options.text(name)));
    return value;
}

} // namespace

double BuildOptions::speedTarget(const OptionReader &options, const QString &name)
{
    return targetOption(options, name, &SettingRanges::speedTargetTaken,
                        SettingRanges::kLeastSpeedTarget, SettingRanges::kMostSpeedTarget,
                        tr("tokens per second"));
}

Seconds BuildOptions::ttftTarget(const OptionReader &options, const QString &name)
{
    return milliseconds(targetOption(options, name, &SettingRanges::ttftTargetTaken,
                                     SettingRanges::kLeastTtftTargetMs,
                                     SettingRanges::kMostTtftTargetMs, tr("milliseconds")));
}

namespace {

QString layoutText(const Layout &l)
{
    return BuildOptions::tr("TP %1 x PP %2 x %n copies", nullptr, l.copies).arg(l.tp).arg(l.pp) +
           (l.ep ? BuildOptions::tr(", EP") : QString());
}

/// Without --tp and friends: the first layout vLLM starts for the cards
/// whose weights fit, one copy over every card preferred; what was chosen
/// and why in `notes`.
void layoutFromCards(const Catalogue &catalogue, Build &build, const ModelFamily &model,
                     const Checkpoint *checkpoint, bool epAsked, QStringList *notes)
{
    const LayoutChoice choice = LayoutChoice::of(build, catalogue, model, checkpoint, epAsked);
    if (choice.outcome == LayoutChoice::None) {
        if (notes)
            notes->append(BuildOptions::tr("No layout of %n card(s) is one vLLM starts for %1.",
                                           nullptr, build.cardCount())
                              .arg(checkpoint->id));
        return;
    }
    const Layout chosen = choice.layout;
    build.layout = chosen;
    if (!notes)
        return;
    if (choice.outcome == LayoutChoice::OneCopy)
        notes->append(
            BuildOptions::tr("Layout from the cards (no --tp): %1, one copy over all %n card(s).",
                             nullptr, build.cardCount())
                .arg(layoutText(chosen)));
    else if (choice.outcome == LayoutChoice::FirstFits)
        notes->append(
            BuildOptions::tr("Layout from the cards (no --tp): %1; one copy over all %n card(s) "
                             "does not fit or is refused by vLLM, so this is the first layout that "
                             "does.",
                             nullptr, build.cardCount())
                .arg(layoutText(chosen)));
    else
        notes->append(
            BuildOptions::tr("Layout from the cards (no --tp): %1, the first layout vLLM starts; "
                             "the weights fit in none.")
                .arg(layoutText(chosen)));
}

/// --cards, --servers, --checkpoint and the layout.
void applyHardware(const OptionReader &options, const Catalogue &catalogue, Build &build)
{
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    const auto name = [](const char *n) { return QString::fromLatin1(n); };
    // Hardware: --cards and --servers re-assemble the servers.
    bool cardsChanged = false;
    if (isSet("cards") || isSet("servers")) {
        BuildRequest request;
        for (const Server &s : build.servers)
            for (const QString &slot : s.slotCards)
                if (request.card.isEmpty() && !slot.isEmpty())
                    request.card = slot;
        request.cards = build.cardCount();
        if (isSet("cards"))
            std::tie(request.card, request.cards) = options.idAndCount(name("cards"));
        request.servers = isSet("servers") ? options.wholeNumber(name("servers"), 1, 1024) : 1;
        request.checkpoint =
            isSet("checkpoint") ? options.text(name("checkpoint")) : build.checkpoint;
        request.layout = build.layout;
        build.servers = BuildAssembler::assemble(request, catalogue).servers;
        cardsChanged = true;
    }
    if (isSet("checkpoint"))
        build.checkpoint = options.text(name("checkpoint"));
    if (isSet("tp"))
        build.layout.tp = options.wholeNumber(name("tp"), 1, 4096);
    if (isSet("pp"))
        build.layout.pp = options.wholeNumber(name("pp"), 1, 4096);
    if (isSet("dcp"))
        build.layout.dcp = options.wholeNumber(name("dcp"), 1, 4096);
    if (isSet("ep"))
        build.layout.ep = true;
    if (isSet("dp")) {
        build.layout.dp = options.wholeNumber(name("dp"), 1, 4096);
        // Attention data parallel means expert parallel: vLLM and SGLang pair them.
        if (build.layout.dp > 1)
            build.layout.ep = true;
    }
    if (isSet("copies"))
        build.layout.copies = options.wholeNumber(name("copies"), 1, 4096);
    else if (cardsChanged || isSet("tp") || isSet("pp") || isSet("dp"))
        build.layout.copies = std::max(1, build.cardCount() / build.layout.cardsPerCopy());
}

/// --context, --kv-cache, --cache-basis.
void applyCache(const OptionReader &options, Build &build)
{
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    const auto name = [](const char *n) { return QString::fromLatin1(n); };
    if (isSet("context"))
        build.context = options.wholeNumber(name("context"), 1, 1 << 30);
    if (isSet("kv-cache")) {
        const auto dtype = BuildFile::cacheDtypeFromName(options.text(name("kv-cache")));
        if (!dtype)
            throw CommandLineError(BuildOptions::tr("--kv-cache: expected bf16 or fp8, got \"%1\"")
                                       .arg(options.text(name("kv-cache"))));
        build.cacheDtype = *dtype;
    }
    if (isSet("cache-basis")) {
        const auto basis = BuildFile::cacheBasisFromName(options.text(name("cache-basis")));
        if (!basis)
            throw CommandLineError(
                BuildOptions::tr(
                    "--cache-basis: expected conservative, published, config or vllm, got \"%1\"")
                    .arg(options.text(name("cache-basis"))));
        build.cacheBasis = *basis;
    }
}

/// Every server's power cap, processors and feed; the checkpoints kept.
void applyServers(const OptionReader &options, Build &build)
{
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    const auto name = [](const char *n) { return QString::fromLatin1(n); };
    if (isSet("power-cap")) {
        const Watts cap = watts(options.decimal(name("power-cap"), 1, 100000));
        for (Server &s : build.servers)
            s.powerCap = cap;
    }
    if (isSet("cpus")) {
        const auto [cpu, count] = options.idAndCount(name("cpus"));
        for (Server &s : build.servers) {
            s.cpu = cpu;
            s.cpuCount = count;
        }
    }
    if (isSet("feed"))
        for (Server &s : build.servers)
            s.feed = options.text(name("feed"));
    if (isSet("keep"))
        build.keep = options.text(name("keep")).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

/// The serving engine (--engine).
void applyEngine(const OptionReader &options, Build &build)
{
    const QString key = QStringLiteral("engine");
    if (!options.isSet(key))
        return;
    const QString engine = options.text(key);
    const auto parsed = BuildFile::servingEngineFromName(engine);
    if (!parsed)
        throw CommandLineError(
            BuildOptions::tr("--engine: expected vllm or sglang, got \"%1\"").arg(engine));
    build.engine = *parsed;
}

/// The memory rule, vLLM's batch settings and the speed settings.
void applyMemoryAndSpeed(const OptionReader &options, Build &build)
{
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    const auto name = [](const char *n) { return QString::fromLatin1(n); };
    if (isSet("utilization"))
        build.utilization = options.decimal(name("utilization"), 0.01, 1.0);
    if (isSet("max-batched-tokens"))
        build.maxBatchedTokens = options.wholeNumber(name("max-batched-tokens"), 1, 1 << 24);
    if (isSet("max-num-seqs"))
        build.maxSequences = options.wholeNumber(name("max-num-seqs"), 1, 1 << 20);
    if (isSet("vllm-engine")) {
        const QString engine = options.text(name("vllm-engine"));
        const auto parsed = BuildFile::vllmEngineFromName(engine);
        if (!parsed)
            throw CommandLineError(
                BuildOptions::tr("--vllm-engine: expected v1 or v0, got \"%1\"").arg(engine));
        build.vllmVersion = BuildFile::versionOfEngine(*parsed);
    }
    if (isSet("vllm-version")) {
        const QString text = options.text(name("vllm-version"));
        const auto version = VllmVersion::fromText(text);
        if (!version)
            throw CommandLineError(
                BuildOptions::tr("--vllm-version: expected a vLLM version such as 0.19, got \"%1\"")
                    .arg(text));
        build.vllmVersion = *version;
    }
    if (isSet("enforce-eager"))
        build.enforceEager = true;
    if (isSet("reserve-gib"))
        build.reserve = gibibytes(options.decimal(name("reserve-gib"), 0, 1e6));
    if (isSet("prompt-tokens"))
        build.promptTokens = options.wholeNumber(name("prompt-tokens"), 1, 1 << 30);
    if (isSet("answer-tokens"))
        build.answerTokens = options.wholeNumber(name("answer-tokens"), 1, 1 << 30);
    if (isSet("active"))
        build.activeConversations = options.wholeNumber(name("active"), 1, 1 << 30);
    if (isSet("speed-target"))
        build.speedTarget = BuildOptions::speedTarget(options, name("speed-target"));
    if (isSet("ttft-target"))
        build.ttftTarget = BuildOptions::ttftTarget(options, name("ttft-target"));
    if (isSet("ttft-p95-target"))
        build.ttftP95Target = BuildOptions::ttftTarget(options, name("ttft-p95-target"));
    if (isSet("mtp-draft-tokens"))
        build.mtpDraftTokens =
            options.wholeNumber(name("mtp-draft-tokens"), 0, SettingRanges::kMostDraftTokens);
    if (isSet("mtp-acceptance"))
        build.mtpAcceptance = options.decimal(name("mtp-acceptance"), 0.01, 1.0);
}

/// A layout given in part by flags on cards given by flags (or on the
/// reference build): what the flags leave out is 1, TP takes the cards the
/// others leave, never the reference build's TP or PP.
void completeLayoutFromFlags(const OptionReader &options, Build &build)
{
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    Layout &l = build.layout;
    if (!isSet("pp"))
        l.pp = 1;
    if (!isSet("dcp"))
        l.dcp = 1;
    if (!isSet("dp"))
        l.dp = 1;
    const int cards = build.cardCount();
    if (!isSet("tp")) {
        const int others = l.pp * l.dp * (isSet("copies") ? l.copies : 1);
        l.tp = others > 0 && cards % others == 0 ? std::max(1, cards / others) : 1;
        if (l.tp % l.dcp != 0)
            l.dcp = 1;
    }
    if (!isSet("copies"))
        l.copies = std::max(1, cards / l.cardsPerCopy());
}

/// A request longer than the context: vLLM refuses a prompt plus answer
/// beyond max_model_len, so no speed or first-token time is given for one.
void refuseLongRequest(const Build &build)
{
    if (BuildSpeed::longRequest(build).isEmpty())
        return;
    const qint64 request = qint64(build.promptTokens) + build.answerTokens;
    throw CommandLineError(
        BuildOptions::tr("--prompt-tokens %1 plus --answer-tokens %2 are %3 tokens, more than the "
                         "build's context of %4 tokens (vLLM refuses such a request): shorten "
                         "them or raise --context")
            .arg(build.promptTokens)
            .arg(build.answerTokens)
            .arg(request)
            .arg(build.context));
}

/// --dp on a model whose experts are not known: refused here with the
/// reason, not given up silently for a layout from the cards.
void refuseDataParallel(const OptionReader &options, const Build &build, const ModelFamily &model,
                        const Checkpoint &checkpoint)
{
    if (!options.isSet(QStringLiteral("dp")) || build.layout.dp <= 1 ||
        LayoutOptions::offersDataParallel(model, checkpoint))
        return;
    throw CommandLineError(
        BuildOptions::tr("--dp %1: %2 has no routed experts of known size, and data-parallel "
                         "attention spreads routed experts over its ranks (EP); leave --dp out, "
                         "or choose a mixture-of-experts checkpoint")
            .arg(build.layout.dp)
            .arg(model.name));
}

/// "2", "4x2", "4x1,ep", "8,dcp2,ep": the prefill copies' TP, PP, EP and
/// DCP; "same": none of their own.
std::optional<PrefillLayout> prefillLayout(const QString &text)
{
    if (text.trimmed().compare(QLatin1String("same"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    static const QRegularExpression pattern(
        QStringLiteral(R"(^(\d{1,4})(?:x(\d{1,4}))?((?:,(?:ep|dcp\d{1,4}))*)$)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        throw CommandLineError(
            BuildOptions::tr("--prefill-layout: expected TP, TPxPP, with ,ep or ,dcpN after it "
                             "(2, 4x2,ep) or \"same\", got \"%1\"")
                .arg(text));
    PrefillLayout p;
    p.tp = m.captured(1).toInt();
    p.pp = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
    for (const QString &part : m.captured(3).split(u',', Qt::SkipEmptyParts)) {
        if (part.compare(QLatin1String("ep"), Qt::CaseInsensitive) == 0)
            p.ep = true;
        else
            p.dcp = part.mid(3).toInt();
    }
    return p;
}

/// --prefill-copies and --prefill-layout, after the layout is complete: a
/// layout chosen from the cards keeps the split the build file gave.
/// Without --copies the decode copies take the cards an own prefill layout
/// leaves.
void applySplit(const OptionReader &options, const Layout &fromFile, Build &build)
{
    const QString copiesName = QStringLiteral("prefill-copies");
    const QString layoutName = QStringLiteral("prefill-layout");
    Layout &l = build.layout;
    l.prefillCopies = options.isSet(copiesName) ? options.wholeNumber(copiesName, 0, 4095)
                                                : fromFile.prefillCopies;
    l.prefill =
        options.isSet(layoutName) ? prefillLayout(options.text(layoutName)) : fromFile.prefill;
    if (l.prefill && !options.isSet(QStringLiteral("copies")))
        l = LayoutOptions::decodeFilling(l, build.cardCount()).value_or(l);
    const QString why = LayoutValidity::whyRefusedSplit(l);
    if (why.isEmpty())
        return;
    if (options.isSet(layoutName) && l.prefill)
        throw CommandLineError(
            BuildOptions::tr("--prefill-layout %1: %2").arg(options.text(layoutName), why));
    if (options.isSet(copiesName))
        throw CommandLineError(
            BuildOptions::tr("--prefill-copies %1: %2").arg(l.prefillCopies).arg(why));
}

/// --prefill-cards ID[:N], after the split is known: the prefill pool's
/// cards (the first the layout counts, CardRoles) become ID.
void applyPrefillCards(const OptionReader &options, Build &build, bool fromReference)
{
    const QString name = QStringLiteral("prefill-cards");
    if (!options.isSet(name))
        return;
    // The title describeByFlags gave names one card type: the views name both.
    if (fromReference)
        build.title.clear();
    const Layout &l = build.layout;
    const QString text = options.text(name);
    if (!l.disaggregated())
        throw CommandLineError(BuildOptions::tr("--prefill-cards %1: the build has no prefill "
                                                "copies (--prefill-copies N).")
                                   .arg(text));
    const auto [id, count] = text.contains(QLatin1Char(':'))
                                 ? options.idAndCount(name)
                                 : std::pair<QString, int>{text, l.prefillCards()};
    if (count != l.prefillCards())
        throw CommandLineError(BuildOptions::tr("--prefill-cards %1: the prefill pool has %2 "
                                                "cards (prefill copies %3 x %4 cards each).")
                                   .arg(text)
                                   .arg(l.prefillCards())
                                   .arg(l.prefillCopies)
                                   .arg(l.prefillCardsPerCopy()));
    int placed = 0;
    for (Server &server : build.servers)
        for (QString &slot : server.slotCards)
            if (!slot.isEmpty() && placed++ < count)
                slot = id;
}

} // namespace

void BuildOptions::describeByFlags(const QCommandLineParser &parser, const Catalogue &catalogue,
                                   Build &build, bool fromReference, QStringList *notes)
{
    const OptionReader options(parser);
    const auto isSet = [&options](const char *name) {
        return options.isSet(QString::fromLatin1(name));
    };
    const bool layoutGiven =
        isSet("tp") || isSet("pp") || isSet("copies") || isSet("dcp") || isSet("dp");
    if (layoutGiven && (fromReference || isSet("cards") || isSet("servers")))
        completeLayoutFromFlags(options, build);
    if (!isSet("cards") && !isSet("servers") && !isSet("checkpoint"))
        return;
    const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
    const ModelFamily *model = checkpoint ? catalogue.model(checkpoint->model) : nullptr;
    if (!model)
        return; // the evaluation names the unknown checkpoint
    QString firstCard;
    for (const Server &s : build.servers)
        for (const QString &slot : s.slotCards)
            if (firstCard.isEmpty() && !slot.isEmpty())
                firstCard = slot;
    const Card *card = catalogue.card(firstCard);
    refuseDataParallel(options, build, *model, *checkpoint);

    if (fromReference) {
        // The reference build's title and kept checkpoints describe another build.
        if (!isSet("keep"))
            build.keep.clear();
        build.title = tr("%1 on %2 x %3")
                          .arg(model->name)
                          .arg(build.cardCount())
                          .arg(card ? card->shortName : firstCard);
    }
    if (layoutGiven) {
        // EP without routed experts is refused by vLLM: off unless asked for.
        if (!isSet("ep") && build.layout.ep && !model->shape.isEmpty() &&
            !model->shape.hasExperts())
            build.layout.ep = false;
        return;
    }
    if (!fromReference && LayoutValidity::whyRefused(build.layout, *model, checkpoint).isEmpty() &&
        build.layout.cards() == build.cardCount())
        return; // the file's own layout still starts
    layoutFromCards(catalogue, build, *model, checkpoint, isSet("ep"), notes);
}

Build BuildOptions::read(const QCommandLineParser &parser, const Catalogue &catalogue,
                         QStringList *notes)
{
    return read(parser, parser.positionalArguments(), catalogue, notes);
}

Build BuildOptions::read(const QCommandLineParser &parser, const QStringList &files,
                         const Catalogue &catalogue, QStringList *notes)
{
    if (files.size() > 1)
        throw CommandLineError(tr("one build file expected, got %1: %2")
                                   .arg(files.size())
                                   .arg(files.join(QStringLiteral(", "))));
    Build build = files.isEmpty() ? BuildAssembler::reference(catalogue)
                                  : BuildFile::read(files.first(), catalogue.rules());
    // --cards re-assembles the servers for the build's checkpoint, which may
    // be one the build file carries.
    const Catalogue effective = BuildCatalogue::effective(catalogue, build);
    // A card in a chassis that does not take it (a B200 on a 4-GPU board) is
    // refused at its slot in the file, unless --cards or --servers replace them.
    if (!files.isEmpty() && !parser.isSet(QStringLiteral("cards")) &&
        !parser.isSet(QStringLiteral("servers"))) {
        QString field;
        const QString reason = ChassisFit::whyNot(build, effective, &field);
        if (!reason.isEmpty())
            throw FormatError(files.first(), field, reason);
    }
    apply(parser, effective, build);
    const Layout fromFile = build.layout;
    describeByFlags(parser, effective, build, files.isEmpty(), notes);
    applySplit(OptionReader(parser), fromFile, build);
    applyPrefillCards(OptionReader(parser), build, files.isEmpty());
    refuseLongRequest(build);
    return build;
}

void BuildOptions::apply(const QCommandLineParser &parser, const Catalogue &catalogue, Build &build)
{
    const OptionReader options(parser);
    applyHardware(options, catalogue, build);
    applyCache(options, build);
    applyServers(options, build);
    applyMemoryAndSpeed(options, build);
    applyEngine(options, build);
}

} // namespace llmconf
