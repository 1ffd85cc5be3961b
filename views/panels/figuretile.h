// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;

namespace llmconf {

class WrappingLabel;

/// One headline figure: a small caption, the value large, a detail of up to
/// three lines, framed in the colour of its state. Painted, not styled with a
/// style sheet: a style sheet re-resolves its rules for every label inside
/// on each edit.
class FigureTile : public QFrame
{
    Q_OBJECT

public:
    enum class State { Neutral, Good, Bad };

    explicit FigureTile(QWidget *parent = nullptr);

    /// Changes only what differs; the tooltip carries the formula.
    void showFigure(const QString &caption, const QString &value, const QString &detail,
                    const QString &toolTip, State state);
    void setValueFont(const QFont &font);
    QString value() const;
    QString detail() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    WrappingLabel *m_caption;
    QLabel *m_value;
    WrappingLabel *m_detail;
    State m_state = State::Neutral;
};

} // namespace llmconf
