// SPDX-License-Identifier: MIT
// The terms measured serving added to the speed estimate, each with its
// arithmetic written out: the bandwidth curve, the CPU step an engine
// overlaps, the latency per link, SGLang's prefill batches, the time to
// first token of a closed loop, and the clock a power cap allows.
#include "buildfile.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "examplebuild.h"
#include "sizingengine.h"
#include "speedestimate.h"

#include <cmath>
#include <cstdio>

#include "plainspeed.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

using test::plainRules;

/// The dense 8B model with its cache left out, so that the arithmetic stays short.
SpeedInputs denseModel()
{
    SpeedInputs in = test::denseModel();
    in.attentionPerToken = bytes(0);
    return in;
}

double attention(double context)
{
    return 4.0 * 32 * 128 * context * 32; // 4 x heads x width x tokens x layers
}

} // namespace

TEST(SpeedLoad, BandwidthCurveAddsTheBytesUntilTheMemoryIsBusy)
{
    SpeedInputs in = denseModel();
    in.bandwidthPeakFraction = 0.8;
    in.bandwidthHalfBytes = gigabytes(1);
    const SpeedTerms t = SpeedEstimate(in, plainRules()).decode(1, 1000);
    // fraction = 0.8 x 16 / (16 + 1): time = (16 + 1) GB / (0.8 x 1,000 GB/s)
    EXPECT_NEAR(inSeconds(t.memoryTime), 17e9 / (0.8 * 1000e9), 1e-12);
    const double fraction = 0.8 * 16.0 / 17.0;
    EXPECT_NEAR(inSeconds(t.memoryTime), 16e9 / (fraction * 1000e9), 1e-12);
}

TEST(SpeedLoad, AnOverlappedCpuStepCountsOnlyWhereItIsTheLonger)
{
    SpeedRules rules = plainRules();
    rules.stepFloor = seconds(0.2e-3);
    SpeedInputs in = denseModel();
    const double gpu = 16e9 / (0.5 * 1000e9); // 32 ms of reading
    for (double cpu : {0.010, 0.050}) {
        rules.stepOverhead = seconds(cpu);
        in.overlapsCpuStep = false;
        const SpeedTerms inLine = SpeedEstimate(in, rules).decode(1, 1000);
        EXPECT_NEAR(inSeconds(inLine.tokenTime), gpu + cpu + 0.2e-3, 1e-12);
        in.overlapsCpuStep = true;
        const SpeedTerms overlapped = SpeedEstimate(in, rules).decode(1, 1000);
        EXPECT_NEAR(inSeconds(overlapped.tokenTime), std::max(gpu, cpu) + 0.2e-3, 1e-12);
    }
}

TEST(SpeedLoad, TheCpuStepGrowsWithTheConversationsAndHidesBehindTheGpu)
{
    SpeedRules rules = plainRules();
    rules.stepOverhead = seconds(1e-3);
    rules.conversationOverhead = seconds(100e-6);
    SpeedInputs in = denseModel();
    in.overlapsCpuStep = true;
    const double gpu = 16e9 / (0.5 * 1000e9); // 32 ms of reading, the cache left out
    for (int n : {8, 512}) {
        const SpeedTerms t = SpeedEstimate(in, rules).decode(n, 1000);
        // CPU: 1 ms + n x 100 µs: 1.8 ms at 8 (hidden behind the GPU's
        // step), 52.2 ms at 512 (longer than the GPU's).
        const double cpu = 1e-3 + n * 100e-6;
        const double gpuStep = std::max(gpu, inSeconds(t.computeTime));
        EXPECT_NEAR(inSeconds(t.stepTime), std::max(gpuStep, cpu), 1e-12);
        EXPECT_EQ(cpu > gpuStep, n == 512);
    }
}

