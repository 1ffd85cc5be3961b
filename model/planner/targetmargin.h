// SPDX-License-Identifier: MIT
#pragma once

#include "plantarget.h"
#include "speedfigures.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The service-level targets of a plan (tokens/s per conversation, median
/// and 95th-percentile time to first token) against a build's speed
/// figures: whether each is met, and which one binds, the one with the least
/// margin (relative to the target: (speed - target) / target, (target -
/// TTFT) / target).
class TargetMargin
{
    Q_DECLARE_TR_FUNCTIONS(TargetMargin)

public:
    enum class Target { None, Speed, Ttft, TtftP95 };

    /// The margin of one target asked (negative: missed); none asked: 0.
    static double margin(Target which, const PlanTarget &target, const SpeedFigures &speed);
    /// Whether every target asked is met (and the speed known where one is).
    static bool meets(const PlanTarget &target, const SpeedFigures &speed);
    /// The target asked with the least margin; None when none is asked.
    static Target binding(const PlanTarget &target, const SpeedFigures &speed);
    /// Whether `which` is asked by `target`.
    static bool asked(Target which, const PlanTarget &target);

    /// "speed", "ttft", "ttftP95" (JSON); empty for None.
    static QString key(Target which);
    /// The target's name for the tables and the dialog.
    static QString name(Target which);
};

} // namespace llmconf
