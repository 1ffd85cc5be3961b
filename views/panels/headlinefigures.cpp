// SPDX-License-Identifier: MIT
#include "headlinefigures.h"

#include "card.h"
#include "document/builddocument.h"
#include "figureformulas.h"
#include "quantityformat.h"
#include "wrappinglabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace llmconf {

namespace {
enum State { Neutral, Good, Bad };
} // namespace

HeadlineFigures::HeadlineFigures(BuildDocument *document, QWidget *parent)
    : QFrame(parent), m_document(document), m_error(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    m_conversations = makeTile();
    m_free = makeTile();
    m_power = makeTile();
    m_verdict = makeTile();
    // The verdict is words, not a number: a smaller size keeps the German
    // "Stromanschluss zu klein" from widening the strip past the window.
    QFont words = m_verdict.value->font();
    words.setPointSizeF(14);
    m_verdict.value->setFont(words);
    for (Tile *t : {&m_conversations, &m_free, &m_power, &m_verdict})
        layout->addWidget(t->frame, t == &m_conversations ? 3 : 2);
    m_error->setObjectName(QStringLiteral("evaluationError"));
    m_error->setWordWrap(true);
    m_error->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8c1d18; border: "
                                          "1px solid #e0a39f; border-radius: 6px; padding: 10px; "
                                          "font-size: 11pt; }"));
    layout->addWidget(m_error, 1);
    connect(document, &BuildDocument::buildChanged, this, &HeadlineFigures::refresh);
    refresh();
    fixHeight();
}

void HeadlineFigures::fixHeight()
{
    setFixedHeight(m_conversations.frame->minimumSizeHint().height());
}

HeadlineFigures::Tile HeadlineFigures::makeTile()
{
    Tile t;
    t.frame = new QFrame(this);
    t.frame->setObjectName(QStringLiteral("figureTile"));
    t.frame->setFocusPolicy(Qt::TabFocus); // keyboard users reach the tooltips too
    auto *v = new QVBoxLayout(t.frame);
    v->setContentsMargins(10, 6, 10, 6);
    v->setSpacing(0);
    t.caption = new QLabel(t.frame);
    t.value = new QLabel(t.frame);
    t.detail = new WrappingLabel(t.frame);
    QFont f = t.value->font();
    f.setPointSizeF(18);
    f.setBold(true);
    t.value->setFont(f);
    QFont c = t.caption->font();
    c.setPointSizeF(8.5);
    t.caption->setFont(c);
    t.detail->setFont(c);
    // Room for three lines whatever the text: tiles that grew and shrank with
    // their sentences moved the canvas and the charts below on every edit.
    // Longer details wrap into the tooltip's formula, which says it all.
    t.detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    t.detail->setMinimumHeight(3 * QFontMetrics(c).lineSpacing());
    v->addWidget(t.caption);
    v->addWidget(t.value);
    v->addWidget(t.detail);
    return t;
}

void HeadlineFigures::setTile(Tile &tile, const QString &caption, const QString &value,
                              const QString &detail, const QString &toolTip, int state)
{
    const auto set = [](QLabel *label, const QString &text) {
        if (label->text() != text)
            label->setText(text);
    };
    set(tile.caption, caption.toUpper());
    set(tile.value, value);
    set(tile.detail, detail);
    tile.frame->setToolTip(toolTip);
    tile.frame->setAccessibleName(caption);
    tile.frame->setAccessibleDescription(value + QLatin1Char(' ') + detail);
    const QString border = state == Good  ? QStringLiteral("#3c9a5f")
                           : state == Bad ? QStringLiteral("#c0392b")
                                          : QStringLiteral("#b8c0c8");
    // Style sheets repolish the tile: set them only when the state changes.
    if (tile.state != state) {
        tile.state = state;
        tile.frame->setStyleSheet(
            QStringLiteral("QFrame#figureTile { background: palette(base); border: 1px solid %1; "
                           "border-left: 5px solid %1; border-radius: 6px; }")
                .arg(border));
        tile.value->setStyleSheet(state == Bad ? QStringLiteral("color: #c0392b;") : QString());
    }
}

void HeadlineFigures::refresh()
{
    const Evaluation &e = m_document->evaluation();
    const bool ok = e.ok();
    for (Tile *t : {&m_conversations, &m_free, &m_power, &m_verdict})
        t->frame->setVisible(ok);
    m_error->setVisible(!ok);
    if (!ok) {
        m_error->setText(tr("The build cannot be evaluated: %1").arg(e.error));
        return;
    }
    const Build &b = m_document->build();
    const Figures &f = e.figures;
    const QuantityFormat format;
    const FigureFormulas formulas(b, f, format);

    const QString perCopy = tr("%n conversation(s) per copy", nullptr, f.conversationsPerCopy);
    const QString words = f.copies == 1 ? tr("one copy, %1").arg(perCopy)
                                        : tr("%n copies × %1", nullptr, f.copies).arg(perCopy);
    setTile(m_conversations, tr("Conversations at %1 tokens").arg(format.tokens(f.context)),
            format.integer(f.conversations), words, formulas.conversations(), f.fits ? Good : Bad);
    setTile(m_free, tr("Free memory per card"), format.gib(f.freePerCard, 1),
            tr("of %1 usable, %2 weights")
                .arg(format.gib(f.usablePerCard, 1), format.gib(f.weightsPerCard, 1)),
            formulas.usable() + QLatin1Char('\n') + formulas.weights() + QLatin1Char('\n') +
                formulas.free(),
            f.weightsFit ? Neutral : Bad);
    setTile(m_power, tr("Wall power"), format.kilowatts(f.wallPower),
            tr("feed plan %1 of %2 nominal")
                .arg(format.kilowatts(f.feedPlanned), format.kilowatts(f.feedNominal)),
            formulas.power() + QLatin1Char('\n') + formulas.feed(), f.feedOk ? Good : Bad);
    QStringList verdicts;
    verdicts << (f.weightsFit ? tr("Weights fit") : tr("Weights do not fit"));
    verdicts << (f.fits ? tr("conversations fit") : tr("no conversation fits"));
    verdicts << (f.feedOk ? tr("feed holds") : tr("feed overloaded"));
    const bool all = f.fits && f.feedOk;
    const QString verdict = all ? tr("Fits") : f.fits ? tr("Feed too small") : tr("Does not fit");
    setTile(m_verdict, tr("Verdict"), verdict, verdicts.join(QStringLiteral(", ")),
            formulas.layout() + QLatin1Char('\n') + formulas.cache() + QLatin1Char('\n') +
                formulas.hostMemory() + QLatin1Char('\n') + formulas.storage(),
            all ? Good : Bad);
}

QString HeadlineFigures::conversationsText() const
{
    return m_conversations.value->text();
}
QString HeadlineFigures::conversationsToolTip() const
{
    return m_conversations.frame->toolTip();
}
QString HeadlineFigures::errorText() const
{
    return m_error->isVisibleTo(this) ? m_error->text() : QString();
}

void HeadlineFigures::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fixHeight();
    QFrame::changeEvent(event);
}

} // namespace llmconf
