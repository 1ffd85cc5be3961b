// SPDX-License-Identifier: MIT
#include "removecards.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"

#include <QCoreApplication>

namespace llmconf {

RemoveCards::RemoveCards(BuildDocument *document, const QList<SlotRef> &targetSlots)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Remove %n card(s)",
                                                       nullptr, int(targetSlots.size()));
                }),
                [document, targetSlots](Build &b) {
                    CardPlacement::remove(b, document->catalogue(), targetSlots);
                })
{
}

} // namespace llmconf
