// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// Builds the planner found but left out because advice blocks them, counted
/// per reason ("NVFP4 on the H200 NVL: 3 builds"); or, for a blocker of the
/// card and checkpoint themselves (NVFP4 without FP4 arithmetic), every build
/// of them, not searched and so not counted.
struct PlanExclusion
{
    QString code;            // the blocking advice item's code: "weights-need-arithmetic"
    QString card;            // card id
    QString checkpoint;      // checkpoint id
    QString reason;          // the advice text, translated
    int count = 0;           // builds found and left out; 0 with everyBuild
    bool everyBuild = false; // the blocker holds for any build of the card and checkpoint
};

} // namespace llmconf
