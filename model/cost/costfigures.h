// SPDX-License-Identifier: MIT
#pragma once

#include "costline.h"
#include "costsettings.h"
#include "localizedtext.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace llmconf {

/// What a build costs. Money is in `currency`; a figure is absent
/// (nullopt) rather than wrong where a price or the throughput is missing,
/// and `notes` say why.
struct CostFigures
{
    QString currency;
    QList<CostLine> parts;
    QStringList missingPrices; // ids of parts without a price
    std::optional<double> priceTotal;

    // Energy: wall power x load x hours per day x 365 x PUE.
    double energyKWhPerYear = 0;
    std::optional<double> kwhPrice;
    LocalizedText kwhSource;
    QDate kwhDate; // of the cited default; invalid where the build sets the price
    std::optional<double> energyCostPerYear;

    std::optional<double> depreciationPerYear; // priceTotal / years
    std::optional<double> costPerYear;         // depreciation + energy
    std::optional<double> costPerSeatPerMonth; // costPerYear / 12 / conversations

    // Tokens: throughput x load x hours per day x 365 / 12.
    double outputTokensPerSecond = 0; // the build's, at full load; 0: not known
    std::optional<double> outputTokensPerMonth;
    std::optional<double> costPerMillionOutputTokens;

    // Against the hosted API, per million output tokens with
    // inputPerOutput input tokens each.
    std::optional<double> apiPriceIn;
    std::optional<double> apiPriceOut;
    LocalizedText apiSource;
    QDate apiDate; // of the vendor's price; invalid where the build sets it
    std::optional<double> apiPerMillionOutputTokens; // out + inputPerOutput x in
    std::optional<double> apiCostPerYear;            // at the build's volume
    std::optional<double> breakEvenTokensPerMonth;   // output tokens
    std::optional<double> paybackMonths;

    CostSettings settings; // as used
    QStringList notes;     // why a figure is absent
};

} // namespace llmconf
