// SPDX-License-Identifier: MIT
#pragma once

#include "costline.h"
#include "costsettings.h"
#include "exchangerate.h"
#include "localizedtext.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace llmconf {

/// Where the currency the cost is shown in comes from.
enum class CurrencyBasis {
    Set,      // the build's cost settings name it (the Cost tab, --currency)
    Language, // the language's (EUR in German, USD in English)
    PriceList // the price list's, where no language currency was asked for
};

/// What a build costs. Money is in `currency`; a figure is absent
/// (nullopt) rather than wrong where a price or the throughput is missing,
/// and `notes` say why.
struct CostFigures
{
    QString currency;
    CurrencyBasis currencyBasis = CurrencyBasis::PriceList;
    /// The rate prices in another currency were converted at; nullopt where
    /// none was.
    std::optional<ExchangeRate> exchangeRate;
    QList<CostLine> parts;
    QStringList missingPrices; // ids of parts without a price
    QStringList missingParts;  // their names, as the parts list gives them
    std::optional<double> priceTotal;

    // Energy: wall power x load x hours per day x 365 x PUE.
    double energyKWhPerYear = 0;
    std::optional<double> kwhPrice;
    LocalizedText kwhSource;
    QDate kwhDate; // of the cited default; invalid where the build sets the price
    std::optional<double> energyCostPerYear;

    std::optional<double> depreciationPerYear; // priceTotal / years
    std::optional<double> costPerYear;         // depreciation + energy
    std::optional<double> costPerMonth;        // costPerYear / 12
    std::optional<double> costPerSeatPerMonth; // costPerYear / 12 / seats
    int seats = 0;                             // conversations served, of every model of the build

    // Tokens: throughput x load x hours per day x 365 / 12.
    double outputTokensPerSecond = 0; // the build's, at full load; 0: not known
    std::optional<double> outputTokensPerMonth;
    std::optional<double> costPerMillionOutputTokens;

    // Energy and CO2 per token: the energy of a year over its output tokens
    // (wall power x PUE over the output rate, as the load and hours cancel);
    // CO2 = energy x the grid's grams per kWh.
    std::optional<double> kwhPerMillionOutputTokens;
    std::optional<double> gridCo2; // g CO2 per kWh, as used
    LocalizedText gridCo2Source;
    QDate gridCo2Date; // of the cited default; invalid where the build sets it
    std::optional<double> co2KgPerYear;
    std::optional<double> co2KgPerMillionOutputTokens;

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
