// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

/// What bounds the speed of a step: the largest of its three terms.
enum class SpeedLimit { MemoryBandwidth, Compute, Interconnect };

/// One decode step (or one prefill) of one pipeline stage on the fullest
/// card, term by term, and what it gives per conversation.
struct SpeedTerms
{
    double batch = 0.0;                      // conversations in the stage's step
    double expertsTouched = 0.0;             // of the routed experts, by the batch
    Bytes weightsRead;                       // per card
    Bytes cacheRead;                         // per card
    double prefillTokens = 0.0;              // prompt tokens prefilled alongside a decode step
    double flops = 0.0;                      // per card, prefill tokens included
    Seconds memoryTime = seconds(0);         // (weights + cache) / achievable bandwidth
    Seconds computeTime = seconds(0);        // flops / achievable throughput
    Seconds tensorParallelTime = seconds(0); // all-reduces (and EP all-to-alls)
    Seconds pipelineTime = seconds(0);       // hand-offs between stages
    Seconds layerTime = seconds(0);          // per-layer fixed time of the stage
    /// Eager (no CUDA graphs): the host's time to launch the stage's
    /// kernels, which the GPU cannot run ahead of; zero under graphs.
    Seconds launchTime = seconds(0);
    /// The sampler's sort of every conversation's logits (vLLM's PyTorch
    /// top-p path), once a step after the last stage; zero without.
    Seconds samplerTime = seconds(0);
    /// Where the engine runs prompts in batches of their own (SGLang), the
    /// share of those batches each decode step waits for; zero where the
    /// prompts ride in the decode step (vLLM: flops and messages above).
    Seconds prefillTime = seconds(0);
    Seconds overhead = seconds(0);  // scheduling, sampling
    Seconds stageTime = seconds(0); // max(memory, compute) + TP + layers + prefill batches
    /// Speculative decoding: the draft module's passes before the verify
    /// step, and the tokens each conversation gains per step (1 without).
    Seconds draftTime = seconds(0);
    double tokensPerStep = 1.0;
    Seconds stepTime = seconds(0);  // PP x max(stage + hand-off, launch) + overhead + draft
    Seconds tokenTime = seconds(0); // stepTime / tokensPerStep
    SpeedLimit limit = SpeedLimit::MemoryBandwidth;

    Seconds communicationTime() const { return tensorParallelTime + pipelineTime; }
    /// Tokens per second each conversation of the step receives.
    double tokensPerSecond() const { return tokenTime.value() > 0 ? 1.0 / tokenTime.value() : 0.0; }
};

} // namespace llmconf
