// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

struct Checkpoint;
struct Layout;
struct ModelFamily;

/// Weights per card as the checkpoint lays them out, counted tensor group by
/// tensor group from the model's shape (config.json's fields) and the
/// checkpoint's format, the way vLLM builds its layers
/// (vllm/model_executor/models/deepseek_v2.py, llama.py):
///
/// - split by tensor parallelism: the query, output and (where the KV heads
///   are at least TP) key and value projections, MLA's q_b_proj and kv_b_proj,
///   the dense MLP and the shared experts, embeddings and lm_head
///   (VocabParallelEmbedding, ParallelLMHead);
/// - the routed experts over TP x DP (x PP, by layer), with or without EP;
/// - whole on every card: MLA's q_a_proj and kv_a_proj_with_mqa and their
///   norms (ReplicatedLinear), the router gate and its bias, the DSA
///   indexer (wq_b, wk, k_norm, weights_proj), each layer's norms, and
///   key/value heads where there are fewer than TP (each card holds one);
/// - vLLM's absorbed MLA matrices (W_UK_T, W_UV: kv_b_proj in 16 bits,
///   process_weights_after_loading), split as kv_b_proj is;
/// - not loaded: the multi-token-prediction layers (num_nextn_predict_layers),
///   which vLLM skips without speculative decoding (and loads with it).
///
/// What the shape does not describe (vision towers, linear-attention layers,
/// biases) is the checkpoint's size less the counted groups, split evenly over
/// TP x PP as before. A shape that counts more than the checkpoint holds is
/// not this checkpoint's: then everything is split evenly.
class CheckpointLayout
{
public:
    struct PerCard
    {
        Bytes split;            // this card's share of the tensors TP, EP and PP divide
        Bytes whole;            // tensors every card holds whole
        Bytes notLoaded;        // the whole checkpoint's MTP layers, held by no card
        bool fromShape = false; // false: the even split (shape unknown or not this checkpoint's)
        Bytes total() const { return split + whole; }
    };

    /// `draftLayersLoaded`: speculative decoding is on, so the MTP layers
    /// are loaded (split as a layer of the body is) instead of skipped.
    [[nodiscard]] static PerCard perCard(const ModelFamily &model, const Checkpoint &checkpoint,
                                         const Layout &layout, bool draftLayersLoaded = false);
};

} // namespace llmconf
