// SPDX-License-Identifier: MIT
// Speculative decoding (MTP, EAGLE) in the speed estimate, the memory rule
// and the build file, with the arithmetic written out: a step verifies the
// draft tokens + 1 per conversation and gains 1 + a + a^2 + ... of them.
#include "buildfile.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "examplebuild.h"
#include "formaterror.h"
#include "sizingengine.h"
#include "speedestimate.h"

#include "plainspeed.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// The dense 8B model without a cache and without prompts alongside, on
/// plain rules without fixed costs: the step is its reading.
SpeedInputs denseModel()
{
    SpeedInputs in = test::denseModel();
    in.attentionPerToken = bytes(0);
    return in;
}

const char kDeepSeekV3[] = "deepseek-ai/DeepSeek-V3-0324";

} // namespace

TEST(SpeculativeDecoding, TokensPerStepAreTheAcceptedRunOfDrafts)
{
    EXPECT_DOUBLE_EQ(SpeedEstimate::tokensPerStep(0, 0.9), 1.0);
    EXPECT_DOUBLE_EQ(SpeedEstimate::tokensPerStep(1, 0.85), 1.0 + 0.85);
    EXPECT_DOUBLE_EQ(SpeedEstimate::tokensPerStep(3, 0.5), 1.0 + 0.5 + 0.25 + 0.125);
    EXPECT_DOUBLE_EQ(SpeedEstimate::tokensPerStep(2, 1.0), 3.0);
}

TEST(SpeculativeDecoding, AStepVerifiesTheDraftsAndGainsTheAcceptedOnes)
{
    const SpeedRules rules = test::plainRules();
    SpeedInputs in = denseModel();
    const SpeedTerms plain = SpeedEstimate(in, rules).decode(1, 1000);
    in.draftTokens = 2;
    in.draftAcceptance = 0.8;
    const SpeedTerms drafted = SpeedEstimate(in, rules).decode(1, 1000);

    // Reading 16 GB at 0.5 x 1,000 GB/s: 32 ms, with or without drafts (the
    // verify step reads the weights once for its 3 tokens).
    const double reading = 16e9 / (0.5 * 1000e9);
    EXPECT_NEAR(inSeconds(plain.tokenTime), reading, 1e-12);
    EXPECT_NEAR(inSeconds(drafted.memoryTime), reading, 1e-12);
    // The verify step computes 3 tokens: 3 x (2 x 8e9 + attention at 1,000).
    const double attention = 4.0 * 32 * 128 * 1000 * 32;
    EXPECT_NEAR(drafted.flops, 3.0 * (2.0 * 8e9 + attention), 1.0);
    // Two draft passes of the one-layer module: 2 x 1/32 of the step.
    const double draft = 2.0 * (1.0 / 32.0) * reading;
    EXPECT_NEAR(inSeconds(drafted.draftTime), draft, 1e-12);
    // 1 + 0.8 + 0.64 tokens a step.
    const double gained = 1.0 + 0.8 + 0.8 * 0.8;
    EXPECT_DOUBLE_EQ(drafted.tokensPerStep, gained);
    EXPECT_NEAR(inSeconds(drafted.stepTime), reading + draft, 1e-12);
    EXPECT_NEAR(inSeconds(drafted.tokenTime), (reading + draft) / gained, 1e-12);
    EXPECT_NEAR(drafted.tokensPerSecond(), gained / (reading + draft), 1e-9);
}

TEST(SpeculativeDecoding, TheSearchAgreesWithTheStepUnderDrafts)
{
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    build.mtpDraftTokens = 3;
    build.mtpAcceptance = 0.7;
    const Evaluation ev = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(ev.ok());
    const double context = ev.figures.speed.meanContext;
    const SpeedInputs in = BuildSpeed::inputsOf(build, ev.figures, context, rules);
    EXPECT_EQ(in.draftTokens, 3);
    EXPECT_DOUBLE_EQ(in.draftAcceptance, 0.7);
    const SpeedEstimate e(in, rules);
    for (double target : {5.0, 20.0, 50.0, 100.0}) {
        const int n = e.conversationsPerCopyAt(target, context);
        if (n == 0)
            continue;
        EXPECT_GE(e.decode(n, context).tokensPerSecond(), target) << target;
        EXPECT_LT(e.decode(n + 1, context).tokensPerSecond(), target) << target;
    }
}

