// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "units.h"
#include "vllmversion.h"

#include <QtGlobal>

namespace llmconf {

/// The memory of one card as vLLM's start-up profile divides it
/// (docs/vllm-memory.md): what the cache gets is the requested memory
/// less every term that is not cache. Each term is per card.
struct VllmMemoryTerms
{
    bool active = false; // the build uses the vLLM-profile basis

    Bytes cardMemory;                  // total memory of the card
    double utilization = 0;            // --gpu-memory-utilization
    Bytes requested;                   // utilization x card memory
    int maxBatchedTokens = 0;          // tokens of the profile's dummy forward pass
    bool defaultBatchedTokens = false; // vLLM's default for this card, not set by the build
    int maxSequences = 0;              // requests whose logits the profile samples
    bool defaultSequences = false;
    VllmVersion version;                // the release whose profile the terms follow
    VllmEngine engine = VllmEngine::V1; // its engine on this card
    double samplerBytesPerLogit = 0;    // the release's sampler peak per logit

    Bytes weights;          // the checkpoint's share on this card
    Bytes forwardPeak;      // largest live activations of one layer on maxBatchedTokens tokens
    Bytes moeWorkspace;     // fused-MoE intermediate caches (and FP8 input copies) of one layer
    Bytes dpGathering;      // hidden states of every DP rank gathered for the MoE layer
    int moeTokens = 0;      // tokens one MoE layer sees: DP ranks x batched, at most the chunk
    Bytes samplerPeak;      // logits and sampler tensors of maxSequences requests
    Bytes indexerWorkspace; // DSA indexer's K-gather workspace: reserved in the profile and kept
    Bytes activations;      // torch peak increase: the larger of the two
    bool activationsKnown = true; // false: the model's shape lacks hidden_size (counted as 0)
    Bytes nonTorch; // CUDA allocations outside torch (cuBLAS/cuBLASLt, kernels' workspaces)
    Bytes nccl;     // NCCL and all-reduce buffers of a tensor-parallel group (PCIe or NVLink)
    bool ncclOverNvlink = false;    // the group talks over NVLink
    bool ncclAcrossServers = false; // the group spans servers: at least the NVLink figure
    Bytes cudaContext;             // charged only by a profile without a baseline snapshot (V1 0.8)
    Bytes cudaGraphs;              // graph pools: captured after the cache is sized before 0.20
    bool graphsSubtracted = false; // 0.20 on: the graph estimate is charged before the cache
    bool eager = false;            // --enforce-eager: no graphs, cudaGraphs is 0
    Bytes headroom;                // (1 - utilization) x card memory: where the graphs must fit
    Bytes cachePerTokenPerCard;    // the growing cache of one token on this card
    qint64 cacheTokens = 0;        // whole blocks of kBlockSize tokens: vLLM's "GPU KV cache size"
    int pipelineStages = 1;        // PP: only the last stage samples

    static constexpr int kBlockSize = 16; // vLLM's default --block-size on CUDA

    Bytes nonCache() const
    {
        return weights + activations + indexerWorkspace + nonTorch + nccl + cudaContext +
               (graphsSubtracted ? cudaGraphs : bytes(0));
    }
    /// requested - nonCache: what vLLM reports as "Available KV cache memory".
    Bytes cache() const { return requested - nonCache(); }
    /// The cache of a pipeline stage before the last: only the last stage
    /// samples (gpu_model_runner.py profile_run, `if
    /// get_pp_group().is_last_rank:` ... `_dummy_sampler_run`), so the others
    /// are charged the forward pass alone. vLLM then gives every worker the
    /// smallest block count (kv_cache_utils.py), the last stage's: cache()
    /// is what sizes the server; this is what the earlier stages print.
    Bytes cacheBeforeLastStage() const
    {
        return pipelineStages > 1 ? cache() + activations - forwardPeak : cache();
    }
    bool operator==(const VllmMemoryTerms &) const = default;
};

} // namespace llmconf
