// SPDX-License-Identifier: MIT
// Fuzz target: a card file as `card add` and File > Add card... read it, and
// the card it yields sized on the reference checkpoint: four of them in one
// server, then each power limit it states.
#include "buildassembler.h"
#include "catalogue.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "jsoncursor.h"
#include "sizingengine.h"

#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    try {
        const JsonCursor root =
            JsonCursor::fromDocument(QStringLiteral("card.json"), fuzz::bytes(data, size));
        const Card card = CatalogueReader::readCard(root);
        Catalogue catalogue = Catalogue::builtIn();
        if (catalogue.card(card.id))
            return 0; // `card add` refuses a built-in id
        catalogue.addCard(card);
        const Build reference = BuildAssembler::reference(Catalogue::builtIn());
        BuildRequest request;
        request.card = card.id;
        request.cards = 4;
        request.checkpoint = reference.checkpoint;
        request.layout.tp = 4;
        Build build = BuildAssembler::assemble(request, catalogue);
        (void)SizingEngine::evaluate(build, catalogue);
        for (const Watts &limit : card.powerLimits) {
            for (Server &server : build.servers)
                server.powerCap = limit;
            (void)SizingEngine::evaluate(build, catalogue);
        }
    } catch (const FormatError &) {
    } catch (const std::invalid_argument &) {
    }
    return 0;
}
