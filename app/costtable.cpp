// SPDX-License-Identifier: MIT
#include "costtable.h"

#include "currencynote.h"
#include "moneyformat.h"

namespace llmconf {

namespace {

QString row(const QString &label, const QString &value, const QString &how = {})
{
    QString line = QStringLiteral("  %1 %2").arg(label + QLatin1Char(':'), -30).arg(value);
    if (!how.isEmpty())
        line += QStringLiteral("   ") + how;
    return line + QLatin1Char('\n');
}

} // namespace

QString CostTable::partsRows(const CostFigures &c, const QLocale &locale)
{
    const MoneyFormat money(locale);
    QString text;
    for (const CostLine &line : c.parts) {
        QString price = line.unitPrice ? QStringLiteral("%1 x %2 = %3")
                                             .arg(line.quantity)
                                             .arg(money.money(*line.unitPrice, c.currency),
                                                  money.money(*line.total(), c.currency))
                                       : tr("%1 x no price").arg(line.quantity);
        QString source;
        if (line.unitPrice)
            source = (line.indicative ? tr("indicative, %1, %2") : tr("%1, %2"))
                         .arg(line.source.text(), locale.toString(line.date, QLocale::ShortFormat));
        if (line.listPrice) // converted: the price as listed
            source =
                tr("listed %1; %2").arg(money.money(*line.listPrice, line.listCurrency), source);
        text += row(line.part, price, source);
    }
    return text;
}

QString CostTable::co2Rows(const CostFigures &c, const QLocale &locale)
{
    const auto number = [&locale](const std::optional<double> &value, const QString &unit,
                                  int decimals) {
        return value ? unit.arg(locale.toString(*value, 'f', decimals)) : tr("not known");
    };
    QString factor;
    if (c.gridCo2) {
        factor = tr("%1 g CO₂/kWh (%2)")
                     .arg(locale.toString(*c.gridCo2, 'f', 0), c.gridCo2Source.text());
        if (c.gridCo2Date.isValid())
            factor += QLatin1Char(' ') +
                      tr("as of %1").arg(locale.toString(c.gridCo2Date, QLocale::ShortFormat));
    }
    QString text = QLatin1Char('\n') + tr("Energy and CO₂") + QLatin1Char('\n');
    text += row(tr("Energy per million output tokens"),
                number(c.kwhPerMillionOutputTokens, tr("%1 kWh"), 2),
                tr("energy per year / million output tokens per year"));
    text += row(tr("CO₂ per year"), number(c.co2KgPerYear, tr("%1 kg"), 0),
                factor.isEmpty() ? QString() : tr("energy per year x %1").arg(factor));
    text += row(tr("CO₂ per million output tokens"),
                number(c.co2KgPerMillionOutputTokens, tr("%1 kg"), 3),
                tr("energy per million output tokens x grid factor"));
    return text;
}

QString CostTable::render(const CostFigures &c, const QLocale &locale)
{
    const MoneyFormat money(locale);
    const auto amount = [&](const std::optional<double> &value, int decimals = 2) {
        return value ? money.money(*value, c.currency, decimals) : tr("not known");
    };
    QString text = QLatin1Char('\n') + tr("Parts and prices (%1)").arg(c.currency) +
                   QLatin1Char('\n') + QStringLiteral("  ") + CurrencyNote::text(c, locale) +
                   QLatin1Char('\n');
    if (c.exchangeRate)
        text += QStringLiteral("  ") + tr("Rate: %1").arg(CurrencyNote::rateSource(c)) +
                QLatin1Char('\n');
    text += partsRows(c, locale);
    text += row(tr("Purchase price"), amount(c.priceTotal));
    // The parts without a price are named once, in the notes below.
    text += QLatin1Char('\n') + tr("Running cost") + QLatin1Char('\n');
    text +=
        row(tr("Energy per year"), tr("%1 kWh").arg(locale.toString(c.energyKWhPerYear, 'f', 0)),
            tr("wall power x load %1 x %2 h/day x 365 x PUE %3")
                .arg(locale.toString(c.settings.load), locale.toString(c.settings.hoursPerDay),
                     locale.toString(c.settings.pue)));
    text +=
        row(tr("Energy cost per year"), amount(c.energyCostPerYear),
            c.kwhPrice ? tr("%1 per kWh (%2)")
                             .arg(money.money(*c.kwhPrice, c.currency, MoneyFormat::kKwhDecimals),
                                  c.kwhSource.text())
                       : QString());
    text += row(tr("Depreciation per year"), amount(c.depreciationPerYear),
                tr("over %n year(s)", nullptr, c.settings.years));
    text += row(tr("Cost per year"), amount(c.costPerYear));
    text += row(tr("Cost per month"), amount(c.costPerMonth), tr("cost per year / 12"));
    text += row(tr("Cost per seat and month"), amount(c.costPerSeatPerMonth));
    text += row(tr("Cost per million output tokens"), amount(c.costPerMillionOutputTokens, 3));
    text += co2Rows(c, locale);
    text += QLatin1Char('\n') + tr("Against the hosted API") + QLatin1Char('\n');
    text +=
        row(tr("API per million output tokens"), amount(c.apiPerMillionOutputTokens, 3),
            c.apiPriceIn ? tr("%1 out + %2 x %3 in (%4)")
                               .arg(money.money(*c.apiPriceOut, c.currency, 3),
                                    locale.toString(c.settings.inputPerOutput),
                                    money.money(*c.apiPriceIn, c.currency, 3), c.apiSource.text())
                         : QString());
    text += row(tr("Break-even volume"),
                c.breakEvenTokensPerMonth
                    ? tr("%1 million output tokens per month")
                          .arg(locale.toString(*c.breakEvenTokensPerMonth / 1e6, 'f', 1))
                    : tr("not known"));
    text += row(tr("Pay-back"), c.paybackMonths
                                    ? tr("%1 months").arg(locale.toString(*c.paybackMonths, 'f', 1))
                                    : tr("not known"));
    for (const QString &note : c.notes)
        text += QStringLiteral("  - ") + note + QLatin1Char('\n');
    return text;
}

} // namespace llmconf
