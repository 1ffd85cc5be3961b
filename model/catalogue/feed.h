// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QString>

namespace llmconf {

/// A rack power feed: voltage per phase, current per phase, phases.
struct Feed
{
    QString id;
    LocalizedText name; // "230 V 16 A single-phase"
    Volts voltage;
    Amperes current;
    int phases = 1;

    Watts nominal() const { return double(phases) * (voltage * current); }
};

} // namespace llmconf
