// SPDX-License-Identifier: MIT
// What a build costs on the command line: `evaluate --prices ... --json`.
#include "buildfile.h"
#include "catalogue.h"
#include "commandrun.h"
#include "costdefaults.h"
#include "examplefile.h"
#include "sizingengine.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

const char *const kExample = "glm53-nvfp4-8x-rtx-tp4-pp2";

// Every part the example can ask for, in euros: each DIMM and drive size.
const char *const kEuroPrices = R"({"currency": "EUR", "date": "2026-11-30", "items": [
  {"id": "pcie-8gpu-4u", "price": 12000, "source": "quote 17"},
  {"id": "rtx-pro-6000-se", "price": 8900, "source": "quote 17"},
  {"id": "epyc-9355", "price": 3500, "source": "quote 17"},
  {"id": "dimm-16gb", "price": 100, "source": "quote 17"},
  {"id": "dimm-24gb", "price": 150, "source": "quote 17"},
  {"id": "dimm-32gb", "price": 200, "source": "quote 17"},
  {"id": "dimm-48gb", "price": 300, "source": "quote 17"},
  {"id": "dimm-64gb", "price": 400, "source": "quote 17"},
  {"id": "dimm-96gb", "price": 650, "source": "quote 17"},
  {"id": "dimm-128gb", "price": 900, "source": "quote 17"},
  {"id": "dimm-256gb", "price": 2000, "source": "quote 17"},
  {"id": "nvme-3.84tb", "price": 500, "source": "quote 17"},
  {"id": "nvme-7.68tb", "price": 900, "source": "quote 17"},
  {"id": "nvme-15.36tb", "price": 1700, "source": "quote 17"},
  {"id": "nvme-30.72tb", "price": 3300, "source": "quote 17"},
  {"id": "server-other", "price": 2500, "source": "quote 17"}]})";

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(data);
    return path;
}

/// Energy and CO2 per token in `json`: kWh over million tokens, times the
/// cited grid factor, for `kwh` a year and `tokens` output tokens a year.
void expectEnergyAndCo2(const QJsonObject &json, double kwh, double tokens)
{
    const GridEmissionFactor grid = *CostDefaults::builtIn().gridCo2;
    EXPECT_NEAR(json[QStringLiteral("kWhPerMillionOutputTokens")].toDouble(), kwh / (tokens / 1e6),
                1e-9);
    EXPECT_NEAR(json[QStringLiteral("co2KgPerYear")].toDouble(), kwh * grid.gramsPerKWh / 1000,
                1e-6);
    EXPECT_NEAR(json[QStringLiteral("co2KgPerMillionOutputTokens")].toDouble(),
                kwh / (tokens / 1e6) * grid.gramsPerKWh / 1000, 1e-9);
    EXPECT_EQ(json[QStringLiteral("gridCo2GramsPerKWh")].toDouble(), grid.gramsPerKWh);
    EXPECT_EQ(json[QStringLiteral("co2Source")].toString(), grid.source.text());
    EXPECT_EQ(json[QStringLiteral("co2Date")].toString(), grid.date.toString(Qt::ISODate));
}

void expectBadInput(const QStringList &arguments, const QString &message)
{
    const CliResult r = runCommand(arguments);
    EXPECT_EQ(r.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(r.errLines(), QStringList{message}) << arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(r.out, QString());
}

Figures exampleFigures()
{
    return SizingEngine::evaluate(
               BuildFile::read(exampleFile(kExample), Catalogue::builtIn().rules()),
               Catalogue::builtIn())
        .figures;
}

/// Quantity x unit price, summed over the parts `evaluate --json` lists.
double partsTotal(const QJsonObject &evaluated)
{
    double total = 0;
    for (const QJsonValue &v : evaluated[QStringLiteral("parts")].toArray()) {
        const QJsonObject p = v.toObject();
        total += p[QStringLiteral("quantity")].toInt() * p[QStringLiteral("unitPrice")].toDouble();
    }
    return total;
}

/// The row of `compare --json` with this key; empty if there is none.
QJsonObject comparisonRow(const QJsonObject &compared, const QString &key)
{
    for (const QJsonValue &v : compared[QStringLiteral("rows")].toArray())
        if (v.toObject()[QStringLiteral("key")].toString() == key)
            return v.toObject();
    return {};
}

/// `evaluate FILE --lang LANGUAGE --json`, built-in prices only.
QJsonObject evaluatedIn(const QString &file, const char *language)
{
    const CliResult r = runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--lang"),
                                    QString::fromLatin1(language), QStringLiteral("--json")});
    EXPECT_EQ(r.exitCode, 0) << file.toStdString() << ": " << r.err.toStdString();
    return r.json();
}

} // namespace

