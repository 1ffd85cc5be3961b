// SPDX-License-Identifier: MIT
#include "planjson.h"
#include "splitcomparison.h"
#include "targetmargin.h"

#include "advicejson.h"
#include "buildfile.h"
#include "card.h"
#include "checkpoint.h"
#include "reportjson.h"

#include <QJsonArray>

namespace llmconf {

QString PlanJson::rankingName(PlanRanking::By by)
{
    switch (by) {
    case PlanRanking::By::Cost:
        return QStringLiteral("cost");
    case PlanRanking::By::Price:
        return QStringLiteral("price");
    case PlanRanking::By::Size:
        break;
    }
    return QStringLiteral("size");
}

QJsonObject PlanJson::candidateToJson(const PlanCandidate &c)
{
    const Figures &f = c.report.figures();
    const Layout &l = c.build.layout;
    return QJsonObject{
        {QStringLiteral("card"), f.card ? f.card->id : QString()},
        {QStringLiteral("cards"), f.cards},
        {QStringLiteral("servers"), f.servers},
        {QStringLiteral("cardsPerServer"), f.servers > 0 ? f.cards / f.servers : 0},
        {QStringLiteral("checkpoint"), f.checkpoint ? f.checkpoint->id : QString()},
        {QStringLiteral("layout"), QJsonObject{{QStringLiteral("tp"), l.tp},
                                               {QStringLiteral("pp"), l.pp},
                                               {QStringLiteral("dcp"), l.dcp},
                                               {QStringLiteral("copies"), l.copies},
                                               {QStringLiteral("dp"), l.dp},
                                               {QStringLiteral("ep"), l.ep},
                                               // Copies that prefill only (a split), 0: none.
                                               {QStringLiteral("prefillCopies"), l.prefillCopies}}},
        {QStringLiteral("kvCache"), BuildFile::cacheDtypeName(c.build.cacheDtype)},
        {QStringLiteral("enforceEager"), c.build.enforceEager},
        {QStringLiteral("context"), c.build.context},
        {QStringLiteral("conversations"), f.conversations},
        {QStringLiteral("served"), c.report.served},
        {QStringLiteral("spare"), c.spare},
        {QStringLiteral("wallPowerW"), inWatts(f.wallPower)},
        // Speed with all the target's conversations decoding.
        {QStringLiteral("decodeTokensPerSecondPerConversation"),
         f.speed.decodeTokensPerSecondPerConversation},
        {QStringLiteral("outputTokensPerSecond"), f.speed.outputTokensPerSecond},
        {QStringLiteral("feedOk"), f.feedOk},
        {QStringLiteral("advice"), AdviceJson::toJson(c.report.advice)},
        // The same build with checkpoints of the same format and size.
        {QStringLiteral("equivalentCheckpoints"),
         QJsonArray::fromStringList(c.equivalentCheckpoints)},
    };
}

QJsonObject PlanJson::toJson(const PlanResult &result)
{
    QJsonArray results;
    for (const PlanCandidate &c : result.candidates) {
        QJsonObject row = candidateToJson(c);
        // The service-level targets: the first token at this load, and the
        // target with the least margin (null where none is asked).
        const SpeedFigures &speed = c.report.figures().speed;
        row.insert(QStringLiteral("timeToFirstTokenSeconds"), inSeconds(speed.timeToFirstToken));
        row.insert(QStringLiteral("timeToFirstTokenP95Seconds"),
                   inSeconds(speed.timeToFirstTokenP95));
        const TargetMargin::Target binds = TargetMargin::binding(result.target, speed);
        row.insert(QStringLiteral("bindingTarget"), binds == TargetMargin::Target::None
                                                        ? QJsonValue(QJsonValue::Null)
                                                        : QJsonValue(TargetMargin::key(binds)));
        row.insert(QStringLiteral("bindingMargin"),
                   binds == TargetMargin::Target::None
                       ? QJsonValue(QJsonValue::Null)
                       : QJsonValue(TargetMargin::margin(binds, result.target, speed)));
        const QJsonObject verdict = ReportJson::verdictFields(c.report);
        for (auto it = verdict.begin(); it != verdict.end(); ++it)
            row.insert(it.key(), it.value());
        // With one server out, where the plan asked for it (the constraint).
        if (c.report.oneDownAssessed && c.report.oneDown.applies())
            row.insert(QStringLiteral("oneDown"), ReportJson::oneDownJson(c.report.oneDown));
        if (result.rankedBy != PlanRanking::By::Size) {
            // What the ranking went by (null where a price is missing).
            const auto optional = [](const std::optional<double> &v) {
                return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
            };
            row.insert(QStringLiteral("currency"), c.report.cost.currency);
            row.insert(QStringLiteral("priceTotal"), optional(c.report.cost.priceTotal));
            row.insert(QStringLiteral("costPerYear"), optional(c.report.cost.costPerYear));
            row.insert(QStringLiteral("costPerMillionOutputTokens"),
                       optional(c.report.cost.costPerMillionOutputTokens));
            row.insert(QStringLiteral("missingPrices"),
                       QJsonArray::fromStringList(c.report.cost.missingPrices));
        }
        results.append(row);
    }
    QJsonArray excluded;
    for (const PlanExclusion &e : result.excluded)
        excluded.append(QJsonObject{{QStringLiteral("code"), e.code},
                                    {QStringLiteral("card"), e.card},
                                    {QStringLiteral("checkpoint"), e.checkpoint},
                                    {QStringLiteral("reason"), e.reason},
                                    {QStringLiteral("count"), e.count},
                                    {QStringLiteral("everyBuild"), e.everyBuild}});
    return QJsonObject{
        {QStringLiteral("target"),
         QJsonObject{
             {QStringLiteral("model"), result.target.model},
             {QStringLiteral("conversations"), result.target.conversations},
             {QStringLiteral("context"), result.target.context},
             {QStringLiteral("speedTarget"), result.target.speedTarget > 0
                                                 ? QJsonValue(result.target.speedTarget)
                                                 : QJsonValue(QJsonValue::Null)},
             {QStringLiteral("ttftTargetMs"), result.target.ttftTarget > 0
                                                  ? QJsonValue(result.target.ttftTarget * 1000.0)
                                                  : QJsonValue(QJsonValue::Null)},
             {QStringLiteral("ttftP95TargetMs"),
              result.target.ttftP95Target > 0 ? QJsonValue(result.target.ttftP95Target * 1000.0)
                                              : QJsonValue(QJsonValue::Null)},
             {QStringLiteral("promptTokens"), result.target.promptTokens.value_or(0)},
             {QStringLiteral("answerTokens"), result.target.answerTokens.value_or(0)}}},
        {QStringLiteral("rankedBy"), rankingName(result.rankedBy)},
        {QStringLiteral("tolerateOneDown"), result.tolerateOneDown},
        {QStringLiteral("enforceEager"), result.enforceEager},
        {QStringLiteral("results"), results},
        // The best split row against the best aggregated one (issue 29).
        {QStringLiteral("splitComparison"), SplitComparison::of(result).toJson()},
        {QStringLiteral("excluded"), excluded},
    };
}

} // namespace llmconf
