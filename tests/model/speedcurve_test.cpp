// SPDX-License-Identifier: MIT
// The speed chart's curve: tokens per second per conversation against the
// concurrent conversations, with the arithmetic written out from the
// catalogue's values, and the formulas the window and the CLI show.
#include "buildassembler.h"
#include "buildspeed.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "examplebuild.h"
#include "modelfamily.h"
#include "sizingengine.h"
#include "speedcurve.h"
#include "speedformulas.h"

#include <cmath>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// GLM-4.7-Flash in BF16 on one H200 NVL: one card, so a step has no
/// communication and its time is max(memory, compute) + layers + overhead.
Build oneCard(int servers = 1, int cardsEach = 1)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = servers * cardsEach;
    request.servers = servers;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.7-Flash");
    request.layout = Layout{1, 1, false, 1, 0};
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}

Figures evaluated(const Build &build)
{
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    return e.figures;
}

/// Tokens per second of one conversation among `n` on one card, written out.
double expectedTokensPerSecond(const Figures &f, int n)
{
    const Catalogue &c = Catalogue::builtIn();
    const SpeedRules &rules = c.rules().speed;
    const ModelFamily &model = *f.model;
    const double context = 2048 + 512 / 2.0; // prompt + half the answer
    // Weights: the routed experts are (total - active) / (1 - k/E) of the
    // parameters (30B total, 3B active, 64 experts, 4 per token); a step
    // reads the rest and the experts its n tokens touch.
    const double total = 30e9, active = 3e9, experts = 64, k = 4;
    EXPECT_EQ(model.shape.nRoutedExperts, experts);
    EXPECT_EQ(model.shape.numExpertsPerTok, k);
    const double checkpoint = inBytes(f.checkpoint->size); // 62.5 GB
    const double routed = (total - active) / (1 - k / experts) / total * checkpoint;
    const double touched = experts * (1 - std::pow(1 - k / experts, n));
    const double weights = checkpoint - routed + touched / experts * routed;
    // Cache: MLA, 47 layers x (512 + 64) x 2 bytes per token, at the mean context.
    const double cachePerToken = 47 * (512 + 64) * 2.0;
    EXPECT_DOUBLE_EQ(inBytes(f.cachePerToken), cachePerToken);
    const double cache = n * context * cachePerToken;
    // The H200's HBM3e curve: peak x b / (b + half) of 4.8 TB/s, so the
    // time is (b + half) / (peak x 4.8 TB/s); the paged cache is read at
    // cacheReadFraction of the weights' rate.
    const BandwidthCurve *hbm3e = nullptr;
    for (const BandwidthCurve &curve : rules.bandwidthCurves)
        if (curve.memoryType == QLatin1String("HBM3e"))
            hbm3e = &curve;
    EXPECT_TRUE(hbm3e);
    const double memory =
        hbm3e ? (weights + cache / rules.cacheReadFraction + inBytes(hbm3e->halfBytes)) /
                    (hbm3e->peakFraction * 4.8e12)
              : 0.0;
    // Compute: 2 x 3B active parameters + attention, 4 x 20 heads x 576 x
    // context x 47 layers, per token; and the prompts of the conversations
    // that replace finished ones, 2,048 / 512 prompt tokens per conversation
    // and step, their attention at half the prompt. BF16 on the H200 NVL.
    const double flops = n * (2 * active + 4.0 * 20 * 576 * context * 47) +
                         n * (2048.0 / 512) * (2 * active + 4.0 * 20 * 576 * (2048 / 2.0) * 47);
    // The compute curve: peak x T / (T + half) of the rate for the T tokens
    // of the step (n decode tokens and the prompt tokens alongside).
    const double tokens = n * (1.0 + 2048.0 / 512);
    const double share = rules.computePeakFraction * tokens / (tokens + rules.computeHalfTokens);
    const double compute = flops / (share * f.card->denseTflops.bf16 * 1e12);
    // Each of the 47 layers has its floor, and the 46 with routed experts
    // (first_k_dense_replace 1) the router's and grouped GEMMs' besides.
    EXPECT_EQ(model.shape.routedLayers(47), 46);
    const double gpu = std::max(memory, compute) + 47 * inSeconds(rules.layerOverhead) +
                       46 * inSeconds(rules.expertLayerOverhead);
    // vLLM V1 schedules the next step while the GPU runs this one: the CPU's
    // step (its fixed part and its part per conversation) counts only where
    // it is the longer, then the GPU's step floor.
    const double cpu = inSeconds(rules.stepOverhead) + n * inSeconds(rules.conversationOverhead);
    const double token = gpu + std::max(0.0, cpu - gpu) + inSeconds(rules.stepFloor);
    return 1.0 / token;
}

} // namespace

