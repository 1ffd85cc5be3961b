// SPDX-License-Identifier: MIT
#pragma once

#include "layout.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

struct Checkpoint;
struct ModelFamily;

/// The checks vLLM makes on a parallel layout before it loads a model, with
/// vLLM's own reason where it states one:
/// - TP divides the attention heads (ModelConfig.verify_with_parallel_config),
/// - the KV heads divide TP or TP divides them (split or copied per rank),
/// - TP divides the linear-attention heads,
/// - block-quantised experts without EP: moe_intermediate_size / TP a
///   multiple of the block (Fp8MoEMethod.create_weights),
/// - EP only for a model with routed experts,
/// - PP at most the layers, DCP divides TP,
/// - a prefill/decode split leaves at least one decode copy (whyRefusedSplit),
///   and the prefill copies' own layout meets the same checks.
class LayoutValidity
{
    Q_DECLARE_TR_FUNCTIONS(LayoutValidity)

public:
    /// Why vLLM refuses `layout` for `model` stored as `checkpoint` (may be
    /// null); empty when it starts. Facts the catalogue lacks (0) are not checked.
    [[nodiscard]] static QString whyRefused(const Layout &layout, const ModelFamily &model,
                                            const Checkpoint *checkpoint);

    /// Why the split of the copies into a prefill and a decode pool
    /// (Layout::prefillCopies) cannot serve: fewer than 0 prefill copies, no
    /// copy left to decode, a prefill layout without prefill copies or with
    /// a TP, PP or DCP below 1 or a DCP not dividing its TP. Empty for an
    /// aggregated layout and a valid split.
    [[nodiscard]] static QString whyRefusedSplit(const Layout &layout);

    /// Every layout of `cards` cards vLLM starts, in the order a build
    /// described by its cards takes them: one copy over all cards first
    /// (widest TP, then more pipeline stages), then more copies; DCP 1; EP
    /// where the model has routed experts and TP is more than 1.
    static QList<Layout> startable(int cards, const ModelFamily &model,
                                   const Checkpoint *checkpoint);
};

} // namespace llmconf
