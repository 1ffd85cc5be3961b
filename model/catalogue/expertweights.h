// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

struct Checkpoint;
struct ModelFamily;

/// The routed experts' share of a checkpoint, from the model's shape: what
/// expert parallelism spreads over all cards of a copy while attention and
/// the dense layers stay on each data-parallel rank.
///
///     routed parameters = (num_hidden_layers - first_k_dense_replace)
///                         x n_routed_experts x 3 x hidden_size x moe_intermediate_size
///
/// (gate, up and down projection of each expert), stored at the bytes per
/// parameter of the checkpoint's format: BF16 2; FP8 with 128 x 128 block
/// scales 1 + 4 / 16384; NVFP4 0.5 + one FP8 scale per 16 values. The
/// multi-token-prediction layer and the shared experts count with the rest
/// (replicated), which errs on the side of more memory per card.
class ExpertWeights
{
public:
    /// Zero where the shape does not name the experts' sizes.
    static Bytes routed(const ModelFamily &model, const Checkpoint &checkpoint);
    static double routedParameters(const ModelFamily &model);
    static double bytesPerParameter(const Checkpoint &checkpoint);
};

} // namespace llmconf
