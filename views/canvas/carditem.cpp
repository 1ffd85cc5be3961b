// SPDX-License-Identifier: MIT
#include "carditem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace llmconf {

CardItem::CardItem(const CardLook &look, const QRectF &rect, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_look(look), m_rect(rect)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setLook(look);
}

void CardItem::setLook(const CardLook &look)
{
    if (look == m_look && !toolTip().isEmpty())
        return;
    m_look = look;
    // Laid out again only when the words change: a value edit changes the
    // memory fill of every card, not its name or role.
    // With DP attention the rank replaces the stage line (DP builds rarely
    // use pipeline stages): each rank holds its own conversations.
    const QString copy = copyLabel(look);
    const QString role =
        elided(look.role.spare ? tr("spare")
               : look.dp > 1   ? tr("%1\nDP rank %2/%3\nTP %4/%5")
                                   .arg(copy)
                                   .arg(look.role.dpRank + 1)
                                   .arg(look.dp)
                                   .arg(look.role.tpRank + 1)
                                   .arg(look.tp)
                                   .replace(QLatin1Char('\n'), QChar::LineSeparator)
                             : tr("%1\nStage %2/%3\nTP %4/%5")
                                   .arg(copy)
                                   .arg(look.role.stage + 1)
                                   .arg(look.pp)
                                   .arg(look.role.tpRank + 1)
                                   .arg(look.tp)
                                   .replace(QLatin1Char('\n'), QChar::LineSeparator));
    // Laid out when first painted legibly (see paint()): a layout edit of
    // 512 cards on a cluster's canvas, where no card shows its words, lays
    // out none.
    if (m_name.text() != look.name) {
        m_name.setTextFormat(Qt::PlainText);
        m_name.setTextWidth(textRect().width());
        m_name.setText(look.name);
        m_textPrepared = false;
    }
    if (m_role.text() != role) {
        m_role.setTextFormat(Qt::PlainText);
        m_role.setText(role);
        m_textPrepared = false;
    }
    update();
    const QString pool =
        look.role.pool == CardRole::Pool::Prefill
            ? QLatin1Char('\n') + tr("Prefill pool: this copy only prefills prompts and hands "
                                     "their cache to the decode copies")
        : look.role.pool == CardRole::Pool::Decode
            ? QLatin1Char('\n') + tr("Decode pool: this copy holds the conversations and decodes "
                                     "them, no prompt mixed into its steps")
            : QString();
    const QString model =
        look.role.model > 1
            ? QLatin1Char('\n') +
                  tr("Model %1 (%2) on cards of its own").arg(look.role.model).arg(look.checkpoint)
            : QString();
    setToolTip(
        look.role.spare
            ? tr("%1: not used by the layout (TP × PP × copies is fewer cards)").arg(look.name)
        : look.dp > 1
            ? tr("%1\nCopy %2, DP rank %3 of %4 (its own conversations' cache; experts spread "
                 "over all %5 cards of the copy), pipeline stage %6, TP rank %7 of %8")
                      .arg(look.name)
                      .arg(look.role.copy + 1)
                      .arg(look.role.dpRank + 1)
                      .arg(look.dp)
                      .arg(look.dp * look.tp * look.pp)
                      .arg(look.role.stage + 1)
                      .arg(look.role.tpRank + 1)
                      .arg(look.tp) +
                  pool + model
            : tr("%1\nCopy %2, pipeline stage %3, TP rank %4 of %5")
                      .arg(look.name)
                      .arg(look.role.copy + 1)
                      .arg(look.role.stage + 1)
                      .arg(look.role.tpRank + 1)
                      .arg(look.tp) +
                  pool + model);
}

QString CardItem::copyLabel(const CardLook &look) const
{
    // In a prefill/decode split the copy's name says its pool; a further
    // model's card on cards of its own says its model. Too wide for the
    // tile, the short form (the tooltip has the pool and model in words).
    const int copy = look.role.copy + 1;
    const int model = look.role.model;
    const CardRole::Pool pool = look.role.pool;
    const QString full = model > 1 ? tr("Model %1, copy %2").arg(model).arg(copy)
                         : pool == CardRole::Pool::Prefill ? tr("Prefill copy %1").arg(copy)
                         : pool == CardRole::Pool::Decode  ? tr("Decode copy %1").arg(copy)
                                                           : tr("Copy %1").arg(copy);
    if (QFontMetricsF(textFont(false)).horizontalAdvance(full) <= textRect().width())
        return full;
    return model > 1                         ? tr("M%1 · copy %2").arg(model).arg(copy)
           : pool == CardRole::Pool::Prefill ? tr("Prefill %1", "short for prefill copy").arg(copy)
           : pool == CardRole::Pool::Decode  ? tr("Decode %1", "short for decode copy").arg(copy)
                                             : full;
}

