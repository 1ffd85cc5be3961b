// SPDX-License-Identifier: MIT
#include "costjson.h"

#include <QJsonArray>

namespace llmconf {

namespace {

QJsonValue orNull(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString basisName(CurrencyBasis basis)
{
    switch (basis) {
    case CurrencyBasis::Set:
        return QStringLiteral("set");
    case CurrencyBasis::Language:
        return QStringLiteral("language");
    case CurrencyBasis::PriceList:
        break;
    }
    return QStringLiteral("priceList");
}

QJsonValue rateJson(const CostFigures &c)
{
    if (!c.exchangeRate)
        return QJsonValue(QJsonValue::Null);
    const ExchangeRate &r = *c.exchangeRate;
    return QJsonObject{{QStringLiteral("base"), r.base},
                       {QStringLiteral("currency"), r.currency},
                       {QStringLiteral("rate"), r.rate},
                       {QStringLiteral("date"), r.date.toString(Qt::ISODate)},
                       {QStringLiteral("source"), r.source.text()},
                       {QStringLiteral("indicative"), true}};
}

QJsonArray partsJson(const CostFigures &c)
{
    QJsonArray parts;
    for (const CostLine &line : c.parts) {
        QJsonObject p;
        p.insert(QStringLiteral("id"), line.id);
        p.insert(QStringLiteral("part"), line.part);
        p.insert(QStringLiteral("quantity"), line.quantity);
        p.insert(QStringLiteral("unitPrice"), orNull(line.unitPrice));
        if (line.listPrice) { // converted: the price as listed
            p.insert(QStringLiteral("listPrice"), *line.listPrice);
            p.insert(QStringLiteral("listCurrency"), line.listCurrency);
        }
        p.insert(QStringLiteral("date"), line.date.isValid()
                                             ? QJsonValue(line.date.toString(Qt::ISODate))
                                             : QJsonValue(QJsonValue::Null));
        p.insert(QStringLiteral("source"), line.source.text());
        p.insert(QStringLiteral("indicative"), line.indicative);
        parts.append(p);
    }
    return parts;
}

QJsonObject settingsJson(const CostFigures &c)
{
    QJsonObject settings;
    settings.insert(QStringLiteral("years"), c.settings.years);
    // The currency setting as the build has it: empty follows the language.
    settings.insert(QStringLiteral("currency"), c.settings.currency.isEmpty()
                                                    ? QJsonValue(QJsonValue::Null)
                                                    : QJsonValue(c.settings.currency));
    settings.insert(QStringLiteral("kwhPrice"), orNull(c.kwhPrice));
    // Where the price per kWh comes from: the cited default's source and date.
    settings.insert(QStringLiteral("kwhPriceSource"), c.kwhSource.text());
    settings.insert(QStringLiteral("kwhPriceDate"),
                    c.kwhDate.isValid() ? QJsonValue(c.kwhDate.toString(Qt::ISODate))
                                        : QJsonValue(QJsonValue::Null));
    settings.insert(QStringLiteral("pue"), c.settings.pue);
    settings.insert(QStringLiteral("hoursPerDay"), c.settings.hoursPerDay);
    settings.insert(QStringLiteral("load"), c.settings.load);
    settings.insert(QStringLiteral("apiPriceIn"), orNull(c.apiPriceIn));
    settings.insert(QStringLiteral("apiPriceOut"), orNull(c.apiPriceOut));
    settings.insert(QStringLiteral("inputPerOutput"), c.settings.inputPerOutput);
    // As the build sets it: null reckons at the cited grid factor.
    settings.insert(QStringLiteral("gridCo2"), orNull(c.settings.gridCo2));
    return settings;
}

/// Energy and CO2 per token, each figure with where its inputs come from.
void insertCo2(const CostFigures &c, QJsonObject &o)
{
    o.insert(QStringLiteral("kWhPerMillionOutputTokens"), orNull(c.kwhPerMillionOutputTokens));
    o.insert(QStringLiteral("kWhPerMillionOutputTokensSource"),
             CostJson::tr("energy per year at the wall (power x load x hours x PUE) over the "
                          "output tokens of the same hours at the estimated rate"));
    o.insert(QStringLiteral("co2KgPerYear"), orNull(c.co2KgPerYear));
    o.insert(QStringLiteral("co2KgPerMillionOutputTokens"), orNull(c.co2KgPerMillionOutputTokens));
    o.insert(QStringLiteral("gridCo2GramsPerKWh"), orNull(c.gridCo2));
    o.insert(QStringLiteral("co2Source"), c.gridCo2Source.text());
    o.insert(QStringLiteral("co2Date"), c.gridCo2Date.isValid()
                                            ? QJsonValue(c.gridCo2Date.toString(Qt::ISODate))
                                            : QJsonValue(QJsonValue::Null));
}

} // namespace

QJsonObject CostJson::toJson(const CostFigures &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("currency"), c.currency);
    o.insert(QStringLiteral("currencyBasis"), basisName(c.currencyBasis));
    o.insert(QStringLiteral("exchangeRate"), rateJson(c));
    o.insert(QStringLiteral("priceTotal"), orNull(c.priceTotal));
    o.insert(QStringLiteral("energyKWhPerYear"), c.energyKWhPerYear);
    o.insert(QStringLiteral("energyCostPerYear"), orNull(c.energyCostPerYear));
    o.insert(QStringLiteral("depreciationPerYear"), orNull(c.depreciationPerYear));
    o.insert(QStringLiteral("costPerYear"), orNull(c.costPerYear));
    o.insert(QStringLiteral("costPerMonth"), orNull(c.costPerMonth));
    o.insert(QStringLiteral("costPerSeatPerMonth"), orNull(c.costPerSeatPerMonth));
    o.insert(QStringLiteral("seats"), c.seats);
    o.insert(QStringLiteral("costPerMillionOutputTokens"), orNull(c.costPerMillionOutputTokens));
    o.insert(QStringLiteral("apiPerMillionOutputTokens"), orNull(c.apiPerMillionOutputTokens));
    o.insert(QStringLiteral("breakEvenTokensPerMonth"), orNull(c.breakEvenTokensPerMonth));
    o.insert(QStringLiteral("paybackMonths"), orNull(c.paybackMonths));
    insertCo2(c, o);
    o.insert(QStringLiteral("missingPrices"), QJsonArray::fromStringList(c.missingPrices));
    o.insert(QStringLiteral("missingParts"), QJsonArray::fromStringList(c.missingParts));
    o.insert(QStringLiteral("parts"), partsJson(c));
    o.insert(QStringLiteral("costSettings"), settingsJson(c));
    o.insert(QStringLiteral("costNotes"), QJsonArray::fromStringList(c.notes));
    return o;
}

} // namespace llmconf
