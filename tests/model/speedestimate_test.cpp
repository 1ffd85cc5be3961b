// SPDX-License-Identifier: MIT
// The speed estimate term by term, each with its arithmetic written out.
#include "buildspeed.h"
#include "catalogue.h"
#include "examplebuild.h"
#include "speedestimate.h"

#include <cmath>

#include "plainspeed.h"

#include <gtest/gtest.h>

using namespace llmconf;

using test::denseModel;
using test::plainRules;

TEST(SpeedEstimate, DenseModelAtBatchOneIsWeightsOverBandwidth)
{
    SpeedInputs in = denseModel();
    in.attentionPerToken = bytes(0); // weights only
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.decode(1, 1000);
    EXPECT_DOUBLE_EQ(inBytes(t.weightsRead), 16e9);
    // 16 GB / (0.5 x 1,000 GB/s) = 32 ms
    EXPECT_NEAR(inSeconds(t.memoryTime), 16e9 / (0.5 * 1000e9), 1e-12);
    // 2 x 8e9 FLOPs + attention 4 x 32 heads x 128 x 1,000 tokens x 32 layers
    const double flops = 2 * 8e9 + 4.0 * 32 * 128 * 1000 * 32;
    EXPECT_NEAR(t.flops, flops, 1);
    EXPECT_NEAR(inSeconds(t.computeTime), flops / (0.5 * 400e12), 1e-12);
    EXPECT_EQ(t.limit, SpeedLimit::MemoryBandwidth);
    EXPECT_NEAR(t.tokensPerSecond(), 1.0 / 0.032, 1e-9);
}

TEST(SpeedEstimate, ExpertTouchAtOneAndAtALargeBatch)
{
    // One token touches k of E experts: 256 x (1 - (1 - 8/256)^1) = 8.
    EXPECT_NEAR(SpeedEstimate::expertsTouched(256, 8, 1), 8.0, 1e-9);
    // 64 tokens: 256 x (1 - (31/32)^64)
    EXPECT_NEAR(SpeedEstimate::expertsTouched(256, 8, 64), 256 * (1 - std::pow(1 - 8.0 / 256, 64)),
                1e-9);
    // A thousand tokens touch practically all of them.
    EXPECT_GT(SpeedEstimate::expertsTouched(256, 8, 1000), 255.99);
    EXPECT_EQ(SpeedEstimate::expertsTouched(0, 8, 10), 0.0);
}

TEST(SpeedEstimate, MixtureOfExpertsReadsTheTouchedExperts)
{
    SpeedInputs in = denseModel();
    in.checkpointSize = gigabytes(100);
    in.routedExpertBytes = gigabytes(90); // 10 GB attention, shared expert, embeddings
    in.routedExperts = 128;
    in.expertsPerToken = 8;
    in.moeLayers = 30;
    const SpeedEstimate e(in, plainRules());
    // B = 1: 10 GB + 90 GB x 8/128
    EXPECT_NEAR(inGB(e.decode(1, 100).weightsRead), 10 + 90 * 8.0 / 128, 1e-9);
    // B = 16: 10 GB + 90 GB x (1 - (1 - 8/128)^16)
    EXPECT_NEAR(inGB(e.decode(16, 100).weightsRead), 10 + 90 * (1 - std::pow(1 - 8.0 / 128, 16)),
                1e-9);
    // TP 2 x PP 2: per card a quarter; the stage's batch is 16 / 2 = 8.
    in.tp = 2;
    in.pp = 2;
    const SpeedEstimate split(in, plainRules());
    EXPECT_NEAR(inGB(split.decode(16, 100).weightsRead),
                (10 + 90 * (1 - std::pow(1 - 8.0 / 128, 8))) / 4, 1e-9);
}

TEST(SpeedEstimate, CacheReadGrowsWithBatchAndContext)
{
    SpeedInputs in = denseModel();
    const SpeedEstimate e(in, plainRules());
    // 4 conversations at 2,000 tokens x 131,072 bytes per token
    EXPECT_NEAR(inBytes(e.decode(4, 2000).cacheRead), 4 * 2000 * 131072.0, 1e-3);
}

