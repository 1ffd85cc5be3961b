// SPDX-License-Identifier: MIT
// What a build costs: price lists, the parts list and the arithmetic of
// every cost figure, written out from the build's own figures.
#include "cappedfile.h"
#include "costcalculator.h"
#include "costjson.h"
#include "dimmpopulation.h"
#include "examplebuild.h"
#include "formaterror.h"
#include "installeddata.h"
#include "moneyformat.h"
#include "softwarecatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

constexpr const char *kExample = "glm53-nvfp4-8x-rtx-tp4-pp2"; // 1 server, 8 cards, 2 CPUs

PriceList listOf(const char *json)
{
    return PriceList::fromJson(QByteArray(json), QStringLiteral("prices-test.json"));
}

QString failureOf(const char *json)
{
    try {
        listOf(json);
    } catch (const FormatError &e) {
        return e.message();
    }
    return QString();
}

struct Costed
{
    Build build;
    Figures figures;
    CostFigures cost;
};

// Every part of the example priced in EUR; the DIMM and NVMe ids are those
// the calculator asks for (checked in PartsList).
PriceList examplePrices(const Build &build, const Figures &f)
{
    const DimmPopulation dimms = DimmPopulation::reaching(
        f.perServer[0].hostMemory, *Catalogue::builtIn().chassisById(build.servers[0].chassis),
        Catalogue::builtIn().cpu(build.servers[0].cpu), build.servers[0].cpuCount,
        SoftwareCatalogue::builtIn().dimmSizes);
    const auto drives =
        CostCalculator::nvmeDrives(f.perServer[0].storage, CostDefaults::builtIn().nvmeSizes);
    PriceList p;
    p.setCurrency(QStringLiteral("EUR"));
    p.setDate(QDate(2026, 11, 30));
    const auto add = [&p](const QString &id, double price) {
        p.setItem({id, price, LocalizedText(QStringLiteral("quote 17")), QDate(2026, 11, 30), false,
                   QStringLiteral("EUR")});
    };
    add(QStringLiteral("pcie-8gpu-4u"), 12000);
    add(QStringLiteral("rtx-pro-6000-se"), 8900);
    add(QStringLiteral("epyc-9355"), 3500);
    add(PriceList::dimmId(dimms.dimm), 400);
    add(PriceList::nvmeId(drives.second), 900);
    add(QStringLiteral("server-other"), 2500);
    return p;
}

Costed costExample(const PriceList &prices, const CostSettings &settings, double tokensPerSecond)
{
    Costed c{test::exampleBuild(kExample), test::evaluateExample(kExample), {}};
    c.cost = CostCalculator::evaluate({c.build, c.figures, Catalogue::builtIn(), prices, settings,
                                       CostDefaults::builtIn(),
                                       SoftwareCatalogue::builtIn().dimmSizes, tokensPerSecond});
    return c;
}

} // namespace

TEST(PriceList, ReadsTheUsersForm)
{
    const PriceList p = listOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "rtx-pro-6000-se", "price": 8900, "source": "quote 17"}]})");
    EXPECT_EQ(p.currency(), QStringLiteral("EUR"));
    ASSERT_TRUE(p.item(QStringLiteral("rtx-pro-6000-se")));
    EXPECT_EQ(p.item(QStringLiteral("rtx-pro-6000-se"))->price, 8900);
    EXPECT_EQ(p.item(QStringLiteral("rtx-pro-6000-se"))->date, QDate(2026, 11, 30));
    EXPECT_FALSE(p.item(QStringLiteral("rtx-pro-6000-se"))->indicative);
}

TEST(PriceList, BadFilesNameFileAndField)
{
    EXPECT_EQ(
        failureOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": "lots", "source": "x"}]})"),
        QStringLiteral("prices-test.json: $.items[0].price: expected a number, found a string"));
    EXPECT_TRUE(failureOf(R"({"currency": "euro", "date": "2026-11-30", "items": []})")
                    .startsWith(QStringLiteral("prices-test.json: $.currency: ")));
    EXPECT_TRUE(failureOf(R"({"currency": "EUR", "date": "30.11.2026", "items": []})")
                    .startsWith(QStringLiteral("prices-test.json: $.date: ")));
    EXPECT_TRUE(failureOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": -1, "source": "x"}]})")
                    .startsWith(QStringLiteral("prices-test.json: $.items[0].price: ")));
    EXPECT_TRUE(failureOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 1}]})")
                    .startsWith(QStringLiteral("prices-test.json: $.items[0]")));
    EXPECT_TRUE(failureOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 1, "source": "x"}, {"id": "b200", "price": 2, "source": "y"}]})")
                    .startsWith(QStringLiteral("prices-test.json: $.items[1].id: ")));
    EXPECT_TRUE(failureOf(R"({"currency": "EUR", "date": "2026-11-30", "items": {}})")
                    .startsWith(QStringLiteral("prices-test.json: $.items: ")));
}

TEST(PriceList, AnItemMayNameItsOwnCurrency)
{
    // The editor's table has a currency per row: each item keeps its own,
    // the list's where it names none; the cost converts them.
    const PriceList p = listOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 30000, "currency": "USD", "source": "x"},
        {"id": "h200-nvl", "price": 25000, "source": "x"}]})");
    EXPECT_EQ(p.item(QStringLiteral("b200"))->currency, QStringLiteral("USD"));
    EXPECT_EQ(p.item(QStringLiteral("h200-nvl"))->currency, QStringLiteral("EUR"));
    EXPECT_TRUE(failureOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 30000, "currency": "dollar", "source": "x"}]})")
                    .startsWith(QStringLiteral("prices-test.json: $.items[0].currency: ")));
    // Written and read again: the same list.
    EXPECT_EQ(PriceList::fromJson(QJsonDocument(p.toJson()).toJson(), QStringLiteral("again")), p);
}

