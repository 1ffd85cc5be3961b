// SPDX-License-Identifier: MIT
#include "checkpointlayout.h"

#include "checkpoint.h"
#include "expertweights.h"
#include "layout.h"
#include "modelfamily.h"
#include "weightformatfacts.h"

#include <algorithm>

namespace llmconf {

namespace {

constexpr double kSixteenBit = 2.0; // embeddings, norms, router, MLA's absorbed copies
constexpr double kFloat32 = 4.0;    // the router's score-correction bias

/// Bytes of one layer's (or the model's) tensors, by how the cards hold them.
struct Groups
{
    double split = 0;    // divided by the rank's TP
    double whole = 0;    // on every card
    double absorbed = 0; // runtime copies, divided by TP, not in the checkpoint
};

/// Bytes per parameter of the linear layers other than the routed experts:
/// FP8 and the INT8 formats quantise every linear layer; NVFP4, MXFP4 and
/// INT4 checkpoints keep attention, shared experts and the dense MLP in 16
/// bits (gpt-oss, the NVFP4 releases, Kimi's INT4 "ignore" list).
double linearBytes(const Checkpoint &c)
{
    switch (c.format) {
    case WeightFormat::Fp8BlockScaled:
    case WeightFormat::Int8W8A8:
    case WeightFormat::Int8W8A16:
        return WeightFormatFacts::bytesPerParameter(c.format, c.weightBlockSize);
    default:
        return kSixteenBit;
    }
}

/// One attention layer: MLA or grouped-query, with the indexer where there is one.
Groups attentionLayer(const ModelFamily &m, double q, int tp)
{
    const ModelShape &s = m.shape;
    const AttentionArchitecture &a = m.attention;
    const double h = s.hiddenSize, heads = s.numAttentionHeads;
    Groups g;
    g.whole += 2 * h * kSixteenBit; // input and post-attention norms
    if (a.kind == AttentionKind::LatentMla) {
        const double qk = s.qkNopeHeadDim + a.qkRopeHeadDim, kvr = a.kvLoraRank;
        if (s.qkNopeHeadDim <= 0 || s.vHeadDim <= 0 || heads <= 0)
            return g;
        // ReplicatedLinear: q_a_proj, kv_a_proj_with_mqa and their norms.
        g.whole +=
            (s.qLoraRank * h + (kvr + a.qkRopeHeadDim) * h) * q + (s.qLoraRank + kvr) * kSixteenBit;
        const double qProj = s.qLoraRank > 0 ? s.qLoraRank * heads * qk : h * heads * qk;
        const double kvB = kvr * heads * (s.qkNopeHeadDim + s.vHeadDim);
        g.split += (qProj + kvB + heads * s.vHeadDim * h) * q;
        g.absorbed += kvB * kSixteenBit;
        if (a.indexerLayers > 0 && s.indexNHeads > 0 && a.indexHeadDim > 0 && s.qLoraRank > 0)
            g.whole += (s.qLoraRank * s.indexNHeads * a.indexHeadDim + h * a.indexHeadDim) * q +
                       (2.0 * a.indexHeadDim + h * s.indexNHeads) * kSixteenBit;
        return g;
    }
    if (heads <= 0)
        return g;
    const double kvHeads = s.numKeyValueHeads > 0 ? s.numKeyValueHeads : heads;
    const double dim = s.headDim > 0 ? s.headDim : h / heads;
    g.split += 2 * h * heads * dim * q; // q_proj, o_proj
    // Fewer KV heads than TP: each card holds one whole (QKVParallelLinear).
    if (kvHeads >= tp)
        g.split += 2 * h * kvHeads * dim * q;
    else
        g.whole += 2 * h * dim * q;
    return g;
}

/// The MLP of one layer with routed experts, less the routed experts themselves.
Groups moeLayer(const ModelShape &s, double q)
{
    Groups g;
    const double h = s.hiddenSize;
    g.whole += h * s.nRoutedExperts * kSixteenBit + s.nRoutedExperts * kFloat32;
    g.split += 3 * h * double(s.moeIntermediateSize) * s.nSharedExperts * q;
    return g;
}

Groups denseLayer(const ModelShape &s, double q)
{
    Groups g;
    g.split += 3.0 * s.hiddenSize * double(s.intermediateSize) * q;
    return g;
}

void add(Groups &to, const Groups &g, double times)
{
    to.split += times * g.split;
    to.whole += times * g.whole;
    to.absorbed += times * g.absorbed;
}

} // namespace

CheckpointLayout::PerCard CheckpointLayout::perCard(const ModelFamily &model,
                                                    const Checkpoint &checkpoint,
                                                    const Layout &layout, bool draftLayersLoaded)
{
    // The even split: attention and dense layers over the rank's TP x PP
    // cards, the routed experts over all cards of the copy.
    const Bytes routedBytes = ExpertWeights::routed(model, checkpoint);
    PerCard even;
    even.split = (checkpoint.size - routedBytes) / double(std::max(1, layout.cardsPerRank())) +
                 routedBytes / double(std::max(1, layout.cardsPerCopy()));
    const ModelShape &s = model.shape;
    const int layers = model.attention.numHiddenLayers;
    // Experts the shape names but the checkpoint cannot hold: not its shape.
    const bool expertsUnknown =
        ExpertWeights::routedParameters(model) > 0 && routedBytes.value() <= 0;
    if (s.hiddenSize <= 0 || s.vocabSize <= 0 || layers <= 0 || expertsUnknown)
        return even;
    const int tp = std::max(1, layout.tp), pp = std::max(1, layout.pp);
    const double q = linearBytes(checkpoint);

    // Every layer of the model, as the checkpoint stores it.
    const int routedLayers = s.hasExperts() ? s.routedLayers(layers) : 0;
    const Groups attention = attentionLayer(model, q, tp);
    Groups body;
    add(body, attention, model.attention.attentionLayers);
    add(body, moeLayer(s, q), routedLayers);
    add(body, denseLayer(s, q), layers - routedLayers);
    const double embedding = double(s.vocabSize) * s.hiddenSize * kSixteenBit;
    const double embeddings = s.tieWordEmbeddings ? embedding : 2 * embedding;
    const double routed = routedBytes.value();
    // The MTP layer: a layer with experts, its eh_proj and norms, and its own
    // embedding and head (DeepSeek-V3's README_WEIGHTS.md: 14B of the 685B).
    Groups mtpLayer = attention;
    add(mtpLayer, s.hasExperts() ? moeLayer(s, q) : denseLayer(s, q), 1);
    const double routedPerLayer = routedLayers > 0 ? routed / routedLayers : 0;
    const double mtp =
        s.numNextnPredictLayers * (mtpLayer.split + mtpLayer.whole + routedPerLayer +
                                   2.0 * s.hiddenSize * s.hiddenSize * q + embeddings);

    const double finalNorm = s.hiddenSize * kSixteenBit;
    const double counted = body.split + body.whole + finalNorm + embeddings + routed;
    const double size = checkpoint.size.value();
    // The router's float32 correction bias comes with noaux_tc routing
    // (DeepSeek-V3, GLM-5, Kimi-K2), not with DeepSeek-V2's greedy router; the
    // shape does not say which: a checkpoint without it is still this shape's.
    const double correctionBias = double(routedLayers) * s.nRoutedExperts * kFloat32;
    if (counted - correctionBias > size)
        return even;
    const double rest = std::max(0.0, size - counted - mtp);

    PerCard card;
    card.fromShape = true;
    // The worst pipeline stage: its share of the layers and the larger end
    // (embedding on the first stage, lm_head on the last).
    const double ends = pp > 1 ? embedding : embeddings;
    card.split = bytes((body.split + body.absorbed) / (double(tp) * pp) + ends / tp +
                       routed / std::max(1, layout.cardsPerCopy()) + rest / (double(tp) * pp));
    card.whole = bytes(body.whole / pp + finalNorm);
    if (!draftLayersLoaded || mtp <= 0) {
        card.notLoaded = bytes(std::min(mtp, size - counted));
        return card;
    }
    // Speculative decoding loads the MTP layers (on the last stage): split
    // as a layer of the body is, their routed experts over the copy's cards.
    const double n = s.numNextnPredictLayers;
    card.split +=
        bytes(n * (mtpLayer.split + 2.0 * s.hiddenSize * s.hiddenSize * q + embeddings) / tp +
              n * routedPerLayer / std::max(1, layout.cardsPerCopy()));
    card.whole += bytes(n * mtpLayer.whole);
    return card;
}

} // namespace llmconf
