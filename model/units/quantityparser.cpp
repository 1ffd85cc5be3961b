// SPDX-License-Identifier: MIT
#include "quantityparser.h"

#include <QString>

#include <cmath>

namespace llmconf {

namespace {

struct NumberAndUnit
{
    double number = 0;
    QString unit;
};

std::optional<NumberAndUnit> split(QStringView text)
{
    const QString trimmed = text.trimmed().toString();
    qsizetype end = 0;
    while (end < trimmed.size() &&
           (trimmed[end].isDigit() || trimmed[end] == QLatin1Char('.') ||
            trimmed[end] == QLatin1Char('-') || trimmed[end] == QLatin1Char('+') ||
            trimmed[end] == QLatin1Char('e') || trimmed[end] == QLatin1Char('E')))
        ++end;
    bool ok = false;
    const double number = trimmed.left(end).toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return std::nullopt;
    const QString unit = trimmed.mid(end).trimmed();
    if (unit.isEmpty())
        return std::nullopt;
    return NumberAndUnit{number, unit};
}

/// A number too large for its unit ("1e308 TB") is no quantity either.
template <typename Quantity> std::optional<Quantity> finite(const Quantity &q)
{
    return std::isfinite(q.value()) ? std::optional<Quantity>(q) : std::nullopt;
}

std::optional<Bytes> bytesOf(QStringView text)
{
    const auto parts = split(text);
    if (!parts)
        return std::nullopt;
    const double n = parts->number;
    const QString &u = parts->unit;
    if (u == QLatin1String("B"))
        return llmconf::bytes(n);
    if (u == QLatin1String("KiB"))
        return kibibytes(n);
    if (u == QLatin1String("MiB"))
        return mebibytes(n);
    if (u == QLatin1String("GiB"))
        return gibibytes(n);
    if (u == QLatin1String("GB"))
        return gigabytes(n);
    if (u == QLatin1String("TB"))
        return terabytes(n);
    return std::nullopt;
}

} // namespace

std::optional<Bytes> QuantityParser::bytes(QStringView text)
{
    const auto q = bytesOf(text);
    return q ? finite(*q) : std::nullopt;
}

std::optional<Watts> QuantityParser::power(QStringView text)
{
    const auto parts = split(text);
    if (!parts)
        return std::nullopt;
    if (parts->unit == QLatin1String("W"))
        return watts(parts->number);
    if (parts->unit == QLatin1String("kW"))
        return finite(watts(parts->number * 1000.0));
    return std::nullopt;
}

std::optional<Volts> QuantityParser::voltage(QStringView text)
{
    const auto parts = split(text);
    if (!parts || parts->unit != QLatin1String("V"))
        return std::nullopt;
    return volts(parts->number);
}

std::optional<Amperes> QuantityParser::current(QStringView text)
{
    const auto parts = split(text);
    if (!parts || parts->unit != QLatin1String("A"))
        return std::nullopt;
    return amperes(parts->number);
}

std::optional<BytesPerSecond> QuantityParser::bandwidth(QStringView text)
{
    const auto parts = split(text);
    if (!parts)
        return std::nullopt;
    if (parts->unit == QLatin1String("GB/s"))
        return gigabytesPerSecond(parts->number);
    if (parts->unit == QLatin1String("TB/s"))
        return finite(gigabytesPerSecond(parts->number * 1000.0));
    return std::nullopt;
}

} // namespace llmconf
