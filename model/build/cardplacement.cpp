// SPDX-License-Identifier: MIT
#include "cardplacement.h"

#include "cardroles.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "nearestids.h"

#include <QHash>

#include <climits>
#include <optional>

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
    const Build before = build;
    QStringList &slotIds = build.servers[to.server].slotCards;
    while (slotIds.size() <= to.slot)
        slotIds.append(QString());
    slotIds[to.slot] = cardId;
    adaptLayout(build, catalogue, &before);
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
    adaptLayout(changed, catalogue, &build);
    build = changed;
    return QString();
}

void CardPlacement::remove(Build &build, const Catalogue &catalogue,
                           const QList<SlotRef> &targetSlots)
{
    const Build before = build;
    for (const SlotRef &s : targetSlots)
        if (s.server >= 0 && s.server < build.servers.size() && s.slot >= 0 &&
            s.slot < build.servers[s.server].slotCards.size())
            build.servers[s.server].slotCards[s.slot].clear();
    adaptLayout(build, catalogue, &before);
}

namespace {

/// `wanted` fitted to `cards` cards (LayoutOptions::adapt); a layout vLLM
/// refuses (TP 3 over 64 heads) gives way to the first one it starts for
/// these cards, keeping EP as it was where the model has experts.
Layout fitted(const Layout &wanted, int cards, const Build &build, const Catalogue &catalogue)
{
    Layout l = LayoutOptions::adapt(wanted, cards, CardPlacement::layers(build, catalogue));
    const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
    const ModelFamily *model = catalogue.modelOf(build.checkpoint);
    if (model && !LayoutValidity::whyRefused(l, *model, checkpoint).isEmpty()) {
        for (Layout candidate : LayoutValidity::startable(cards, *model, checkpoint)) {
            candidate.ep = l.ep && model->shape.hasExperts();
            if (LayoutValidity::whyRefused(candidate, *model, checkpoint).isEmpty())
                return candidate;
        }
    }
    return l;
}

/// The cards of `after` that serve prefill, counted from its first card:
/// each card keeps the pool it had in its slot in `before`; a card new to
/// its slot joins the pool of a neighbour of its type (the card before it,
/// else the one after), else of the card before it (the first card: after
/// it), so that a card replaced by another type stays in its pool and the
/// evaluation says which type the pool holds. The prefill pool is
/// the run of prefill cards the build starts with (the layout counts its
/// cards first).
int prefillCardsLeft(const Build &before, const Build &after)
{
    QHash<QPair<int, int>, CardRole::Pool> was;
    for (const CardRole &r : CardRoles::of(before))
        was.insert({r.server, r.slot}, r.pool);
    QStringList ids;
    QList<std::optional<bool>> prefill; // nullopt: new to its slot
    for (qsizetype s = 0; s < after.servers.size(); ++s)
        for (qsizetype i = 0; i < after.servers[s].slotCards.size(); ++i) {
            const QString &id = after.servers[s].slotCards[i];
            if (id.isEmpty())
                continue;
            const bool same = s < before.servers.size() && i < before.servers[s].slotCards.size() &&
                              before.servers[s].slotCards[i] == id;
            ids.append(id);
            prefill.append(
                same ? std::optional<bool>(was.value({int(s), int(i)}) == CardRole::Pool::Prefill)
                     : std::nullopt);
        }
    const auto known = [&](qsizetype i) { return i >= 0 && i < ids.size() && prefill[i]; };
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (prefill[i])
            continue;
        if (known(i - 1) && ids[i - 1] == ids[i])
            prefill[i] = *prefill[i - 1];
        else if (known(i + 1) && ids[i + 1] == ids[i])
            prefill[i] = *prefill[i + 1];
        else if (known(i - 1))
            prefill[i] = *prefill[i - 1];
        else
            prefill[i] = known(i + 1) && *prefill[i + 1];
    }
    int run = 0;
    while (run < prefill.size() && *prefill[run])
        ++run;
    return run;
}

/// `build`'s split on its cards after an edit left `prefillCards` of them
/// in the prefill pool: each pool's layout fitted to its cards (fewer or
/// more copies where its cards per copy divide them); nullopt where a pool
/// is left without cards.
std::optional<Layout> keptSplit(const Build &build, const Catalogue &catalogue, int prefillCards)
{
    const Layout &old = build.layout;
    const int decodeCards = build.cardCount() - prefillCards;
    if (prefillCards < 1 || decodeCards < 1)
        return std::nullopt;
    const Layout prefill = fitted(old.prefillPool(), prefillCards, build, catalogue);
    Layout l = fitted(old.decodePool(), decodeCards, build, catalogue);
    const bool sameLayout = prefill.tp == l.tp && prefill.pp == l.pp && prefill.ep == l.ep &&
                            prefill.dcp == l.dcp && prefill.dp == l.dp;
    if (!sameLayout || old.prefill) {
        if (prefill.dp != 1) // a prefill copy of its own layout has no DP ranks
            return std::nullopt;
        l.prefill = PrefillLayout{prefill.tp, prefill.pp, prefill.ep, prefill.dcp};
    }
    l.prefillCopies = prefill.copies;
    l.copies = prefill.copies + l.copies;
    return l;
}

} // namespace

void CardPlacement::adaptLayout(Build &build, const Catalogue &catalogue, const Build *before)
{
    const int cards = build.cardCount();
    if (cards < 1 || build.layout.cards() == cards)
        return;
    // A split keeps its pools where the cards left still hold both; the
    // further models' own cards are counted by position, which an edit moves.
    if (build.layout.disaggregated() && before && !ModelInstance::anyOwnCards(build)) {
        if (const std::optional<Layout> kept =
                keptSplit(build, catalogue, prefillCardsLeft(*before, build))) {
            build.layout = *kept;
            return;
        }
    }
    Layout aggregated = build.layout;
    aggregated.prefillCopies = 0;
    aggregated.prefill.reset();
    build.layout = fitted(aggregated, cards, build, catalogue);
}

int CardPlacement::layers(const Build &build, const Catalogue &catalogue)
{
    const ModelFamily *model = catalogue.modelOf(build.checkpoint);
    return model && model->attention.numHiddenLayers > 0 ? model->attention.numHiddenLayers
                                                         : INT_MAX;
}

} // namespace llmconf
