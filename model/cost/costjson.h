// SPDX-License-Identifier: MIT
#pragma once

#include "costfigures.h"

#include <QJsonObject>

namespace llmconf {

/// The cost figures for `evaluate --json`: priceTotal, currency (with
/// currencyBasis "set", "language" or "priceList" and the exchangeRate a
/// price was converted at), energyKWhPerYear, energyCostPerYear,
/// costPerYear, costPerMonth,
/// costPerMillionOutputTokens, breakEvenTokensPerMonth, missingPrices and
/// the parts list; an absent figure is null.
class CostJson
{
public:
    /// The keys to merge into the figures' object.
    static QJsonObject toJson(const CostFigures &cost);
};

} // namespace llmconf
