// SPDX-License-Identifier: MIT
#pragma once

#include "figures.h"

#include <QJsonObject>

namespace llmconf {

/// Figures as one JSON object, numbers in the unit their key names
/// ("usableGiBPerCard", "wallPowerW"): the command line's --json output.
class FiguresJson
{
public:
    static QJsonObject toJson(const Figures &figures);
    /// "memory", "speed", "ttft", "ttftP95": the limit that binds, as the
    /// JSON names it (the first-token keys are TargetMargin's).
    static QString bindingKey(BindingLimit limit);
};

} // namespace llmconf
