// SPDX-License-Identifier: MIT
#include "jsoncursor.h"

#include "formaterror.h"
#include "quantityparser.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <vector>

namespace llmconf {

QString JsonCursor::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return tr("null");
    case QJsonValue::Bool:
        return tr("a boolean");
    case QJsonValue::Double:
        return tr("a number");
    case QJsonValue::String:
        return tr("a string");
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

/// One step of a path: the root names the file and where it starts ("$"),
/// every other step its parent and its key, or its index in an array.
struct JsonCursor::Step
{
    std::shared_ptr<const Step> parent;
    QString file; // the root's
    QString key;  // the root's: its path
    qsizetype index = 0;
    bool inArray = false;
};

JsonCursor::JsonCursor(QString file, QJsonValue value, QString path)
    : m_value(std::move(value)),
      m_step(std::make_shared<const Step>(Step{nullptr, std::move(file), std::move(path)}))
{
}

JsonCursor::JsonCursor(QJsonValue value, std::shared_ptr<const Step> step)
    : m_value(std::move(value)), m_step(std::move(step))
{
}

JsonCursor JsonCursor::child(QJsonValue value, const QString &key) const
{
    return JsonCursor(std::move(value), std::make_shared<const Step>(Step{m_step, {}, key}));
}

JsonCursor JsonCursor::child(QJsonValue value, qsizetype index) const
{
    return JsonCursor(std::move(value),
                      std::make_shared<const Step>(Step{m_step, {}, {}, index, true}));
}

const QString &JsonCursor::file() const
{
    const Step *step = m_step.get();
    while (step->parent)
        step = step->parent.get();
    return step->file;
}

QString JsonCursor::path() const
{
    std::vector<const Step *> steps;
    for (const Step *step = m_step.get(); step; step = step->parent.get())
        steps.push_back(step);
    QString path = steps.back()->key;
    for (auto it = std::next(steps.rbegin()); it != steps.rend(); ++it) {
        if ((*it)->inArray)
            path += QLatin1Char('[') + QString::number((*it)->index) + QLatin1Char(']');
        else
            path += QLatin1Char('.') + (*it)->key;
    }
    return path;
}

JsonCursor JsonCursor::fromDocument(const QString &file, const QByteArray &data)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError)
        throw FormatError(
            file, QString(),
            tr("not valid JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
    if (!document.isObject())
        throw FormatError(file, QStringLiteral("$"), tr("expected a JSON object at the top"));
    return JsonCursor(file, document.object());
}

void JsonCursor::fail(const QString &problem) const
{
    throw FormatError(file(), path(), problem);
}

// One look-up per key: value() gives Undefined for a key the object lacks
// (reading the catalogue is most of a command's start, docs/performance.md).
bool JsonCursor::has(const QString &key) const
{
    if (!m_value.isObject())
        return false;
    const QJsonValue value = m_value.toObject().value(key);
    return !value.isUndefined() && !value.isNull();
}

std::optional<JsonCursor> JsonCursor::optionalField(const QString &key) const
{
    if (!m_value.isObject())
        return std::nullopt;
    QJsonValue value = m_value.toObject().value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    return child(std::move(value), key);
}

JsonCursor JsonCursor::field(const QString &key) const
{
    JsonCursor found = child(object().value(key), key);
    if (found.m_value.isUndefined())
        found.fail(tr("missing"));
    return found;
}

JsonCursor JsonCursor::at(qsizetype index) const
{
    const QJsonArray a = array();
    JsonCursor found =
        child(index >= 0 && index < a.size() ? a.at(index) : QJsonValue::Undefined, index);
    if (found.m_value.isUndefined())
        found.fail(tr("missing"));
    return found;
}

QJsonObject JsonCursor::object() const
{
    if (!m_value.isObject())
        fail(tr("expected an object, found %1").arg(typeName(m_value)));
    return m_value.toObject();
}

QJsonArray JsonCursor::array() const
{
    if (!m_value.isArray())
        fail(tr("expected an array, found %1").arg(typeName(m_value)));
    return m_value.toArray();
}

QString JsonCursor::string() const
{
    if (!m_value.isString())
        fail(tr("expected a string, found %1").arg(typeName(m_value)));
    return m_value.toString();
}

QString JsonCursor::stringOr(const QString &key, const QString &fallback) const
{
    const std::optional<JsonCursor> member = optionalField(key);
    return member ? member->string() : fallback;
}

QStringList JsonCursor::stringList() const
{
    QStringList list;
    forEach([&list](const JsonCursor &item) { list.append(item.string()); });
    return list;
}

bool JsonCursor::boolean() const
{
    if (!m_value.isBool())
        fail(tr("expected true or false, found %1").arg(typeName(m_value)));
    return m_value.toBool();
}

bool JsonCursor::booleanOr(const QString &key, bool fallback) const
{
    const std::optional<JsonCursor> member = optionalField(key);
    return member ? member->boolean() : fallback;
}

double JsonCursor::number() const
{
    if (!m_value.isDouble())
        fail(tr("expected a number, found %1").arg(typeName(m_value)));
    return m_value.toDouble();
}

double JsonCursor::numberIn(double minimum, double maximum) const
{
    const double n = number();
    if (!std::isfinite(n) || n < minimum || n > maximum)
        fail(tr("%1 is outside %2 to %3").arg(n).arg(minimum).arg(maximum));
    return n;
}

int JsonCursor::integer(int minimum, int maximum) const
{
    const double n = number();
    if (n != std::floor(n))
        fail(tr("expected a whole number, found %1").arg(n));
    if (n < minimum || n > maximum)
        fail(tr("%1 is outside %2 to %3").arg(n).arg(minimum).arg(maximum));
    return int(n);
}

int JsonCursor::integerOr(const QString &key, int fallback, int minimum, int maximum) const
{
    const std::optional<JsonCursor> member = optionalField(key);
    return member ? member->integer(minimum, maximum) : fallback;
}

Bytes JsonCursor::bytes() const
{
    const auto q = QuantityParser::bytes(string());
    if (!q || q->value() < 0)
        fail(tr("expected a size such as \"95.6 GiB\" or \"756 GB\", found \"%1\"").arg(string()));
    return *q;
}

Watts JsonCursor::power() const
{
    const auto q = QuantityParser::power(string());
    if (!q || q->value() < 0)
        fail(tr("expected a power such as \"600 W\", found \"%1\"").arg(string()));
    return *q;
}

Volts JsonCursor::voltage() const
{
    const auto q = QuantityParser::voltage(string());
    if (!q || q->value() <= 0)
        fail(tr("expected a voltage such as \"230 V\", found \"%1\"").arg(string()));
    return *q;
}

Amperes JsonCursor::current() const
{
    const auto q = QuantityParser::current(string());
    if (!q || q->value() <= 0)
        fail(tr("expected a current such as \"16 A\", found \"%1\"").arg(string()));
    return *q;
}

BytesPerSecond JsonCursor::bandwidth() const
{
    const auto q = QuantityParser::bandwidth(string());
    if (!q || q->value() <= 0)
        fail(tr("expected a bandwidth such as \"1597 GB/s\", found \"%1\"").arg(string()));
    return *q;
}

void JsonCursor::forEach(const std::function<void(const JsonCursor &)> &visit) const
{
    const QJsonArray a = array();
    for (qsizetype i = 0; i < a.size(); ++i)
        visit(child(a.at(i), i));
}

void JsonCursor::forEachField(
    const std::function<void(const QString &key, const JsonCursor &value)> &visit) const
{
    const QJsonObject o = object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        visit(key, child(it.value(), key));
    }
}

} // namespace llmconf
