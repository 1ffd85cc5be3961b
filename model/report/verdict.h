// SPDX-License-Identifier: MIT
#pragma once

#include "speedfigures.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace llmconf {

struct Evaluation;
struct AdviceItem;
class QuantityFormat;

/// The one answer to "does this build do the job?", counting what the
/// headline, the sheet, the planner, the comparison and `evaluate` all show:
/// whether the build can be evaluated and its card run the checkpoint,
/// weights, conversations in memory, the speed target and the feed. The
/// first that fails decides; `checks` lists each.
class Verdict
{
    Q_DECLARE_TR_FUNCTIONS(Verdict)

public:
    enum class Kind {
        Fits,            // every check holds
        CannotEvaluate,  // the build is incomplete or invalid (Evaluation::error)
        CannotRun,       // a blocker: the card cannot run the checkpoint
        WeightsDoNotFit, // the weights exceed the usable memory
        NoConversation,  // weights fit, no conversation's cache does
        TooSlow,         // memory holds conversations, none at the speed or first-token target
        FeedTooSmall     // the wall power exceeds the feed's plan
    };

    Verdict() = default;
    /// The verdict of an evaluation, its advice (blockers) and the
    /// conversations served (the smaller of the memory and speed limits).
    static Verdict of(const Evaluation &evaluation, const QList<AdviceItem> &advice, int served,
                      const QuantityFormat &format);

    Kind kind() const { return m_kind; }
    bool fits() const { return m_kind == Kind::Fits; }
    /// Whether the build runs at all (evaluated, no blocker): its speed
    /// and conversations mean something even where a check fails.
    bool runs() const { return m_kind != Kind::CannotEvaluate && m_kind != Kind::CannotRun; }
    /// "Fits", "Cannot run", "Feed too small", ...: the headline's word.
    QString text() const { return text(m_kind); }
    static QString text(Kind kind);
    /// "fits", "cannot-run", ...: the JSON's names.
    QString name() const;
    /// Why, in one sentence: the evaluation's error or the blocker's text,
    /// else the failed check; empty when it fits.
    QString reason() const { return m_reason; }
    /// Which limit decides the conversations served, in words ("the
    /// first-token limit binds"); empty where the build does not run or its
    /// speed is unknown.
    QString limit() const;
    /// Each check in words: "weights fit", "conversations fit", "speed
    /// target met", "feed holds" (or what failed).
    QStringList checks() const;

    bool operator==(const Verdict &) const = default;

private:
    /// Why no conversation is served: the target that binds, with its value.
    static QString tooSlow(const SpeedFigures &speed, const QuantityFormat &format);

    Kind m_kind = Kind::CannotEvaluate;
    QString m_reason;
    bool m_weightsFit = false;
    bool m_conversationsFit = false;
    bool m_speedMet = false;
    bool m_speedKnown = true; // false: a figure the speed needs is missing
    bool m_feedOk = false;
    BindingLimit m_binding = BindingLimit::Memory;
    bool m_ttftAsked = false;  // a first-token target is asked
    bool m_speedAsked = false; // a speed target is asked (0: none)
};

} // namespace llmconf
