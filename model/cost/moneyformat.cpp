// SPDX-License-Identifier: MIT
#include "moneyformat.h"

namespace llmconf {

QString MoneyFormat::money(double amount, const QString &currency, int decimals) const
{
    // Qt puts a no-break space between amount and symbol; a plain one reads
    // the same and keeps copied figures searchable.
    return m_locale.toCurrencyString(amount, symbol(currency), decimals)
        .replace(QChar(0x00A0), QLatin1Char(' '));
}

QString MoneyFormat::symbol(const QString &currency)
{
    if (currency == QLatin1String("EUR"))
        return QStringLiteral("€");
    if (currency == QLatin1String("USD"))
        return QStringLiteral("$");
    if (currency == QLatin1String("GBP"))
        return QStringLiteral("£");
    return currency;
}

} // namespace llmconf
