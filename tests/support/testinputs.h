// SPDX-License-Identifier: MIT
// Test support: what main() assesses builds with, from the built-in data.
#pragma once

#include "assessment.h"
#include "catalogue.h"

#include <memory>

namespace llmconf::test {

/// The built-in catalogue (or `catalogue`), engine releases, prices and
/// cost defaults, in the current locale: what the program's main() gives
/// the window and the commands, less the user's own price list.
inline AssessmentInputs inputs(const Catalogue &catalogue = Catalogue::builtIn())
{
    AssessmentInputs in;
    in.catalogue = std::make_shared<const Catalogue>(catalogue);
    in.builtIn = std::shared_ptr<const Catalogue>(&Catalogue::builtIn(), [](const Catalogue *) {});
    in.software = std::make_shared<const SoftwareCatalogue>(SoftwareCatalogue::builtIn());
    in.prices = PriceList::builtIn();
    in.costDefaults = CostDefaults::builtIn();
    in.format = QuantityFormat(QLocale());
    return in;
}

/// The same with another price list.
inline AssessmentInputs inputs(const Catalogue &catalogue, const PriceList &prices)
{
    AssessmentInputs in = inputs(catalogue);
    in.prices = prices;
    return in;
}

} // namespace llmconf::test
