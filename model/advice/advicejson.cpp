// SPDX-License-Identifier: MIT
#include "advicejson.h"

#include <QJsonObject>

namespace llmconf {

QJsonArray AdviceJson::toJson(const QList<AdviceItem> &items)
{
    QJsonArray array;
    for (const AdviceItem &item : items) {
        QJsonObject o{{QStringLiteral("code"), item.code},
                      {QStringLiteral("severity"), AdviceItem::severityName(item.severity)},
                      {QStringLiteral("text"), item.text},
                      {QStringLiteral("source"), item.source},
                      {QStringLiteral("date"), item.date.toString(Qt::ISODate)}};
        QJsonArray suggestions;
        for (const AdviceSuggestion &s : item.suggestions)
            suggestions.append(s.label);
        if (!suggestions.isEmpty())
            o.insert(QStringLiteral("suggestions"), suggestions);
        array.append(o);
    }
    return array;
}

} // namespace llmconf
