// SPDX-License-Identifier: MIT
// BuildComparison and ComparisonPresets against the figures of section 5 of
// docs/sizing-rules.md (row numbers in the comments); rows, ratios, best
// marks, differing advice and shared axes against the engine's own figures.
#include "buildcomparison.h"
#include "buildassembler.h"
#include "buildfile.h"
#include "buildvariants.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "comparisonpresets.h"
#include "costcalculator.h"
#include "costdefaults.h"
#include "examplefile.h"
#include "figureformulas.h"
#include "pricelist.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace llmconf;

namespace {

BuildComparison preset(const char *id)
{
    return BuildComparison(
        ComparisonPresets::byId(QString::fromLatin1(id), Catalogue::builtIn()).builds,
        test::inputs());
}

int conversations(const BuildComparison &c, int build)
{
    EXPECT_TRUE(c.builds()[build].report.evaluation.ok())
        << c.builds()[build].report.evaluation.error.toStdString();
    return c.builds()[build].report.evaluation.figures.conversations;
}

/// The preset's builds with euros set: the example list's prices as they are.
QList<Build> inEuros(QList<Build> builds)
{
    for (Build &b : builds)
        b.cost.currency = QStringLiteral("EUR");
    return builds;
}

} // namespace

TEST(ComparisonPresets, ThreePresetsEachWithTwoBuilds)
{
    const QList<ComparisonPreset> presets = ComparisonPresets::all(Catalogue::builtIn());
    ASSERT_EQ(presets.size(), 3);
    for (const ComparisonPreset &p : presets) {
        EXPECT_EQ(p.builds.size(), 2) << p.id.toStdString();
        EXPECT_FALSE(p.name.isEmpty());
        for (const Build &b : p.builds)
            EXPECT_EQ(b.cacheDtype, CacheDtype::Bf16);
    }
    EXPECT_EQ(ComparisonPresets::ids().size(), 3);
    EXPECT_THROW(ComparisonPresets::byId(QStringLiteral("nope"), Catalogue::builtIn()),
                 std::invalid_argument);
}

TEST(ComparisonPresets, FlashH200AgainstRtx_Rows15And05)
{
    const BuildComparison c = preset("flash-h200-vs-rtx");
    ASSERT_EQ(c.size(), 2);
    EXPECT_EQ(c.builds()[0].report.evaluation.figures.card->id, QStringLiteral("h200-nvl"));
    EXPECT_EQ(c.builds()[1].report.evaluation.figures.card->id, QStringLiteral("rtx-pro-6000-se"));
    // Row 14/15: 46.9 GiB free per card, 68 conversations (16-bit cache on Hopper).
    EXPECT_NEAR(inGiB(c.builds()[0].report.evaluation.figures.freePerCard), 46.9, 0.1);
    EXPECT_EQ(conversations(c, 0), 68);
    // Rows 4/5: 35.4 GiB free per card, 51 conversations "by the same cache figure".
    EXPECT_NEAR(inGiB(c.builds()[1].report.evaluation.figures.freePerCard), 35.4, 0.05);
    EXPECT_EQ(conversations(c, 1), 51);
    const ComparisonRow *row = c.row(QStringLiteral("conversations"));
    ASSERT_TRUE(row);
    EXPECT_EQ(row->best, 0);
    EXPECT_NEAR(row->ratios[1], 51.0 / 68.0, 1e-9);
}

TEST(ComparisonPresets, FlashOneTp8AgainstTwoTp4_Rows11And12)
{
    const BuildComparison c = preset("flash-tp8-vs-2x-tp4");
    ASSERT_EQ(c.size(), 2);
    EXPECT_EQ(c.builds()[0].report.build.layout.tp, 8);
    EXPECT_EQ(c.builds()[1].report.build.layout.copies, 2);
    EXPECT_NEAR(inGiB(c.builds()[0].report.evaluation.figures.freePerCard), 59.2, 0.05); // row 10
    EXPECT_EQ(conversations(c, 0), 85);                                                  // row 11
    EXPECT_EQ(conversations(c, 1), 102);                                                 // row 12
    const ComparisonRow *row = c.row(QStringLiteral("conversations"));
    ASSERT_TRUE(row);
    EXPECT_EQ(row->best, 1);
    EXPECT_NEAR(row->ratios[1], 102.0 / 85.0, 1e-9);
    // Same cards, same power: nothing to mark.
    EXPECT_EQ(c.row(QStringLiteral("wallPower"))->best, -1);
    EXPECT_DOUBLE_EQ(c.row(QStringLiteral("wallPower"))->ratios[1], 1.0);
}

