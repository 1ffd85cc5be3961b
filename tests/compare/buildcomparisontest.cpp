// SPDX-License-Identifier: MIT
// BuildComparison and ComparisonPresets against the figures of section 5 of
// docs/sizing-rules.md (row numbers in the comments); rows, ratios, best
// marks, differing advice and shared axes against the engine's own figures.
#include "comparison/buildcomparison.h"
#include "buildassembler.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "comparison/buildvariants.h"
#include "comparison/comparisonpresets.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

BuildComparison preset(const char *id)
{
    return BuildComparison(
        ComparisonPresets::byId(QString::fromLatin1(id), Catalogue::builtIn()).builds,
        Catalogue::builtIn());
}

int conversations(const BuildComparison &c, int build)
{
    EXPECT_TRUE(c.builds()[build].evaluation.ok())
        << c.builds()[build].evaluation.error.toStdString();
    return c.builds()[build].evaluation.figures.conversations;
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
    EXPECT_EQ(c.builds()[0].evaluation.figures.card->id, QStringLiteral("h200-nvl"));
    EXPECT_EQ(c.builds()[1].evaluation.figures.card->id, QStringLiteral("rtx-pro-6000-se"));
    // Row 14/15: 46.9 GiB free per card, 68 conversations (16-bit cache on Hopper).
    EXPECT_NEAR(inGiB(c.builds()[0].evaluation.figures.freePerCard), 46.9, 0.1);
    EXPECT_EQ(conversations(c, 0), 68);
    // Rows 4/5: 35.4 GiB free per card, 51 conversations "by the same cache figure".
    EXPECT_NEAR(inGiB(c.builds()[1].evaluation.figures.freePerCard), 35.4, 0.05);
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
    EXPECT_EQ(c.builds()[0].build.layout.tp, 8);
    EXPECT_EQ(c.builds()[1].build.layout.copies, 2);
    EXPECT_NEAR(inGiB(c.builds()[0].evaluation.figures.freePerCard), 59.2, 0.05); // row 10
    EXPECT_EQ(conversations(c, 0), 85);                                           // row 11
    EXPECT_EQ(conversations(c, 1), 102);                                          // row 12
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
    const Figures &h200 = c.builds()[0].evaluation.figures;
    const Figures &rtx = c.builds()[1].evaluation.figures;
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

    const BuildComparison reversed({c.builds()[1].build, c.builds()[0].build},
                                   Catalogue::builtIn());
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
        if (row.numeric && row.hasRatio && row.values[0] != 0)
            EXPECT_DOUBLE_EQ(row.ratios[0], 1.0) << row.key.toStdString();
        if (row.better == BetterDirection::None)
            EXPECT_EQ(row.best, -1) << row.key.toStdString();
    }
    for (const char *key : {"cards", "checkpoint", "layout", "kvCache", "usablePerCard",
                            "weightsPerCard", "freePerCard", "cachePerConversationPerCard",
                            "conversations", "wallPower", "feedOk", "hostMemory", "storage"})
        EXPECT_TRUE(keys.contains(QString::fromLatin1(key))) << key;
    // Lower is better for the cache and the power, higher for free memory.
    const Figures &a = c.builds()[0].evaluation.figures;
    const Figures &b = c.builds()[1].evaluation.figures;
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
    for (const AdviceItem &i : c.builds()[0].advice)
        codesA.append(i.code);
    for (const AdviceItem &i : c.builds()[1].advice)
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
        const Figures &f = b.evaluation.figures;
        EXPECT_GE(axes.memoryPerCard, f.memoryPerCard);
        EXPECT_GE(axes.power, f.wallPower);
        for (int n : b.sweep.bf16 + b.sweep.fp8)
            EXPECT_GE(axes.conversations, n);
    }
    // The H200 NVL reports 140.4 GiB, more than the Server Edition's 95.6 GiB.
    EXPECT_NEAR(inGiB(axes.memoryPerCard), 140.4, 0.1);
}

TEST(BuildComparison, RefusesNoneOrMoreThanFour)
{
    const Build b = BuildAssembler::reference(Catalogue::builtIn());
    EXPECT_THROW(BuildComparison({}, Catalogue::builtIn()), std::invalid_argument);
    EXPECT_THROW(BuildComparison({b, b, b, b, b}, Catalogue::builtIn()), std::invalid_argument);
    EXPECT_EQ(BuildComparison({b, b, b, b}, Catalogue::builtIn()).size(), 4);
}

TEST(BuildComparison, BuildThatCannotBeEvaluatedHasNoValues)
{
    Build broken = BuildAssembler::reference(Catalogue::builtIn());
    broken.checkpoint = QStringLiteral("nobody/none");
    const BuildComparison c({BuildAssembler::reference(Catalogue::builtIn()), broken},
                            Catalogue::builtIn());
    EXPECT_FALSE(c.builds()[1].evaluation.ok());
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
