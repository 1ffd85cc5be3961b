// SPDX-License-Identifier: MIT
#pragma once

#include "costdefaults.h"
#include "costfigures.h"
#include "pricelist.h"
#include "units.h"

#include <QCoreApplication>

#include <optional>

namespace llmconf {

class Catalogue;
struct Build;
struct Figures;

/// What goes into the cost of a build. A constructor rather than an
/// aggregate, so that callers written before the language's currency came
/// in (the planner) need not name it.
struct CostInput
{
    CostInput(const Build &b, const Figures &f, const Catalogue &c, const PriceList &p,
              const CostSettings &s, const CostDefaults &d, QList<Bytes> dimms,
              double tokensPerSecond = 0, QString currency = QString())
        : build(b), figures(f), catalogue(c), prices(p), settings(s), defaults(d),
          dimmSizes(std::move(dimms)), outputTokensPerSecond(tokensPerSecond),
          languageCurrency(std::move(currency))
    {
    }

    const Build &build;
    const Figures &figures;
    const Catalogue &catalogue;
    const PriceList &prices;
    const CostSettings &settings;
    const CostDefaults &defaults;
    QList<Bytes> dimmSizes;           // ascending, as the advice offers them
    double outputTokensPerSecond = 0; // Figures::speed, at full load; 0: not known
    /// The currency of the reader's language (CostDefaults::currencyFor),
    /// shown where the settings name none; empty: the price list's.
    QString languageCurrency;
    /// The conversations the build serves, of every model it serves (a seat
    /// is a conversation of any of them); nullopt: Figures::speed's, of its
    /// own model.
    std::optional<int> seats;
};

/// Turns a build and its figures into what it costs: the parts list with
/// its prices, energy, cost per year, per seat and per million tokens, and
/// the volume above which it beats a hosted API. A pure function.
class CostCalculator
{
    Q_DECLARE_TR_FUNCTIONS(CostCalculator)

public:
    /// The cost assess() puts in every report; views and commands read it there.
    static CostFigures evaluate(const CostInput &in);
    /// The currency the cost is shown in: the settings', else the reader's
    /// language's, else the price list's.
    static QString currencyShown(const CostSettings &settings, const QString &languageCurrency,
                                 const PriceList &prices);
    /// The parts list's names of the parts that are not catalogue entries.
    static QString dimmName(Bytes size);
    static QString nvmeName(Bytes size);
    static QString serverOtherName();

    /// Output tokens a year at `outputTokensPerSecond` and the settings' load and hours.
    static double outputTokensPerYear(double outputTokensPerSecond, const CostSettings &settings);
    /// Cost per year over the million output tokens of a year; none without
    /// a cost or a throughput. Builds that differ only in their layout cost
    /// the same a year: the planner prices one and divides for the others.
    static std::optional<double> costPerMillionOutputTokens(std::optional<double> costPerYear,
                                                            double outputTokensPerSecond,
                                                            const CostSettings &settings);

    /// Drives holding `storage`: one of the smallest size that holds it,
    /// else as many of the largest as it takes. Empty `sizes`: none.
    static std::pair<int, Bytes> nvmeDrives(Bytes storage, const QList<Bytes> &sizes);

private:
    // The steps of evaluate(), in order.
    /// 1. The parts list: per server its chassis, cards, processors, DIMMs,
    ///    NVMe drives and the rest.
    static void addParts(const CostInput &in, CostFigures &c);
    /// Servers `a` and `b` have the same parts (chassis, cards, processors,
    /// host memory and storage).
    static bool alike(const CostInput &in, qsizetype a, qsizetype b);
    /// The parts of server `s`, `count` times (it and the alike ones after it).
    static void addServerParts(const CostInput &in, qsizetype s, int count, CostFigures &c);
    /// 0. The currency shown: the settings', the language's, else the list's.
    static void chooseCurrency(const CostInput &in, CostFigures &c);
    /// `amount` in `from` in the currency shown, at the cited rate (kept in
    /// c.exchangeRate); nullopt where no rate joins the two.
    static std::optional<double> converted(const CostInput &in, CostFigures &c, double amount,
                                           const QString &from);
    /// Each part's price from the list; a total only where every part has one.
    static void priceParts(const CostInput &in, CostFigures &c);
    /// 2. Energy per year at the wall, with the cooling overhead, and its price.
    static void addEnergy(const CostInput &in, CostFigures &c);
    /// 3. Cost per year and per seat (a conversation served).
    static void addCostPerYearAndSeat(const CostInput &in, CostFigures &c);
    /// 4. Output tokens and the cost per million of them.
    static void addTokens(const CostInput &in, CostFigures &c);
    /// 5. Against the hosted API: its price, break-even and pay-back.
    static void addApiComparison(const CostInput &in, CostFigures &c);
    /// 6. Energy per million output tokens, the grid's CO2 per kWh and the
    ///    CO2 of a year and of a million output tokens.
    static void addCo2(const CostInput &in, CostFigures &c);
};

} // namespace llmconf