TEST(ComparisonPresets, Glm53H200AgainstRtx_Rows26And39_AboutFourFifths)
{
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    ASSERT_EQ(c.size(), 2);
    const Figures &h200 = c.builds()[0].report.evaluation.figures;
    const Figures &rtx = c.builds()[1].report.evaluation.figures;
    EXPECT_NEAR(inGiB(rtx.weightsPerCard), 54.0, 0.05); // row 37
    EXPECT_NEAR(inGiB(rtx.freePerCard), 29.0, 0.05);    // row 38
    EXPECT_NEAR(inGiB(h200.freePerCard), 35.35, 0.01);  // row 25
    EXPECT_EQ(conversations(c, 0), 23);                 // row 26
    EXPECT_EQ(conversations(c, 1), 18);                 // row 39
    // Seed 002: the Server Edition holds "etwa vier Fünftel" of the H200 NVL's conversations.
    const ComparisonRow *row = c.row(QStringLiteral("conversations"));
    ASSERT_TRUE(row);
    EXPECT_EQ(row->best, 0);
    EXPECT_NEAR(row->ratios[1], 0.8, 0.03);
    EXPECT_EQ(row->ratioTexts[1], QStringLiteral("0.78x"));

    const BuildComparison reversed({c.builds()[1].report.build, c.builds()[0].report.build},
                                   test::inputs());
    const ComparisonRow *back = reversed.row(QStringLiteral("conversations"));
    EXPECT_EQ(back->best, 1);
    EXPECT_NEAR(back->ratios[1], 23.0 / 18.0, 1e-9);
    EXPECT_EQ(back->ratioTexts[1], QStringLiteral("1.28x"));
}

TEST(BuildComparison, EveryRowHasOneValueTextAndRatioPerBuild)
{
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    QStringList keys;
    for (const ComparisonRow &row : c.rows()) {
        keys.append(row.key);
        EXPECT_FALSE(row.label.isEmpty()) << row.key.toStdString();
        EXPECT_EQ(row.values.size(), 2);
        EXPECT_EQ(row.texts.size(), 2);
        EXPECT_EQ(row.ratios.size(), 2);
        EXPECT_EQ(row.ratioTexts.size(), 2);
        // A value that is not known (a cost without prices) has no ratio.
        if (row.numeric && row.hasRatio && std::isfinite(row.values[0]) && row.values[0] != 0) {
            EXPECT_DOUBLE_EQ(row.ratios[0], 1.0) << row.key.toStdString();
        }
        if (row.better == BetterDirection::None) {
            EXPECT_EQ(row.best, -1) << row.key.toStdString();
        }
    }
    for (const char *key : {"cards", "checkpoint", "layout", "kvCache", "usablePerCard",
                            "weightsPerCard", "freePerCard", "cachePerConversationPerCard",
                            "conversations", "wallPower", "feedOk", "hostMemory", "storage"})
        EXPECT_TRUE(keys.contains(QString::fromLatin1(key))) << key;
    // Lower is better for the cache and the power, higher for free memory.
    const Figures &a = c.builds()[0].report.evaluation.figures;
    const Figures &b = c.builds()[1].report.evaluation.figures;
    const ComparisonRow *cache = c.row(QStringLiteral("cachePerConversationPerCard"));
    EXPECT_EQ(cache->best, -1); // the same model and cache: equal figures, nothing marked
    const ComparisonRow *free = c.row(QStringLiteral("freePerCard"));
    EXPECT_EQ(free->best, a.freePerCard > b.freePerCard ? 0 : 1);
    const ComparisonRow *power = c.row(QStringLiteral("wallPower"));
    EXPECT_EQ(power->best, a.wallPower == b.wallPower ? -1 : a.wallPower < b.wallPower ? 0 : 1);
    EXPECT_NEAR(power->values[1], inWatts(b.wallPower), 1e-9);
}