TEST(PriceList, TheUsersListOverridesAndKeepsEachItemsCurrency)
{
    PriceList builtIn;
    builtIn.setCurrency(QStringLiteral("USD"));
    builtIn.setItem(
        {QStringLiteral("b200"), 30000, LocalizedText(QStringLiteral("a")), {}, true, QString()});
    builtIn.setItem({QStringLiteral("h200-nvl"),
                     25000,
                     LocalizedText(QStringLiteral("a")),
                     {},
                     true,
                     QString()});
    const PriceList dollars = listOf(R"({"currency": "USD", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 28000, "source": "quote"}]})");
    const PriceList merged = builtIn.overriddenBy(dollars);
    EXPECT_EQ(merged.item(QStringLiteral("b200"))->price, 28000);
    EXPECT_EQ(merged.item(QStringLiteral("h200-nvl"))->price, 25000);
    const PriceList euros = listOf(R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "b200", "price": 26000, "source": "quote"}]})");
    const PriceList inEuros = builtIn.overriddenBy(euros);
    EXPECT_EQ(inEuros.currency(), QStringLiteral("EUR"));
    EXPECT_EQ(inEuros.item(QStringLiteral("b200"))->price, 26000);
    EXPECT_EQ(inEuros.item(QStringLiteral("b200"))->currency, QStringLiteral("EUR"));
    // The built-in dollar price stays, in dollars: the cost converts it.
    ASSERT_TRUE(inEuros.item(QStringLiteral("h200-nvl")));
    EXPECT_EQ(inEuros.item(QStringLiteral("h200-nvl"))->currency, QStringLiteral("USD"));
}

TEST(PriceList, ReadsAFileAndNamesAMissingOne)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("prices.json"));
    try {
        PriceList::read(path);
        FAIL() << "a missing file was read";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().startsWith(path)) << e.message().toStdString();
    }
}

TEST(PriceList, AFileBeyondItsCapIsRefusedUnread)
{
    // Sparse: the size of a price list a thousand times over, no disk used.
    // Read up to the cap only, so an endless file is refused the same way.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge-prices.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(CappedFile::kSmallDocument + 1));
    file.close();
    try {
        PriceList::read(path);
        FAIL() << "a file beyond the cap was read";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().startsWith(path)) << e.message().toStdString();
    }
}

TEST(BuiltInPrices, AreIndicativeWithSourceAndDateAndDefaultsMatch)
{
    const PriceList &p = PriceList::builtIn();
    EXPECT_FALSE(p.items().isEmpty());
    for (const PriceItem &item : p.items()) {
        EXPECT_TRUE(item.indicative) << item.id.toStdString();
        EXPECT_TRUE(item.date.isValid()) << item.id.toStdString();
        EXPECT_FALSE(item.source.english().isEmpty()) << item.id.toStdString();
        EXPECT_TRUE(item.source.hasTranslation(QStringLiteral("de"))) << item.id.toStdString();
    }
    // The catalogue's defaults (a new build's) are the cited ones.
    const CostDefaults &d = CostDefaults::builtIn();
    EXPECT_EQ(d.settings, Catalogue::builtIn().rules().cost);
    // A cited electricity price in euros and one in the built-in list's dollars.
    for (const char *currency : {"EUR", "USD"}) {
        const KwhTariff *t = d.kwhTariff(QLatin1String(currency));
        ASSERT_TRUE(t) << currency;
        EXPECT_GT(t->price, 0) << currency;
        EXPECT_TRUE(t->date.isValid()) << currency;
        EXPECT_TRUE(t->date.year() >= 2025) << currency;
        EXPECT_FALSE(t->source.english().isEmpty()) << currency;
        EXPECT_TRUE(t->source.hasTranslation(QStringLiteral("de"))) << currency;
    }
    EXPECT_TRUE(d.kwhTariff(p.currency())); // the built-in list gets its energy costed
    EXPECT_FALSE(d.pueSource.english().isEmpty());
    ASSERT_TRUE(d.apiPrice(QStringLiteral("GLM-5.3")));
    EXPECT_EQ(d.apiPrice(QStringLiteral("GLM-5.3"))->out, 4.4);
    EXPECT_EQ(d.apiPrice(QStringLiteral("GLM-5.3-Flash")), nullptr); // none published
}

TEST(CostCalculator, NvmeDrivesHoldTheStorage)
{
    const QList<Bytes> sizes{terabytes(3.84), terabytes(7.68)};
    EXPECT_EQ(CostCalculator::nvmeDrives(gigabytes(500), sizes).first, 1);
    EXPECT_EQ(inTB(CostCalculator::nvmeDrives(gigabytes(500), sizes).second), 3.84);
    EXPECT_EQ(inTB(CostCalculator::nvmeDrives(terabytes(5), sizes).second), 7.68);
    // 20 TB: ceil(20 / 7.68) = 3 of the largest.
    EXPECT_EQ(CostCalculator::nvmeDrives(terabytes(20), sizes).first, 3);
    EXPECT_EQ(CostCalculator::nvmeDrives(terabytes(20), {}).first, 0);
}

TEST(CostCalculator, PartsListWithQuantities)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const Costed c = costExample(examplePrices(build, f), Catalogue::builtIn().rules().cost, 0);
    const DimmPopulation dimms =
        DimmPopulation::reaching(f.perServer[0].hostMemory,
                                 *Catalogue::builtIn().chassisById(QStringLiteral("pcie-8gpu-4u")),
                                 Catalogue::builtIn().cpu(QStringLiteral("epyc-9355")), 2,
                                 SoftwareCatalogue::builtIn().dimmSizes);
    ASSERT_TRUE(dimms.reaches());
    const auto drives =
        CostCalculator::nvmeDrives(f.perServer[0].storage, CostDefaults::builtIn().nvmeSizes);
    ASSERT_EQ(c.cost.parts.size(), 6);
    EXPECT_EQ(c.cost.parts[0].id, QStringLiteral("pcie-8gpu-4u"));
    EXPECT_EQ(c.cost.parts[0].quantity, 1);
    EXPECT_EQ(c.cost.parts[1].id, QStringLiteral("rtx-pro-6000-se"));
    EXPECT_EQ(c.cost.parts[1].quantity, 8);
    EXPECT_EQ(c.cost.parts[2].id, QStringLiteral("epyc-9355"));
    EXPECT_EQ(c.cost.parts[2].quantity, 2);
    EXPECT_EQ(c.cost.parts[3].id, PriceList::dimmId(dimms.dimm));
    EXPECT_EQ(c.cost.parts[3].quantity, dimms.count);
    EXPECT_EQ(c.cost.parts[4].id, PriceList::nvmeId(drives.second));
    EXPECT_EQ(c.cost.parts[4].quantity, drives.first);
    EXPECT_EQ(c.cost.parts[5].id, QStringLiteral("server-other"));
    EXPECT_TRUE(c.cost.missingPrices.isEmpty());
    ASSERT_TRUE(c.cost.priceTotal);
    EXPECT_DOUBLE_EQ(*c.cost.priceTotal,
                     12000 + 8 * 8900 + 2 * 3500 + dimms.count * 400 + drives.first * 900 + 2500);
}

