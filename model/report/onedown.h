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
    /// there are taken out with it, and the layout keeps the copies left.
    /// `copiesLost` receives how many stopped.
    static Build without(const Build &build, OneDownFigures::Unit unit, int server,
                         int *copiesLost);

    /// The figures with one part out, for a build `full` assessed already;
    /// Unit::None where a single copy runs on a single server.
    static OneDownFigures of(const BuildReport &full, const AssessmentInputs &inputs);

    /// Whether the served conversations hold with one part out, and what one
    /// more server would restore: a warning where they do not hold.
    static AdviceItem advice(const OneDownFigures &figures, const QuantityFormat &format);
};

} // namespace llmconf
