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
};

} // namespace llmconf
