// SPDX-License-Identifier: MIT
#include "costdefaults.h"

#include "builtindocument.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "settingranges.h"

#include <QRegularExpression>

#include <algorithm>

namespace llmconf {

namespace {

QString readCurrency(const JsonCursor &c)
{
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    const QString text = c.string();
    if (!code.match(text).hasMatch())
        c.fail(CostDefaults::tr("expected a currency code such as \"EUR\", got \"%1\"").arg(text));
    return text;
}

QDate readDate(const JsonCursor &c)
{
    const QDate date = QDate::fromString(c.string(), Qt::ISODate);
    if (!date.isValid())
        c.fail(
            CostDefaults::tr("expected a date such as \"2026-11-30\", got \"%1\"").arg(c.string()));
    return date;
}

KwhTariff readTariff(const JsonCursor &c)
{
    KwhTariff t;
    t.price = c.field(QStringLiteral("price")).numberIn(0, 100);
    t.currency = readCurrency(c.field(QStringLiteral("currency")));
    t.date = readDate(c.field(QStringLiteral("date")));
    t.source = LocalizedText::read(c.field(QStringLiteral("source")));
    return t;
}

} // namespace

const CostDefaults &CostDefaults::builtIn()
{
    // Parsed once with the catalogue's cost settings and the price list.
    static const CostDefaults defaults = read(BuiltInDocument::root(QStringLiteral("prices.json")));
    return defaults;
}

CostDefaults CostDefaults::fromJson(const QByteArray &data, const QString &fileName)
{
    return read(JsonCursor::fromDocument(fileName, data));
}

CostDefaults CostDefaults::read(const JsonCursor &root)
{
    CostDefaults d;
    const JsonCursor s = root.field(QStringLiteral("settings"));
    d.settings = CatalogueReader::readCostSettings(s); // as the catalogue's rules hold them
    d.loadSource = LocalizedText::read(s.field(QStringLiteral("loadSource")));
    // "kwhPrice": one tariff per currency (an array), or the single tariff
    // (an object) of the files written before prices came in more currencies.
    const JsonCursor kwh = s.field(QStringLiteral("kwhPrice"));
    const auto addTariff = [&d](const JsonCursor &e) {
        const KwhTariff t = readTariff(e);
        if (d.kwhTariff(t.currency))
            e.field(QStringLiteral("currency"))
                .fail(tr("a default electricity price in %1 is given already").arg(t.currency));
        d.kwhTariffs.append(t);
    };
    if (kwh.value().isArray())
        kwh.forEach(addTariff);
    else if (kwh.value().isObject())
        addTariff(kwh);
    else
        kwh.fail(tr("expected a tariff or a list of tariffs, one per currency, got %1")
                     .arg(JsonCursor::typeName(kwh.value())));
    const JsonCursor pue = s.field(QStringLiteral("pue"));
    d.pueSource = LocalizedText::read(pue.field(QStringLiteral("source")));
    d.inputPerOutputSource = LocalizedText::read(s.field(QStringLiteral("inputPerOutputSource")));
    readGridFactor(s, d);
    const JsonCursor nvme = root.field(QStringLiteral("nvmeDrives"));
    nvme.field(QStringLiteral("sizes")).forEach([&](const JsonCursor &e) {
        const Bytes size = e.bytes();
        if (size.value() <= 0)
            e.fail(tr("must be more than zero"));
        d.nvmeSizes.append(size);
    });
    std::sort(d.nvmeSizes.begin(), d.nvmeSizes.end());
    d.nvmeSource = LocalizedText::read(nvme.field(QStringLiteral("source")));
    root.field(QStringLiteral("api")).forEach([&](const JsonCursor &e) {
        ApiPrice p;
        p.model = e.field(QStringLiteral("model")).string();
        p.in = e.field(QStringLiteral("in")).numberIn(0, 1e6);
        p.out = e.field(QStringLiteral("out")).numberIn(0, 1e6);
        p.currency = e.field(QStringLiteral("currency")).string();
        p.date = QDate::fromString(e.field(QStringLiteral("date")).string(), Qt::ISODate);
        p.source = LocalizedText::read(e.field(QStringLiteral("source")));
        d.api.append(p);
    });
    readCurrencies(root, d);
    return d;
}

void CostDefaults::readCurrencies(const JsonCursor &root, CostDefaults &d)
{
    // Older lists (a user's copy of prices.json) have neither: no conversion.
    // A list of pairs, not an object keyed by language: that would read as
    // a translated text.
    if (root.has(QStringLiteral("currencyByLanguage")))
        root.field(QStringLiteral("currencyByLanguage")).forEach([&d](const JsonCursor &e) {
            d.currencyByLanguage.insert(e.field(QStringLiteral("language")).string(),
                                        readCurrency(e.field(QStringLiteral("currency"))));
        });
    if (!root.has(QStringLiteral("exchangeRates")))
        return;
    root.field(QStringLiteral("exchangeRates")).forEach([&d](const JsonCursor &e) {
        ExchangeRate r;
        r.base = readCurrency(e.field(QStringLiteral("base")));
        const JsonCursor currency = e.field(QStringLiteral("currency"));
        r.currency = readCurrency(currency);
        if (r.currency == r.base)
            currency.fail(tr("expected another currency than the base, %1").arg(r.base));
        if (d.exchangeRate(r.base, r.currency))
            currency.fail(tr("a rate between %1 and %2 is given already").arg(r.base, r.currency));
        r.rate = e.field(QStringLiteral("rate")).numberIn(1e-6, 1e6);
        r.date = readDate(e.field(QStringLiteral("date")));
        r.source = LocalizedText::read(e.field(QStringLiteral("source")));
        d.exchangeRates.append(r);
    });
}

void CostDefaults::readGridFactor(const JsonCursor &settings, CostDefaults &d)
{
    if (!settings.has(QStringLiteral("gridCo2")))
        return; // a list written before the factor came in: the build sets one
    const JsonCursor g = settings.field(QStringLiteral("gridCo2"));
    GridEmissionFactor f;
    f.gramsPerKWh = g.field(QStringLiteral("gramsPerKWh")).numberIn(0, SettingRanges::kMostGridCo2);
    f.date = readDate(g.field(QStringLiteral("date")));
    f.source = LocalizedText::read(g.field(QStringLiteral("source")));
    d.gridCo2 = f;
}

QString CostDefaults::currencyFor(const QLocale &locale) const
{
    return currencyByLanguage.value(QLocale::languageToCode(locale.language()));
}

const ExchangeRate *CostDefaults::exchangeRate(const QString &a, const QString &b) const
{
    for (const ExchangeRate &r : exchangeRates)
        if ((r.base == a && r.currency == b) || (r.base == b && r.currency == a))
            return &r;
    return nullptr;
}

const KwhTariff *CostDefaults::kwhTariff(const QString &currency) const
{
    for (const KwhTariff &t : kwhTariffs)
        if (t.currency == currency)
            return &t;
    return nullptr;
}

QStringList CostDefaults::kwhCurrencies() const
{
    QStringList currencies;
    for (const KwhTariff &t : kwhTariffs)
        currencies << t.currency;
    return currencies;
}

const ApiPrice *CostDefaults::apiPrice(const QString &modelId) const
{
    for (const ApiPrice &p : api)
        if (p.model == modelId)
            return &p;
    return nullptr;
}

} // namespace llmconf
