// SPDX-License-Identifier: MIT
// Fuzz target: each catalogue file reader (cards.json ... rules.json) on the
// same document, into a copy of the built-in catalogue so that references
// between files resolve as they do in the real one.
#include "catalogue.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "jsoncursor.h"

#include <functional>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    using Reader = std::function<void(const JsonCursor &, Catalogue &)>;
    static const Reader readers[] = {
        &CatalogueReader::readCards,    &CatalogueReader::readCpus,
        &CatalogueReader::readChassis,  &CatalogueReader::readFeeds,
        &CatalogueReader::readModels,   &CatalogueReader::readCheckpoints,
        &CatalogueReader::readLicences, &CatalogueReader::readRules};
    try {
        const JsonCursor root =
            JsonCursor::fromDocument(QStringLiteral("fuzz.json"), fuzz::bytes(data, size));
        for (const Reader &read : readers) {
            Catalogue catalogue = Catalogue::builtIn();
            try {
                read(root, catalogue);
            } catch (const FormatError &) {
            }
        }
    } catch (const FormatError &) {
    }
    return 0;
}