TEST(SpeedLoad, AnEagerStepWaitsForTheHostsLaunches)
{
    // Without CUDA graphs the host launches each layer's kernels: 32 layers
    // x the rules' launch per layer. The GPU cannot run ahead of them, and
    // an engine that overlaps its CPU step launches after scheduling, so
    // the GPU's step hides only what it outlasts of both.
    SpeedRules rules = plainRules();
    rules.stepOverhead = seconds(1e-3);
    SpeedInputs in = denseModel();
    const double gpu = 16e9 / (0.5 * 1000e9), cpu = 1e-3; // 32 ms of reading, 1 ms of CPU
    for (double perLayer : {0.5e-3, 1.0e-3, 1.5e-3}) {    // 16, 32 and 48 ms of launches
        rules.eagerLayerLaunch = seconds(perLayer);
        const double launch = 32 * perLayer;
        for (bool overlaps : {false, true}) {
            in.overlapsCpuStep = overlaps;
            in.eager = false;
            const SpeedTerms graphs = SpeedEstimate(in, rules).decode(1, 1000);
            EXPECT_EQ(graphs.launchTime.value(), 0.0);
            EXPECT_NEAR(inSeconds(graphs.tokenTime), overlaps ? gpu : gpu + cpu, 1e-12);
            in.eager = true;
            const SpeedEstimate estimate(in, rules);
            const SpeedTerms eager = estimate.decode(1, 1000);
            EXPECT_NEAR(inSeconds(eager.launchTime), launch, 1e-15);
            // In line: max(GPU, launches) + CPU; overlapped: max(GPU, CPU +
            // launches): 33, 33, 49 ms in line; 32, 33, 49 ms overlapped.
            const double expected =
                overlaps ? std::max(gpu, cpu + launch) : std::max(gpu, launch) + cpu;
            EXPECT_NEAR(inSeconds(eager.tokenTime), expected, 1e-12) << perLayer << overlaps;
            EXPECT_GE(eager.tokenTime, graphs.tokenTime);
            // The search for the conversations at a target agrees with the step.
            for (double target : {10.0, 20.0, 29.0}) {
                const int n = estimate.conversationsPerCopyAt(target, 1000);
                if (n == 0)
                    continue;
                EXPECT_GE(estimate.decode(n, 1000).tokensPerSecond(), target);
                EXPECT_LT(estimate.decode(n + 1, 1000).tokensPerSecond(), target);
            }
        }
    }
}

TEST(SpeedLoad, AnEagerBuildIsSlowerByItsLaunches)
{
    // evaluate --enforce-eager: the same build at the same conversations,
    // its step the longer of the GPU's work and the host's launches, and
    // the CPU's step (vLLM overlaps it) no longer hidden behind the GPU's.
    const Catalogue &catalogue = Catalogue::builtIn();
    const SpeedRules &rules = catalogue.rules().speed;
    // A 30B-A3B model on one H200 reads little a step: the launches of its
    // layers outlast the GPU's work.
    Build build = test::exampleBuild("glm47flash-1x-h200");
    build.activeConversations = 1;
    const auto decode = [&](bool eager) {
        build.enforceEager = eager;
        const Evaluation ev = SizingEngine::evaluate(build, catalogue);
        EXPECT_TRUE(ev.ok());
        return ev.figures;
    };
    const Figures graphs = decode(false), eager = decode(true);
    const SpeedTerms &g = graphs.speed.decode, &e = eager.speed.decode;
    const SpeedInputs in = BuildSpeed::inputsOf(build, eager, eager.speed.meanContext, rules);
    ASSERT_TRUE(in.eager && in.overlapsCpuStep);
    const double launch = double(in.layers) / in.pp * inSeconds(rules.eagerLayerLaunch);
    EXPECT_NEAR(inSeconds(e.launchTime), launch, 1e-15);
    const double gpu = inSeconds(g.stepTime - g.overhead);
    const double cpu = inSeconds(rules.stepOverhead) +
                       e.batch * in.pp / in.dp * inSeconds(rules.conversationOverhead);
    std::printf("GPU %.2f ms, launches %.2f ms, CPU step %.2f ms: %.2f ms a token with graphs, "
                "%.2f eager\n",
                1e3 * gpu, 1e3 * launch, 1e3 * cpu, 1e3 * inSeconds(g.tokenTime),
                1e3 * inSeconds(e.tokenTime));
    EXPECT_GT(launch, gpu);
    EXPECT_NEAR(inSeconds(e.tokenTime), std::max(gpu, cpu + launch), 1e-12);
    EXPECT_LT(eager.speed.decodeTokensPerSecondPerConversation,
              graphs.speed.decodeTokensPerSecondPerConversation);
}

