// SPDX-License-Identifier: MIT
#pragma once

#include "vllmmemoryterms.h"

#include <QList>
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
/// profile_run / _dummy_run / _dummy_sampler_run). Before vLLM 0.20 CUDA
/// graphs are captured after the cache is sized (compile_or_warm_up_model),
/// so they are shown but not subtracted: they must fit the 1 - utilization
/// headroom; from 0.20 their estimate is subtracted (VllmVersionProfile).
/// Every constant below says where it comes from; docs/vllm-memory.md has
/// the evidence.
/// What of the build the profile reads besides the card, model and layout.
struct VllmProfileSettings
{
    double utilization = 0;
    int maxBatchedTokens = 0;    // 0: the release's default for the card
    int maxSequences = 0;        // 0: the release's default for the card
    int context = 0;             // max_model_len
    VllmVersion version;         // 0.0: the catalogue's current release
    int cardsPerServer = 0;      // 0: every card of the group in one server
    bool fp8Activations = false; // FP8 W8A8 weights: the MoE quantises its inputs
    bool enforceEager = false;   // --enforce-eager: no CUDA graphs captured or estimated
};

/// One named term of the profile, as the formula text and the JSON
/// (`vllmProfileTerms`) show it; docs/vllm-memory.md has each source.
struct VllmNamedTerm
{
    QString id;           // "moeWorkspace", "dpGathering", "sampler", ...
    Bytes size;           // per card
    bool charged = false; // taken from the cache (else shown only)
    QString partOf;       // a part of another term ("forwardPass"), not added again
    QString source;       // vLLM's file and function, or where the figure is read off
};

class VllmMemoryProfile
{
public:
    /// Bytes of one activation value: the model runs in 16-bit (bf16/fp16)
    /// whatever its weights' format.
    static constexpr double kActivationBytes = 2.0;
    /// Bytes the sampler holds per logit at its peak, counted tensor by tensor
    /// in vLLM's code (docs/vllm-memory.md has the lines):
    /// V0 (vllm/model_executor/layers/sampler.py, _apply_top_k_top_p, which
    /// its profile runs with top_p 0.99 and top_k vocab - 1), at the scatter:
    /// the model's 16-bit logits 2 + float32 logits 4 + sorted values 4 +
    /// sort indices (int64) 8 + top-k mask 1 + softmax of the sorted values 4
    /// + its cumsum 4 + top-p mask 1 + the scattered result 4 = 32.
    static constexpr double kV0SamplerBytesPerLogit = 32.0;
    /// V1 (vllm/v1/sample/sampler.py and ops/topk_topp_sampler.py,
    /// forward_native / random_sample): 16-bit logits 2 + float32 logits 4 +
    /// softmax probabilities 4 + the exponential draws q 4 = 14. vLLM 0.19's
    /// logs measure 14.9 to 15.1 (Llama-3.1-8B, Qwen2.5-7B, Llama-3.3-70B).
    static constexpr double kV1SamplerBytesPerLogit = 14.0;
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
    /// keeps for itself. Not in vLLM's code: read off logs against the
    /// cards' nvidia-smi totals: 0.43 GiB (H100, 79.22 of 81,559 MiB,
    /// vllm#10511), 0.46 (H100, 79.19, vLLM 0.19), 0.43 (RTX 3090, 23.57 of
    /// 24,576 MiB), 0.44 (RTX 4090, 23.55 of 24,564 MiB, vllm#13061), 0.26
    /// (T4, 14.74 of 15,360 MiB). 0.4 GiB is taken for every card.
    static constexpr double kDriverKeepsGiB = 0.4;
    /// Allocations outside torch on a card alone (cuBLAS workspaces, kernels'
    /// buffers): vLLM measures them (non_torch_increase), they are not
    /// computable. V0: 0.03 GiB on one card in vllm#13882 (0.05 in the T4
    /// log, 0.10 in the RTX 3090 log). V1 (0.19): 0.24 and 0.25 GiB in
    /// llm-d-planner's TP1 runs (Qwen2.5-7B, Llama-3.1-8B on H100).
    static constexpr double kV0NonTorchGiB = 0.03;
    static constexpr double kV1NonTorchGiB = 0.25;
    /// NCCL communicators and all-reduce buffers on a card of a tensor-
    /// parallel group, measured as the rise of non-torch memory over TP1:
    /// over PCIe about 0.2 GiB (0.25 GiB in all at TP2 on RTX 4090,
    /// vllm#13061; 0.20 per worker on 24 GB cards, vllm#14447); over NVLink
    /// (H100 SXM, NVSwitch) 1.84 GiB, the mean of +1.79 (vLLM 0.6.5, TP2,
    /// vllm#10511: 3.58 against 1.79) and +1.82, +1.88, +1.82, +1.89 (vLLM
    /// 0.19, Llama-3.1-8B and Qwen2.5-7B at TP2 and TP4, llm-d-planner's
    /// accuracy report): NCCL's NVLink SHARP buffers, the custom all-reduce
    /// and FlashInfer's all-reduce fusion workspaces, which vLLM allocates
    /// outside torch during the profile. Measured on NVSwitch boards only:
    /// bridged PCIe cards (H100 NVL, H200 NVL) take the PCIe figure.
    /// Pipeline stages alone add none (0.07 GiB at PP2 and PP4 in the same
    /// report).
    static constexpr double kPcieCommunicationGiB = 0.2;
    static constexpr double kNvlinkCommunicationGiB = 1.84;
    /// CUDA graph pools: "Graph capturing finished in N secs, took X GiB"
    /// shows 0.1 to 1 GiB; 0.5 GiB is shown as the estimate.
    static constexpr double kCudaGraphsGiB = 0.5;

