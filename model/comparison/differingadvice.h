// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"

#include <QList>
#include <QString>

#include <optional>

namespace llmconf {

/// Advice that some builds of a comparison get and others do not: the item
/// each build gets under one code, nothing where it does not.
struct DifferingAdvice
{
    QString code;
    AdviceSeverity severity = AdviceSeverity::Note; // the most severe of the builds' items
    QList<std::optional<AdviceItem>> items;         // per build

    bool appliesTo(int build) const { return build >= 0 && build < items.size() && items[build]; }
};

} // namespace llmconf
