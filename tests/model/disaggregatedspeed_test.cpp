// SPDX-License-Identifier: MIT
// Prefill/decode disaggregation (Layout::prefillCopies, DisaggregatedSpeed):
// the decode pool's speed, the memory its copies hold, the KV-cache
// transfer and the time to first token, each with its arithmetic written
// out; a split that leaves a pool empty is refused; the build file keeps it.
#include "assessment.h"
#include "buildassembler.h"
#include "buildfile.h"
#include "buildspeed.h"
#include "card.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "disaggregatedspeed.h"
#include "formaterror.h"
#include "layoutvalidity.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "sizingengine.h"
#include "speedcurve.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <cmath>

#include "plainspeed.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// GLM-4.5-Air FP8 on `cards` H200 NVL in `servers` servers, TP2 copies,
/// `prefill` of them prefilling only.
Build h200Build(const char *checkpoint, int cards, int servers, const Layout &layout)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = cards;
    request.servers = servers;
    request.checkpoint = QString::fromLatin1(checkpoint);
    request.layout = layout;
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}

Build airBuild(int cards, int servers, int prefill)
{
    Build build =
        h200Build("zai-org/GLM-4.5-Air-FP8", cards, servers, Layout{2, 1, true, 1, cards / 2});
    build.layout.prefillCopies = prefill;
    return build;
}

Figures evaluated(const Build &build)
{
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_TRUE(e.figures.speed.estimated) << e.figures.speed.unknown.toStdString();
    return e.figures;
}

/// GLM-4.5-Air's cache per token in BF16 (catalogue: 46 layers, 8 KV heads
/// of 128): K and V x layers x heads x width x 2 bytes.
Bytes airCachePerToken()
{
    return bytes(2.0 * 46 * 8 * 128 * 2);
}

double attention(double context)
{
    return 4.0 * 32 * 128 * context * 32; // the dense 8B: 4 x heads x width x tokens x layers
}

} // namespace

TEST(DisaggregatedSpeed, DecodeCopiesDecodeWithoutPromptsAndHoldTheConversations)
{
    // Four copies split 1 + 3 against the same four copies aggregated.
    Build split = airBuild(8, 1, 1);
    split.activeConversations = 30;
    Build aggregated = split;
    aggregated.layout.prefillCopies = 0;
    const Figures s = evaluated(split);
    const Figures a = evaluated(aggregated);

    // Memory: each copy holds as many as before, but only the decode copies hold any.
    EXPECT_EQ(s.conversationsPerCopy, a.conversationsPerCopy);
    EXPECT_EQ(a.conversations, 4 * a.conversationsPerCopy);
    EXPECT_EQ(s.conversations, 3 * a.conversationsPerCopy);
    ASSERT_GE(s.conversations, 30);

    // TPOT: the step of the same 30 conversations over 3 copies, 10 a copy,
    // without prompts prefilled alongside (SpeedEstimate::decodeAlone).
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    const SpeedInputs in = BuildSpeed::inputsOf(aggregated, a, a.speed.meanContext, rules);
    const SpeedTerms alone = SpeedEstimate(in, rules).decodeAlone(10, a.speed.meanContext);
    EXPECT_DOUBLE_EQ(inSeconds(s.speed.decode.tokenTime), inSeconds(alone.tokenTime));
    EXPECT_DOUBLE_EQ(s.speed.decodeTokensPerSecondPerConversation, alone.tokensPerSecond());
    EXPECT_DOUBLE_EQ(s.speed.decodeTokensPerSecondPerConversationNoPrefill,
                     alone.tokensPerSecond());
    EXPECT_EQ(s.speed.decode.prefillTokens, 0.0);
    // The aggregated build mixes the prompts into its steps: slower per step.
    EXPECT_GT(a.speed.decode.prefillTokens, 0.0);

    // Output: the 30 conversations at that speed, over all 8 cards of both pools.
    EXPECT_EQ(s.speed.decodingConversations, 30);
    EXPECT_DOUBLE_EQ(s.speed.outputTokensPerSecond, 30 * alone.tokensPerSecond());
    EXPECT_DOUBLE_EQ(s.speed.outputTokensPerSecondPerCard, 30 * alone.tokensPerSecond() / 8);
    EXPECT_EQ(s.speed.prefillCopies, 1);
    EXPECT_EQ(s.speed.decodeCopies, 3);
    EXPECT_EQ(a.speed.prefillCopies, 0);
    // At the speed target: the decode copies' count without prompt work.
    const SpeedEstimate decodePool(DisaggregatedSpeed::decodeInputs(in), rules);
    EXPECT_EQ(s.speed.conversationsAtSpeedTarget,
              3 * decodePool.conversationsPerCopyAt(split.speedTarget, a.speed.meanContext));
}

