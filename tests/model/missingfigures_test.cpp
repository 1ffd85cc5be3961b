// SPDX-License-Identifier: MIT
// Issue 30: a missing figure makes what depends on it unknown, with the
// reason, never 0; settings are read in one range everywhere.
#include "buildcomparison.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "examplebuild.h"
#include "settingranges.h"
#include "sizingengine.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

namespace {

/// The built-in catalogue with a copy of the RTX PRO 6000 Server Edition
/// that states no TFLOPS, and the reference build on it.
struct CardWithoutTflops
{
    Catalogue catalogue = Catalogue::builtIn();
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");

    CardWithoutTflops()
    {
        Card card = *catalogue.card(QStringLiteral("rtx-pro-6000-se"));
        card.id = QStringLiteral("rtx-without-tflops");
        card.denseTflops = DenseTflops();
        catalogue.addCard(card);
        for (Server &s : build.servers)
            for (QString &slot : s.slotCards)
                if (!slot.isEmpty())
                    slot = card.id;
    }
};

} // namespace

TEST(MissingFigures, ACardWithoutTflopsLeavesTheSpeedUnknownWithTheReason)
{
    const CardWithoutTflops c;
    const Evaluation e = SizingEngine::evaluate(c.build, c.catalogue);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const SpeedFigures &s = e.figures.speed;
    EXPECT_FALSE(s.estimated);
    EXPECT_TRUE(s.unknown.contains(QStringLiteral("no dense TFLOPS"))) << s.unknown.toStdString();
    EXPECT_TRUE(s.unknown.contains(QStringLiteral("rtx-without-tflops")))
        << s.unknown.toStdString();
    // No speed from a compute term of 0 ms: no rate, and memory alone bounds the count.
    EXPECT_EQ(s.outputTokensPerSecond, 0.0);
    EXPECT_EQ(s.servedConversations, e.figures.conversations);
}

TEST(MissingFigures, TheSameCardWithTflopsIsEstimated)
{
    CardWithoutTflops c;
    Card card = *c.catalogue.card(QStringLiteral("rtx-pro-6000-se"));
    EXPECT_GT(card.denseTflops.bf16, 0.0);
    const Evaluation e = SizingEngine::evaluate(test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4"),
                                                Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    EXPECT_TRUE(e.figures.speed.estimated);
    EXPECT_TRUE(e.figures.speed.unknown.isEmpty());
}

TEST(MissingFigures, MoreActiveConversationsThanFitAreReportedOverMemory)
{
    Build b = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    const Evaluation fitting = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(fitting.ok());
    EXPECT_FALSE(fitting.figures.speed.activeOverMemory);
    b.activeConversations = fitting.figures.conversations + 1;
    const Evaluation over = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(over.ok());
    EXPECT_TRUE(over.figures.speed.activeOverMemory);
    b.activeConversations = fitting.figures.conversations;
    EXPECT_FALSE(SizingEngine::evaluate(b, Catalogue::builtIn()).figures.speed.activeOverMemory);
}

TEST(MissingFigures, ARequestLongerThanTheContextHasNoSpeedAndSaysWhy)
{
    // The window and build files reach the engine without the command line's
    // refusal: a request vLLM would refuse gets no speed, with the reason.
    Build b = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    b.context = 4096;
    b.answerTokens = 512;
    b.promptTokens = b.context - b.answerTokens; // exactly the context: served
    const Evaluation fits = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(fits.ok());
    EXPECT_TRUE(fits.figures.speed.estimated);
    b.promptTokens += 1;
    const Evaluation over = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(over.ok());
    EXPECT_FALSE(over.figures.speed.estimated);
    EXPECT_TRUE(over.figures.speed.unknown.contains(
        QStringLiteral("%1 prompt + %2 answer tokens is longer than the context of %3 tokens")
            .arg(b.promptTokens)
            .arg(b.answerTokens)
            .arg(b.context)))
        << over.figures.speed.unknown.toStdString();
    EXPECT_EQ(over.figures.speed.unknown, BuildSpeed::longRequest(b));
}

TEST(SettingRanges, TheLargestSpeedTargetAFlagTakesTheEngineTakesToo)
{
    Build b = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    b.speedTarget = SettingRanges::kMostSpeedTarget;
    const Evaluation e = SizingEngine::evaluate(b, Catalogue::builtIn());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    b.speedTarget = SettingRanges::kMostSpeedTarget * 2;
    const Evaluation refused = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error.contains(QStringLiteral("outside 0.01 to 1000000")))
        << refused.error.toStdString();
}

TEST(MissingFigures, TheComparisonSaysUnknownWhereTheSpeedIsUnknown)
{
    const CardWithoutTflops c;
    const Build known = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    const BuildComparison comparison({c.build, known}, test::inputs(c.catalogue));
    for (const char *key : {"decodeTokensPerSecondPerConversation", "outputTokensPerSecond",
                            "timeToFirstTokenSeconds", "conversationsAtSpeedTarget"}) {
        const ComparisonRow *row = comparison.row(QString::fromLatin1(key));
        ASSERT_TRUE(row) << key;
        EXPECT_EQ(row->texts.at(0), QStringLiteral("unknown")) << key;
        EXPECT_TRUE(std::isnan(row->values.at(0))) << key;
        EXPECT_NE(row->texts.at(1), QStringLiteral("unknown")) << key;
        EXPECT_GT(row->values.at(1), 0.0) << key;
    }
    // The memory limit still serves, and it is the limit that binds.
    const ComparisonRow *served = comparison.row(QStringLiteral("servedConversations"));
    ASSERT_TRUE(served);
    EXPECT_GT(served->values.at(0), 0.0);
    const ComparisonRow *binding = comparison.row(QStringLiteral("bindingLimit"));
    ASSERT_TRUE(binding);
    EXPECT_EQ(binding->texts.at(0), SpeedFormulas::bindingName(BindingLimit::Memory));
    // What limits a speed that is not estimated is unknown too.
    const ComparisonRow *limitedBy = comparison.row(QStringLiteral("speedLimitedBy"));
    ASSERT_TRUE(limitedBy);
    EXPECT_EQ(limitedBy->texts.at(0), QStringLiteral("unknown"));
    EXPECT_NE(limitedBy->texts.at(1), QStringLiteral("unknown"));
    // Every row of the speed section either says "unknown" or is one of the
    // three that stand without an estimate.
    for (const ComparisonRow &row : comparison.rows()) {
        if (row.section != ComparisonSection::Speed || row.texts.at(0) == QLatin1String("unknown"))
            continue;
        EXPECT_TRUE(row.key == QLatin1String("speedTarget") ||
                    row.key == QLatin1String("servedConversations") ||
                    row.key == QLatin1String("bindingLimit"))
            << row.key.toStdString();
    }
}
