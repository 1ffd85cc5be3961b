// SPDX-License-Identifier: MIT
#include "advicepanel.h"

#include "advice/buildadvisor.h"
#include "advice/servingcommand.h"
#include "builddocument.h"
#include "editbuild.h"
#include "quantityformat.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QTimer>
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

} // namespace

AdvicePanel::AdvicePanel(BuildDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *content = new QWidget;
    m_itemsLayout = new QVBoxLayout(content);
    m_empty = new QLabel;
    m_empty->setWordWrap(true);
    m_itemsLayout->addWidget(m_empty);
    m_itemsLayout->addStretch();
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Sentences wrap to the dock's width; nothing scrolls sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);

    m_commandsBox = new QGroupBox;
    auto *commands = new QGridLayout(m_commandsBox);
    m_vllmLabel = new QLabel;
    m_sglangLabel = new QLabel;
    m_vllm = new QLineEdit;
    m_sglang = new QLineEdit;
    m_vllm->setObjectName(QStringLiteral("vllmCommand"));
    m_sglang->setObjectName(QStringLiteral("sglangCommand"));
    m_copyVllm = new QPushButton;
    m_copySglang = new QPushButton;
    m_copyVllm->setObjectName(QStringLiteral("copyVllm"));
    m_copySglang->setObjectName(QStringLiteral("copySglang"));
    for (QLineEdit *line : {m_vllm, m_sglang}) {
        line->setReadOnly(true);
        line->setCursorPosition(0);
    }
    commands->addWidget(m_vllmLabel, 0, 0);
    commands->addWidget(m_vllm, 0, 1);
    commands->addWidget(m_copyVllm, 0, 2);
    commands->addWidget(m_sglangLabel, 1, 0);
    commands->addWidget(m_sglang, 1, 1);
    commands->addWidget(m_copySglang, 1, 2);
    connect(m_copyVllm, &QPushButton::clicked, this, [this] { copy(m_vllm); });
    connect(m_copySglang, &QPushButton::clicked, this, [this] { copy(m_sglang); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_commandsBox);

    connect(m_document, &BuildDocument::buildChanged, this, [this] { refresh(); });
    retranslate();
}

void AdvicePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AdvicePanel::retranslate()
{
    m_commandsBox->setTitle(tr("Serving commands"));
    m_vllmLabel->setText(tr("vLLM"));
    m_sglangLabel->setText(tr("SGLang"));
    m_copyVllm->setText(tr("Copy"));
    m_copySglang->setText(tr("Copy"));
    m_copyVllm->setToolTip(tr("Copy the vLLM command line"));
    m_copySglang->setToolTip(tr("Copy the SGLang command line"));
    refresh(true); // the advice texts come translated from the model
}

namespace {
bool sameAdvice(const QList<AdviceItem> &a, const QList<AdviceItem> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].code != b[i].code || a[i].text != b[i].text || a[i].source != b[i].source ||
            a[i].suggestions.size() != b[i].suggestions.size())
            return false;
        for (qsizetype j = 0; j < a[i].suggestions.size(); ++j)
            if (a[i].suggestions[j].label != b[i].suggestions[j].label ||
                !(a[i].suggestions[j].build == b[i].suggestions[j].build))
                return false;
    }
    return true;
}
/// The same items and suggestions, whatever their texts say.
bool sameShapeOfAdvice(const QList<AdviceItem> &a, const QList<AdviceItem> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i].code != b[i].code || a[i].severity != b[i].severity ||
            a[i].suggestions.size() != b[i].suggestions.size())
            return false;
    return true;
}
} // namespace

void AdvicePanel::updateItemTexts()
{
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        QLayoutItem *layoutItem = m_itemsLayout->itemAt(1 + int(i));
        QWidget *frame = layoutItem ? layoutItem->widget() : nullptr;
        if (!frame)
            return;
        const AdviceItem &item = m_items[i];
        if (auto *text = frame->findChild<QLabel *>(QStringLiteral("adviceText"));
            text && text->text() != item.text)
            text->setText(item.text);
        const QList<QLabel *> labels =
            frame->findChildren<QLabel *>(QStringLiteral("suggestionLabel"));
        const QList<QPushButton *> buttons =
            frame->findChildren<QPushButton *>(QStringLiteral("applyButton"));
        for (qsizetype j = 0;
             j < item.suggestions.size() && j < labels.size() && j < buttons.size(); ++j) {
            if (labels[j]->text() != item.suggestions[j].label)
                labels[j]->setText(item.suggestions[j].label);
            buttons[j]->setToolTip(tr("Apply: %1").arg(item.suggestions[j].label));
            buttons[j]->setAccessibleName(buttons[j]->toolTip());
        }
    }
}

