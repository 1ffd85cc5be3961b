// SPDX-License-Identifier: MIT
// Test support for the views tests: canvas edits sent as real input (cards
// clicked and deleted, a server selected and deleted, a card dragged to
// another slot, Ctrl+Z).
#pragma once

#include "cardmimedata.h"
#include "servercanvas.h"
#include "serveritem.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QGraphicsScene>
#include <QTest>

#include <gtest/gtest.h>

namespace llmconf::test {

/// Clicks the cards in `cards` (Ctrl adds each after the first) and presses Delete.
inline void deleteCards(ServerCanvas *canvas, const QList<SlotRef> &cards)
{
    canvas->setFocus();
    for (qsizetype i = 0; i < cards.size(); ++i)
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton,
                          i == 0 ? Qt::NoModifier : Qt::ControlModifier,
                          canvas->slotCentre(cards[i]));
    ASSERT_EQ(canvas->selectedSlots().size(), cards.size());
    QTest::keyClick(canvas, Qt::Key_Delete);
    QApplication::processEvents();
}

/// Selects server `server` on the canvas and presses Delete.
inline void deleteServer(ServerCanvas *canvas, int server)
{
    canvas->scene()->clearSelection();
    canvas->serverItem(server)->setSelected(true);
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Delete);
    QApplication::processEvents();
}

/// Drops the card in `from` onto `to`, as a drag of it on the canvas does;
/// true when the drop was taken.
inline bool moveCard(ServerCanvas *canvas, const QString &cardId, SlotRef from, SlotRef to)
{
    CardMimeData data(cardId, {from});
    const QPoint pos = canvas->slotCentre(to);
    QDragEnterEvent enter(pos, Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(canvas->viewport(), &enter);
    QDragMoveEvent move(pos, Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(canvas->viewport(), &move);
    QDropEvent drop(pos, Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(canvas->viewport(), &drop);
    QApplication::processEvents();
    return drop.isAccepted();
}

/// Ctrl+Z in `window`.
inline void pressUndo(QWidget *window)
{
    QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
    QApplication::processEvents();
}

} // namespace llmconf::test
