// SPDX-License-Identifier: MIT
#include "markerlabel.h"

#include <QBrush>
#include <QChart>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QPen>
#include <QXYSeries>

#include <algorithm>

namespace llmconf {

namespace {
constexpr qreal kPadding = 3;
constexpr qreal kOffset = 9; // from the point's centre, clear of the marker
} // namespace

MarkerLabel::MarkerLabel(QChart *chart, QXYSeries *series, const QColor &colour)
    : QObject(chart), m_chart(chart), m_series(series), m_box(new QGraphicsRectItem(chart)),
      m_text(new QGraphicsSimpleTextItem(m_box))
{
    m_box->setBrush(QColor(255, 255, 255, 235));
    m_box->setPen(QPen(colour, 1));
    m_box->setZValue(20); // above the series
    QFont font = m_text->font();
    font.setPointSizeF(8.5);
    font.setBold(true);
    m_text->setFont(font);
    m_text->setBrush(colour);
    m_box->hide();
    connect(chart, &QChart::plotAreaChanged, this, &MarkerLabel::place);
}

QString MarkerLabel::text() const
{
    return m_box->isVisible() ? m_text->text() : QString();
}

QRectF MarkerLabel::boxInChart() const
{
    return m_box->isVisible() ? m_box->mapRectToParent(m_box->rect()) : QRectF();
}

void MarkerLabel::place()
{
    if (m_series->count() == 0 || m_chart->plotArea().isEmpty()) {
        m_box->hide();
        return;
    }
    const QPointF value = m_series->at(0);
    const QString text = QLocale().toString(qRound64(value.y()));
    if (m_text->text() != text)
        m_text->setText(text);
    const QSizeF size = m_text->boundingRect().size() + QSizeF(2 * kPadding, 2 * kPadding);
    const QRectF plot = m_chart->plotArea();
    const QPointF at = m_chart->mapToPosition(value, m_series);
    // Up and to the right of the point: the curves fall to the right, so
    // that is where they leave room. Turned over at the plot's edges.
    QPointF corner(at.x() + kOffset, at.y() - kOffset - size.height());
    if (corner.x() + size.width() > plot.right())
        corner.setX(at.x() - kOffset - size.width());
    if (corner.y() < plot.top())
        corner.setY(at.y() + kOffset);
    corner.setX(
        std::clamp(corner.x(), plot.left(), std::max(plot.left(), plot.right() - size.width())));
    corner.setY(
        std::clamp(corner.y(), plot.top(), std::max(plot.top(), plot.bottom() - size.height())));
    m_box->setRect(QRectF(QPointF(0, 0), size));
    m_box->setPos(corner);
    m_text->setPos(kPadding, kPadding);
    m_box->show();
}

} // namespace llmconf
