// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;

namespace llmconf {

class BuildDocument;
class FigureTile;
class QuantityFormat;
struct BuildReport;

/// The figures a customer asks for first: conversations (copies x per copy,
/// in words), tokens per second each gets (with the conversations served
/// and the limit that binds), free memory per card, wall power against the
/// feed and the fit verdicts; each tooltip shows the formula with the build's numbers.
/// An evaluation error replaces the figures with the reason.
class HeadlineFigures : public QFrame
{
    Q_OBJECT

public:
    explicit HeadlineFigures(BuildDocument *document, QWidget *parent = nullptr);

    /// The texts shown, for tests: conversations, free, power, verdict, error.
    QString conversationsText() const;
    /// The conversations tile's second line: the memory limit and how it is made.
    QString conversationsDetail() const;
    QString conversationsToolTip() const;
    /// The speed tile: tokens/s per conversation, its detail (served
    /// conversations, binding limit) and its formula.
    QString speedText() const;
    QString speedDetail() const;
    QString speedToolTip() const;
    /// The verdict tile's word ("Fits", "Too slow", ...).
    QString verdictText() const;
    /// The verdict tile's tooltip (why, the limit that binds, the layout).
    QString verdictToolTip() const;
    QString errorText() const;

public slots:
    void refresh();

    /// False: the strip keeps one height (see fixHeight()), so that a
    /// sentence that wraps differently does not relayout the window.
    bool hasHeightForWidth() const override { return false; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The height of a tile with three lines of detail, whatever it says,
    /// and a third line of caption where a narrow tile wraps it so.
    void fixHeight();
    /// "; first token margin 12 %": the service-level target with the least
    /// margin at the active conversations; empty where none is asked.
    static QString bindingMargin(const BuildReport &report, const QuantityFormat &format);

    BuildDocument *m_document;
    FigureTile *m_conversations, *m_speed, *m_free, *m_power, *m_verdict;
    QLabel *m_error;
};

} // namespace llmconf
