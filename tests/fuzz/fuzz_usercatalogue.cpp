// SPDX-License-Identifier: MIT
// Fuzz target: the user catalogue, read strictly (as before a store) and
// leniently (as every command offers it, cards included), and each entry it
// keeps sized on the reference hardware.
#include "buildassembler.h"
#include "catalogue.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "sizingengine.h"
#include "usercatalogue.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    const QByteArray bytes = fuzz::bytes(data, size);
    try {
        UserCatalogue::fromJson(bytes, QStringLiteral("user-catalogue.json"));
    } catch (const FormatError &) {
    }
    try {
        QStringList leftOut;
        const QList<CustomCheckpoint> entries =
            UserCatalogue::fromJson(bytes, QStringLiteral("user-catalogue.json"), &leftOut);
        // Cards as `card list` and every command read them: one bad card or a
        // second of one id drops that card alone.
        const QList<Card> cards =
            UserCatalogue::cardsFromJson(bytes, QStringLiteral("user-catalogue.json"), &leftOut);
        const Catalogue catalogue = UserCatalogue::merged(Catalogue::builtIn(), entries, cards);
        Build build = BuildAssembler::reference(Catalogue::builtIn());
        for (const CustomCheckpoint &entry : entries) {
            build.checkpoint = entry.checkpoint.id;
            build.context = std::min(build.context, entry.model.maxContext);
            (void)SizingEngine::evaluate(build, catalogue);
        }
    } catch (const FormatError &) {
    }
    return 0;
}
