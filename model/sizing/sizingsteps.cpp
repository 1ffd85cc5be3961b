// SPDX-License-Identifier: MIT
#include "sizingsteps_p.h"

#include "buildspeed.h"
#include "cachefootprint.h"
#include "catalogue.h"
#include "checkpointlayout.h"
#include "expertweights.h"
#include "sizingchecks_p.h"
#include "sizingengine.h"
#include "speedinputs.h"
#include "vllmmemoryprofile.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

void SizingSteps::start(Figures &f, const Build &build, const ResolvedBuild &resolved)
{
    const Layout &layout = build.layout;
    f.card = resolved.card;
    if (layout.disaggregated())
        f.prefillPool.card = resolved.prefillCard ? resolved.prefillCard : resolved.card;
    f.checkpoint = resolved.checkpoint;
    f.model = resolved.model;
    f.cards = resolved.cards;
    f.servers = int(build.servers.size());
    f.cardsPerCopy = layout.cardsPerCopy();
    f.dpRanks = layout.dp;
    f.copies = layout.copies;
    f.decodeCopies = layout.decodeCopies();
    f.context = build.context;
    f.cacheDtype = build.cacheDtype;
}

void SizingSteps::memory(Figures &f, const Build &build)
{
    const Card &card = *f.card;
    if (card.fixedBudget.value() > 0) {
        f.memoryPerCard = card.nominalMemory;
        f.usablePerCard = card.fixedBudget;
    } else {
        f.memoryPerCard = card.driverMemory;
        f.usablePerCard = build.utilization * card.driverMemory - build.reserve;
    }
    f.reservePerCard = f.memoryPerCard - f.usablePerCard;
}

namespace {
/// What the vLLM profile reads of the build.
VllmProfileSettings vllmSettings(const Build &build, const Checkpoint &checkpoint)
{
    VllmProfileSettings settings;
    settings.utilization = build.utilization;
    settings.maxBatchedTokens = build.maxBatchedTokens;
    settings.maxSequences = build.maxSequences;
    settings.context = build.context;
    settings.version = build.vllmVersion;
    settings.enforceEager = build.enforceEager;
    for (const Server &s : build.servers)
        settings.cardsPerServer = std::max(settings.cardsPerServer, s.cardCount());
    // W8A8 checkpoints quantise the MoE's inputs to one byte a value.
    settings.fp8Activations = checkpoint.format == WeightFormat::Fp8BlockScaled ||
                              checkpoint.format == WeightFormat::Int8W8A8;
    return settings;
}
} // namespace

void SizingSteps::weights(Figures &f, const Build &build)
{
    const Layout &layout = build.layout;
    f.checkpointSize = f.checkpoint->size;
    f.routedExperts = ExpertWeights::routed(*f.model, *f.checkpoint);
    f.expertWeightsPerCard = f.routedExperts / double(layout.cardsPerCopy());
    // Tensor by tensor: what TP, EP and PP split and what every card holds whole.
    const CheckpointLayout::PerCard perCard =
        CheckpointLayout::perCard(*f.model, *f.checkpoint, layout, build.mtpDraftTokens > 0);
    f.weightsSplitPerCard = perCard.split;
    f.weightsWholePerCard = perCard.whole;
    f.weightsNotLoaded = perCard.notLoaded;
    f.weightsFromShape = perCard.fromShape;
    f.weightsRulePerCard = (f.checkpointSize - f.routedExperts) / double(layout.cardsPerRank()) +
                           f.expertWeightsPerCard;
    // The sources' rule (docs/sizing-rules.md section 2, whose figures are
    // acceptance tests) spreads the checkpoint evenly; the vLLM profile
    // charges what each card holds.
    f.weightsPerCard =
        build.cacheBasis == CacheBasis::Vllm ? perCard.total() : f.weightsRulePerCard;
    if (build.cacheBasis == CacheBasis::Vllm) {
        // vLLM's own profile instead of the sources' rule: usable = what the
        // utilisation requests less every term that is neither weights nor
        // cache, so that free = vLLM's "Available KV cache memory".
        f.vllm = VllmMemoryProfile::evaluate(*f.card, f.weightsPerCard, *f.model, layout,
                                             vllmSettings(build, *f.checkpoint));
        f.memoryPerCard = f.vllm.cardMemory;
        f.usablePerCard = f.vllm.cache() + f.weightsPerCard;
        f.reservePerCard = f.memoryPerCard - f.usablePerCard;
    }
    f.freePerCard = f.usablePerCard - f.weightsPerCard;
    f.usablePerCopy = double(layout.cardsPerCopy()) * f.usablePerCard;
    f.usableTotal = double(f.cards) * f.usablePerCard;
    f.freeTotal = double(f.cards) * f.freePerCard;
    f.weightsFit = f.weightsPerCard <= f.usablePerCard;
}

