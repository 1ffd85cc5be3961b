// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QDate>
#include <QString>

namespace llmconf {

/// A cited electricity price per kWh in one currency: the default a build's
/// energy is costed at when its price list is in that currency.
struct KwhTariff
{
    double price = 0; // per kWh
    QString currency;
    QDate date;
    LocalizedText source;
};

} // namespace llmconf