TEST(SpeedLoad, TheSamplerSortsEveryConversationsLogitsOnVllm011)
{
    // vLLM 0.11 samples top-p with PyTorch: each step sorts the whole
    // vocabulary of every conversation, once after the last stage.
    SpeedRules rules = plainRules();
    rules.sortPerLogit = seconds(0.1e-9);
    SpeedInputs in = denseModel();
    in.sortedLogits = 150000;
    const double gpu = 16e9 / (0.5 * 1000e9); // 32 ms of reading
    for (int pp : {1, 2}) {
        in.pp = pp;
        const SpeedEstimate estimate(in, rules);
        const SpeedTerms t = estimate.decode(64, 1000);
        // 64 conversations x 150,000 logits x 0.1 ns = 0.96 ms, whatever the PP.
        EXPECT_NEAR(inSeconds(t.samplerTime), 64 * 150000 * 0.1e-9, 1e-15);
        EXPECT_NEAR(inSeconds(t.memoryTime), gpu / pp, 1e-12);
        EXPECT_NEAR(inSeconds(t.tokenTime),
                    pp * inSeconds(t.stageTime + t.pipelineTime) + 64 * 150000 * 0.1e-9, 1e-12);
        for (double target : {20.0, 30.0}) {
            const int n = estimate.conversationsPerCopyAt(target, 1000);
            ASSERT_GT(n, 0);
            EXPECT_GE(estimate.decode(n, 1000).tokensPerSecond(), target);
            EXPECT_LT(estimate.decode(n + 1, 1000).tokensPerSecond(), target);
        }
    }
    // The build's release decides: vLLM 0.11 sorts the model's vocabulary,
    // the current release (FlashInfer's sampler) and SGLang do not.
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = test::exampleBuild("glm47flash-1x-h200");
    const auto sorted = [&] {
        const Evaluation ev = SizingEngine::evaluate(build, catalogue);
        EXPECT_TRUE(ev.ok());
        return BuildSpeed::inputsOf(build, ev.figures, ev.figures.speed.meanContext,
                                    catalogue.rules().speed)
            .sortedLogits;
    };
    EXPECT_EQ(sorted(), 0.0);
    build.vllmVersion = VllmVersion{0, 11};
    const Evaluation ev = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(ev.ok());
    EXPECT_EQ(sorted(), double(ev.figures.model->shape.vocabSize));
    EXPECT_GT(sorted(), 100000.0);
    build.engine = ServingEngine::Sglang;
    EXPECT_EQ(sorted(), 0.0);
}

TEST(SpeedLoad, TheCacheIsReadAtItsShareOfTheWeightsRate)
{
    SpeedRules rules = plainRules();
    rules.cacheReadFraction = 0.5;
    SpeedInputs in = denseModel();
    in.attentionPerToken = bytes(131072); // 128 KiB a token
    const SpeedTerms t = SpeedEstimate(in, rules).decode(4, 1000);
    // 16 GB of weights + 4 x 1,000 x 128 KiB of cache at half the rate,
    // over 0.5 x 1,000 GB/s.
    EXPECT_NEAR(inBytes(t.cacheRead), 4 * 1000 * 131072.0, 1.0);
    EXPECT_NEAR(inSeconds(t.memoryTime), (16e9 + 4 * 1000 * 131072.0 / 0.5) / (0.5 * 1000e9),
                1e-12);
}

TEST(SpeedLoad, EachExpertLayerAddsItsFloor)
{
    SpeedRules rules = plainRules();
    rules.layerOverhead = seconds(30e-6);
    rules.expertLayerOverhead = seconds(100e-6);
    SpeedInputs in = denseModel();
    EXPECT_NEAR(inSeconds(SpeedEstimate(in, rules).decode(1, 1000).layerTime), 32 * 30e-6, 1e-15);
    // 30 of the 32 layers route to 64 experts, 4 a token.
    in.routedExperts = 64;
    in.expertsPerToken = 4;
    in.moeLayers = 30;
    in.routedExpertBytes = gigabytes(12);
    EXPECT_NEAR(inSeconds(SpeedEstimate(in, rules).decode(1, 1000).layerTime),
                32 * 30e-6 + 30 * 100e-6, 1e-15);
}

