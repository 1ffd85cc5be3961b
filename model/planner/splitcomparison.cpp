// SPDX-License-Identifier: MIT
#include "splitcomparison.h"

#include "sizingengine.h"

#include <QJsonObject>

namespace llmconf {

SplitComparison SplitComparison::of(const PlanResult &result)
{
    SplitComparison c;
    for (qsizetype i = 0; i < result.candidates.size(); ++i) {
        const PlanCandidate &row = result.candidates[i];
        const Figures &f = row.report.figures();
        if (f.cards < 1)
            continue;
        const double perCard = double(row.report.served) / f.cards;
        const bool split = row.build.layout.disaggregated();
        int &best = split ? c.splitRow : c.aggregatedRow;
        double &bestPerCard = split ? c.splitPerCard : c.aggregatedPerCard;
        // The first of equals: the rows' own order decides.
        if (best >= 0 && !(perCard > bestPerCard))
            continue;
        best = int(i);
        bestPerCard = perCard;
        if (split)
            c.splitTokensPerSecond = f.speed.decodeTokensPerSecondPerConversation;
    }
    if (c.applies()) {
        const PlanCandidate &row = result.candidates[c.splitRow];
        Build aggregated = row.build;
        aggregated.layout.prefillCopies = 0;
        const Evaluation e = row.report.catalogue
                                 ? SizingEngine::evaluate(aggregated, *row.report.catalogue)
                                 : Evaluation{{}, QStringLiteral("no catalogue")};
        c.sameCardsAggregatedTokensPerSecond =
            e.ok() ? e.figures.speed.decodeTokensPerSecondPerConversation : 0.0;
    }
    return c;
}

QString SplitComparison::text(const QuantityFormat &format) const
{
    if (!applies())
        return QString();
    const QString split = format.number(splitPerCard, 1);
    const QString why =
        tr("its prefill copies keep the decode steps free of prompts: %1 tokens/s per "
           "conversation, where the same cards aggregated give %2")
            .arg(format.number(splitTokensPerSecond, 1),
                 format.number(sameCardsAggregatedTokensPerSecond, 1));
    if (aggregatedRow < 0)
        return tr("Only a prefill/decode split serves the targets among these builds, %1 "
                  "conversations per card (#%2): %3.")
            .arg(split, format.integer(splitRow + 1), why);
    const QString aggregated = format.number(aggregatedPerCard, 1);
    if (splitServesMore())
        return tr("A prefill/decode split serves more per card, %1 conversations per card (#%2) "
                  "against %3 aggregated (#%4): %5.")
            .arg(split, format.integer(splitRow + 1), aggregated, format.integer(aggregatedRow + 1),
                 why);
    return tr("Aggregated serving serves more per card, %1 conversations per card (#%2) against "
              "%3 split (#%4): every copy holds conversations, where a split's prefill copies "
              "hold none.")
        .arg(aggregated, format.integer(aggregatedRow + 1), split, format.integer(splitRow + 1));
}

QJsonValue SplitComparison::toJson() const
{
    if (!applies())
        return QJsonValue(QJsonValue::Null);
    const auto row = [](int index) {
        return index >= 0 ? QJsonValue(index) : QJsonValue(QJsonValue::Null);
    };
    const auto number = [this](double value) {
        return aggregatedRow >= 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
    };
    return QJsonObject{
        // Indices into "results", from 0.
        {QStringLiteral("splitIndex"), splitRow},
        {QStringLiteral("aggregatedIndex"), row(aggregatedRow)},
        {QStringLiteral("splitServedPerCard"), splitPerCard},
        {QStringLiteral("aggregatedServedPerCard"), number(aggregatedPerCard)},
        {QStringLiteral("splitTokensPerSecondPerConversation"), splitTokensPerSecond},
        {QStringLiteral("sameCardsAggregatedTokensPerSecondPerConversation"),
         sameCardsAggregatedTokensPerSecond},
        {QStringLiteral("splitServesMore"), splitServesMore()},
    };
}

} // namespace llmconf
