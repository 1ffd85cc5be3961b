// SPDX-License-Identifier: MIT
#pragma once

#include "costfigures.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace llmconf {

/// The cost figures for `evaluate --json`: priceTotal, currency (with
/// currencyBasis "set", "language" or "priceList" and the exchangeRate a
/// price was converted at), energyKWhPerYear, energyCostPerYear,
/// costPerYear, costPerMonth,
/// costPerMillionOutputTokens, breakEvenTokensPerMonth, missingPrices,
/// the parts list, kWhPerMillionOutputTokens, co2KgPerYear and
/// co2KgPerMillionOutputTokens (with the grid factor's source and date);
/// an absent figure is null.
class CostJson
{
    Q_DECLARE_TR_FUNCTIONS(CostJson)

public:
    /// The keys to merge into the figures' object.
    static QJsonObject toJson(const CostFigures &cost);
};

} // namespace llmconf
