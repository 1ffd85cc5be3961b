// SPDX-License-Identifier: MIT
#include "layoutoptions.h"

#include "catalogue.h"
#include "checkpoint.h"
#include "modelfamily.h"

#include <gtest/gtest.h>

using namespace llmconf;

TEST(LayoutOptions, EveryLayoutUsesAllCardsAndIsValid)
{
    for (int cards : {1, 2, 4, 6, 8, 16}) {
        const QList<Layout> all = LayoutOptions::all(cards, 78);
        EXPECT_FALSE(all.isEmpty());
        for (const Layout &l : all)
            EXPECT_EQ(LayoutOptions::whyNot(l, cards, 78), QString()) << cards;
    }
    // 8 cards: TP x PP over the divisors, DCP over the divisors of TP.
    const QList<Layout> eight = LayoutOptions::all(8, 78);
    EXPECT_TRUE(eight.contains(Layout{4, 2, false, 1, 1}));
    EXPECT_TRUE(eight.contains(Layout{8, 1, false, 8, 1}));
    EXPECT_TRUE(eight.contains(Layout{4, 1, false, 1, 2}));
    EXPECT_FALSE(eight.contains(Layout{3, 1, false, 1, 2}));
    EXPECT_EQ(eight.size(), 20);
}

TEST(LayoutOptions, PipelineStagesAreLimitedByLayers)
{
    for (const Layout &l : LayoutOptions::all(8, 4))
        EXPECT_LE(l.pp, 4);
    EXPECT_EQ(LayoutOptions::whyNot(Layout{1, 8, false, 1, 1}, 8, 4),
              QStringLiteral("PP 8 is more than the model's 4 layers."));
}

TEST(LayoutOptions, AdaptKeepsTheCopyShapeWhenItCan)
{
    EXPECT_EQ(LayoutOptions::adapt(Layout{4, 1, true, 1, 1}, 8, 78), (Layout{4, 1, true, 1, 2}));
    EXPECT_EQ(LayoutOptions::adapt(Layout{4, 2, false, 1, 1}, 6, 78), (Layout{3, 2, false, 1, 1}));
    EXPECT_EQ(LayoutOptions::adapt(Layout{4, 2, false, 4, 1}, 5, 78), (Layout{5, 1, false, 1, 1}));
    // DCP 8 no longer divides TP 4: it falls back to 1.
    EXPECT_EQ(LayoutOptions::adapt(Layout{8, 1, false, 8, 1}, 4, 78), (Layout{4, 1, false, 1, 1}));
}

TEST(LayoutOptions, DataParallelAttentionIsOfferedWhereRoutedExpertsAreKnown)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Checkpoint *checkpoint = catalogue.checkpoint(QStringLiteral("zai-org/GLM-5.3-FP8"));
    ASSERT_TRUE(checkpoint);
    ModelFamily model = *catalogue.model(checkpoint->model);
    EXPECT_TRUE(LayoutOptions::offersDataParallel(model, *checkpoint));
    // Without routed experts (a dense model) there is nothing for EP to spread.
    model.shape.nRoutedExperts = 0;
    EXPECT_FALSE(LayoutOptions::offersDataParallel(model, *checkpoint));
    // Nor where the experts' size is not known (no intermediate size).
    model = *catalogue.model(checkpoint->model);
    model.shape.moeIntermediateSize = 0;
    EXPECT_FALSE(LayoutOptions::offersDataParallel(model, *checkpoint));
}

// Issue 29: the prefill copies' own layout is offered with pipeline stages
// and DCP too. Four TP2 copies of GLM-4.5-Air (EP on) on 8 cards, the first
// prefilling: a prefill copy of 2 or 4 cards leaves whole TP2 decode copies
// (1 card leaves 7, 8 leave none), each TP x PP of it with every DCP
// dividing TP; GLM-4.5-Air's 96 heads, 8 KV heads and 46 layers allow each.
TEST(LayoutOptions, PrefillChoicesOfferPipelineStagesAndDcp)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Checkpoint *checkpoint = catalogue.checkpoint(QStringLiteral("zai-org/GLM-4.5-Air-FP8"));
    ASSERT_NE(checkpoint, nullptr);
    const ModelFamily *model = catalogue.model(checkpoint->model);
    ASSERT_NE(model, nullptr);
    Layout split{2, 1, true, 1, 4};
    split.prefillCopies = 1;
    const QList<PrefillLayout> expected{
        {2, 1, true, 1}, {2, 1, true, 2}, {1, 2, false, 1},                  // 2 cards
        {4, 1, true, 1}, {4, 1, true, 2}, {4, 1, true, 4},  {2, 2, true, 1}, // 4 cards
        {2, 2, true, 2}, {1, 4, false, 1}};
    EXPECT_EQ(LayoutOptions::prefillChoices(split, 8, *model, checkpoint), expected);

    // Chosen: TP2 x PP2 with DCP 2 takes 4 cards, the decode copies the 4
    // left: 1 + 4 / 2 = 3 copies; EP follows the build's where TP > 1.
    Layout wanted = split;
    wanted.prefill = PrefillLayout{2, 2, true, 2};
    wanted.copies = 1 + (8 - 2 * 2) / 2;
    EXPECT_EQ(LayoutOptions::withPrefillLayout(split, PrefillLayout{2, 2, false, 2}, 8), wanted);
    // A prefill copy of all 8 cards leaves no decode copy: unchanged.
    EXPECT_EQ(LayoutOptions::withPrefillLayout(split, PrefillLayout{4, 2, true, 1}, 8), split);
    // None: the prefill copy takes the build's layout again, 8 / 2 copies.
    EXPECT_EQ(LayoutOptions::withPrefillLayout(wanted, std::nullopt, 8), split);
}
