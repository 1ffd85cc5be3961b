// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "catalogue.h"
#include "quantityformat.h"
#include "sizingengine.h"

#include <QColor>
#include <QCoreApplication>
#include <QStringList>

namespace llmconf {

class SoftwareCatalogue;

struct SheetTable;

/// What the configuration sheet and the comparison sheet say alike about a
/// build: the colour of an advice tag and its source line, the assumptions
/// behind the figures and the sources of the reference figures.
class SheetSections
{
    Q_DECLARE_TR_FUNCTIONS(SheetSections)

public:
    static QColor severityColour(AdviceSeverity severity);
    /// The memory rule, the context counted and what wall power includes.
    static QStringList assumptions(const Build &build, const Figures &figures,
                                   const QuantityFormat &format);
    /// Figure, value and source of every reference figure the build uses.
    static SheetTable sourcesTable(const Build &build, const Catalogue &catalogue,
                                   const SoftwareCatalogue &software, const Figures &figures,
                                   const QuantityFormat &format);
};

} // namespace llmconf
