// SPDX-License-Identifier: MIT
#include "wrappinglabel.h"

#include <QEvent>

namespace llmconf {

WrappingLabel::WrappingLabel(QWidget *parent) : WrappingLabel(QString(), parent) {}

WrappingLabel::WrappingLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

int WrappingLabel::heightForWidth(int width) const
{
    // The text is compared rather than tracked: QLabel::setText() is not virtual.
    if (text() != m_measuredText) {
        m_heights.clear();
        m_measuredText = text();
    }
    const auto known = m_heights.constFind(width);
    if (known != m_heights.constEnd())
        return *known;
    const int height = QLabel::heightForWidth(width);
    if (m_heights.size() > 64) // a window dragged wider asks for every width on the way
        m_heights.clear();
    m_heights.insert(width, height);
    return height;
}

void WrappingLabel::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
    case QEvent::LanguageChange:
        m_heights.clear();
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace llmconf
