// SPDX-License-Identifier: MIT
// Test support: a card dragged from the palette onto a canvas slot, as the
// drag's enter, move and drop events with the card's MIME data.
#pragma once

#include "cardmimedata.h"
#include "servercanvas.h"

#include <QApplication>
#include <QDragEnterEvent>

namespace llmconf::test {

/// Drops `cardId` from the palette onto `slot` of `canvas`; true when the drop was taken.
inline bool dropOnCanvas(ServerCanvas *canvas, const QString &cardId, SlotRef slot)
{
    CardMimeData data(cardId, {});
    QWidget *viewport = canvas->viewport();
    const QPoint pos = canvas->slotCentre(slot);
    QDragEnterEvent enter(pos, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    QDragMoveEvent move(pos, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    QDropEvent drop(pos, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
    QApplication::processEvents();
    return drop.isAccepted();
}

} // namespace llmconf::test
