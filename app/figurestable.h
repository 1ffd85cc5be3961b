// SPDX-License-Identifier: MIT
#pragma once

#include "quantityformat.h"
#include "buildreport.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The readable table `llm-configurator evaluate` prints.
class FiguresTable
{
    Q_DECLARE_TR_FUNCTIONS(FiguresTable)

public:
    /// The build, memory per card, the conversations served and the
    /// verdict, the memory limit, power and the speed figures with their
    /// formulas, all read off `report` (a successful assessment).
    static QString render(const BuildReport &report, const QuantityFormat &format);
};

} // namespace llmconf