void SizingSteps::cache(Figures &f, const Build &build)
{
    const Layout &layout = build.layout;
    const CacheFootprint footprint(f.model->attention, build.cacheDtype);
    f.cachePerToken = footprint.perToken();
    f.linearStatePerConversation = footprint.linearState();
    f.cachePerConversation = footprint.perConversation(build.context);
    f.cacheConfigPerCard = footprint.perCard(build.context, layout);
    f.cachePublishedPerCard = footprint.publishedPerCard(build.context, layout);
    const bool hasPublished = f.cachePublishedPerCard.value() > 0;
    switch (build.cacheBasis) {
    case CacheBasis::Config:
        f.basisUsed = CacheBasis::Config;
        break;
    case CacheBasis::Vllm:
        // vLLM sizes its cache by the config's arithmetic.
        f.basisUsed = CacheBasis::Vllm;
        break;
    case CacheBasis::Published:
        f.basisUsed = hasPublished ? CacheBasis::Published : CacheBasis::Config;
        break;
    case CacheBasis::Conservative:
        f.basisUsed = hasPublished && f.cachePublishedPerCard > f.cacheConfigPerCard
                          ? CacheBasis::Published
                          : CacheBasis::Config;
        break;
    }
    // Speculative decoding's draft layer keeps a cache of its own beside
    // the model's layers (the checkpoints that ship MTP layers count their
    // weights already: DeepSeek-V3's 685B holds its 14B MTP module).
    const int layers = f.model->attention.attentionLayers;
    const double draftShare = build.mtpDraftTokens > 0 && layers > 0
                                  ? double(layers + SpeedInputs::kDraftLayers) / layers
                                  : 1.0;
    f.cachePerConversationPerCard =
        draftShare *
        (f.basisUsed == CacheBasis::Published ? f.cachePublishedPerCard : f.cacheConfigPerCard);
    if (f.vllm.active) {
        // vLLM divides its available memory into whole blocks of pages of
        // every layer's cache (kv_cache_utils.py); tokens = blocks x block size.
        // Linear-attention layers take attention-sized pages too.
        const AttentionArchitecture &a = f.model->attention;
        f.vllm.cachePerTokenPerCard =
            draftShare * footprint.perTokenPerCard(layout) *
            VllmMemoryProfile::pageSlotsPerAttentionLayer(a.attentionLayers, a.linearLayers);
        const double perBlock = VllmMemoryTerms::kBlockSize * f.vllm.cachePerTokenPerCard.value();
        if (perBlock > 0 && f.vllm.cache().value() > 0)
            f.vllm.cacheTokens =
                qint64(std::min(std::floor(f.vllm.cache().value() / perBlock), 1.0e15)) *
                VllmMemoryTerms::kBlockSize;
    }
}

void SizingSteps::conversations(Figures &f, const Build &build)
{
    constexpr int kMost = SizingEngine::kMostConversations;
    // Each DP rank holds the cache of its own conversations.
    f.conversationsPerRank =
        f.weightsFit
            ? SizingEngine::conversationsFitting(f.freePerCard, f.cachePerConversationPerCard)
            : 0;
    // Each count stops at kMostConversations (ranks and copies multiply past
    // int); a count that stopped there says so (conversationsCapped).
    // Under a prefill/decode split only the decode copies hold conversations.
    const qint64 perCopy = qint64(f.conversationsPerRank) * build.layout.dp;
    const qint64 whole = perCopy * f.decodeCopies;
    f.conversationsPerCopy = int(std::min<qint64>(perCopy, kMost));
    f.conversations = int(std::min<qint64>(whole, kMost));
    f.conversationsCapped = whole >= kMost;
    f.cacheInUsePerCard = double(f.conversationsPerRank) * f.cachePerConversationPerCard;
    // The floor's epsilon may leave a hair below zero at an exact boundary.
    f.freeAfterCachePerCard =
        f.weightsFit ? std::max(bytes(0), f.freePerCard - f.cacheInUsePerCard) : bytes(0);
    f.fits = f.weightsFit && f.conversationsPerRank >= 1;
    // prefillPool() adds the prefill card's fit to the build's, not to these.
    f.cardWeightsFit = f.weightsFit;
    f.cardFits = f.fits;
    // The one --max-num-seqs (SGLang: --max-running-requests) of the serving
    // commands: under the vLLM profile the count it was sized with, else the
    // build's setting, else the conversations a copy holds.
    f.servingSequences = f.vllm.active            ? f.vllm.maxSequences
                         : build.maxSequences > 0 ? build.maxSequences
                                                  : std::max(1, f.conversationsPerCopy);
}

