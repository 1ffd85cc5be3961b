// SPDX-License-Identifier: MIT
#include "vllmmemoryprofile.h"

#include "card.h"
#include "layout.h"
#include "modelfamily.h"
#include "vllmversionprofile.h"

#include <algorithm>

namespace llmconf {

namespace {
/// The fused MoE of one layer (vllm/model_executor/layers/fused_moe/
/// fused_moe.py, fused_experts_impl): M = min(tokens, chunk) tokens, each
/// repeated top_k times; cache13 = M top_k max(N, K) (gate_up output N =
/// 2 x the expert width, reused for the down output K = hidden), cache2 =
/// M top_k N/2 (the activation), the output M K; with FP8 W8A8 the inputs
/// are quantised into copies of one byte a value (a1q M K, a2q M top_k N/2).
/// Under EP an expert is whole on its card: its width is not split by TP.
void moeWorkspace(VllmMemoryTerms &t, const ModelShape &s, const Layout &layout,
                  const VllmProfileSettings &settings)
{
    if (!s.hasExperts() || s.moeIntermediateSize <= 0)
        return;
    const double b = VllmMemoryProfile::kActivationBytes;
    const double hidden = s.hiddenSize;
    // DP + EP: every rank's MoE layer sees the tokens of all DP ranks
    // (all-gathered before the experts, reduce-scattered after).
    const int ranks = layout.ep ? std::max(1, layout.dp) : 1;
    const double gathered = double(t.maxBatchedTokens) * ranks;
    const double m = std::min<double>(gathered, VllmMemoryProfile::kFusedMoeChunkSize);
    t.moeTokens = int(m);
    const double width = double(s.moeIntermediateSize) / (layout.ep ? 1 : std::max(1, layout.tp));
    const double k = std::max(1, s.numExpertsPerTok);
    const double cache13 = m * k * std::max(2.0 * width, hidden) * b;
    const double cache2 = m * k * width * b;
    const double output = m * hidden * b;
    const double fp8Copies = settings.fp8Activations ? m * hidden + m * k * width : 0.0;
    t.moeWorkspace = bytes(cache13 + cache2 + output + fp8Copies);
    t.dpGathering = ranks > 1 ? bytes(gathered * hidden * b) : bytes(0);
}

/// The DSA indexer's prefill workspace (VllmMemoryProfile's constants):
/// from 0.13 reserved in the profile and kept, so charged beside the peak;
/// before, allocated with its copies inside the layer, a candidate for the
/// layer's peak (`transient`). Every card holds it whole: the indexer is
/// not split by TP.
void indexerWorkspace(VllmMemoryTerms &t, Bytes &transient, const AttentionArchitecture &a,
                      int context, bool kept)
{
    if (a.indexerLayers <= 0 || a.indexHeadDim <= 0 || context <= 0)
        return;
    const double entries = double(context) * VllmMemoryProfile::kIndexerPrefillTokensPerContext;
    const double keys = entries * (a.indexHeadDim + VllmMemoryProfile::kIndexerScaleBytes);
    if (kept)
        t.indexerWorkspace = bytes(keys + VllmMemoryProfile::kRadixTopkWorkspaceBytes);
    else
        transient = bytes(2.0 * keys);
}

/// One decoder layer on n tokens: the residual and the normed hidden states
/// plus the largest of its blocks' intermediates.
Bytes forwardPeak(const VllmMemoryTerms &t, const ModelShape &s, const Layout &layout,
                  Bytes indexerTransient)
{
    const double n = t.maxBatchedTokens;
    const double b = VllmMemoryProfile::kActivationBytes;
    const double tp = std::max(1, layout.tp);
    const double hidden = s.hiddenSize;
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
    const double experts = (t.moeWorkspace + t.dpGathering).value();
    return bytes(residual + std::max({attention, dense, experts, indexerTransient.value()}));
}

/// Communication buffers where cards reduce with each other (TP, and the DP
/// ranks of one copy); pipeline stages alone add none.
void communication(VllmMemoryTerms &t, const Card &card, const Layout &layout, int cardsPerServer)
{
    const int group = std::max(1, layout.tp) * std::max(1, layout.dp);
    if (group <= 1)
        return;
    // The NVLink figure is measured on NVSwitch systems (HGX H100); bridged
    // PCIe cards (H100 NVL, H200 NVL) have no log and take the PCIe figure.
    const bool nvswitch =
        card.formFactor == FormFactor::Sxm || card.formFactor == FormFactor::Superchip;
    t.ncclAcrossServers = cardsPerServer > 0 && group > cardsPerServer;
    t.ncclOverNvlink = nvswitch && card.link.hasNvlink() && card.nvlinkGroup >= group;
    // A group over two servers keeps NCCL's network buffers besides the
    // intra-node ones: at least what an NVLink group keeps, never the PCIe figure.
    t.nccl = gibibytes(t.ncclOverNvlink || t.ncclAcrossServers
                           ? VllmMemoryProfile::kNvlinkCommunicationGiB
                           : VllmMemoryProfile::kPcieCommunicationGiB);
}
} // namespace

double VllmMemoryProfile::pageSlotsPerAttentionLayer(int attentionLayers, int linearLayers)
{
    if (attentionLayers <= 0 || linearLayers <= 0)
        return 1.0;
    const int fewer = std::min(attentionLayers, linearLayers);
    const int more = std::max(attentionLayers, linearLayers);
    const int groupSize = more < 1.5 * fewer ? more : fewer;
    const auto padded = [groupSize](int layers) {
        return (layers + groupSize - 1) / groupSize * groupSize;
    };
    return double(padded(attentionLayers) + padded(linearLayers)) / attentionLayers;
}

Bytes VllmMemoryProfile::cardMemory(const Card &card)
{
    return card.fixedBudget.value() > 0 ? card.nominalMemory
                                        : card.driverMemory - gibibytes(kDriverKeepsGiB);
}

QList<VllmNamedTerm> VllmMemoryProfile::namedTerms(const VllmMemoryTerms &t)
{
    const bool forward = t.forwardPeak >= t.samplerPeak;
    const auto term = [](const char *id, Bytes size, bool charged, const char *source) {
        return VllmNamedTerm{QString::fromLatin1(id), size, charged, QString(),
                             QString::fromLatin1(source)};
    };
    QList<VllmNamedTerm> terms{
        term("weights", t.weights, true, "gpu_model_runner.py load_model"),
        term("forwardPass", t.forwardPeak, forward, "gpu_model_runner.py _dummy_run"),
        term("moeWorkspace", t.moeWorkspace, forward && t.moeWorkspace.value() > 0,
             "fused_moe.py fused_experts_impl (cache13, cache2, output, FP8 a1q/a2q)"),
        term("dpGathering", t.dpGathering, forward && t.dpGathering.value() > 0,
             "DP + EP: hidden states of every DP rank all-gathered before the experts"),
        term("sampler", t.samplerPeak, !forward, "gpu_model_runner.py _dummy_sampler_run"),
        term("indexerWorkspace", t.indexerWorkspace, t.indexerWorkspace.value() > 0,
             "sparse_attn_indexer.py: workspace of max_model_len x 40 keys reserved in the "
             "profile (0.13 on, vllm#27532)"),
        term("nonTorch", t.nonTorch, true, "mem_utils.py memory_profiling non_torch_increase"),
        term("nccl", t.nccl, true, "non-torch rise over TP1 in logs (NCCL, custom all-reduce)"),
        term("cudaContext", t.cudaContext, t.cudaContext.value() > 0,
             "V1 0.8 gpu_worker.py: no baseline snapshot, the whole card charged"),
        term("cudaGraphs", t.cudaGraphs, t.graphsSubtracted,
             "0.20 on: VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS by default (vllm#38284)"),
    };
    // The MoE layer's buffers are the forward pass's largest block.
    terms[2].partOf = terms[3].partOf = QStringLiteral("forwardPass");
    return terms;
}

int VllmMemoryProfile::defaultBatchedTokens(const Card &card)
{
    return VllmVersionProfile::of(VllmVersion{}, card).defaultBatchedTokens(card, 0);
}

int VllmMemoryProfile::defaultSequences(const Card &card)
{
    return VllmVersionProfile::of(VllmVersion{}, card).defaultSequences(card);
}

VllmMemoryTerms VllmMemoryProfile::evaluate(const Card &card, Bytes weightsPerCard,
                                            const ModelFamily &model, const Layout &layout,
                                            const VllmProfileSettings &settings)
{
    const VllmVersionProfile release = VllmVersionProfile::of(settings.version, card);
    VllmMemoryTerms t;
    t.active = true;
    t.cardMemory = cardMemory(card);
    t.utilization = settings.utilization;
    t.requested = settings.utilization * t.cardMemory;
    t.headroom = t.cardMemory - t.requested;
    t.defaultSequences = settings.maxSequences <= 0;
    t.maxSequences = t.defaultSequences ? release.defaultSequences(card) : settings.maxSequences;
    t.defaultBatchedTokens = settings.maxBatchedTokens <= 0;
    const int batched = t.defaultBatchedTokens
                            ? release.defaultBatchedTokens(card, settings.context)
                            : settings.maxBatchedTokens;
    t.maxBatchedTokens = release.profiledTokens(batched, t.maxSequences, settings.context);
    t.weights = weightsPerCard;
    t.version = release.version;
    t.engine = release.engine;
    t.samplerBytesPerLogit = release.samplerBytesPerLogit;

    const ModelShape &s = model.shape;
    moeWorkspace(t, s, layout, settings);
    Bytes indexerTransient;
    indexerWorkspace(t, indexerTransient, model.attention, settings.context,
                     release.indexerWorkspaceKept);
    t.forwardPeak = forwardPeak(t, s, layout, indexerTransient);
    // The sampler for min(max_num_seqs, max_num_batched_tokens) requests,
    // while the forward pass's hidden states are still held. Every card of a
    // TP group holds it: V1 all-gathers the logits to every rank; V0 gathers
    // them to the driver, whose smaller cache then sizes every worker's.
    const double n = t.maxBatchedTokens;
    const double requests = std::min<double>(t.maxSequences, n);
    t.samplerPeak = bytes(n * s.hiddenSize * kActivationBytes +
                          requests * double(s.vocabSize) * t.samplerBytesPerLogit);
    t.activations = std::max(t.forwardPeak, t.samplerPeak);
    t.pipelineStages = std::max(1, layout.pp);
    // Without the model's widths the activations cannot be estimated: the
    // formulas say so rather than pretend they are nothing.
    t.activationsKnown = s.hiddenSize > 0;

    t.nonTorch = gibibytes(t.engine == VllmEngine::V0 ? kV0NonTorchGiB : kV1NonTorchGiB);
    communication(t, card, layout, settings.cardsPerServer);
    t.cudaContext = release.chargesCudaContext ? gibibytes(kCudaContextGiB) : bytes(0);
    // An eager run captures no graphs, and vLLM skips their estimate
    // (gpu_worker.py determine_available_memory: only if cudagraph_mode != NONE).
    t.eager = settings.enforceEager;
    t.cudaGraphs = t.eager ? bytes(0) : gibibytes(kCudaGraphsGiB);
    t.graphsSubtracted = release.graphsSubtracted && !t.eager;
    return t;
}

} // namespace llmconf
