// SPDX-License-Identifier: MIT
#include "sizingengine.h"

#include "layoutoptions.h"

#include "buildspeed.h"
#include "cachefootprint.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "expertweights.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "vllmmemoryprofile.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmconf {

namespace {
/// Equal ids; copies of one string (the servers of a cluster) answer without comparing.
bool sameText(const QString &a, const QString &b)
{
    return a.isSharedWith(b) || a == b;
}

/// A copy of the server before (the servers of a cluster): the same checks
/// pass and it draws the same, without a look at its slots.
bool copyOf(const Server &server, const Server *previous)
{
    return previous && server.slotCards.isSharedWith(previous->slotCards) &&
           server.chassis.isSharedWith(previous->chassis) &&
           server.cpu.isSharedWith(previous->cpu) && server.feed.isSharedWith(previous->feed) &&
           server.cpuCount == previous->cpuCount && server.powerCap == previous->powerCap;
}
} // namespace

int SizingEngine::conversationsFitting(Bytes free, Bytes perConversation)
{
    if (free.value() <= 0 || perConversation.value() <= 0)
        return 0;
    const double ratio = free / perConversation;
    // Both figures come from decimal data through binary arithmetic; a
    // relative epsilon keeps 68.0 from becoming 67.99999.
    const double count = std::floor(ratio * (1.0 + 1e-9));
    return count > double(kMostConversations) ? kMostConversations : int(count);
}

/// The catalogue entries a build names, looked up once.
struct ResolvedBuild
{
    const Card *card = nullptr;
    const Checkpoint *checkpoint = nullptr;
    const ModelFamily *model = nullptr;
    int cards = 0; // placed in all servers
    // The last CPU and feed looked up: the power needs them again (two hash
    // lookups of about eight in an evaluation of one server).
    const Cpu *cpu = nullptr;
    const Feed *feed = nullptr;
};

QString SizingEngine::validate(const Build &build, const Catalogue &catalogue)
{
    ResolvedBuild resolved;
    return resolve(build, catalogue, resolved);
}