TEST(CostCalculator, AMissingPriceGivesNoTotalAndNamesThePart)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    PriceList prices = examplePrices(build, f);
    PriceList without;
    without.setCurrency(prices.currency());
    for (const PriceItem &item : prices.items())
        if (item.id != QLatin1String("epyc-9355"))
            without.setItem(item);
    const Costed c = costExample(without, Catalogue::builtIn().rules().cost, 1000);
    EXPECT_EQ(c.cost.missingPrices, QStringList{QStringLiteral("epyc-9355")});
    EXPECT_FALSE(c.cost.priceTotal);
    EXPECT_FALSE(c.cost.costPerYear);
    EXPECT_FALSE(c.cost.costPerMillionOutputTokens);
    EXPECT_TRUE(c.cost.energyCostPerYear); // energy does not need the parts
    // The notes name the part as the customer reads it, not by its id.
    const QString cpu = Catalogue::builtIn().cpu(QStringLiteral("epyc-9355"))->name;
    EXPECT_EQ(c.cost.missingParts, QStringList{cpu});
    EXPECT_TRUE(c.cost.notes.join(QLatin1Char(' ')).contains(cpu));
    const QJsonObject json = CostJson::toJson(c.cost);
    EXPECT_TRUE(json.value(QStringLiteral("priceTotal")).isNull());
    EXPECT_EQ(json.value(QStringLiteral("missingPrices")).toArray().first().toString(),
              QStringLiteral("epyc-9355"));
}

TEST(CostCalculator, ArithmeticOfEveryFigure)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const PriceList prices = examplePrices(build, f);
    CostSettings s = Catalogue::builtIn().rules().cost;
    s.years = 4;
    s.kwhPrice = 0.20;
    s.pue = 1.25;
    s.hoursPerDay = 10;
    s.load = 0.6;
    s.apiPriceIn = 1.0;
    s.apiPriceOut = 4.0;
    s.inputPerOutput = 3;
    const double tokensPerSecond = 2000;
    const Costed c = costExample(prices, s, tokensPerSecond);
    ASSERT_TRUE(c.cost.priceTotal);
    const double total = *c.cost.priceTotal;

    // kWh per year = wall kW x load x hours x 365 x PUE
    const double kwh = inKilowatts(f.wallPower) * 0.6 * 10 * 365 * 1.25;
    EXPECT_NEAR(c.cost.energyKWhPerYear, kwh, 1e-6);
    EXPECT_NEAR(*c.cost.energyCostPerYear, kwh * 0.20, 1e-6);
    EXPECT_NEAR(*c.cost.depreciationPerYear, total / 4, 1e-6);
    const double perYear = total / 4 + kwh * 0.20;
    EXPECT_NEAR(*c.cost.costPerYear, perYear, 1e-6);
    // A seat is a conversation served: the smaller of the memory and speed limits.
    ASSERT_GT(f.speed.servedConversations, 0);
    EXPECT_EQ(f.speed.servedConversations,
              std::min(f.conversations, f.speed.conversationsAtSpeedTarget));
    EXPECT_NEAR(*c.cost.costPerSeatPerMonth, perYear / 12 / f.speed.servedConversations, 1e-9);
    // Output tokens per year = 2000 tok/s x 0.6 x 10 h x 3600 s x 365
    const double tokens = 2000 * 0.6 * 10 * 3600 * 365.0;
    EXPECT_NEAR(*c.cost.outputTokensPerMonth, tokens / 12, 1e-3);
    EXPECT_NEAR(*c.cost.costPerMillionOutputTokens, perYear / (tokens / 1e6), 1e-9);
    // The API: 4.00 per million out + 3 x 1.00 per million in = 7.00
    EXPECT_NEAR(*c.cost.apiPerMillionOutputTokens, 7.0, 1e-12);
    EXPECT_NEAR(*c.cost.breakEvenTokensPerMonth, perYear / 12 / 7.0 * 1e6, 1e-3);
    const double apiPerYear = tokens / 1e6 * 7.0;
    EXPECT_NEAR(*c.cost.apiCostPerYear, apiPerYear, 1e-6);
    EXPECT_NEAR(*c.cost.paybackMonths, total / ((apiPerYear - kwh * 0.20) / 12), 1e-9);

    const QJsonObject json = CostJson::toJson(c.cost);
    EXPECT_EQ(json.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
    EXPECT_NEAR(json.value(QStringLiteral("costPerYear")).toDouble(), perYear, 1e-6);
    for (const char *key : {"priceTotal", "energyKWhPerYear", "energyCostPerYear", "costPerYear",
                            "costPerMillionOutputTokens", "breakEvenTokensPerMonth"})
        EXPECT_TRUE(json.value(QLatin1String(key)).isDouble()) << key;
    EXPECT_TRUE(json.value(QStringLiteral("missingPrices")).toArray().isEmpty());
}

