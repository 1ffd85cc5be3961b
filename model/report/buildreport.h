// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "catalogue.h"
#include "contextsweep.h"
#include "costdefaults.h"
#include "costfigures.h"
#include "instancereport.h"
#include "onedownfigures.h"
#include "plantarget.h"
#include "pricelist.h"
#include "sharedcardmemory.h"
#include "sizingengine.h"
#include "softwarecatalogue.h"
#include "speedcurve.h"
#include "verdict.h"

#include <QList>

#include <memory>

namespace llmconf {

/// Everything the model says about one build, computed once by assess():
/// the evaluation (memory, power, speed), the cost at its price list, the
/// advice, the conversations over the context range, the speed curve, the
/// conversations served and the verdict. Every view, sheet, command and
/// planner row reads it and computes nothing of its own, so they cannot
/// disagree. It keeps the catalogue its figures point into alive.
struct BuildReport
{
    /// What assess() computes besides the figures, cost and advice: the
    /// charts' series cost a few dozen evaluations, which a planner row or a
    /// comparison cell does not show.
    /// Core: figures, cost, advice, served and verdict alone, as the build
    /// with one part out of service is assessed (no one-down of its own) and
    /// the planner's rows (OneDown::addTo adds it to the rows shown).
    enum class Parts { All, WithoutCharts, Core };

    Build build;
    std::shared_ptr<const Catalogue> catalogue;        // with the build's own cards and checkpoints
    std::shared_ptr<const SoftwareCatalogue> software; // the releases the advice cites
    PriceList prices;                                  // what the cost is reckoned with
    CostDefaults costDefaults;                         // the cited defaults the cost fell back on
    Evaluation evaluation;
    CostFigures cost;
    QList<AdviceItem> advice;
    ContextSweep sweep;     // empty without charts or when the build cannot be evaluated
    SpeedCurve speedCurve;  // likewise
    bool hasCharts = false; // sweep and speedCurve were computed
    int served = 0; // conversations served: memory and speed limit met, 0 where it cannot run
    Verdict verdict;
    OneDownFigures oneDown;       // N+1: with one server (or card) out; not for Parts::Core
    bool oneDownAssessed = false; // oneDown (and its advice) computed: not for Parts::Core
    /// The further models on the same cards (Build::instances), each with
    /// its own figures, and the card they share with the build's own model;
    /// a build whose card cannot hold them all is refused (evaluation.error).
    QList<InstanceReport> instances;
    SharedCardMemory sharedCard; // with every model; instances 0 without further models

    bool ok() const { return evaluation.ok(); }
    const QString &error() const { return evaluation.error; }
    const Figures &figures() const { return evaluation.figures; }
    const SpeedFigures &speed() const { return evaluation.figures.speed; }
    /// The conversations the memory holds (Figures::conversations): the
    /// second figure beside the served ones.
    int memoryLimit() const { return evaluation.figures.conversations; }
    /// The conversations that still get the speed target.
    int speedLimit() const { return evaluation.figures.speed.conversationsAtSpeedTarget; }
    /// Which limit (memory, speed, first token) decides the served conversations.
    BindingLimit binding() const { return evaluation.figures.speed.bindingLimit; }
    /// The build's service-level targets (speed, first token), as the
    /// planner's TargetMargin weighs them.
    PlanTarget serviceTargets() const
    {
        PlanTarget t;
        t.speedTarget = build.speedTarget;
        t.ttftTarget = inSeconds(build.ttftTarget);
        t.ttftP95Target = inSeconds(build.ttftP95Target);
        return t;
    }
    /// Served conversations beyond `wanted` (negative: short of it).
    int spareOver(int wanted) const { return served - wanted; }
};

} // namespace llmconf