TEST(SpeedEstimate, SlidingWindowCapsTheCacheRead)
{
    SpeedInputs in = denseModel();
    in.slidingWindowLayers = 16; // half the layers keep the last 128 tokens
    in.slidingWindow = 128;
    // per token and layer 131,072 / 32 = 4,096 bytes:
    // 16 full layers x 10,000 tokens + 16 windowed x 128 tokens
    EXPECT_NEAR(inBytes(SpeedEstimate::cacheReadPerConversation(in, 10000)),
                4096.0 * (16 * 10000 + 16 * 128), 1e-3);
}

TEST(SpeedEstimate, SparseAttentionReadsTopKAndEveryIndexerKey)
{
    SpeedInputs in;
    in.attentionLayers = 78;
    in.attentionPerToken = bytes(78 * 656.0); // FP8 latent per token and layer
    in.indexTopk = 2048;
    in.indexerPerToken = bytes(78 * 132.0); // FP8 key and scale per layer
    // 100,000 tokens: latent of 2,048 tokens, indexer keys of all 100,000
    EXPECT_NEAR(inBytes(SpeedEstimate::cacheReadPerConversation(in, 100000)),
                78 * 656.0 * 2048 + 78 * 132.0 * 100000, 1e-3);
    // Below top-k everything is read.
    EXPECT_NEAR(inBytes(SpeedEstimate::cacheReadPerConversation(in, 1000)),
                78 * 656.0 * 1000 + 78 * 132.0 * 1000, 1e-3);
}

TEST(SpeedEstimate, LinearAttentionReadsItsFixedState)
{
    SpeedInputs in;
    in.linearState = mebibytes(100);
    EXPECT_DOUBLE_EQ(inMiB(SpeedEstimate::cacheReadPerConversation(in, 1000)), 100.0);
    EXPECT_DOUBLE_EQ(inMiB(SpeedEstimate::cacheReadPerConversation(in, 100000)), 100.0);
}

TEST(SpeedEstimate, ComputeBindsALargeBatch)
{
    SpeedInputs in = denseModel();
    in.attentionPerToken = bytes(0);
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.decode(4096, 100);
    // 4,096 x (2 x 8e9 + 4 x 32 x 128 x 100 x 32) FLOPs at 200 TFLOPS
    const double flops = 4096 * (2 * 8e9 + 4.0 * 32 * 128 * 100 * 32);
    EXPECT_NEAR(inSeconds(t.computeTime), flops / 200e12, 1e-12);
    EXPECT_EQ(t.limit, SpeedLimit::Compute);
}

TEST(SpeedEstimate, TensorParallelAllReducesTwicePerLayer)
{
    // Ring all-reduce of 8 conversations x 4,096 x 2 bytes over 4 cards at
    // 0.5 x 64 GB/s: 10 us + 2 x 3/4 x 65,536 B / 32 GB/s
    const Bytes message = bytes(8 * 4096 * 2.0);
    const Seconds one =
        SpeedEstimate::allReduceTime(message, 4, gigabytesPerSecond(64), plainRules());
    EXPECT_NEAR(inSeconds(one), 10e-6 + 1.5 * 65536 / 32e9, 1e-15);
    EXPECT_EQ(
        inSeconds(SpeedEstimate::allReduceTime(message, 1, gigabytesPerSecond(64), plainRules())),
        0.0);

    SpeedInputs in = denseModel();
    in.tp = 4;
    in.tpLink = gigabytesPerSecond(64);
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.decode(8, 100);
    EXPECT_NEAR(inSeconds(t.tensorParallelTime), 2 * 32 * inSeconds(one), 1e-12);
    // Step = max(memory, compute) + communication.
    EXPECT_NEAR(inSeconds(t.stageTime),
                std::max(inSeconds(t.memoryTime), inSeconds(t.computeTime)) +
                    inSeconds(t.tensorParallelTime),
                1e-15);
}

