// SPDX-License-Identifier: MIT
// N+1 of a prefill/decode split (issue 29 item 2): a failure that stops
// every copy of one pool leaves the other pool's copies serving whole
// requests without the split, assessed as that build; one that leaves a
// copy in each pool keeps the split. Expected figures come from assessing,
// by hand, the build that is left.
#include "assessment.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "onedown.h"
#include "prefillsplit.h"
#include "quantityformat.h"
#include "reportjson.h"
#include "testinputs.h"

#include <QJsonObject>

#include <gtest/gtest.h>

using namespace llmconf;

TEST(OneDownPools, OneServerDownThatTakesAWholePoolServesOnWithoutTheSplit)
{
    // Two servers of 4: the two TP2 prefill copies on the first, the TP4
    // decode copy on the second.
    const Build build = test::airOnEightH200(test::twoTp2PrefillOneTp4Decode(), 2);
    ASSERT_EQ(build.servers.size(), 2);
    const BuildReport report = assess(build, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    ASSERT_GT(report.served, 0);

    // Losing the second server leaves the prefill copies, which serve whole
    // requests at their own TP2.
    int lost = 0;
    const Build decodeGone = OneDown::without(build, OneDownFigures::Unit::Server, 1, &lost);
    EXPECT_EQ(lost, 1);
    EXPECT_EQ(decodeGone.layout, (Layout{2, 1, true, 1, 2}));
    // Losing the first leaves the decode copy, which prefills its own prompts.
    const Build prefillGone = OneDown::without(build, OneDownFigures::Unit::Server, 0, &lost);
    EXPECT_EQ(lost, 2);
    EXPECT_EQ(prefillGone.layout, (Layout{4, 1, true, 1, 1}));

    // The worst: the first server stops two copies, every prefill copy.
    const OneDownFigures &f = report.oneDown;
    ASSERT_EQ(f.unit, OneDownFigures::Unit::Server);
    EXPECT_EQ(f.server, 0);
    EXPECT_EQ(f.copiesLost, 2);
    EXPECT_EQ(f.copiesLeft, 1);
    EXPECT_TRUE(f.wholeCopies); // its 4 cards are the two copies' 2 x 2
    EXPECT_EQ(f.poolLost, OneDownFigures::Pool::Prefill);
    const BuildReport left = assess(prefillGone, test::inputs(), BuildReport::Parts::Core);
    EXPECT_EQ(f.served, left.served);
    EXPECT_DOUBLE_EQ(f.tokensPerSecondPerConversation,
                     left.speed().decodeTokensPerSecondPerConversation);
    const AdviceItem advice = OneDown::advice(f, QuantityFormat(QLocale::c()));
    EXPECT_TRUE(advice.text.contains(QStringLiteral("every prefill copy")))
        << advice.text.toStdString();
    EXPECT_EQ(ReportJson::oneDownJson(f).value(QStringLiteral("poolLost")).toString(),
              QStringLiteral("prefill"));

    // A split that keeps a copy in each pool stays split.
    Layout three{2, 1, true, 1, 4};
    three.prefillCopies = 2;
    const Build wide = test::airOnEightH200(three, 2); // copies 0-1 on server 1, 2-3 on server 2
    const Build down = OneDown::without(wide, OneDownFigures::Unit::Server, 1, nullptr);
    EXPECT_EQ(down.layout.copies, 2);
    EXPECT_EQ(down.layout.prefillCopies, 0); // the decode copies were all there
    Layout mixed{2, 1, true, 1, 4};
    mixed.prefillCopies = 1;
    const Build keeps =
        OneDown::without(test::airOnEightH200(mixed, 2), OneDownFigures::Unit::Server, 0, nullptr);
    EXPECT_EQ(keeps.layout.copies, 2);
    EXPECT_EQ(keeps.layout.prefillCopies, 0); // the one prefill copy was there: decode on
    EXPECT_EQ(keeps.layout, (Layout{2, 1, true, 1, 2}));
    const Build stays =
        OneDown::without(test::airOnEightH200(mixed, 2), OneDownFigures::Unit::Server, 1, nullptr);
    EXPECT_EQ(stays.layout.copies, 2);
    EXPECT_EQ(stays.layout.prefillCopies, 1); // prefill copy 0 and decode copy 1 serve on split
}

// One card of a split's only server: a prefill card's loss leaves every
// conversation held (the decode copies hold them) where a decode card's
// stops the conversations of its copy, so the decode card is the failure
// the advice names.
TEST(OneDownPools, OneCardOfASplitsOnlyServerIsTheDecodeCardWhoseLossStopsMost)
{
    Layout layout{2, 1, true, 1, 4};
    layout.prefillCopies = 2; // copies 1-2 prefill (slots 1-4), 3-4 decode (slots 5-8)
    const Build build = test::airOnEightH200(layout);
    const BuildReport report = assess(build, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();

    // The two candidates, assessed by hand: the first card (prefill copy 1)
    // and the first decode card (copy 3, slots 5 and 6).
    const Build prefillDown = OneDown::without(build, OneDownFigures::Unit::Card, 0, nullptr);
    EXPECT_EQ(prefillDown.layout.prefillCopies, 1);
    Build decodeDown = build;
    decodeDown.servers[0].slotCards[4].clear();
    decodeDown.servers[0].slotCards[5].clear();
    decodeDown.layout.copies = 3;
    const int servedByPrefillDown =
        assess(prefillDown, test::inputs(), BuildReport::Parts::Core).served;
    const BuildReport left = assess(decodeDown, test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(left.ok()) << left.error().toStdString();
    ASSERT_LT(left.served, servedByPrefillDown); // the decode card's loss is the worse

    const OneDownFigures &f = report.oneDown;
    ASSERT_EQ(f.unit, OneDownFigures::Unit::Card);
    EXPECT_EQ(f.cardPool, OneDownFigures::Pool::Decode);
    EXPECT_EQ(f.copiesLost, 1);
    EXPECT_EQ(f.copiesLeft, 3);
    EXPECT_EQ(f.wanted, report.served);
    EXPECT_EQ(f.served, left.served);
    EXPECT_DOUBLE_EQ(f.tokensPerSecondPerConversation,
                     left.speed().decodeTokensPerSecondPerConversation);
    const AdviceItem advice = OneDown::advice(f, QuantityFormat(QLocale::c()));
    EXPECT_TRUE(advice.text.contains(QStringLiteral("one decode card of server 1")))
        << advice.text.toStdString();
    EXPECT_EQ(ReportJson::oneDownJson(f).value(QStringLiteral("cardPool")).toString(),
              QStringLiteral("decode"));
}
