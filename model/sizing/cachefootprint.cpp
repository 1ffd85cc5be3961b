// SPDX-License-Identifier: MIT
#include "cachefootprint.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

namespace {
constexpr int kScaleBlock = 128; // values per FP32 scale in vLLM's FP8 layouts
constexpr int kScaleBytes = 4;

int ceilDiv(int a, int b)
{
    return (a + b - 1) / b;
}
} // namespace

double CacheFootprint::fp8WithScaleBytes(int values)
{
    return double(values) + double(ceilDiv(values, kScaleBlock) * kScaleBytes);
}

CacheFootprint::CacheFootprint(const AttentionArchitecture &attention, CacheDtype dtype)
    : m_attention(attention), m_dtype(dtype)
{
    const double valueBytes = dtype == CacheDtype::Fp8 ? 1.0 : 2.0;
    const AttentionArchitecture &a = attention;

    double perLayer = 0;
    if (a.kind == AttentionKind::GroupedQuery) {
        perLayer = 2.0 * a.numKeyValueHeads * a.headDim * valueBytes;
    } else if (dtype == CacheDtype::Fp8 && a.qkRopeHeadDim > 0 && a.indexerLayers > 0) {
        // vLLM's fp8_ds_mla layout, which only sparse MLA uses: FP8 latent
        // with one FP32 scale per 128 values, RoPE part in 16 bits (656 bytes
        // for 512 + 64). Plain MLA stores the latent as FP8 values, 576 bytes
        // (MLAAttentionSpec.real_page_size_bytes).
        perLayer = fp8WithScaleBytes(a.kvLoraRank) + 2.0 * a.qkRopeHeadDim;
    } else {
        perLayer = double(a.kvLoraRank + a.qkRopeHeadDim) * valueBytes;
    }
    m_attentionPerToken = bytes(perLayer * a.attentionLayers);

    double indexerPerLayer = 0;
    if (a.indexerLayers > 0) {
        indexerPerLayer = a.indexerKeyFormat == IndexerKeyFormat::Fp8WithScale
                              ? fp8WithScaleBytes(a.indexHeadDim)
                              : double(a.indexHeadDim) * valueBytes;
    }
    m_indexerPerToken = bytes(indexerPerLayer * a.indexerLayers);
}

Bytes CacheFootprint::linearState() const
{
    const AttentionArchitecture &a = m_attention;
    const int columns = a.linearStateDim > 0 ? a.linearStateDim : a.linearHeadDim;
    return bytes(double(a.linearLayers) * (double(a.linearNumHeads) * a.linearHeadDim * columns *
                                               a.linearStateBytesPerValue +
                                           a.convStateBytesPerLayer));
}

double CacheFootprint::attentionTokens(int context) const
{
    const AttentionArchitecture &a = m_attention;
    const int full = a.attentionLayers - a.slidingWindowLayers;
    const int windowed = std::min(context, a.slidingWindow);
    return (double(full) * context + double(a.slidingWindowLayers) * windowed) /
           double(a.attentionLayers);
}

Bytes CacheFootprint::perConversation(int context) const
{
    if (m_attention.slidingWindowLayers <= 0 || m_attention.attentionLayers <= 0)
        return double(context) * perToken() + linearState();
    return attentionTokens(context) * m_attentionPerToken + double(context) * m_indexerPerToken +
           linearState();
}

double CacheFootprint::stageShare(int pp) const
{
    const int layers = m_attention.numHiddenLayers;
    return double(ceilDiv(layers, std::max(1, pp))) / double(layers);
}

Bytes CacheFootprint::perCard(int context, const Layout &layout) const
{
    const AttentionArchitecture &a = m_attention;
    const double share = stageShare(layout.pp) / double(std::max(1, layout.dcp));

    const double attention = attentionShare(layout);
    const Bytes growing =
        a.slidingWindowLayers > 0 && a.attentionLayers > 0
            ? attentionTokens(context) * attention * m_attentionPerToken +
                  double(context) * m_indexerPerToken
            : double(context) * (attention * m_attentionPerToken + m_indexerPerToken);

    Bytes state = bytes(0);
    if (a.linearLayers > 0) {
        const int headsPerCard = std::max(1, ceilDiv(a.linearNumHeads, layout.tp));
        state = linearState() * (double(headsPerCard) / double(a.linearNumHeads));
    }
    return share * growing + stageShare(layout.pp) * state;
}

double CacheFootprint::attentionShare(const Layout &layout) const
{
    // GQA heads are divided over the TP group, at least one per card; a
    // latent and the indexer key are replicated on every card of it.
    const AttentionArchitecture &a = m_attention;
    if (a.kind != AttentionKind::GroupedQuery || a.numKeyValueHeads < 1)
        return 1.0;
    const int headsPerCard = std::max(1, ceilDiv(a.numKeyValueHeads, layout.tp));
    return double(headsPerCard) / double(a.numKeyValueHeads);
}

Bytes CacheFootprint::perTokenPerCard(const Layout &layout) const
{
    return (attentionShare(layout) * m_attentionPerToken + m_indexerPerToken) *
           (stageShare(layout.pp) / double(std::max(1, layout.dcp)));
}

Bytes CacheFootprint::publishedPerCard(int context, const Layout &layout) const
{
    const AttentionArchitecture &a = m_attention;
    if (!a.hasPlanningFigure())
        return bytes(0);
    // The published figure is a 16-bit latent cache: replicated under TP,
    // proportional to the context, halved in FP8 (the sources' rule).
    const double dtypeShare = m_dtype == CacheDtype::Fp8 ? 0.5 : 1.0;
    return a.planningCache * (double(context) / double(a.planningContext)) * dtypeShare *
           stageShare(layout.pp) / double(std::max(1, layout.dcp));
}

} // namespace llmconf