TEST(SpeedEstimate, ExpertParallelAllToAllsOnlyUnderDataParallelAttention)
{
    // 64 experts, 8 per token, in 30 of the 32 layers.
    SpeedInputs in = denseModel();
    in.routedExperts = 64;
    in.expertsPerToken = 8;
    in.moeLayers = 30;
    in.routedExpertBytes = gigabytes(12);
    in.tp = 4;
    in.ep = true;
    in.tpLink = gigabytesPerSecond(64);
    const Bytes message = bytes(8 * 4096 * 2.0);
    const Seconds allReduce =
        SpeedEstimate::allReduceTime(message, 4, gigabytesPerSecond(64), plainRules());

    // TP4 with EP, DP 1: every rank holds every token; the routed layer ends
    // in the all-reduce TP alone has (vLLM: no all-to-all kernels at dp_size 1).
    EXPECT_FALSE(in.dispatchesTokens());
    const SpeedTerms tpEp = SpeedEstimate(in, plainRules()).decode(8, 100);
    EXPECT_NEAR(inSeconds(tpEp.tensorParallelTime), 2 * 32 * inSeconds(allReduce), 1e-12);

    // DP 2 x TP 4: each rank holds 4 of the 8 conversations; its 30 routed
    // layers send 8 x 7/8 of its message out to the DP x TP = 8 cards and back
    // (10 us + 8 x 0.875 x 32,768 B / 32 GB/s each) instead of the second all-reduce.
    in.dp = 2;
    in.epLink = gigabytesPerSecond(64);
    EXPECT_TRUE(in.dispatchesTokens());
    const SpeedTerms dpEp = SpeedEstimate(in, plainRules()).decode(8, 100);
    const Seconds rankAllReduce = SpeedEstimate::allReduceTime(
        bytes(4 * 4096 * 2.0), 4, gigabytesPerSecond(64), plainRules());
    const double allToAll = 10e-6 + 8 * 0.875 * 32768 / 32e9;
    EXPECT_NEAR(inSeconds(dpEp.tensorParallelTime),
                (2 * 32 - 30) * inSeconds(rankAllReduce) + 2 * 30 * allToAll, 1e-12);
}

TEST(SpeedEstimate, DataParallelRanksDecodeTheirOwnShareAndSpreadTheExperts)
{
    // DP 4 x TP 1 with EP over the 4 cards: 64 experts of 12 GB in all, 8 per
    // token; 4 GB of attention and dense weights on every card.
    SpeedInputs in = denseModel();
    in.routedExperts = 64;
    in.expertsPerToken = 8;
    in.moeLayers = 30;
    in.routedExpertBytes = gigabytes(12);
    in.ep = true;
    in.dp = 4;
    in.epLink = gigabytesPerSecond(64);
    const SpeedTerms t = SpeedEstimate(in, plainRules()).decode(16, 100);

    // 16 tokens touch 64 x (1 - (1 - 8/64)^16) experts of the copy; each card
    // reads a quarter of those.
    const double touched = 64 * (1 - std::pow(1 - 8.0 / 64, 16));
    EXPECT_NEAR(t.expertsTouched, touched, 1e-9);
    EXPECT_NEAR(inBytes(t.weightsRead), 4e9 + touched / 64 * 12e9 / 4, 1.0);
    // Each rank reads the cache of its own 16 / 4 conversations.
    const SpeedInputs one = [&] {
        SpeedInputs i = in;
        i.dp = 1;
        i.ep = false;
        return i;
    }();
    const SpeedTerms single = SpeedEstimate(one, plainRules()).decode(16, 100);
    EXPECT_NEAR(inBytes(t.cacheRead), inBytes(single.cacheRead) / 4, 1.0);
    EXPECT_NEAR(t.flops, single.flops / 4, 1.0);
    // TP 1: no all-reduce; the 30 routed layers send the rank's 4 tokens x 4,096 x
    // 2 bytes to 8 x 3/4 of the experts' cards and back at 0.5 x 64 GB/s.
    const double allToAll = 10e-6 + 8 * 0.75 * (4 * 4096 * 2.0) / 32e9;
    EXPECT_NEAR(inSeconds(t.tensorParallelTime), 2 * 30 * allToAll, 1e-12);
}

