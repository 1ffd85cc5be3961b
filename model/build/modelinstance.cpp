// SPDX-License-Identifier: MIT
#include "modelinstance.h"

#include "build.h"

#include <algorithm>
#include <functional>

namespace llmconf {

namespace {

/// `build` with only the placed cards whose position (from 1) `keep`
/// takes; a server left without a card is dropped, so that the sizing
/// engine sees the servers the model runs on.
Build withCards(const Build &build, const std::function<bool(int)> &keep)
{
    Build part = build;
    part.servers.clear();
    int position = 0;
    for (const Server &server : build.servers) {
        Server kept = server;
        for (QString &slot : kept.slotCards)
            if (!slot.isEmpty() && !keep(++position))
                slot.clear();
        if (kept.cardCount() > 0)
            part.servers.append(kept);
    }
    return part;
}

} // namespace

Build ModelInstance::alone(const Build &build) const
{
    Build own =
        ownCards() ? withCards(build, [this](int p) { return owns(p); }) : firstModel(build);
    own.checkpoint = checkpoint;
    own.layout = layout;
    own.utilization = utilization;
    own.reserve = reserve;
    // The instance's figures are its own: no further instances of its own,
    // no speculative decoding or --max-num-seqs set for the first
    // model.
    own.instances.clear();
    own.mtpDraftTokens = 0;
    own.mtpAcceptance = 0.0;
    own.maxSequences = 0;
    return own;
}

bool ModelInstance::anyOwnCards(const Build &build)
{
    return std::any_of(build.instances.begin(), build.instances.end(),
                       [](const ModelInstance &m) { return m.ownCards(); });
}

Build ModelInstance::firstModel(const Build &build)
{
    if (!anyOwnCards(build))
        return build;
    Build first = withCards(build, [&build](int p) { return modelOf(build, p) == 1; });
    first.instances.clear();
    for (const ModelInstance &m : build.instances)
        if (!m.ownCards())
            first.instances.append(m);
    return first;
}

int ModelInstance::modelOf(const Build &build, int position)
{
    for (qsizetype i = 0; i < build.instances.size(); ++i)
        if (build.instances[i].owns(position))
            return int(i) + 2;
    return 1;
}

QString ModelInstance::whyRefusedCards(const Build &build)
{
    const int cards = build.cardCount();
    QList<int> owner(cards + 1, 1);
    for (qsizetype i = 0; i < build.instances.size(); ++i) {
        const ModelInstance &m = build.instances[i];
        if (!m.ownCards())
            continue;
        const int number = int(i) + 2;
        const QString named = tr("Model %1 (%2), cards %3 to %4")
                                  .arg(number)
                                  .arg(m.checkpoint)
                                  .arg(m.firstCard)
                                  .arg(m.lastCard);
        if (m.lastCard < m.firstCard || m.lastCard > cards)
            return tr("%1: the build's cards are 1 to %2, counted server by server.")
                .arg(named)
                .arg(cards);
        for (int p = m.firstCard; p <= m.lastCard; ++p) {
            if (owner[p] != 1)
                return tr("%1: card %2 is model %3's already.").arg(named).arg(p).arg(owner[p]);
            owner[p] = number;
        }
    }
    if (cards > 0 && !owner.mid(1).contains(1))
        return tr("The further models have every card of their own: none is left for model 1 "
                  "(%1).")
            .arg(build.checkpoint);
    return QString();
}

QList<int> ModelInstance::owners(const Build &build)
{
    QList<int> models;
    for (int p = 1; p <= build.cardCount(); ++p)
        models.append(modelOf(build, p));
    return models;
}

QString ModelInstance::takeCards(Build &build, const QList<int> &owners)
{
    Build taken = build;
    for (qsizetype i = 0; i < taken.instances.size(); ++i) {
        ModelInstance &m = taken.instances[i];
        if (!m.ownCards())
            continue;
        const int number = int(i) + 2;
        const qsizetype first = owners.indexOf(number);
        const qsizetype last = owners.lastIndexOf(number);
        if (first < 0)
            return tr("Model %1 (%2) would have no card left; remove it under Further models "
                      "first.")
                .arg(number)
                .arg(m.checkpoint);
        if (owners.mid(first, last - first + 1).count(number) != last - first + 1)
            return tr("Model %1 (%2) would no longer run on one run of cards: another model's "
                      "card would lie between its cards.")
                .arg(number)
                .arg(m.checkpoint);
        m.firstCard = int(first) + 1;
        m.lastCard = int(last) + 1;
    }
    if (const QString reason = whyRefusedCards(taken); !reason.isEmpty())
        return reason;
    build = taken;
    return QString();
}

QList<int> ModelInstance::serversOf(const Build &build, int model)
{
    QList<int> servers;
    if (!anyOwnCards(build)) {
        for (qsizetype s = 0; s < build.servers.size(); ++s)
            if (build.servers[s].cardCount() > 0)
                servers.append(int(s));
        return servers;
    }
    for (const auto &[server, gpus] : placed(build, model))
        servers.append(server);
    return servers;
}

QList<QPair<int, QList<int>>> ModelInstance::devices(const Build &build, int model)
{
    if (!anyOwnCards(build))
        return {};
    return placed(build, model);
}

QList<QPair<int, QList<int>>> ModelInstance::placed(const Build &build, int model)
{
    QList<QPair<int, QList<int>>> perServer;
    // A further model that shares cards runs on those of model 1.
    if (model >= 2 && model - 2 < build.instances.size() && !build.instances[model - 2].ownCards())
        model = 1;
    int position = 0;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        QList<int> gpus;
        int device = 0;
        for (const QString &slot : build.servers[s].slotCards) {
            if (slot.isEmpty())
                continue;
            if (modelOf(build, ++position) == model)
                gpus.append(device);
            ++device;
        }
        if (!gpus.isEmpty())
            perServer.append({int(s), gpus});
    }
    return perServer;
}

} // namespace llmconf