TEST(CostCommand, BuiltInPricesGiveTheExampleEveryFigure)
{
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    EXPECT_TRUE(j[QStringLiteral("missingPrices")].toArray().isEmpty());
    const double total = partsTotal(j);
    ASSERT_TRUE(j[QStringLiteral("priceTotal")].isDouble());
    EXPECT_DOUBLE_EQ(j[QStringLiteral("priceTotal")].toDouble(), total);
    // Energy: wall kW x load x hours a day x 365 x PUE, at the dollar tariff.
    const CostSettings &s = Catalogue::builtIn().rules().cost;
    const Figures f = exampleFigures();
    const double kwh = inKilowatts(f.wallPower) * s.load * s.hoursPerDay * 365 * s.pue;
    EXPECT_NEAR(j[QStringLiteral("energyKWhPerYear")].toDouble(), kwh, 1e-6);
    const KwhTariff *dollars = CostDefaults::builtIn().kwhTariff(QStringLiteral("USD"));
    ASSERT_TRUE(dollars);
    EXPECT_NEAR(j[QStringLiteral("energyCostPerYear")].toDouble(), kwh * dollars->price, 1e-6);
    // A year: the price over the years of depreciation plus the energy.
    const double perYear = total / s.years + kwh * dollars->price;
    EXPECT_NEAR(j[QStringLiteral("costPerYear")].toDouble(), perYear, 1e-6);
    const double tokensPerSecond = j[QStringLiteral("outputTokensPerSecond")].toDouble();
    ASSERT_GT(tokensPerSecond, 0);
    const double tokens = tokensPerSecond * s.load * s.hoursPerDay * 3600 * 365;
    EXPECT_NEAR(j[QStringLiteral("costPerMillionOutputTokens")].toDouble(),
                perYear / (tokens / 1e6), 1e-9);
    expectEnergyAndCo2(j, kwh, tokens);
}

TEST(CostCommand, GridCo2SetsTheFactorAndZeroIsGreenPower)
{
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--grid-co2"),
                    QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject green = r.json();
    EXPECT_EQ(green[QStringLiteral("co2KgPerYear")].toDouble(-1), 0.0);
    EXPECT_EQ(green[QStringLiteral("co2KgPerMillionOutputTokens")].toDouble(-1), 0.0);
    EXPECT_TRUE(green[QStringLiteral("co2Date")].isNull());
    EXPECT_GT(green[QStringLiteral("kWhPerMillionOutputTokens")].toDouble(), 0.0);
    // The build the flags describe carries the setting, as a build file does.
    EXPECT_EQ(
        green[QStringLiteral("build")][QStringLiteral("cost")][QStringLiteral("gridCo2")].toDouble(
            -1),
        0.0);
    const CliResult own =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--grid-co2"),
                    QStringLiteral("250"), QStringLiteral("--json")});
    ASSERT_EQ(own.exitCode, 0) << own.err.toStdString();
    const QJsonObject j = own.json();
    EXPECT_NEAR(j[QStringLiteral("co2KgPerYear")].toDouble(),
                j[QStringLiteral("energyKWhPerYear")].toDouble() * 250 / 1000, 1e-6);
    // The text names the factor too.
    const CliResult text = runCommand({QStringLiteral("evaluate"), exampleFile(kExample),
                                       QStringLiteral("--grid-co2"), QStringLiteral("250")});
    EXPECT_TRUE(text.out.contains(QStringLiteral("CO₂ per million output tokens")))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("250 g CO₂/kWh"))) << text.out.toStdString();
}

