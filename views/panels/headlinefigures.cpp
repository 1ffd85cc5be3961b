// SPDX-License-Identifier: MIT
#include "headlinefigures.h"

#include "builddocument.h"
#include "figureformulas.h"
#include "figuretile.h"
#include "quantityformat.h"
#include "speedformulas.h"
#include "targetmargin.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace llmconf {

HeadlineFigures::HeadlineFigures(BuildDocument *document, QWidget *parent)
    : QFrame(parent), m_document(document), m_error(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    m_conversations = new FigureTile(this);
    m_speed = new FigureTile(this);
    m_speed->setObjectName(QStringLiteral("speedTile"));
    m_free = new FigureTile(this);
    m_power = new FigureTile(this);
    m_verdict = new FigureTile(this);
    // The verdict is words, not a number: a smaller size keeps the German
    // "Stromanschluss zu klein" from widening the strip past the window.
    QFont words = m_verdict->font();
    words.setPointSizeF(14);
    words.setBold(true);
    m_verdict->setValueFont(words);
    for (FigureTile *t : {m_conversations, m_speed, m_free, m_power, m_verdict})
        layout->addWidget(t, t == m_conversations || t == m_speed ? 3 : 2);
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
    int extra = 0;
    for (FigureTile *t : {m_conversations, m_speed, m_free, m_power, m_verdict})
        extra = std::max(extra, t->captionOverflow());
    const int height = m_conversations->minimumSizeHint().height() + extra;
    if (height != this->height() || minimumHeight() != maximumHeight())
        setFixedHeight(height);
}

void HeadlineFigures::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // The tiles' widths change with the window's, and with them the lines
    // a caption takes; edits do not change the height.
    fixHeight();
}

