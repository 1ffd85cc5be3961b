// SPDX-License-Identifier: MIT
// Fuzz target: config.json as `import` reads it (no weights on disk, so the
// size is estimated from the fields), then stored and read back as the user
// catalogue would: an import that succeeds must read back.
#include "catalogue.h"
#include "checkpointimporter.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "usercatalogue.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    ImportedCheckpoint imported;
    try {
        imported = CheckpointImporter::importFiles(
            Catalogue::builtIn(), QStringLiteral("fuzz/model"), fuzz::bytes(data, size),
            std::nullopt, std::nullopt, {}, std::nullopt);
    } catch (const FormatError &) {
        return 0; // MissingFieldsError is a FormatError too
    }
    try {
        UserCatalogue::fromJson(UserCatalogue::toJson({imported.entry}),
                                QStringLiteral("user-catalogue.json"));
    } catch (const FormatError &) {
        std::abort(); // imported, but the user catalogue could not read it back
    }
    return 0;
}
