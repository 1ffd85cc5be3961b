// SPDX-License-Identifier: MIT
#pragma once

#include "speedfigures.h"
#include "speedinputs.h"

#include <QString>

namespace llmconf {

struct Build;
struct Figures;
struct SpeedRules;
class Catalogue;

/// The speed of a build: fills SpeedInputs from the catalogue entries the
/// sizing resolved and runs SpeedEstimate at the build's settings.
class BuildSpeed
{
public:
    /// The estimate's inputs for an evaluated build (figures of SizingEngine).
    static SpeedInputs inputsOf(const Build &build, const Figures &figures, double context,
                                const SpeedRules &rules);

    /// All speed figures; `figures` must be a successful evaluation.
    static SpeedFigures evaluate(const Build &build, const Figures &figures,
                                 const SpeedRules &rules);

    /// Where a conversation is on average: prompt + answer / 2 tokens.
    static double meanContext(const Build &build);

    /// "753B" -> 753e9, "30B" -> 30e9, "1.5T" -> 1.5e12; 0 when unreadable.
    static double parameterCount(const QString &stated);
};

} // namespace llmconf
