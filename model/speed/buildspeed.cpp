// SPDX-License-Identifier: MIT
#include "buildspeed.h"

#include "cachefootprint.h"
#include "card.h"
#include "catalogueid.h"
#include "checkpoint.h"
#include "disaggregatedspeed.h"
#include "figures.h"
#include "modelfamily.h"
#include "speedestimate.h"
#include "speedrules.h"
#include "statedparameters.h"
#include "vllmmemoryprofile.h"
#include "vllmversionprofile.h"
#include "weightformatfacts.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

double BuildSpeed::parameterCount(const QString &stated)
{
    return StatedParameters::count(stated);
}

namespace {

/// parameterCount() read once per text: every evaluation of a model reads
/// the same few counts ("753B", "40B"), so the last four read on this thread
/// are kept (comparing four characters costs less than reading them).
double parameterCountOnce(const QString &stated)
{
    struct Read
    {
        QString text;
        double value = 0;
    };
    thread_local Read last[4];
    thread_local int next = 0;
    for (const Read &r : last)
        if (!r.text.isNull() && CatalogueId::same(r.text, stated))
            return r.value;
    Read &slot = last[next];
    next = (next + 1) % 4;
    slot = {stated, BuildSpeed::parameterCount(stated)};
    return slot.value;
}

/// The curve of rules.json whose memory type the card's begins with, the
/// longest such ("HBM3e" before "HBM3"); the one without a type otherwise.
const BandwidthCurve *curveFor(const Card &card, const SpeedRules &rules)
{
    const QString &type = card.memoryType.english();
    const BandwidthCurve *found = nullptr;
    for (const BandwidthCurve &c : rules.bandwidthCurves) {
        const bool matches = c.memoryType.isEmpty() || type.startsWith(c.memoryType);
        if (matches && (!found || c.memoryType.size() > found->memoryType.size()))
            found = &c;
    }
    return found;
}

/// curveFor() once per memory type: every evaluation of a build asks for
/// the same card's curve, and matching the prefixes compared strings each
/// time (issue 31). The copies kept hold the texts' data alive, so the same
/// data means the same texts, and the curve is kept by its index.
const BandwidthCurve *curveOnce(const Card &card, const SpeedRules &rules)
{
    struct Last
    {
        QString type;
        QList<BandwidthCurve> curves;
        qsizetype index = -1;
    };
    thread_local Last last;
    const QString &type = card.memoryType.english();
    if (!last.type.isSharedWith(type) || !last.curves.isSharedWith(rules.bandwidthCurves)) {
        const BandwidthCurve *curve = curveFor(card, rules);
        last = {type, rules.bandwidthCurves,
                curve ? qsizetype(curve - rules.bandwidthCurves.constData()) : -1};
    }
    return last.index < 0 ? nullptr : &rules.bandwidthCurves[last.index];
}

/// SGLang's chunked_prefill_size by the card's memory: 2,048 below 35 GB,
/// 8,192 below 160 GB, 16,384 above (sgl-project/sglang
/// python/sglang/srt/server_args.py, _handle_chunked_prefill_size, 2025).
int sglangChunkTokens(const Card &card)
{
    const Bytes memory = card.driverMemory.value() > 0 ? card.driverMemory : card.nominalMemory;
    const double mib = inBytes(memory) / (1024.0 * 1024.0);
    return mib < 35 * 1024 ? 2048 : (mib < 160 * 1024 ? 8192 : 16384);
}

/// vLLM's max_num_batched_tokens for the card. VllmMemoryProfile reads the
/// card's name for it; every evaluation of a build asks for the same card,
/// so the last answer is kept (keyed on the card's entry, its name's and
/// id's data and its memory, so that an edited card is read again).
int vllmChunkTokens(const Card &card)
{
    struct Last
    {
        const Card *card = nullptr;
        const QChar *id = nullptr;
        const QChar *name = nullptr;
        Bytes memory;
        Bytes driverMemory;
        int tokens = 0;
    };
    thread_local Last last;
    if (last.card != &card || last.id != card.id.constData() ||
        last.name != card.name.constData() || last.memory != card.nominalMemory ||
        last.driverMemory != card.driverMemory)
        last = {&card,
                card.id.constData(),
                card.name.constData(),
                card.nominalMemory,
                card.driverMemory,
                VllmMemoryProfile::defaultBatchedTokens(card)};
    return last.tokens;
}

/// The engine's scheduler, as SpeedInputs takes it.
void engineInputs(const Build &build, const Card &card, SpeedInputs &in)
{
    in.eager = build.enforceEager;
    if (build.engine == ServingEngine::Sglang) {
        // The overlap scheduler (default since v0.4; LMSYS, SGLang v0.4 blog,
        // 4 December 2024); prefill batches run apart from decode unless
        // --enable-mixed-chunk (server_args.py: enable_mixed_chunk = False).
        in.overlapsCpuStep = true;
        in.mixesPrefill = false;
        in.chunkTokens =
            build.maxBatchedTokens > 0 ? build.maxBatchedTokens : sglangChunkTokens(card);
        return;
    }
    // vLLM V1 turns async scheduling on unless an option conflicts
    // (vllm/config/vllm.py: async_scheduling None -> True); V0 runs the CPU
    // step in line. Chunked prefill mixes prompt chunks into decode steps up
    // to max_num_batched_tokens.
    in.overlapsCpuStep = VllmVersionProfile::of(build.vllmVersion, card).engine == VllmEngine::V1;
    in.mixesPrefill = true;
    in.chunkTokens = build.maxBatchedTokens > 0 ? build.maxBatchedTokens : vllmChunkTokens(card);
}

using Link = BuildSpeed::Link;

/// The link joining `cardsJoined` cards of the build's servers (BuildSpeed::linkJoining).
Link linkInBuild(int cardsJoined, const Figures &f, const SpeedRules &rules)
{
    const int perServer = f.servers > 0 ? std::max(1, f.cards / f.servers) : f.cards;
    return BuildSpeed::linkJoining(cardsJoined, perServer, *f.card, rules);
}

/// The link that carries the prompts' caches from the prefill pool to the
/// decode pool: linkInBuild() of all the split's cards, except that cards of
/// two types share no NVLink (an NVLink bridge or baseboard joins one type),
/// PCIe then at the slower card's.
Link poolsLink(const Layout &l, const Figures &f, const SpeedRules &rules)
{
    Link link = linkInBuild(l.cards(), f, rules);
    const Card *prefill = f.prefillPool.card;
    if (prefill && prefill != f.card && link.kind == LinkKind::Nvlink)
        link = {std::min(prefill->link.pcieBandwidthOneWay(), f.card->link.pcieBandwidthOneWay()),
                rules.pcieLatency, LinkKind::Pcie};
    return link;
}

/// The figures a prefill copy runs on: the prefill pool's card and its draw.
Figures onPrefillCard(const Figures &f)
{
    Figures p = f;
    if (f.prefillPool.card) {
        p.card = f.prefillPool.card;
        p.cardPowerEach = f.prefillPool.cardPowerEach;
    }
    return p;
}

/// The prefill copies' build: the prefill pool's layout.
Build prefillBuildOf(const Build &build)
{
    Build prefill = build;
    prefill.layout = build.layout.prefillPool();
    return prefill;
}

/// The links a layout uses and their latency.
void linksOf(const Layout &l, const Figures &f, const SpeedRules &rules, SpeedInputs &in)
{
    const Link tp = linkInBuild(l.tp, f, rules);
    const Link pp = linkInBuild(l.cardsPerCopy(), f, rules);
    const Link ep = linkInBuild(l.tp * l.dp, f, rules);
    in.tpLink = tp.bandwidth;
    in.ppLink = pp.bandwidth;
    in.epLink = ep.bandwidth;
    in.tpLatency = tp.latency;
    in.ppLatency = pp.latency;
    in.epLatency = ep.latency;
}

/// The active conversations spread evenly over `copies` copies: a copy's
/// share and the places memory gives them there (the engine decodes the
/// conversations memory holds; more wait for a place,
/// SpeedEstimate::firstToken). Sets s.decodingConversations.
struct Spread
{
    int perCopy = 1;
    int places = 1;
};

Spread spreadOver(int copies, const Figures &f, SpeedFigures &s)
{
    Spread spread;
    spread.perCopy = std::max(1, (s.activeConversations + copies - 1) / copies);
    spread.places = f.conversationsPerCopy > 0 ? std::min(spread.perCopy, f.conversationsPerCopy)
                                               : spread.perCopy;
    s.decodingConversations = std::min(s.activeConversations, spread.places * copies);
    return spread;
}

/// The output of the decoding conversations at s.decode's speed, whole
/// build and per card.
void setOutput(const Figures &f, SpeedFigures &s)
{
    s.decodeTokensPerSecondPerConversation = s.decode.tokensPerSecond();
    s.decodeOutputTokensPerSecond =
        s.decodingConversations * s.decodeTokensPerSecondPerConversation;
    s.outputTokensPerSecond = s.decodeOutputTokensPerSecond;
    s.outputTokensPerSecondPerCard = f.cards > 0 ? s.outputTokensPerSecond / f.cards : 0.0;
}

/// The output the closed loop serves, once the first token is known. Each
/// conversation alternates a prompt and an answer, so N conversations give
/// N x answer / (TTFT + answer x TPOT). Where the prefill keeps up, TTFT is
/// small beside the answer and the decode's rate stands (the steady state
/// the decode step is sized for). Where it cannot (the queue saturates),
/// the loop turns at the rate the prefill takes prompts, `promptCopies` x
/// the loop's prompts/s over its load (1 / busy time per prompt), and the
/// output is that x the answer: the smaller of the two.
void limitOutput(const Figures &f, int promptCopies, SpeedFigures &s)
{
    s.promptCapacity = s.prefillLoad > 0 ? promptCopies * s.promptsPerSecond / s.prefillLoad : 0.0;
    SpeedEstimate::FirstToken t;
    t.load = s.prefillLoad;
    t.promptsPerSecond = s.promptsPerSecond;
    const double served =
        BuildSpeed::servedOutput(s.decodeOutputTokensPerSecond, promptCopies, t, s.answerTokens);
    if (!(served < s.decodeOutputTokensPerSecond))
        return;
    s.outputLimitedByPrefill = true;
    s.outputTokensPerSecond = served;
    s.outputTokensPerSecondPerCard = f.cards > 0 ? served / f.cards : 0.0;
}

} // namespace

