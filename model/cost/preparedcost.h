// SPDX-License-Identifier: MIT
#pragma once

#include "costdefaults.h"
#include "costsettings.h"
#include "pricelist.h"
#include "units.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmconf {

class Catalogue;
struct Build;
struct Card;
struct Chassis;
struct Cpu;
struct Figures;

/// CostCalculator's purchase price and cost per year of a build, prepared
/// once per catalogue, price list, cost settings and defaults: every part's
/// price and name is resolved when it is made (a map from part id), so a
/// search that prices tens of thousands of builds (the planner) does no
/// translation, formatting or price-list lookup per build. The figures are
/// CostCalculator::evaluate's, to the last bit (tested); CostCalculator
/// stays what reports and the cost panel show.
class PreparedCost
{
public:
    /// Prices in another currency than the one shown (CostCalculator::
    /// currencyShown with `languageCurrency`) are converted here, once.
    PreparedCost(const Catalogue &catalogue, const PriceList &prices, const CostSettings &settings,
                 const CostDefaults &defaults, const QList<Bytes> &dimmSizes,
                 const QString &languageCurrency = QString());

    /// The purchase price of the build's parts (CostFigures::priceTotal);
    /// none where a part has no price, whose name `missing` then receives
    /// (each part once, in the order of the parts list) when it is given.
    std::optional<double> purchasePrice(const Build &build, const Figures &figures,
                                        QStringList *missing = nullptr) const;
    /// The purchase price of `servers` servers alike `oneServer`'s one
    /// server (figures its evaluation's): what purchasePrice() gives for the
    /// build of that many, which CostCalculator lists as one run of them.
    std::optional<double> purchasePriceOfAlike(const Build &oneServer, const Figures &figures,
                                               int servers) const;
    /// Depreciation and energy a year (CostFigures::costPerYear); none
    /// without a purchase price or an electricity price.
    std::optional<double> costPerYear(const Build &build, const Figures &figures) const;
    /// The same from a purchase price already known (the planner's
    /// arrangements share one per card count) and the wall power.
    std::optional<double> costPerYear(std::optional<double> purchasePrice, Watts wallPower) const;

    const CostSettings &settings() const { return m_settings; }
    const QString &currency() const { return m_currency; }

private:
    /// A part of the price list's id space, resolved once.
    struct Part
    {
        QString id;
        QString name;
        std::optional<double> price;
        const Card *card = nullptr;
        const Chassis *chassis = nullptr;
        const Cpu *cpu = nullptr;
    };
    /// A line of the parts list: a part (its index, or an id no part has)
    /// and how many.
    struct Line
    {
        int part = -1;
        QString unknownId; // where part < 0
        int quantity = 0;
    };

    int addPart(const QString &id, const QString &name);
    const Part *partOf(const QString &id) const;
    static void add(std::vector<Line> &lines, int part, const QString &id, int quantity);
    void addServer(std::vector<Line> &lines, const Build &build, const Figures &figures,
                   qsizetype s, int count) const;
    std::optional<double> total(const std::vector<Line> &lines, QStringList *missing) const;

    std::vector<Part> m_parts;
    QHash<QString, int> m_index;  // part id -> m_parts
    std::vector<int> m_dimmParts; // per size of m_dimmSizes
    QList<Bytes> m_dimmSizes;     // ascending
    QList<Bytes> m_nvmeSizes;     // ascending
    std::vector<int> m_nvmeParts; // per size of m_nvmeSizes
    int m_serverOther = -1;
    CostSettings m_settings;
    QString m_currency;
    std::optional<double> m_kwhPrice; // the build's or the cited default in the list's currency
};

} // namespace llmconf