QString CardItem::elided(const QString &lines) const
{
    // A line wider than the tile ends in an ellipsis: the tooltip has it whole.
    const QFontMetricsF metrics(textFont(false));
    QStringList fitted = lines.split(QChar::LineSeparator);
    for (QString &line : fitted)
        line = metrics.elidedText(line, Qt::ElideRight, textRect().width());
    return fitted.join(QChar::LineSeparator);
}

QString CardItem::roleText() const
{
    return m_role.text();
}

QFont CardItem::textFont(bool bold)
{
    QFont font;
    font.setPointSizeF(8.5);
    font.setBold(bold);
    return font;
}

QColor CardItem::copyColour(int copy, int stage)
{
    static const QColor hues[] = {QColor(0x2f, 0x80, 0xed), QColor(0xeb, 0x8c, 0x2f),
                                  QColor(0x9b, 0x59, 0xd0), QColor(0x27, 0xae, 0x87),
                                  QColor(0xd6, 0x45, 0x6b), QColor(0x8d, 0x9b, 0x2a),
                                  QColor(0x1d, 0xa1, 0xc4), QColor(0xa0, 0x6b, 0x3c)};
    const QColor base = hues[copy % int(std::size(hues))];
    return stage == 0 ? base : base.darker(100 + 35 * stage);
}

QColor CardItem::fill(const CardLook &look)
{
    // A prefill/decode split colours the pools (prefill orange, decode blue),
    // each copy a shade of its pool's; else each copy (and DP rank) its hue.
    if (look.role.pool != CardRole::Pool::Both) {
        const QColor base = look.role.pool == CardRole::Pool::Prefill ? QColor(0xeb, 0x8c, 0x2f)
                                                                      : QColor(0x2f, 0x80, 0xed);
        return base.darker(100 + 12 * (look.role.copy % 4) + 35 * look.role.stage);
    }
    // A further model's cards take hues after the build's own model's.
    return copyColour(look.role.copy * look.dp + look.role.dpRank + 3 * (look.role.model - 1),
                      look.role.stage);
}

void CardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // Drawn smaller than half size (a cluster's canvas), 8.5 pt words are
    // unreadable and rounded, antialiased outlines look like plain ones:
    // such a card is filled rectangles only. Laying out the words and
    // antialiasing 512 rounded cards was most of a cluster's repaint.
    const bool small = QStyleOptionGraphicsItem::levelOfDetailFromTransform(
                           painter->worldTransform()) < kLegibleScale;
    const bool selected = option->state & QStyle::State_Selected;
    // DP ranks take their own hue, so the canvas shows which cards hold
    // which conversations.
    const QColor colour = m_look.role.spare ? QColor(0x70, 0x70, 0x70) : fill(m_look);
    const QRectF bar(m_rect.right() - 16, m_rect.top() + 8, 9, m_rect.height() - 16);
    if (small) {
        painter->fillRect(m_rect.adjusted(1, 1, -1, -1),
                          selected ? QColor(0xff, 0xd3, 0x3d) : colour);
        if (selected)
            painter->fillRect(m_rect.adjusted(4, 4, -4, -4), colour);
        painter->fillRect(bar, colour.lighter(150));
    } else {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(
            QPen(selected ? QColor(0xff, 0xd3, 0x3d) : colour.lighter(130), selected ? 3 : 1.2));
        painter->setBrush(colour);
        painter->drawRoundedRect(m_rect.adjusted(1, 1, -1, -1), 5, 5);
        // The memory fill: a bar along the right edge, from the bottom up.
        painter->setPen(QPen(QColor(0, 0, 0, 120), 1));
        painter->setBrush(QColor(255, 255, 255, 60));
        painter->drawRect(bar);
    }
    if (m_look.valid) {
        qreal y = bar.bottom();
        const auto segment = [&](double fraction, const QColor &c) {
            const qreal h = bar.height() * std::clamp(fraction, 0.0, 1.0);
            painter->fillRect(QRectF(bar.left(), y - h, bar.width(), h), c);
            y -= h;
        };
        segment(m_look.weights, QColor(0x1b, 0x26, 0x36));
        segment(m_look.cache, QColor(0xf2, 0xc9, 0x4c));
        segment(m_look.reserve, QColor(0x9a, 0xa0, 0xa6));
    }
    if (small)
        return;

    if (!m_textPrepared) {
        m_name.prepare(QTransform(), textFont(true));
        m_role.prepare(QTransform(), textFont(false));
        m_textPrepared = true;
    }
    painter->setPen(Qt::white);
    const QRectF text = textRect();
    painter->setFont(textFont(true));
    painter->drawStaticText(text.topLeft(), m_name);
    painter->setFont(textFont(false));
    painter->drawStaticText(QPointF(text.left(), text.bottom() - m_role.size().height()), m_role);
}

} // namespace llmconf