double BuildSpeed::servedOutput(double decodeOutput, int promptCopies,
                                const SpeedEstimate::FirstToken &t, int answerTokens)
{
    const double capacity = t.load > 0 ? promptCopies * t.promptsPerSecond / t.load : 0.0;
    const double looped = capacity * answerTokens;
    return capacity > 0 && looped < decodeOutput ? looped : decodeOutput;
}

double BuildSpeed::servedOutput(const SpeedEstimate &estimate, int active, int copies,
                                double context, int answerTokens)
{
    copies = std::max(1, copies);
    const int perCopy = std::max(1, (active + copies - 1) / copies);
    const SpeedTerms decode = estimate.decode(perCopy, context);
    return servedOutput(active * decode.tokensPerSecond(), copies,
                        estimate.firstToken(perCopy, perCopy, context, decode.tokenTime),
                        answerTokens);
}

double BuildSpeed::clockFraction(Watts cap, Watts highest, const SpeedRules &rules)
{
    // Dynamic power grows with frequency x voltage squared, and the voltage
    // with the frequency: a cap below the highest limit allows the clock
    // (cap / highest)^exponent of the highest limit's.
    if (!(cap.value() > 0) || !(highest.value() > 0) || !(rules.powerClockExponent > 0) ||
        cap >= highest)
        return 1.0;
    return std::pow(cap.value() / highest.value(), rules.powerClockExponent);
}

