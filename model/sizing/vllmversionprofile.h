// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "vllmversion.h"

#include <QDate>

namespace llmconf {

struct Card;

/// What one vLLM release charges in its start-up profile, by version range
/// (docs/vllm-memory.md, "By version", has the commit or release of each):
///
/// - before 0.8: the V0 engine; chunked prefill off up to a max_model_len of
///   32K, so the profile runs max(max_model_len, max_num_batched_tokens)
///   tokens; 256 sequences, 2,048 batched tokens with chunked prefill.
/// - 0.8 to 0.10: V1 (V0 still on cards below compute capability 8.0);
///   top-k/top-p fall back to PyTorch's sort of the whole vocabulary
///   ("FlashInfer>=v0.2.3 is not backward compatible"), 32 bytes a logit.
/// - 0.8: V1's first profiler charged everything on the card, the CUDA
///   context included (no baseline snapshot).
/// - 0.11 on: V1 only (V0 removed), the sampler 14 bytes a logit.
/// - 0.13 on: a sparse-attention (DSA) indexer reserves its prefill
///   workspace in the profile and keeps it (vllm#27532); before, the
///   profile allocated it only inside the layer, with two copies.
/// - 0.20 on: the CUDA-graph estimate is subtracted before sizing, and
///   vLLM's default --gpu-memory-utilization is 0.92 instead of 0.90: one
///   change, vllm#38284 (docs/vllm-memory.md, "By version").
struct VllmVersionProfile
{
    VllmVersion version; // resolved: never 0.0
    VllmEngine engine = VllmEngine::V1;
    double samplerBytesPerLogit = 0;
    bool graphsSubtracted = false;    // CUDA graphs estimated and charged before the cache
    bool chargesCudaContext = false;  // no baseline snapshot: the context counts too
    bool chunkedPrefillAlways = true; // V1: always; V0: only above 32K tokens
    bool indexerWorkspaceKept = true; // DSA: the indexer's workspace is reserved and kept (0.13 on)
    double defaultUtilization = 0;    // vLLM's --gpu-memory-utilization when none is given

    /// The profile of `version` (0.0: the current release) on `card`.
    static VllmVersionProfile of(VllmVersion version, const Card &card);
    /// The catalogue's current release: the newest vLLM release in
    /// software.json, and its date.
    static VllmVersion current();
    /// vLLM's --gpu-memory-utilization when none is given, in `version`
    /// (0.0: the current release): the defaultUtilization of its profile.
    static double defaultUtilizationOf(VllmVersion version);
    static QDate currentDate();

    /// vLLM's max_num_batched_tokens and max_num_seqs when the build leaves
    /// them to vLLM (`vllm serve`), and what it then profiles: V0 without
    /// chunked prefill runs max(max_model_len, batched tokens); every
    /// version clamps to max_num_seqs x max_model_len.
    int defaultBatchedTokens(const Card &card, int context) const;
    int defaultSequences(const Card &card) const;
    int profiledTokens(int batchedTokens, int sequences, int context) const;

    static constexpr VllmVersion kFirstV1Default{0, 8};
    static constexpr VllmVersion kV0Removed{0, 11};
    static constexpr VllmVersion kFirstSnapshotV1{0, 9};
    /// vllm#38284 turned the CUDA-graph estimate on by default and raised the
    /// default utilisation to 0.92 to make room for it, in one change. Its
    /// log line says "default since v0.21.0", but the change is in 0.20.0:
    /// a 0.20.0 run of the same command as a 0.19.1 development build keeps
    /// 0.02 x the card more cache (docs/vllm-memory.md, GLM-5.1).
    static constexpr VllmVersion kGraphsEstimated{0, 20};
    static constexpr VllmVersion kIndexerWorkspaceKept{0, 13};
    /// V0 enables chunked prefill by default above this max_model_len.
    static constexpr int kV0ChunkedPrefillAbove = 32768;
    /// V0's _DEFAULT_MAX_NUM_BATCHED_TOKENS and default max_num_seqs.
    static constexpr int kV0BatchedTokens = 2048;
    static constexpr int kV0Sequences = 256;
    /// vLLM's default --gpu-memory-utilization (vllm/config/cache.py,
    /// CacheConfig.gpu_memory_utilization): 0.9 until vllm#38284, then 0.92.
    static constexpr double kDefaultUtilization = 0.90;
    static constexpr double kDefaultUtilizationWithGraphs = 0.92;
};

} // namespace llmconf
