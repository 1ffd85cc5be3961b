// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"
#include "quantityformat.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The readable table `llm-configurator evaluate` prints.
class FiguresTable
{
    Q_DECLARE_TR_FUNCTIONS(FiguresTable)

public:
    static QString render(const Build &build, const Figures &figures, const QuantityFormat &format);
};

} // namespace llmconf