FlopsPerSecond BuildSpeed::tensorThroughput(const Card &card, WeightFormat format)
{
    const DenseTflops &t = card.denseTflops;
    switch (format) {
    case WeightFormat::Nvfp4:
        // Without FP4 tensor cores (Hopper) NVFP4 weights run through
        // W4A16 kernels at the BF16 rate.
        return teraflopsPerSecond(t.fp4 > 0 ? t.fp4 : t.bf16);
    case WeightFormat::Fp8BlockScaled:
        return teraflopsPerSecond(t.fp8 > 0 ? t.fp8 : t.bf16);
    case WeightFormat::Int8W8A8:
        // vLLM's CUTLASS int8 kernels (compute capability 7.5 and up) run on
        // the int8 tensor cores, where the card states their rate.
        return teraflopsPerSecond(t.int8 > 0 ? t.int8 : t.bf16);
    case WeightFormat::Int8W8A16:
    case WeightFormat::Int4W4A16:
        // Marlin and Machete widen the weights to 16 bits: BF16 arithmetic.
    case WeightFormat::Mxfp4:
        // vLLM's default MXFP4 expert backends take BF16 activations on every
        // card (Marlin on Ampere, Triton or FlashInfer MXFP4 x BF16 on Hopper
        // and Blackwell; the MXFP8 path is opt-in), so the arithmetic is BF16.
    case WeightFormat::Bf16:
        break;
    }
    return teraflopsPerSecond(t.bf16);
}

