// SPDX-License-Identifier: MIT
#pragma once

namespace llmconf {

/// The sizes of a model that decide how it can be split over cards (heads,
/// experts, MLP widths), in config.json's own field names. A field the model
/// does not have, or the catalogue does not know, is 0.
struct ModelShape
{
    int hiddenSize = 0;          // hidden_size
    int numAttentionHeads = 0;   // num_attention_heads
    int numKeyValueHeads = 0;    // num_key_value_heads
    int headDim = 0;             // head_dim
    int intermediateSize = 0;    // intermediate_size (dense MLP)
    int moeIntermediateSize = 0; // moe_intermediate_size (one routed expert)
    int nRoutedExperts = 0;      // n_routed_experts (num_experts, num_local_experts)
    int nSharedExperts = 0;      // n_shared_experts
    int numExpertsPerTok = 0;    // num_experts_per_tok
    int firstKDenseReplace = 0;  // first_k_dense_replace
    int moeLayers = 0; // layers with routed experts where they interleave (Llama 4, Jamba)
    int vocabSize = 0; // vocab_size
    int indexTopk = 0; // index_topk (sparse attention)
    // MLA and the sparse-attention indexer: what splits the attention's
    // tensors into those tensor parallelism divides and those every card holds.
    int qLoraRank = 0;             // q_lora_rank (0: one q_proj)
    int qkNopeHeadDim = 0;         // qk_nope_head_dim
    int vHeadDim = 0;              // v_head_dim
    int indexNHeads = 0;           // index_n_heads
    int numNextnPredictLayers = 0; // num_nextn_predict_layers (MTP, in the checkpoint)
    bool tieWordEmbeddings = false;

    bool hasExperts() const { return nRoutedExperts > 0; }
    /// Layers that carry routed experts: those counted where experts
    /// interleave with dense layers, otherwise every layer after the first k dense.
    int routedLayers(int layers) const
    {
        if (moeLayers > 0)
            return moeLayers < layers ? moeLayers : layers;
        const int dense = firstKDenseReplace > 0 ? firstKDenseReplace : 0;
        return layers > dense ? layers - dense : 0;
    }
    /// Whether the heads are known, so that a split can be checked against them.
    bool knowsHeads() const { return numAttentionHeads > 0; }
    bool isEmpty() const { return *this == ModelShape{}; }
    bool operator==(const ModelShape &) const = default;
};

} // namespace llmconf
