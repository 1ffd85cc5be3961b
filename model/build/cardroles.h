// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QList>

namespace llmconf {

/// Where one placed card sits and what it does in the layout.
struct CardRole
{
    /// Which pool a card's copy serves in a prefill/decode split: the first
    /// Layout::prefillCopies copies prefill, the others decode; Both without
    /// a split.
    enum class Pool { Both, Prefill, Decode };

    int server = 0; // index into Build::servers
    int slot = 0;   // index into Server::slotCards
    int index = 0;  // position among the placed cards, counted server by server
    // In the layout of the card's pool (a split's prefill copies come
    // first, with their own layout where they have one; index counts from
    // the decode pool's first card there, and copy on from the prefill copies):
    int copy = 0;       // index / (DP x TP x PP)
    int dpRank = 0;     // (index % (DP x TP x PP)) / (TP x PP)
    int stage = 0;      // (index % (TP x PP)) / TP
    int tpRank = 0;     // index % TP
    bool spare = false; // beyond TP x PP x copies: placed but not used by the layout
    Pool pool = Pool::Both;
    /// Which model the card serves (ModelInstance::modelOf): 1 the build's
    /// own, 2 on its further models with cards of their own; copy, ranks
    /// and spare are then of that model's layout on its cards.
    int model = 1;
    bool operator==(const CardRole &) const = default;
};

/// The role of every placed card of a build (TP group, pipeline stage, copy),
/// in the order the layout counts them: server by server, slot by slot.
class CardRoles
{
public:
    static QList<CardRole> of(const Build &build);
    /// The role of the card in `slot` of `server`; nullopt for an empty slot.
    static std::optional<CardRole> at(const Build &build, int server, int slot);
};

} // namespace llmconf