BuildSpeed::Link BuildSpeed::linkJoining(int cardsJoined, int perServer, const Card &card,
                                         const SpeedRules &rules)
{
    if (cardsJoined > perServer)
        return {rules.serverNetwork, rules.networkLatency, LinkKind::ServerNetwork};
    if (card.link.hasNvlink() && card.nvlinkGroup > 0 && cardsJoined <= card.nvlinkGroup)
        // NVLink's bandwidth is stated for both directions.
        return {BytesPerSecond(0.5 * card.link.nvlinkBandwidth), rules.nvlinkLatency,
                LinkKind::Nvlink};
    return {card.link.pcieBandwidthOneWay(), rules.pcieLatency, LinkKind::Pcie};
}

SpeedInputs BuildSpeed::inputsOf(const Build &build, const Figures &f, double context,
                                 const SpeedRules &rules)
{
    const ModelFamily &model = *f.model;
    const ModelShape &shape = model.shape;
    const AttentionArchitecture &a = model.attention;
    const Card &card = *f.card;
    SpeedInputs in;

    // Weights. The routed experts' share follows from the published total
    // and active counts: total = rest + R, active = rest + R k/E, so
    // R = (total - active) / (1 - k/E).
    in.checkpointSize = f.checkpointSize;
    const double total = parameterCountOnce(model.parameters);
    const double active = parameterCountOnce(model.activeParameters);
    in.activeParameters = active > 0 ? active : total;
    if (shape.nRoutedExperts > 0 && shape.numExpertsPerTok > 0 && total > 0 && active > 0 &&
        active < total && shape.numExpertsPerTok < shape.nRoutedExperts) {
        const double kOverE = double(shape.numExpertsPerTok) / shape.nRoutedExperts;
        const double routed = std::min(total, (total - active) / (1.0 - kOverE));
        in.routedExpertBytes = (routed / total) * f.checkpointSize;
        in.routedExperts = shape.nRoutedExperts;
        in.expertsPerToken = shape.numExpertsPerTok;
        in.moeLayers = shape.routedLayers(a.numHiddenLayers);
    }
    in.layers = a.numHiddenLayers;
    in.hiddenSize = shape.hiddenSize;

    // Attention.
    const CacheFootprint footprint(a, f.cacheDtype);
    in.attentionLayers = a.attentionLayers;
    in.attentionHeads = shape.numAttentionHeads;
    in.attentionDim = a.kind == AttentionKind::LatentMla
                          ? a.kvLoraRank + a.qkRopeHeadDim
                          : (shape.headDim > 0 ? shape.headDim : a.headDim);
    in.attentionPerToken = footprint.attentionPerToken();
    in.slidingWindowLayers = a.slidingWindowLayers;
    in.slidingWindow = a.slidingWindow;
    in.indexTopk = a.indexerLayers > 0 ? shape.indexTopk : 0;
    in.indexerPerToken = footprint.indexerPerToken();
    in.linearState = footprint.linearState();
    const int wholeContext = std::max(1, int(std::lround(context)));
    const Bytes whole = footprint.perConversation(wholeContext);
    in.cacheShareOnCard =
        whole.value() > 0 ? double(footprint.perCard(wholeContext, build.layout) / whole) : 1.0;

    // Card.
    in.memoryBandwidth = card.bandwidth;
    in.tensorThroughput = tensorThroughput(card, f.checkpoint->format);
    if (const BandwidthCurve *curve = curveOnce(card, rules)) {
        in.bandwidthPeakFraction = curve->peakFraction;
        in.bandwidthHalfBytes = curve->halfBytes;
    }
    in.clockFraction = clockFraction(f.cardPowerEach, card.maxPower(), rules);
    engineInputs(build, card, in);
    // vLLM 0.11 samples top-p and top-k with PyTorch, sorting each
    // conversation's whole vocabulary every step (FlashInfer's sampler off by
    // default from pull request 26859, October 2025).
    if (build.engine == ServingEngine::Vllm && build.vllmVersion == VllmVersion{0, 11})
        in.sortedLogits = shape.vocabSize;

    // Layout and the links it uses: NVLink inside a bridge group or baseboard,
    // PCIe inside a server, the network between servers.
    const Layout &l = build.layout;
    in.tp = l.tp;
    in.pp = l.pp;
    in.ep = l.ep;
    in.dp = l.dp;
    in.copies = l.copies;
    linksOf(l, f, rules, in);
    in.promptTokens = build.promptTokens;
    in.answerTokens = build.answerTokens;
    if (build.mtpDraftTokens > 0) {
        in.draftTokens = build.mtpDraftTokens;
        in.draftAcceptance = draftAcceptance(build, model, rules);
    }
    return in;
}