TEST(SpeedEstimate, SlowLinkMakesTheInterconnectTheLimit)
{
    SpeedInputs in = denseModel();
    in.checkpointSize = gigabytes(0.1);
    in.tp = 8;
    in.tpLink = gigabytesPerSecond(1);
    const SpeedEstimate e(in, plainRules());
    EXPECT_EQ(e.decode(64, 100).limit, SpeedLimit::Interconnect);
}

TEST(SpeedEstimate, PipelineStagesShareTheBatchButNotTheToken)
{
    SpeedInputs in = denseModel();
    in.attentionPerToken = bytes(0);
    in.pp = 2;
    in.ppLink = gigabytesPerSecond(64);
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.decode(8, 100);
    EXPECT_DOUBLE_EQ(t.batch, 4.0); // two micro-batches of 4
    // Each stage reads half the weights; a token passes both stages.
    EXPECT_NEAR(inSeconds(t.memoryTime), 8e9 / 500e9, 1e-12);
    const double handOff = 10e-6 + 4 * 4096 * 2.0 / 32e9;
    EXPECT_NEAR(inSeconds(t.pipelineTime), handOff, 1e-15);
    EXPECT_NEAR(inSeconds(t.tokenTime), 2 * (inSeconds(t.stageTime) + handOff), 1e-12);
}

TEST(SpeedEstimate, DecodeStepsPrefillThePromptsOfNewConversations)
{
    // 5,000 tokens in, 500 out: each conversation ends after 500 steps and
    // its successor's 5,000-token prompt is prefilled in the running steps,
    // 5,000 / 500 = 10 prompt tokens per conversation and step.
    SpeedInputs in = denseModel();
    in.attentionPerToken = bytes(0);
    in.promptTokens = 5000;
    in.answerTokens = 500;
    in.tp = 2;
    in.tpLink = gigabytesPerSecond(64);
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.decode(8, 100);
    EXPECT_DOUBLE_EQ(t.prefillTokens, 8 * 10.0);
    // Per card: 8 decode tokens at context 100 and 80 prompt tokens with
    // causal attention over half the prompt (2,500 tokens).
    const double flops =
        (8 * (2 * 8e9 + 4.0 * 32 * 128 * 100 * 32) + 80 * (2 * 8e9 + 4.0 * 32 * 128 * 2500 * 32)) /
        2;
    EXPECT_NEAR(t.flops, flops, 1);
    EXPECT_NEAR(inSeconds(t.computeTime), flops / 200e12, 1e-12);
    // The weights are read once for both; the all-reduces carry all 88 tokens.
    EXPECT_DOUBLE_EQ(inBytes(t.weightsRead), 8e9);
    const Seconds allReduce = SpeedEstimate::allReduceTime(bytes(88 * 4096 * 2.0), 2,
                                                           gigabytesPerSecond(64), plainRules());
    EXPECT_NEAR(inSeconds(t.tensorParallelTime), 2 * 32 * inSeconds(allReduce), 1e-12);
    // Without answer tokens (the other tests) a step decodes alone.
    in.answerTokens = 0;
    EXPECT_DOUBLE_EQ(SpeedEstimate(in, plainRules()).decode(8, 100).prefillTokens, 0.0);
    // The target search counts the same steps.
    in.answerTokens = 500;
    const SpeedEstimate sharing(in, plainRules());
    const int n = sharing.conversationsPerCopyAt(20.0, 100);
    ASSERT_GT(n, 1);
    EXPECT_GE(sharing.decode(n, 100).tokensPerSecond(), 20.0);
    EXPECT_LT(sharing.decode(n + 1, 100).tokensPerSecond(), 20.0);
}