TEST(BuildComparison, DifferingAdviceIsInSomeButNotAllBuilds)
{
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    QStringList codesA, codesB;
    for (const AdviceItem &i : c.builds()[0].report.advice)
        codesA.append(i.code);
    for (const AdviceItem &i : c.builds()[1].report.advice)
        codesB.append(i.code);
    QStringList expected;
    for (const QString &code : codesA + codesB)
        if (codesA.contains(code) != codesB.contains(code) && !expected.contains(code))
            expected.append(code);
    QStringList got;
    for (const DifferingAdvice &d : c.differingAdvice()) {
        got.append(d.code);
        EXPECT_EQ(d.items.size(), 2);
        EXPECT_NE(d.appliesTo(0), d.appliesTo(1)) << d.code.toStdString();
    }
    EXPECT_EQ(got, expected);
    // The RTX PRO 6000 has no NVLink (section 6): its all-reduce advice is not the H200's.
    EXPECT_FALSE(expected.isEmpty());
}

TEST(BuildComparison, AxesHoldTheLargestFigureOfEveryBuild)
{
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    const ComparisonAxes &axes = c.axes();
    for (const ComparedBuild &b : c.builds()) {
        const Figures &f = b.report.evaluation.figures;
        EXPECT_GE(axes.memoryPerCard, f.memoryPerCard);
        EXPECT_GE(axes.power, f.wallPower);
        for (int n : b.report.sweep.bf16 + b.report.sweep.fp8)
            EXPECT_GE(axes.conversations, n);
    }
    // The H200 NVL reports 140.4 GiB, more than the Server Edition's 95.6 GiB.
    EXPECT_NEAR(inGiB(axes.memoryPerCard), 140.4, 0.1);
}

TEST(BuildComparison, TheSpeedAndCostChartsShareOneAxisOverEveryBuild)
{
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    const ComparisonAxes &axes = c.axes();
    double fastest = 0, costliest = 0;
    int last = 0;
    for (const ComparedBuild &b : c.builds()) {
        const SpeedCurve &curve = b.report.speedCurve;
        ASSERT_FALSE(curve.conversations.isEmpty());
        last = std::max(last, curve.conversations.last());
        fastest = std::max(fastest, curve.speedTarget);
        for (double t : curve.tokensPerSecond)
            fastest = std::max(fastest, t);
        ASSERT_TRUE(b.report.cost.costPerYear);
        costliest = std::max(costliest, *b.report.cost.costPerYear);
    }
    EXPECT_EQ(axes.speedConversations, last);
    EXPECT_DOUBLE_EQ(axes.tokensPerSecond, fastest);
    EXPECT_DOUBLE_EQ(axes.costPerYear, costliest);
    EXPECT_EQ(c.currency(), c.builds().first().report.cost.currency);
}

TEST(BuildComparison, RefusesNoneOrMoreThanFour)
{
    const Build b = BuildAssembler::reference(Catalogue::builtIn());
    EXPECT_THROW(BuildComparison(QList<Build>{}, test::inputs()), std::invalid_argument);
    EXPECT_THROW(BuildComparison({b, b, b, b, b}, test::inputs()), std::invalid_argument);
    EXPECT_EQ(BuildComparison({b, b, b, b}, test::inputs()).size(), 4);
}

TEST(BuildComparison, BuildThatCannotBeEvaluatedHasNoValues)
{
    Build broken = BuildAssembler::reference(Catalogue::builtIn());
    broken.checkpoint = QStringLiteral("nobody/none");
    const BuildComparison c({BuildAssembler::reference(Catalogue::builtIn()), broken},
                            test::inputs());
    EXPECT_FALSE(c.builds()[1].report.evaluation.ok());
    const ComparisonRow *row = c.row(QStringLiteral("conversations"));
    EXPECT_TRUE(std::isnan(row->values[1]));
    EXPECT_EQ(row->best, -1);
    EXPECT_TRUE(c.differingAdvice().isEmpty());
}

