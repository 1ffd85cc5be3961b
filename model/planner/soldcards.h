// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace llmconf {

class Catalogue;
struct Card;

/// The cards the supplier sells ("our cards"): those whose catalogue entry
/// says "sold": true (cards.json; a user's card may say so too). The
/// planner dialog starts with them ticked until the user picks others.
class SoldCards
{
public:
    static bool isSold(const Card &card);
    /// Ids of the sold cards in catalogue order; empty when none is marked.
    static QStringList ids(const Catalogue &catalogue);
};

} // namespace llmconf