TEST(CostCalculator, EnergyAndCo2PerTokenArithmetic)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    CostSettings s = Catalogue::builtIn().rules().cost;
    s.kwhPrice = 0.20;
    s.pue = 1.25;
    s.hoursPerDay = 10;
    s.load = 0.6;
    const double tokensPerSecond = 2000;
    const Costed c = costExample(examplePrices(build, f), s, tokensPerSecond);

    // kWh per year = wall kW x load x hours x 365 x PUE; output tokens per
    // year = 2000 tok/s x load x hours x 3600 s x 365.
    const double kwh = inKilowatts(f.wallPower) * 0.6 * 10 * 365 * 1.25;
    const double tokens = 2000 * 0.6 * 10 * 3600 * 365.0;
    ASSERT_TRUE(c.cost.kwhPerMillionOutputTokens);
    EXPECT_NEAR(*c.cost.kwhPerMillionOutputTokens, kwh / (tokens / 1e6), 1e-9);
    // The load and the hours cancel: wall kW x PUE for the hour that makes
    // 2000 x 3600 tokens.
    EXPECT_NEAR(*c.cost.kwhPerMillionOutputTokens,
                inKilowatts(f.wallPower) * 1.25 / (2000 * 3600.0) * 1e6, 1e-9);

    // The cited grid factor (Umweltbundesamt) where the build sets none.
    const std::optional<GridEmissionFactor> &grid = CostDefaults::builtIn().gridCo2;
    ASSERT_TRUE(grid);
    EXPECT_GT(grid->gramsPerKWh, 0);
    EXPECT_TRUE(grid->date.isValid());
    EXPECT_TRUE(grid->source.text().contains(QStringLiteral("Umweltbundesamt")));
    ASSERT_TRUE(c.cost.gridCo2);
    EXPECT_EQ(*c.cost.gridCo2, grid->gramsPerKWh);
    EXPECT_EQ(c.cost.gridCo2Date, grid->date);
    EXPECT_EQ(c.cost.gridCo2Source.text(), grid->source.text());
    // kg CO2 = kWh x g/kWh / 1000
    EXPECT_NEAR(*c.cost.co2KgPerYear, kwh * grid->gramsPerKWh / 1000, 1e-6);
    EXPECT_NEAR(*c.cost.co2KgPerMillionOutputTokens,
                kwh / (tokens / 1e6) * grid->gramsPerKWh / 1000, 1e-9);

    const QJsonObject json = CostJson::toJson(c.cost);
    EXPECT_NEAR(json.value(QStringLiteral("kWhPerMillionOutputTokens")).toDouble(),
                kwh / (tokens / 1e6), 1e-9);
    EXPECT_NEAR(json.value(QStringLiteral("co2KgPerYear")).toDouble(),
                kwh * grid->gramsPerKWh / 1000, 1e-6);
    EXPECT_TRUE(json.value(QStringLiteral("co2KgPerMillionOutputTokens")).isDouble());
    EXPECT_EQ(json.value(QStringLiteral("co2Source")).toString(), grid->source.text());
    EXPECT_EQ(json.value(QStringLiteral("co2Date")).toString(), grid->date.toString(Qt::ISODate));
    EXPECT_FALSE(
        json.value(QStringLiteral("kWhPerMillionOutputTokensSource")).toString().isEmpty());

    // A green-power contract: zero, set for the build, no date.
    s.gridCo2 = 0.0;
    const Costed green = costExample(examplePrices(build, f), s, tokensPerSecond);
    EXPECT_EQ(*green.cost.co2KgPerYear, 0.0);
    EXPECT_EQ(*green.cost.co2KgPerMillionOutputTokens, 0.0);
    EXPECT_FALSE(green.cost.gridCo2Date.isValid());
    EXPECT_TRUE(CostJson::toJson(green.cost).value(QStringLiteral("co2Date")).isNull());
    // The customer's own factor.
    s.gridCo2 = 500.0;
    const Costed own = costExample(examplePrices(build, f), s, tokensPerSecond);
    EXPECT_NEAR(*own.cost.co2KgPerYear, kwh * 500 / 1000, 1e-6);
    EXPECT_NEAR(CostJson::toJson(own.cost)
                    .value(QStringLiteral("costSettings"))
                    .toObject()
                    .value(QStringLiteral("gridCo2"))
                    .toDouble(),
                500.0, 0);
}

TEST(CostCalculator, WithoutThroughputNoEnergyPerTokenButCo2PerYear)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const Costed c = costExample(examplePrices(build, f), Catalogue::builtIn().rules().cost, 0);
    EXPECT_FALSE(c.cost.kwhPerMillionOutputTokens);
    EXPECT_FALSE(c.cost.co2KgPerMillionOutputTokens);
    ASSERT_TRUE(c.cost.co2KgPerYear);
    EXPECT_NEAR(*c.cost.co2KgPerYear,
                c.cost.energyKWhPerYear * CostDefaults::builtIn().gridCo2->gramsPerKWh / 1000,
                1e-6);
    EXPECT_TRUE(
        CostJson::toJson(c.cost).value(QStringLiteral("kWhPerMillionOutputTokens")).isNull());
}

TEST(CostCalculator, TheElectricityPriceIsTheOneInTheListsCurrency)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const CostDefaults &d = CostDefaults::builtIn();
    // Dollar prices: the cited dollar tariff and the vendor's dollar API price.
    PriceList dollars = examplePrices(build, f);
    dollars.setCurrency(QStringLiteral("USD"));
    const Costed c = costExample(dollars, Catalogue::builtIn().rules().cost, 1000);
    ASSERT_TRUE(c.cost.kwhPrice);
    EXPECT_EQ(*c.cost.kwhPrice, d.kwhTariff(QStringLiteral("USD"))->price);
    EXPECT_EQ(c.cost.kwhSource.english(), d.kwhTariff(QStringLiteral("USD"))->source.english());
    EXPECT_NEAR(*c.cost.energyCostPerYear,
                c.cost.energyKWhPerYear * d.kwhTariff(QStringLiteral("USD"))->price, 1e-9);
    EXPECT_TRUE(c.cost.costPerYear);
    EXPECT_TRUE(c.cost.apiPriceOut); // the vendor's dollars meet dollar prices
    // Euro prices: the cited euro tariff, and the dollar API price converted.
    const Costed e = costExample(examplePrices(build, f), Catalogue::builtIn().rules().cost, 1000);
    ASSERT_TRUE(e.cost.kwhPrice);
    EXPECT_EQ(*e.cost.kwhPrice, d.kwhTariff(QStringLiteral("EUR"))->price);
    EXPECT_EQ(e.cost.kwhSource.english(), d.kwhTariff(QStringLiteral("EUR"))->source.english());
    EXPECT_EQ(e.cost.kwhDate, d.kwhTariff(QStringLiteral("EUR"))->date);
    EXPECT_TRUE(e.cost.kwhDate.isValid());
    // The cited default, its source and its date go into the JSON of `evaluate`.
    const QJsonObject settings =
        CostJson::toJson(e.cost).value(QStringLiteral("costSettings")).toObject();
    EXPECT_EQ(settings.value(QStringLiteral("kwhPrice")).toDouble(),
              d.kwhTariff(QStringLiteral("EUR"))->price);
    EXPECT_EQ(settings.value(QStringLiteral("kwhPriceSource")).toString(),
              d.kwhTariff(QStringLiteral("EUR"))->source.text());
    EXPECT_EQ(settings.value(QStringLiteral("kwhPriceDate")).toString(),
              d.kwhTariff(QStringLiteral("EUR"))->date.toString(Qt::ISODate));
    // The vendor's dollar price converted at the cited rate.
    const ExchangeRate *rate = d.exchangeRate(QStringLiteral("EUR"), QStringLiteral("USD"));
    ASSERT_TRUE(rate);
    ASSERT_TRUE(e.cost.apiPriceOut);
    EXPECT_DOUBLE_EQ(*e.cost.apiPriceOut, d.apiPrice(QStringLiteral("GLM-5.3"))->out / rate->rate);
    EXPECT_TRUE(e.cost.breakEvenTokensPerMonth);
}

