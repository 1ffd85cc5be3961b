// SPDX-License-Identifier: MIT
#pragma once

#include "attention.h"
#include "build.h"
#include "layout.h"
#include "units.h"

namespace llmconf {

/// The KV cache of one conversation, from the attention architecture: per
/// token for the whole model, and per card under a layout.
///
/// - GQA/MHA: 2 x layers x kv_heads x head_dim x bytes; under TP each card
///   holds kv_heads / TP heads, at least one.
/// - MLA: one latent of kv_lora_rank + qk_rope_head_dim values per layer,
///   replicated on every card of the TP group. FP8 with a RoPE part uses
///   vLLM's DeepSeek layout (FP8 latent, one FP32 scale per 128 values,
///   16-bit RoPE part); other FP8 caches take one byte per value.
/// - Sparse indexer key: per layer, replicated like the latent.
/// - Linear attention: a fixed state per conversation, divided with its heads.
/// - PP keeps the layers of the largest stage; DCP splits the growing cache
///   by token.
/// - Sliding-window layers: perToken() counts them at full size (what vLLM
///   charges per token); per conversation their cache stops at the window.
class CacheFootprint
{
public:
    CacheFootprint(const AttentionArchitecture &attention, CacheDtype dtype);

    /// Growing cache per token, whole model (attention plus indexer), sliding
    /// layers at full size.
    Bytes perToken() const { return m_attentionPerToken + m_indexerPerToken; }
    Bytes attentionPerToken() const { return m_attentionPerToken; }
    Bytes indexerPerToken() const { return m_indexerPerToken; }
    /// Fixed linear-attention state per conversation, whole model.
    Bytes linearState() const;
    /// One conversation of `context` tokens, whole model.
    Bytes perConversation(int context) const;

    /// One conversation on the fullest card, by config arithmetic.
    Bytes perCard(int context, const Layout &layout) const;
    /// One conversation on the fullest card, by the published planning
    /// figure; zero where the model has none.
    Bytes publishedPerCard(int context, const Layout &layout) const;

    /// Growing cache per token on the fullest card, sliding layers at full
    /// size: what vLLM divides its free memory by for "GPU KV cache size".
    Bytes perTokenPerCard(const Layout &layout) const;

    /// Share of the layers the largest pipeline stage holds.
    double stageShare(int pp) const;

    /// Bytes of `values` FP8 numbers with one FP32 scale per 128 of them.
    static double fp8WithScaleBytes(int values);

private:
    /// Tokens the attention layers hold on average for a conversation of
    /// `context` tokens: sliding layers stop at the window.
    double attentionTokens(int context) const;
    /// GQA heads on the fullest card relative to all heads; 1 for a latent.
    double attentionShare(const Layout &layout) const;

    const AttentionArchitecture &m_attention;
    CacheDtype m_dtype;
    Bytes m_attentionPerToken;
    Bytes m_indexerPerToken;
};

} // namespace llmconf
