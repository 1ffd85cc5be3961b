// SPDX-License-Identifier: MIT
#pragma once

#include "buildvariant.h"

#include <QCoreApplication>
#include <QList>

namespace llmconf {

class Catalogue;

/// The copies of a build with one change that a comparison offers: another
/// card type, another checkpoint of the same model, another layout of the
/// same cards, the other cache dtype. Each copy is titled by its change.
class BuildVariants
{
    Q_DECLARE_TR_FUNCTIONS(BuildVariants)

public:
    /// Every other card of the catalogue that a chassis holds in the same
    /// number per server; power caps the new card does not allow are dropped.
    static QList<BuildVariant> otherCards(const Build &build, const Catalogue &catalogue);
    /// The other checkpoints of the build's model.
    static QList<BuildVariant> otherCheckpoints(const Build &build, const Catalogue &catalogue);
    /// The other layouts of the same cards, without DCP (LayoutOptions::all).
    static QList<BuildVariant> otherLayouts(const Build &build, const Catalogue &catalogue);
    /// The build with the other cache dtype.
    static QList<BuildVariant> otherCacheDtypes(const Build &build);

private:
    static BuildVariant variant(const Build &build, const QString &label);
};

} // namespace llmconf
