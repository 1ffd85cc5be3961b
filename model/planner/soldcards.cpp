// SPDX-License-Identifier: MIT
#include "soldcards.h"

#include "catalogue.h"

namespace llmconf {

bool SoldCards::isSold(const Card &card)
{
    return card.sold;
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