TEST(SpeedCurve, EachPointIsTheRooflineOfItsBatchWrittenOut)
{
    const Build build = oneCard();
    const Figures f = evaluated(build);
    ASSERT_TRUE(f.speed.estimated);
    const SpeedCurve curve = SpeedCurve::of(build, f, Catalogue::builtIn().rules().speed);
    ASSERT_FALSE(curve.conversations.isEmpty());
    ASSERT_EQ(curve.conversations.size(), curve.tokensPerSecond.size());
    for (qsizetype i = 0; i < curve.conversations.size(); ++i)
        EXPECT_NEAR(curve.tokensPerSecond[i], expectedTokensPerSecond(f, curve.conversations[i]),
                    1e-9 * curve.tokensPerSecond[i])
            << curve.conversations[i] << " conversations";
}

TEST(SpeedCurve, RunsFromOneToAQuarterBeyondTheMemoryLimitAndHoldsBothMarks)
{
    const Build build = oneCard();
    const Figures f = evaluated(build);
    const SpeedCurve curve = SpeedCurve::of(build, f, Catalogue::builtIn().rules().speed);
    EXPECT_EQ(curve.memoryLimit, f.conversations);
    EXPECT_EQ(curve.speedTarget, 20.0); // the build's default
    EXPECT_EQ(curve.conversations.first(), 1);
    EXPECT_EQ(curve.conversations.last(), int(std::ceil(f.conversations * 1.25)));
    EXPECT_LE(curve.conversations.size(), SpeedCurve::kMostPoints + 2);
    EXPECT_TRUE(curve.conversations.contains(f.conversations));
    // The active conversations (as many as fit) are marked at the figure's speed.
    EXPECT_EQ(curve.active, f.conversations);
    EXPECT_DOUBLE_EQ(curve.activeTokensPerSecond, f.speed.decodeTokensPerSecondPerConversation);
    const qsizetype at = curve.conversations.indexOf(curve.active);
    EXPECT_DOUBLE_EQ(curve.tokensPerSecond[at], f.speed.decodeTokensPerSecondPerConversation);
    // More conversations share each step: no one gets faster.
    for (qsizetype i = 1; i < curve.conversations.size(); ++i) {
        EXPECT_GT(curve.conversations[i], curve.conversations[i - 1]);
        EXPECT_LE(curve.tokensPerSecond[i], curve.tokensPerSecond[i - 1]);
    }
}

TEST(SpeedCurve, SpreadsConversationsOverTheCopies)
{
    // Eight servers of one card each, one copy per card: n conversations run
    // as ceil(n / 8) per copy, so 8 conversations go as fast as one.
    const Build build = oneCard(8, 1);
    const Figures f = evaluated(build);
    ASSERT_EQ(f.copies, 8);
    const SpeedCurve curve = SpeedCurve::of(build, f, Catalogue::builtIn().rules().speed);
    for (qsizetype i = 0; i < curve.conversations.size(); ++i) {
        const int perCopy = (curve.conversations[i] + 7) / 8;
        EXPECT_NEAR(curve.tokensPerSecond[i], expectedTokensPerSecond(f, perCopy),
                    1e-9 * curve.tokensPerSecond[i]);
    }
}

TEST(SpeedCurve, ExtentIsAtLeastTenAndCoversTheActiveConversations)
{
    EXPECT_EQ(SpeedCurve::extent(0, 0), 10);
    EXPECT_EQ(SpeedCurve::extent(51, 0), 64);    // 51 x 1.25 = 63.75
    EXPECT_EQ(SpeedCurve::extent(51, 200), 250); // the active beyond memory
}

TEST(SpeedCurve, ABuildSetToMoreActiveConversationsMarksThem)
{
    Build build = oneCard();
    build.activeConversations = 3;
    const Figures f = evaluated(build);
    const SpeedCurve curve = SpeedCurve::of(build, f, Catalogue::builtIn().rules().speed);
    EXPECT_EQ(curve.active, 3);
    EXPECT_NEAR(curve.activeTokensPerSecond, expectedTokensPerSecond(f, 3),
                1e-9 * curve.activeTokensPerSecond);
}

