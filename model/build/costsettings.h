// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>

namespace llmconf {

/// What the customer decides about running a build: how long it is paid
/// off over, what electricity costs, how much it is used, and the hosted
/// API it is weighed against. The numbers have no value of their own
/// (zero): the cited defaults are the catalogue's (SizingRules::cost, from
/// prices.json "settings"), which Build::withDefaults gives a new build.
/// Unset money means the cited default (CostDefaults); money that is set is
/// in the currency the cost is shown in: `currency` where set, else the
/// language's (prices.json "currencyByLanguage": EUR in German, USD in
/// English), so that the Cost tab pins the currency when money is typed in.
struct CostSettings
{
    int years = 0;                     // depreciation
    std::optional<double> kwhPrice;    // per kWh
    double pue = 0.0;                  // cooling and distribution overhead
    double hoursPerDay = 0.0;          // hours of use
    double load = 0.0;                 // average load while in use, 0..1
    std::optional<double> apiPriceIn;  // per million input tokens
    std::optional<double> apiPriceOut; // per million output tokens
    double inputPerOutput = 0.0;       // input tokens sent per output token
    /// Grams of CO2 per kWh of the electricity bought; unset: the cited grid
    /// factor (CostDefaults::gridCo2), zero: a green-power contract.
    std::optional<double> gridCo2;
    QString currency; // "EUR", "USD"; empty: the language's

    bool operator==(const CostSettings &) const = default;
};

} // namespace llmconf
