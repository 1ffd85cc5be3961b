// SPDX-License-Identifier: MIT
#include "movecards.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"

#include <QCoreApplication>

namespace llmconf {

MoveCards::MoveCards(BuildDocument *document, const QList<SlotRef> &from, SlotRef to)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Move %n card(s)", nullptr,
                                                       int(from.size()));
                }),
                [document, from, to](Build &b) {
                    CardPlacement::move(b, document->catalogue(), from, to);
                })
{
}

} // namespace llmconf