TEST(BuildVariants, EachCopyChangesOneThing)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build reference = BuildAssembler::reference(catalogue);
    const QList<BuildVariant> cards = BuildVariants::otherCards(reference, catalogue);
    ASSERT_FALSE(cards.isEmpty());
    bool h200 = false;
    for (const BuildVariant &v : cards) {
        EXPECT_EQ(v.build.checkpoint, reference.checkpoint);
        EXPECT_EQ(v.build.layout, reference.layout);
        EXPECT_EQ(v.build.cardCount(), reference.cardCount());
        EXPECT_TRUE(SizingEngine::validate(v.build, catalogue).isEmpty())
            << v.label.toStdString() << ": "
            << SizingEngine::validate(v.build, catalogue).toStdString();
        h200 = h200 || v.build.servers[0].slotCards.contains(QStringLiteral("h200-nvl"));
    }
    EXPECT_TRUE(h200);

    const QList<BuildVariant> checkpoints = BuildVariants::otherCheckpoints(reference, catalogue);
    ASSERT_EQ(checkpoints.size(), 1);
    EXPECT_EQ(checkpoints[0].build.checkpoint, QStringLiteral("zai-org/GLM-5.3-Flash"));
    EXPECT_EQ(checkpoints[0].build.servers, reference.servers);

    for (const BuildVariant &v : BuildVariants::otherLayouts(reference, catalogue)) {
        EXPECT_NE(v.build.layout, reference.layout);
        EXPECT_EQ(v.build.layout.cards(), reference.cardCount());
        EXPECT_EQ(v.build.checkpoint, reference.checkpoint);
    }
    const QList<BuildVariant> dtypes = BuildVariants::otherCacheDtypes(reference);
    ASSERT_EQ(dtypes.size(), 1);
    EXPECT_NE(dtypes[0].build.cacheDtype, reference.cacheDtype);
}

// ---- speed and cost rows ------------------------------------------------------------------

namespace {

/// The row's values are the builds' own figures, in order.
void expectValues(const ComparisonRow &row, const QList<double> &expected)
{
    ASSERT_EQ(row.values.size(), expected.size()) << row.key.toStdString();
    for (qsizetype i = 0; i < expected.size(); ++i)
        EXPECT_DOUBLE_EQ(row.values[i], expected[i]) << row.key.toStdString() << " " << i;
}

/// Index of the best of `values` in `direction`; -1 where all are equal.
int bestOf(const QList<double> &values, BetterDirection direction)
{
    int best = 0;
    for (int i = 1; i < values.size(); ++i)
        if (direction == BetterDirection::Higher ? values[i] > values[best]
                                                 : values[i] < values[best])
            best = i;
    return std::all_of(values.begin(), values.end(), [&](double v) { return v == values[0]; })
               ? -1
               : best;
}

} // namespace

TEST(BuildComparison, SpeedRowsOfTheH200NvlAgainstTheServerEditionDiffer)
{
    // The H200 NVL reads its memory at 4.8 TB/s, the Server Edition at
    // 1,597 GB/s: the speed rows of both GLM presets must differ.
    for (const char *id : {"flash-h200-vs-rtx", "glm53-rtx-vs-h200"}) {
        const BuildComparison c = preset(id);
        ASSERT_EQ(c.size(), 2);
        const SpeedFigures &a = c.builds()[0].report.evaluation.figures.speed;
        const SpeedFigures &b = c.builds()[1].report.evaluation.figures.speed;
        EXPECT_EQ(c.builds()[0].report.evaluation.figures.card->id, QStringLiteral("h200-nvl"));
        EXPECT_GT(inGBps(c.builds()[0].report.evaluation.figures.card->bandwidth),
                  inGBps(c.builds()[1].report.evaluation.figures.card->bandwidth));
        struct Expected
        {
            const char *key;
            double a, b;
            BetterDirection better;
        };
        for (const Expected &e :
             {Expected{"decodeTokensPerSecondPerConversation",
                       a.decodeTokensPerSecondPerConversation,
                       b.decodeTokensPerSecondPerConversation, BetterDirection::Higher},
              Expected{"outputTokensPerSecond", a.outputTokensPerSecond, b.outputTokensPerSecond,
                       BetterDirection::Higher},
              Expected{"timeToFirstTokenSeconds", inSeconds(a.timeToFirstToken),
                       inSeconds(b.timeToFirstToken), BetterDirection::Lower},
              Expected{"conversationsAtSpeedTarget", double(a.conversationsAtSpeedTarget),
                       double(b.conversationsAtSpeedTarget), BetterDirection::Higher},
              Expected{"servedConversations", double(a.servedConversations),
                       double(b.servedConversations), BetterDirection::Higher}}) {
            const ComparisonRow *row = c.row(QString::fromLatin1(e.key));
            ASSERT_TRUE(row) << e.key;
            EXPECT_EQ(row->section, ComparisonSection::Speed) << e.key;
            EXPECT_EQ(row->better, e.better) << e.key;
            expectValues(*row, {e.a, e.b});
            EXPECT_EQ(row->best, bestOf({e.a, e.b}, e.better)) << id << " " << e.key;
            EXPECT_NEAR(row->ratios[1], e.b / e.a, 1e-9) << e.key;
        }
        // Speed is not equal between the cards: per conversation and in total.
        EXPECT_NE(c.row(QStringLiteral("decodeTokensPerSecondPerConversation"))->texts[0],
                  c.row(QStringLiteral("decodeTokensPerSecondPerConversation"))->texts[1])
            << id;
        EXPECT_NE(a.outputTokensPerSecond, b.outputTokensPerSecond) << id;
        // Which limit binds and what limits the speed, as words.
        const ComparisonRow *binding = c.row(QStringLiteral("bindingLimit"));
        ASSERT_TRUE(binding);
        EXPECT_FALSE(binding->numeric);
        EXPECT_EQ(binding->texts[0], SpeedFormulas::bindingName(a.bindingLimit));
        EXPECT_EQ(binding->texts[1], SpeedFormulas::bindingName(b.bindingLimit));
        const ComparisonRow *limitedBy = c.row(QStringLiteral("speedLimitedBy"));
        ASSERT_TRUE(limitedBy);
        EXPECT_EQ(limitedBy->texts[0], SpeedFormulas::limitName(a.speedLimitedBy));
        EXPECT_EQ(c.row(QStringLiteral("speedTarget"))->texts[0],
                  QStringLiteral("%1 tokens/s").arg(a.speedTarget));
    }
}