int BuildSpeed::prefillBudget(const Build &build, const Card &card)
{
    SpeedInputs in;
    engineInputs(build, card, in);
    return in.chunkTokens;
}

double BuildSpeed::draftAcceptance(const Build &build, const ModelFamily &model,
                                   const SpeedRules &rules)
{
    if (build.mtpAcceptance > 0)
        return build.mtpAcceptance;
    // Imported models carry the Hugging Face name ("deepseek-ai/DeepSeek-R1-0528").
    const auto bare = [](const QString &name) { return name.mid(name.lastIndexOf(u'/') + 1); };
    for (const DraftAcceptance &d : rules.draftAcceptance)
        if (bare(model.id).startsWith(d.modelPrefix, Qt::CaseInsensitive) ||
            bare(model.name).startsWith(d.modelPrefix, Qt::CaseInsensitive))
            return d.acceptance;
    return 0.0;
}

double BuildSpeed::meanContext(const Build &build)
{
    return build.promptTokens + build.answerTokens / 2.0;
}

QString BuildSpeed::longRequest(const Build &build)
{
    // vLLM refuses a prompt plus answer beyond max_model_len: no speed or
    // first token for a request it would not take (the command line refuses
    // the options; a build file or the window gets the reason here).
    const qint64 request = qint64(build.promptTokens) + build.answerTokens;
    if (build.context <= 0 || request <= build.context)
        return QString();
    return tr("a request of %1 prompt + %2 answer tokens is longer than the context of %3 "
              "tokens, and vLLM refuses it: shorten the prompt or the answer, or raise the "
              "context")
        .arg(build.promptTokens)
        .arg(build.answerTokens)
        .arg(build.context);
}

QString BuildSpeed::missingFigure(const SpeedInputs &inputs, const Figures &f)
{
    if (!(inputs.memoryBandwidth.value() > 0))
        return tr("the %1 states no memory bandwidth (\"bandwidth\" in its catalogue entry)")
            .arg(f.card->shortName);
    // Without a rate the compute term would be 0 ms and silently dropped.
    if (!(inputs.tensorThroughput.value() > 0))
        return tr("the %1 states no dense TFLOPS for %2 weights (\"denseTflops\" in its catalogue "
                  "entry: `llm-configurator card show %3 --json`, add the rate, `card add`)")
            .arg(f.card->shortName, WeightFormatFacts::name(f.checkpoint->format), f.card->id);
    if (!(inputs.activeParameters > 0))
        return tr("%1 states no parameter count (\"parameters\" in its catalogue entry)")
            .arg(f.model->name);
    if (inputs.draftTokens > 0 && !(inputs.draftAcceptance > 0))
        return tr("%1 has no published draft acceptance for speculative decoding: give the share "
                  "of draft tokens accepted (--mtp-acceptance, \"mtpAcceptance\" in the build "
                  "file)")
            .arg(f.model->name);
    return QString();
}

