// SPDX-License-Identifier: MIT
#include "verdict.h"

#include "adviceitem.h"
#include "quantityformat.h"
#include "sizingengine.h"
#include "speedformulas.h"

namespace llmconf {

Verdict Verdict::of(const Evaluation &evaluation, const QList<AdviceItem> &advice, int served,
                    const QuantityFormat &format)
{
    Verdict v;
    if (!evaluation.ok()) {
        v.m_kind = Kind::CannotEvaluate;
        v.m_reason = evaluation.error;
        return v;
    }
    const Figures &f = evaluation.figures;
    v.m_weightsFit = f.weightsFit;
    v.m_conversationsFit = f.fits;
    v.m_speedMet = served > 0;
    v.m_speedKnown = f.speed.unknown.isEmpty();
    v.m_binding = f.speed.bindingLimit;
    v.m_ttftAsked = f.speed.ttftTarget > seconds(0) || f.speed.ttftP95Target > seconds(0);
    v.m_speedAsked = f.speed.speedTarget > 0;
    v.m_feedOk = f.feedOk;
    for (const AdviceItem &item : advice)
        if (item.severity == AdviceSeverity::Blocker) {
            v.m_kind = Kind::CannotRun;
            v.m_reason = item.text;
            return v;
        }
    if (!f.weightsFit)
        v.m_kind = Kind::WeightsDoNotFit;
    else if (!f.fits)
        v.m_kind = Kind::NoConversation;
    else if (served < 1)
        v.m_kind = Kind::TooSlow;
    else if (!f.feedOk)
        v.m_kind = Kind::FeedTooSmall;
    else
        v.m_kind = Kind::Fits;
    switch (v.m_kind) {
    case Kind::WeightsDoNotFit:
        v.m_reason = tr("The weights do not fit the usable memory of a card.");
        break;
    case Kind::NoConversation:
        v.m_reason = tr("The weights fit, but no conversation's cache fits beside them.");
        break;
    case Kind::TooSlow:
        v.m_reason = tooSlow(f.speed, format);
        break;
    case Kind::FeedTooSmall:
        v.m_reason = tr("The wall power exceeds the feed's plan.");
        break;
    default:
        break;
    }
    return v;
}

QString Verdict::tooSlow(const SpeedFigures &s, const QuantityFormat &format)
{
    switch (s.bindingLimit) {
    case BindingLimit::FirstToken:
        return tr("No conversation gets its first token within the target of %1 ms (median).")
            .arg(format.number(inMilliseconds(s.ttftTarget), 0));
    case BindingLimit::FirstTokenP95:
        return tr("No conversation gets its first token within the target of %1 ms at the 95th "
                  "percentile.")
            .arg(format.number(inMilliseconds(s.ttftP95Target), 0));
    case BindingLimit::Speed:
    case BindingLimit::Memory:
        break;
    }
    return tr("No conversation gets the speed target of %1 tokens/s.")
        .arg(format.number(s.speedTarget, 1));
}

QString Verdict::limit() const
{
    return runs() && m_speedKnown ? SpeedFormulas::binding(m_binding) : QString();
}

QString Verdict::text(Kind kind)
{
    switch (kind) {
    case Kind::Fits:
        return tr("Fits");
    case Kind::CannotEvaluate:
        return tr("Cannot be evaluated");
    case Kind::CannotRun:
        return tr("Cannot run");
    case Kind::WeightsDoNotFit:
        return tr("Weights do not fit");
    case Kind::NoConversation:
        return tr("Does not fit");
    case Kind::TooSlow:
        return tr("Too slow");
    case Kind::FeedTooSmall:
        return tr("Feed too small");
    }
    return {};
}

QString Verdict::name() const
{
    switch (m_kind) {
    case Kind::Fits:
        return QStringLiteral("fits");
    case Kind::CannotEvaluate:
        return QStringLiteral("cannot-evaluate");
    case Kind::CannotRun:
        return QStringLiteral("cannot-run");
    case Kind::WeightsDoNotFit:
        return QStringLiteral("weights-do-not-fit");
    case Kind::NoConversation:
        return QStringLiteral("no-conversation");
    case Kind::TooSlow:
        return QStringLiteral("too-slow");
    case Kind::FeedTooSmall:
        return QStringLiteral("feed-too-small");
    }
    return {};
}

QStringList Verdict::checks() const
{
    if (m_kind == Kind::CannotEvaluate)
        return {};
    QStringList checks;
    if (m_kind == Kind::CannotRun)
        checks << tr("the card cannot run the checkpoint");
    checks << (m_weightsFit ? tr("Weights fit") : tr("Weights do not fit"));
    checks << (m_conversationsFit ? tr("conversations fit") : tr("no conversation fits"));
    if (!m_speedKnown)
        checks << tr("speed unknown");
    else if (!m_speedAsked && !m_ttftAsked)
        checks << tr("no speed target asked");
    else if (m_speedMet)
        checks << (!m_speedAsked ? tr("first-token targets met")
                   : m_ttftAsked ? tr("speed and first-token targets met")
                                 : tr("speed target met"));
    else
        checks << (m_binding == BindingLimit::FirstToken || m_binding == BindingLimit::FirstTokenP95
                       ? tr("first-token target missed")
                       : tr("speed target missed"));
    checks << (m_feedOk ? tr("feed holds") : tr("feed overloaded"));
    return checks;
}

} // namespace llmconf
