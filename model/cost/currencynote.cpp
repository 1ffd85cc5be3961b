// SPDX-License-Identifier: MIT
#include "currencynote.h"

namespace llmconf {

QString CurrencyNote::text(const CostFigures &c, const QLocale &locale)
{
    QString text;
    switch (c.currencyBasis) {
    case CurrencyBasis::Set:
        text = tr("Currency: %1, set for this build.").arg(c.currency);
        break;
    case CurrencyBasis::Language:
        text = tr("Currency: %1, the language's.").arg(c.currency);
        break;
    case CurrencyBasis::PriceList:
        text = tr("Currency: %1, the price list's.").arg(c.currency);
        break;
    }
    if (!c.exchangeRate)
        return text;
    const ExchangeRate &r = *c.exchangeRate;
    const QString other = r.base == c.currency ? r.currency : r.base;
    return text + QLatin1Char(' ') +
           tr("Prices in %1 converted at the reference rate of %2, 1 %3 = %4 %5 (indicative).")
               .arg(other, locale.toString(r.date, QLocale::ShortFormat), r.base,
                    locale.toString(r.rate, 'f', 4), r.currency);
}

QString CurrencyNote::rateSource(const CostFigures &c)
{
    return c.exchangeRate ? c.exchangeRate->source.text() : QString();
}

} // namespace llmconf