TEST(CostCalculator, ASeatIsAConversationServedAtTheSpeedTarget)
{
    Build build = test::exampleBuild(kExample);
    const Figures atMemory = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    // A target only a few conversations reach: speed binds, not memory.
    build.speedTarget = atMemory.speed.decodeTokensPerSecondPerConversation * 2;
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    ASSERT_LT(f.speed.servedConversations, f.conversations);
    CostSettings s = Catalogue::builtIn().rules().cost;
    s.kwhPrice = 0.20;
    const CostFigures c = CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), examplePrices(build, f), s, CostDefaults::builtIn(),
         SoftwareCatalogue::builtIn().dimmSizes, 0});
    ASSERT_TRUE(c.costPerYear);
    if (f.speed.servedConversations > 0) {
        EXPECT_NEAR(*c.costPerSeatPerMonth, *c.costPerYear / 12 / f.speed.servedConversations,
                    1e-9);
    } else {
        // Not even one conversation gets the target: no seat to price.
        EXPECT_FALSE(c.costPerSeatPerMonth);
        EXPECT_TRUE(c.notes.join(QLatin1Char(' ')).contains(QStringLiteral("no cost per seat")));
    }
}

TEST(CostCalculator, DefaultsInAnotherCurrencyAreNotMixedIn)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    PriceList pounds = examplePrices(build, f);
    pounds.setCurrency(QStringLiteral("GBP"));
    ASSERT_FALSE(CostDefaults::builtIn().kwhTariff(QStringLiteral("GBP")));
    const Costed c = costExample(pounds, Catalogue::builtIn().rules().cost, 1000);
    EXPECT_FALSE(c.cost.kwhPrice);
    EXPECT_FALSE(c.cost.energyCostPerYear);
    EXPECT_FALSE(c.cost.costPerYear);
    EXPECT_FALSE(c.cost.apiPriceOut);
    const QString notes = c.cost.notes.join(QLatin1Char(' '));
    EXPECT_TRUE(notes.contains(QStringLiteral("GBP")));
    for (const QString &currency : CostDefaults::builtIn().kwhCurrencies())
        EXPECT_TRUE(notes.contains(currency)) << currency.toStdString();
}

TEST(CostCalculator, WithoutThroughputNoCostPerToken)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const Costed c = costExample(examplePrices(build, f), Catalogue::builtIn().rules().cost, 0);
    EXPECT_TRUE(c.cost.costPerYear);
    EXPECT_FALSE(c.cost.costPerMillionOutputTokens);
    EXPECT_FALSE(c.cost.paybackMonths);
}

TEST(MoneyFormat, GermanAndEnglish)
{
    EXPECT_EQ(
        MoneyFormat(QLocale(QLocale::German, QLocale::Germany)).money(12345, QStringLiteral("EUR")),
        QStringLiteral("12.345,00 €"));
    EXPECT_EQ(MoneyFormat(QLocale(QLocale::English, QLocale::UnitedStates))
                  .money(12345, QStringLiteral("USD")),
              QStringLiteral("$12,345.00"));
    EXPECT_EQ(
        MoneyFormat(QLocale(QLocale::German, QLocale::Germany)).money(0.5, QStringLiteral("CHF")),
        QStringLiteral("0,50 CHF"));
}

TEST(CostSettings, TravelInTheBuildFileOnlyWhenChanged)
{
    Build build = test::exampleBuild(kExample);
    EXPECT_FALSE(BuildFile::toJson(build, Catalogue::builtIn().rules()).contains("\"cost\""));
    build.cost.years = 5;
    build.cost.kwhPrice = 0.25;
    build.cost.apiPriceOut = 4.4;
    build.cost.load = 0.4;
    build.cost.gridCo2 = 0.0; // a green-power contract, not "unset"
    const Build back = BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                           QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(back.cost, build.cost);
    EXPECT_FALSE(back.cost.apiPriceIn);
    ASSERT_TRUE(back.cost.gridCo2);
    EXPECT_EQ(*back.cost.gridCo2, 0.0);
    // Unset stays unset: the cited factor applies.
    build.cost.gridCo2.reset();
    EXPECT_FALSE(BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                     QStringLiteral("b.json"), Catalogue::builtIn().rules())
                     .cost.gridCo2);
}

TEST(CostSettings, BadValuesInTheBuildFileNameTheField)
{
    QJsonObject o = QJsonDocument::fromJson(BuildFile::toJson(test::exampleBuild(kExample),
                                                              Catalogue::builtIn().rules()))
                        .object();
    o.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("load"), 2}});
    try {
        (void)BuildFile::fromJson(QJsonDocument(o).toJson(), QStringLiteral("b.json"),
                                  Catalogue::builtIn().rules());
        FAIL() << "a load of 2 was read";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().startsWith(QStringLiteral("b.json: Cost settings: ")) &&
                    e.message().endsWith(QStringLiteral("($.cost.load)")))
            << e.message().toStdString();
    }
    for (const QJsonValue &bad :
         {QJsonValue(-5), QJsonValue(5000), QJsonValue(QStringLiteral("a"))}) {
        o.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("gridCo2"), bad}});
        try {
            (void)BuildFile::fromJson(QJsonDocument(o).toJson(), QStringLiteral("b.json"),
                                      Catalogue::builtIn().rules());
            FAIL() << "a grid factor of " << QJsonDocument(QJsonArray{bad}).toJson().toStdString()
                   << " was read";
        } catch (const FormatError &e) {
            EXPECT_TRUE(e.message().startsWith(QStringLiteral("b.json: Cost settings: ")) &&
                        e.message().endsWith(QStringLiteral("($.cost.gridCo2)")))
                << e.message().toStdString();
        }
    }
}

namespace {

// prices.json with its "settings" kwhPrice replaced by `kwh`.
QByteArray defaultsWithKwh(const char *kwh)
{
    QString text = QString::fromUtf8(
        CappedFile::read(InstalledData::catalogueDirectory() + QStringLiteral("/prices.json"),
                         QStringLiteral("prices.json"), CappedFile::kSmallDocument));
    QJsonObject root = QJsonDocument::fromJson(text.toUtf8()).object();
    QJsonObject settings = root.value(QStringLiteral("settings")).toObject();
    settings.insert(QStringLiteral("kwhPrice"),
                    QJsonDocument::fromJson(QByteArray("{\"v\": ") + kwh + "}")
                        .object()
                        .value(QStringLiteral("v")));
    root.insert(QStringLiteral("settings"), settings);
    return QJsonDocument(root).toJson();
}

QString defaultsFailure(const char *kwh)
{
    try {
        CostDefaults::fromJson(defaultsWithKwh(kwh), QStringLiteral("defaults-test.json"));
    } catch (const FormatError &e) {
        return e.message();
    }
    return QString();
}

} // namespace