TEST(SpeedLoad, EachLinkHasItsOwnLatency)
{
    SpeedInputs in = denseModel();
    in.tp = 2;
    in.tpLink = gigabytesPerSecond(450);
    in.tpLatency = seconds(8e-6);
    const SpeedTerms t = SpeedEstimate(in, plainRules()).decode(1, 1000);
    // 2 all-reduces x 32 layers x (8 µs + 2 (2-1)/2 x 4,096 x 2 bytes / (0.5 x 450 GB/s))
    const double each = 8e-6 + (1.0 * 4096 * 2) / (0.5 * 450e9);
    EXPECT_NEAR(inSeconds(t.tensorParallelTime), 64 * each, 1e-12);
}

TEST(SpeedLoad, SglangRunsThePromptsInBatchesOfTheirOwn)
{
    SpeedInputs in = denseModel();
    in.promptTokens = 2048;
    in.answerTokens = 512;
    in.mixesPrefill = false;
    in.chunkTokens = 8192;
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms t = e.decode(8, 2304);
    // 8 conversations x 2,048 / 512 = 32 prompt tokens per decode step, run
    // in batches of one 2,048-token prompt (the chunk holds the whole
    // prompt): 32 / 2,048 of such a batch per step.
    EXPECT_DOUBLE_EQ(t.prefillTokens, 32.0);
    const double batch = inSeconds(e.prefill(2048).tokenTime);
    // The batch: max(16 GB / 500 GB/s, 2,048 x (2 x 8e9 + attention at 1,024) / 200 TFLOPS)
    EXPECT_NEAR(batch, std::max(0.032, 2048 * (16e9 + attention(1024)) / 200e12), 1e-12);
    EXPECT_NEAR(inSeconds(t.prefillTime), 32.0 / 2048 * batch, 1e-12);
    // The decode step's own FLOPs leave the prompts out.
    EXPECT_NEAR(t.flops, 8 * (16e9 + attention(2304)), 1e3);
    EXPECT_NEAR(inSeconds(t.stageTime),
                std::max(inSeconds(t.memoryTime), inSeconds(t.computeTime)) +
                    inSeconds(t.prefillTime),
                1e-12);
}

TEST(SpeedLoad, OneConversationWaitsForNoOtherPrompt)
{
    SpeedInputs in = denseModel();
    in.promptTokens = 2048;
    in.answerTokens = 512;
    in.chunkTokens = 8192;
    const SpeedEstimate e(in, plainRules());
    const SpeedTerms decode = e.decode(1, 2304);
    const SpeedEstimate::FirstToken f = e.firstToken(1, 1, 2304, decode.tokenTime);
    // One chunk: the budget less the one decode token holds the prompt.
    EXPECT_EQ(f.promptChunks, 1);
    EXPECT_DOUBLE_EQ(f.chunkTokens, 2048.0);
    // That step computes the decode token and the 2,048 prompt tokens.
    const double flops = (16e9 + attention(2304)) + 2048 * (16e9 + attention(1024));
    EXPECT_NEAR(inSeconds(f.chunks), std::max(0.032, flops / 200e12), 1e-12);
    EXPECT_EQ(inSeconds(f.wait), 0.0);
    EXPECT_EQ(inSeconds(f.waitP95), 0.0);
    // It sends its next prompt one answer after the first token.
    EXPECT_NEAR(f.promptsPerSecond, 1.0 / (inSeconds(f.chunks) + 512 * inSeconds(decode.tokenTime)),
                1e-9);
}

