// SPDX-License-Identifier: MIT
#include "reportjson.h"

#include "advicejson.h"
#include "buildreport.h"
#include "costjson.h"
#include "figuresjson.h"
#include "servingcommand.h"

#include <QJsonArray>

namespace llmconf {

QJsonObject ReportJson::toJson(const BuildReport &report)
{
    QJsonObject json = report.ok() ? FiguresJson::toJson(report.figures())
                                   : QJsonObject{{QStringLiteral("error"), report.error()}};
    if (report.ok()) {
        const QJsonObject cost = CostJson::toJson(report.cost);
        for (auto it = cost.begin(); it != cost.end(); ++it)
            json.insert(it.key(), it.value());
        json.insert(QStringLiteral("advice"), AdviceJson::toJson(report.advice));
        json.insert(QStringLiteral("servingCommands"),
                    ServingCommand::toJson(report.build, report.figures()));
        if (report.oneDown.applies())
            json.insert(QStringLiteral("oneDown"), oneDownJson(report.oneDown));
    }
    if (!report.instances.isEmpty()) {
        const QJsonObject instances = instancesJson(report);
        for (auto it = instances.begin(); it != instances.end(); ++it)
            json.insert(it.key(), it.value());
    }
    const QJsonObject verdict = verdictFields(report);
    for (auto it = verdict.begin(); it != verdict.end(); ++it)
        json.insert(it.key(), it.value());
    return json;
}

QJsonObject ReportJson::oneDownJson(const OneDownFigures &f)
{
    QJsonObject json{{QStringLiteral("unit"), f.unit == OneDownFigures::Unit::Server
                                                  ? QStringLiteral("server")
                                                  : QStringLiteral("card")},
                     {QStringLiteral("server"), f.server + 1},
                     {QStringLiteral("copiesLost"), f.copiesLost},
                     {QStringLiteral("copiesLeft"), f.copiesLeft},
                     {QStringLiteral("served"), f.served},
                     {QStringLiteral("wanted"), f.wanted},
                     {QStringLiteral("holds"), f.holds()}};
    // One card of a further model on cards of its own.
    if (f.unit == OneDownFigures::Unit::Card && f.model != 1)
        json.insert(QStringLiteral("cardOfModel"), f.model);
    // One card of a split: its pool's.
    if (f.cardPool != OneDownFigures::Pool::None)
        json.insert(QStringLiteral("cardPool"), f.cardPool == OneDownFigures::Pool::Prefill
                                                    ? QStringLiteral("prefill")
                                                    : QStringLiteral("decode"));
    // A split that loses a whole pool serves on without it.
    if (f.poolLost != OneDownFigures::Pool::None)
        json.insert(QStringLiteral("poolLost"), f.poolLost == OneDownFigures::Pool::Prefill
                                                    ? QStringLiteral("prefill")
                                                    : QStringLiteral("decode"));
    if (f.speedKnown && f.copiesLeft > 0) {
        json.insert(QStringLiteral("decodeTokensPerSecondPerConversation"),
                    f.tokensPerSecondPerConversation);
        json.insert(QStringLiteral("timeToFirstTokenSeconds"), f.timeToFirstToken.value());
    }
    // Each further model with the same part out.
    if (!f.models.isEmpty()) {
        QJsonArray models;
        for (const OneDownFigures::Model &m : f.models)
            models.append(QJsonObject{{QStringLiteral("modelNumber"), m.number},
                                      {QStringLiteral("copiesLost"), m.copiesLost},
                                      {QStringLiteral("copiesLeft"), m.copiesLeft},
                                      {QStringLiteral("served"), m.served},
                                      {QStringLiteral("wanted"), m.wanted},
                                      {QStringLiteral("holds"), m.holds()}});
        json.insert(QStringLiteral("models"), models);
    }
    return json;
}

QJsonObject ReportJson::instancesJson(const BuildReport &report)
{
    QJsonArray instances;
    for (const InstanceReport &r : report.instances) {
        QJsonObject json = r.ok() ? FiguresJson::toJson(r.figures())
                                  : QJsonObject{{QStringLiteral("error"), r.error()}};
        json.insert(QStringLiteral("modelNumber"), r.number);
        json.insert(QStringLiteral("checkpoint"), r.instance.checkpoint);
        json.insert(QStringLiteral("utilization"), r.instance.utilization);
        json.insert(QStringLiteral("served"), r.served);
        if (r.instance.ownCards())
            json.insert(QStringLiteral("cards"),
                        QJsonObject{{QStringLiteral("first"), r.instance.firstCard},
                                    {QStringLiteral("last"), r.instance.lastCard}});
        if (r.ok())
            json.insert(QStringLiteral("servingCommands"),
                        ServingCommand::toJson(r.build, r.figures(), r.number, r.devices));
        instances.append(json);
    }
    // The shared card where a further model shares the cards of model 1.
    const SharedCardMemory &m = report.sharedCard;
    QJsonObject json{{QStringLiteral("instances"), instances}};
    if (m.instances > 0)
        json.insert(QStringLiteral("sharedCard"),
                    QJsonObject{{QStringLiteral("models"), m.instances},
                                {QStringLiteral("memoryGiB"), inGiB(m.card)},
                                {QStringLiteral("sharesGiB"), inGiB(m.shares)},
                                {QStringLiteral("outsideShareGiBPerModel"), inGiB(m.outside)},
                                {QStringLiteral("neededGiB"), inGiB(m.needed())},
                                {QStringLiteral("fits"), m.fits()}});
    return json;
}

QJsonObject ReportJson::verdictFields(const BuildReport &report)
{
    const Verdict &v = report.verdict;
    QJsonObject json{
        {QStringLiteral("served"), report.served},
        {QStringLiteral("memoryLimit"), report.memoryLimit()},
        {QStringLiteral("speedLimit"), report.speedLimit()},
        {QStringLiteral("bindingLimit"), FiguresJson::bindingKey(report.binding())},
        {QStringLiteral("verdict"),
         QJsonObject{{QStringLiteral("kind"), v.name()},
                     {QStringLiteral("text"), v.text()},
                     {QStringLiteral("reason"), v.reason()},
                     {QStringLiteral("checks"), QJsonArray::fromStringList(v.checks())}}}};
    // The first-token limits beside the speed's, where the build asks them.
    const SpeedFigures &s = report.speed();
    if (s.ttftTarget > seconds(0))
        json.insert(QStringLiteral("ttftLimit"), s.conversationsAtTtftTarget);
    if (s.ttftP95Target > seconds(0))
        json.insert(QStringLiteral("ttftP95Limit"), s.conversationsAtTtftP95Target);
    return json;
}

} // namespace llmconf
