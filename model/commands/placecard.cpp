// SPDX-License-Identifier: MIT
#include "placecard.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"

#include <QCoreApplication>

namespace llmconf {

PlaceCard::PlaceCard(BuildDocument *document, const QString &cardId, SlotRef to)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Place %1")
                        .arg(document->catalogue().card(cardId)
                                 ? document->catalogue().card(cardId)->shortName
                                 : cardId);
                }),
                [document, cardId, to](Build &b) {
                    CardPlacement::place(b, document->catalogue(), cardId, to);
                })
{
}

} // namespace llmconf
