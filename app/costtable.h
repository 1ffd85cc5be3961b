// SPDX-License-Identifier: MIT
#pragma once

#include "costfigures.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace llmconf {

/// The cost figures as the text of `evaluate`: parts list with prices and
/// dates, then the yearly figures and the comparison with the API.
class CostTable
{
    Q_DECLARE_TR_FUNCTIONS(CostTable)

public:
    static QString render(const CostFigures &cost, const QLocale &locale = QLocale());

private:
    /// One row per part: quantity, unit price, total and source (the price
    /// as listed where it was converted).
    static QString partsRows(const CostFigures &cost, const QLocale &locale);
    /// Energy per million output tokens and the CO2 of a year and of a
    /// million output tokens, with the grid factor and its source.
    static QString co2Rows(const CostFigures &cost, const QLocale &locale);
};

} // namespace llmconf
