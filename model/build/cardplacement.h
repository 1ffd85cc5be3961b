// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

class Catalogue;

/// One GPU slot of a build: server index and slot index.
struct SlotRef
{
    int server = -1;
    int slot = -1;
    bool operator==(const SlotRef &) const = default;
};

/// The rules of putting cards into slots: which drops a server takes (and
/// why not), and the edits themselves, so that commands, canvas and tests
/// share one answer. After a change of the card count the layout is
/// adapted with LayoutOptions::adapt; the further models' own cards follow
/// the cards they had (ModelInstance::takeCards), each model's layout
/// fitted to its cards.
class CardPlacement
{
    Q_DECLARE_TR_FUNCTIONS(CardPlacement)

public:
    /// Why `cardId` cannot go into `to`; empty when it can. Slots listed in
    /// `leaving` count as free (the cards being moved leave them).
    [[nodiscard]] static QString whyNot(const Build &build, const Catalogue &catalogue,
                                        const QString &cardId, SlotRef to,
                                        const QList<SlotRef> &leaving = {});

    /// Puts a card into a free slot; returns the reason and changes nothing when refused.
    static QString place(Build &build, const Catalogue &catalogue, const QString &cardId,
                         SlotRef to);
    /// Puts a card of `cardId` into each slot of `targets` as one edit (the
    /// layouts fitted once, to all of them).
    static QString place(Build &build, const Catalogue &catalogue, const QString &cardId,
                         const QList<SlotRef> &targets);
    /// Moves the cards in `from` to `to` and the free slots after it on the
    /// same server, keeping their order.
    static QString move(Build &build, const Catalogue &catalogue, const QList<SlotRef> &from,
                        SlotRef to);
    /// Empties the slots; returns the reason and changes nothing when refused
    /// (a further model would be left without cards of its own).
    static QString remove(Build &build, const Catalogue &catalogue,
                          const QList<SlotRef> &targetSlots);
    /// Removes a server and its cards (as remove, then the empty server).
    static QString removeServer(Build &build, const Catalogue &catalogue, int server);

    /// Fits the layout to the number of placed cards (and to the model's
    /// layers). With `before` (the build before the edit) a prefill/decode
    /// split is kept where each pool still has cards: the cards keep the
    /// pool of their slot and each pool's layout fits its cards; without
    /// it, or where a pool has none left, the build serves aggregated.
    static void adaptLayout(Build &build, const Catalogue &catalogue,
                            const Build *before = nullptr);
    /// The model's layer count for the build's checkpoint; a large number when unknown.
    static int layers(const Build &build, const Catalogue &catalogue);
};

} // namespace llmconf