QString SizingEngine::resolve(const Build &build, const Catalogue &catalogue,
                              ResolvedBuild &resolved)
{
    if (build.servers.isEmpty())
        return tr("The build has no server.");

    const Card *firstCard = nullptr;
    int firstServer = 0, firstSlot = 0;
    const Chassis *chassis = nullptr;
    const QString *checked = nullptr; // a slot whose card passed in this chassis
    int cardsInServer = 0;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const Server &server = build.servers[s];
        const int number = int(s) + 1;
        // The servers of a cluster mostly repeat the one before: skip the
        // hash lookups then (at 64 servers they were most of an evaluation).
        const Server *previous = s > 0 ? &build.servers[s - 1] : nullptr;
        if (copyOf(server, previous)) {
            resolved.cards += cardsInServer;
            continue;
        }
        if (!previous || !sameText(server.chassis, previous->chassis)) {
            chassis = catalogue.chassisById(server.chassis);
            checked = nullptr; // another chassis checks the cards' form factor again
        }
        if (!chassis)
            return tr("Server %1: unknown chassis \"%2\".").arg(number).arg(server.chassis);
        if (server.slotCards.size() > chassis->gpuSlots)
            return tr("Server %1: %2 slots listed, but the %3 has %4.")
                .arg(number)
                .arg(server.slotCards.size())
                .arg(chassis->name.text())
                .arg(chassis->gpuSlots);
        // A slot list shared with the server before (a cluster's servers
        // copy one) holds the same cards, checked already in this chassis.
        if (!(previous && checked && server.slotCards.isSharedWith(previous->slotCards))) {
            cardsInServer = 0;
            for (qsizetype i = 0; i < server.slotCards.size(); ++i) {
                const QString &id = server.slotCards[i];
                if (id.isEmpty())
                    continue;
                ++cardsInServer;
                // A copy of that slot's id (the assembler, the planner and the
                // file reader share one string): the same card, already checked.
                if (checked && id.isSharedWith(*checked))
                    continue;
                // Slots mostly repeat one id: skip the hash lookup then.
                const Card *card =
                    (firstCard && id == firstCard->id) ? firstCard : catalogue.card(id);
                if (!card)
                    return tr("Server %1, slot %2: unknown card \"%3\".")
                        .arg(number)
                        .arg(i + 1)
                        .arg(id);
                if (!ChassisFit::takes(*card, *chassis))
                    return tr("Server %1, slot %2: %3")
                        .arg(number)
                        .arg(i + 1)
                        .arg(ChassisFit::whyNot(*card, *chassis, catalogue));
                if (!firstCard) {
                    firstCard = card;
                    firstServer = number;
                    firstSlot = int(i) + 1;
                } else if (card != firstCard) {
                    return tr("Server %1, slot %2 holds a %3, but %4 holds a %5: one build sizes "
                              "one "
                              "card type.")
                        .arg(number)
                        .arg(i + 1)
                        .arg(card->shortName)
                        .arg(tr("server %1, slot %2").arg(firstServer).arg(firstSlot))
                        .arg(firstCard->shortName);
                }
                checked = &id;
            }
        }
        resolved.cards += cardsInServer;
        const bool cpuKnown =
            previous && previous->cpuCount > 0 && sameText(server.cpu, previous->cpu);
        if (server.cpuCount > 0 && !cpuKnown) {
            resolved.cpu = catalogue.cpu(server.cpu);
            if (!resolved.cpu)
                return tr("Server %1: unknown CPU \"%2\".").arg(number).arg(server.cpu);
        }
        if (server.cpuCount < 0 || server.cpuCount > chassis->sockets)
            return tr("Server %1: %2 CPUs, but the %3 has %4 sockets.")
                .arg(number)
                .arg(server.cpuCount)
                .arg(chassis->name.text())
                .arg(chassis->sockets);
        if (!(previous && sameText(server.feed, previous->feed))) {
            resolved.feed = catalogue.feed(server.feed);
            if (!resolved.feed)
                return tr("Server %1: unknown feed \"%2\".").arg(number).arg(server.feed);
        }
        if (server.powerCap.value() < 0)
            return tr("Server %1: a power cap of %2 W is negative.")
                .arg(number)
                .arg(server.powerCap.value());
        if (firstCard && server.powerCap.value() > 0) {
            const Watts lowest = firstCard->powerLimits.last();
            if (server.powerCap < lowest || server.powerCap > firstCard->maxPower())
                return tr("Server %1: a power cap of %2 W is outside the %3's %4 to %5 W.")
                    .arg(number)
                    .arg(server.powerCap.value())
                    .arg(firstCard->shortName)
                    .arg(lowest.value())
                    .arg(firstCard->maxPower().value());
        }
    }
    if (!firstCard)
        return tr("The build has no card.");

    const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
    if (!checkpoint)
        return tr("Unknown checkpoint \"%1\".").arg(build.checkpoint);
    const ModelFamily *model = catalogue.model(checkpoint->model);
    if (!model)
        return tr("Checkpoint %1 names an unknown model \"%2\".")
            .arg(checkpoint->id, checkpoint->model);
    for (const QString &kept : build.keep)
        if (!catalogue.checkpoint(kept))
            return tr("Unknown checkpoint \"%1\" among the checkpoints kept.").arg(kept);

    const Layout &l = build.layout;
    if (l.tp < 1 || l.pp < 1 || l.dcp < 1 || l.copies < 1)
        return tr("TP %1, PP %2, DCP %3 and copies %4 must each be at least 1.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.dcp)
            .arg(l.copies);
    if (l.dp < 1)
        return tr("DP %1 must be at least 1.").arg(l.dp);
    const int cards = resolved.cards;
    if (l.dp > 1 && qint64(l.tp) * l.pp * l.dp * l.copies != cards)
        return tr("TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.dp)
            .arg(l.copies)
            .arg(qint64(l.tp) * l.pp * l.dp * l.copies)
            .arg(cards);
    if (qint64(l.tp) * l.pp * l.dp * l.copies != cards)
        return tr("TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.copies)
            .arg(qint64(l.tp) * l.pp * l.copies)
            .arg(cards);
    if (l.dp > 1 && !l.ep)
        return tr("DP %1 spreads the routed experts by expert parallelism: turn EP on.").arg(l.dp);
    if (l.dp > 1 && !LayoutOptions::offersDataParallel(*model, *checkpoint))
        return tr("DP %1 needs a model with routed experts of known size; %2 has none known.")
            .arg(l.dp)
            .arg(model->name);
    if (l.tp % l.dcp != 0)
        return tr("DCP %1 does not divide TP %2.").arg(l.dcp).arg(l.tp);
    if (l.pp > model->attention.numHiddenLayers)
        return tr("PP %1 is more than the %2 layers of %3.")
            .arg(l.pp)
            .arg(model->attention.numHiddenLayers)
            .arg(model->name);
    // What vLLM itself refuses for this model and checkpoint.
    if (const QString refused = LayoutValidity::whyRefused(l, *model, checkpoint);
        !refused.isEmpty())
        return refused;
    if (build.context < 1 || build.context > model->maxContext)
        return tr("A context of %1 tokens is outside 1 to %2, the context of %3.")
            .arg(build.context)
            .arg(model->maxContext)
            .arg(model->name);
    if (build.promptTokens < 1 || build.answerTokens < 1)
        return tr("Prompt tokens %1 and answer tokens %2 must each be at least 1.")
            .arg(build.promptTokens)
            .arg(build.answerTokens);
    if (build.activeConversations < 0)
        return tr("Active conversations %1 must not be negative (0: as many as fit).")
            .arg(build.activeConversations);
    if (!(build.speedTarget > 0.0 && build.speedTarget < 1e6))
        return tr("A speed target of %1 tokens per second must be more than 0.")
            .arg(build.speedTarget);
    if (build.maxBatchedTokens < 0 || build.maxSequences < 0)
        return tr("max_num_batched_tokens %1 and max_num_seqs %2 must not be negative (0: vLLM's "
                  "default).")
            .arg(build.maxBatchedTokens)
            .arg(build.maxSequences);
    if (!(build.utilization > 0.0 && build.utilization <= 1.0))
        return tr("A memory utilisation of %1 is outside 0 to 1.").arg(build.utilization);
    const Bytes available = firstCard->fixedBudget.value() > 0
                                ? firstCard->fixedBudget
                                : build.utilization * firstCard->driverMemory;
    if (!(build.reserve.value() >= 0.0) || build.reserve >= available)
        return tr("A runtime reserve of %1 GiB per card is outside 0 to the %2 GiB the "
                  "utilisation leaves.")
            .arg(inGiB(build.reserve))
            .arg(inGiB(available));
    // A chassis holds what can be bought: an HGX baseboard with all its GPUs,
    // linked desktop systems in the numbers the vendor supports.
    for (qsizetype i = 0; i < build.servers.size(); ++i) {
        const Server &server = build.servers[i];
        if (copyOf(server, i > 0 ? &build.servers[i - 1] : nullptr))
            continue; // the same chassis and cards as the server before: the same answer
        const Chassis *sold = catalogue.chassisById(server.chassis);
        if (!sold)
            continue;
        const int fitted = server.cardCount();
        if (!sold->populations.isEmpty() && !sold->populations.contains(fitted)) {
            QStringList sizes;
            for (int n : sold->populations)
                sizes.append(QString::number(n));
            return tr("Server %1: the %2 is sold with %3 GPUs fitted, not %4.")
                .arg(i + 1)
                .arg(sold->name.text(), sizes.join(tr(" or ")))
                .arg(fitted);
        }
        if (!sold->linkSizes.isEmpty() && !sold->linkSizes.contains(int(build.servers.size()))) {
            QStringList sizes;
            for (int n : sold->linkSizes)
                sizes.append(QString::number(n));
            return tr("%1 linked %2 systems: the vendor supports %3.")
                .arg(build.servers.size())
                .arg(sold->name.text(), sizes.join(tr(" or ")));
        }
    }
    resolved.card = firstCard;
    resolved.checkpoint = checkpoint;
    resolved.model = model;
    return QString();
}

Evaluation SizingEngine::evaluate(const Build &build, const Catalogue &catalogue)
{
    return evaluate(build, catalogue, true);
}

Evaluation SizingEngine::evaluateMemory(const Build &build, const Catalogue &catalogue)
{
    return evaluate(build, catalogue, false);
}

Evaluation SizingEngine::evaluate(const Build &build, const Catalogue &catalogue, bool withSpeed)
{
    Evaluation result;
    ResolvedBuild resolved;
    result.error = resolve(build, catalogue, resolved);
    if (!result.ok())
        return result;

    Figures &f = result.figures;
    const SizingRules &rules = catalogue.rules();
    const Layout &layout = build.layout;

    f.card = resolved.card;
    f.checkpoint = resolved.checkpoint;
    f.model = resolved.model;
    const Card &card = *f.card;

    f.cards = resolved.cards;
    f.servers = int(build.servers.size());
    f.cardsPerCopy = layout.cardsPerCopy();
    f.dpRanks = layout.dp;
    f.copies = layout.copies;
    f.context = build.context;
    f.cacheDtype = build.cacheDtype;

    // 1. Memory per card: the users-per-card rule, or a fixed budget.
    if (card.fixedBudget.value() > 0) {
        f.memoryPerCard = card.nominalMemory;
        f.usablePerCard = card.fixedBudget;
    } else {
        f.memoryPerCard = card.driverMemory;
        f.usablePerCard = build.utilization * card.driverMemory - build.reserve;
    }
    f.reservePerCard = f.memoryPerCard - f.usablePerCard;

    // 2. Weights per card.
    f.checkpointSize = f.checkpoint->size;
    f.routedExperts = ExpertWeights::routed(*f.model, *f.checkpoint);
    if (layout.dp > 1) {
        // Attention and dense layers on each rank's TP x PP cards; the routed
        // experts over all DP x TP x PP cards of the copy.
        f.expertWeightsPerCard = f.routedExperts / double(layout.cardsPerCopy());
        f.weightsPerCard = (f.checkpointSize - f.routedExperts) / double(layout.cardsPerRank()) +
                           f.expertWeightsPerCard;
    } else {
        f.expertWeightsPerCard = f.routedExperts / double(layout.cardsPerCopy());
        f.weightsPerCard = f.checkpointSize / double(layout.cardsPerCopy());
    }
    if (build.cacheBasis == CacheBasis::Vllm) {
        // vLLM's own profile instead of the sources' rule: usable = what the
        // utilisation requests less every term that is neither weights nor
        // cache, so that free = vLLM's "Available KV cache memory".
        f.vllm = VllmMemoryProfile::evaluate(card, build.utilization, f.weightsPerCard, *f.model,
                                             layout, build.maxBatchedTokens, build.maxSequences,
                                             build.vllmEngine);
        f.memoryPerCard = f.vllm.cardMemory;
        f.usablePerCard = f.vllm.cache() + f.weightsPerCard;
        f.reservePerCard = f.memoryPerCard - f.usablePerCard;
    }
    f.freePerCard = f.usablePerCard - f.weightsPerCard;
    f.usablePerCopy = double(layout.cardsPerCopy()) * f.usablePerCard;
    f.usableTotal = double(f.cards) * f.usablePerCard;
    f.freeTotal = double(f.cards) * f.freePerCard;
    f.weightsFit = f.weightsPerCard <= f.usablePerCard;

    // 3. Cache per conversation and conversations.
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
    f.cachePerConversationPerCard =
        f.basisUsed == CacheBasis::Published ? f.cachePublishedPerCard : f.cacheConfigPerCard;
    if (f.vllm.active) {
        // vLLM divides its available memory into whole blocks of pages of
        // every layer's cache (kv_cache_utils.py); tokens = blocks x block size.
        f.vllm.cachePerTokenPerCard = footprint.perTokenPerCard(layout);
        const double perBlock = VllmMemoryTerms::kBlockSize * f.vllm.cachePerTokenPerCard.value();
        if (perBlock > 0 && f.vllm.cache().value() > 0)
            f.vllm.cacheTokens =
                qint64(std::min(std::floor(f.vllm.cache().value() / perBlock), 1.0e15)) *
                VllmMemoryTerms::kBlockSize;
    }
    // Each DP rank holds the cache of its own conversations.
    f.conversationsPerRank =
        f.weightsFit ? conversationsFitting(f.freePerCard, f.cachePerConversationPerCard) : 0;
    // Each count stops at kMostConversations (ranks and copies multiply past
    // int); a count that stopped there says so (conversationsCapped).
    const qint64 perCopy = qint64(f.conversationsPerRank) * layout.dp;
    const qint64 whole = perCopy * f.copies;
    f.conversationsPerCopy = int(std::min<qint64>(perCopy, kMostConversations));
    f.conversations = int(std::min<qint64>(whole, kMostConversations));
    f.conversationsCapped = whole >= kMostConversations;
    f.cacheInUsePerCard = double(f.conversationsPerRank) * f.cachePerConversationPerCard;
    // The floor's epsilon may leave a hair below zero at an exact boundary.
    f.freeAfterCachePerCard =
        f.weightsFit ? std::max(bytes(0), f.freePerCard - f.cacheInUsePerCard) : bytes(0);
    f.fits = f.weightsFit && f.conversationsPerRank >= 1;
    // The one --max-num-seqs (SGLang: --max-running-requests) of the serving
    // commands: under the vLLM profile the count it was sized with, else the
    // build's setting, else the conversations a copy holds.
    f.servingSequences = f.vllm.active            ? f.vllm.maxSequences
                         : build.maxSequences > 0 ? build.maxSequences
                                                  : std::max(1, f.conversationsPerCopy);

    // 4. Power, feed, host memory, storage.
    Bytes storage = f.checkpointSize;
    for (qsizetype i = 0; i < build.keep.size(); ++i) {
        const QString &kept = build.keep[i];
        if (kept != build.checkpoint && build.keep.indexOf(kept) == i)
            storage += catalogue.checkpoint(kept)->size;
    }
    f.storagePerServer = storage;

    f.cardPowerEach = card.maxPower();
    f.perServer.reserve(build.servers.size());
    // Entries resolve() looked up: each server below checks its id against them.
    const Cpu *cpu = resolved.cpu;
    const Feed *feedOfServer = resolved.feed;
    int cardsInServer = 0;
    ServerPower p;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const Server &server = build.servers[s];
        if (server.powerCap.value() > 0)
            f.cardPowerEach = server.powerCap;
        // A server alike the one before (the copies of a cluster) draws the same.
        const Server *previous = s > 0 ? &build.servers[s - 1] : nullptr;
        if (!copyOf(server, previous)) {
            p = ServerPower();
            const Watts each = server.powerCap.value() > 0 ? server.powerCap : card.maxPower();
            if (!previous || !server.slotCards.isSharedWith(previous->slotCards))
                cardsInServer = server.cardCount();
            p.cards = double(cardsInServer) * each;
            if (server.cpuCount > 0 && (!cpu || !sameText(server.cpu, cpu->id)))
                cpu = catalogue.cpu(server.cpu);
            p.cpus = server.cpuCount > 0 ? double(server.cpuCount) * cpu->tdp : watts(0);
            p.wall = rules.powerOverhead * (p.cards + p.cpus);
            p.overhead = p.wall - p.cards - p.cpus;
            if (!feedOfServer || !sameText(server.feed, feedOfServer->id))
                feedOfServer = catalogue.feed(server.feed);
            const Feed &feed = *feedOfServer;
            p.feedNominal = feed.nominal();
            p.feedPlanned = rules.feedPlanShare * p.feedNominal;
            p.feedOk = p.wall <= p.feedPlanned;
            p.hostMemory = card.unifiedMemory ? bytes(0)
                                              : rules.hostMemoryFactor * double(cardsInServer) *
                                                    card.nominalMemory;
            p.storage = storage;
        }
        f.cardsPower += p.cards;
        f.cpusPower += p.cpus;
        f.overheadPower += p.overhead;
        f.wallPower += p.wall;
        f.feedNominal += p.feedNominal;
        f.feedPlanned += p.feedPlanned;
        f.feedOk = f.feedOk && p.feedOk;
        f.hostMemory += p.hostMemory;
        f.perServer.append(p);
    }

    // 5. Speed at the build's prompt, answer and active conversations.
    if (withSpeed)
        f.speed = BuildSpeed::evaluate(build, f, rules.speed);
    return result;
}

int SizingEngine::conversationsAt(const Build &build, const Catalogue &catalogue, int context,
                                  CacheDtype dtype)
{
    Build changed = build;
    changed.context = context;
    changed.cacheDtype = dtype;
    const Evaluation e = evaluate(changed, catalogue);
    return e.ok() ? e.figures.conversations : 0;
}

} // namespace llmconf
