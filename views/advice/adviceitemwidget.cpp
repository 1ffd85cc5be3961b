// SPDX-License-Identifier: MIT
#include "adviceitemwidget.h"

#include "quantityformat.h"
#include "wrappinglabel.h"

#include <QHBoxLayout>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace llmconf {

namespace {

QStyle::StandardPixmap iconFor(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Blocker:
        return QStyle::SP_MessageBoxCritical;
    case AdviceSeverity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case AdviceSeverity::Note:
        break;
    }
    return QStyle::SP_MessageBoxInformation;
}

// Red, amber, blue: the colours of the severity's bar at the item's left edge.
QColor colourFor(AdviceSeverity severity)
{
    switch (severity) {
    case AdviceSeverity::Blocker:
        return QColor(0xc6, 0x28, 0x28);
    case AdviceSeverity::Warning:
        return QColor(0xef, 0x8f, 0x00);
    case AdviceSeverity::Note:
        break;
    }
    return QColor(0x15, 0x65, 0xc0);
}

constexpr int barWidth = 4;

void setTextIfChanged(QLabel *label, const QString &text)
{
    if (label->text() != text) // an unchanged text keeps the label's cached layout
        label->setText(text);
}

} // namespace

AdviceItemWidget::AdviceItemWidget(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel), m_text(new WrappingLabel), m_source(new WrappingLabel),
      m_suggestions(new QVBoxLayout)
{
    setObjectName(QStringLiteral("adviceItem"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(barWidth + 6, 6, 6, 6);
    m_icon->setAlignment(Qt::AlignTop);
    row->addWidget(m_icon);

    m_text->setObjectName(QStringLiteral("adviceText"));
    // m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont small = m_source->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_source->setFont(small);
    m_source->setForegroundRole(QPalette::PlaceholderText);
    auto *column = new QVBoxLayout;
    column->addWidget(m_text);
    column->addWidget(m_source);
    m_suggestions->setContentsMargins(0, 0, 0, 0);
    column->addLayout(m_suggestions);
    row->addLayout(column, 1);
}

AdviceItemWidget::SuggestionRow &AdviceItemWidget::suggestionRow(int index)
{
    while (m_rows.size() <= index) {
        // The suggestion as a wrapped sentence and a short button beside it:
        // suggestions are sentences, and docks are narrow.
        SuggestionRow row{new QWidget, new WrappingLabel, new QPushButton};
        row.label->setObjectName(QStringLiteral("suggestionLabel"));
        row.button->setObjectName(QStringLiteral("applyButton"));
        auto *line = new QHBoxLayout(row.row);
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(row.label, 1);
        line->addWidget(row.button, 0, Qt::AlignTop);
        const int rowIndex = int(m_rows.size());
        connect(row.button, &QPushButton::clicked, this,
                [this, rowIndex] { emit applyRequested(rowIndex); });
        m_suggestions->addWidget(row.row);
        m_rows.append(row);
    }
    return m_rows[index];
}

void AdviceItemWidget::setItem(const AdviceItem &item, const QuantityFormat &format)
{
    m_code = item.code;
    setProperty("adviceCode", item.code);
    if (m_severity != item.severity || m_icon->pixmap().isNull()) {
        m_severity = item.severity;
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
        m_icon->setPixmap(style()->standardIcon(iconFor(m_severity)).pixmap(size, size));
        update();
    }
    m_icon->setToolTip(AdviceItem::severityText(item.severity));
    setTextIfChanged(m_text, item.text);
    const QString source = item.sourceLine(format);
    setTextIfChanged(m_source, source);
    setToolTip(tr("%1: %2").arg(AdviceItem::severityText(item.severity), source));

    for (int j = 0; j < item.suggestions.size(); ++j) {
        SuggestionRow &row = suggestionRow(j);
        const QString &label = item.suggestions[j].label;
        setTextIfChanged(row.label, label);
        row.button->setText(tr("Apply"));
        row.button->setToolTip(tr("Apply: %1").arg(label));
        row.button->setAccessibleName(row.button->toolTip());
        row.row->setVisible(true);
    }
    for (qsizetype j = item.suggestions.size(); j < m_rows.size(); ++j) {
        // Kept for the next item with more suggestions; nothing stale to find meanwhile.
        m_rows[j].row->setVisible(false);
        m_rows[j].label->clear();
        m_rows[j].button->setToolTip(QString());
        m_rows[j].button->setAccessibleName(QString());
    }
}

void AdviceItemWidget::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    QPainter painter(this);
    painter.fillRect(QRect(0, 0, barWidth, height()), colourFor(m_severity));
}

} // namespace llmconf