void BuildSpeed::firstToken(const SpeedEstimate::FirstToken &t, SpeedFigures &s)
{
    s.firstTokenRequest = t.request;
    s.firstTokenSlotWait = t.slotWait;
    s.firstTokenStepUnderWay = t.stepUnderWay;
    s.firstTokenAdmission = t.admission;
    s.firstTokenChunks = t.chunks;
    s.firstTokenWait = t.wait;
    s.firstTokenWaitP95 = t.waitP95;
    s.chunkTokens = int(std::lround(t.chunkTokens));
    s.promptChunks = t.promptChunks;
    s.prefillLoad = t.load;
    s.promptsPerSecond = t.promptsPerSecond;
    s.timeToFirstToken = t.median();
    s.timeToFirstTokenP95 = t.p95();
    s.timeToFirstTokenMean = t.mean();
}

void BuildSpeed::limits(const ConversationsWithin &within, SpeedFigures &s)
{
    using Quantile = SpeedEstimate::Quantile;
    s.conversationsAtTtftTarget =
        s.ttftTarget > seconds(0) ? within(s.ttftTarget, Quantile::Median) : 0;
    s.conversationsAtTtftP95Target =
        s.ttftP95Target > seconds(0) ? within(s.ttftP95Target, Quantile::P95) : 0;
    // Served: the fewest of the limits asked; a tie leaves the earlier one
    // binding (memory before the speed, the speed before the first token).
    s.servedConversations = s.memoryConversations;
    s.bindingLimit = BindingLimit::Memory;
    const std::pair<BindingLimit, int> asked[] = {
        {BindingLimit::Speed, s.speedTarget > 0 ? s.conversationsAtSpeedTarget : -1},
        {BindingLimit::FirstToken, s.ttftTarget > seconds(0) ? s.conversationsAtTtftTarget : -1},
        {BindingLimit::FirstTokenP95,
         s.ttftP95Target > seconds(0) ? s.conversationsAtTtftP95Target : -1}};
    for (const auto &[limit, conversations] : asked)
        if (conversations >= 0 && conversations < s.servedConversations) {
            s.servedConversations = conversations;
            s.bindingLimit = limit;
        }
}

void BuildSpeed::aggregated(const Build &build, const Figures &f, const SpeedRules &rules,
                            const SpeedInputs &inputs, SpeedFigures &s)
{
    const SpeedEstimate estimate(inputs, rules);
    const int copies = std::max(1, f.copies);
    const Spread spread = spreadOver(copies, f, s);
    s.decode = estimate.decode(spread.places, s.meanContext);
    s.prefill = estimate.prefill(build.promptTokens);
    setOutput(f, s);
    s.decodeTokensPerSecondPerConversationNoPrefill =
        estimate.decodeAlone(spread.places, s.meanContext).tokensPerSecond();
    firstToken(
        estimate.firstToken(spread.perCopy, spread.places, s.meanContext, s.decode.tokenTime), s);
    limitOutput(f, copies, s);
    s.conversationsAtSpeedTarget =
        build.speedTarget > 0
            ? copies * estimate.conversationsPerCopyAt(build.speedTarget, s.meanContext)
            : 0;
    limits(
        [&](Seconds target, SpeedEstimate::Quantile which) {
            return copies * estimate.conversationsPerCopyWithin(
                                target, which, f.conversationsPerCopy, s.meanContext);
        },
        s);
}

DisaggregatedSpeed::Split BuildSpeed::splitOf(const Build &build, const Figures &f,
                                              const SpeedRules &rules)
{
    const Layout &l = build.layout;
    DisaggregatedSpeed::Split split;
    split.prefillCopies = l.prefillCopies;
    split.decodeCopies = std::max(1, l.decodeCopies());
    split.promptCache =
        CacheFootprint(f.model->attention, f.cacheDtype).perConversation(build.promptTokens);
    // Every prefill copy hands its caches to every decode copy: NVLink only
    // where all the build's copies share one NVLink group.
    const Link link = poolsLink(l, f, rules);
    split.link = link.bandwidth;
    split.linkLatency = link.latency;
    return split;
}

