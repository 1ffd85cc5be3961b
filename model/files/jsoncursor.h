// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace llmconf {

/// A position inside a JSON document that knows its own path, so that every
/// read can fail with a FormatError naming the file and the field.
///
/// The path is a chain of steps (parent, key or index) shared by the cursors
/// below it, and spelt out only when asked: reading the catalogue visits
/// thousands of fields at every start, and only a message needs the text.
class JsonCursor
{
    Q_DECLARE_TR_FUNCTIONS(JsonCursor)

public:
    JsonCursor(QString file, QJsonValue value, QString path = QStringLiteral("$"));

    /// Parses a whole document; a syntax error names the byte offset.
    static JsonCursor fromDocument(const QString &file, const QByteArray &data);

    /// "$.cards[2].memoryReported"
    QString path() const;
    const QString &file() const;
    const QJsonValue &value() const { return m_value; }

    bool has(const QString &key) const;
    JsonCursor field(const QString &key) const; // required
    /// The member `key` unless it is missing or null (has()), in one look-up
    /// (an object's look-up by key is a linear search).
    std::optional<JsonCursor> optionalField(const QString &key) const;
    JsonCursor at(qsizetype index) const;

    QJsonObject object() const;
    QJsonArray array() const;
    QString string() const;
    QString stringOr(const QString &key, const QString &fallback) const;
    QStringList stringList() const;
    bool boolean() const;
    bool booleanOr(const QString &key, bool fallback) const;
    double number() const;
    /// A whole number in [minimum, maximum].
    int integer(int minimum, int maximum) const;
    int integerOr(const QString &key, int fallback, int minimum, int maximum) const;
    double numberIn(double minimum, double maximum) const;

    Bytes bytes() const; // "95.6 GiB", "756 GB", "464143549144 B"
    Watts power() const; // "600 W", "3.68 kW"
    Volts voltage() const;
    Amperes current() const;
    BytesPerSecond bandwidth() const; // "1597 GB/s", "4.8 TB/s"

    /// Calls visit for each element of an array.
    void forEach(const std::function<void(const JsonCursor &)> &visit) const;
    /// Calls visit for each member of an object, in the object's order: its
    /// key and a cursor on its value (no second look-up by key).
    void forEachField(
        const std::function<void(const QString &key, const JsonCursor &value)> &visit) const;

    [[noreturn]] void fail(const QString &problem) const;

    /// "a number", "an object": for messages about a value of the wrong type.
    static QString typeName(const QJsonValue &value);

private:
    struct Step;
    JsonCursor(QJsonValue value, std::shared_ptr<const Step> step);
    JsonCursor child(QJsonValue value, const QString &key) const;
    JsonCursor child(QJsonValue value, qsizetype index) const;

    QJsonValue m_value;
    std::shared_ptr<const Step> m_step;
};

} // namespace llmconf
