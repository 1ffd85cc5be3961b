// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "assessmentinputs.h"
#include "build.h"
#include "onedownfigures.h"

#include <QCoreApplication>

namespace llmconf {

struct BuildReport;
class QuantityFormat;

/// N+1 sizing: the build with its worst single failure (a server, else a
/// card) taken out, assessed as a build of its own.
class OneDown
{
    Q_DECLARE_TR_FUNCTIONS(OneDown)

public:
    /// The build without `server` (Unit::Server) or without the first card
    /// of `server` (Unit::Card): the cards of every copy that had a card
    /// there are taken out with it (a server left with none goes too), and
    /// the layout keeps the copies left.
    /// `copiesLost` receives how many stopped.
    static Build without(const Build &build, OneDownFigures::Unit unit, int server,
                         int *copiesLost);

    /// The worst single failure of `build`: `f` receives what fails (unit,
    /// server, copies lost and left, the server's cards); the build without
    /// it is returned (`build` itself where nothing can fail over, Unit::None).
    static Build worst(const Build &build, OneDownFigures &f);

    /// The worst single failure of `build`, one model's part of a build of
    /// `serversInBuild` servers with cards: where the part has one server of
    /// several, that server fails.
    static Build worstOf(const Build &build, int serversInBuild, OneDownFigures &f);

    /// The figures with one part out, for a build `full` assessed already;
    /// Unit::None where a single copy runs on a single server. The failure
    /// is the worst for the build's own model, on its cards; every further
    /// model is assessed with the same part out (OneDownFigures::models).
    static OneDownFigures of(const BuildReport &full, const AssessmentInputs &inputs);

    /// Adds the figures with one part out and their advice to a report
    /// assessed without them (Parts::Core: the planner's rows, which get
    /// them when shown or when a constraint asks for them).
    static void addTo(BuildReport &report, const AssessmentInputs &inputs);

    /// The same with the inputs the report was assessed with (its catalogue,
    /// engine releases, prices and cost defaults), the advice written in
    /// `format`; a report that has them already stays as it is. What a view
    /// reads before it shows a planner row's advice: it gathers no inputs.
    static void complete(BuildReport &report, const QuantityFormat &format);

    /// Whether the served conversations hold with one part out, and what one
    /// more server would restore: a warning where they do not hold.
    static AdviceItem advice(const OneDownFigures &figures, const QuantityFormat &format);
};

} // namespace llmconf
