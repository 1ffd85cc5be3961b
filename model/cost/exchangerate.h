// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QDate>
#include <QString>

#include <optional>

namespace llmconf {

/// A cited reference rate, quoted as the ECB quotes it: one unit of `base`
/// buys `rate` units of `currency` (1 EUR = 1.1784 USD). The cost converts
/// a price in either currency to the other with it; a converted figure is
/// indicative.
struct ExchangeRate
{
    QString base;     // "EUR"
    QString currency; // "USD"
    double rate = 0;  // units of currency per unit of base
    QDate date;
    LocalizedText source;

    /// `amount` in `from` as `to`; nullopt where this rate does not join them.
    std::optional<double> convert(double amount, const QString &from, const QString &to) const
    {
        if (from == base && to == currency)
            return amount * rate;
        if (from == currency && to == base)
            return amount / rate;
        return std::nullopt;
    }

    bool operator==(const ExchangeRate &) const = default;
};

} // namespace llmconf
