// SPDX-License-Identifier: MIT
#include "figuresjson.h"

#include "buildfile.h"
#include "card.h"
#include "checkpoint.h"
#include "modelfamily.h"
#include "vllmmemoryprofile.h"

#include <QJsonArray>

namespace llmconf {

namespace {

QString limitName(SpeedLimit limit)
{
    switch (limit) {
    case SpeedLimit::Compute:
        return QStringLiteral("compute");
    case SpeedLimit::Interconnect:
        return QStringLiteral("interconnect");
    case SpeedLimit::MemoryBandwidth:
        break;
    }
    return QStringLiteral("memory bandwidth");
}

/// The memory per card and in total, the cache and the conversations.
QJsonObject memoryJson(const Figures &f)
{
    return QJsonObject{
        {QStringLiteral("card"), f.card ? f.card->id : QString()},
        {QStringLiteral("checkpoint"), f.checkpoint ? f.checkpoint->id : QString()},
        {QStringLiteral("model"), f.model ? f.model->id : QString()},
        {QStringLiteral("cards"), f.cards},
        {QStringLiteral("servers"), f.servers},
        {QStringLiteral("cardsPerCopy"), f.cardsPerCopy},
        {QStringLiteral("context"), f.context},
        {QStringLiteral("kvCache"), BuildFile::cacheDtypeName(f.cacheDtype)},
        {QStringLiteral("memoryGiBPerCard"), inGiB(f.memoryPerCard)},
        {QStringLiteral("usableGiBPerCard"), inGiB(f.usablePerCard)},
        {QStringLiteral("reserveGiBPerCard"), inGiB(f.reservePerCard)},
        {QStringLiteral("weightsGiBPerCard"), inGiB(f.weightsPerCard)},
        {QStringLiteral("weightsSplitGiBPerCard"), inGiB(f.weightsSplitPerCard)},
        {QStringLiteral("weightsWholeGiBPerCard"), inGiB(f.weightsWholePerCard)},
        {QStringLiteral("weightsNotLoadedGiB"), inGiB(f.weightsNotLoaded)},
        {QStringLiteral("weightsFromShape"), f.weightsFromShape},
        {QStringLiteral("freeGiBPerCard"), inGiB(f.freePerCard)},
        {QStringLiteral("checkpointGiB"), inGiB(f.checkpointSize)},
        {QStringLiteral("usableGiBPerCopy"), inGiB(f.usablePerCopy)},
        {QStringLiteral("usableGiBTotal"), inGiB(f.usableTotal)},
        {QStringLiteral("freeGiBTotal"), inGiB(f.freeTotal)},
        {QStringLiteral("cacheKiBPerToken"), inKiB(f.cachePerToken)},
        {QStringLiteral("linearStateMiBPerConversation"), inMiB(f.linearStatePerConversation)},
        {QStringLiteral("cacheGiBPerConversation"), inGiB(f.cachePerConversation)},
        {QStringLiteral("cacheGiBPerConversationPerCard"), inGiB(f.cachePerConversationPerCard)},
        {QStringLiteral("cacheConfigGiBPerCard"), inGiB(f.cacheConfigPerCard)},
        {QStringLiteral("cachePublishedGiBPerCard"), inGiB(f.cachePublishedPerCard)},
        {QStringLiteral("cacheBasis"), BuildFile::cacheBasisName(f.basisUsed)},
        {QStringLiteral("cacheInUseGiBPerCard"), inGiB(f.cacheInUsePerCard)},
        {QStringLiteral("freeAfterCacheGiBPerCard"), inGiB(f.freeAfterCachePerCard)},
        {QStringLiteral("conversationsPerCopy"), f.conversationsPerCopy},
        {QStringLiteral("copies"), f.copies},
        {QStringLiteral("conversations"), f.conversations},
        {QStringLiteral("conversationsCapped"), f.conversationsCapped},
        {QStringLiteral("weightsFit"), f.weightsFit},
        {QStringLiteral("fits"), f.fits}};
}

/// The power of the build and of each server against its feed, host memory, storage.
QJsonObject powerJson(const Figures &f)
{
    QJsonArray servers;
    for (const ServerPower &p : f.perServer)
        servers.append(QJsonObject{{QStringLiteral("cardsPowerW"), inWatts(p.cards)},
                                   {QStringLiteral("cpusPowerW"), inWatts(p.cpus)},
                                   {QStringLiteral("wallPowerW"), inWatts(p.wall)},
                                   {QStringLiteral("feedNominalW"), inWatts(p.feedNominal)},
                                   {QStringLiteral("feedPlannedW"), inWatts(p.feedPlanned)},
                                   {QStringLiteral("feedOk"), p.feedOk},
                                   {QStringLiteral("hostMemoryGB"), inGB(p.hostMemory)},
                                   {QStringLiteral("storageGB"), inGB(p.storage)}});
    return QJsonObject{{QStringLiteral("cardPowerW"), inWatts(f.cardPowerEach)},
                       {QStringLiteral("cardsPowerW"), inWatts(f.cardsPower)},
                       {QStringLiteral("cpusPowerW"), inWatts(f.cpusPower)},
                       {QStringLiteral("overheadPowerW"), inWatts(f.overheadPower)},
                       {QStringLiteral("wallPowerW"), inWatts(f.wallPower)},
                       {QStringLiteral("feedNominalW"), inWatts(f.feedNominal)},
                       {QStringLiteral("feedPlannedW"), inWatts(f.feedPlanned)},
                       {QStringLiteral("feedOk"), f.feedOk},
                       {QStringLiteral("hostMemoryGB"), inGB(f.hostMemory)},
                       {QStringLiteral("storageGB"), inGB(f.storagePerServer)},
                       {QStringLiteral("perServer"), servers}};
}

/// The link a KV-cache transfer takes, as JSON names it.
QString linkName(LinkKind kind)
{
    switch (kind) {
    case LinkKind::Nvlink:
        return QStringLiteral("nvlink");
    case LinkKind::Pcie:
        return QStringLiteral("pcie");
    case LinkKind::ServerNetwork:
        break;
    }
    return QStringLiteral("serverNetwork");
}

/// Speed: a roofline estimate (docs/performance-model.md).
QJsonObject speedJson(const Figures &f)
{
    if (!f.speed.estimated && !f.speed.unknown.isEmpty())
        return QJsonObject{{QStringLiteral("promptTokens"), f.speed.promptTokens},
                           {QStringLiteral("answerTokens"), f.speed.answerTokens},
                           {QStringLiteral("activeConversations"), f.speed.activeConversations},
                           {QStringLiteral("speedTarget"), f.speed.speedTarget},
                           {QStringLiteral("servedConversations"), f.speed.servedConversations},
                           {QStringLiteral("speedUnknown"), f.speed.unknown}};
    QJsonObject speed{
        {QStringLiteral("promptTokens"), f.speed.promptTokens},
        {QStringLiteral("answerTokens"), f.speed.answerTokens},
        {QStringLiteral("activeConversations"), f.speed.activeConversations},
        {QStringLiteral("activeOverMemory"), f.speed.activeOverMemory},
        {QStringLiteral("speedTarget"), f.speed.speedTarget},
        {QStringLiteral("decodeTokensPerSecondPerConversation"),
         f.speed.decodeTokensPerSecondPerConversation},
        {QStringLiteral("outputTokensPerSecond"), f.speed.outputTokensPerSecond},
        {QStringLiteral("outputTokensPerSecondPerCard"), f.speed.outputTokensPerSecondPerCard},
        {QStringLiteral("decodeOutputTokensPerSecond"), f.speed.decodeOutputTokensPerSecond},
        {QStringLiteral("promptCapacityPerSecond"), f.speed.promptCapacity},
        {QStringLiteral("outputLimitedByPrefill"), f.speed.outputLimitedByPrefill},
        {QStringLiteral("timeToFirstTokenSeconds"), inSeconds(f.speed.timeToFirstToken)},
        {QStringLiteral("timeToFirstTokenP95Seconds"), inSeconds(f.speed.timeToFirstTokenP95)},
        {QStringLiteral("decodeTokensPerSecondPerConversationNoPrefill"),
         f.speed.decodeTokensPerSecondPerConversationNoPrefill},
        {QStringLiteral("conversationsAtSpeedTarget"), f.speed.conversationsAtSpeedTarget},
        {QStringLiteral("servedConversations"), f.speed.servedConversations},
        {QStringLiteral("bindingLimit"), FiguresJson::bindingKey(f.speed.bindingLimit)},
        {QStringLiteral("speedLimitedBy"), limitName(f.speed.speedLimitedBy)}};
    // The first-token targets, only where the build asks them.
    if (f.speed.ttftTarget > seconds(0)) {
        speed.insert(QStringLiteral("ttftTargetMs"), inMilliseconds(f.speed.ttftTarget));
        speed.insert(QStringLiteral("conversationsAtTtftTarget"),
                     f.speed.conversationsAtTtftTarget);
    }
    if (f.speed.ttftP95Target > seconds(0)) {
        speed.insert(QStringLiteral("ttftP95TargetMs"), inMilliseconds(f.speed.ttftP95Target));
        speed.insert(QStringLiteral("conversationsAtTtftP95Target"),
                     f.speed.conversationsAtTtftP95Target);
    }
    // Speculative decoding, only where the build turns it on.
    if (f.speed.disaggregated()) {
        // The terms a prefill/decode split adds (DisaggregatedSpeed).
        speed.insert(QStringLiteral("kvTransferSeconds"), inSeconds(f.speed.kvTransfer));
        speed.insert(QStringLiteral("kvTransferGB"), inGB(f.speed.kvTransferBytes));
        speed.insert(QStringLiteral("kvTransferLinkGBps"), inGBps(f.speed.kvTransferLink));
        speed.insert(QStringLiteral("kvTransferLink"), linkName(f.speed.kvTransferLinkKind));
        speed.insert(QStringLiteral("firstTokenDecodeStepSeconds"),
                     inSeconds(f.speed.firstTokenDecodeStep));
        speed.insert(QStringLiteral("prefillPromptsPerBatch"), f.speed.prefillPromptsPerBatch);
    }
    if (f.speed.draftTokens > 0) {
        speed.insert(QStringLiteral("mtpDraftTokens"), f.speed.draftTokens);
        speed.insert(QStringLiteral("mtpAcceptance"), f.speed.draftAcceptance);
        speed.insert(QStringLiteral("tokensPerStep"), f.speed.decode.tokensPerStep);
    }
    return speed;
}

/// The terms of vLLM's start-up profile (the "vLLM profile" cache basis).
QJsonObject vllmJson(const VllmMemoryTerms &t)
{
    return QJsonObject{{QStringLiteral("cardMemoryGiB"), inGiB(t.cardMemory)},
                       {QStringLiteral("utilization"), t.utilization},
                       {QStringLiteral("requestedGiB"), inGiB(t.requested)},
                       {QStringLiteral("maxBatchedTokens"), t.maxBatchedTokens},
                       {QStringLiteral("maxNumSeqs"), t.maxSequences},
                       {QStringLiteral("engine"),
                        t.engine == VllmEngine::V0 ? QStringLiteral("v0") : QStringLiteral("v1")},
                       {QStringLiteral("vllmVersion"), t.version.text()},
                       {QStringLiteral("moeWorkspaceGiB"), inGiB(t.moeWorkspace)},
                       {QStringLiteral("dpGatheringGiB"), inGiB(t.dpGathering)},
                       {QStringLiteral("moeTokens"), t.moeTokens},
                       {QStringLiteral("ncclAcrossServers"), t.ncclAcrossServers},
                       {QStringLiteral("cudaContextGiB"), inGiB(t.cudaContext)},
                       {QStringLiteral("cudaGraphsSubtracted"), t.graphsSubtracted},
                       {QStringLiteral("enforceEager"), t.eager},
                       {QStringLiteral("samplerBytesPerLogit"), t.samplerBytesPerLogit},
                       {QStringLiteral("weightsGiB"), inGiB(t.weights)},
                       {QStringLiteral("forwardPeakGiB"), inGiB(t.forwardPeak)},
                       {QStringLiteral("samplerPeakGiB"), inGiB(t.samplerPeak)},
                       {QStringLiteral("activationsGiB"), inGiB(t.activations)},
                       {QStringLiteral("activationsKnown"), t.activationsKnown},
                       {QStringLiteral("nonTorchGiB"), inGiB(t.nonTorch)},
                       {QStringLiteral("ncclGiB"), inGiB(t.nccl)},
                       {QStringLiteral("ncclOverNvlink"), t.ncclOverNvlink},
                       {QStringLiteral("cudaGraphsGiB"), inGiB(t.cudaGraphs)},
                       {QStringLiteral("headroomGiB"), inGiB(t.headroom)},
                       {QStringLiteral("cacheGiB"), inGiB(t.cache())},
                       {QStringLiteral("cacheTokens"), double(t.cacheTokens)}};
}

/// Each term by name: its size, whether the cache pays for it, its source.
QJsonArray vllmTermsJson(const VllmMemoryTerms &t)
{
    QJsonArray terms;
    for (const VllmNamedTerm &term : VllmMemoryProfile::namedTerms(t)) {
        QJsonObject o{{QStringLiteral("term"), term.id},
                      {QStringLiteral("gib"), inGiB(term.size)},
                      {QStringLiteral("charged"), term.charged},
                      {QStringLiteral("source"), term.source}};
        if (!term.partOf.isEmpty())
            o.insert(QStringLiteral("partOf"), term.partOf);
        terms.append(o);
    }
    return terms;
}

void insertAll(QJsonObject &into, const QJsonObject &from)
{
    for (auto it = from.begin(); it != from.end(); ++it)
        into.insert(it.key(), it.value());
}

} // namespace

QJsonObject FiguresJson::toJson(const Figures &f)
{
    QJsonObject o = memoryJson(f);
    insertAll(o, powerJson(f));
    insertAll(o, speedJson(f));
    o.insert(QStringLiteral("dpRanks"), f.dpRanks);
    o.insert(QStringLiteral("conversationsPerRank"), f.conversationsPerRank);
    o.insert(QStringLiteral("routedExpertsGiB"), inGiB(f.routedExperts));
    o.insert(QStringLiteral("expertWeightsGiBPerCard"), inGiB(f.expertWeightsPerCard));
    // A prefill/decode split: the decode copies hold the conversations.
    if (f.prefillDecodeSplit()) {
        o.insert(QStringLiteral("prefillCopies"), f.copies - f.decodeCopies);
        o.insert(QStringLiteral("decodeCopies"), f.decodeCopies);
        const PrefillPoolFigures &p = f.prefillPool;
        o.insert(QStringLiteral("prefillPool"),
                 QJsonObject{
                     {QStringLiteral("card"), p.card ? p.card->id : QString()},
                     {QStringLiteral("cardPowerW"), inWatts(p.cardPowerEach)},
                     {QStringLiteral("copies"), p.copies},
                     {QStringLiteral("cardsPerCopy"), p.cardsPerCopy},
                     {QStringLiteral("cards"), p.cards},
                     {QStringLiteral("usableGiBPerCard"), inGiB(p.usablePerCard)},
                     {QStringLiteral("weightsGiBPerCard"), inGiB(p.weightsPerCard)},
                     {QStringLiteral("freeGiBPerCard"), inGiB(p.freePerCard)},
                     {QStringLiteral("cachePerPromptGiBPerCard"), inGiB(p.cachePerPromptPerCard)},
                     {QStringLiteral("promptsInFlightPerRank"), p.promptsInFlightPerRank},
                     {QStringLiteral("cacheInUseGiBPerCard"), inGiB(p.cacheInUsePerCard)},
                     {QStringLiteral("freeAfterCacheGiBPerCard"), inGiB(p.freeAfterCachePerCard)},
                     {QStringLiteral("weightsFit"), p.weightsFit},
                     {QStringLiteral("fits"), p.fits}});
    }
    if (f.vllm.active) {
        o.insert(QStringLiteral("vllmProfile"), vllmJson(f.vllm));
        o.insert(QStringLiteral("vllmProfileTerms"), vllmTermsJson(f.vllm));
    }
    return o;
}

QString FiguresJson::bindingKey(BindingLimit limit)
{
    switch (limit) {
    case BindingLimit::Speed:
        return QStringLiteral("speed");
    case BindingLimit::FirstToken:
        return QStringLiteral("ttft");
    case BindingLimit::FirstTokenP95:
        return QStringLiteral("ttftP95");
    case BindingLimit::Memory:
        break;
    }
    return QStringLiteral("memory");
}

} // namespace llmconf
