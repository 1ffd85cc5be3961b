// SPDX-License-Identifier: MIT
#include "cardplacement.h"

#include "catalogue.h"
#include "chassisfit.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "nearestids.h"

#include <climits>

namespace llmconf {

QString CardPlacement::whyNot(const Build &build, const Catalogue &catalogue, const QString &cardId,
                              SlotRef to, const QList<SlotRef> &leaving)
{
    const Card *card = catalogue.card(cardId);
    if (!card)
        return tr("Unknown card \"%1\"%2.").arg(cardId, NearestIds::cardHint(cardId, catalogue));
    if (to.server < 0 || to.server >= build.servers.size())
        return tr("There is no server %1.").arg(to.server + 1);
    const Server &server = build.servers[to.server];
    const Chassis *chassis = catalogue.chassisById(server.chassis);
    if (!chassis)
        return tr("Server %1 has an unknown chassis.").arg(to.server + 1);
    if (to.slot < 0 || to.slot >= chassis->gpuSlots)
        return tr("The %1 has no slot %2.").arg(chassis->name.text()).arg(to.slot + 1);
    // The slot first, so that a message seen after the drop says where.
    if (const QString reason = ChassisFit::whyNot(*card, *chassis, catalogue); !reason.isEmpty())
        return tr("Server %1, slot %2: %3").arg(to.server + 1).arg(to.slot + 1).arg(reason);
    const bool occupied = to.slot < server.slotCards.size() && !server.slotCards[to.slot].isEmpty();
    if (occupied && !leaving.contains(to))
        return tr("Slot %1 of server %2 already holds a %3.")
            .arg(to.slot + 1)
            .arg(to.server + 1)
            .arg(catalogue.card(server.slotCards[to.slot])
                     ? catalogue.card(server.slotCards[to.slot])->shortName
                     : server.slotCards[to.slot]);
    return QString();
}

QString CardPlacement::place(Build &build, const Catalogue &catalogue, const QString &cardId,
                             SlotRef to)
{
    const QString reason = whyNot(build, catalogue, cardId, to);
    if (!reason.isEmpty())
        return reason;
    QStringList &slotIds = build.servers[to.server].slotCards;
    while (slotIds.size() <= to.slot)
        slotIds.append(QString());
    slotIds[to.slot] = cardId;
    adaptLayout(build, catalogue);
    return QString();
}

QString CardPlacement::move(Build &build, const Catalogue &catalogue, const QList<SlotRef> &from,
                            SlotRef to)
{
    if (from.isEmpty())
        return tr("No card to move.");
    QStringList cards;
    for (const SlotRef &s : from) {
        if (s.server < 0 || s.server >= build.servers.size() || s.slot < 0 ||
            s.slot >= build.servers[s.server].slotCards.size() ||
            build.servers[s.server].slotCards[s.slot].isEmpty())
            return tr("Slot %1 of server %2 holds no card.").arg(s.slot + 1).arg(s.server + 1);
        cards.append(build.servers[s.server].slotCards[s.slot]);
    }
    // Targets: `to`, then the next slots that are free (or being left) on that server.
    QList<SlotRef> targets;
    if (to.server < 0 || to.server >= build.servers.size())
        return tr("There is no server %1.").arg(to.server + 1);
    const Chassis *chassis = catalogue.chassisById(build.servers[to.server].chassis);
    const int slotCount = chassis ? chassis->gpuSlots : 0;
    for (int slot = to.slot; slot < slotCount && targets.size() < cards.size(); ++slot) {
        const SlotRef candidate{to.server, slot};
        const QString reason = whyNot(build, catalogue, cards[targets.size()], candidate, from);
        if (reason.isEmpty())
            targets.append(candidate);
        else if (slot == to.slot)
            return reason;
    }
    if (targets.size() < cards.size())
        return tr("Server %1 has no room for %n card(s) from slot %2 on.", nullptr,
                  int(cards.size()))
            .arg(to.server + 1)
            .arg(to.slot + 1);
    Build changed = build;
    for (const SlotRef &s : from)
        changed.servers[s.server].slotCards[s.slot].clear();
    for (qsizetype i = 0; i < targets.size(); ++i) {
        QStringList &slotIds = changed.servers[targets[i].server].slotCards;
        while (slotIds.size() <= targets[i].slot)
            slotIds.append(QString());
        slotIds[targets[i].slot] = cards[i];
    }
    adaptLayout(changed, catalogue);
    build = changed;
    return QString();
}

void CardPlacement::remove(Build &build, const Catalogue &catalogue,
                           const QList<SlotRef> &targetSlots)
{
    for (const SlotRef &s : targetSlots)
        if (s.server >= 0 && s.server < build.servers.size() && s.slot >= 0 &&
            s.slot < build.servers[s.server].slotCards.size())
            build.servers[s.server].slotCards[s.slot].clear();
    adaptLayout(build, catalogue);
}

void CardPlacement::adaptLayout(Build &build, const Catalogue &catalogue)
{
    const int cards = build.cardCount();
    if (cards < 1 || build.layout.cards() == cards)
        return;
    build.layout = LayoutOptions::adapt(build.layout, cards, layers(build, catalogue));
    // A layout vLLM refuses (TP 3 over 64 heads) gives way to the first one it
    // starts for these cards, keeping EP as it was where the model has experts.
    const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
    const ModelFamily *model = catalogue.modelOf(build.checkpoint);
    if (model && !LayoutValidity::whyRefused(build.layout, *model, checkpoint).isEmpty()) {
        for (Layout l : LayoutValidity::startable(cards, *model, checkpoint)) {
            l.ep = build.layout.ep && model->shape.hasExperts();
            if (LayoutValidity::whyRefused(l, *model, checkpoint).isEmpty()) {
                build.layout = l;
                break;
            }
        }
    }
}

int CardPlacement::layers(const Build &build, const Catalogue &catalogue)
{
    const ModelFamily *model = catalogue.modelOf(build.checkpoint);
    return model && model->attention.numHiddenLayers > 0 ? model->attention.numHiddenLayers
                                                         : INT_MAX;
}

} // namespace llmconf
