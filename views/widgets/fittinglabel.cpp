// SPDX-License-Identifier: MIT
#include "fittinglabel.h"

#include <QFontMetrics>

#include <algorithm>

namespace llmconf {

FittingLabel::FittingLabel(QWidget *parent) : QLabel(parent), m_full(font())
{
    m_smallest = m_full.pointSizeF();
}

void FittingLabel::setFullFont(const QFont &font, qreal smallestPointSize)
{
    m_full = font;
    m_smallest = std::min(smallestPointSize, font.pointSizeF());
    setFont(font);
    updateGeometry();
    fit();
}

void FittingLabel::setFittedText(const QString &text)
{
    if (QLabel::text() == text)
        return; // an unchanged text keeps the layout as it is
    setText(text);
    fit();
}

QSize FittingLabel::textSize(const QFont &font) const
{
    const QMargins m = contentsMargins();
    const QSize text = QFontMetrics(font).size(Qt::TextSingleLine, QLabel::text());
    return QSize(text.width() + m.left() + m.right() + 2 * margin(),
                 QFontMetrics(m_full).height() + m.top() + m.bottom() + 2 * margin());
}

QSize FittingLabel::sizeHint() const
{
    return textSize(m_full);
}

QSize FittingLabel::minimumSizeHint() const
{
    QFont smallest = m_full;
    smallest.setPointSizeF(m_smallest);
    return textSize(smallest);
}

void FittingLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void FittingLabel::fit()
{
    const int room = contentsRect().width() - 2 * margin();
    QFont fitted = m_full;
    qreal points = m_full.pointSizeF();
    for (; points > m_smallest; points -= 0.5) {
        fitted.setPointSizeF(points);
        if (QFontMetrics(fitted).horizontalAdvance(text()) <= room)
            break;
    }
    fitted.setPointSizeF(std::max(points, m_smallest));
    if (font() != fitted)
        setFont(fitted);
}

} // namespace llmconf
