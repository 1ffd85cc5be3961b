// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"
#include "speedrules.h"

#include <QList>

namespace llmconf {

/// Tokens per second each conversation gets against the concurrent
/// conversations of the whole build, from one up to a little beyond the
/// memory limit: what the speed chart draws, with its two limits.
struct SpeedCurve
{
    QList<int> conversations;      // whole build, rising
    QList<double> tokensPerSecond; // per conversation, at each of them
    int memoryLimit = 0;           // conversations that fit in memory
    double speedTarget = 0.0;      // tokens per second per conversation
    int active = 0;                // the build's active conversations (the marker)
    double activeTokensPerSecond = 0.0;

    /// At most this many points: the step function of batch size is drawn
    /// finely enough at any cluster size, and an edit stays cheap.
    static constexpr int kMostPoints = 64;

    /// The last conversations count of the curve: a quarter beyond the larger
    /// of the memory limit and the active conversations, at least 10.
    static int extent(int memoryLimit, int active);

    /// Runs the build's SpeedEstimate (the inputs BuildSpeed gives it) at each
    /// conversations count, at the build's mean context; `figures` must be a
    /// successful evaluation of `build`.
    static SpeedCurve of(const Build &build, const Figures &figures, const SpeedRules &rules);
};

} // namespace llmconf
