// SPDX-License-Identifier: MIT
#include "preparedcost.h"

#include "build.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "dimmpopulation.h"
#include "figures.h"

#include <boost/units/systems/si/energy.hpp>
#include <boost/units/systems/si/time.hpp>

namespace llmconf {

namespace {

// CostCalculator's constants: the figures must be its own, to the bit.
constexpr double kDaysPerYear = 365;
constexpr double kSecondsPerHour = 3600;
constexpr double kJoulesPerKWh = 3.6e6;

} // namespace

PreparedCost::PreparedCost(const Catalogue &catalogue, const PriceList &prices,
                           const CostSettings &settings, const CostDefaults &defaults,
                           const QList<Bytes> &dimmSizes, const QString &languageCurrency)
    : m_dimmSizes(dimmSizes), m_nvmeSizes(defaults.nvmeSizes), m_settings(settings),
      m_currency(CostCalculator::currencyShown(settings, languageCurrency, prices))
{
    // A part's name is that of its first line in CostCalculator's list: the
    // chassis before the cards (a DGX Spark is both, by one id).
    for (const Chassis &c : catalogue.chassis())
        m_parts[size_t(addPart(c.id, c.name.text()))].chassis = &c;
    for (const Card &c : catalogue.cards())
        m_parts[size_t(addPart(c.id, c.name))].card = &c;
    for (const Cpu &c : catalogue.cpus())
        m_parts[size_t(addPart(c.id, c.name))].cpu = &c;
    for (const Bytes &size : m_dimmSizes)
        m_dimmParts.push_back(addPart(PriceList::dimmId(size), CostCalculator::dimmName(size)));
    for (const Bytes &size : m_nvmeSizes)
        m_nvmeParts.push_back(addPart(PriceList::nvmeId(size), CostCalculator::nvmeName(size)));
    m_serverOther = addPart(PriceList::serverOtherId(), CostCalculator::serverOtherName());
    // Each price in the currency shown, as CostCalculator converts it: none
    // where no rate joins the two.
    const auto shown = [&](const PriceItem &item) -> std::optional<double> {
        const QString from = item.currency.isEmpty() ? prices.currency() : item.currency;
        if (from.isEmpty() || from == m_currency)
            return item.price;
        const ExchangeRate *rate = defaults.exchangeRate(from, m_currency);
        return rate ? std::optional<double>(rate->convert(item.price, from, m_currency))
                    : std::nullopt;
    };
    for (Part &part : m_parts)
        if (const PriceItem *item = prices.item(part.id))
            part.price = shown(*item);
    // Parts the list prices that the catalogue does not name (a card of an
    // older catalogue) are found by id too.
    for (const PriceItem &item : prices.items())
        if (!m_index.contains(item.id))
            m_parts[size_t(addPart(item.id, item.id))].price = shown(item);
    if (settings.kwhPrice)
        m_kwhPrice = settings.kwhPrice;
    else if (const KwhTariff *tariff = defaults.kwhTariff(m_currency))
        m_kwhPrice = tariff->price;
}

int PreparedCost::addPart(const QString &id, const QString &name)
{
    const auto known = m_index.constFind(id);
    if (known != m_index.constEnd())
        return *known;
    m_parts.push_back({id, name, std::nullopt, nullptr, nullptr, nullptr});
    const int index = int(m_parts.size()) - 1;
    m_index.insert(id, index);
    return index;
}

const PreparedCost::Part *PreparedCost::partOf(const QString &id) const
{
    const auto known = m_index.constFind(id);
    return known == m_index.constEnd() ? nullptr : &m_parts[size_t(*known)];
}

void PreparedCost::add(std::vector<Line> &lines, int part, const QString &id, int quantity)
{
    if (quantity <= 0)
        return;
    for (Line &line : lines)
        if (part >= 0 ? line.part == part : (line.part < 0 && line.unknownId == id)) {
            line.quantity += quantity;
            return;
        }
    lines.push_back({part, part >= 0 ? QString() : id, quantity});
}

void PreparedCost::addServer(std::vector<Line> &lines, const Build &build, const Figures &f,
                             qsizetype s, int count) const
{
    // CostCalculator::addServerParts, with the parts looked up in the map.
    const Server &server = build.servers[s];
    const auto index = [this](const Part *p) { return p ? int(p - m_parts.data()) : -1; };
    const Part *chassisPart = partOf(server.chassis);
    const Chassis *chassis = chassisPart ? chassisPart->chassis : nullptr;
    add(lines, index(chassisPart), server.chassis, count);
    const QString *previous = nullptr;
    const Part *slotPart = nullptr;
    for (const QString &slot : server.slotCards) {
        if (slot.isEmpty())
            continue;
        if (!previous || slot != *previous) // a server's slots mostly repeat one card
            slotPart = partOf(slot);
        previous = &slot;
        if (slotPart && slotPart->card && slotPart->card->unifiedMemory && slot == server.chassis)
            continue;
        add(lines, index(slotPart), slot, count);
    }
    const Part *cpuPart = server.cpu.isEmpty() ? nullptr : partOf(server.cpu);
    if (!server.cpu.isEmpty())
        add(lines, index(cpuPart), server.cpu, server.cpuCount * count);
    if (f.card && f.card->unifiedMemory)
        return;
    const ServerPower power = f.perServer.value(s);
    if (chassis && power.hostMemory.value() > 0) {
        const DimmPopulation dimms =
            DimmPopulation::reaching(power.hostMemory, *chassis, cpuPart ? cpuPart->cpu : nullptr,
                                     server.cpuCount, m_dimmSizes);
        if (dimms.reaches()) {
            const qsizetype size = m_dimmSizes.indexOf(dimms.dimm);
            if (size >= 0)
                add(lines, m_dimmParts[size_t(size)], QString(), dimms.count * count);
            else
                add(lines, -1, PriceList::dimmId(dimms.dimm), dimms.count * count);
        }
    }
    const auto [drives, size] = CostCalculator::nvmeDrives(power.storage, m_nvmeSizes);
    if (drives > 0)
        add(lines, m_nvmeParts[size_t(m_nvmeSizes.indexOf(size))], QString(), drives * count);
    add(lines, m_serverOther, QString(), count);
}

std::optional<double> PreparedCost::purchasePrice(const Build &build, const Figures &f,
                                                  QStringList *missing) const
{
    // Servers alike are one run, as CostCalculator lists them.
    std::vector<Line> lines;
    lines.reserve(8);
    const QList<Server> &servers = build.servers;
    for (qsizetype s = 0; s < servers.size();) {
        qsizetype run = 1;
        const ServerPower first = f.perServer.value(s);
        while (s + run < servers.size() && servers[s + run] == servers[s] &&
               f.perServer.value(s + run).hostMemory == first.hostMemory &&
               f.perServer.value(s + run).storage == first.storage)
            ++run;
        addServer(lines, build, f, s, int(run));
        s += run;
    }
    return total(lines, missing);
}

std::optional<double> PreparedCost::purchasePriceOfAlike(const Build &oneServer, const Figures &f,
                                                         int servers) const
{
    std::vector<Line> lines;
    lines.reserve(8);
    addServer(lines, oneServer, f, 0, servers);
    return total(lines, nullptr);
}

std::optional<double> PreparedCost::total(const std::vector<Line> &lines,
                                          QStringList *missing) const
{
    double total = 0;
    bool complete = true;
    for (const Line &line : lines) {
        const Part *part = line.part >= 0 ? &m_parts[size_t(line.part)] : nullptr;
        if (part && part->price) {
            total += *part->price * line.quantity;
            continue;
        }
        complete = false;
        if (missing)
            missing->append(part ? part->name : line.unknownId);
    }
    return complete ? std::optional<double>(total) : std::nullopt;
}

std::optional<double> PreparedCost::costPerYear(std::optional<double> purchasePrice,
                                                Watts wallPower) const
{
    // CostCalculator::addEnergy and addCostPerYearAndSeat, in their order of operations.
    if (!purchasePrice || !m_kwhPrice)
        return std::nullopt;
    namespace bu = boost::units;
    const auto inUse =
        m_settings.load * m_settings.hoursPerDay * kDaysPerYear * kSecondsPerHour * bu::si::seconds;
    const bu::quantity<bu::si::energy, double> energy = wallPower * inUse * m_settings.pue;
    const double energyKWhPerYear = energy.value() / kJoulesPerKWh;
    const double energyCostPerYear = energyKWhPerYear * *m_kwhPrice;
    const double depreciationPerYear = *purchasePrice / m_settings.years;
    return depreciationPerYear + energyCostPerYear;
}

std::optional<double> PreparedCost::costPerYear(const Build &build, const Figures &f) const
{
    return costPerYear(purchasePrice(build, f), f.wallPower);
}

} // namespace llmconf
