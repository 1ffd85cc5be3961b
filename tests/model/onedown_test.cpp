// SPDX-License-Identifier: MIT
// N+1 (issue 29): what a build still serves with one server, or one card,
// out of service. Expected figures come from assessing, by hand, the build
// that is left.
#include "assessment.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "onedown.h"
#include "reportjson.h"
#include "testinputs.h"

#include <QJsonObject>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

Build assembled(const QString &card, int cards, int servers, const Layout &layout)
{
    BuildRequest request;
    request.card = card;
    request.cards = cards;
    request.servers = servers;
    request.checkpoint = QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4");
    request.layout = layout;
    return BuildAssembler::assemble(request, catalogue());
}

const AdviceItem *adviceOf(const BuildReport &report, const QString &code)
{
    for (const AdviceItem &item : report.advice)
        if (item.code == code)
            return &item;
    return nullptr;
}

} // namespace

TEST(OneDown, OneCopyOnOneServerHasNothingToFailOverTo)
{
    const BuildReport report = assess(BuildAssembler::reference(catalogue()), test::inputs());
    ASSERT_TRUE(report.ok());
    EXPECT_FALSE(report.oneDown.applies());
    EXPECT_EQ(adviceOf(report, QStringLiteral("one-server-down")), nullptr);
    EXPECT_EQ(adviceOf(report, QStringLiteral("one-card-down")), nullptr);
    EXPECT_FALSE(ReportJson::toJson(report).contains(QStringLiteral("oneDown")));
}

