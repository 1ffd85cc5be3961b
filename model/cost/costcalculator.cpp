// SPDX-License-Identifier: MIT
#include "costcalculator.h"

#include "build.h"
#include "catalogue.h"
#include "dimmpopulation.h"
#include "figures.h"
#include "softwarecatalogue.h"

#include <boost/units/systems/si/energy.hpp>
#include <boost/units/systems/si/time.hpp>

#include <cmath>

namespace llmconf {

namespace {

constexpr double kDaysPerYear = 365;
constexpr double kMonthsPerYear = 12;
constexpr double kSecondsPerHour = 3600;
constexpr double kJoulesPerKWh = 3.6e6;

/// Adds `quantity` of a part to the list, one line per id.
void addPart(QList<CostLine> &parts, const QString &id, const QString &part, int quantity)
{
    if (quantity <= 0)
        return;
    for (CostLine &line : parts)
        if (line.id == id) {
            line.quantity += quantity;
            return;
        }
    CostLine line;
    line.id = id;
    line.part = part;
    line.quantity = quantity;
    parts.append(line);
}

} // namespace

std::pair<int, Bytes> CostCalculator::nvmeDrives(Bytes storage, const QList<Bytes> &sizes)
{
    if (sizes.isEmpty() || storage.value() <= 0)
        return {0, bytes(0)};
    for (const Bytes &size : sizes)
        if (size >= storage)
            return {1, size};
    const Bytes largest = sizes.last();
    return {int(std::ceil(storage / largest)), largest};
}

double CostCalculator::outputTokensPerYear(double outputTokensPerSecond,
                                           const CostSettings &settings)
{
    return outputTokensPerSecond * settings.load * settings.hoursPerDay * kSecondsPerHour *
           kDaysPerYear;
}

std::optional<double> CostCalculator::costPerMillionOutputTokens(std::optional<double> costPerYear,
                                                                 double outputTokensPerSecond,
                                                                 const CostSettings &settings)
{
    const double perYear = outputTokensPerYear(outputTokensPerSecond, settings);
    if (!costPerYear || !(perYear > 0))
        return std::nullopt;
    return *costPerYear / (perYear / 1e6);
}

CostFigures CostCalculator::evaluate(const CostInput &in)
{
    CostFigures c;
    c.settings = in.settings;
    chooseCurrency(in, c);
    addParts(in, c);
    priceParts(in, c);
    addEnergy(in, c);
    addCostPerYearAndSeat(in, c);
    addTokens(in, c);
    addApiComparison(in, c);
    addCo2(in, c);
    return c;
}

void CostCalculator::addParts(const CostInput &in, CostFigures &c)
{
    // 1. The parts list: per server its chassis, cards, processors, DIMMs,
    //    NVMe drives and the rest. Servers alike (the planner's builds,
    //    `--servers N`) are listed once, times their number: a build of 64
    //    servers costs the look-ups and texts of one (issue 31).
    const QList<Server> &servers = in.build.servers;
    for (qsizetype s = 0; s < servers.size();) {
        qsizetype run = 1;
        while (s + run < servers.size() && alike(in, s, s + run))
            ++run;
        addServerParts(in, s, int(run), c);
        s += run;
    }
}

bool CostCalculator::alike(const CostInput &in, qsizetype a, qsizetype b)
{
    const ServerPower pa = in.figures.perServer.value(a);
    const ServerPower pb = in.figures.perServer.value(b);
    return in.build.servers[a] == in.build.servers[b] && pa.hostMemory == pb.hostMemory &&
           pa.storage == pb.storage;
}

void CostCalculator::addServerParts(const CostInput &in, qsizetype s, int count, CostFigures &c)
{
    const Figures &f = in.figures;
    const Server &server = in.build.servers[s];
    const Chassis *chassis = in.catalogue.chassisById(server.chassis);
    addPart(c.parts, server.chassis, chassis ? chassis->name.text() : server.chassis, count);
    for (const QString &slot : server.slotCards) {
        if (slot.isEmpty())
            continue;
        const Card *card = in.catalogue.card(slot);
        // A unified-memory system (DGX Spark) is its own chassis: one
        // line for the system, not a second one for its "card".
        if (card && card->unifiedMemory && slot == server.chassis)
            continue;
        addPart(c.parts, slot, card ? card->name : slot, count);
    }
    const Cpu *cpu = in.catalogue.cpu(server.cpu);
    if (!server.cpu.isEmpty())
        addPart(c.parts, server.cpu, cpu ? cpu->name : server.cpu, server.cpuCount * count);
    // A system with unified memory (DGX Spark) comes with its memory
    // and drive; its price is the price of the system.
    if (f.card && f.card->unifiedMemory)
        return;
    const ServerPower power = f.perServer.value(s);
    if (chassis && power.hostMemory.value() > 0) {
        const DimmPopulation dimms = DimmPopulation::reaching(power.hostMemory, *chassis, cpu,
                                                              server.cpuCount, in.dimmSizes);
        if (dimms.reaches())
            addPart(c.parts, PriceList::dimmId(dimms.dimm), dimmName(dimms.dimm),
                    dimms.count * count);
        else if (count == 1)
            c.notes << tr("Server %1 needs more host memory than its chassis holds; no "
                          "DIMMs priced for it.")
                           .arg(s + 1);
        else // one note for the run, not one per server (64 notes at 64 servers)
            c.notes << tr("Servers %1 to %2 need more host memory than their chassis hold; no "
                          "DIMMs priced for them.")
                           .arg(s + 1)
                           .arg(s + count);
    }
    const auto [drives, size] = nvmeDrives(power.storage, in.defaults.nvmeSizes);
    if (drives > 0)
        addPart(c.parts, PriceList::nvmeId(size), nvmeName(size), drives * count);
    addPart(c.parts, PriceList::serverOtherId(), serverOtherName(), count);
}

QString CostCalculator::dimmName(Bytes size)
{
    return tr("DIMM, %1 GB").arg(QString::number(inGB(size), 'g', 6));
}

QString CostCalculator::nvmeName(Bytes size)
{
    return tr("NVMe drive, %1 TB").arg(QString::number(inTB(size), 'g', 6));
}

QString CostCalculator::serverOtherName()
{
    return tr("Rest of the server (board, power supplies, network, assembly)");
}

void CostCalculator::chooseCurrency(const CostInput &in, CostFigures &c)
{
    c.currency = currencyShown(in.settings, in.languageCurrency, in.prices);
    c.currencyBasis = !in.settings.currency.isEmpty()  ? CurrencyBasis::Set
                      : !in.languageCurrency.isEmpty() ? CurrencyBasis::Language
                                                       : CurrencyBasis::PriceList;
}

QString CostCalculator::currencyShown(const CostSettings &settings, const QString &languageCurrency,
                                      const PriceList &prices)
{
    if (!settings.currency.isEmpty())
        return settings.currency;
    return !languageCurrency.isEmpty() ? languageCurrency : prices.currency();
}

std::optional<double> CostCalculator::converted(const CostInput &in, CostFigures &c, double amount,
                                                const QString &from)
{
    if (from.isEmpty() || from == c.currency)
        return amount;
    const ExchangeRate *rate = in.defaults.exchangeRate(from, c.currency);
    if (!rate)
        return std::nullopt;
    c.exchangeRate = *rate;
    return rate->convert(amount, from, c.currency);
}

void CostCalculator::priceParts(const CostInput &in, CostFigures &c)
{
    double total = 0;
    QStringList noRate;
    for (CostLine &line : c.parts) {
        const PriceItem *item = in.prices.item(line.id);
        const QString from =
            item && !item->currency.isEmpty() ? item->currency : in.prices.currency();
        const std::optional<double> price =
            item ? converted(in, c, item->price, from) : std::nullopt;
        if (!price) {
            c.missingPrices << line.id;
            c.missingParts << line.part;
            if (item)
                noRate << QStringLiteral("%1 (%2)").arg(line.part, from);
            continue;
        }
        line.unitPrice = price;
        line.source = item->source;
        line.date = item->date;
        // A converted price is indicative whatever it was: the rate is a reference rate.
        line.indicative = item->indicative || from != c.currency;
        if (from != c.currency) {
            line.listPrice = item->price;
            line.listCurrency = from;
        }
        total += *price * line.quantity;
    }
    if (c.missingPrices.isEmpty())
        c.priceTotal = total;
    else
        c.notes << tr("No price for %1: no total.").arg(c.missingParts.join(QStringLiteral(", ")));
    if (!noRate.isEmpty())
        c.notes << tr("No exchange rate to %1 for %2: give their prices in %1.")
                       .arg(c.currency, noRate.join(QStringLiteral(", ")));
}

void CostCalculator::addEnergy(const CostInput &in, CostFigures &c)
{
    const Figures &f = in.figures;
    // 2. Energy per year at the wall, with the cooling overhead.
    namespace bu = boost::units;
    const auto inUse = in.settings.load * in.settings.hoursPerDay * kDaysPerYear * kSecondsPerHour *
                       bu::si::seconds;
    const bu::quantity<bu::si::energy, double> energy = f.wallPower * inUse * in.settings.pue;
    c.energyKWhPerYear = energy.value() / kJoulesPerKWh;
    if (in.settings.kwhPrice) {
        c.kwhPrice = *in.settings.kwhPrice;
        c.kwhSource = LocalizedText(tr("set for this build"));
    } else if (const KwhTariff *tariff = in.defaults.kwhTariff(c.currency)) {
        c.kwhPrice = tariff->price;
        c.kwhSource = tariff->source;
        c.kwhDate = tariff->date;
    } else {
        c.notes << tr("The default electricity price is in %1, the prices in %2: set the price "
                      "per kWh in %2.")
                       .arg(in.defaults.kwhCurrencies().join(QStringLiteral(", ")), c.currency);
    }
    if (c.kwhPrice)
        c.energyCostPerYear = c.energyKWhPerYear * *c.kwhPrice;
}

void CostCalculator::addCostPerYearAndSeat(const CostInput &in, CostFigures &c)
{
    const Figures &f = in.figures;
    // 3. Cost per year, per seat.
    if (c.priceTotal)
        c.depreciationPerYear = *c.priceTotal / in.settings.years;
    if (c.depreciationPerYear && c.energyCostPerYear)
        c.costPerYear = *c.depreciationPerYear + *c.energyCostPerYear;
    if (c.costPerYear)
        c.costPerMonth = *c.costPerYear / kMonthsPerYear;
    // A seat is a conversation the build serves, of any of its models:
    // memory and speed target both met.
    c.seats = in.seats.value_or(f.speed.servedConversations);
    if (c.costPerYear && c.seats > 0)
        c.costPerSeatPerMonth = *c.costPerYear / kMonthsPerYear / c.seats;
    else if (c.costPerYear && f.conversations > 0)
        c.notes << tr("No conversation gets the speed target: no cost per seat.");
}

void CostCalculator::addTokens(const CostInput &in, CostFigures &c)
{
    // 4. Tokens and cost per million of them.
    c.outputTokensPerSecond = in.outputTokensPerSecond;
    const SpeedFigures &speed = in.figures.speed;
    if (speed.activeOverMemory) {
        // The rate of conversations that do not fit is no rate the build reaches.
        c.notes << tr("The output rate assumes %1 active conversations, over memory (%2 fit): no "
                      "cost per million tokens; lower the active conversations.")
                       .arg(speed.activeConversations)
                       .arg(speed.memoryConversations);
    } else if (!speed.unknown.isEmpty()) {
        c.notes << tr("The speed is unknown (%1): no cost per million tokens.").arg(speed.unknown);
    } else if (in.outputTokensPerSecond > 0) {
        c.outputTokensPerMonth =
            outputTokensPerYear(in.outputTokensPerSecond, in.settings) / kMonthsPerYear;
        c.costPerMillionOutputTokens =
            costPerMillionOutputTokens(c.costPerYear, in.outputTokensPerSecond, in.settings);
    } else {
        c.notes << tr("No throughput for this build: no cost per million tokens.");
    }
}

void CostCalculator::addApiComparison(const CostInput &in, CostFigures &c)
{
    const Figures &f = in.figures;
    // 5. Against the hosted API.
    const ModelFamily *model = f.model;
    const ApiPrice *vendor = model ? in.defaults.apiPrice(model->id) : nullptr;
    if (in.settings.apiPriceIn && in.settings.apiPriceOut) {
        c.apiPriceIn = in.settings.apiPriceIn;
        c.apiPriceOut = in.settings.apiPriceOut;
        c.apiSource = LocalizedText(tr("set for this build"));
    } else if (vendor && in.defaults.exchangeRate(vendor->currency, c.currency)) {
        // The vendor's price converted where it is in another currency.
        c.apiPriceIn = in.settings.apiPriceIn ? in.settings.apiPriceIn
                                              : converted(in, c, vendor->in, vendor->currency);
        c.apiPriceOut = in.settings.apiPriceOut ? in.settings.apiPriceOut
                                                : converted(in, c, vendor->out, vendor->currency);
        c.apiSource = vendor->source;
        c.apiDate = vendor->date;
    } else if (vendor && vendor->currency == c.currency) {
        c.apiPriceIn = in.settings.apiPriceIn.value_or(vendor->in);
        c.apiPriceOut = in.settings.apiPriceOut.value_or(vendor->out);
        c.apiSource = vendor->source;
        c.apiDate = vendor->date;
    } else if (vendor) {
        c.notes << tr("The API price of %1 is in %2, the prices in %3: set the API prices in %3.")
                       .arg(vendor->model, vendor->currency, c.currency);
    } else {
        c.notes << tr("No published API price for this model: set one.");
    }
    if (c.apiPriceIn && c.apiPriceOut) {
        c.apiPerMillionOutputTokens = *c.apiPriceOut + in.settings.inputPerOutput * *c.apiPriceIn;
        if (c.outputTokensPerMonth)
            c.apiCostPerYear =
                *c.outputTokensPerMonth * kMonthsPerYear / 1e6 * *c.apiPerMillionOutputTokens;
        if (c.costPerYear && *c.apiPerMillionOutputTokens > 0)
            c.breakEvenTokensPerMonth =
                *c.costPerYear / kMonthsPerYear / *c.apiPerMillionOutputTokens * 1e6;
        // Paid back by what the API would have cost, less the energy.
        if (c.apiCostPerYear && c.energyCostPerYear && c.priceTotal) {
            const double savedPerMonth =
                (*c.apiCostPerYear - *c.energyCostPerYear) / kMonthsPerYear;
            if (savedPerMonth > 0)
                c.paybackMonths = *c.priceTotal / savedPerMonth;
            else
                c.notes << tr("At this volume the API costs less than the electricity: the build "
                              "does not pay back.");
        }
    }
}

void CostCalculator::addCo2(const CostInput &in, CostFigures &c)
{
    // 6. Energy and CO2 per token, at the rate addTokens priced (none where
    // it gave no cost per million tokens for want of a rate the build reaches).
    const double tokensPerYear = c.outputTokensPerMonth.value_or(0) * kMonthsPerYear;
    if (tokensPerYear > 0)
        c.kwhPerMillionOutputTokens = c.energyKWhPerYear / (tokensPerYear / 1e6);
    if (in.settings.gridCo2) {
        c.gridCo2 = *in.settings.gridCo2;
        c.gridCo2Source =
            LocalizedText(*c.gridCo2 == 0 ? tr("green-power contract, set for this build")
                                          : tr("set for this build"));
    } else if (in.defaults.gridCo2) {
        c.gridCo2 = in.defaults.gridCo2->gramsPerKWh;
        c.gridCo2Source = in.defaults.gridCo2->source;
        c.gridCo2Date = in.defaults.gridCo2->date;
    } else {
        c.notes << tr("No grid emission factor in the price list: set the grams of CO₂ per kWh.");
        return;
    }
    constexpr double kGramsPerKg = 1000;
    c.co2KgPerYear = c.energyKWhPerYear * *c.gridCo2 / kGramsPerKg;
    if (c.kwhPerMillionOutputTokens)
        c.co2KgPerMillionOutputTokens = *c.kwhPerMillionOutputTokens * *c.gridCo2 / kGramsPerKg;
}

} // namespace llmconf
