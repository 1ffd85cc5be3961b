// SPDX-License-Identifier: MIT
#include "figuretile.h"

#include "fittinglabel.h"
#include "wrappinglabel.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace llmconf {

namespace {
constexpr int kBar = 5; // the state's bar along the left edge

QColor colourOf(FigureTile::State state)
{
    switch (state) {
    case FigureTile::State::Good:
        return QColor(0x3c, 0x9a, 0x5f);
    case FigureTile::State::Bad:
        return QColor(0xc0, 0x39, 0x2b);
    case FigureTile::State::Neutral:
        break;
    }
    return QColor(0xb8, 0xc0, 0xc8);
}

void setTextIfChanged(QLabel *label, const QString &text)
{
    if (label->text() != text) // an unchanged text keeps the layout as it is
        label->setText(text);
}
} // namespace

FigureTile::FigureTile(QWidget *parent)
    : QFrame(parent), m_caption(new WrappingLabel(this)), m_value(new FittingLabel(this)),
      m_detail(new WrappingLabel(this))
{
    setObjectName(QStringLiteral("figureTile"));
    setFocusPolicy(Qt::TabFocus); // keyboard users reach the tooltips too
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(kBar + 6, 6, 10, 6);
    v->setSpacing(0);
    QFont value = m_value->font();
    value.setPointSizeF(18);
    value.setBold(true);
    setValueFont(value);
    QFont small = m_caption->font();
    small.setPointSizeF(8.5);
    m_caption->setFont(small);
    m_detail->setFont(small);
    // Room for three lines whatever the text: tiles that grew and shrank with
    // their sentences moved the canvas and the charts below on every edit.
    // Longer details wrap into the tooltip's formula, which says it all.
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_detail->setMinimumHeight(3 * QFontMetrics(small).lineSpacing());
    // A caption may take two lines ("LEISTUNG AN DER STECKDOSE" in a narrow
    // tile): five tiles of one-line captions were wider than the window's
    // centre. Both lines are reserved, the caption sits on the value.
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_caption->setMinimumHeight(2 * QFontMetrics(small).lineSpacing());
    v->addWidget(m_caption);
    v->addWidget(m_value);
    v->addWidget(m_detail);
}

void FigureTile::showFigure(const QString &caption, const QString &value, const QString &detail,
                            const QString &toolTip, State state)
{
    setTextIfChanged(m_caption, caption.toUpper());
    m_value->setFittedText(value);
    setTextIfChanged(m_detail, detail);
    setToolTip(toolTip);
    setAccessibleName(caption);
    setAccessibleDescription(value + QLatin1Char(' ') + detail);
    if (m_state == state)
        return;
    m_state = state;
    QPalette palette = m_value->palette();
    palette.setColor(QPalette::WindowText, state == State::Bad
                                               ? colourOf(State::Bad)
                                               : this->palette().color(QPalette::WindowText));
    m_value->setPalette(palette);
    update();
}

void FigureTile::setValueFont(const QFont &font)
{
    // A narrow window sets the value smaller rather than cutting it off.
    m_value->setFullFont(font, std::max(9.0, font.pointSizeF() * 0.7));
}

int FigureTile::captionOverflow() const
{
    const int width = m_caption->width();
    if (isHidden() || width <= 0)
        return 0;
    return std::max(0, m_caption->heightForWidth(width) - m_caption->minimumHeight());
}

QString FigureTile::value() const
{
    return m_value->text();
}

QString FigureTile::detail() const
{
    return m_detail->text();
}

void FigureTile::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = colourOf(m_state);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(colour, 1));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRoundedRect(r, 6, 6);
    // The bar: the left edge of the same rounded shape, filled.
    painter.setClipRect(QRectF(0, 0, kBar, height()));
    painter.setBrush(colour);
    painter.drawRoundedRect(r, 6, 6);
}

} // namespace llmconf
