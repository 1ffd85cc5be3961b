// SPDX-License-Identifier: MIT
#include "vllmversionprofile.h"

#include "card.h"
#include "softwarecatalogue.h"
#include "vllmmemoryprofile.h"

#include <algorithm>

namespace llmconf {

namespace {
/// The newest vLLM release software.json lists (by version, not by date).
/// The built-in catalogue never changes: found once (parsing every release's
/// version per call was 43 % of a cost-ranked plan, issue 31).
const EngineRelease *findNewestRelease()
{
    const EngineRelease *newest = nullptr;
    VllmVersion best;
    for (const EngineRelease &r : SoftwareCatalogue::builtIn().releases) {
        if (r.engine != QLatin1String("vllm"))
            continue;
        const auto v = VllmVersion::fromText(r.version);
        if (v && (!newest || *v > best)) {
            newest = &r;
            best = *v;
        }
    }
    return newest;
}

const EngineRelease *newestRelease()
{
    static const EngineRelease *const newest = findNewestRelease();
    return newest;
}

/// The newest release's version, parsed once.
VllmVersion newestVersion()
{
    static const VllmVersion version = [] {
        const EngineRelease *r = newestRelease();
        // software.json always lists vLLM; 0.19 (the newest logs here) otherwise.
        return r ? *VllmVersion::fromText(r->version) : VllmVersion{0, 19};
    }();
    return version;
}

bool largeCard(const Card &card)
{
    // get_batch_defaults: device_memory >= 70 GiB and "a100" not in the name.
    return inGiB(VllmMemoryProfile::cardMemory(card)) >= VllmMemoryProfile::kLargeCardGiB &&
           !card.id.contains(QLatin1String("a100"), Qt::CaseInsensitive) &&
           !card.name.contains(QLatin1String("a100"), Qt::CaseInsensitive);
}
} // namespace

VllmVersion VllmVersionProfile::current()
{
    return newestVersion();
}

QDate VllmVersionProfile::currentDate()
{
    const EngineRelease *r = newestRelease();
    return r ? r->released : QDate();
}

double VllmVersionProfile::defaultUtilizationOf(VllmVersion version)
{
    // The change that estimates the graphs raised the default to leave the
    // estimate its room (vllm#38284).
    const VllmVersion resolved = version.isCurrent() ? current() : version;
    return resolved >= kGraphsEstimated ? kDefaultUtilizationWithGraphs : kDefaultUtilization;
}

VllmVersionProfile VllmVersionProfile::of(VllmVersion version, const Card &card)
{
    VllmVersionProfile p;
    p.version = version.isCurrent() ? current() : version;
    // V1 is the default from 0.8 but refuses compute capability below 8.0
    // ("Compute Capability < 8.0 is not supported by the V1 Engine", the
    // 0.8.2 T4 log), which ran V0 until V0 was removed in 0.11.
    const bool oldCard = card.computeMajor > 0 && card.computeMajor < 8;
    p.engine = p.version < kFirstV1Default || (p.version < kV0Removed && oldCard) ? VllmEngine::V0
                                                                                  : VllmEngine::V1;
    // V0's sampler, and V1's PyTorch-native top-k/top-p fallback of 0.8 to
    // 0.10, sort the whole vocabulary: 32 bytes a logit; V1 from 0.11: 14.
    p.samplerBytesPerLogit = p.engine == VllmEngine::V0 || p.version < kV0Removed
                                 ? VllmMemoryProfile::kV0SamplerBytesPerLogit
                                 : VllmMemoryProfile::kV1SamplerBytesPerLogit;
    p.graphsSubtracted = p.version >= kGraphsEstimated;
    p.defaultUtilization = defaultUtilizationOf(p.version);
    p.chargesCudaContext = p.engine == VllmEngine::V1 && p.version < kFirstSnapshotV1;
    p.chunkedPrefillAlways = p.engine == VllmEngine::V1;
    p.indexerWorkspaceKept = p.version >= kIndexerWorkspaceKept;
    return p;
}

int VllmVersionProfile::defaultBatchedTokens(const Card &card, int context) const
{
    if (engine == VllmEngine::V0)
        return context > kV0ChunkedPrefillAbove ? kV0BatchedTokens
                                                : std::max(context, kV0BatchedTokens);
    return largeCard(card) ? VllmMemoryProfile::kLargeCardBatchedTokens
                           : VllmMemoryProfile::kSmallCardBatchedTokens;
}

int VllmVersionProfile::defaultSequences(const Card &card) const
{
    if (engine == VllmEngine::V0)
        return kV0Sequences;
    return largeCard(card) ? VllmMemoryProfile::kLargeCardSequences
                           : VllmMemoryProfile::kSmallCardSequences;
}

int VllmVersionProfile::profiledTokens(int batchedTokens, int sequences, int context) const
{
    int tokens = batchedTokens;
    // V0 without chunked prefill schedules a whole prompt at once.
    if (!chunkedPrefillAlways && context > 0 && context <= kV0ChunkedPrefillAbove)
        tokens = std::max(tokens, context);
    // max_num_batched_tokens is at most max_num_seqs x max_model_len.
    if (context > 0 && sequences > 0)
        tokens = int(std::min<qint64>(tokens, qint64(sequences) * context));
    return std::max(1, tokens);
}

} // namespace llmconf
