// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"

#include <QEvent>
#include <QList>
#include <QWidget>

class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace llmconf {

class AdviceItemWidget;
class BuildDocument;

/// The advice for the build on screen: each item with its severity, its text
/// and its dated source, an Apply button per suggested build (one undoable
/// edit), and the vLLM and SGLang command lines to copy.
class AdvicePanel : public QWidget
{
    Q_OBJECT

public:
    explicit AdvicePanel(BuildDocument *document, QWidget *parent = nullptr);

    /// The advice shown, as the model gave it.
    const QList<AdviceItem> &items() const { return m_items; }

protected:
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    /// Recomputes the advice at once, and shows it when control returns to
    /// the event loop.
    void refresh();
    /// Shows the advice and the commands in the item widgets there are,
    /// adding widgets only when there are more items than ever before (spare
    /// ones are hidden, not deleted).
    void showAdvice();
    static QEvent::Type showAdviceEvent();
    void retranslate();
    void apply(const QString &code, int suggestion);
    static void copy(const QLineEdit *line);

    BuildDocument *m_document;
    QList<AdviceItem> m_items;
    QList<AdviceItemWidget *> m_itemWidgets;
    bool m_showPending = false;
    QLabel *m_empty;
    QVBoxLayout *m_itemsLayout;
    QScrollArea *m_scroll;
    QGroupBox *m_commandsBox;
    QLabel *m_vllmLabel;
    QLabel *m_sglangLabel;
    QLineEdit *m_vllm;
    QLineEdit *m_sglang;
    QPushButton *m_copyVllm;
    QPushButton *m_copySglang;
};

} // namespace llmconf
