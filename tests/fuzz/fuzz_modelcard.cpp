// SPDX-License-Identifier: MIT
// Fuzz target: the front matter of a model card (README.md), which `import`
// reads for the licence.
#include "catalogue.h"
#include "fuzzinput.h"
#include "modelcard.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    const ModelCard card = ModelCard::fromReadme(fuzz::bytes(data, size));
    card.licenceIds(Catalogue::builtIn());
    return 0;
}
