// SPDX-License-Identifier: MIT
#pragma once

#include "plancandidate.h"
#include "planexclusion.h"
#include "planranking.h"
#include "plantarget.h"

#include <QList>
#include <QString>

namespace llmconf {

/// What one search gives: the builds that reach the target, ranked by cards,
/// servers and wall power (or by cost per million tokens); those left out and why; or why nothing
/// was searched.
struct PlanResult
{
    PlanTarget target;
    PlanRanking::By rankedBy = PlanRanking::By::Size;
    bool tolerateOneDown = false; // the constraint: every row holds with a server out
    bool enforceEager = false;    // the constraint: every row runs eager (no CUDA graphs)
    QList<PlanCandidate> candidates;
    QList<PlanExclusion> excluded;
    QString error;          // empty when the search ran
    int evaluations = 0;    // SizingEngine::evaluate calls the search made
    bool cancelled = false; // the observer called it off: candidates are those found so far

    bool ok() const { return error.isEmpty(); }
    /// Builds found and left out (every-build exclusions are not counted).
    int excludedCount() const
    {
        int n = 0;
        for (const PlanExclusion &e : excluded)
            n += e.count;
        return n;
    }
};

} // namespace llmconf