TEST(CostDefaults, ReadsOneTariffPerCurrencyAndTheOlderSingleTariff)
{
    const CostDefaults list = CostDefaults::fromJson(
        defaultsWithKwh(R"([{"price": 0.2, "currency": "EUR", "date": "2026-01-01", "source": "a"},
                            {"price": 0.1, "currency": "USD", "date": "2026-01-31", "source": "b"}])"),
        QStringLiteral("defaults-test.json"));
    EXPECT_EQ(list.kwhCurrencies(), (QStringList{QStringLiteral("EUR"), QStringLiteral("USD")}));
    EXPECT_EQ(list.kwhTariff(QStringLiteral("USD"))->price, 0.1);
    EXPECT_EQ(list.kwhTariff(QStringLiteral("USD"))->date, QDate(2026, 1, 31));
    EXPECT_EQ(list.kwhTariff(QStringLiteral("GBP")), nullptr);
    // The form written before tariffs came per currency: one object.
    const CostDefaults single = CostDefaults::fromJson(
        defaultsWithKwh(
            R"({"price": 0.2, "currency": "EUR", "date": "2026-01-01", "source": "a"})"),
        QStringLiteral("defaults-test.json"));
    EXPECT_EQ(single.kwhCurrencies(), QStringList{QStringLiteral("EUR")});
    EXPECT_EQ(single.kwhTariff(QStringLiteral("EUR"))->price, 0.2);
}

TEST(CostDefaults, AListWithoutAGridFactorReadsAndTheCostSaysSo)
{
    QJsonObject root =
        QJsonDocument::fromJson(
            defaultsWithKwh(
                R"({"price": 0.2, "currency": "EUR", "date": "2026-01-01", "source": "a"})"))
            .object();
    QJsonObject settings = root.value(QStringLiteral("settings")).toObject();
    settings.remove(QStringLiteral("gridCo2"));
    root.insert(QStringLiteral("settings"), settings);
    const CostDefaults older =
        CostDefaults::fromJson(QJsonDocument(root).toJson(), QStringLiteral("defaults-test.json"));
    EXPECT_FALSE(older.gridCo2);
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const CostSettings &s = Catalogue::builtIn().rules().cost;
    const CostFigures c =
        CostCalculator::evaluate({build, f, Catalogue::builtIn(), examplePrices(build, f), s, older,
                                  SoftwareCatalogue::builtIn().dimmSizes, 2000});
    EXPECT_FALSE(c.co2KgPerYear);
    EXPECT_TRUE(c.kwhPerMillionOutputTokens);
    EXPECT_TRUE(c.notes.join(QLatin1Char('\n')).contains(QStringLiteral("grid emission factor")));
    // A bad factor names file and field.
    settings.insert(QStringLiteral("gridCo2"),
                    QJsonObject{{QStringLiteral("gramsPerKWh"), -1},
                                {QStringLiteral("date"), QStringLiteral("2024-12-31")},
                                {QStringLiteral("source"), QStringLiteral("x")}});
    root.insert(QStringLiteral("settings"), settings);
    try {
        CostDefaults::fromJson(QJsonDocument(root).toJson(), QStringLiteral("defaults-test.json"));
        FAIL() << "a negative grid factor was read";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().startsWith(
            QStringLiteral("defaults-test.json: $.settings.gridCo2.gramsPerKWh: ")))
            << e.message().toStdString();
    }
}

TEST(CostDefaults, BadTariffsNameFileAndField)
{
    EXPECT_EQ(defaultsFailure(
                  R"([{"price": 0.2, "currency": "EUR", "date": "2026-01-01", "source": "a"},
                      {"price": 0.3, "currency": "EUR", "date": "2026-02-01", "source": "b"}])"),
              QStringLiteral("defaults-test.json: $.settings.kwhPrice[1].currency: a default "
                             "electricity price in EUR is given already"));
    EXPECT_TRUE(
        defaultsFailure(
            R"([{"price": 0.2, "currency": "euro", "date": "2026-01-01", "source": "a"}])")
            .startsWith(QStringLiteral("defaults-test.json: $.settings.kwhPrice[0].currency: ")));
    EXPECT_TRUE(
        defaultsFailure(R"({"price": 0.2, "currency": "EUR", "date": "January", "source": "a"})")
            .startsWith(QStringLiteral("defaults-test.json: $.settings.kwhPrice.date: ")));
    EXPECT_TRUE(defaultsFailure("0.2").startsWith(
        QStringLiteral("defaults-test.json: $.settings.kwhPrice: expected a tariff")));
}

TEST(BuiltInPrices, EveryIdNamesACataloguePart)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    QStringList otherIds{PriceList::serverOtherId()};
    for (const Bytes &size : SoftwareCatalogue::builtIn().dimmSizes)
        otherIds << PriceList::dimmId(size);
    for (const Bytes &size : CostDefaults::builtIn().nvmeSizes)
        otherIds << PriceList::nvmeId(size);
    for (const PriceItem &item : PriceList::builtIn().items())
        EXPECT_TRUE(catalogue.card(item.id) || catalogue.chassisById(item.id) ||
                    catalogue.cpu(item.id) || otherIds.contains(item.id))
            << item.id.toStdString();
}

TEST(BuiltInPrices, ABuildWithEveryPartPricedShowsItsTotalEnergyAndCostPerToken)
{
    // A DGX Spark is one system: its price is the whole build's.
    const char *example = "glm47flash-1x-dgx-spark";
    const Build build = test::exampleBuild(example);
    const Figures f = test::evaluateExample(example);
    const PriceList &prices = PriceList::builtIn();
    const CostDefaults &d = CostDefaults::builtIn();
    ASSERT_GT(f.speed.outputTokensPerSecond, 0);
    const CostFigures c = CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), prices, Catalogue::builtIn().rules().cost, d,
         SoftwareCatalogue::builtIn().dimmSizes, f.speed.outputTokensPerSecond});
    EXPECT_TRUE(c.missingPrices.isEmpty()) << c.missingPrices.join(QLatin1Char(' ')).toStdString();
    double total = 0;
    for (const CostLine &line : c.parts) {
        ASSERT_TRUE(prices.item(line.id)) << line.id.toStdString();
        EXPECT_EQ(line.unitPrice, prices.item(line.id)->price);
        EXPECT_TRUE(line.indicative);
        total += prices.item(line.id)->price * line.quantity;
    }
    ASSERT_TRUE(c.priceTotal);
    EXPECT_DOUBLE_EQ(*c.priceTotal, total);
    EXPECT_DOUBLE_EQ(*c.priceTotal,
                     prices.item(build.servers[0].chassis)->price * build.servers.size());
    ASSERT_TRUE(c.kwhPrice);
    EXPECT_EQ(*c.kwhPrice, d.kwhTariff(prices.currency())->price);
    ASSERT_TRUE(c.energyCostPerYear);
    EXPECT_NEAR(*c.energyCostPerYear, c.energyKWhPerYear * *c.kwhPrice, 1e-9);
    const CostSettings &s = Catalogue::builtIn().rules().cost;
    const double perYear = total / s.years + c.energyKWhPerYear * *c.kwhPrice;
    ASSERT_TRUE(c.costPerYear);
    EXPECT_NEAR(*c.costPerYear, perYear, 1e-9);
    const double tokensPerYear =
        f.speed.outputTokensPerSecond * s.load * s.hoursPerDay * 3600 * 365;
    ASSERT_TRUE(c.costPerMillionOutputTokens);
    EXPECT_NEAR(*c.costPerMillionOutputTokens, perYear / (tokensPerYear / 1e6), 1e-9);
}

