// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QList>
#include <QPair>

namespace llmconf {

/// What a server looks like on the canvas: its chassis, slots, sockets and
/// NVLink bridge groups, as the canvas read them from the build.
struct ServerLook
{
    int index = 0;
    QString chassisName;
    int slotCount = 0;
    int sockets = 0;
    int cpuCount = 0;
    QString cpuName;
    QList<QPair<int, int>> bridges; // first slot, slot count
    bool pcieOnly = false;          // cards placed have no NVLink
    bool operator==(const ServerLook &) const = default;
};

/// A server chassis drawn on the canvas with its GPU slots, CPU sockets and
/// NVLink bridges. The cards are child CardItems; it knows which slot lies
/// under a point so the canvas can take drops.
class ServerItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(ServerItem)

public:
    static constexpr qreal kSlotWidth = 100;
    static constexpr qreal kSlotHeight = 150;
    static constexpr qreal kGap = 8;
    static constexpr qreal kHeader = 30;
    static constexpr qreal kCpuWidth = 78;
    static constexpr qreal kBridge = 14;

    enum { Type = UserType + 1 };
    int type() const override { return Type; }

    explicit ServerItem(const ServerLook &look);

    const ServerLook &look() const { return m_look; }
    int serverIndex() const { return m_look.index; }
    /// The rectangle of slot `slot` in item coordinates.
    QRectF slotRect(int slot) const;
    /// The slot under `scenePos`; -1 for none.
    int slotAt(const QPointF &scenePos) const;
    /// Marks the slot a drag hovers: green when it takes the card, red when not.
    void setDropHint(int slot, bool accepted);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ServerLook m_look;
    int m_hintSlot = -1;
    bool m_hintAccepted = false;
};

} // namespace llmconf