void SizingSteps::prefillPool(Figures &f, const Build &build)
{
    const Layout &layout = build.layout;
    if (!layout.disaggregated())
        return;
    // The prefill copies sized as a build of their own: their layout, and
    // the cache of a prompt instead of a whole conversation.
    Build pool = build;
    pool.layout = layout.prefillPool();
    Figures p;
    p.card = f.prefillPool.card ? f.prefillPool.card : f.card;
    p.checkpoint = f.checkpoint;
    p.model = f.model;
    p.cards = pool.layout.cards();
    p.servers = f.servers;
    p.cacheDtype = f.cacheDtype;
    memory(p, pool);
    weights(p, pool);
    pool.context = std::max(1, build.promptTokens);
    cache(p, pool);
    PrefillPoolFigures &q = f.prefillPool;
    q.copies = layout.prefillCopies;
    q.cardsPerCopy = layout.prefillCardsPerCopy();
    q.cards = layout.prefillCards();
    q.memoryPerCard = p.memoryPerCard;
    q.usablePerCard = p.usablePerCard;
    q.reservePerCard = p.reservePerCard;
    q.weightsPerCard = p.weightsPerCard;
    q.freePerCard = p.freePerCard;
    q.cachePerPromptPerCard = p.cachePerConversationPerCard;
    // One prefill batch's prompts, spread over the copy's DP ranks.
    const double prompt = std::max(1, build.promptTokens);
    const int budget = BuildSpeed::prefillBudget(build, *p.card);
    const int inFlight = std::max(1, int(std::ceil(budget / prompt - 1e-9)));
    q.promptsInFlightPerRank = (inFlight + pool.layout.dp - 1) / std::max(1, pool.layout.dp);
    q.cacheInUsePerCard = double(q.promptsInFlightPerRank) * q.cachePerPromptPerCard;
    q.weightsFit = p.weightsFit;
    q.fits = p.weightsFit && q.cachePerPromptPerCard <= q.freePerCard;
    q.freeAfterCachePerCard =
        q.weightsFit ? std::max(bytes(0), q.freePerCard - q.cacheInUsePerCard) : bytes(0);
    // Every card of the build must hold its pool's weights and cache.
    f.weightsFit = f.weightsFit && q.weightsFit;
    f.fits = f.fits && q.fits;
    const int decodeCards = f.cards - q.cards;
    f.usableTotal = double(decodeCards) * f.usablePerCard + double(q.cards) * q.usablePerCard;
    f.freeTotal = double(decodeCards) * f.freePerCard + double(q.cards) * q.freePerCard;
}

Bytes SizingSteps::storage(const Build &build, const Catalogue &catalogue, Bytes checkpointSize)
{
    Bytes storage = checkpointSize;
    for (qsizetype i = 0; i < build.keep.size(); ++i) {
        const QString &kept = build.keep[i];
        if (kept != build.checkpoint && build.keep.indexOf(kept) == i)
            storage += catalogue.checkpoint(kept)->size;
    }
    // Further models on the same servers are stored there too (an unknown
    // one refuses the build when the instances are evaluated).
    QStringList stored = build.keep;
    stored.append(build.checkpoint);
    for (const ModelInstance &instance : build.instances) {
        const Checkpoint *c = catalogue.checkpoint(instance.checkpoint);
        if (c && !stored.contains(instance.checkpoint))
            storage += c->size;
        stored.append(instance.checkpoint);
    }
    return storage;
}

ServerPower SizingSteps::serverPower(const Server &server, int cardsInServer, const Card &card,
                                     const Cpu *cpu, const Feed &feed, const SizingRules &rules)
{
    return serverPower(server, cardsInServer, card, 0, card, cpu, feed, rules);
}

