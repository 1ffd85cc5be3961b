// SPDX-License-Identifier: MIT
#pragma once

#include "catalogue.h"
#include "costdefaults.h"
#include "pricelist.h"
#include "quantityformat.h"
#include "softwarecatalogue.h"

#include <memory>

namespace llmconf {

/// Everything an assessment reads besides the build: the catalogue (shared,
/// so that a report keeps the one its figures point into alive), the engine
/// releases the advice cites, the price list and the cost defaults, and the
/// locale the advice's sentences are written in. Only main() and tests make
/// one from the built-in data; everything else is handed one.
struct AssessmentInputs
{
    std::shared_ptr<const Catalogue> catalogue;
    /// The catalogue as shipped, without the user's imports: what a saved
    /// build must carry beyond it (BuildCatalogue::embedCustom).
    std::shared_ptr<const Catalogue> builtIn;
    std::shared_ptr<const SoftwareCatalogue> software;
    PriceList prices;
    CostDefaults costDefaults;
    QuantityFormat format;
};

} // namespace llmconf
