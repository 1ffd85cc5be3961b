// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QList>

namespace llmconf {

class Catalogue;

/// Conversations a build holds over a range of context lengths, for a
/// 16-bit and an FP8 cache: what the conversations chart draws.
struct ContextSweep
{
    QList<int> contexts;
    QList<int> bf16;
    QList<int> fp8;

    /// The conversations at `context` with `dtype`; -1 where the sweep has
    /// no such context.
    int at(int context, CacheDtype dtype) const;

    /// 4K, 8K, ... 1M tokens: the chart's range.
    static QList<int> defaultContexts();
    /// Evaluates the build at each context with SizingEngine::conversationsAt.
    static ContextSweep of(const Build &build, const Catalogue &catalogue,
                           const QList<int> &contexts = defaultContexts());
};

} // namespace llmconf
