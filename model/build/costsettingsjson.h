// SPDX-License-Identifier: MIT
#pragma once

#include "costsettings.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace llmconf {

class JsonCursor;

/// The "cost" object of a build file: the settings that differ from the
/// defaults (an unset price stays unset, so the cited default applies; a
/// number the object omits is the defaults').
class CostSettingsJson
{
    Q_DECLARE_TR_FUNCTIONS(CostSettingsJson)

public:
    static QJsonObject toJson(const CostSettings &settings);
    /// Throws FormatError naming file and field for a value out of range.
    static CostSettings read(const JsonCursor &object, const CostSettings &defaults);
};

} // namespace llmconf