    /// vLLM's VLLM_FUSED_MOE_CHUNK_SIZE: the fused MoE runs at most this many
    /// tokens at once (vllm/envs.py, default 32768; fused_moe.py,
    /// fused_experts_impl: M = min(num_tokens, CHUNK_SIZE)).
    static constexpr int kFusedMoeChunkSize = 32768;
    /// The sparse-attention (DSA) indexer's prefill workspace: keys of
    /// max_model_len x 40 tokens (vllm/v1/attention/backends/mla/indexer.py,
    /// get_max_prefill_buffer_size: "40 is a magic number"), each
    /// index_head_dim FP8 bytes and a 4-byte float32 scale
    /// (sparse_attn_indexer.py, _gather_workspace_shapes), plus the radix
    /// top-k's 1 MiB (RADIX_TOPK_WORKSPACE_SIZE). From vLLM 0.13 (vllm#27532,
    /// merged 12 December 2025) the profile run reserves it from the
    /// workspace manager, which keeps it; before, the profile's fake op
    /// allocated the keys and copied values and scales out of them
    /// (`.contiguous()`), inside the layer only.
    static constexpr int kIndexerPrefillTokensPerContext = 40;
    static constexpr double kIndexerScaleBytes = 4.0;
    static constexpr double kRadixTopkWorkspaceBytes = 1024.0 * 1024.0;
    /// The CUDA context and PyTorch's own start-up allocations, which a
    /// profile without a baseline snapshot (V1 of vLLM 0.8) charged:
    /// "Estimate": the context on Ampere/Hopper cards is 0.4 to 0.6 GiB.
    static constexpr double kCudaContextGiB = 0.5;

    /// The terms of one card. `weightsPerCard` is the sizing's own figure.
    [[nodiscard]] static VllmMemoryTerms evaluate(const Card &card, Bytes weightsPerCard,
                                                  const ModelFamily &model, const Layout &layout,
                                                  const VllmProfileSettings &settings);

    /// Every term by name, in the order of the formula.
    static QList<VllmNamedTerm> namedTerms(const VllmMemoryTerms &terms);

    /// vLLM's defaults for a card in the current release (see the constants).
    static int defaultBatchedTokens(const Card &card);
    static int defaultSequences(const Card &card);
    /// vLLM's hybrid allocator gives every layer of a model with linear
    /// attention (gated delta net, KDA) the same page (kv_cache_utils.py,
    /// _get_kv_cache_groups_uniform_page_size): the attention and the linear
    /// layers are split into groups of the smaller count (the larger where it
    /// is below 1.5 x the smaller), padded to whole groups, and each slot takes
    /// an attention layer's page. Slots per attention layer: what "GPU KV cache
    /// size" divides by beyond the attention cache (1 without linear layers).
    static double pageSlotsPerAttentionLayer(int attentionLayers, int linearLayers);
    /// The card's total memory as the profile sees it: what the driver
    /// reports less kDriverKeepsGiB (a fixed budget as it is).
    static Bytes cardMemory(const Card &card);
};

} // namespace llmconf
