// SPDX-License-Identifier: MIT
#include "buildvariants.h"

#include "buildassembler.h"
#include "cardplacement.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "figureformulas.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"

namespace llmconf {

BuildVariant BuildVariants::variant(const Build &build, const QString &label)
{
    BuildVariant v{label, build};
    v.build.title = tr("Copy: %1").arg(label);
    return v;
}

QList<BuildVariant> BuildVariants::otherCards(const Build &build, const Catalogue &catalogue)
{
    // The card the build has most of is the one replaced.
    QHash<QString, int> counts;
    for (const Server &s : build.servers)
        for (const QString &id : s.slotCards)
            if (!id.isEmpty())
                ++counts[id];
    QString current;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (current.isEmpty() || it.value() > counts.value(current))
            current = it.key();
    const Card *from = catalogue.card(current);
    QList<BuildVariant> variants;
    if (!from)
        return variants;
    for (const Card &card : catalogue.cards()) {
        if (card.id == current)
            continue;
        Build copy = build;
        bool possible = true;
        for (Server &server : copy.servers) {
            const int count = server.cardCount();
            const Chassis *chassis = catalogue.chassisById(server.chassis);
            if (!chassis || !ChassisFit::takes(card, *chassis)) {
                const QString other = BuildAssembler::chassisFor(catalogue, card.id, count);
                chassis = catalogue.chassisById(other);
                // An HGX board is sold with all its GPUs fitted.
                if (!chassis ||
                    (!chassis->populations.isEmpty() && !chassis->populations.contains(count))) {
                    possible = false;
                    break;
                }
                server.chassis = chassis->id;
                server.slotCards = QStringList(chassis->gpuSlots, QString());
                for (int i = 0; i < count; ++i)
                    server.slotCards[i] = card.id;
                if (server.cpuCount > chassis->sockets)
                    server.cpuCount = chassis->sockets;
                if (server.cpuCount == 0)
                    server.cpu.clear();
            } else {
                for (QString &id : server.slotCards)
                    if (id == current)
                        id = card.id;
            }
            if (!card.powerLimits.contains(server.powerCap))
                server.powerCap = watts(0);
        }
        if (possible)
            variants.append(
                variant(copy, tr("%1 instead of %2").arg(card.shortName, from->shortName)));
    }
    return variants;
}

QList<BuildVariant> BuildVariants::otherCheckpoints(const Build &build, const Catalogue &catalogue)
{
    QList<BuildVariant> variants;
    const Checkpoint *current = catalogue.checkpoint(build.checkpoint);
    if (!current)
        return variants;
    for (const Checkpoint &checkpoint : catalogue.checkpoints()) {
        if (checkpoint.id == current->id || checkpoint.model != current->model)
            continue;
        Build copy = build;
        copy.checkpoint = checkpoint.id;
        variants.append(variant(copy, tr("%1 instead of %2").arg(checkpoint.id, current->id)));
    }
    return variants;
}

QList<BuildVariant> BuildVariants::otherLayouts(const Build &build, const Catalogue &catalogue)
{
    QList<BuildVariant> variants;
    const int cards = build.cardCount();
    if (cards == 0)
        return variants;
    const QuantityFormat format;
    for (const Layout &layout :
         LayoutOptions::all(cards, CardPlacement::layers(build, catalogue), build.layout.ep)) {
        // DCP multiplies the list; it stays a change of its own in the build panel.
        if (layout.dcp > 1 || layout == build.layout)
            continue;
        // Only layouts vLLM starts are offered as a change.
        const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
        const ModelFamily *model = checkpoint ? catalogue.model(checkpoint->model) : nullptr;
        if (model && !LayoutValidity::whyRefused(layout, *model, checkpoint).isEmpty())
            continue;
        Build copy = build;
        copy.layout = layout;
        variants.append(variant(copy, FigureFormulas(copy, Figures(), format).layout()));
    }
    return variants;
}

QList<BuildVariant> BuildVariants::otherCacheDtypes(const Build &build)
{
    Build copy = build;
    copy.cacheDtype = build.cacheDtype == CacheDtype::Fp8 ? CacheDtype::Bf16 : CacheDtype::Fp8;
    return {variant(copy, FigureFormulas(copy, Figures(), QuantityFormat()).cacheDtype())};
}

} // namespace llmconf