TEST(SpeedLoad, PromptsWaitAsInAQueueOfTheOtherConversations)
{
    SpeedInputs in = denseModel();
    in.promptTokens = 8192;
    in.answerTokens = 64;
    in.chunkTokens = 2048;
    const SpeedEstimate e(in, plainRules());
    const int n = 16;
    const SpeedTerms decode = e.decode(n, 8192 + 32);
    const SpeedEstimate::FirstToken f = e.firstToken(n, n, 8192 + 32, decode.tokenTime);
    // The budget less 16 decode tokens: 2,032 prompt tokens a step, 5 steps.
    EXPECT_DOUBLE_EQ(f.chunkTokens, 2048.0 - 16);
    EXPECT_EQ(f.promptChunks, int(std::ceil(8192.0 / 2032)));
    const double s = inSeconds(f.chunks);
    const double think = 64 * inSeconds(decode.tokenTime);
    // The mean response R solves R = S + rho S / (2 (1 - rho)) with
    // rho = (n - 1) S / (R + think) (M/D/1 with Poisson arrivals), unless
    // the loop saturates: R >= n S - think.
    const double response = f.promptsPerSecond > 0 ? n / f.promptsPerSecond - think : 0.0;
    const double rho = (n - 1) * s / (response + think);
    const double saturated = n * s - think;
    if (response > saturated + 1e-9) {
        EXPECT_NEAR(response, s + rho * s / (2 * (1 - rho)), 1e-6 * response);
        const double meanWait = response - s;
        // Waiting at all with probability rho, then exponentially.
        const auto quantile = [&](double q) {
            return rho > 1 - q ? meanWait / rho * std::log(rho / (1 - q)) : 0.0;
        };
        EXPECT_NEAR(inSeconds(f.wait), quantile(0.5), 1e-9);
        EXPECT_NEAR(inSeconds(f.waitP95), quantile(0.95), 1e-9);
    } else {
        EXPECT_NEAR(response, saturated, 1e-6 * response);
        EXPECT_NEAR(inSeconds(f.wait), saturated - s, 1e-9);
    }
    EXPECT_GT(f.waitP95, f.wait);
    EXPECT_NEAR(f.load, std::min(1.0, f.promptsPerSecond * s), 1e-12);
    // The mean TTFT (what AIPerf and bench_serving report as the average)
    // carries the mean wait, the response less the service.
    EXPECT_NEAR(inSeconds(f.waitMean), response - s, 1e-9);
    EXPECT_NEAR(inSeconds(f.mean()),
                inSeconds(f.request) + inSeconds(f.slotWait) + inSeconds(f.stepUnderWay) +
                    (response - s) + s,
                1e-9);
}

TEST(SpeedLoad, AtALightLoadTheMedianWaitsForNothingButTheMeanDoes)
{
    // Few conversations, long answers: the prefill budget is busy less than
    // half the time, so most prompts find it free (median wait 0), while
    // those that do not wait pull the mean up.
    SpeedInputs in = denseModel();
    in.promptTokens = 2048;
    in.answerTokens = 256;
    in.chunkTokens = 8192;
    const SpeedEstimate e(in, plainRules());
    const int n = 8;
    const SpeedTerms decode = e.decode(n, 2048 + 128);
    const SpeedEstimate::FirstToken f = e.firstToken(n, n, 2048 + 128, decode.tokenTime);
    const double s = inSeconds(f.chunks);
    const double think = 256 * inSeconds(decode.tokenTime);
    const double response = n / f.promptsPerSecond - think;
    const double rho = (n - 1) * s / (response + think);
    ASSERT_LT(rho, 0.5);
    EXPECT_DOUBLE_EQ(inSeconds(f.wait), 0.0);
    EXPECT_NEAR(inSeconds(f.waitMean), rho * s / (2 * (1 - rho)), 1e-6 * s);
    EXPECT_GT(f.mean(), f.median());
}

TEST(SpeedLoad, ManyConversationsSaturateThePrefill)
{
    SpeedInputs in = denseModel();
    in.promptTokens = 8192;
    in.answerTokens = 8;
    in.chunkTokens = 8192;
    const SpeedEstimate e(in, plainRules());
    const int n = 256;
    const SpeedTerms decode = e.decode(n, 8196);
    const SpeedEstimate::FirstToken f = e.firstToken(n, n, 8196, decode.tokenTime);
    // Every prompt waits for nearly all the others': the mean TTFT (the
    // loop's cycle n / rate less the answer) is at least n S - answer x TPOT,
    // and the prefill budget is busy nearly all the time.
    const double s = inSeconds(f.chunks);
    const double think = 8 * inSeconds(decode.tokenTime);
    const double response = n / f.promptsPerSecond - think;
    EXPECT_GE(response, n * s - think - 1e-9);
    EXPECT_GT(f.load, 0.95);
    EXPECT_GT(f.waitP95, f.wait);
}