TEST(DisaggregatedSpeed, TheSpeedCurveIsTheDecodePoolsAndPassesThroughTheBuildsFigure)
{
    Build split = airBuild(8, 1, 1);
    split.activeConversations = 30;
    const Figures f = evaluated(split);
    const SpeedCurve curve = SpeedCurve::of(split, f, Catalogue::builtIn().rules().speed);
    EXPECT_EQ(curve.memoryLimit, f.conversations);
    const qsizetype at = curve.conversations.indexOf(30);
    ASSERT_GE(at, 0);
    EXPECT_DOUBLE_EQ(curve.tokensPerSecond[at], f.speed.decodeTokensPerSecondPerConversation);
}

TEST(DisaggregatedSpeed, TheKvTransferIsThePromptsCacheOverTheLinkJoiningThePools)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const SpeedRules &rules = catalogue.rules().speed;
    const Card &card = *catalogue.card(QStringLiteral("h200-nvl"));
    ASSERT_EQ(card.nvlinkGroup, 4);

    // Two copies on four cards of one NVLink group: NVLink, half the stated
    // bidirectional bandwidth, at the rules' link fraction.
    const Build inGroup = airBuild(4, 1, 1);
    const Figures nvlink = evaluated(inGroup);
    const Bytes prompt = double(inGroup.promptTokens) * airCachePerToken();
    EXPECT_DOUBLE_EQ(inBytes(nvlink.speed.kvTransferBytes), inBytes(prompt));
    EXPECT_EQ(nvlink.speed.kvTransferLinkKind, LinkKind::Nvlink);
    const double nvlinkRate = rules.linkFraction * 0.5 * inGBps(card.link.nvlinkBandwidth) * 1e9;
    EXPECT_NEAR(inSeconds(nvlink.speed.kvTransfer),
                inSeconds(rules.nvlinkLatency) + inBytes(prompt) / nvlinkRate, 1e-12);

    // Four copies over two servers: the network between servers (rules.json serverNetwork).
    const Figures network = evaluated(airBuild(8, 2, 1));
    EXPECT_EQ(network.speed.kvTransferLinkKind, LinkKind::ServerNetwork);
    EXPECT_NEAR(inSeconds(network.speed.kvTransfer),
                inSeconds(rules.networkLatency) +
                    inBytes(prompt) / (rules.linkFraction * (inGBps(rules.serverNetwork) * 1e9)),
                1e-12);

    // The same arithmetic on round numbers: 1 GB over 50 GB/s at half the link.
    EXPECT_NEAR(inSeconds(DisaggregatedSpeed::kvTransfer(gigabytes(1), gigabytesPerSecond(50),
                                                         seconds(20e-6), 0.5)),
                20e-6 + 1e9 / (0.5 * 50e9), 1e-15);
}

