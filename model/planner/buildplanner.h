// SPDX-License-Identifier: MIT
#pragma once

#include "assessmentinputs.h"
#include "planconstraints.h"
#include "planobserver.h"
#include "planranking.h"
#include "planresult.h"
#include "plantarget.h"
#include "quantityformat.h"
#include "softwarecatalogue.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

class Catalogue;
struct ModelFamily;

/// Plans backwards from a target: searches every build the catalogue and the
/// constraints allow (card, cards per server, servers, TP/PP/DCP/copies,
/// checkpoint, cache dtype) for those that hold the target's conversations,
/// with SizingEngine for the figures and BuildAdvisor for blockers and advice.
/// TP groups stay inside one server; pipeline stages may cross servers.
/// With a speed target only builds whose every conversation gets it while
/// all the target's conversations decode; ranked by size or by cost per
/// million output tokens (PlanRanking). An observer sees each result as it
/// is found and may call the search off; results come in their final order.
class BuildPlanner
{
    Q_DECLARE_TR_FUNCTIONS(BuildPlanner)

public:
    /// Searches with `inputs` (catalogue, engine releases, the prices a cost
    /// ranking takes, the advice's locale); each result is a report.
    static PlanResult plan(const PlanTarget &target, const PlanConstraints &constraints,
                           const AssessmentInputs &inputs,
                           const PlanRanking &ranking = PlanRanking(),
                           const PlanObserver &observer = PlanObserver());

    /// Why the target or the constraints cannot be searched; empty when they can.
    [[nodiscard]] static QString validate(const PlanTarget &target,
                                          const PlanConstraints &constraints,
                                          const Catalogue &catalogue);

    /// The model named by id or name (case-insensitive); nullptr when unknown.
    static const ModelFamily *findModel(const Catalogue &catalogue, const QString &idOrName);
};

} // namespace llmconf