void BuildSpeed::splitPools(const Build &build, const Figures &f, const SpeedRules &rules,
                            const SpeedInputs &inputs, SpeedFigures &s)
{
    const DisaggregatedSpeed::Split split = splitOf(build, f, rules);
    const Link link = poolsLink(build.layout, f, rules);
    // The prefill copies run the prompts in their own layout, on their card.
    const DisaggregatedSpeed pools(
        inputs, inputsOf(prefillBuildOf(build), onPrefillCard(f), s.meanContext, rules), rules,
        split);

    // The decode copies hold the conversations and decode them, no prompt
    // mixed in; the prefill copies hold only the prompts in flight.
    const int copies = split.decodeCopies;
    const Spread spread = spreadOver(copies, f, s);
    s.decode = pools.decodePool().decode(spread.places, s.meanContext);
    s.prefill = pools.prefillPool().prefill(build.promptTokens);
    setOutput(f, s);
    s.decodeTokensPerSecondPerConversationNoPrefill = s.decodeTokensPerSecondPerConversation;
    s.prefillCopies = split.prefillCopies;
    s.decodeCopies = split.decodeCopies;
    s.kvTransferBytes = split.promptCache;
    s.kvTransferLink = split.link;
    s.kvTransferLinkKind = link.kind;
    s.kvTransferLatency = link.latency;
    s.kvTransfer = pools.kvTransfer();
    s.firstTokenDecodeStep = s.decode.stepTime;
    const DisaggregatedSpeed::Prefill prefill = pools.prefill();
    s.prefillPromptsPerBatch = prefill.promptsPerBatch;
    s.prefillBatchTime = prefill.batchTime;
    firstToken(pools.firstToken(s.decodingConversations, s.activeConversations, s.decode.tokenTime,
                                s.decode.stepTime),
               s);
    // The first token comes from the decode copy, after the cache arrives.
    s.timeToFirstToken += s.kvTransfer + s.firstTokenDecodeStep;
    s.timeToFirstTokenP95 += s.kvTransfer + s.firstTokenDecodeStep;
    s.timeToFirstTokenMean += s.kvTransfer + s.firstTokenDecodeStep;
    limitOutput(f, split.prefillCopies, s);
    s.conversationsAtSpeedTarget =
        build.speedTarget > 0
            ? copies * pools.decodePool().conversationsPerCopyAt(build.speedTarget, s.meanContext)
            : 0;
    limits(
        [&](Seconds target, SpeedEstimate::Quantile which) {
            return copies * pools.conversationsPerCopyWithin(target, which, f.conversationsPerCopy,
                                                             s.meanContext);
        },
        s);
}

SpeedFigures BuildSpeed::evaluate(const Build &build, const Figures &f, const SpeedRules &rules)
{
    SpeedFigures s;
    s.promptTokens = build.promptTokens;
    s.answerTokens = build.answerTokens;
    s.speedTarget = build.speedTarget;
    s.ttftTarget = build.ttftTarget;
    s.ttftP95Target = build.ttftP95Target;
    s.memoryConversations = f.conversations;
    s.meanContext = meanContext(build);
    if (!f.card || !f.model || !f.checkpoint)
        return s;

    const SpeedInputs inputs = inputsOf(build, f, s.meanContext, rules);
    s.activeConversations =
        build.activeConversations > 0 ? build.activeConversations : f.conversations;
    s.activeOverMemory =
        build.activeConversations > 0 && build.activeConversations > f.conversations;
    s.unknown = longRequest(build);
    if (s.unknown.isEmpty())
        s.unknown = missingFigure(inputs, f);
    // A prefill pool on a card of its own needs that card's figures too.
    if (s.unknown.isEmpty() && build.layout.disaggregated() && f.prefillPool.card &&
        f.prefillPool.card != f.card) {
        const Figures prefill = onPrefillCard(f);
        s.unknown =
            missingFigure(inputsOf(prefillBuildOf(build), prefill, s.meanContext, rules), prefill);
    }
    if (!s.unknown.isEmpty()) {
        s.servedConversations = s.memoryConversations;
        return s;
    }
    if (build.layout.disaggregated())
        splitPools(build, f, rules, inputs, s);
    else
        aggregated(build, f, rules, inputs, s);
    s.clockFraction = inputs.clockFraction;
    s.draftTokens = inputs.draftTokens;
    s.draftAcceptance = inputs.draftAcceptance;
    s.speedLimitedBy = s.decode.limit;

    s.estimated = true;
    return s;
}

} // namespace llmconf
