// SPDX-License-Identifier: MIT
// PreparedCost gives CostCalculator's purchase price and cost per year, to
// the last bit, for every reference build, clusters of alike servers, a
// server with two processors and a list that lacks prices; the parts it
// names as unpriced are CostCalculator's missing ones, by name.
#include "preparedcost.h"
#include "catalogue.h"
#include "clusterbuild.h"
#include "costcalculator.h"
#include "examplebuild.h"
#include "softwarecatalogue.h"

#include <QDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

CostFigures calculated(const Build &build, const Figures &f, const PriceList &prices,
                       const CostSettings &settings, const QString &languageCurrency)
{
    return CostCalculator::evaluate(
        {build, f, Catalogue::builtIn(), prices, settings, CostDefaults::builtIn(),
         SoftwareCatalogue::builtIn().dimmSizes, f.speed.outputTokensPerSecond, languageCurrency});
}

void expectSame(const Build &build, const PriceList &prices, const CostSettings &settings,
                const QString &languageCurrency = QString())
{
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const CostFigures expected = calculated(build, e.figures, prices, settings, languageCurrency);
    const PreparedCost prepared(Catalogue::builtIn(), prices, settings, CostDefaults::builtIn(),
                                SoftwareCatalogue::builtIn().dimmSizes, languageCurrency);
    EXPECT_EQ(prepared.currency(), expected.currency);
    QStringList missing;
    EXPECT_EQ(prepared.purchasePrice(build, e.figures, &missing), expected.priceTotal);
    EXPECT_EQ(prepared.costPerYear(build, e.figures), expected.costPerYear);
    // Each part CostCalculator finds unpriced is named once, by its name.
    ASSERT_EQ(missing.size(), expected.missingPrices.size());
    for (qsizetype i = 0; i < missing.size(); ++i) {
        const QString &id = expected.missingPrices[i];
        const auto line = std::find_if(expected.parts.begin(), expected.parts.end(),
                                       [&](const CostLine &l) { return l.id == id; });
        ASSERT_NE(line, expected.parts.end());
        EXPECT_EQ(missing[i], line->part);
    }
}

QStringList examples()
{
    return QDir(QStringLiteral(LLMCONF_EXAMPLES_DIR))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

} // namespace

TEST(PreparedCost, GivesCostCalculatorsFiguresForEveryReferenceBuild)
{
    const QStringList names = examples();
    ASSERT_FALSE(names.isEmpty());
    for (const QString &name : names) {
        SCOPED_TRACE(name.toStdString());
        const Build build = test::exampleBuild(name.chopped(5).toLatin1().constData());
        expectSame(build, PriceList::builtIn(), build.cost);
        // With a price per kWh of the build's own and another depreciation.
        CostSettings settings = build.cost;
        settings.kwhPrice = 0.31;
        settings.years = settings.years + 2;
        expectSame(build, PriceList::builtIn(), settings);
        // In German: the dollar list converted to euros, as the Cost tab shows it.
        expectSame(build, PriceList::builtIn(), build.cost, QStringLiteral("EUR"));
    }
}

TEST(PreparedCost, GivesCostCalculatorsFiguresForClustersOfAlikeServers)
{
    for (int servers : {1, 2, 8, 64}) {
        SCOPED_TRACE(servers);
        const Build build = test::clusterBuild(servers);
        expectSame(build, PriceList::builtIn(), build.cost);
    }
}

TEST(PreparedCost, NamesTheUnpricedPartsOfAListThatLacksThem)
{
    const Build build = test::clusterBuild(2);
    PriceList partial;
    partial.setCurrency(PriceList::builtIn().currency());
    // Only the card: the chassis, processors, memory, drives and the rest are unpriced.
    partial.setItem(*PriceList::builtIn().item(build.servers.first().slotCards.first()));
    expectSame(build, partial, build.cost);
    const PreparedCost prepared(Catalogue::builtIn(), partial, build.cost, CostDefaults::builtIn(),
                                SoftwareCatalogue::builtIn().dimmSizes);
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    QStringList missing;
    EXPECT_FALSE(prepared.purchasePrice(build, e.figures, &missing));
    EXPECT_FALSE(prepared.costPerYear(build, e.figures));
    const Chassis *chassis = Catalogue::builtIn().chassisById(build.servers.first().chassis);
    ASSERT_TRUE(chassis);
    EXPECT_TRUE(missing.contains(chassis->name.text()));
}

TEST(PreparedCost, ServersThatDifferArePricedEachAsCostCalculatorDoes)
{
    Build build = test::clusterBuild(3);
    // The second server at its card's lowest power limit and the third with
    // one card less: three runs.
    const Card *card = Catalogue::builtIn().card(build.servers.first().slotCards.first());
    ASSERT_TRUE(card);
    build.servers[1].powerCap = card->powerLimits.last();
    build.servers[2].slotCards.last().clear();
    build.layout = Layout{1, 1, false, 1, build.cardCount()};
    expectSame(build, PriceList::builtIn(), build.cost);
}
