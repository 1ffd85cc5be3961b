// SPDX-License-Identifier: MIT
#include "cardroles.h"

namespace llmconf {

namespace {

/// The role of the `index`th card among the cards of `pool` from its first:
/// copy, DP rank, stage and TP rank in that pool's layout.
void placeIn(const Layout &pool, int index, CardRole &r)
{
    const int tp = std::max(1, pool.tp);
    const int perCopy = std::max(1, pool.cardsPerCopy());
    const int perRank = std::max(1, pool.cardsPerRank());
    r.copy = index / perCopy;
    r.dpRank = (index % perCopy) / perRank;
    r.stage = (index % perRank) / tp;
    r.tpRank = index % tp;
}

/// The roles where further models have cards of their own: each model's
/// cards take the roles of its layout on them (ModelInstance::alone), in
/// the order the build counts its cards.
QList<CardRole> ofModels(const Build &build)
{
    QList<QList<CardRole>> perModel{CardRoles::of(ModelInstance::firstModel(build))};
    for (const ModelInstance &m : build.instances)
        perModel.append(m.ownCards() ? CardRoles::of(m.alone(build)) : QList<CardRole>());
    QList<qsizetype> next(perModel.size(), 0);
    QList<CardRole> roles;
    int index = 0;
    for (qsizetype s = 0; s < build.servers.size(); ++s)
        for (qsizetype i = 0; i < build.servers[s].slotCards.size(); ++i) {
            if (build.servers[s].slotCards[i].isEmpty())
                continue;
            const int model = ModelInstance::modelOf(build, index + 1);
            CardRole r = perModel[model - 1].value(next[model - 1]++);
            r.server = int(s);
            r.slot = int(i);
            r.index = index++;
            r.model = model;
            roles.append(r);
        }
    return roles;
}

} // namespace

QList<CardRole> CardRoles::of(const Build &build)
{
    if (ModelInstance::anyOwnCards(build))
        return ofModels(build);
    QList<CardRole> roles;
    const Layout &l = build.layout;
    // The prefill copies come first, each with its pool's layout (its own
    // or the build's); the decode copies follow.
    const Layout prefill = l.prefillPool();
    const int prefillCards = l.disaggregated() ? l.prefillCards() : 0;
    int index = 0;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const QStringList &slotIds = build.servers[s].slotCards;
        for (qsizetype i = 0; i < slotIds.size(); ++i) {
            if (slotIds[i].isEmpty())
                continue;
            CardRole r;
            r.server = int(s);
            r.slot = int(i);
            r.index = index;
            if (index < prefillCards) {
                placeIn(prefill, index, r);
            } else {
                placeIn(l, index - prefillCards, r);
                r.copy += l.prefillCopies;
            }
            r.spare = index >= l.cards();
            if (l.disaggregated() && !r.spare)
                r.pool =
                    r.copy < l.prefillCopies ? CardRole::Pool::Prefill : CardRole::Pool::Decode;
            roles.append(r);
            ++index;
        }
    }
    return roles;
}

std::optional<CardRole> CardRoles::at(const Build &build, int server, int slot)
{
    for (const CardRole &r : of(build))
        if (r.server == server && r.slot == slot)
            return r;
    return std::nullopt;
}

} // namespace llmconf
