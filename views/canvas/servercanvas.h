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

    /// The smallest size, in points, the slots' text is drawn at: the
    /// canvas shrinks servers to fit down to it and scrolls beyond.
    static constexpr qreal kLeastTextPoints = 7.0;
    /// Up to this many servers the text stays readable and the canvas
    /// scrolls; a larger cluster is shown whole, as an overview.
    static constexpr int kMostReadableServers = 8;
    /// The size the slots' text is drawn at now, in points.
    qreal slotTextPoints() const;

    /// Fills the free slots of `server` (-1: every server) with `cardId`,
    /// one undo step; when no slot takes it, says why as a refused drop does.
    void fill(const QString &cardId, int server = -1);
    /// Whether Delete of the selected servers asks first (those with cards).
    static void setConfirmServerRemoval(bool ask);

public slots:
    /// Removes the selected cards, or the selected servers when no card is selected.
    void removeSelected();
    void rebuild();

signals:
    /// A drop or removal was refused; `reason` says why (shown on the canvas and in the status
    /// bar).
    void dropRefused(const QString &reason);
    /// Something was done that the status bar should say (a fill).
    void message(const QString &text);

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
    /// Removes the cards as one step, or says why they cannot go (a further
    /// model would be left without cards of its own).
    void removeCards(const QList<SlotRef> &cards);
    /// Places the servers in as many columns as show them largest, then fits the scene.
    void arrangeServers();
    int columnsFor(QSizeF viewport) const;
    void fitScene();
    /// The least scale of the view: readable text, or none for a cluster.
    qreal leastScale() const;
    /// Asks once before removing servers that hold cards; false: keep them.
    bool confirmServerRemoval(const QList<int> &servers);

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
