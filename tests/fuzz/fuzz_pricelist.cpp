// SPDX-License-Identifier: MIT
// Fuzz target: a price list (`--prices FILE`, File > Price list...) over the
// built-in one, and the cost of the reference build with it.
#include "softwarecatalogue.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "costdefaults.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "pricelist.h"
#include "sizingengine.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    try {
        const PriceList user =
            PriceList::fromJson(fuzz::bytes(data, size), QStringLiteral("prices.json"));
        const PriceList prices = PriceList::builtIn().overriddenBy(user);
        const Catalogue &catalogue = Catalogue::builtIn();
        static const Build build = BuildAssembler::reference(catalogue);
        static const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
        static const SoftwareCatalogue &software = SoftwareCatalogue::builtIn();
        CostCalculator::evaluate({build, evaluation.figures, catalogue, prices, build.cost,
                                  CostDefaults::builtIn(), software.dimmSizes,
                                  evaluation.figures.speed.outputTokensPerSecond});
    } catch (const FormatError &) {
    }
    return 0;
}