TEST(DisaggregatedSpeed, TheFirstTokenAddsTheQueueThePrefillTheTransferAndOneDecodeStep)
{
    const Build build = airBuild(8, 1, 1);
    const Figures f = evaluated(build);
    const SpeedFigures &s = f.speed;
    // A prompt that fits the budget is one batch: its own prefill.
    ASSERT_LE(build.promptTokens, s.chunkTokens);
    EXPECT_EQ(s.promptChunks, 1);
    EXPECT_DOUBLE_EQ(inSeconds(s.firstTokenChunks), inSeconds(s.prefill.stepTime));
    EXPECT_DOUBLE_EQ(inSeconds(s.firstTokenDecodeStep), inSeconds(s.decode.stepTime));
    EXPECT_NEAR(inSeconds(s.timeToFirstToken),
                inSeconds(s.firstTokenRequest + s.firstTokenSlotWait + s.firstTokenWait +
                          s.firstTokenChunks + s.kvTransfer + s.decode.stepTime),
                1e-12);
    EXPECT_NEAR(inSeconds(s.timeToFirstTokenP95),
                inSeconds(s.firstTokenRequest + s.firstTokenSlotWait + s.firstTokenWaitP95 +
                          s.firstTokenChunks + s.kvTransfer + s.decode.stepTime),
                1e-12);
    EXPECT_GE(s.firstTokenWaitP95, s.firstTokenWait);
    // The formula names each term with its time.
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    const SpeedFormulas words(build, f, rules, QuantityFormat(QLocale::c()));
    const QString ttft = words.timeToFirstToken();
    for (Seconds term : {s.firstTokenRequest, s.firstTokenWait, s.firstTokenChunks, s.kvTransfer,
                         s.firstTokenDecodeStep, s.timeToFirstToken, s.timeToFirstTokenP95})
        EXPECT_TRUE(ttft.contains(words.ms(term))) << ttft.toStdString();
    EXPECT_TRUE(ttft.contains(QStringLiteral("KV-cache transfer"))) << ttft.toStdString();
    EXPECT_TRUE(words.kvTransfer().contains(QStringLiteral("PCIe")))
        << words.kvTransfer().toStdString();
    EXPECT_TRUE(words.pools().contains(QStringLiteral("3 decode cop")))
        << words.pools().toStdString();
    // The prefill copy fills its budget with prompts.
    const SpeedInputs in =
        BuildSpeed::inputsOf(build, f, s.meanContext, Catalogue::builtIn().rules().speed);
    EXPECT_DOUBLE_EQ(s.prefillPromptsPerBatch, double(in.chunkTokens) / build.promptTokens);
}

TEST(DisaggregatedSpeed, APrefillCopyBatchesPromptsUpToItsBudget)
{
    const SpeedRules rules = test::plainRules();
    SpeedInputs in = test::denseModel();
    in.promptTokens = 2048;
    in.answerTokens = 512;
    in.chunkTokens = 8192;
    DisaggregatedSpeed::Split split;
    split.prefillCopies = 1;
    split.decodeCopies = 1;
    split.promptCache = gigabytes(1);
    split.link = gigabytesPerSecond(50);
    const DisaggregatedSpeed pools(in, rules, split);

    // Four prompts of 2,048 a batch of 8,192 tokens: 16 GB read once, the
    // FLOPs of 8,192 tokens (attention over half a prompt) at 0.5 x 400 TFLOPS.
    const DisaggregatedSpeed::Prefill p = pools.prefill();
    EXPECT_DOUBLE_EQ(p.promptsPerBatch, 4.0);
    const double perToken = 16e9 + attention(1024);
    const double batch = std::max(16e9 / 500e9, 8192 * perToken / 200e12);
    EXPECT_NEAR(inSeconds(p.batchTime), batch, 1e-12);
    EXPECT_NEAR(inSeconds(p.busy), batch / 4, 1e-12);
    // The prompt alone: its own 2,048 tokens.
    const double own = std::max(16e9 / 500e9, 2048 * perToken / 200e12);
    EXPECT_NEAR(inSeconds(p.prompt), own, 1e-12);

    // One conversation waits for no other prompt: request + prefill; the
    // caller adds the transfer, 1 GB / (0.5 x 50 GB/s), and one decode step.
    const SpeedTerms decode = pools.decodePool().decode(1, 2304);
    const SpeedEstimate::FirstToken f = pools.firstToken(1, 1, decode.tokenTime, decode.stepTime);
    EXPECT_EQ(inSeconds(f.wait), 0.0);
    EXPECT_NEAR(inSeconds(f.chunks), own, 1e-12);
    EXPECT_NEAR(inSeconds(pools.kvTransfer()), 1e9 / 25e9, 1e-15);
    // Its next prompt comes one prefill, transfer, first step and answer later.
    const double cycle =
        own + 0.04 + inSeconds(decode.stepTime) + 512 * inSeconds(decode.tokenTime);
    EXPECT_NEAR(f.promptsPerSecond, 1.0 / cycle, 1e-9);
    EXPECT_NEAR(f.load, inSeconds(p.busy) / cycle, 1e-9);

    // A prompt longer than the budget: chunks of 4,096, the last 1,808.
    in.promptTokens = 10000;
    in.chunkTokens = 4096;
    const DisaggregatedSpeed::Prefill chunked = DisaggregatedSpeed(in, rules, split).prefill();
    const SpeedEstimate estimate(in, rules);
    EXPECT_EQ(chunked.chunks, 3);
    EXPECT_NEAR(inSeconds(chunked.prompt),
                inSeconds(2.0 * estimate.prefill(4096).stepTime + estimate.prefill(1808).stepTime),
                1e-12);
    EXPECT_NEAR(inSeconds(chunked.busy),
                10000.0 / 4096 * inSeconds(estimate.prefill(4096).stepTime), 1e-12);
}

