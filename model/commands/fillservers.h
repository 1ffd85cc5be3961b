// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"

#include <QCoreApplication>

namespace llmconf {

class Catalogue;

/// "Fill server 2 with 8 x H200 NVL": the free slots of one server (or of
/// every server, in order) take a card each, as one undo step. A layout no
/// one set is chosen again for the cards (LayoutChoice), as after a
/// checkpoint change.
class FillServers : public EditBuild
{
    Q_DECLARE_TR_FUNCTIONS(FillServers)

public:
    /// `server` -1: every server; `count` 0: every free slot.
    FillServers(BuildDocument *document, const QString &cardId, int server = -1, int count = 0);

    /// The free slots the card would fill (at most `count`, 0: all).
    static int freeSlots(const Build &build, const Catalogue &catalogue, const QString &cardId,
                         int server = -1, int count = 0);
    /// Why the card fills no slot, in the words a refused drop uses
    /// (CardPlacement::whyNot, naming server, slot and the chassis it is
    /// sold in); empty when it fills at least one.
    [[nodiscard]] static QString whyNot(const Build &build, const Catalogue &catalogue,
                                        const QString &cardId, int server = -1);
};

} // namespace llmconf
