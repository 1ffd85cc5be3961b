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
    /// Float32 copies of the logits the dummy sampler holds at once: the
    /// logits cast to float32, softmax probabilities and the exponential
    /// draws of random sampling (vllm/v1/sample/sampler.py,
    /// ops/topk_topp_sampler.py random_sample: q.exponential_(); probs.div_(q)).
    static constexpr int kSamplerFloat32Copies = 3;
    /// vLLM's default max_num_batched_tokens and max_num_seqs for `vllm serve`
    /// (vllm/engine/arg_utils.py, EngineArgs.get_batch_defaults): 8192 and
    /// 1024 on cards of at least 70 GiB other than the A100, else 2048 and 256.
    static constexpr int kLargeCardBatchedTokens = 8192;
    static constexpr int kSmallCardBatchedTokens = 2048;
    static constexpr int kLargeCardSequences = 1024;
    static constexpr int kSmallCardSequences = 256;
    static constexpr double kLargeCardGiB = 70.0;
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
    /// The card's total memory as the profile sees it.
    static Bytes cardMemory(const Card &card);
};

} // namespace llmconf
