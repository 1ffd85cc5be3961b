// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;

namespace llmconf {

class FittingLabel;
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
    /// The value's type at full size; a narrow tile sets it smaller, to 70 %.
    void setValueFont(const QFont &font);
    QString value() const;
    /// The height the caption needs beyond the two lines every tile keeps
    /// for it, at the tile's width: a third line in a narrow German tile.
    int captionOverflow() const;
    QString detail() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    WrappingLabel *m_caption;
    FittingLabel *m_value;
    WrappingLabel *m_detail;
    State m_state = State::Neutral;
};

} // namespace llmconf
