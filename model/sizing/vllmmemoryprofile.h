// SPDX-License-Identifier: MIT
#pragma once

#include "vllmmemoryterms.h"

#include <QString>

namespace llmconf {

struct Card;
struct Layout;
struct ModelFamily;

/// The memory vLLM keeps back from the KV cache on one card, term by term,
/// as its start-up profile measures it (vllm/v1/worker/gpu_worker.py,
/// determine_available_memory):
///
///     available KV cache = total x utilization
///                          - (weights + torch peak increase + non-torch increase)
///
/// The torch peak increase is the profile run: one forward pass of
/// max_num_batched_tokens dummy tokens, then the sampler on the logits of
/// min(max_num_seqs, max_num_batched_tokens) requests (gpu_model_runner.py,
/// profile_run / _dummy_run / _dummy_sampler_run). CUDA graphs are captured
/// after the cache is sized (compile_or_warm_up_model), so they are shown
/// but not subtracted: they must fit the 1 - utilization headroom.
/// Every constant below says where it comes from; docs/vllm-memory.md has
/// the evidence.
class VllmMemoryProfile
{
public:
    /// Bytes of one activation value: the model runs in 16-bit (bf16/fp16)
    /// whatever its weights' format.
    static constexpr double kActivationBytes = 2.0;
    /// Bytes the sampler holds per logit at its peak: the gathered 16-bit
    /// logits (2), the float32 logits (4), the top-k/top-p sort's values (4)
    /// and int64 indices (8), the softmax of the sorted values (4) and the
    /// exponential draws of random sampling (4) (vllm/v1/sample/ops/
    /// topk_topp_sampler.py apply_top_k_top_p and random_sample; V0's
    /// sampler.py _apply_top_k_top_p, which its profile ran with top_p 0.99
    /// and top_k vocab - 1).
    static constexpr double kSamplerBytesPerLogit = 26.0;
    /// vLLM's default max_num_batched_tokens and max_num_seqs for `vllm serve`
    /// (vllm/engine/arg_utils.py, EngineArgs.get_batch_defaults): 8192 and
    /// 1024 on cards of at least 70 GiB other than the A100, else 2048 and 256.
    static constexpr int kLargeCardBatchedTokens = 8192;
    static constexpr int kSmallCardBatchedTokens = 2048;
    static constexpr int kLargeCardSequences = 1024;
    static constexpr int kSmallCardSequences = 256;
    static constexpr double kLargeCardGiB = 70.0;
    /// The total vLLM multiplies by the utilisation is what CUDA reports
    /// (torch.cuda.mem_get_info), less than nvidia-smi's by what the driver
    /// keeps: 79.22 GiB against 81,559 MiB on an H100 (vllm#10511), 23.57
    /// GiB against 24,576 MiB on an RTX 3090, 14.74 GiB against 15,360 MiB on
    /// a T4 (docs/vllm-memory.md): 0.26 to 0.43 GiB, 0.4 GiB taken.
    static constexpr double kDriverKeepsGiB = 0.4;
    /// Non-torch allocations of one card alone: vLLM measures them
    /// (non_torch_increase); 0.03 GiB on one card in vllm#13882.
    static constexpr double kNonTorchGiB = 0.03;
    /// NCCL communicators and the custom all-reduce buffers on a card that
    /// talks to others: about 0.2 GiB more non-torch memory (0.25 GiB at TP2
    /// in vllm#13061, 0.20 GiB per worker in vllm#14447).
    static constexpr double kNcclGiB = 0.2;
    /// CUDA graph pools: "Graph capturing finished in N secs, took X GiB"
    /// shows 0.1 to 1 GiB; 0.5 GiB is shown as the estimate.
    static constexpr double kCudaGraphsGiB = 0.5;

    /// The terms of one card. `weightsPerCard` is the sizing's own figure;
    /// maxBatchedTokens / maxSequences of 0 take vLLM's default for the card.
    static VllmMemoryTerms evaluate(const Card &card, double utilization, Bytes weightsPerCard,
                                    const ModelFamily &model, const Layout &layout,
                                    int maxBatchedTokens, int maxSequences);

    /// vLLM's defaults for a card (see the constants).
    static int defaultBatchedTokens(const Card &card);
    static int defaultSequences(const Card &card);
    /// The card's total memory as the profile sees it: what the driver
    /// reports less kDriverKeepsGiB (a fixed budget as it is).
    static Bytes cardMemory(const Card &card);
};

} // namespace llmconf