TEST(SpeedEstimate, PrefillComputesThePromptAndReadsTheWeightsOnce)
{
    SpeedInputs in = denseModel();
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.prefill(2000);
    // 2,000 tokens x (2 x 8e9 + 4 x 32 x 128 x 1,000 (half the prompt) x 32)
    const double flops = 2000 * (2 * 8e9 + 4.0 * 32 * 128 * 1000 * 32);
    EXPECT_NEAR(t.flops, flops, 1);
    EXPECT_DOUBLE_EQ(inBytes(t.weightsRead), 16e9);
    EXPECT_EQ(t.limit, SpeedLimit::Compute);
    EXPECT_NEAR(inSeconds(t.tokenTime), flops / 200e12, 1e-12);
}

TEST(SpeedEstimate, ConversationsAtTheTargetAreTheLargestThatMeetIt)
{
    const SpeedEstimate e(denseModel(), plainRules());
    const int n = e.conversationsPerCopyAt(20.0, 2000);
    ASSERT_GT(n, 1);
    EXPECT_GE(e.decode(n, 2000).tokensPerSecond(), 20.0);
    EXPECT_LT(e.decode(n + 1, 2000).tokensPerSecond(), 20.0);
    // 32 ms per token at batch 1 is 31 tokens per second: a target of 40 is out of reach.
    EXPECT_EQ(e.conversationsPerCopyAt(40.0, 2000), 0);
}

TEST(BuildSpeed, ParameterCountsAsPublishersStateThem)
{
    EXPECT_DOUBLE_EQ(BuildSpeed::parameterCount(QStringLiteral("753B")), 753e9);
    EXPECT_DOUBLE_EQ(BuildSpeed::parameterCount(QStringLiteral("1.5T")), 1.5e12);
    EXPECT_DOUBLE_EQ(BuildSpeed::parameterCount(QStringLiteral("many")), 0.0);
    // Read by hand on the hot path: the same value toDouble gives.
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral(" 0.6B ")), 0.6 * 1e9);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("31.6B")), 31.6 * 1e9);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("12")), 12.0);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("1e3B")), 1e3 * 1e9); // toDouble's way
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("-3B")), 0.0);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("1.2.3B")), 0.0);
    EXPECT_EQ(BuildSpeed::parameterCount(QString()), 0.0);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("  ")), 0.0);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("\t3b")), 3e9);
    EXPECT_EQ(BuildSpeed::parameterCount(QStringLiteral("1.2t")), 1.2 * 1e12);
}

TEST(BuildSpeed, ReferenceBuildServesTheSmallerLimit)
{
    const Figures f = test::evaluateExample("glm53flash-nvfp4-4x-rtx-tp4");
    const SpeedFigures &s = f.speed;
    ASSERT_TRUE(s.estimated);
    EXPECT_EQ(s.memoryConversations, f.conversations);
    EXPECT_EQ(s.activeConversations, f.conversations); // default: as many as fit
    EXPECT_EQ(s.servedConversations, std::min(s.memoryConversations, s.conversationsAtSpeedTarget));
    EXPECT_EQ(s.bindingLimit, s.conversationsAtSpeedTarget < s.memoryConversations
                                  ? BindingLimit::Speed
                                  : BindingLimit::Memory);
    EXPECT_NEAR(s.outputTokensPerSecond,
                s.activeConversations * s.decodeTokensPerSecondPerConversation, 1e-9);
    EXPECT_NEAR(s.outputTokensPerSecondPerCard, s.outputTokensPerSecond / f.cards, 1e-9);
    // Under load: the request's path + the step under way (half the decode
    // step; 0.95 of it at the 95th percentile) + the wait for the prefill
    // budget + the steps that carry the prompt's chunks
    // (SpeedEstimate::firstToken).
    EXPECT_NEAR(inSeconds(s.firstTokenStepUnderWay), 0.5 * inSeconds(s.decode.stepTime), 1e-12);
    // The request's path under load: rules.json admissionSteps decode steps.
    EXPECT_NEAR(inSeconds(s.firstTokenAdmission),
                Catalogue::builtIn().rules().speed.admissionSteps * inSeconds(s.decode.stepTime),
                1e-12);
    EXPECT_NEAR(inSeconds(s.timeToFirstToken),
                inSeconds(s.firstTokenRequest) + inSeconds(s.firstTokenSlotWait) +
                    inSeconds(s.firstTokenStepUnderWay) + inSeconds(s.firstTokenAdmission) +
                    inSeconds(s.firstTokenWait) + inSeconds(s.firstTokenChunks),
                1e-12);
    EXPECT_NEAR(inSeconds(s.timeToFirstTokenP95),
                inSeconds(s.firstTokenRequest) + inSeconds(s.firstTokenSlotWait) +
                    1.9 * inSeconds(s.firstTokenStepUnderWay) + inSeconds(s.firstTokenAdmission) +
                    inSeconds(s.firstTokenWaitP95) + inSeconds(s.firstTokenChunks),
                1e-12);
    EXPECT_GE(s.timeToFirstTokenP95, s.timeToFirstToken);
    // Mean context: 2,048 + 512 / 2
    EXPECT_DOUBLE_EQ(s.meanContext, 2048 + 256);
}