TEST(DisaggregatedSpeed, ASplitThatLeavesAPoolEmptyIsRefused)
{
    Layout l{2, 1, true, 1, 4};
    EXPECT_TRUE(LayoutValidity::whyRefusedSplit(l).isEmpty()); // aggregated
    for (int prefill : {1, 2, 3}) {
        l.prefillCopies = prefill;
        EXPECT_TRUE(LayoutValidity::whyRefusedSplit(l).isEmpty()) << prefill;
    }
    for (int prefill : {4, 5}) {
        l.prefillCopies = prefill;
        EXPECT_EQ(LayoutValidity::whyRefusedSplit(l),
                  QStringLiteral("%1 prefill copies of 4 copies leave no copy to decode: a "
                                 "prefill/decode split needs at least one copy in each pool "
                                 "(prefill copies from 1 to 3).")
                      .arg(prefill));
    }
    l.prefillCopies = -1;
    EXPECT_TRUE(LayoutValidity::whyRefusedSplit(l).startsWith(QStringLiteral("-1 prefill copies")));
    const Layout one{2, 1, true, 1, 1, 1, 1};
    EXPECT_TRUE(
        LayoutValidity::whyRefusedSplit(one).contains(QStringLiteral("at least two copies")));

    // The engine refuses the build with the same reason.
    const Build refused = airBuild(8, 1, 4);
    const Evaluation e = SizingEngine::evaluate(refused, Catalogue::builtIn());
    EXPECT_FALSE(e.ok());
    EXPECT_EQ(e.error, LayoutValidity::whyRefusedSplit(refused.layout));
}

TEST(DisaggregatedSpeed, TheBuildFileKeepsTheSplitAndNamesABadOne)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    const Build split = airBuild(8, 1, 1);
    const QByteArray json = BuildFile::toJson(split, rules);
    EXPECT_TRUE(json.contains("\"prefillCopies\": 1")) << json.toStdString();
    const Build read = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_EQ(read.layout, split.layout);
    EXPECT_EQ(BuildFile::toJson(read, rules), json);
    // An aggregated build's file stays as it was.
    Build aggregated = split;
    aggregated.layout.prefillCopies = 0;
    EXPECT_FALSE(BuildFile::toJson(aggregated, rules).contains("prefillCopies"));

    const auto errorOf = [&](const QByteArray &value) {
        QByteArray bad = json;
        bad.replace("\"prefillCopies\": 1", "\"prefillCopies\": " + value);
        try {
            (void)BuildFile::fromJson(bad, QStringLiteral("b.json"), rules);
        } catch (const FormatError &e) {
            return e.message();
        }
        return QString();
    };
    Layout all = split.layout;
    all.prefillCopies = 4;
    EXPECT_EQ(errorOf("4"), QStringLiteral("b.json: Prefill copies: %1 ($.layout.prefillCopies)")
                                .arg(LayoutValidity::whyRefusedSplit(all)));
    EXPECT_EQ(errorOf("-1"), QStringLiteral("b.json: Prefill copies: -1 is outside 0 to 4095 "
                                            "($.layout.prefillCopies)"));
}

