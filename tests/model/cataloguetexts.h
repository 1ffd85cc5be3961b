// SPDX-License-Identifier: MIT
// Test support: every text of the catalogue that users read, with where it sits.
#pragma once

#include "catalogue.h"
#include "costdefaults.h"
#include "localizedtext.h"
#include "pricelist.h"
#include "softwarecatalogue.h"

#include <QList>
#include <QString>

namespace llmconf::test {

struct CatalogueText
{
    QString where; // "chassis.json pcie-4gpu-2u name"
    LocalizedText text;
};

/// Walks every LocalizedText of the catalogue and of software.json. A new
/// text field of the model types belongs here too.
inline QList<CatalogueText> catalogueTexts(const Catalogue &catalogue,
                                           const SoftwareCatalogue &software)
{
    QList<CatalogueText> texts;
    const auto add = [&texts](const QString &where, const LocalizedText &text) {
        if (!text.isEmpty())
            texts.append({where, text});
    };
    const auto addSources = [&add](const QString &where,
                                   const QMap<QString, LocalizedText> &sources) {
        for (auto it = sources.begin(); it != sources.end(); ++it)
            add(where + QStringLiteral(" sources.") + it.key(), it.value());
    };
    const auto at = [](const char *file, const QString &id) {
        return QString::fromLatin1(file) + QLatin1Char(' ') + id;
    };
    for (const Card &c : catalogue.cards()) {
        add(at("cards.json", c.id) + QStringLiteral(" memoryType"), c.memoryType);
        addSources(at("cards.json", c.id), c.sources);
    }
    for (const Cpu &c : catalogue.cpus())
        addSources(at("cpus.json", c.id), c.sources);
    for (const Chassis &c : catalogue.chassis()) {
        add(at("chassis.json", c.id) + QStringLiteral(" name"), c.name);
        addSources(at("chassis.json", c.id), c.sources);
    }
    for (const Feed &f : catalogue.feeds())
        add(at("feeds.json", f.id) + QStringLiteral(" name"), f.name);
    for (const ModelFamily &m : catalogue.models()) {
        addSources(at("models.json", m.id), m.sources);
        add(at("models.json", m.id) + QStringLiteral(" attention.planningCache.source"),
            m.attention.planningSource);
    }
    for (const Checkpoint &c : catalogue.checkpoints()) {
        add(at("checkpoints.json", c.id) + QStringLiteral(" formatDetail"), c.formatDetail);
        for (qsizetype i = 0; i < c.unquantised.size(); ++i)
            add(at("checkpoints.json", c.id) + QStringLiteral(" unquantised[%1]").arg(i),
                c.unquantised[i]);
        addSources(at("checkpoints.json", c.id), c.sources);
    }
    for (const Licence &l : catalogue.licences()) {
        add(at("licences.json", l.id) + QStringLiteral(" summary"), l.summary);
        add(at("licences.json", l.id) + QStringLiteral(" source"), l.source);
    }
    addSources(QStringLiteral("rules.json"), catalogue.rules().sources);

    const auto cited = [&add](const QString &where, const SoftwareSource &s) {
        add(QStringLiteral("software.json ") + where + QStringLiteral(" source"), s.source);
    };
    for (const EngineRelease &r : software.releases)
        cited(r.engine + QLatin1Char(' ') + r.version, r.cited);
    for (const WeightFormatSupport &w : software.weightFormats)
        cited(w.id, w.cited);
    for (const AttentionBackend &b : software.attentionBackends)
        cited(b.id, b.cited);
    for (const Fp8CacheSupport &f : software.fp8Cache)
        cited(f.id, f.cited);
    for (const AllReduceFallback &a : software.allReduce)
        cited(a.id, a.cited);
    for (const EngineIssue &i : software.issues)
        cited(i.id, i.cited);
    for (const MinimumRelease &m : software.minimumReleases)
        cited(m.engine + QLatin1Char(' ') + m.model + QLatin1Char(' ') +
                  m.computeCapabilities.join(QLatin1Char(',')),
              m.cited);
    for (auto it = software.citations.begin(); it != software.citations.end(); ++it)
        cited(QStringLiteral("citations.") + it.key(), it.value());
    cited(QStringLiteral("host"), software.dimmSource);
    return texts;
}

/// Every text of prices.json: the prices' sources and the cost defaults'.
inline QList<CatalogueText> priceTexts(const PriceList &prices, const CostDefaults &defaults)
{
    QList<CatalogueText> texts;
    const auto add = [&texts](const QString &where, const LocalizedText &text) {
        if (!text.isEmpty())
            texts.append({QStringLiteral("prices.json ") + where, text});
    };
    for (const PriceItem &item : prices.items())
        add(item.id + QStringLiteral(" source"), item.source);
    add(QStringLiteral("nvmeDrives source"), defaults.nvmeSource);
    for (const KwhTariff &t : defaults.kwhTariffs)
        add(QStringLiteral("settings kwhPrice ") + t.currency + QStringLiteral(" source"),
            t.source);
    add(QStringLiteral("settings pue source"), defaults.pueSource);
    add(QStringLiteral("settings loadSource"), defaults.loadSource);
    add(QStringLiteral("settings inputPerOutputSource"), defaults.inputPerOutputSource);
    if (defaults.gridCo2)
        add(QStringLiteral("settings gridCo2 source"), defaults.gridCo2->source);
    for (const ApiPrice &p : defaults.api)
        add(QStringLiteral("api ") + p.model + QStringLiteral(" source"), p.source);
    for (const ExchangeRate &r : defaults.exchangeRates)
        add(QStringLiteral("exchange rate ") + r.base + r.currency + QStringLiteral(" source"),
            r.source);
    return texts;
}

} // namespace llmconf::test
