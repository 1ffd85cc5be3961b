// SPDX-License-Identifier: MIT
#include "serveritem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace llmconf {

ServerItem::ServerItem(const ServerLook &look) : m_look(look)
{
    setFlag(ItemIsSelectable);
    // The chassis changes only on a drop hint or selection; an edit repaints
    // the cards above it, and redrawing the dashed slot outlines and texts
    // beneath each of them was a third of the canvas's paint time.
    setCacheMode(DeviceCoordinateCache);
}

QRectF ServerItem::slotRect(int slot) const
{
    return QRectF(kGap + slot * (kSlotWidth + kGap), kHeader + kBridge + 4, kSlotWidth,
                  kSlotHeight);
}

int ServerItem::slotAt(const QPointF &scenePos) const
{
    const QPointF p = mapFromScene(scenePos);
    for (int i = 0; i < m_look.slotCount; ++i)
        if (slotRect(i).adjusted(-kGap / 2, -kBridge, kGap / 2, kGap).contains(p))
            return i;
    return -1;
}

void ServerItem::setDropHint(int slot, bool accepted)
{
    if (slot == m_hintSlot && accepted == m_hintAccepted)
        return;
    m_hintSlot = slot;
    m_hintAccepted = accepted;
    update();
}

QRectF ServerItem::boundingRect() const
{
    const int slotCount = std::max(1, m_look.slotCount);
    return QRectF(0, 0, kGap + slotCount * (kSlotWidth + kGap) + kCpuWidth,
                  kHeader + kBridge + 4 + kSlotHeight + kGap + 4);
}

void ServerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF r = boundingRect();
    const bool selected = option->state & QStyle::State_Selected;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(
        QPen(selected ? QColor(0x1f, 0x6f, 0xd1) : QColor(0x5a, 0x63, 0x70), selected ? 2.5 : 1.2));
    painter->setBrush(QColor(0x2e, 0x34, 0x3d));
    painter->drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6);

    QFont font = painter->font();
    font.setPointSizeF(9.5);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(Qt::white);
    QString header = tr("Server %1").arg(m_look.index + 1);
    painter->drawText(QRectF(10, 4, r.width() - 20, kHeader - 6), Qt::AlignLeft | Qt::AlignVCenter,
                      header);
    font.setBold(false);
    font.setPointSizeF(8.5);
    painter->setFont(font);
    painter->setPen(QColor(0xc8, 0xcf, 0xd8));
    const QString detail = m_look.pcieOnly ? tr("%1 · PCIe only, no NVLink").arg(m_look.chassisName)
                                           : m_look.chassisName;
    painter->drawText(
        QRectF(80, 4, r.width() - 90, kHeader - 6), Qt::AlignRight | Qt::AlignVCenter,
        painter->fontMetrics().elidedText(detail, Qt::ElideRight, int(r.width() - 90)));

    // NVLink bridges above the slots they join.
    for (const auto &[first, count] : m_look.bridges) {
        const QRectF a = slotRect(first), b = slotRect(first + count - 1);
        const QRectF bridge(a.left() + 6, kHeader, b.right() - a.left() - 12, kBridge - 2);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x76, 0xb9, 0x00));
        painter->drawRoundedRect(bridge, 3, 3);
        painter->setPen(Qt::black);
        QFont small = font;
        small.setPointSizeF(7);
        painter->setFont(small);
        painter->drawText(bridge, Qt::AlignCenter, tr("NVLink ×%1").arg(count));
        painter->setFont(font);
    }

    for (int i = 0; i < m_look.slotCount; ++i) {
        const QRectF s = slotRect(i);
        QColor border(0x6b, 0x74, 0x80);
        if (i == m_hintSlot)
            border = m_hintAccepted ? QColor(0x3c, 0xc8, 0x5a) : QColor(0xe0, 0x4b, 0x4b);
        painter->setPen(
            QPen(border, i == m_hintSlot ? 3 : 1, i == m_hintSlot ? Qt::SolidLine : Qt::DashLine));
        painter->setBrush(QColor(0x23, 0x28, 0x2f));
        painter->drawRoundedRect(s, 4, 4);
        painter->setPen(QColor(0x8a, 0x93, 0x9f));
        painter->drawText(s.adjusted(0, 0, 0, -6), Qt::AlignHCenter | Qt::AlignBottom,
                          tr("Slot %1").arg(i + 1));
    }

    // CPU sockets at the right-hand end of the chassis.
    const qreal x = kGap + m_look.slotCount * (kSlotWidth + kGap);
    for (int i = 0; i < m_look.sockets; ++i) {
        const QRectF socket(x + 4, kHeader + kBridge + 4 + i * (kSlotHeight / 2 + 2),
                            kCpuWidth - 14, kSlotHeight / 2 - 4);
        const bool filled = i < m_look.cpuCount;
        painter->setPen(QPen(QColor(0x6b, 0x74, 0x80), 1));
        painter->setBrush(filled ? QColor(0x4a, 0x55, 0x68) : QColor(0x23, 0x28, 0x2f));
        painter->drawRoundedRect(socket, 4, 4);
        painter->setPen(filled ? Qt::white : QColor(0x8a, 0x93, 0x9f));
        painter->drawText(socket.adjusted(3, 3, -3, -3), Qt::AlignCenter | Qt::TextWordWrap,
                          filled ? tr("CPU %1\n%2").arg(i + 1).arg(m_look.cpuName)
                                 : tr("CPU %1\nempty").arg(i + 1));
    }
}

} // namespace llmconf
