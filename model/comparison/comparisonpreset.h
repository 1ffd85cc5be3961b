// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QList>
#include <QString>

namespace llmconf {

/// A comparison the sources make, ready to open: its id for the command
/// line, its translated name for the menu and its builds, first the one the
/// others are measured against.
struct ComparisonPreset
{
    QString id;
    QString name;
    QList<Build> builds;
};

} // namespace llmconf
