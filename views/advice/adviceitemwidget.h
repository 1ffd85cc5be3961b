// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"

#include <QFrame>
#include <QList>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace llmconf {

class QuantityFormat;
class WrappingLabel;

/// One advice item: a bar and an icon in its severity's colour, the sentence,
/// its dated source and a row with an Apply button per suggested build.
/// setItem() fills the same widgets with another item, so that an edit which
/// changes the advice does not create widgets (and relayout the window).
class AdviceItemWidget : public QFrame
{
    Q_OBJECT

public:
    explicit AdviceItemWidget(QWidget *parent = nullptr);

    void setItem(const AdviceItem &item, const QuantityFormat &format);
    QString code() const { return m_code; }

signals:
    /// The Apply button of the item's suggestion `index` was pressed.
    void applyRequested(int index);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct SuggestionRow
    {
        QWidget *row;
        WrappingLabel *label;
        QPushButton *button;
    };
    SuggestionRow &suggestionRow(int index);

    QString m_code;
    AdviceSeverity m_severity = AdviceSeverity::Note;
    QLabel *m_icon;
    WrappingLabel *m_text;
    WrappingLabel *m_source;
    QVBoxLayout *m_suggestions;
    QList<SuggestionRow> m_rows;
};

} // namespace llmconf
