// SPDX-License-Identifier: MIT
#include "planconstraints.h"

namespace llmconf {

PlanConstraints PlanConstraints::sourceTerms()
{
    PlanConstraints c;
    c.cardsPerServer = {1, 2, 4, 8};
    c.copyInsideServer = true;
    c.allowDcp = false;
    c.allowDp = false;
    c.maxPipelineStages = 2;
    c.stageCards = 4;
    return c;
}

} // namespace llmconf