void AdvicePanel::refresh(bool now)
{
    const Evaluation &evaluation = m_document->evaluation();
    QList<AdviceItem> items =
        BuildAdvisor::advise(m_document->build(), m_document->catalogue(),
                             SoftwareCatalogue::builtIn(), QuantityFormat(locale()));
    const QString emptyText = evaluation.ok() ? tr("No advice for this build.") : evaluation.error;
    const bool unchanged = sameAdvice(items, m_items) && emptyText == m_empty->text();
    const bool sameShape = sameShapeOfAdvice(items, m_items);
    m_items = std::move(items);
    m_empty->setText(emptyText);
    if (now) {
        rebuildItems();
    } else if (sameShape && !m_rebuildPending) {
        // Usually only numbers changed: new widgets would relayout the window.
        updateItemTexts();
    } else if (!unchanged && !m_rebuildPending) {
        m_rebuildPending = true;
        QTimer::singleShot(0, this, [this] { rebuildItems(); });
    }

    const bool ok = evaluation.ok();
    m_vllm->setText(ok ? ServingCommand::vllm(m_document->build(), evaluation.figures) : QString());
    m_sglang->setText(ok ? ServingCommand::sglang(m_document->build(), evaluation.figures)
                         : QString());
    m_vllm->setCursorPosition(0);
    m_sglang->setCursorPosition(0);
    m_copyVllm->setEnabled(ok);
    m_copySglang->setEnabled(ok);
}

QWidget *AdvicePanel::itemWidget(const AdviceItem &item)
{
    auto *frame = new QFrame;
    frame->setObjectName(QStringLiteral("adviceItem"));
    frame->setProperty("adviceCode", item.code);
    frame->setStyleSheet(QStringLiteral("QFrame#adviceItem { border-left: 4px solid %1; }")
                             .arg(colourFor(item.severity).name()));
    auto *row = new QHBoxLayout(frame);

    auto *icon = new QLabel;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(iconFor(item.severity)).pixmap(size, size));
    icon->setToolTip(AdviceItem::severityText(item.severity));
    icon->setAlignment(Qt::AlignTop);
    row->addWidget(icon);

    auto *column = new QVBoxLayout;
    auto *text = new QLabel(item.text);
    text->setObjectName(QStringLiteral("adviceText"));
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString source =
        item.date.isValid()
            ? tr("%1, %2").arg(item.source, QuantityFormat(locale()).date(item.date))
            : item.source;
    auto *sourceLine = new QLabel(source);
    sourceLine->setWordWrap(true);
    QFont small = sourceLine->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    sourceLine->setFont(small);
    sourceLine->setForegroundRole(QPalette::PlaceholderText);
    frame->setToolTip(tr("%1: %2").arg(AdviceItem::severityText(item.severity), source));
    column->addWidget(text);
    column->addWidget(sourceLine);
    if (!item.suggestions.isEmpty()) {
        // The suggestion as a wrapped sentence and a short button beside it:
        // suggestions are sentences, and docks are narrow.
        auto *buttons = new QVBoxLayout;
        for (qsizetype j = 0; j < item.suggestions.size(); ++j) {
            const AdviceSuggestion &suggestion = item.suggestions[j];
            auto *line = new QHBoxLayout;
            auto *label = new QLabel(suggestion.label);
            label->setObjectName(QStringLiteral("suggestionLabel"));
            label->setWordWrap(true);
            auto *button = new QPushButton(tr("Apply"));
            button->setObjectName(QStringLiteral("applyButton"));
            button->setToolTip(tr("Apply: %1").arg(suggestion.label));
            button->setAccessibleName(button->toolTip());
            // Looked up when clicked: the texts and builds follow every edit in place.
            connect(button, &QPushButton::clicked, this, [this, code = item.code, j] {
                for (const AdviceItem &current : std::as_const(m_items))
                    if (current.code == code && j < current.suggestions.size())
                        return apply(current.suggestions[j]);
            });
            line->addWidget(label, 1);
            line->addWidget(button, 0, Qt::AlignTop);
            buttons->addLayout(line);
        }
        column->addLayout(buttons);
    }
    row->addLayout(column, 1);
    return frame;
}

void AdvicePanel::rebuildItems()
{
    m_rebuildPending = false;
    // Remove the items shown, keep the empty label and the stretch.
    while (m_itemsLayout->count() > 2) {
        QLayoutItem *child = m_itemsLayout->takeAt(1);
        delete child->widget();
        delete child;
    }
    m_empty->setVisible(m_items.isEmpty());
    for (qsizetype i = 0; i < m_items.size(); ++i)
        m_itemsLayout->insertWidget(1 + int(i), itemWidget(m_items[i]));
}

void AdvicePanel::apply(const AdviceSuggestion &suggestion)
{
    const Build changed = suggestion.build;
    m_document->undoStack()->push(
        new EditBuild(m_document, suggestion.label, [changed](Build &build) { build = changed; }));
}

void AdvicePanel::copy(const QLineEdit *line)
{
    QApplication::clipboard()->setText(line->text());
}

} // namespace llmconf
