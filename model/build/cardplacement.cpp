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

/// The model (ModelInstance::modelOf) of each card of `after`, by position
/// from 0: a card still in its slot, or moved (`moved`: its slot in `after`
/// and in `before`), keeps its model; a new card joins a further model only
/// between two of that model's cards, else model 1, so that a card added
/// before a further model's cards shifts them.
QList<int> ownersAfter(const Build &before, const Build &after,
                       const QList<QPair<SlotRef, SlotRef>> &moved)
{
    QHash<QPair<int, int>, int> was;
    const QList<int> models = ModelInstance::owners(before);
    qsizetype position = 0;
    for (qsizetype s = 0; s < before.servers.size(); ++s)
        for (qsizetype i = 0; i < before.servers[s].slotCards.size(); ++i)
            if (!before.servers[s].slotCards[i].isEmpty())
                was.insert({int(s), int(i)}, models.value(position++, 1));
    QList<int> known; // 0: new to its slot
    for (qsizetype s = 0; s < after.servers.size(); ++s)
        for (qsizetype i = 0; i < after.servers[s].slotCards.size(); ++i) {
            const QString &id = after.servers[s].slotCards[i];
            if (id.isEmpty())
                continue;
            const SlotRef at{int(s), int(i)};
            const auto from = std::find_if(moved.begin(), moved.end(),
                                           [&](const auto &m) { return m.first == at; });
            const bool same = s < before.servers.size() && i < before.servers[s].slotCards.size() &&
                              before.servers[s].slotCards[i] == id;
            known.append(from != moved.end() ? was.value({from->second.server, from->second.slot})
                         : same              ? was.value({int(s), int(i)})
                                             : 0);
        }
    QList<int> owners = known;
    for (qsizetype i = 0; i < known.size(); ++i) {
        if (known[i] != 0)
            continue;
        int previous = 0;
        int next = 0;
        for (qsizetype j = i - 1; j >= 0 && previous == 0; --j)
            previous = known[j];
        for (qsizetype j = i + 1; j < known.size() && next == 0; ++j)
            next = known[j];
        owners[i] = previous >= 2 && previous == next ? previous : 1;
    }
    return owners;
}

/// After an edit of `before`'s cards: the further models' own cards follow
/// the cards they had, each further model's layout is fitted to its cards
/// as model 1's is (adaptLayout). Why not, naming the model: the cards
/// left give it none or no layout vLLM starts.
QString followCards(Build &build, const Catalogue &catalogue, const Build &before,
                    const QList<QPair<SlotRef, SlotRef>> &moved = {})
{
    if (ModelInstance::anyOwnCards(before)) {
        if (const QString reason =
                ModelInstance::takeCards(build, ownersAfter(before, build, moved));
            !reason.isEmpty())
            return reason;
        for (qsizetype i = 0; i < build.instances.size(); ++i) {
            ModelInstance &m = build.instances[i];
            const int cards = m.lastCard - m.firstCard + 1;
            if (!m.ownCards() || m.layout.cards() == cards)
                continue;
            Layout aggregated = m.layout;
            aggregated.prefillCopies = 0;
            aggregated.prefill.reset();
            m.layout = fitted(aggregated, cards, m.alone(build), catalogue);
            const ModelFamily *model = catalogue.modelOf(m.checkpoint);
            const QString refused =
                model ? LayoutValidity::whyRefused(m.layout, *model,
                                                   catalogue.checkpoint(m.checkpoint))
                      : QString();
            if (!refused.isEmpty())
                return CardPlacement::tr("Model %1 (%2) on %n card(s): %3", nullptr, cards)
                    .arg(i + 2)
                    .arg(m.checkpoint, refused);
        }
    }
    CardPlacement::adaptLayout(build, catalogue, &before);
    return QString();
}

} // namespace

QString CardPlacement::place(Build &build, const Catalogue &catalogue, const QString &cardId,
                             SlotRef to)
{
    return place(build, catalogue, cardId, QList<SlotRef>{to});
}

QString CardPlacement::place(Build &build, const Catalogue &catalogue, const QString &cardId,
                             const QList<SlotRef> &targets)
{
    const Build before = build;
    for (const SlotRef &to : targets) {
        if (const QString reason = whyNot(build, catalogue, cardId, to); !reason.isEmpty()) {
            build = before;
            return reason;
        }
        QStringList &slotIds = build.servers[to.server].slotCards;
        while (slotIds.size() <= to.slot)
            slotIds.append(QString());
        slotIds[to.slot] = cardId;
    }
    // One fit for all the cards: a card at a time would fit each layout to
    // every count on the way (TP2 to TP1 at an odd count).
    if (const QString reason = followCards(build, catalogue, before); !reason.isEmpty()) {
        build = before;
        return reason;
    }
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
    QList<QPair<SlotRef, SlotRef>> moved;
    for (qsizetype i = 0; i < targets.size(); ++i) {
        moved.append({targets[i], from[i]});
        QStringList &slotIds = changed.servers[targets[i].server].slotCards;
        while (slotIds.size() <= targets[i].slot)
            slotIds.append(QString());
        slotIds[targets[i].slot] = cards[i];
    }
    if (const QString reason = followCards(changed, catalogue, build, moved); !reason.isEmpty())
        return reason;
    build = changed;
    return QString();
}

QString CardPlacement::remove(Build &build, const Catalogue &catalogue,
                              const QList<SlotRef> &targetSlots)
{
    const Build before = build;
    for (const SlotRef &s : targetSlots)
        if (s.server >= 0 && s.server < build.servers.size() && s.slot >= 0 &&
            s.slot < build.servers[s.server].slotCards.size())
            build.servers[s.server].slotCards[s.slot].clear();
    if (const QString reason = followCards(build, catalogue, before); !reason.isEmpty()) {
        build = before;
        return reason;
    }
    return QString();
}

QString CardPlacement::removeServer(Build &build, const Catalogue &catalogue, int server)
{
    if (server < 0 || server >= build.servers.size())
        return tr("There is no server %1.").arg(server + 1);
    QList<SlotRef> slotsOfServer;
    for (int slot = 0; slot < build.servers[server].slotCards.size(); ++slot)
        slotsOfServer.append(SlotRef{server, slot});
    // Emptied first, so that the split and the further models' cards follow
    // the cards left as after a deletion; the empty server then moves no
    // card's position.
    if (const QString reason = remove(build, catalogue, slotsOfServer); !reason.isEmpty())
        return reason;
    build.servers.removeAt(server);
    return QString();
}

void CardPlacement::adaptLayout(Build &build, const Catalogue &catalogue, const Build *before)
{
    // Model 1's layout spans the cards no further model has of its own.
    const int cards = ModelInstance::firstModel(build).cardCount();
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
