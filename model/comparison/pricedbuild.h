// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "pricelist.h"

#include <QList>

namespace llmconf {

/// A build with the price list it is costed with: the one its document
/// carries (the window's, edited in the Cost tab) or the one given on the
/// command line. A comparison prices each build with its own list.
struct PricedBuild
{
    Build build;
    PriceList prices;

    /// Each of `builds` with the same `prices`.
    static QList<PricedBuild> alike(const QList<Build> &builds, const PriceList &prices)
    {
        QList<PricedBuild> priced;
        priced.reserve(builds.size());
        for (const Build &build : builds)
            priced.append({build, prices});
        return priced;
    }
};

} // namespace llmconf