TEST(SpeedFormulas, WriteTheStepWithTheBuildsNumbers)
{
    const Build build = oneCard();
    const Figures f = evaluated(build);
    const SpeedFormulas formulas(build, f, Catalogue::builtIn().rules().speed,
                                 QuantityFormat(QLocale::c()));
    const SpeedFigures &s = f.speed;
    // 1 / step = tokens/s, and the limiting term by name.
    const QString decode = formulas.decode();
    EXPECT_TRUE(decode.contains(formulas.ms(s.decode.tokenTime))) << decode.toStdString();
    EXPECT_TRUE(decode.contains(formulas.rate(s.decodeTokensPerSecondPerConversation)));
    EXPECT_TRUE(decode.contains(QStringLiteral("roofline estimate")));
    EXPECT_TRUE(decode.contains(SpeedFormulas::limitName(s.speedLimitedBy)));
    // The memory term names the card's bandwidth and the rules' share of it.
    EXPECT_TRUE(formulas.memoryTime().contains(QStringLiteral("4800 GB/s")))
        << formulas.memoryTime().toStdString();
    // The whole tooltip: every named term on a line of its own.
    const QString explained = formulas.decodeExplained();
    for (const char *term : {"Weights read:", "Cache read:", "Memory:", "Compute:",
                             "Communication:", "Step:", "roofline estimate"})
        EXPECT_TRUE(explained.contains(QLatin1String(term))) << term;
    EXPECT_TRUE(formulas.served().contains(SpeedFormulas::binding(s.bindingLimit)));
    EXPECT_EQ(SpeedFormulas::bindingName(BindingLimit::Memory), QStringLiteral("memory"));
    EXPECT_EQ(SpeedFormulas::bindingName(BindingLimit::Speed), QStringLiteral("speed"));
    EXPECT_EQ(formulas.rate(20.0), QStringLiteral("20 tokens/s"));
    EXPECT_EQ(formulas.rate(21.54), QStringLiteral("21.5 tokens/s"));
}

TEST(SpeedFormulas, TheStepsWordsAddUpToTheEstimatesTime)
{
    // The words' composition of a step, recomposed, is the estimate's time
    // per token: a change to SpeedEstimate::step() that the words do not
    // follow fails here. Both a one-card build and one with TP and PP, with
    // CUDA graphs, eager (the host's launches) and on vLLM 0.11 (its
    // sampler's sort).
    for (const char *name : {"glm53flash-nvfp4-4x-rtx-tp4", "glm53-fp8-8x-h200-tp4-pp2"})
        for (int variant : {0, 1, 2}) {
            const bool eager = variant == 1;
            Build build = test::exampleBuild(name);
            build.enforceEager = eager;
            if (variant == 2)
                build.vllmVersion = VllmVersion{0, 11};
            const Figures f = evaluated(build);
            // The sort needs the model's vocabulary (GLM-5.3-Flash states none).
            const bool sorts = variant == 2 && f.model->shape.vocabSize > 0;
            const SpeedFormulas formulas(build, f, Catalogue::builtIn().rules().speed,
                                         QuantityFormat(QLocale::c()));
            const SpeedFormulas::StepComposition c = formulas.stepComposition();
            EXPECT_EQ(c.pp, build.layout.pp) << name;
            EXPECT_NEAR(inSeconds(c.recomposed()), inSeconds(f.speed.decode.tokenTime),
                        1e-12 * inSeconds(f.speed.decode.tokenTime))
                << name;
            // Every term, with its time, in the written step.
            const QString step = formulas.stepTime();
            QList<SpeedFormulas::StepTerm> terms = c.bounding + c.added + QList{c.overhead};
            if (eager)
                terms << c.launch;
            if (sorts)
                terms << c.sampler;
            EXPECT_EQ(c.launch.time.value() > 0, eager) << name;
            EXPECT_EQ(c.sampler.time.value() > 0, sorts) << name;
            for (const SpeedFormulas::StepTerm &t : terms)
                EXPECT_TRUE(step.contains(t.name + QLatin1Char(' ') + formulas.ms(t.time)))
                    << name << ": " << step.toStdString();
            EXPECT_TRUE(step.endsWith(formulas.ms(c.total) + QStringLiteral(" per token")))
                << step.toStdString();
            EXPECT_EQ(formulas.decodeExplained().contains(QStringLiteral("Eager (no CUDA graphs)")),
                      eager)
                << name;
            EXPECT_EQ(formulas.decodeExplained().contains(QStringLiteral("Sampler: vLLM 0.11")),
                      sorts)
                << name;
        }
}