TEST(BuildComparison, TheBuiltInListPricesBothBuildsAndMarksTheCheaper)
{
    // The built-in list prices every part of the preset's builds.
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    EXPECT_EQ(c.row(QStringLiteral("missingPrices")), nullptr);
    for (const char *key : {"priceTotal", "costPerMillionOutputTokens"}) {
        const ComparisonRow *row = c.row(QString::fromLatin1(key));
        ASSERT_TRUE(row) << key;
        QList<double> values;
        for (int i = 0; i < 2; ++i) {
            ASSERT_TRUE(std::isfinite(row->values[i])) << key;
            EXPECT_GT(row->values[i], 0) << key;
            values << row->values[i];
        }
        EXPECT_EQ(row->best, bestOf(values, BetterDirection::Lower)) << key;
    }
}

TEST(BuildComparison, CostWithoutPricesIsNotKnownAndNamesTheParts)
{
    // A list that prices none of the parts: no total, no best, no ratio.
    const BuildComparison c(
        ComparisonPresets::byId(QStringLiteral("glm53-rtx-vs-h200"), Catalogue::builtIn()).builds,
        test::inputs(Catalogue::builtIn(), PriceList::read(QStringLiteral(
                                               LLMCONF_TESTDATA_DIR "/prices/none-eur.json"))));
    for (const char *key :
         {"priceTotal", "costPerYear", "costPerMillionOutputTokens", "breakEvenTokensPerMonth"}) {
        const ComparisonRow *row = c.row(QString::fromLatin1(key));
        ASSERT_TRUE(row) << key;
        EXPECT_EQ(row->section, ComparisonSection::Cost);
        EXPECT_EQ(row->better, BetterDirection::Lower) << key;
        for (int i = 0; i < 2; ++i) {
            EXPECT_TRUE(std::isnan(row->values[i])) << key;
            EXPECT_EQ(row->texts[i], QStringLiteral("not known")) << key;
        }
        EXPECT_EQ(row->best, -1) << key;
        EXPECT_TRUE(row->ratioTexts[1].isEmpty()) << key;
    }
    const ComparisonRow *missing = c.row(QStringLiteral("missingPrices"));
    ASSERT_TRUE(missing);
    for (int i = 0; i < 2; ++i) {
        const CostFigures &cost = c.builds()[i].report.cost;
        EXPECT_FALSE(cost.priceTotal);
        ASSERT_FALSE(cost.missingPrices.isEmpty());
        EXPECT_EQ(missing->texts[i], cost.missingParts.join(QStringLiteral(", ")));
        EXPECT_TRUE(cost.missingPrices.contains(c.builds()[i].report.evaluation.figures.card->id));
    }
    // Energy needs no price: known, and lower is better.
    const ComparisonRow *energy = c.row(QStringLiteral("energyKWhPerYear"));
    ASSERT_TRUE(energy);
    EXPECT_DOUBLE_EQ(energy->values[0], c.builds()[0].report.cost.energyKWhPerYear);
    EXPECT_GT(energy->values[0], 0);
}

