// SPDX-License-Identifier: MIT
#include "quantityformat.h"

#include <cmath>

namespace llmconf {

QuantityFormat::QuantityFormat(QLocale locale) : m_locale(std::move(locale)) {}

QString QuantityFormat::number(double value, int decimals) const
{
    return m_locale.toString(value, 'f', decimals);
}

QString QuantityFormat::integer(qint64 value) const
{
    return m_locale.toString(value);
}

QString QuantityFormat::gib(Bytes value, int decimals) const
{
    // A figure that would read "0.00 GiB" (a cache of a few tokens) is shown
    // in the unit that still says how much it is.
    const double shown = inGiB(value);
    if (shown > 0 && shown < 0.5 * std::pow(10.0, -decimals))
        return shown * 1024 < 1 ? kib(value, 1) : mib(value, 1);
    return number(shown, decimals) + QStringLiteral(" GiB");
}

QString QuantityFormat::kib(Bytes value, int decimals) const
{
    return number(inKiB(value), decimals) + QStringLiteral(" KiB");
}

QString QuantityFormat::mib(Bytes value, int decimals) const
{
    return number(inMiB(value), decimals) + QStringLiteral(" MiB");
}

QString QuantityFormat::gb(Bytes value, int decimals) const
{
    return number(inGB(value), decimals) + QStringLiteral(" GB");
}

QString QuantityFormat::tb(Bytes value, int decimals) const
{
    return number(inTB(value), decimals) + QStringLiteral(" TB");
}

QString QuantityFormat::watts(Watts value) const
{
    return integer(qRound64(inWatts(value))) + QStringLiteral(" W");
}

QString QuantityFormat::kilowatts(Watts value, int decimals) const
{
    return number(inKilowatts(value), decimals) + QStringLiteral(" kW");
}

QString QuantityFormat::tokens(int count) const
{
    if (count >= 1024 * 1024 && count % (1024 * 1024) == 0)
        return integer(count / (1024 * 1024)) + QLatin1Char('M');
    if (count >= 1024 && count % 1024 == 0)
        return integer(count / 1024) + QLatin1Char('K');
    return integer(count);
}

QString QuantityFormat::date(QDate date) const
{
    // "29 November 2026" and "29. November 2026": the long form without the weekday.
    const QString pattern = m_locale.language() == QLocale::German ? QStringLiteral("d. MMMM yyyy")
                                                                   : QStringLiteral("d MMMM yyyy");
    return m_locale.toString(date, pattern);
}

} // namespace llmconf
