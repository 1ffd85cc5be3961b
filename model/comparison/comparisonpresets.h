// SPDX-License-Identifier: MIT
#pragma once

#include "comparisonpreset.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace llmconf {

class Catalogue;

/// The comparisons the source documents make, assembled from the catalogue
/// with BuildAssembler: GLM-5.3-Flash on 4x H200 NVL (FP8) against 4x RTX PRO
/// 6000 SE (NVFP4); GLM-5.3-Flash NVFP4 on 8x RTX PRO 6000 SE as one TP8 copy
/// against two TP4 copies; GLM-5.3 on 8x RTX PRO 6000 SE (NVFP4, TP4 x PP2)
/// against 8x H200 NVL (FP8, TP4 x PP2). All count the 16-bit cache, as the
/// sources do for these comparisons.
class ComparisonPresets
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonPresets)

public:
    static QList<ComparisonPreset> all(const Catalogue &catalogue);
    /// The preset with `id`; throws std::invalid_argument naming the known ids.
    static ComparisonPreset byId(const QString &id, const Catalogue &catalogue);
    static QStringList ids();
};

} // namespace llmconf
