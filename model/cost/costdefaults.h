// SPDX-License-Identifier: MIT
#pragma once

#include "apiprice.h"
#include "costsettings.h"
#include "localizedtext.h"
#include "units.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>

namespace llmconf {

/// The cited defaults of the cost settings (prices.json "settings"), the
/// NVMe drive sizes a build's storage is bought in and the hosted API
/// prices per model ("api").
class CostDefaults
{
    Q_DECLARE_TR_FUNCTIONS(CostDefaults)

public:
    static const CostDefaults &builtIn();
    static CostDefaults fromJson(const QByteArray &data, const QString &fileName);

    CostSettings settings;
    double kwhPrice = 0;
    QString kwhCurrency;
    QDate kwhDate;
    LocalizedText kwhSource;
    LocalizedText pueSource;
    LocalizedText loadSource;
    LocalizedText inputPerOutputSource;
    QList<Bytes> nvmeSizes; // ascending
    LocalizedText nvmeSource;
    QList<ApiPrice> api;

    /// The vendor's price for `modelId`; nullptr where none is published.
    const ApiPrice *apiPrice(const QString &modelId) const;
};

} // namespace llmconf
