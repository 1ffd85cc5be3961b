// SPDX-License-Identifier: MIT
#include "advicepanel.h"

#include "adviceitemwidget.h"
#include "buildadvisor.h"
#include "builddocument.h"
#include "editbuild.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "wrappinglabel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace llmconf {

AdvicePanel::AdvicePanel(BuildDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *content = new QWidget;
    m_itemsLayout = new QVBoxLayout(content);
    m_empty = new WrappingLabel;
    m_itemsLayout->addWidget(m_empty);
    m_itemsLayout->addStretch();
    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Sentences wrap to the dock's width; nothing scrolls sideways.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(content);

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
    layout->addWidget(m_scroll, 1);
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
    refresh(); // the advice texts come translated from the model
    showAdvice();
}

void AdvicePanel::refresh()
{
    m_items = m_document->report().advice;
    if (m_showPending)
        return;
    // Shown once the events the edit posted are through, the charts' repaint
    // among them: the figures come first, the advice a moment after. A low
    // priority puts it behind the events posted after it, too.
    m_showPending = true;
    QCoreApplication::postEvent(this, new QEvent(showAdviceEvent()), Qt::LowEventPriority);
}

QEvent::Type AdvicePanel::showAdviceEvent()
{
    static const auto type = QEvent::Type(QEvent::registerEventType());
    return type;
}

bool AdvicePanel::event(QEvent *event)
{
    if (event->type() != showAdviceEvent())
        return QWidget::event(event);
    showAdvice();
    return true;
}

void AdvicePanel::showAdvice()
{
    m_showPending = false;
    const Evaluation &evaluation = m_document->evaluation();
    const QuantityFormat format(locale());
    const QString emptyText = evaluation.ok() ? tr("No advice for this build.") : evaluation.error;
    if (m_empty->text() != emptyText)
        m_empty->setText(emptyText);
    m_empty->setVisible(m_items.isEmpty());
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        if (i == m_itemWidgets.size()) {
            auto *widget = new AdviceItemWidget;
            // Looked up when clicked: the item at this place changes with every edit.
            connect(widget, &AdviceItemWidget::applyRequested, this,
                    [this, widget](int suggestion) { apply(widget->code(), suggestion); });
            m_itemsLayout->insertWidget(1 + int(i), widget);
            m_itemWidgets.append(widget);
        }
        m_itemWidgets[i]->setItem(m_items[i], format);
        m_itemWidgets[i]->setVisible(true);
    }
    for (qsizetype i = m_items.size(); i < m_itemWidgets.size(); ++i)
        m_itemWidgets[i]->setVisible(false);

    const bool ok = evaluation.ok();
    m_vllm->setText(ok ? ServingCommand::vllm(m_document->build(), evaluation.figures) : QString());
    m_sglang->setText(ok ? ServingCommand::sglang(m_document->build(), evaluation.figures)
                         : QString());
    m_vllm->setCursorPosition(0);
    m_sglang->setCursorPosition(0);
    m_copyVllm->setEnabled(ok);
    m_copySglang->setEnabled(ok);
    // Nothing scrolls sideways, so the dock may not be narrower than the
    // advice's longest word and its buttons ("Übernehmen"): it was cut off.
    const int needed = m_scroll->widget()->minimumSizeHint().width() +
                       m_scroll->verticalScrollBar()->sizeHint().width();
    if (m_scroll->minimumWidth() != needed)
        m_scroll->setMinimumWidth(needed);
}

void AdvicePanel::apply(const QString &code, int suggestion)
{
    for (const AdviceItem &item : std::as_const(m_items)) {
        if (item.code != code || suggestion >= item.suggestions.size())
            continue;
        const AdviceSuggestion &chosen = item.suggestions[suggestion];
        const Build changed = chosen.build;
        // The Edit menu names the step: "Undo Apply advice: Use FP8 cache".
        auto *edit = new EditBuild(m_document, EditBuild::Describe([label = chosen.label] {
                                       return tr("Apply advice: %1").arg(label);
                                   }),
                                   [changed](Build &build) { build = changed; });
        // A layout the advice chose is the user's choice: a checkpoint change keeps it.
        if (!(changed.layout == m_document->build().layout))
            edit->setLayoutByUser();
        m_document->undoStack()->push(edit);
        return;
    }
}
void AdvicePanel::copy(const QLineEdit *line)
{
    QApplication::clipboard()->setText(line->text());
}

} // namespace llmconf