TEST(SpeculativeDecoding, OffByDefaultAndFasterPerConversationWhenOn)
{
    const Figures off = test::evaluateChanged("glm53-fp8-8x-h200-tp8", [](Build &b) {
        b.checkpoint = QString::fromLatin1(kDeepSeekV3);
        b.activeConversations = 8;
    });
    const Figures on = test::evaluateChanged("glm53-fp8-8x-h200-tp8", [](Build &b) {
        b.checkpoint = QString::fromLatin1(kDeepSeekV3);
        b.activeConversations = 8;
        b.mtpDraftTokens = 1;
    });
    ASSERT_TRUE(off.speed.estimated && on.speed.estimated) << on.speed.unknown.toStdString();
    EXPECT_EQ(off.speed.draftTokens, 0);
    EXPECT_DOUBLE_EQ(off.speed.decode.tokensPerStep, 1.0);
    // DeepSeek-V3's published acceptance (rules.json draftAcceptance).
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    double published = 0;
    for (const DraftAcceptance &d : rules.draftAcceptance)
        if (d.modelPrefix == QLatin1String("DeepSeek-V3"))
            published = d.acceptance;
    ASSERT_GT(published, 0.0);
    EXPECT_EQ(on.speed.draftTokens, 1);
    EXPECT_DOUBLE_EQ(on.speed.draftAcceptance, published);
    EXPECT_DOUBLE_EQ(on.speed.decode.tokensPerStep, 1.0 + published);
    EXPECT_GT(on.speed.decodeTokensPerSecondPerConversation,
              off.speed.decodeTokensPerSecondPerConversation);
    // The draft layer's cache: one more layer's worth per token.
    const int layers =
        Catalogue::builtIn()
            .model(Catalogue::builtIn().checkpoint(QString::fromLatin1(kDeepSeekV3))->model)
            ->attention.attentionLayers;
    EXPECT_NEAR(inBytes(on.cachePerConversationPerCard),
                inBytes(off.cachePerConversationPerCard) * (layers + 1.0) / layers, 1.0);
    EXPECT_LE(on.conversations, off.conversations);
}

TEST(SpeculativeDecoding, AModelWithoutAPublishedAcceptanceAsksForOne)
{
    const Figures f = test::evaluateChanged("glm53flash-nvfp4-4x-rtx-tp4",
                                            [](Build &b) { b.mtpDraftTokens = 2; });
    EXPECT_FALSE(f.speed.estimated);
    EXPECT_TRUE(f.speed.unknown.contains(QStringLiteral("--mtp-acceptance")))
        << f.speed.unknown.toStdString();
    EXPECT_TRUE(f.speed.unknown.contains(QStringLiteral("mtpAcceptance")));
}

TEST(SpeculativeDecoding, TheSettingIsKeptInTheBuildFile)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    // Off is not written: older files stay as they were.
    EXPECT_FALSE(BuildFile::toJson(build, rules).contains("mtp"));
    build.mtpDraftTokens = 2;
    build.mtpAcceptance = 0.75;
    const QByteArray json = BuildFile::toJson(build, rules);
    const Build back = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_EQ(back.mtpDraftTokens, 2);
    EXPECT_DOUBLE_EQ(back.mtpAcceptance, 0.75);
    EXPECT_EQ(back, build);

    for (const auto &[from, to, field] :
         {std::tuple{"\"mtpAcceptance\": 0.75", "\"mtpAcceptance\": 1.5", "$.mtpAcceptance"},
          std::tuple{"\"mtpDraftTokens\": 2", "\"mtpDraftTokens\": -1", "$.mtpDraftTokens"},
          std::tuple{"\"mtpDraftTokens\": 2", "\"mtpDraftTokens\": \"two\"", "$.mtpDraftTokens"}}) {
        QByteArray wrong = json;
        ASSERT_TRUE(wrong.contains(from)) << from;
        wrong.replace(from, to);
        try {
            (void)BuildFile::fromJson(wrong, QStringLiteral("b.json"), rules);
            ADD_FAILURE() << "accepted " << to;
        } catch (const FormatError &e) {
            EXPECT_TRUE(e.message().contains(QStringLiteral("b.json")))
                << e.message().toStdString();
            EXPECT_TRUE(e.message().contains(QString::fromLatin1(field)))
                << e.message().toStdString();
        }
    }
}
