// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"

#include <QDate>
#include <QString>

#include <optional>

namespace llmconf {

/// One line of a build's parts list: a part, how many, and its price where
/// the price list has one.
struct CostLine
{
    QString id;   // the price list's id
    QString part; // what the customer reads ("RTX PRO 6000 Server", "64 GB DIMM")
    int quantity = 0;
    std::optional<double> unitPrice; // in the currency the cost is shown in
    // The price as listed where it was in another currency and converted
    // (CostFigures::exchangeRate); nullopt where it was not.
    std::optional<double> listPrice;
    QString listCurrency;
    LocalizedText source;
    QDate date;
    bool indicative = false;

    std::optional<double> total() const
    {
        return unitPrice ? std::optional<double>(*unitPrice * quantity) : std::nullopt;
    }
};

} // namespace llmconf