void HeadlineFigures::refresh()
{
    const BuildReport &report = m_document->report();
    const Evaluation &e = report.evaluation;
    const bool ok = e.ok();
    for (FigureTile *t : {m_conversations, m_speed, m_free, m_power, m_verdict})
        t->setVisible(ok);
    m_error->setVisible(!ok);
    if (!ok) {
        m_error->setText(tr("The build cannot be evaluated: %1").arg(e.error));
        return;
    }
    const Build &b = report.build;
    const Figures &f = e.figures;
    const QuantityFormat format;
    const FigureFormulas formulas(b, f, format);
    const SpeedFormulas speed(b, f, report.catalogue->rules().speed, format);
    const Verdict &verdict = report.verdict;

    // The headline is the conversations served (memory and speed target
    // both met); the memory limit follows as the second figure.
    const QString perCopy = tr("%n conversation(s) per copy", nullptr, f.conversationsPerCopy);
    // A prefill/decode split holds the conversations on its decode copies.
    const QString words = f.prefillDecodeSplit()
                              ? tr("%n decode copies × %1", nullptr, f.decodeCopies).arg(perCopy)
                          : f.copies == 1 ? tr("one copy, %1").arg(perCopy)
                                          : tr("%n copies × %1", nullptr, f.copies).arg(perCopy);
    const QString memory = tr("%1 in memory (%2)").arg(formulas.conversationsCount(), words);
    const QString servedWhy = verdict.runs() ? speed.served() : verdict.reason();
    m_conversations->showFigure(
        tr("Conversations served at %1 tokens").arg(format.tokens(f.context)),
        format.integer(report.served), memory,
        servedWhy + QLatin1Char('\n') + tr("In memory: %1").arg(formulas.conversations()),
        report.served > 0 ? FigureTile::State::Good : FigureTile::State::Bad);
    const SpeedFigures &s = f.speed;
    const bool fastEnough =
        verdict.runs() && report.served > 0 && TargetMargin::meets(report.serviceTargets(), s);
    if (!s.unknown.isEmpty())
        // A figure the estimate needs is missing: no rate, the reason instead.
        m_speed->showFigure(tr("Tokens/s per conversation"), tr("unknown"), s.unknown, s.unknown,
                            FigureTile::State::Neutral);
    else
        m_speed->showFigure(
            tr("Tokens/s per conversation"),
            format.number(s.decodeTokensPerSecondPerConversation,
                          s.decodeTokensPerSecondPerConversation < 100 ? 1 : 0),
            verdict.runs()
                ? tr("%1 served; limit: %2; target %3; first token %4 ms "
                     "(95th percentile %5 ms)")
                          .arg(format.integer(report.served),
                               SpeedFormulas::bindingName(report.binding()),
                               speed.speedTarget(s.speedTarget),
                               format.number(s.timeToFirstToken.value() * 1000, 0),
                               format.number(s.timeToFirstTokenP95.value() * 1000, 0)) +
                      (s.draftTokens > 0
                           ? tr("; speculative decoding: %n draft token(s)", nullptr, s.draftTokens)
                           : QString()) +
                      bindingMargin(report, format)
                : verdict.text(),
            speed.decodeExplained() + QLatin1Char('\n') + tr("Targets:") + QLatin1Char('\n') +
                speed.targetMargins(report.serviceTargets()),
            fastEnough ? FigureTile::State::Good : FigureTile::State::Bad);
    m_free->showFigure(tr("Free memory per card"), format.gib(f.freePerCard, 1),
                       tr("of %1 usable, %2 weights")
                           .arg(format.gib(f.usablePerCard, 1), format.gib(f.weightsPerCard, 1)),
                       formulas.usable() + QLatin1Char('\n') + formulas.weights() +
                           QLatin1Char('\n') + formulas.free(),
                       f.weightsFit ? FigureTile::State::Neutral : FigureTile::State::Bad);
    m_power->showFigure(tr("Wall power"), format.kilowatts(f.wallPower),
                        tr("feed plan %1 of %2 nominal")
                            .arg(format.kilowatts(f.feedPlanned), format.kilowatts(f.feedNominal)),
                        formulas.power() + QLatin1Char('\n') + formulas.feed(),
                        f.feedOk ? FigureTile::State::Good : FigureTile::State::Bad);
    QString why = verdict.fits() ? QString() : verdict.reason() + QLatin1Char('\n');
    if (!verdict.limit().isEmpty())
        why += tr("Conversations served: %1.").arg(verdict.limit()) + QLatin1Char('\n');
    m_verdict->showFigure(
        tr("Verdict"), verdict.text(), verdict.checks().join(QStringLiteral(", ")),
        why + formulas.layout() + QLatin1Char('\n') + formulas.cache() + QLatin1Char('\n') +
            formulas.hostMemory() + QLatin1Char('\n') + formulas.storage(),
        verdict.fits() ? FigureTile::State::Good : FigureTile::State::Bad);
    fixHeight(); // a longer caption ("128K") may take a third line
}

QString HeadlineFigures::bindingMargin(const BuildReport &report, const QuantityFormat &format)
{
    // The target with the least margin at the active conversations: the one
    // more conversations would miss first.
    const PlanTarget targets = report.serviceTargets();
    const TargetMargin::Target binds = TargetMargin::binding(targets, report.speed());
    if (binds == TargetMargin::Target::None)
        return QString();
    return tr("; %1 margin %2 %")
        .arg(TargetMargin::name(binds),
             format.number(100.0 * TargetMargin::margin(binds, targets, report.speed()), 0));
}

QString HeadlineFigures::conversationsText() const
{
    return m_conversations->value();
}
QString HeadlineFigures::conversationsToolTip() const
{
    return m_conversations->toolTip();
}
QString HeadlineFigures::speedText() const
{
    return m_speed->value();
}
QString HeadlineFigures::conversationsDetail() const
{
    return m_conversations->detail();
}

QString HeadlineFigures::speedDetail() const
{
    return m_speed->detail();
}
QString HeadlineFigures::speedToolTip() const
{
    return m_speed->toolTip();
}
QString HeadlineFigures::verdictText() const
{
    return m_verdict->value();
}
QString HeadlineFigures::verdictToolTip() const
{
    return m_verdict->toolTip();
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
