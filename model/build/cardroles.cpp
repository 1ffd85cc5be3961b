// SPDX-License-Identifier: MIT
#include "cardroles.h"

namespace llmconf {

QList<CardRole> CardRoles::of(const Build &build)
{
    QList<CardRole> roles;
    const Layout &l = build.layout;
    const int tp = std::max(1, l.tp);
    const int perCopy = std::max(1, l.cardsPerCopy());
    const int perRank = std::max(1, l.cardsPerRank());
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
            r.copy = index / perCopy;
            r.dpRank = (index % perCopy) / perRank;
            r.stage = (index % perRank) / tp;
            r.tpRank = index % tp;
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