TEST(BuildComparison, CostWithPricesMarksTheCheaperBuild)
{
    const PriceList prices =
        PriceList::read(QStringLiteral(LLMCONF_TESTDATA_DIR "/prices/example-eur.json"));
    const BuildComparison c(
        inEuros(ComparisonPresets::byId(QStringLiteral("glm53-rtx-vs-h200"), Catalogue::builtIn())
                    .builds),
        test::inputs(Catalogue::builtIn(), prices));
    EXPECT_EQ(c.row(QStringLiteral("missingPrices")), nullptr);
    QList<double> totals;
    for (const ComparedBuild &b : c.builds()) {
        // The total is the sum of the parts list: quantity x price from the list.
        double sum = 0;
        for (const CostLine &line : b.report.cost.parts) {
            const PriceItem *item = prices.item(line.id);
            ASSERT_TRUE(item) << line.id.toStdString();
            sum += line.quantity * item->price;
        }
        ASSERT_TRUE(b.report.cost.priceTotal);
        EXPECT_DOUBLE_EQ(*b.report.cost.priceTotal, sum);
        totals << sum;
    }
    const ComparisonRow *total = c.row(QStringLiteral("priceTotal"));
    ASSERT_TRUE(total);
    EXPECT_EQ(total->unit, QStringLiteral("EUR"));
    expectValues(*total, totals);
    EXPECT_EQ(total->best, bestOf(totals, BetterDirection::Lower));
    EXPECT_NEAR(total->ratios[1], totals[1] / totals[0], 1e-9);
    const ComparisonRow *perMillion = c.row(QStringLiteral("costPerMillionOutputTokens"));
    ASSERT_TRUE(perMillion);
    const QList<double> perMillionValues{*c.builds()[0].report.cost.costPerMillionOutputTokens,
                                         *c.builds()[1].report.cost.costPerMillionOutputTokens};
    expectValues(*perMillion, perMillionValues);
    EXPECT_EQ(perMillion->best, bestOf(perMillionValues, BetterDirection::Lower));
}

TEST(BuildComparison, ABuildWithAMissingPriceHasNoTotalAndNoBest)
{
    // A list without the H200 NVL: build A has no total (never one without
    // its cards), B has one, and neither is marked better.
    const PriceList full =
        PriceList::read(QStringLiteral(LLMCONF_TESTDATA_DIR "/prices/example-eur.json"));
    PriceList prices;
    prices.setCurrency(full.currency());
    prices.setDate(full.date());
    for (const PriceItem &item : full.items())
        if (item.id != QStringLiteral("h200-nvl"))
            prices.setItem(item);
    const BuildComparison c(
        inEuros(ComparisonPresets::byId(QStringLiteral("glm53-rtx-vs-h200"), Catalogue::builtIn())
                    .builds),
        test::inputs(Catalogue::builtIn(), prices));
    const ComparisonRow *total = c.row(QStringLiteral("priceTotal"));
    ASSERT_TRUE(total);
    EXPECT_TRUE(std::isnan(total->values[0]));
    EXPECT_EQ(total->texts[0], QStringLiteral("not known"));
    EXPECT_TRUE(std::isfinite(total->values[1]));
    EXPECT_EQ(total->best, -1);
    EXPECT_FALSE(total->isBest(1));
    const ComparisonRow *missing = c.row(QStringLiteral("missingPrices"));
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->texts[0], Catalogue::builtIn().card(QStringLiteral("h200-nvl"))->name);
    EXPECT_EQ(missing->texts[1], QStringLiteral("none"));
}

