// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QString>

namespace llmconf {

/// The kind of full-attention layer, as config.json describes it.
enum class AttentionKind {
    GroupedQuery, // keys and values per KV head (GQA, MHA)
    LatentMla     // one compressed latent per layer (DeepSeek-style MLA)
};

/// How the sparse-attention indexer stores its key.
enum class IndexerKeyFormat {
    Fp8WithScale, // DeepSeek-V3.2 style: FP8 values and one FP32 scale per 128, whatever the cache
                  // dtype
    CacheDtype    // follows the KV cache dtype
};

/// The parts of a model that make its cache, in config.json's own field names.
struct AttentionArchitecture
{
    int numHiddenLayers = 0;

    AttentionKind kind = AttentionKind::GroupedQuery;
    int attentionLayers = 0; // layers with a growing cache (full or sparse attention)
    int numKeyValueHeads = 0;
    int headDim = 0;
    int kvLoraRank = 0;
    int qkRopeHeadDim = 0;

    // Sliding-window layers (gpt-oss, Gemma): some of the attention layers
    // keep only the last `slidingWindow` tokens. vLLM still charges them the
    // full size per token; per conversation their cache stops at the window.
    int slidingWindowLayers = 0;
    int slidingWindow = 0;

    int indexerLayers = 0; // 0: no sparse-attention indexer
    int indexHeadDim = 0;
    IndexerKeyFormat indexerKeyFormat = IndexerKeyFormat::CacheDtype;

    int linearLayers = 0; // linear attention (KDA, gated delta net): a fixed state
    int linearNumHeads = 0;
    int linearHeadDim = 0;
    int linearStateBytesPerValue = 4;
    // Columns of each head's state: 0 for a square head_dim x head_dim state
    // (KDA, gated delta net); Mamba-2 keeps head_dim x ssm_state_size.
    int linearStateDim = 0;
    // The short-convolution state of each linear layer (gated delta net,
    // Mamba): (conv_kernel - 1) x channels x dtype bytes, fixed per conversation.
    int convStateBytesPerLayer = 0;
    // Falcon-H1: every layer runs attention and a Mamba-2 mixer side by side,
    // so linear and attention layers together count each layer twice.
    bool linearBesideAttention = false;

    /// A published planning figure for the whole cache of one conversation,
    /// used instead of the arithmetic when it is larger (or when asked for).
    Bytes planningCache;
    int planningContext = 0;
    LocalizedText planningSource;

    bool hasPlanningFigure() const { return planningContext > 0 && planningCache.value() > 0; }
    bool operator==(const AttentionArchitecture &) const = default;
};

} // namespace llmconf
