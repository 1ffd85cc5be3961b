// SPDX-License-Identifier: MIT
#pragma once

#include "apiprice.h"
#include "costsettings.h"
#include "exchangerate.h"
#include "gridemissionfactor.h"
#include "kwhtariff.h"
#include "localizedtext.h"
#include "units.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QMap>

namespace llmconf {

class JsonCursor;

/// The cited defaults of the cost settings (prices.json "settings"), the
/// NVMe drive sizes a build's storage is bought in and the hosted API
/// prices per model ("api"). The electricity price is cited once per
/// currency, so that a price list in dollars gets a tariff in dollars.
class CostDefaults
{
    Q_DECLARE_TR_FUNCTIONS(CostDefaults)

public:
    static const CostDefaults &builtIn();
    static CostDefaults fromJson(const QByteArray &data, const QString &fileName);
    /// The defaults from a parsed prices.json.
    static CostDefaults read(const JsonCursor &root);

    CostSettings settings;
    QList<KwhTariff> kwhTariffs; // at most one per currency
    /// The grid's CO2 per kWh a build is reckoned at unless it sets its own;
    /// nullopt in a price list written before the factor came in.
    std::optional<GridEmissionFactor> gridCo2;
    LocalizedText pueSource;
    LocalizedText loadSource;
    LocalizedText inputPerOutputSource;
    QList<Bytes> nvmeSizes; // ascending
    LocalizedText nvmeSource;
    QList<ApiPrice> api;
    /// The currency each language shows money in ("de": "EUR", "en": "USD").
    QMap<QString, QString> currencyByLanguage;
    QList<ExchangeRate> exchangeRates; // at most one per pair

    /// The currency `locale`'s language shows money in; empty where none is given.
    QString currencyFor(const QLocale &locale) const;
    /// The cited rate between `a` and `b` (either way round); nullptr where none is.
    const ExchangeRate *exchangeRate(const QString &a, const QString &b) const;

    /// The cited electricity price in `currency`; nullptr where none is.
    const KwhTariff *kwhTariff(const QString &currency) const;
    /// The currencies a default electricity price is cited in, as listed.
    QStringList kwhCurrencies() const;

    /// The vendor's price for `modelId`; nullptr where none is published.
    const ApiPrice *apiPrice(const QString &modelId) const;

private:
    /// "currencyByLanguage" and "exchangeRates", where the file has them.
    static void readCurrencies(const JsonCursor &root, CostDefaults &d);
    /// "gridCo2" of the settings, where the file has it.
    static void readGridFactor(const JsonCursor &settings, CostDefaults &d);
};

} // namespace llmconf
