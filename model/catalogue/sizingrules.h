// SPDX-License-Identifier: MIT
#pragma once

#include "costsettings.h"
#include "localizedtext.h"
#include "speedrules.h"
#include "units.h"

#include <QMap>
#include <QString>

namespace llmconf {

/// The constants of the sizing method, read from the catalogue's rules.json
/// so that each carries its source.
struct SizingRules
{
    double defaultUtilization = 0.0; // vLLM --gpu-memory-utilization
    Bytes defaultReserve;            // runtime reserve per card
    double powerOverhead = 0.0;      // memory, drives, fans, conversion losses
    double feedPlanShare = 0.0;      // share of a circuit the plan takes
    double hostMemoryFactor = 0.0;   // host memory per nominal GPU memory
    int referenceContext = 0;
    SpeedRules speed; // the speed estimate's constants
    // The cost settings' cited defaults (prices.json "settings"; their
    // sources are CostDefaults').
    CostSettings cost;
    QMap<QString, LocalizedText> sources;
};

} // namespace llmconf