TEST(OneDown, TwoServersLoseTheCopiesOfOne)
{
    // Two servers of the reference: TP4 on each, two copies.
    const Build two =
        assembled(QStringLiteral("rtx-pro-6000-se"), 8, 2, Layout{4, 1, false, 1, 2, 1});
    ASSERT_EQ(two.servers.size(), 2);
    const BuildReport report = assess(two, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    const OneDownFigures &f = report.oneDown;
    ASSERT_EQ(f.unit, OneDownFigures::Unit::Server);
    EXPECT_EQ(f.server, 1);
    EXPECT_EQ(f.copiesLost, 1);
    EXPECT_EQ(f.copiesLeft, 1);
    EXPECT_TRUE(f.wholeCopies);
    EXPECT_EQ(f.wanted, report.served);

    // What is left is one server with one TP4 copy: assessed on its own.
    Build left = two;
    left.servers.removeLast();
    left.layout.copies = 1;
    EXPECT_EQ(OneDown::without(two, OneDownFigures::Unit::Server, 1, nullptr), left);
    const BuildReport alone = assess(left, test::inputs());
    EXPECT_EQ(f.served, alone.served);
    EXPECT_DOUBLE_EQ(f.tokensPerSecondPerConversation,
                     alone.speed().decodeTokensPerSecondPerConversation);
    EXPECT_DOUBLE_EQ(f.timeToFirstToken.value(), alone.speed().timeToFirstToken.value());
    ASSERT_GT(report.served, 0);
    EXPECT_LT(f.served, f.wanted);
    EXPECT_FALSE(f.holds());

    const AdviceItem *item = adviceOf(report, QStringLiteral("one-server-down"));
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    EXPECT_TRUE(item->text.contains(QStringLiteral("With server 2 out of service, 1 of 2 copies")))
        << item->text.toStdString();
    EXPECT_TRUE(item->text.contains(QStringLiteral("One more server like it (4 card")))
        << item->text.toStdString();

    const QJsonObject json = ReportJson::toJson(report).value(QStringLiteral("oneDown")).toObject();
    EXPECT_EQ(json.value(QStringLiteral("unit")).toString(), QStringLiteral("server"));
    EXPECT_EQ(json.value(QStringLiteral("served")).toInt(), alone.served);
    EXPECT_EQ(json.value(QStringLiteral("wanted")).toInt(), report.served);
    EXPECT_FALSE(json.value(QStringLiteral("holds")).toBool());
}

TEST(OneDown, ACopyAcrossBothServersStopsWithEither)
{
    const Build spanning =
        assembled(QStringLiteral("rtx-pro-6000-se"), 8, 2, Layout{8, 1, false, 1, 1, 1});
    const BuildReport report = assess(spanning, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    EXPECT_EQ(report.oneDown.unit, OneDownFigures::Unit::Server);
    EXPECT_EQ(report.oneDown.copiesLeft, 0);
    EXPECT_EQ(report.oneDown.served, 0);
    const AdviceItem *item = adviceOf(report, QStringLiteral("one-server-down"));
    ASSERT_NE(item, nullptr);
    EXPECT_TRUE(item->text.contains(QStringLiteral("no copy of the model runs")))
        << item->text.toStdString();
}

TEST(OneDown, CopiesOnOneServerLoseOneCard)
{
    // Two TP4 copies in one server: a failed card stops its copy.
    const Build four =
        assembled(QStringLiteral("rtx-pro-6000-se"), 8, 1, Layout{4, 1, false, 1, 2, 1});
    const BuildReport report = assess(four, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    ASSERT_TRUE(report.verdict.runs()) << report.verdict.text().toStdString();
    const OneDownFigures &f = report.oneDown;
    ASSERT_EQ(f.unit, OneDownFigures::Unit::Card);
    EXPECT_EQ(f.copiesLost, 1);
    EXPECT_EQ(f.copiesLeft, 1);
    Build left = four;
    for (int slot = 0; slot < 4; ++slot)
        left.servers[0].slotCards[slot].clear();
    left.layout.copies = 1;
    EXPECT_EQ(OneDown::without(four, OneDownFigures::Unit::Card, 0, nullptr), left);
    EXPECT_EQ(f.served, assess(left, test::inputs()).served);
    // Memory bounds each copy alike: one of two copies serves half of it.
    if (report.binding() == BindingLimit::Memory) {
        EXPECT_EQ(f.served, report.served / 2);
    }
    const AdviceItem *item = adviceOf(report, QStringLiteral("one-card-down"));
    ASSERT_NE(item, nullptr);
    EXPECT_TRUE(item->text.contains(
        QStringLiteral("With one card of server 1 out of service, 1 of 2 copies")))
        << item->text.toStdString();
    EXPECT_TRUE(item->text.contains(QStringLiteral(" of the model keep")))
        << item->text.toStdString();
}

// A server that held only cards of the copies the failure stopped stands
// idle and leaves the build with the failed one: four servers, two copies
// of TP4 x PP2 across two servers each; the last server out stops the
// second copy, whose other server goes too. What is left is the first two
// servers with the first copy, assessed on its own.
TEST(OneDown, AServerLeftWithoutCardsGoesWithTheFailedOne)
{
    const Build four =
        assembled(QStringLiteral("rtx-pro-6000-se"), 16, 4, Layout{4, 2, false, 1, 2, 1});
    ASSERT_EQ(four.servers.size(), 4);
    const BuildReport report = assess(four, test::inputs());
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    const OneDownFigures &f = report.oneDown;
    ASSERT_EQ(f.unit, OneDownFigures::Unit::Server);
    EXPECT_EQ(f.server, 3);
    EXPECT_EQ(f.copiesLost, 1);
    EXPECT_EQ(f.copiesLeft, 1);
    Build left = four;
    left.servers.resize(2);
    left.layout.copies = 1;
    EXPECT_EQ(OneDown::without(four, OneDownFigures::Unit::Server, 3, nullptr), left);
    const BuildReport alone = assess(left, test::inputs());
    ASSERT_TRUE(alone.ok()) << alone.error().toStdString();
    EXPECT_EQ(f.served, alone.served);
    EXPECT_GT(f.served, 0);
}

// A planner row's report (Parts::Core) completed with the inputs it carries:
// the same figures and advice as assessing the build with them at once, and
// once only (issue 31: the planner dialog gathers no inputs of its own).
TEST(OneDown, ACoreReportIsCompletedWithTheInputsItCarries)
{
    const Build two =
        assembled(QStringLiteral("rtx-pro-6000-se"), 8, 2, Layout{4, 1, false, 1, 2, 1});
    const AssessmentInputs inputs = test::inputs();
    const BuildReport whole = assess(two, inputs, BuildReport::Parts::WithoutCharts);
    BuildReport core = assess(two, inputs, BuildReport::Parts::Core);
    ASSERT_TRUE(whole.oneDown.applies());
    ASSERT_FALSE(core.oneDownAssessed);
    ASSERT_EQ(adviceOf(core, QStringLiteral("one-server-down")), nullptr);

    OneDown::complete(core, inputs.format);
    EXPECT_TRUE(core.oneDownAssessed);
    EXPECT_EQ(core.oneDown.unit, whole.oneDown.unit);
    EXPECT_EQ(core.oneDown.server, whole.oneDown.server);
    EXPECT_EQ(core.oneDown.copiesLeft, whole.oneDown.copiesLeft);
    EXPECT_EQ(core.oneDown.served, whole.oneDown.served);
    EXPECT_EQ(core.oneDown.wanted, whole.oneDown.wanted);
    EXPECT_DOUBLE_EQ(core.oneDown.tokensPerSecondPerConversation,
                     whole.oneDown.tokensPerSecondPerConversation);
    ASSERT_EQ(core.advice.size(), whole.advice.size());
    for (qsizetype i = 0; i < core.advice.size(); ++i) {
        EXPECT_EQ(core.advice[i].code, whole.advice[i].code);
        EXPECT_EQ(core.advice[i].text, whole.advice[i].text);
    }
    // Completed already: asked again, nothing is added twice.
    OneDown::complete(core, inputs.format);
    EXPECT_EQ(core.advice.size(), whole.advice.size());
}
