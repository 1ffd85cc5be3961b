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

} // namespace

TEST(CostCommand, BuiltInPricesLeaveMostPartsUnpricedAndNoTotal)
{
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    EXPECT_TRUE(j[QStringLiteral("priceTotal")].isNull());
    const QJsonArray missing = j[QStringLiteral("missingPrices")].toArray();
    EXPECT_TRUE(missing.contains(QStringLiteral("rtx-pro-6000-se")));
    EXPECT_TRUE(missing.contains(QStringLiteral("pcie-8gpu-4u")));
    // Energy needs no price: wall kW x load 1 x 24 h x 365 x PUE 1.3.
    const Figures f = exampleFigures();
    EXPECT_NEAR(j[QStringLiteral("energyKWhPerYear")].toDouble(),
                inKilowatts(f.wallPower) * 1.0 * 24 * 365 * 1.3, 1e-6);
    // The default electricity price in the list's dollars costs the energy.
    const KwhTariff *dollars = CostDefaults::builtIn().kwhTariff(QStringLiteral("USD"));
    ASSERT_TRUE(dollars);
    EXPECT_NEAR(j[QStringLiteral("energyCostPerYear")].toDouble(),
                j[QStringLiteral("energyKWhPerYear")].toDouble() * dollars->price, 1e-6);
    EXPECT_TRUE(j[QStringLiteral("costPerYear")].isNull());
    EXPECT_TRUE(j[QStringLiteral("costPerMillionOutputTokens")].isNull());
    EXPECT_TRUE(j[QStringLiteral("breakEvenTokensPerMonth")].isNull());
}

TEST(CostCommand, AUsersPriceListGivesEveryFigure)
{
    QTemporaryDir dir;
    const QString prices = writeFile(dir, QStringLiteral("prices.json"), kEuroPrices);
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--prices"), prices,
         QStringLiteral("--years"), QStringLiteral("4"), QStringLiteral("--kwh-price"),
         QStringLiteral("0.2"), QStringLiteral("--pue"), QStringLiteral("1.25"),
         QStringLiteral("--hours-per-day"), QStringLiteral("10"), QStringLiteral("--load"),
         QStringLiteral("0.6"), QStringLiteral("--api-price-in"), QStringLiteral("1"),
         QStringLiteral("--api-price-out"), QStringLiteral("4"), QStringLiteral("--json")});
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
}

TEST(CostCommand, TheUsersPriceListInTheCatalogueFolderIsRead)
{
    QTemporaryDir dir;
    writeFile(dir, QStringLiteral("prices.json"), kEuroPrices);
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile(kExample), QStringLiteral("--json")},
                   {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") +
                    dir.filePath(QStringLiteral("user-catalogue.json"))});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.json()[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
    EXPECT_TRUE(r.json()[QStringLiteral("priceTotal")].isDouble());
}

TEST(CostCommand, TextShowsMoneyAndTheMissingParts)
{
    const CliResult r = runCommand({QStringLiteral("evaluate"), exampleFile(kExample)});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    // The parts without a price are named once, in the notes.
    EXPECT_EQ(r.out.count(QStringLiteral("rtx-pro-6000-se")), 1) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("No price for"))) << r.out.toStdString();
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
    QTemporaryDir dir;
    const QString mixed = writeFile(dir, QStringLiteral("mixed.json"), R"({"currency": "EUR",
        "date": "2026-11-30", "items": [{"id": "b200", "price": 1, "currency": "USD", "source": "x"}]})");
    expectBadInput({QStringLiteral("evaluate"), build, QStringLiteral("--prices"), mixed},
                   mixed + QStringLiteral(": $.items: mixed currencies: b200 (USD) not in the "
                                          "list's EUR"));
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
