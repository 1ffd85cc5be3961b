// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QList>

#include <algorithm>

namespace llmconf {

/// What a build still serves with one part out of service (N+1): a server
/// where it has several, else one card where it runs several copies. The
/// copies that lose a card stop; the others serve on, each with its share of
/// the load. From the assessment of that smaller build, so the figures are
/// the engine's own.
struct OneDownFigures
{
    /// What fails: nothing to fail over to (one copy on one server), a
    /// server, or a card.
    enum class Unit { None, Server, Card };
    Unit unit = Unit::None;
    int server = -1;          // 0-based, the server (or the card's server) out of service
    int model = 1;            // Unit::Card: the model whose card it is (as CardRole::model)
    int copiesLost = 0;       // copies with a card on it
    int copiesLeft = 0;       // copies that serve on
    int cardsPerServer = 0;   // of the server taken out, to say what one more restores
    bool wholeCopies = false; // that server held whole copies and nothing of others
    /// A prefill/decode split that loses every copy of one pool: the other
    /// pool's copies serve on aggregated (whole requests, in their layout).
    enum class Pool { None, Prefill, Decode };
    Pool poolLost = Pool::None;
    /// Unit::Card of a split: the pool of the card out of service.
    Pool cardPool = Pool::None;
    int wanted = 0; // conversations the whole build serves
    int served = 0; // conversations still served
    bool speedKnown = false;
    double tokensPerSecondPerConversation = 0.0; // at the load still served
    Seconds timeToFirstToken = seconds(0);

    /// A further model of the build (Build::instances) with the same part
    /// out: its copies on it stop, the others serve on.
    struct Model
    {
        int number = 2; // as InstanceReport::number
        int wanted = 0; // conversations it serves in the whole build
        int served = 0; // still served
        int copiesLost = 0;
        int copiesLeft = 0;
        bool holds() const { return served >= wanted; }
        bool operator==(const Model &) const = default;
    };
    QList<Model> models;

    bool applies() const { return unit != Unit::None; }
    /// Every model still serves what the whole build serves.
    bool holds() const
    {
        return served >= wanted &&
               std::all_of(models.begin(), models.end(), [](const Model &m) { return m.holds(); });
    }
};

} // namespace llmconf
