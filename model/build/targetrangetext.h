// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The one wording of a service-level target outside SettingRanges', for
/// every check of a build or a plan (the engine's, the planner's): the same
/// value gets the same sentence wherever it is refused.
class TargetRangeText
{
    Q_DECLARE_TR_FUNCTIONS(TargetRangeText)

public:
    /// Why `tokensPerSecond` is no speed target; empty when it is one.
    static QString speed(double tokensPerSecond);
    /// Why `milliseconds` is no first-token target; empty when it is one.
    static QString firstToken(double milliseconds);
};

} // namespace llmconf