TEST(BuildComparison, EachBuildIsPricedWithTheListItCarries)
{
    // A with the example list in euros, B with the built-in one in dollars:
    // both have a total, but a money row marks nothing where the currencies
    // differ.
    const PriceList eur =
        PriceList::read(QStringLiteral(LLMCONF_TESTDATA_DIR "/prices/example-eur.json"));
    QList<Build> builds =
        ComparisonPresets::byId(QStringLiteral("glm53-rtx-vs-h200"), Catalogue::builtIn()).builds;
    builds[0].cost.currency = QStringLiteral("EUR");
    const BuildComparison c(
        QList<BuildReport>{assess(builds[0], test::inputs(Catalogue::builtIn(), eur)),
                           assess(builds[1], test::inputs())},
        QuantityFormat());
    ASSERT_EQ(c.size(), 2);
    EXPECT_EQ(c.builds()[0].report.prices.currency(), QStringLiteral("EUR"));
    EXPECT_EQ(c.builds()[1].report.prices.currency(), PriceList::builtIn().currency());
    // Each cost is the calculator's with that build's own list.
    for (int i = 0; i < 2; ++i) {
        const ComparedBuild &b = c.builds()[i];
        const CostFigures alone = CostCalculator::evaluate(
            {b.report.build, b.report.figures(), *b.report.catalogue, b.report.prices,
             b.report.build.cost, CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes,
             b.report.speed().outputTokensPerSecond});
        EXPECT_EQ(b.report.cost.currency, alone.currency);
        EXPECT_EQ(b.report.cost.priceTotal, alone.priceTotal);
        EXPECT_EQ(b.report.cost.missingPrices, alone.missingPrices);
    }
    ASSERT_TRUE(c.builds()[0].report.cost.priceTotal);
    ASSERT_TRUE(c.builds()[1].report.cost.priceTotal);
    const ComparisonRow *total = c.row(QStringLiteral("priceTotal"));
    ASSERT_TRUE(total);
    EXPECT_EQ(total->best, -1); // euros against dollars: neither is cheaper
    const ComparisonRow *energyCost = c.row(QStringLiteral("energyCostPerYear"));
    ASSERT_TRUE(energyCost);
    EXPECT_EQ(energyCost->best, -1); // euros against dollars: nothing to mark
    EXPECT_TRUE(energyCost->unit.isEmpty());
}

TEST(BuildComparison, EnergyAndCo2PerTokenRowsAreEachBuildsFigures)
{
    const BuildComparison c = preset("glm53-rtx-vs-h200");
    for (const char *key :
         {"kWhPerMillionOutputTokens", "co2KgPerYear", "co2KgPerMillionOutputTokens"}) {
        const ComparisonRow *row = c.row(QString::fromLatin1(key));
        ASSERT_TRUE(row) << key;
        EXPECT_EQ(row->section, ComparisonSection::Cost) << key;
        QList<double> values;
        for (int i = 0; i < c.size(); ++i) {
            const CostFigures &cost = c.builds()[i].report.cost;
            const std::optional<double> figure =
                QLatin1String(key) == QLatin1String("co2KgPerYear") ? cost.co2KgPerYear
                : QLatin1String(key) == QLatin1String("kWhPerMillionOutputTokens")
                    ? cost.kwhPerMillionOutputTokens
                    : cost.co2KgPerMillionOutputTokens;
            ASSERT_TRUE(figure) << key;
            EXPECT_DOUBLE_EQ(row->values[i], *figure) << key;
            values << row->values[i];
        }
        EXPECT_EQ(row->best, bestOf(values, BetterDirection::Lower)) << key;
    }
    // kg CO2 per million tokens = kWh per million tokens x the grid's g/kWh / 1000.
    const CostFigures &a = c.builds().first().report.cost;
    EXPECT_NEAR(*a.co2KgPerMillionOutputTokens, *a.kwhPerMillionOutputTokens * *a.gridCo2 / 1000,
                1e-12);
}

// A split whose prefill pool runs on a card type of its own names each
// pool's cards, in the row and in the title of a build without one.
TEST(BuildComparison, ATwoTypeSplitNamesEachPoolsCards)
{
    Build split = BuildFile::read(test::exampleFile("glm45air-split-rtx-prefill-h200-decode"),
                                  Catalogue::builtIn().rules());
    split.title.clear();
    const BuildComparison c({split, BuildAssembler::reference(Catalogue::builtIn())},
                            test::inputs());
    const BuildReport &report = c.builds()[0].report;
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    const Figures &f = report.figures();
    ASSERT_TRUE(f.prefillOnOwnCard());
    const QString cards = FigureFormulas(split, f, QuantityFormat(QLocale())).cards();
    EXPECT_TRUE(cards.contains(f.prefillPool.card->shortName)) << cards.toStdString();
    EXPECT_TRUE(cards.contains(f.card->shortName)) << cards.toStdString();
    EXPECT_EQ(c.row(QStringLiteral("cards"))->texts[0], cards);
    EXPECT_TRUE(c.builds()[0].title.startsWith(cards)) << c.builds()[0].title.toStdString();
}
