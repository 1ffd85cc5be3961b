// SPDX-License-Identifier: MIT
#include "buildcatalogue.h"

#include <algorithm>

namespace llmconf {

Catalogue BuildCatalogue::effective(const Catalogue &base, const Build &build)
{
    Catalogue catalogue = base;
    for (const Card &c : build.customCards)
        catalogue.addCard(c);
    for (const CustomCheckpoint &c : build.customCheckpoints) {
        catalogue.addModel(c.model);
        catalogue.addCheckpoint(c.checkpoint);
    }
    return catalogue;
}

void BuildCatalogue::embedCustom(Build &build, const Catalogue &available, const Catalogue &builtIn)
{
    // Entries the build already carries stay available when the user's
    // catalogue lacks them (a build opened from another machine).
    const Catalogue all = effective(available, build);
    QList<CustomCheckpoint> custom;
    QStringList used{build.checkpoint};
    used += build.keep;
    for (const ModelInstance &instance : std::as_const(build.instances))
        used += instance.checkpoint; // further models travel with the file too
    for (const QString &id : std::as_const(used)) {
        if (builtIn.checkpoint(id))
            continue;
        const Checkpoint *checkpoint = all.checkpoint(id);
        const ModelFamily *model = all.modelOf(id);
        if (!checkpoint || !model)
            continue; // unknown everywhere: validation reports it
        const bool listed =
            std::any_of(custom.begin(), custom.end(),
                        [&id](const CustomCheckpoint &c) { return c.checkpoint.id == id; });
        if (!listed)
            custom.append(CustomCheckpoint{*model, *checkpoint});
    }
    build.customCheckpoints = custom;

    QList<Card> cards;
    for (const Server &server : std::as_const(build.servers))
        for (const QString &id : server.slotCards) {
            if (id.isEmpty() || builtIn.card(id))
                continue;
            const Card *card = all.card(id);
            if (!card)
                continue; // unknown everywhere: validation reports it
            const bool listed = std::any_of(cards.begin(), cards.end(),
                                            [&id](const Card &c) { return c.id == id; });
            if (!listed)
                cards.append(*card);
        }
    build.customCards = cards;
}

} // namespace llmconf
