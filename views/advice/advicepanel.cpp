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

    connect(m_document, &BuildDocument::buildChanged, this, &AdvicePanel::refresh);
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
    refresh(); // the advice texts come translated from the model
}

void AdvicePanel::refresh()
{
    // Remove the items of the previous build, keep the empty label and the stretch.
    while (m_itemsLayout->count() > 2) {
        QLayoutItem *child = m_itemsLayout->takeAt(1);
        delete child->widget();
        delete child;
    }
    const Evaluation &evaluation = m_document->evaluation();
    m_items = BuildAdvisor::advise(m_document->build(), m_document->catalogue(),
                                   SoftwareCatalogue::builtIn(), QuantityFormat(locale()));
    m_empty->setText(evaluation.ok() ? tr("No advice for this build.") : evaluation.error);
    m_empty->setVisible(m_items.isEmpty());
    for (qsizetype i = 0; i < m_items.size(); ++i)
        m_itemsLayout->insertWidget(1 + int(i), itemWidget(m_items[i]));

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
        for (const AdviceSuggestion &suggestion : item.suggestions) {
            auto *line = new QHBoxLayout;
            auto *label = new QLabel(suggestion.label);
            label->setWordWrap(true);
            auto *button = new QPushButton(tr("Apply"));
            button->setObjectName(QStringLiteral("applyButton"));
            button->setToolTip(tr("Apply: %1").arg(suggestion.label));
            button->setAccessibleName(button->toolTip());
            // The suggestion is copied: the list is rebuilt when the build changes.
            connect(button, &QPushButton::clicked, this, [this, suggestion] { apply(suggestion); });
            line->addWidget(label, 1);
            line->addWidget(button, 0, Qt::AlignTop);
            buttons->addLayout(line);
        }
        column->addLayout(buttons);
    }
    row->addLayout(column, 1);
    return frame;
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
