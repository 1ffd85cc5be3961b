// SPDX-License-Identifier: MIT
#include "vllmmemoryprofile.h"

#include "card.h"
#include "layout.h"
#include "modelfamily.h"

#include <algorithm>

namespace llmconf {

namespace {
bool largeCard(const Card &card)
{
    // get_batch_defaults: device_memory >= 70 GiB and "a100" not in the name.
    return inGiB(VllmMemoryProfile::cardMemory(card)) >= VllmMemoryProfile::kLargeCardGiB &&
           !card.id.contains(QLatin1String("a100"), Qt::CaseInsensitive) &&
           !card.name.contains(QLatin1String("a100"), Qt::CaseInsensitive);
}
} // namespace

Bytes VllmMemoryProfile::cardMemory(const Card &card)
{
    return card.fixedBudget.value() > 0 ? card.nominalMemory
                                        : card.driverMemory - gibibytes(kDriverKeepsGiB);
}

int VllmMemoryProfile::defaultBatchedTokens(const Card &card)
{
    return largeCard(card) ? kLargeCardBatchedTokens : kSmallCardBatchedTokens;
}

int VllmMemoryProfile::defaultSequences(const Card &card)
{
    return largeCard(card) ? kLargeCardSequences : kSmallCardSequences;
}

VllmMemoryTerms VllmMemoryProfile::evaluate(const Card &card, double utilization,
                                            Bytes weightsPerCard, const ModelFamily &model,
                                            const Layout &layout, int maxBatchedTokens,
                                            int maxSequences, VllmEngine engine)
{
    VllmMemoryTerms t;
    t.active = true;
    t.cardMemory = cardMemory(card);
    t.utilization = utilization;
    t.requested = utilization * t.cardMemory;
    t.headroom = t.cardMemory - t.requested;
    t.defaultBatchedTokens = maxBatchedTokens <= 0;
    t.maxBatchedTokens = t.defaultBatchedTokens ? defaultBatchedTokens(card) : maxBatchedTokens;
    t.defaultSequences = maxSequences <= 0;
    t.maxSequences = t.defaultSequences ? defaultSequences(card) : maxSequences;
    t.weights = weightsPerCard;
    t.engine = engine;
    t.samplerBytesPerLogit =
        engine == VllmEngine::V0 ? kV0SamplerBytesPerLogit : kV1SamplerBytesPerLogit;

    const ModelShape &s = model.shape;
    const double n = t.maxBatchedTokens;
    const double b = kActivationBytes;
    const double tp = std::max(1, layout.tp);
    const double hidden = s.hiddenSize;

    // One decoder layer on n tokens holds the residual and the normed hidden
    // states, plus the largest of its blocks' intermediates.
    const double residual = 2.0 * n * hidden * b;
    double attention = 0.0;
    if (s.numAttentionHeads > 0) {
        const double headDim =
            s.headDim > 0 ? s.headDim : (hidden > 0 ? hidden / s.numAttentionHeads : 0.0);
        const double kvHeads = s.numKeyValueHeads > 0 ? s.numKeyValueHeads : s.numAttentionHeads;
        // The fused QKV projection and the attention output, split over TP.
        attention = n * (2.0 * s.numAttentionHeads + 2.0 * kvHeads) * headDim * b / tp;
    }
    // A dense MLP: the fused gate_up output (2 x intermediate) and the
    // activation's output (1 x intermediate), split over TP.
    const double dense = 3.0 * n * s.intermediateSize * b / tp;
    double experts = 0.0;
    if (s.hasExperts() && s.moeIntermediateSize > 0) {
        // Fused MoE (vllm/model_executor/layers/fused_moe/fused_moe.py): its
        // intermediate caches hold top_k copies of each token, gate_up
        // (2 x moe_intermediate), the activation (1 x) and the down output
        // (hidden).
        const double k = std::max(1, s.numExpertsPerTok);
        experts = n * k * (3.0 * s.moeIntermediateSize / tp + hidden) * b;
    }
    t.forwardPeak = bytes(residual + std::max({attention, dense, experts}));

    // The sampler for min(max_num_seqs, max_num_batched_tokens) requests,
    // while the forward pass's hidden states are still held. Every card of a
    // TP group holds it: V1 all-gathers the logits to every rank; V0 gathers
    // them to the driver, whose smaller cache then sizes every worker's.
    const double requests = std::min<double>(t.maxSequences, n);
    const double vocab = s.vocabSize;
    t.samplerPeak = bytes(n * hidden * b + requests * vocab * t.samplerBytesPerLogit);
    t.activations = std::max(t.forwardPeak, t.samplerPeak);
    // Without the model's widths the activations cannot be estimated: the
    // formulas say so rather than pretend they are nothing.
    t.activationsKnown = hidden > 0;

    t.nonTorch = gibibytes(engine == VllmEngine::V0 ? kV0NonTorchGiB : kV1NonTorchGiB);
    // Communication buffers where cards reduce with each other (TP, and the
    // DP ranks of one copy); pipeline stages alone add none.
    const int group = std::max(1, layout.tp) * std::max(1, layout.dp);
    // The NVLink figure is measured on NVSwitch systems (HGX H100); bridged
    // PCIe cards (H100 NVL, H200 NVL) have no log and take the PCIe figure.
    const bool nvswitch =
        card.formFactor == FormFactor::Sxm || card.formFactor == FormFactor::Superchip;
    t.ncclOverNvlink = nvswitch && card.link.hasNvlink() && card.nvlinkGroup >= group;
    t.nccl = group > 1
                 ? gibibytes(t.ncclOverNvlink ? kNvlinkCommunicationGiB : kPcieCommunicationGiB)
                 : bytes(0);
    t.cudaGraphs = gibibytes(kCudaGraphsGiB);
    return t;
}

} // namespace llmconf
