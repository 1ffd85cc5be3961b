// SPDX-License-Identifier: MIT
#include "comparisonjson.h"

#include "advicejson.h"
#include "buildcomparison.h"
#include "figuresjson.h"
#include "reportjson.h"

#include <QJsonArray>

namespace llmconf {

namespace {

QString directionName(BetterDirection direction)
{
    switch (direction) {
    case BetterDirection::Higher:
        return QStringLiteral("higher");
    case BetterDirection::Lower:
        return QStringLiteral("lower");
    case BetterDirection::None:
        break;
    }
    return QStringLiteral("none");
}

QString sectionName(ComparisonSection section)
{
    switch (section) {
    case ComparisonSection::Speed:
        return QStringLiteral("speed");
    case ComparisonSection::Cost:
        return QStringLiteral("cost");
    case ComparisonSection::Memory:
        break;
    }
    return QStringLiteral("memory");
}

/// JSON has no NaN: a missing value is null.
QJsonValue number(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject ComparisonJson::toJson(const BuildComparison &comparison, const QStringList &files)
{
    QJsonArray builds;
    for (int i = 0; i < comparison.size(); ++i) {
        const ComparedBuild &b = comparison.builds()[i];
        QJsonObject build{{QStringLiteral("column"), BuildComparison::columnName(i)},
                          {QStringLiteral("file"), files.value(i)},
                          {QStringLiteral("title"), b.title}};
        // The figures as `evaluate --json` prints them, the served
        // conversations and the verdict among them; a build that cannot be
        // evaluated has its error and verdict instead.
        const QJsonObject verdict = ReportJson::verdictFields(b.report);
        const bool ok = b.report.evaluation.ok();
        QJsonObject figures = ok ? FiguresJson::toJson(b.report.evaluation.figures) : QJsonObject();
        if (!ok)
            build.insert(QStringLiteral("error"), b.report.evaluation.error);
        for (auto it = verdict.begin(); it != verdict.end(); ++it)
            (ok ? figures : build).insert(it.key(), it.value());
        if (ok)
            build.insert(QStringLiteral("figures"), figures);
        builds.append(build);
    }
    QJsonArray rows;
    for (const ComparisonRow &row : comparison.rows()) {
        QJsonArray values, texts, ratios;
        for (int i = 0; i < row.texts.size(); ++i) {
            values.append(row.numeric ? number(row.values[i]) : QJsonValue(row.texts[i]));
            texts.append(row.texts[i]);
            ratios.append(number(row.ratios[i]));
        }
        rows.append(QJsonObject{
            {QStringLiteral("key"), row.key},
            {QStringLiteral("section"), sectionName(row.section)},
            {QStringLiteral("label"), row.label},
            {QStringLiteral("unit"), row.unit},
            {QStringLiteral("better"), directionName(row.better)},
            {QStringLiteral("values"), values},
            {QStringLiteral("texts"), texts},
            {QStringLiteral("best"), row.best >= 0 ? QJsonValue(row.best) : QJsonValue()},
            {QStringLiteral("ratios"), ratios}});
    }
    QJsonArray advice;
    for (const DifferingAdvice &d : comparison.differingAdvice()) {
        QJsonArray perBuild;
        for (const std::optional<AdviceItem> &item : d.items)
            perBuild.append(item ? AdviceJson::toJson(QList<AdviceItem>{*item}).first()
                                 : QJsonValue());
        advice.append(
            QJsonObject{{QStringLiteral("code"), d.code},
                        {QStringLiteral("severity"), AdviceItem::severityName(d.severity)},
                        {QStringLiteral("builds"), perBuild}});
    }
    return QJsonObject{{QStringLiteral("builds"), builds},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("differingAdvice"), advice}};
}

} // namespace llmconf
