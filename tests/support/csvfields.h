// SPDX-License-Identifier: MIT
#pragma once
// The fields of one line of the test data's CSV tables (tests/data/speed,
// tests/data/logs): RFC 4180 quotes, doubled quotes and commas inside.

#include <QString>
#include <QStringList>

namespace llmconf::test {

inline QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == QLatin1Char('"') && i + 1 < line.size() &&
            line.at(i + 1) == QLatin1Char('"')) {
            field += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (c == QLatin1Char(',') && !quoted) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

} // namespace llmconf::test
