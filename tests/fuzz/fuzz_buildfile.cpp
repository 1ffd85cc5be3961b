// SPDX-License-Identifier: MIT
// Fuzz target: a build file as `evaluate`, `sheet` and the window read it,
// then evaluated, so that a file the reader accepts is sized without
// undefined behaviour (overflow, out-of-range conversions).
#include "buildcatalogue.h"
#include "buildfile.h"
#include "catalogue.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "sizingengine.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    try {
        const Build build = BuildFile::fromJson(
            fuzz::bytes(data, size), QStringLiteral("fuzz.json"), Catalogue::builtIn().rules());
        const Catalogue catalogue = BuildCatalogue::effective(Catalogue::builtIn(), build);
        (void)SizingEngine::evaluate(build, catalogue);
        (void)BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                  QStringLiteral("again.json"), Catalogue::builtIn().rules());
    } catch (const FormatError &) {
        // Refused with a message: what a bad file should get.
    }
    return 0;
}