TEST(BuiltInPrices, AServerWithACardLackingAPublicPriceShowsNoTotalAndNamesIt)
{
    // Every part of the shipped builds has a built-in price, but not every
    // card of the catalogue: the example server with such a card in its
    // slots shows no total and names the card, the only part without one.
    Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const PriceList &prices = PriceList::builtIn();
    const Chassis *chassis = Catalogue::builtIn().chassisById(build.servers[0].chassis);
    ASSERT_TRUE(chassis);
    const Card *unpricedCard = nullptr;
    for (const Card &card : Catalogue::builtIn().cards())
        if (!prices.item(card.id) && !card.unifiedMemory &&
            card.formFactor == chassis->slotFormFactor) {
            unpricedCard = &card;
            break;
        }
    ASSERT_TRUE(unpricedCard); // see docs/cost.md, "Parts with no public price"
    for (QString &slot : build.servers[0].slotCards)
        if (!slot.isEmpty())
            slot = unpricedCard->id;
    const CostFigures c = CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), prices, Catalogue::builtIn().rules().cost,
         CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes,
         f.speed.outputTokensPerSecond});
    QStringList unpriced;
    for (const CostLine &line : c.parts)
        if (!prices.item(line.id))
            unpriced << line.id;
    EXPECT_EQ(unpriced, QStringList{unpricedCard->id});
    EXPECT_EQ(c.missingPrices, unpriced);
    EXPECT_FALSE(c.priceTotal);
    EXPECT_FALSE(c.costPerMillionOutputTokens);
    EXPECT_TRUE(c.energyCostPerYear); // the dollar tariff still costs the energy
    EXPECT_TRUE(c.notes.join(QLatin1Char(' ')).contains(unpricedCard->name));
}

TEST(BuiltInPrices, PriceEveryPartOfTheExampleServer)
{
    // The example's chassis, cards, processors, DIMMs, drive and the rest of
    // the server all have a built-in price: a total, the sum of the parts.
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    const PriceList &prices = PriceList::builtIn();
    const CostFigures c = CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), prices, Catalogue::builtIn().rules().cost,
         CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes,
         f.speed.outputTokensPerSecond});
    EXPECT_TRUE(c.missingPrices.isEmpty()) << c.missingPrices.join(QLatin1Char(' ')).toStdString();
    double total = 0;
    for (const CostLine &line : c.parts) {
        const PriceItem *item = prices.item(line.id);
        ASSERT_TRUE(item) << line.id.toStdString();
        EXPECT_TRUE(item->indicative) << line.id.toStdString();
        total += item->price * line.quantity;
    }
    ASSERT_TRUE(c.priceTotal);
    EXPECT_DOUBLE_EQ(*c.priceTotal, total);
    EXPECT_TRUE(c.costPerMillionOutputTokens);
}

TEST(BuiltInPrices, DocsListEveryPriceTariffAndApiPrice)
{
    // docs/cost.md is where a salesperson looks up a figure's source.
    QFile file(QStringLiteral(LLMCONF_SOURCE_DIR "/docs/cost.md"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString docs = QString::fromUtf8(file.readAll());
    for (const PriceItem &item : PriceList::builtIn().items())
        EXPECT_TRUE(docs.contains(QLatin1Char('`') + item.id + QLatin1Char('`')))
            << item.id.toStdString();
    for (const QString &currency : CostDefaults::builtIn().kwhCurrencies())
        EXPECT_TRUE(docs.contains(QStringLiteral("| ") + currency + QStringLiteral(" |")))
            << currency.toStdString();
    for (const ApiPrice &p : CostDefaults::builtIn().api)
        EXPECT_TRUE(docs.contains(QStringLiteral("| ") + p.model + QStringLiteral(" |")))
            << p.model.toStdString();
    // The grid's emission factor, as the price list cites it.
    const GridEmissionFactor grid = *CostDefaults::builtIn().gridCo2;
    EXPECT_TRUE(
        docs.contains(QStringLiteral("| %1 | %2 ").arg(grid.gramsPerKWh).arg(grid.date.year())));
}

namespace {

/// The example costed with the built-in list, shown in `languageCurrency`.
CostFigures builtInCostIn(const QString &languageCurrency, const CostSettings &settings)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    return CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), PriceList::builtIn(), settings, CostDefaults::builtIn(),
         SoftwareCatalogue::builtIn().dimmSizes, f.speed.outputTokensPerSecond, languageCurrency});
}

} // namespace

