// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "costfigures.h"
#include "figures.h"

#include <QList>
#include <QStringList>

namespace llmconf {

/// One build the planner found for a target: the whole build, its figures
/// evaluated on its own, the conversations above the target, and its advice.
struct PlanCandidate
{
    Build build;
    Figures figures;
    int spare = 0; // conversations - target
    QList<AdviceItem> advice;
    // What it costs with the ranking's prices and settings, where ranked by
    // cost (empty otherwise); tokens at the target's conversations.
    CostFigures cost;
    // Further checkpoints of the same format and size that give this same
    // build ("2 checkpoints"): the build names the first.
    QStringList equivalentCheckpoints;

    int checkpointCount() const { return 1 + int(equivalentCheckpoints.size()); }
};

} // namespace llmconf
