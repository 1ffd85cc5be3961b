// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QDate>
#include <QString>

namespace llmconf {

/// The price of one part ("rtx-pro-6000-se", "dimm-64gb", "nvme-7.68tb",
/// "server-other"), in its own currency (the list's where it names none),
/// with where it comes from. The cost converts it to the currency shown.
struct PriceItem
{
    QString id;
    double price = 0;
    LocalizedText source;
    QDate date;
    bool indicative = false; // a public list price, not a quote
    QString currency;        // "USD", "EUR"; empty: the list's

    bool operator==(const PriceItem &) const = default;
};

} // namespace llmconf