ServerPower SizingSteps::serverPower(const Server &server, int cardsInServer, const Card &card,
                                     int otherCards, const Card &other, const Cpu *cpu,
                                     const Feed &feed, const SizingRules &rules)
{
    ServerPower p;
    const bool capped = server.powerCap.value() > 0;
    p.cards = double(cardsInServer) * (capped ? server.powerCap : card.maxPower()) +
              double(otherCards) * (capped ? server.powerCap : other.maxPower());
    p.cpus = server.cpuCount > 0 ? double(server.cpuCount) * cpu->tdp : watts(0);
    p.wall = rules.powerOverhead * (p.cards + p.cpus);
    p.overhead = p.wall - p.cards - p.cpus;
    p.feedNominal = feed.nominal();
    p.feedPlanned = rules.feedPlanShare * p.feedNominal;
    p.feedOk = p.wall <= p.feedPlanned;
    const auto hostMemory = [&](int count, const Card &c) {
        return c.unifiedMemory ? bytes(0)
                               : rules.hostMemoryFactor * double(count) * c.nominalMemory;
    };
    p.hostMemory = hostMemory(cardsInServer, card) + hostMemory(otherCards, other);
    return p;
}

namespace {
/// Adds `count` servers drawing `p` to the totals one by one, as they were
/// always added: the same sums to the last bit (count x p.wall may round
/// otherwise), in registers.
void addServers(Figures &f, const ServerPower &p, int count)
{
    double cards = f.cardsPower.value(), cpus = f.cpusPower.value();
    double overhead = f.overheadPower.value(), wall = f.wallPower.value();
    double nominal = f.feedNominal.value(), planned = f.feedPlanned.value();
    double host = f.hostMemory.value();
    for (int n = 0; n < count; ++n) {
        cards += p.cards.value();
        cpus += p.cpus.value();
        overhead += p.overhead.value();
        wall += p.wall.value();
        nominal += p.feedNominal.value();
        planned += p.feedPlanned.value();
        host += p.hostMemory.value();
    }
    f.cardsPower = Watts::from_value(cards);
    f.cpusPower = Watts::from_value(cpus);
    f.overheadPower = Watts::from_value(overhead);
    f.wallPower = Watts::from_value(wall);
    f.feedNominal = Watts::from_value(nominal);
    f.feedPlanned = Watts::from_value(planned);
    f.hostMemory = Bytes::from_value(host);
}
} // namespace

void SizingSteps::power(Figures &f, const Build &build, const Catalogue &catalogue,
                        const ResolvedBuild &resolved)
{
    const SizingRules &rules = catalogue.rules();
    const Card &card = *f.card;
    // A split whose prefill pool has a card type of its own: each slot draws as its card.
    const Card *other = f.prefillPool.card != f.card ? f.prefillPool.card : nullptr;
    f.storagePerServer = storage(build, catalogue, f.checkpointSize);
    f.cardPowerEach = card.maxPower();
    if (f.prefillPool.card)
        f.prefillPool.cardPowerEach = f.prefillPool.card->maxPower();
    f.perServer.reserve(build.servers.size());
    // The first server's entries, as resolve() looked them up; a server
    // after it looks its own up where its id differs from the one they
    // were looked up by (the servers of a cluster share one string).
    const Cpu *cpu = resolved.firstCpu;
    const Feed *feed = resolved.firstFeed;
    const QString *cpuId = &build.servers.first().cpu, *feedId = &build.servers.first().feed;
    int cardsInServer = 0, otherInServer = 0;
    // A run's servers are copies of its first (SizingChecks::copyOf): they
    // draw the same, so its first is evaluated alone and counted for each.
    for (const auto &[first, count] : resolved.runs) {
        const Server &server = build.servers[first];
        if (server.powerCap.value() > 0)
            f.cardPowerEach = f.prefillPool.cardPowerEach = server.powerCap;
        const Server *previous = first > 0 ? &build.servers[first - 1] : nullptr;
        if (!previous || !server.slotCards.isSharedWith(previous->slotCards)) {
            otherInServer =
                other ? int(std::count_if(server.slotCards.begin(), server.slotCards.end(),
                                          [&](const QString &id) {
                                              return SizingChecks::sameText(id, other->id);
                                          }))
                      : 0;
            cardsInServer = server.cardCount() - otherInServer;
        }
        if (server.cpuCount > 0 && (!cpu || !SizingChecks::sameText(server.cpu, *cpuId))) {
            cpu = catalogue.cpu(server.cpu);
            cpuId = &server.cpu;
        }
        if (!feed || !SizingChecks::sameText(server.feed, *feedId)) {
            feed = catalogue.feed(server.feed);
            feedId = &server.feed;
        }
        ServerPower p = serverPower(server, cardsInServer, card, otherInServer,
                                    other ? *other : card, cpu, *feed, rules);
        p.storage = f.storagePerServer;
        addServers(f, p, count);
        f.feedOk = f.feedOk && p.feedOk;
        f.perServer.insert(f.perServer.size(), count, p);
    }
}

} // namespace llmconf