TEST(CostCurrency, FollowsTheLanguageEurosAtTheCitedRateAndTheGermanTariff)
{
    const CostDefaults &d = CostDefaults::builtIn();
    const QString euro = d.currencyFor(QLocale(QLocale::German, QLocale::Germany));
    const QString dollar = d.currencyFor(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(euro, QStringLiteral("EUR"));
    EXPECT_EQ(dollar, QStringLiteral("USD"));
    const ExchangeRate *rate = d.exchangeRate(QStringLiteral("USD"), QStringLiteral("EUR"));
    ASSERT_TRUE(rate);
    // Quoted as the ECB quotes it: 1 EUR buys `rate` USD, with date and source.
    EXPECT_EQ(rate->base, QStringLiteral("EUR"));
    EXPECT_TRUE(rate->date.isValid());
    EXPECT_TRUE(rate->source.english().contains(QStringLiteral("ECB")));
    EXPECT_TRUE(rate->source.hasTranslation(QStringLiteral("de")));

    const CostSettings settings = Catalogue::builtIn().rules().cost;
    const CostFigures usd = builtInCostIn(dollar, settings);
    const CostFigures eur = builtInCostIn(euro, settings);
    EXPECT_EQ(usd.currency, QStringLiteral("USD"));
    EXPECT_EQ(eur.currency, QStringLiteral("EUR"));
    EXPECT_EQ(eur.currencyBasis, CurrencyBasis::Language);
    EXPECT_FALSE(usd.exchangeRate);
    ASSERT_TRUE(eur.exchangeRate);
    EXPECT_EQ(*eur.exchangeRate, *rate);

    // Every part priced from the built-in list: in euros its dollar price
    // divided by the dollars a euro buys, marked indicative.
    ASSERT_EQ(usd.parts.size(), eur.parts.size());
    ASSERT_TRUE(usd.priceTotal);
    ASSERT_TRUE(eur.priceTotal);
    double euros = 0;
    for (qsizetype i = 0; i < eur.parts.size(); ++i) {
        const CostLine &line = eur.parts[i];
        const PriceItem *item = PriceList::builtIn().item(line.id);
        ASSERT_TRUE(item) << line.id.toStdString();
        EXPECT_DOUBLE_EQ(*usd.parts[i].unitPrice, item->price);
        EXPECT_DOUBLE_EQ(*line.unitPrice, item->price / rate->rate);
        ASSERT_TRUE(line.listPrice);
        EXPECT_DOUBLE_EQ(*line.listPrice, item->price);
        EXPECT_EQ(line.listCurrency, QStringLiteral("USD"));
        EXPECT_TRUE(line.indicative);
        euros += item->price / rate->rate * line.quantity;
    }
    EXPECT_NEAR(*eur.priceTotal, euros, 1e-6);
    EXPECT_NEAR(*eur.priceTotal, *usd.priceTotal / rate->rate, 1e-6);

    // The same energy at each currency's cited tariff.
    EXPECT_DOUBLE_EQ(eur.energyKWhPerYear, usd.energyKWhPerYear);
    EXPECT_DOUBLE_EQ(*eur.energyCostPerYear,
                     eur.energyKWhPerYear * d.kwhTariff(QStringLiteral("EUR"))->price);
    EXPECT_DOUBLE_EQ(*usd.energyCostPerYear,
                     usd.energyKWhPerYear * d.kwhTariff(QStringLiteral("USD"))->price);
    EXPECT_EQ(eur.kwhSource, d.kwhTariff(QStringLiteral("EUR"))->source);

    // Per year: price / years + energy; per month: a twelfth of it.
    for (const CostFigures *c : {&usd, &eur}) {
        ASSERT_TRUE(c->costPerYear);
        EXPECT_DOUBLE_EQ(*c->costPerYear, *c->priceTotal / settings.years + *c->energyCostPerYear);
        ASSERT_TRUE(c->costPerMonth);
        EXPECT_DOUBLE_EQ(*c->costPerMonth, *c->costPerYear / 12);
    }

    // GLM-5.3's vendor price is in dollars: converted the same way.
    const ApiPrice *vendor = d.apiPrice(QStringLiteral("GLM-5.3"));
    ASSERT_TRUE(vendor);
    ASSERT_TRUE(eur.apiPriceOut);
    EXPECT_DOUBLE_EQ(*usd.apiPriceOut, vendor->out);
    EXPECT_DOUBLE_EQ(*eur.apiPriceOut, vendor->out / rate->rate);
    EXPECT_DOUBLE_EQ(*eur.apiPriceIn, vendor->in / rate->rate);
}

TEST(CostCurrency, ACurrencySetWinsOverTheLanguage)
{
    CostSettings settings = Catalogue::builtIn().rules().cost;
    settings.currency = QStringLiteral("USD");
    const CostFigures c = builtInCostIn(QStringLiteral("EUR"), settings);
    EXPECT_EQ(c.currency, QStringLiteral("USD"));
    EXPECT_EQ(c.currencyBasis, CurrencyBasis::Set);
    EXPECT_FALSE(c.exchangeRate);
    // No language currency asked for (the planner's rows): the list's.
    const CostFigures plain = builtInCostIn(QString(), Catalogue::builtIn().rules().cost);
    EXPECT_EQ(plain.currency, PriceList::builtIn().currency());
    EXPECT_EQ(plain.currencyBasis, CurrencyBasis::PriceList);
}

TEST(CostCurrency, UnpricedPartsAreNamedAsTheCustomerReadsThem)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    PriceList without;
    without.setCurrency(PriceList::builtIn().currency());
    const QString chassis = build.servers[0].chassis;
    for (const PriceItem &item : PriceList::builtIn().items())
        if (item.id != chassis && item.id != build.servers[0].cpu)
            without.setItem(item);
    const CostFigures c = CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), without, build.cost, CostDefaults::builtIn(),
         SoftwareCatalogue::builtIn().dimmSizes, f.speed.outputTokensPerSecond});
    const QString chassisName = Catalogue::builtIn().chassisById(chassis)->name.text();
    const QString cpuName = Catalogue::builtIn().cpu(build.servers[0].cpu)->name;
    EXPECT_EQ(c.missingPrices, (QStringList{chassis, build.servers[0].cpu}));
    EXPECT_EQ(c.missingParts, (QStringList{chassisName, cpuName}));
    EXPECT_FALSE(c.priceTotal);
    EXPECT_FALSE(c.costPerMonth);
    const QString notes = c.notes.join(QLatin1Char('\n'));
    EXPECT_TRUE(notes.contains(chassisName)) << notes.toStdString();
    EXPECT_FALSE(notes.contains(chassis)) << notes.toStdString();
    const QJsonObject json = CostJson::toJson(c);
    EXPECT_EQ(json[QStringLiteral("missingParts")].toArray().size(), 2);
    EXPECT_TRUE(json[QStringLiteral("costPerMonth")].isNull());
}

TEST(CostCurrency, APriceWithNoRateToTheCurrencyShownIsNamed)
{
    const Build build = test::exampleBuild(kExample);
    const Figures f = test::evaluateExample(kExample);
    PriceList list = PriceList::builtIn();
    PriceItem pounds = *list.item(build.servers[0].chassis);
    pounds.currency = QStringLiteral("GBP");
    list.setItem(pounds);
    const CostFigures c =
        CostCalculator::evaluate({build, f, Catalogue::builtIn(), list, build.cost,
                                  CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes,
                                  f.speed.outputTokensPerSecond, QStringLiteral("EUR")});
    EXPECT_FALSE(c.priceTotal);
    EXPECT_EQ(c.missingPrices, QStringList{build.servers[0].chassis});
    const QString notes = c.notes.join(QLatin1Char('\n'));
    EXPECT_TRUE(notes.contains(QStringLiteral("GBP"))) << notes.toStdString();
}
