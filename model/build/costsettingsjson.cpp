// SPDX-License-Identifier: MIT
#include "costsettingsjson.h"

#include "jsoncursor.h"
#include "settingranges.h"

#include <QRegularExpression>

namespace llmconf {

namespace {

// The limits of every setting, shared by the build file and its reader.
constexpr double kMostMoney = 1e9;

} // namespace

QJsonObject CostSettingsJson::toJson(const CostSettings &s)
{
    QJsonObject o{{QStringLiteral("years"), s.years},
                  {QStringLiteral("pue"), s.pue},
                  {QStringLiteral("hoursPerDay"), s.hoursPerDay},
                  {QStringLiteral("load"), s.load},
                  {QStringLiteral("inputPerOutput"), s.inputPerOutput}};
    if (s.kwhPrice)
        o.insert(QStringLiteral("kwhPrice"), *s.kwhPrice);
    if (s.apiPriceIn)
        o.insert(QStringLiteral("apiPriceIn"), *s.apiPriceIn);
    if (s.apiPriceOut)
        o.insert(QStringLiteral("apiPriceOut"), *s.apiPriceOut);
    if (!s.currency.isEmpty())
        o.insert(QStringLiteral("currency"), s.currency);
    if (s.gridCo2)
        o.insert(QStringLiteral("gridCo2"), *s.gridCo2);
    return o;
}

CostSettings CostSettingsJson::read(const JsonCursor &o, const CostSettings &defaults)
{
    o.object(); // names the field when it is not an object
    CostSettings s = defaults;
    s.years = o.integerOr(QStringLiteral("years"), s.years, 1, 50);
    const auto number = [&o](const char *key, double fallback, double minimum, double maximum) {
        const QString name = QString::fromLatin1(key);
        return o.has(name) ? o.field(name).numberIn(minimum, maximum) : fallback;
    };
    s.pue = number("pue", s.pue, 1, 5);
    s.hoursPerDay = number("hoursPerDay", s.hoursPerDay, 0, 24);
    s.load = number("load", s.load, 0, 1);
    s.inputPerOutput = number("inputPerOutput", s.inputPerOutput, 0, 1e6);
    if (o.has(QStringLiteral("kwhPrice")))
        s.kwhPrice = o.field(QStringLiteral("kwhPrice")).numberIn(0, 100);
    if (o.has(QStringLiteral("apiPriceIn")))
        s.apiPriceIn = o.field(QStringLiteral("apiPriceIn")).numberIn(0, kMostMoney);
    if (o.has(QStringLiteral("apiPriceOut")))
        s.apiPriceOut = o.field(QStringLiteral("apiPriceOut")).numberIn(0, kMostMoney);
    // Grams of CO2 per kWh; zero is a green-power contract.
    if (o.has(QStringLiteral("gridCo2")))
        s.gridCo2 = o.field(QStringLiteral("gridCo2")).numberIn(0, SettingRanges::kMostGridCo2);
    if (o.has(QStringLiteral("currency"))) {
        const JsonCursor currency = o.field(QStringLiteral("currency"));
        static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
        s.currency = currency.string();
        if (!code.match(s.currency).hasMatch())
            currency.fail(
                tr("expected a currency code such as \"EUR\", got \"%1\"").arg(s.currency));
    }
    return s;
}

} // namespace llmconf
