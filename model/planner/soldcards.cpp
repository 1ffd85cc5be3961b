// SPDX-License-Identifier: MIT
#include "soldcards.h"

#include "catalogue.h"

namespace llmconf {

bool SoldCards::isSold(const Card &card)
{
    // Kept among the entry's other fields (Card::otherFields), which the
    // catalogue reads and writes back unchanged: a field of its own in Card
    // would change every file that includes card.h for one flag.
    return card.otherFields.value(QStringLiteral("sold")).toBool(false);
}

QStringList SoldCards::ids(const Catalogue &catalogue)
{
    QStringList ids;
    for (const Card &card : catalogue.cards())
        if (isSold(card))
            ids.append(card.id);
    return ids;
}

} // namespace llmconf
