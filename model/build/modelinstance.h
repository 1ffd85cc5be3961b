// SPDX-License-Identifier: MIT
#pragma once

#include "layout.h"
#include "units.h"

#include <QString>

namespace llmconf {

struct Build;

/// A further model a build serves beside its own checkpoint: a second vLLM
/// (or SGLang) instance on the same cards, with its own checkpoint, layout
/// and share of each card's memory (vLLM's --gpu-memory-utilization is a
/// per-instance limit, docs/architecture.md "Several models on one build").
/// Each instance pays its own runtime reserve inside its share.
struct ModelInstance
{
    QString checkpoint;
    Layout layout;
    double utilization = 0.0;       // its share of each card, --gpu-memory-utilization
    Bytes reserve = gibibytes(0.0); // its runtime reserve per card, inside the share

    /// The build as this instance alone sees it: the build's cards and
    /// settings with this checkpoint, layout, share and reserve, so that the
    /// one sizing engine and speed estimate evaluate it.
    [[nodiscard]] Build alone(const Build &build) const;

    bool operator==(const ModelInstance &) const = default;
};

} // namespace llmconf
