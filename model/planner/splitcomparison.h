// SPDX-License-Identifier: MIT
#pragma once

#include "planresult.h"
#include "quantityformat.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace llmconf {

/// A plan's best prefill/decode split row (Layout::prefillCopies) against
/// its best aggregated row, both at the plan's targets (issue 29): which
/// serves more conversations per card (served / cards, the most of each
/// kind), and why. A split's decode copies decode without prompts mixed
/// in, faster per conversation; its prefill copies hold no conversation.
struct SplitComparison
{
    Q_DECLARE_TR_FUNCTIONS(SplitComparison)

public:
    int splitRow = -1;      // index in PlanResult::candidates; -1: no split row
    int aggregatedRow = -1; // -1: no aggregated row
    double splitPerCard = 0, aggregatedPerCard = 0;
    // Each conversation's tokens/s with all the target's conversations
    // decoding: on the split row, and on its cards and layout aggregated
    // (every copy prefilling and decoding), the why.
    double splitTokensPerSecond = 0, sameCardsAggregatedTokensPerSecond = 0;

    /// The comparison of `result`'s rows; none applies without a split row.
    /// Evaluates the split row's build aggregated (SizingEngine, with the
    /// catalogue its report holds).
    static SplitComparison of(const PlanResult &result);

    bool applies() const { return splitRow >= 0; }
    /// Whether the split serves more per card than every aggregated row
    /// (or no aggregated row serves the targets).
    bool splitServesMore() const
    {
        return applies() && (aggregatedRow < 0 || splitPerCard > aggregatedPerCard);
    }
    /// One sentence for the command line and the planner dialog; empty
    /// where none applies. Rows are counted from 1, as the tables show them.
    QString text(const QuantityFormat &format) const;
    /// `plan --json`'s "splitComparison": null where none applies.
    QJsonValue toJson() const;
};

} // namespace llmconf