TEST(BuildSpeed, H200NvlReadsFasterThanTheServerEdition)
{
    // Same model, layout and conversations: 4.8 TB/s against 1,597 GB/s.
    const auto at = [](const char *card) {
        return test::evaluateChanged("glm53flash-nvfp4-4x-rtx-tp4", [&](Build &b) {
            for (Server &s : b.servers)
                for (QString &slot : s.slotCards)
                    if (!slot.isEmpty())
                        slot = QString::fromLatin1(card);
            b.activeConversations = 8;
        });
    };
    const Figures h200 = at("h200-nvl");
    const Figures se = at("rtx-pro-6000-se");
    EXPECT_GT(h200.speed.decodeTokensPerSecondPerConversation,
              se.speed.decodeTokensPerSecondPerConversation);
}

TEST(BuildSpeed, BadSettingsAreRefused)
{
    Build b = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    b.speedTarget = 0.001; // below the least target; 0 asks none
    EXPECT_FALSE(SizingEngine::evaluate(b, Catalogue::builtIn()).ok());
    b.speedTarget = 20;
    b.promptTokens = 0;
    EXPECT_FALSE(SizingEngine::evaluate(b, Catalogue::builtIn()).ok());
    b.promptTokens = 10;
    b.activeConversations = -1;
    EXPECT_FALSE(SizingEngine::evaluate(b, Catalogue::builtIn()).ok());
}

TEST(SpeedEstimate, SearchAgreesWithTheStepOnEveryReferenceBuild)
{
    // conversationsPerCopyAt() recomputes only the terms that change with the
    // batch; the count it finds must be the one step by step gives: n meets
    // the target and n + 1 does not, for every reference build and target.
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    for (const char *name :
         {"glm53flash-nvfp4-4x-rtx-tp4", "glm53-fp8-8x-h200-tp4-pp2", "glm53-nvfp4-8x-rtx-tp4-pp2",
          "glm47-fp8-8x-h200-tp8-fp8", "glm47flash-1x-dgx-spark", "glm53-fp8-8x-h200-tp8-dcp8"}) {
        SCOPED_TRACE(name);
        const Build build = test::exampleBuild(name);
        const Figures f = test::evaluateExample(name);
        const double context = f.speed.meanContext;
        const SpeedEstimate e(BuildSpeed::inputsOf(build, f, context, rules), rules);
        for (double target : {5.0, 20.0, 50.0, 100.0}) {
            const int n = e.conversationsPerCopyAt(target, context);
            if (n == 0) {
                EXPECT_LT(e.decode(1, context).tokensPerSecond(), target);
                continue;
            }
            EXPECT_GE(e.decode(n, context).tokensPerSecond(), target) << target;
            EXPECT_LT(e.decode(n + 1, context).tokensPerSecond(), target) << target;
        }
    }
}
