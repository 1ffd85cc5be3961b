// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QDate>

namespace llmconf {

/// A cited emission factor of the electricity mix: grams of CO2 per kWh
/// bought from the grid, for the year it names (`date`, its last day).
struct GridEmissionFactor
{
    double gramsPerKWh = 0;
    QDate date;
    LocalizedText source;
};

} // namespace llmconf
