// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"
#include "quantityformat.h"
#include "speedrules.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The readable table `llm-configurator evaluate` prints.
class FiguresTable
{
    Q_DECLARE_TR_FUNCTIONS(FiguresTable)

public:
    /// The build, memory per card, conversations, power and, with the
    /// catalogue's speed constants, the speed figures with their formulas.
    static QString render(const Build &build, const Figures &figures, const SpeedRules &rules,
                          const QuantityFormat &format);
};

} // namespace llmconf
