// SPDX-License-Identifier: MIT
#pragma once

#include "plancandidate.h"

#include <functional>

namespace llmconf {

/// Who follows a search while it runs (the planner dialog's worker thread):
/// each result as it is found, and whether the search is still wanted.
/// Called on the searching thread; either may be empty.
struct PlanObserver
{
    /// A result at `index` of PlanResult::candidates: a new one (index ==
    /// the count so far) or one that changed (another checkpoint joined it).
    std::function<void(qsizetype index, const PlanCandidate &candidate)> found;
    /// True once the search is no longer wanted: it stops at the next step
    /// and its result says PlanResult::cancelled.
    std::function<bool()> cancelled;
    /// How far the search has come, 0 to 1 (the cards searched, then the
    /// rows evaluated and advised), a few hundred times a search at most.
    std::function<void(double fraction)> progress;

    bool isCancelled() const { return cancelled && cancelled(); }
    void report(double fraction) const
    {
        if (progress)
            progress(fraction);
    }
};

} // namespace llmconf
