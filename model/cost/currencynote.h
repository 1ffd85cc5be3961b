// SPDX-License-Identifier: MIT
#pragma once

#include "costfigures.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace llmconf {

/// The sentence that says which currency a cost is in and why, and the
/// rate prices in another currency were converted at: one wording for the
/// Cost tab's tooltip, the sheet and `evaluate`.
class CurrencyNote
{
    Q_DECLARE_TR_FUNCTIONS(CurrencyNote)

public:
    /// "Currency: EUR, the language's. Prices in USD converted at the ECB
    /// reference rate of 25 Feb 2026, 1 EUR = 1.1784 USD (indicative)."
    static QString text(const CostFigures &cost, const QLocale &locale = QLocale());
    /// The rate's source; empty where nothing was converted.
    static QString rateSource(const CostFigures &cost);
};

} // namespace llmconf
