// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QMap>
#include <QString>

namespace llmconf {

/// A server processor of the catalogue.
struct Cpu
{
    QString id;
    QString name;
    int cores = 0;
    Watts tdp;
    int memoryChannels = 0;
    QMap<QString, LocalizedText> sources;
};

} // namespace llmconf
