// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace llmconf {

/// A one-line label that sets its text in a smaller type when its width is
/// too narrow for it, down to a smallest size, instead of being clipped: a
/// headline value ("Stromanschluss zu klein") stays whole in a narrow window.
/// Its size hints are those of the full type, so that the layout gives it
/// the same width whatever type it shows.
class FittingLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FittingLabel(QWidget *parent = nullptr);

    /// The type the text is set in when it fits, and the smallest it may take.
    void setFullFont(const QFont &font, qreal smallestPointSize);
    /// Sets the text (when it differs) in the largest type that fits.
    void setFittedText(const QString &text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QSize textSize(const QFont &font) const;
    void fit();

    QFont m_full;
    qreal m_smallest = 0;
};

} // namespace llmconf