TEST(DisaggregatedSpeed, TheServingCommandsStartOneInstancePerPool)
{
    const Build build = airBuild(8, 1, 1);
    const Figures f = evaluated(build);
    const QStringList vllm = ServingCommand::vllm(build, f).split(QLatin1Char('\n'));
    ASSERT_EQ(vllm.size(), 2);
    // The prefill copy alone, the three decode copies as data-parallel replicas.
    EXPECT_FALSE(vllm[0].contains(QStringLiteral("--data-parallel-size")));
    EXPECT_TRUE(vllm[0].endsWith(
        QStringLiteral("--kv-transfer-config "
                       "'{\"kv_connector\":\"NixlConnector\",\"kv_role\":\"kv_producer\"}'")));
    EXPECT_TRUE(vllm[1].contains(QStringLiteral("--data-parallel-size 3")));
    EXPECT_TRUE(vllm[1].contains(QStringLiteral("\"kv_role\":\"kv_consumer\"")));
    const QStringList sglang = ServingCommand::sglang(build, f).split(QLatin1Char('\n'));
    ASSERT_EQ(sglang.size(), 2);
    EXPECT_TRUE(sglang[0].contains(QStringLiteral("--disaggregation-mode prefill")));
    EXPECT_TRUE(sglang[1].contains(QStringLiteral("--dp-size 3")));
    EXPECT_TRUE(sglang[1].contains(QStringLiteral("--disaggregation-mode decode")));
    // Aggregated: one command.
    Build aggregated = build;
    aggregated.layout.prefillCopies = 0;
    EXPECT_FALSE(ServingCommand::vllm(aggregated, evaluated(aggregated)).contains(u'\n'));
}

TEST(DisaggregatedSpeed, AFirstTokenTargetLimitsTheConversationsOfASplitBuild)
{
    // Four TP2 copies split 1 + 3: the served conversations at a first-token
    // target are the most on the three decode copies whose first token (the
    // prefill pool's queue, the prompt, the transfer, the first decode step)
    // meets it, as the engine gives it at that load.
    const Build build = airBuild(8, 1, 1);
    const Figures f = evaluated(build);
    ASSERT_GT(f.conversationsPerCopy, 3);
    const int decodeCopies = build.layout.decodeCopies();
    const auto firstTokenAt = [&](int perCopy) {
        Build at = build;
        at.activeConversations = perCopy * decodeCopies;
        return SizingEngine::evaluate(at, Catalogue::builtIn()).figures.speed.timeToFirstToken;
    };
    Build asked = build;
    asked.ttftTarget =
        milliseconds(std::ceil(inMilliseconds(firstTokenAt(f.conversationsPerCopy / 2))));
    const SpeedFigures s = evaluated(asked).speed;
    ASSERT_EQ(s.conversationsAtTtftTarget % decodeCopies, 0);
    const int perCopy = s.conversationsAtTtftTarget / decodeCopies;
    ASSERT_GE(perCopy, 1);
    ASSERT_LT(perCopy, f.conversationsPerCopy);
    EXPECT_LE(firstTokenAt(perCopy), asked.ttftTarget);
    EXPECT_GT(firstTokenAt(perCopy + 1), asked.ttftTarget);
    EXPECT_EQ(s.servedConversations,
              std::min(s.conversationsAtTtftTarget,
                       std::min(s.memoryConversations, s.conversationsAtSpeedTarget)));
}