TEST(SpeedLoad, UnderLoadTheRequestsPathTakesWholeDecodeSteps)
{
    SpeedRules rules = plainRules();
    rules.admissionSteps = 3.0;
    SpeedInputs in = denseModel();
    in.promptTokens = 1000;
    in.answerTokens = 1000;
    in.chunkTokens = 8192;
    const SpeedEstimate with(in, rules), without(in, plainRules());
    const SpeedTerms decode = with.decode(8, 1500);
    const SpeedEstimate::FirstToken f = with.firstToken(8, 8, 1500, decode.tokenTime);
    const SpeedEstimate::FirstToken g = without.firstToken(8, 8, 1500, decode.tokenTime);
    // 3 decode steps on top of every quantile; nothing else moves.
    EXPECT_NEAR(inSeconds(f.admission), 3.0 * inSeconds(decode.stepTime), 1e-12);
    EXPECT_NEAR(inSeconds(f.median()) - inSeconds(g.median()), 3.0 * inSeconds(decode.stepTime),
                1e-12);
    EXPECT_NEAR(inSeconds(f.p95()) - inSeconds(g.p95()), 3.0 * inSeconds(decode.stepTime), 1e-12);
    EXPECT_NEAR(inSeconds(f.mean()) - inSeconds(g.mean()), 3.0 * inSeconds(decode.stepTime), 1e-12);
    // A lone conversation finds the engine idle.
    const SpeedTerms alone = with.decode(1, 1500);
    EXPECT_EQ(with.firstToken(1, 1, 1500, alone.tokenTime).admission, seconds(0));
}

TEST(SpeedLoad, BunchedPromptsWaitForThePrefillOfThoseAheadOfThem)
{
    // SGLang-like: prefill batches of their own, a budget of 8,192 tokens;
    // 16 prompts of 2,048 tokens arrive together.
    SpeedRules rules = plainRules();
    rules.bunchedArrivals = true;
    SpeedInputs in = denseModel();
    in.mixesPrefill = false;
    in.promptTokens = 2048;
    in.answerTokens = 512;
    in.chunkTokens = 8192;
    const SpeedEstimate e(in, rules);
    const int n = 16;
    const SpeedTerms decode = e.decode(n, 2048 + 256);
    const SpeedEstimate::FirstToken f = e.firstToken(n, n, 2048 + 256, decode.tokenTime);
    // Four prompts fill a batch of 8,192 tokens: each keeps the budget a
    // quarter of that batch; a prompt finds half of the 15 others ahead
    // (median, mean), 0.95 of them at the 95th percentile.
    const double perPrompt = 2048.0 / 8192.0 * inSeconds(e.prefill(8192).tokenTime);
    EXPECT_NEAR(inSeconds(f.wait), 0.5 * 15 * perPrompt, 1e-12);
    EXPECT_NEAR(inSeconds(f.waitMean), 0.5 * 15 * perPrompt, 1e-12);
    EXPECT_NEAR(inSeconds(f.waitP95), 0.95 * 15 * perPrompt, 1e-12);
    // Its own batch: the prompt alone (2,048 tokens fit the budget).
    EXPECT_NEAR(inSeconds(f.chunks), inSeconds(e.prefill(2048).tokenTime), 1e-12);
    // The loop: n prompts each (response + answer x TPOT).
    const double response = inSeconds(f.chunks) + 0.5 * 15 * perPrompt;
    EXPECT_NEAR(f.promptsPerSecond, n / (response + 512 * inSeconds(decode.tokenTime)), 1e-9);
    EXPECT_NEAR(f.load, f.promptsPerSecond * perPrompt, 1e-12);
}