TEST(CostCommand, InGermanTheCostIsInEurosAtTheCitedRateAndTariff)
{
    // No --currency: the language's. The built-in dollar prices divided by
    // the dollars a euro buys (the ECB rate in prices.json), the German
    // industrial tariff, and both named with their sources in the JSON.
    const QJsonObject en = evaluatedIn(exampleFile(kExample), "en");
    const QJsonObject de = evaluatedIn(exampleFile(kExample), "de");
    const CostDefaults &d = CostDefaults::builtIn();
    const ExchangeRate *rate = d.exchangeRate(QStringLiteral("EUR"), QStringLiteral("USD"));
    ASSERT_TRUE(rate);
    EXPECT_EQ(en[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    EXPECT_EQ(de[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
    EXPECT_EQ(de[QStringLiteral("currencyBasis")].toString(), QStringLiteral("language"));
    EXPECT_TRUE(en[QStringLiteral("exchangeRate")].isNull());
    const QJsonObject r = de[QStringLiteral("exchangeRate")].toObject();
    EXPECT_DOUBLE_EQ(r[QStringLiteral("rate")].toDouble(), rate->rate);
    EXPECT_EQ(r[QStringLiteral("date")].toString(), rate->date.toString(Qt::ISODate));
    EXPECT_FALSE(r[QStringLiteral("source")].toString().isEmpty());
    EXPECT_TRUE(de[QStringLiteral("costSettings")].toObject()[QStringLiteral("currency")].isNull());
    const QJsonArray partsEn = en[QStringLiteral("parts")].toArray();
    const QJsonArray partsDe = de[QStringLiteral("parts")].toArray();
    ASSERT_EQ(partsEn.size(), partsDe.size());
    for (qsizetype i = 0; i < partsDe.size(); ++i) {
        const double dollars = partsEn[i].toObject()[QStringLiteral("unitPrice")].toDouble();
        const QJsonObject g = partsDe[i].toObject();
        EXPECT_DOUBLE_EQ(g[QStringLiteral("unitPrice")].toDouble(), dollars / rate->rate);
        EXPECT_DOUBLE_EQ(g[QStringLiteral("listPrice")].toDouble(), dollars);
        EXPECT_EQ(g[QStringLiteral("listCurrency")].toString(), QStringLiteral("USD"));
    }
    const double euros = partsTotal(de);
    EXPECT_NEAR(de[QStringLiteral("priceTotal")].toDouble(), euros, 1e-6);
    const double kwh = de[QStringLiteral("energyKWhPerYear")].toDouble();
    const KwhTariff *tariff = d.kwhTariff(QStringLiteral("EUR"));
    ASSERT_TRUE(tariff);
    EXPECT_NEAR(de[QStringLiteral("energyCostPerYear")].toDouble(), kwh * tariff->price, 1e-6);
    const QJsonObject settings = de[QStringLiteral("costSettings")].toObject();
    EXPECT_DOUBLE_EQ(settings[QStringLiteral("kwhPrice")].toDouble(), tariff->price);
    EXPECT_EQ(settings[QStringLiteral("kwhPriceSource")].toString(),
              tariff->source.text(QStringLiteral("de")));
    const CostSettings &s = Catalogue::builtIn().rules().cost;
    const double perYear = euros / s.years + kwh * tariff->price;
    EXPECT_NEAR(de[QStringLiteral("costPerYear")].toDouble(), perYear, 1e-6);
    EXPECT_NEAR(de[QStringLiteral("costPerMonth")].toDouble(), perYear / 12, 1e-6);

    // --currency wins over the language.
    const CliResult usd =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--lang"),
                    QStringLiteral("de"), QStringLiteral("--currency"), QStringLiteral("USD"),
                    QStringLiteral("--json")});
    ASSERT_EQ(usd.exitCode, 0) << usd.err.toStdString();
    EXPECT_EQ(usd.json()[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    EXPECT_EQ(usd.json()[QStringLiteral("currencyBasis")].toString(), QStringLiteral("set"));
    // The text names the currency, the rate and the month.
    const CliResult text = runCommand({QStringLiteral("evaluate"), exampleFile(kExample),
                                       QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QLocale(QLocale::German).toString(rate->rate, 'f', 4)))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("€"))) << text.out.toStdString();
}

TEST(CostCommand, TheBuiltInListPricesEveryShippedBuildWithItsSourcesInBothLanguages)
{
    // No --prices and no user list: every part of every shipped build has a
    // price and its source in English and in German, every build a purchase
    // price (its parts summed) and, where it has a throughput, a cost per
    // million output tokens. A build whose weights do not fit serves no
    // tokens: it has a price but no cost per token.
    const QDir examples(QStringLiteral(LLMCONF_EXAMPLES_DIR));
    const QStringList files = examples.entryList({QStringLiteral("*.json")}, QDir::Files);
    ASSERT_FALSE(files.isEmpty());
    int perToken = 0;
    for (const QString &name : files) {
        const std::string where = name.toStdString();
        const QJsonObject en = evaluatedIn(examples.filePath(name), "en");
        const QJsonObject de = evaluatedIn(examples.filePath(name), "de");
        EXPECT_TRUE(en[QStringLiteral("missingPrices")].toArray().isEmpty()) << where;
        ASSERT_TRUE(en[QStringLiteral("priceTotal")].isDouble()) << where;
        EXPECT_GT(en[QStringLiteral("priceTotal")].toDouble(), 0) << where;
        EXPECT_DOUBLE_EQ(en[QStringLiteral("priceTotal")].toDouble(), partsTotal(en)) << where;
        const QJsonArray partsEn = en[QStringLiteral("parts")].toArray();
        const QJsonArray partsDe = de[QStringLiteral("parts")].toArray();
        ASSERT_FALSE(partsEn.isEmpty()) << where;
        ASSERT_EQ(partsEn.size(), partsDe.size()) << where;
        for (qsizetype i = 0; i < partsEn.size(); ++i) {
            const QJsonObject e = partsEn[i].toObject();
            const QJsonObject g = partsDe[i].toObject();
            const std::string part = where + " " + e[QStringLiteral("id")].toString().toStdString();
            EXPECT_EQ(g[QStringLiteral("id")].toString(), e[QStringLiteral("id")].toString())
                << part;
            EXPECT_TRUE(e[QStringLiteral("unitPrice")].isDouble()) << part;
            EXPECT_TRUE(e[QStringLiteral("indicative")].toBool()) << part;
            const QString sourceEn = e[QStringLiteral("source")].toString().trimmed();
            const QString sourceDe = g[QStringLiteral("source")].toString().trimmed();
            EXPECT_FALSE(sourceEn.isEmpty()) << part;
            EXPECT_FALSE(sourceDe.isEmpty()) << part;
            EXPECT_NE(sourceDe, sourceEn) << part << ": no German source of its own";
        }
        if (en[QStringLiteral("outputTokensPerSecond")].toDouble() > 0) {
            ++perToken;
            ASSERT_TRUE(en[QStringLiteral("costPerMillionOutputTokens")].isDouble()) << where;
            EXPECT_GT(en[QStringLiteral("costPerMillionOutputTokens")].toDouble(), 0) << where;
        } else {
            EXPECT_TRUE(en[QStringLiteral("costPerMillionOutputTokens")].isNull()) << where;
        }
    }
    EXPECT_GT(perToken, 0);
}

TEST(CostCommand, TheBuiltInListPricesTheH200NvlAgainstServerEditionPreset)
{
    // The design's headline comparison, built-in prices only, in both
    // languages: both builds have a purchase price and a cost per million
    // output tokens, no part is without a price.
    for (const char *language : {"en", "de"}) {
        const CliResult r =
            runCommand({QStringLiteral("compare"), QStringLiteral("--lang"),
                        QString::fromLatin1(language), QStringLiteral("--preset"),
                        QStringLiteral("glm53-rtx-vs-h200"), QStringLiteral("--json")});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        const QJsonObject j = r.json();
        const QJsonArray cards =
            comparisonRow(j, QStringLiteral("cards")).value(QStringLiteral("texts")).toArray();
        ASSERT_EQ(cards.size(), 2) << language;
        EXPECT_TRUE(cards[0].toString().contains(QLatin1String("H200 NVL"))) << language;
        EXPECT_TRUE(cards[1].toString().contains(QLatin1String("RTX PRO 6000 SE"))) << language;
        EXPECT_TRUE(comparisonRow(j, QStringLiteral("missingPrices")).isEmpty()) << language;
        for (const char *key : {"priceTotal", "costPerMillionOutputTokens"}) {
            const QJsonArray values = comparisonRow(j, QString::fromLatin1(key))
                                          .value(QStringLiteral("values"))
                                          .toArray();
            ASSERT_EQ(values.size(), 2) << key;
            for (const QJsonValue &v : values) {
                ASSERT_TRUE(v.isDouble()) << key << " " << language;
                EXPECT_GT(v.toDouble(), 0) << key << " " << language;
            }
        }
    }
}

TEST(CostCommand, AUsersPriceListGivesEveryFigure)
{
    QTemporaryDir dir;
    const QString prices = writeFile(dir, QStringLiteral("prices.json"), kEuroPrices);
    const CliResult r = runCommand({QStringLiteral("evaluate"),        exampleFile(kExample),
                                    QStringLiteral("--prices"),        prices,
                                    QStringLiteral("--years"),         QStringLiteral("4"),
                                    QStringLiteral("--kwh-price"),     QStringLiteral("0.2"),
                                    QStringLiteral("--pue"),           QStringLiteral("1.25"),
                                    QStringLiteral("--hours-per-day"), QStringLiteral("10"),
                                    QStringLiteral("--load"),          QStringLiteral("0.6"),
                                    QStringLiteral("--api-price-in"),  QStringLiteral("1"),
                                    QStringLiteral("--api-price-out"), QStringLiteral("4"),
                                    QStringLiteral("--currency"),      QStringLiteral("EUR"),
                                    QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
    EXPECT_TRUE(j[QStringLiteral("missingPrices")].toArray().isEmpty());
    double total = 0;
    int cards = 0;
    for (const QJsonValue &v : j[QStringLiteral("parts")].toArray()) {
        const QJsonObject p = v.toObject();
        total += p[QStringLiteral("quantity")].toInt() * p[QStringLiteral("unitPrice")].toDouble();
        if (p[QStringLiteral("id")].toString() == QLatin1String("rtx-pro-6000-se"))
            cards = p[QStringLiteral("quantity")].toInt();
    }
    EXPECT_EQ(cards, 8);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("priceTotal")].toDouble(), total);
    const Figures f = exampleFigures();
    const double kwh = inKilowatts(f.wallPower) * 0.6 * 10 * 365 * 1.25;
    EXPECT_NEAR(j[QStringLiteral("energyKWhPerYear")].toDouble(), kwh, 1e-6);
    EXPECT_NEAR(j[QStringLiteral("energyCostPerYear")].toDouble(), kwh * 0.2, 1e-6);
    const double perYear = total / 4 + kwh * 0.2;
    EXPECT_NEAR(j[QStringLiteral("costPerYear")].toDouble(), perYear, 1e-6);
    // One input token per output token by default: 4 + 1 x 1 per million.
    EXPECT_NEAR(j[QStringLiteral("breakEvenTokensPerMonth")].toDouble(), perYear / 12 / 5.0 * 1e6,
                1e-3);
    // At the speed model's throughput: tokens a year = tok/s x 0.6 x 10 h x 3600 s x 365.
    const double tokensPerSecond = j[QStringLiteral("outputTokensPerSecond")].toDouble();
    ASSERT_GT(tokensPerSecond, 0);
    EXPECT_DOUBLE_EQ(tokensPerSecond, f.speed.outputTokensPerSecond);
    const double tokens = tokensPerSecond * 0.6 * 10 * 3600 * 365;
    EXPECT_NEAR(j[QStringLiteral("costPerMillionOutputTokens")].toDouble(),
                perYear / (tokens / 1e6), 1e-9);
    expectEnergyAndCo2(j, kwh, tokens);
}

TEST(CostCommand, TheUsersPriceListInTheCatalogueFolderIsRead)
{
    QTemporaryDir dir;
    writeFile(dir, QStringLiteral("prices.json"), kEuroPrices);
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--currency"),
                    QStringLiteral("EUR"), QStringLiteral("--json")},
                   {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") +
                    dir.filePath(QStringLiteral("user-catalogue.json"))});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.json()[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
    EXPECT_TRUE(r.json()[QStringLiteral("priceTotal")].isDouble());
}

TEST(CostCommand, TextShowsMoneyAndTheMissingParts)
{
    // Pounds: no rate converts the dollar or euro prices to them, so no
    // part has a price; the notes name the parts as the customer reads them.
    QTemporaryDir dir;
    const QString prices = writeFile(dir, QStringLiteral("prices.json"),
                                     R"({"currency": "EUR", "date": "2026-11-30", "items": [
        {"id": "epyc-9355", "price": 3500, "source": "quote 17"}]})");
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--prices"),
                    prices, QStringLiteral("--currency"), QStringLiteral("GBP")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_FALSE(r.out.contains(QStringLiteral("rtx-pro-6000-se"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("No price for"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("No exchange rate to GBP"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Energy per year:"))) << r.out.toStdString();
}

TEST(CostCommand, BadValuesExitTwoWithOneLine)
{
    const QString build = exampleFile(kExample);
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--years"), QStringLiteral("0")},
        QStringLiteral("--years: expected a whole number from 1 to 50, got \"0\""));
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--load"), QStringLiteral("1.5")},
        QStringLiteral("--load: expected a number from 0 to 1, got \"1.5\""));
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--pue"), QStringLiteral("x")},
        QStringLiteral("--pue: expected a number from 1 to 5, got \"x\""));
    expectBadInput({QStringLiteral("evaluate"), build, QStringLiteral("--hours-per-day"),
                    QStringLiteral("25")},
                   QStringLiteral("--hours-per-day: expected a number from 0 to 24, got \"25\""));
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--kwh-price"), QStringLiteral("-1")},
        QStringLiteral("--kwh-price: expected a number from 0 to 100, got \"-1\""));
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--api-price-out"),
         QStringLiteral("nan")},
        QStringLiteral("--api-price-out: expected a number from 0 to 1e+09, got \"nan\""));
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--grid-co2"), QStringLiteral("-1")},
        QStringLiteral("--grid-co2: expected a number from 0 to 2000, got \"-1\""));
    QTemporaryDir dir;
    const QString mixed = writeFile(dir, QStringLiteral("mixed.json"), R"({"currency": "EUR",
        "date": "2026-11-30", "items": [{"id": "b200", "price": 1, "currency": "dollar", "source": "x"}]})");
    expectBadInput({QStringLiteral("evaluate"), build, QStringLiteral("--prices"), mixed},
                   mixed + QStringLiteral(": $.items[0].currency: expected a currency code such "
                                          "as \"EUR\", got \"dollar\""));
    expectBadInput(
        {QStringLiteral("evaluate"), build, QStringLiteral("--currency"), QStringLiteral("euro")},
        QStringLiteral("--currency: expected a currency code such as EUR or USD, got "
                       "\"euro\""));
    const QString bad = writeFile(dir, QStringLiteral("bad.json"), R"({"currency": "EUR",
        "date": "2026-11-30", "items": [{"id": "b200", "price": "many", "source": "x"}]})");
    expectBadInput({QStringLiteral("evaluate"), build, QStringLiteral("--prices"), bad},
                   bad + QStringLiteral(": $.items[0].price: expected a number, found a string"));
    const QString absent = dir.filePath(QStringLiteral("absent.json"));
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), build, QStringLiteral("--prices"), absent});
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1);
    EXPECT_TRUE(r.errLines().first().startsWith(absent)) << r.err.toStdString();
}
