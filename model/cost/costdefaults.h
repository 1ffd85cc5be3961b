// SPDX-License-Identifier: MIT
#pragma once

#include "apiprice.h"
#include "costsettings.h"
#include "kwhtariff.h"
#include "localizedtext.h"
#include "units.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

namespace llmconf {

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

    CostSettings settings;
    QList<KwhTariff> kwhTariffs; // at most one per currency
    LocalizedText pueSource;
    LocalizedText loadSource;
    LocalizedText inputPerOutputSource;
    QList<Bytes> nvmeSizes; // ascending
    LocalizedText nvmeSource;
    QList<ApiPrice> api;

    /// The cited electricity price in `currency`; nullptr where none is.
    const KwhTariff *kwhTariff(const QString &currency) const;
    /// The currencies a default electricity price is cited in, as listed.
    QStringList kwhCurrencies() const;

    /// The vendor's price for `modelId`; nullptr where none is published.
    const ApiPrice *apiPrice(const QString &modelId) const;
};

} // namespace llmconf