// Issue 25 item 3: one prefill copy for seven decode copies of 8,000-token
// prompts cannot keep up; the closed loop then serves what that copy takes.
TEST(DisaggregatedSpeed, ASaturatedPrefillPoolServesTheClosedLoopsOutputNotTheDecodes)
{
    Build build = h200Build("zai-org/GLM-4.7-Flash", 8, 1, Layout{1, 1, true, 1, 8});
    build.layout.prefillCopies = 1;
    build.promptTokens = 8000;
    const Figures f = evaluated(build);
    const SpeedFigures &s = f.speed;
    ASSERT_TRUE(s.disaggregated());
    ASSERT_GE(s.prefillLoad, 1.0 - 1e-9) << "the pool must be saturated for this test";

    // What the decode copies could give: the conversations x their speed.
    const double decode = s.decodingConversations * s.decodeTokensPerSecondPerConversation;
    EXPECT_DOUBLE_EQ(s.decodeOutputTokensPerSecond, decode);
    // The prefill copy is busy batch time / prompts a batch for each prompt
    // (prompt / budget x batch): it takes 1 / that prompts per second.
    const double busy = inSeconds(s.prefillBatchTime) / s.prefillPromptsPerBatch;
    const double served = 1.0 / busy * build.answerTokens;
    ASSERT_LT(served, decode);
    EXPECT_TRUE(s.outputLimitedByPrefill);
    EXPECT_NEAR(s.promptCapacity, 1.0 / busy, 1e-9 / busy);
    EXPECT_NEAR(s.outputTokensPerSecond, served, 1e-9 * served);
    EXPECT_NEAR(s.outputTokensPerSecondPerCard, served / 8, 1e-9 * served);
    // It is the closed loop's N x answer / (TTFT + answer x TPOT); the
    // request's path (a few ms of about a minute) is outside the queue.
    const double loop = s.decodingConversations * build.answerTokens /
                        (inSeconds(s.timeToFirstTokenMean) +
                         build.answerTokens / s.decodeTokensPerSecondPerConversation);
    EXPECT_NEAR(s.outputTokensPerSecond, loop, 1e-3 * loop);

    // Cost and energy per token read the same output (one report).
    const AssessmentInputs inputs = test::inputs();
    const BuildReport r = assess(build, inputs);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_DOUBLE_EQ(r.cost.outputTokensPerSecond, s.outputTokensPerSecond);
    ASSERT_TRUE(r.cost.costPerYear && r.cost.costPerMillionOutputTokens);
    const double perYear = CostCalculator::outputTokensPerYear(s.outputTokensPerSecond, build.cost);
    EXPECT_NEAR(*r.cost.costPerMillionOutputTokens, *r.cost.costPerYear / (perYear / 1e6),
                1e-9 * *r.cost.costPerMillionOutputTokens);
    ASSERT_TRUE(r.cost.kwhPerMillionOutputTokens);
    EXPECT_NEAR(*r.cost.kwhPerMillionOutputTokens, r.cost.energyKWhPerYear / (perYear / 1e6),
                1e-9 * *r.cost.kwhPerMillionOutputTokens);

    // The words say what limits it.
    const SpeedFormulas words(build, f, Catalogue::builtIn().rules().speed,
                              QuantityFormat(QLocale::c()));
    EXPECT_TRUE(words.output().contains(QStringLiteral("prompts/s at full load")))
        << words.output().toStdString();
}

TEST(DisaggregatedSpeed, APoolThatKeepsUpLeavesTheDecodesOutput)
{
    Build split = airBuild(8, 1, 1);
    split.activeConversations = 30;
    const Figures f = evaluated(split);
    const SpeedFigures &s = f.speed;
    ASSERT_LT(s.prefillLoad, 1.0);
    EXPECT_FALSE(s.outputLimitedByPrefill);
    EXPECT_GT(s.promptCapacity * split.answerTokens, s.decodeOutputTokensPerSecond);
    EXPECT_DOUBLE_EQ(s.outputTokensPerSecond,
                     s.decodingConversations * s.decodeTokensPerSecondPerConversation);
}

// The first token's words name the arrivals the wait takes: rules.json's
// for an aggregated build, Poisson at a split's prefill queue always.
TEST(DisaggregatedSpeed, TheFirstTokensWordsNameTheArrivalsAssumed)
{
    SpeedRules bunched = Catalogue::builtIn().rules().speed;
    bunched.bunchedArrivals = true;
    const QuantityFormat format(QLocale::c());
    const auto words = [&](const Build &build, const SpeedRules &rules) {
        Figures f = evaluated(build);
        f.speed = BuildSpeed::evaluate(build, f, rules);
        return SpeedFormulas(build, f, rules, format).timeToFirstToken();
    };
    Build aggregated = airBuild(8, 1, 0);
    const QString poisson = QStringLiteral("(Poisson arrivals assumed)");
    EXPECT_TRUE(words(aggregated, Catalogue::builtIn().rules().speed).endsWith(poisson));
    const QString together = words(aggregated, bunched);
    EXPECT_FALSE(together.contains(QStringLiteral("Poisson"))) << together.toStdString();
    EXPECT_TRUE(together.contains(QStringLiteral("bunched arrivals assumed")))
        << together.toStdString();
    const QString split = words(airBuild(8, 1, 1), bunched);
    EXPECT_TRUE(split.contains(QStringLiteral("Poisson arrivals assumed at the prefill copies")))
        << split.toStdString();
}
