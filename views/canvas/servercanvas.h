// SPDX-License-Identifier: MIT
#pragma once

#include "cardplacement.h"

#include <QGraphicsView>

class QLabel;
class QMimeData;
class QTimer;

namespace llmconf {

class BuildDocument;
class ServerItem;
class CardItem;

/// The servers of the build drawn as chassis with slots, sockets and
/// bridges. Takes card drops from the palette and moves cards between slots
/// and servers; refuses a drop it cannot take and says why. Every change is
/// one command on the document's undo stack.
class ServerCanvas : public QGraphicsView
{
    Q_OBJECT

public:
    explicit ServerCanvas(BuildDocument *document, QWidget *parent = nullptr);

    /// The reason the last drop was refused; empty after an accepted one.
    const QString &lastRefusal() const { return m_lastRefusal; }
    /// The slots of the selected cards.
    QList<SlotRef> selectedSlots() const;
    /// The card item in a slot; nullptr for an empty one (for tests and the benchmark).
    CardItem *cardItem(SlotRef slot) const;
    ServerItem *serverItem(int server) const;
    /// The viewport position of the centre of a slot.
    QPoint slotCentre(SlotRef slot) const;

public slots:
    /// Removes the selected cards, or the selected servers when no card is selected.
    void removeSelected();
    void rebuild();

signals:
    /// A drop was refused; `reason` says why (shown on the canvas and in the status bar).
    void dropRefused(const QString &reason);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Where a drag over `pos` would go and why it cannot, if it cannot.
    struct DropTarget
    {
        ServerItem *server = nullptr;
        SlotRef slot;
        QString refusal;
    };
    DropTarget dropTargetAt(const QPoint &pos, const QMimeData *mime) const;
    void showHint(const DropTarget &target);
    void clearHints();
    void refuse(const QString &reason);
    void startCardDrag();
    /// Places the servers in as many columns as show them largest, then fits the scene.
    void arrangeServers();
    int columnsFor(QSizeF viewport) const;
    void fitScene();

    BuildDocument *m_document;
    QList<ServerItem *> m_servers;
    QLabel *m_banner;
    QTimer *m_bannerTimer;
    QString m_lastRefusal;
    QString m_refusalUnderCursor; // of the last drag move over a slot
    QPoint m_pressPos;
    CardItem *m_pressCard = nullptr;
    bool m_dragInside = false;
    int m_columns = 0; // of the servers' grid; 0: not arranged yet
};

} // namespace llmconf
