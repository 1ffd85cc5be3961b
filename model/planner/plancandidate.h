// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "buildreport.h"

#include <QList>
#include <QStringList>

namespace llmconf {

/// One build the planner found for a target: the whole build, its report
/// (assessed on its own, with all the target's conversations decoding: the
/// figures, advice, served conversations and verdict, and where ranked by
/// cost the cost at the inputs' prices and the ranking's settings; empty
/// otherwise) and the conversations served beyond the target.
struct PlanCandidate
{
    Build build;
    BuildReport report;
    int spare = 0; // conversations served - target
    // Further checkpoints of the same format and size that give this same
    // build ("2 checkpoints"): the build names the first.
    QStringList equivalentCheckpoints;

    int checkpointCount() const { return 1 + int(equivalentCheckpoints.size()); }
};

} // namespace llmconf
