// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// Builds the planner found but left out because advice blocks them, counted
/// per reason ("NVFP4 on the H200 NVL: 3 builds").
struct PlanExclusion
{
    QString code;       // the blocking advice item's code: "weights-need-arithmetic"
    QString card;       // card id
    QString checkpoint; // checkpoint id
    QString reason;     // the advice text, translated
    int count = 0;
};

} // namespace llmconf