TEST(SpeedLoad, PowerCapSlowsTheComputeTermsOnly)
{
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    ASSERT_GT(rules.powerClockExponent, 0.0);
    // Dynamic power ~ f V^2 with V ~ f: 300 W of 600 W allows (1/2)^exponent of the clock.
    const double clock = std::pow(300.0 / 600.0, rules.powerClockExponent);
    EXPECT_DOUBLE_EQ(BuildSpeed::clockFraction(watts(300), watts(600), rules), clock);
    EXPECT_DOUBLE_EQ(BuildSpeed::clockFraction(watts(600), watts(600), rules), 1.0);
    EXPECT_DOUBLE_EQ(BuildSpeed::clockFraction(watts(0), watts(600), rules), 1.0);

    // The reference build (4x RTX PRO 6000 SE) with long prompts, so that the
    // prompts prefilled alongside make compute bind.
    const auto at = [](double cap) {
        return test::evaluateChanged("glm53flash-nvfp4-4x-rtx-tp4",
                                     [&](Build &b) {
                                         for (Server &s : b.servers)
                                             s.powerCap = watts(cap);
                                         b.promptTokens = 16000;
                                         b.answerTokens = 50;
                                         b.activeConversations = 32;
                                     })
            .speed;
    };
    const SpeedFigures full = at(600), capped = at(300);
    ASSERT_TRUE(full.estimated && capped.estimated);
    EXPECT_DOUBLE_EQ(full.clockFraction, 1.0);
    EXPECT_DOUBLE_EQ(capped.clockFraction, clock);
    EXPECT_GT(full.decode.computeTime, full.decode.memoryTime); // compute binds the step
    EXPECT_NEAR(inSeconds(capped.decode.computeTime), inSeconds(full.decode.computeTime) / clock,
                1e-12);
    EXPECT_DOUBLE_EQ(inSeconds(capped.decode.memoryTime), inSeconds(full.decode.memoryTime));
    EXPECT_LT(capped.decodeTokensPerSecondPerConversation,
              full.decodeTokensPerSecondPerConversation);
    EXPECT_GT(capped.timeToFirstToken, full.timeToFirstToken);
}

TEST(SpeedLoad, SglangAndVllmDifferAndTheSearchAgreesWithTheStepForBoth)
{
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    for (ServingEngine engine : {ServingEngine::Vllm, ServingEngine::Sglang}) {
        Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
        build.engine = engine;
        const Evaluation ev = SizingEngine::evaluate(build, Catalogue::builtIn());
        ASSERT_TRUE(ev.ok());
        const Figures &f = ev.figures;
        const double context = f.speed.meanContext;
        const SpeedInputs in = BuildSpeed::inputsOf(build, f, context, rules);
        EXPECT_EQ(in.mixesPrefill, engine == ServingEngine::Vllm);
        EXPECT_TRUE(in.overlapsCpuStep);
        // SGLang's chunked_prefill_size for a 96 GB card; vLLM's budget
        // for the card (VllmMemoryProfile).
        if (engine == ServingEngine::Sglang) {
            EXPECT_EQ(in.chunkTokens, 8192);
        }
        const SpeedEstimate e(in, rules);
        for (double target : {5.0, 20.0, 50.0}) {
            const int n = e.conversationsPerCopyAt(target, context);
            if (n == 0)
                continue;
            EXPECT_GE(e.decode(n, context).tokensPerSecond(), target) << target;
            EXPECT_LT(e.decode(n + 1, context).tokensPerSecond(), target) << target;
        }
    }
}

TEST(SpeedLoad, TheEngineIsKeptInTheBuildFile)
{
    const Catalogue &c = Catalogue::builtIn();
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    // vLLM, the default, is not written: older files stay as they were.
    EXPECT_FALSE(BuildFile::toJson(build, c.rules()).contains("\"engine\""));
    build.engine = ServingEngine::Sglang;
    const QByteArray json = BuildFile::toJson(build, c.rules());
    EXPECT_TRUE(json.contains("\"engine\": \"sglang\""));
    EXPECT_EQ(BuildFile::fromJson(json, QStringLiteral("a.llmconf"), c.rules()).engine,
              ServingEngine::Sglang);
    QByteArray old = json;
    old.replace("\"engine\": \"sglang\",", "");
    EXPECT_EQ(BuildFile::fromJson(old, QStringLiteral("a.llmconf"), c.rules()).engine,
              ServingEngine::Vllm);
    QByteArray wrong = json;
    wrong.replace("\"sglang\"", "\"tgi\"");
    EXPECT_THROW(BuildFile::fromJson(wrong, QStringLiteral("a.llmconf"), c.rules()),
                 std::exception);
}
