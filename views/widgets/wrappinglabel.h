// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QLabel>

namespace llmconf {

/// A word-wrapped label that remembers its height for each width it was asked
/// about. QLabel lays its text out anew on every heightForWidth() call, and one
/// relayout of the window asks each label several times for the same width:
/// with a dozen wrapped sentences that was most of an edit's repaint time.
class WrappingLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappingLabel(QWidget *parent = nullptr);
    explicit WrappingLabel(const QString &text, QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // Keyed by width; valid for m_measuredText in the current font and style.
    mutable QHash<int, int> m_heights;
    mutable QString m_measuredText;
};

} // namespace llmconf
