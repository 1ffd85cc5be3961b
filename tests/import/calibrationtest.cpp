// SPDX-License-Identifier: MIT
// Reading vLLM start-up logs and calibrating the reserve per card.
#include "calibration.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "formaterror.h"
#include "sizingengine.h"
#include "startuplogreader.h"

#include <QBuffer>

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

TEST(StartupLogReader, RealLogLines)
{
    // LMCache issue 1739: Qwen3-14B on one GPU.
    const StartupLog log = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/lmcache-1739-qwen3-14b.log"));
    ASSERT_TRUE(log.availableCache && log.cacheTokens && log.concurrency);
    EXPECT_DOUBLE_EQ(inGiB(*log.availableCache), 6.51);
    EXPECT_EQ(*log.cacheTokens, 42656);
    EXPECT_EQ(*log.concurrencyContext, 32768);
    EXPECT_DOUBLE_EQ(*log.concurrency, 1.30);
    EXPECT_FALSE(log.modelLoading);
    // The log agrees with the config arithmetic of Qwen3-14B (40 layers, 8 KV
    // heads of 128): 2 x 40 x 8 x 128 x 2 bytes per token.
    const double perToken = 2.0 * 40 * 8 * 128 * 2;
    EXPECT_NEAR(inBytes(*log.availableCache) / perToken, double(*log.cacheTokens), 0.001 * 42656);
    EXPECT_NEAR(double(*log.cacheTokens) / *log.concurrencyContext, *log.concurrency, 0.005);

    const StartupLog loading = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-25340-model-loading.log"));
    ASSERT_TRUE(loading.modelLoading);
    EXPECT_DOUBLE_EQ(inGiB(*loading.modelLoading), 2.2845);
}

TEST(StartupLogReader, ReadsALogAsAStream)
{
    // A log of 2,000 filler lines and one unbroken line of 1 MiB around the
    // memory lines: read line by line (a long line in pieces), the smallest
    // of the workers' values taken and the lines kept as they were read.
    QByteArray text;
    for (int i = 0; i < 1000; ++i)
        text += "INFO 10-01 12:00:00 worker.py:1 step " + QByteArray::number(i) + "\n";
    text += QByteArray(1 << 20, 'x') + "\n";
    text += "INFO gpu_worker.py:276] Available KV cache memory: 6.51 GiB\n";
    text += "INFO kv_cache_utils.py:716] GPU KV cache size: 42,656 tokens\n";
    text +=
        "INFO kv_cache_utils.py:720] Maximum concurrency for 32,768 tokens per request: 1.30x\n";
    text += "INFO gpu_worker.py:276] Available KV cache memory: 9.99 GiB\n"; // a second worker
    for (int i = 0; i < 1000; ++i)
        text += "INFO 10-01 12:00:01 worker.py:2 step " + QByteArray::number(i) + "\n";
    QBuffer device(&text);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    const StartupLog log = StartupLogReader::read(device, QStringLiteral("big.log"));
    ASSERT_TRUE(log.availableCache && log.cacheTokens && log.concurrency);
    EXPECT_DOUBLE_EQ(inGiB(*log.availableCache), 6.51);
    EXPECT_EQ(*log.cacheTokens, 42656);
    EXPECT_EQ(*log.concurrencyContext, 32768);
    EXPECT_DOUBLE_EQ(*log.concurrency, 1.30);
    EXPECT_EQ(log.sourceLines,
              (QStringList{
                  QStringLiteral("INFO gpu_worker.py:276] Available KV cache memory: 6.51 GiB"),
                  QStringLiteral("INFO kv_cache_utils.py:716] GPU KV cache size: 42,656 tokens"),
                  QStringLiteral("INFO kv_cache_utils.py:720] Maximum concurrency for 32,768 "
                                 "tokens per request: 1.30x"),
                  QStringLiteral("INFO gpu_worker.py:276] Available KV cache memory: 9.99 GiB")}));
    // The lines it kept read back as the same log.
    const StartupLog again =
        StartupLogReader::read(log.sourceLines.join(QLatin1Char('\n')), QStringLiteral("kept"));
    EXPECT_EQ(again.availableCache, log.availableCache);
    EXPECT_EQ(again.cacheTokens, log.cacheTokens);
    EXPECT_EQ(again.concurrency, log.concurrency);
}

TEST(StartupLogReader, TextWithoutTheLinesIsRefused)
{
    try {
        (void)StartupLogReader::read(QStringLiteral("INFO starting server\n"),
                                     QStringLiteral("paste"));
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("paste"));
    }
    EXPECT_THROW(StartupLogReader::readFile(QStringLiteral("/nonexistent.log")), FormatError);
}

TEST(Calibration, AgreeingReserveMakesPredictionMatchMeasurement)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = BuildAssembler::reference(catalogue);
    const Evaluation before = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(before.ok());
    // vLLM keeps about 7.4 GiB per card more than the rule (sizing rules, section 1).
    StartupLog log;
    log.availableCache = before.figures.freePerCard - gibibytes(7.4);
    const Calibration c = Calibration::compare(build, catalogue, log);
    ASSERT_TRUE(c.agreeingReserve);
    EXPECT_NEAR(inGiB(*c.reserveDifference), 7.4, 1e-9);
    EXPECT_NEAR(inGiB(*c.agreeingReserve), inGiB(build.reserve) + 7.4, 1e-9);

    build.reserve = *c.agreeingReserve;
    const Evaluation after = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(after.ok());
    EXPECT_NEAR(inGiB(after.figures.freePerCard), inGiB(*log.availableCache), 1e-9);
}

TEST(Calibration, PredictedTokensUseTheCachePerTokenPerCard)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = BuildAssembler::reference(catalogue);
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    const Calibration c = Calibration::compare(build, catalogue, StartupLog{});
    EXPECT_EQ(c.predictedTokens,
              qint64(std::floor(e.figures.freePerCard / c.cachePerTokenPerCard)));
    EXPECT_FALSE(c.agreeingReserve);
}

TEST(StartupLogReader, OlderWordings)
{
    // vLLM before 0.9 writes "Loading model weights took X GB", X in GiB
    // (model_memory_usage / 2**30); three workers, one value.
    const StartupLog weights = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-6746-weights-gb.log"));
    ASSERT_TRUE(weights.modelLoading);
    EXPECT_DOUBLE_EQ(inGiB(*weights.modelLoading), 57.7520);

    // The profiling summary of vLLM 0.7/0.8: weights and the cache memory.
    const StartupLog summary = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-14447-workers.log"));
    ASSERT_TRUE(summary.modelLoading && summary.availableCache);
    EXPECT_DOUBLE_EQ(inGiB(*summary.modelLoading), 21.21);
    EXPECT_DOUBLE_EQ(inGiB(*summary.availableCache), 1.57);

    // vLLM V0: "# GPU blocks: 507" of 16 tokens each (block_size 16, the default).
    const StartupLog blocks = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-5248-gpu-blocks.log"));
    ASSERT_TRUE(blocks.gpuBlocks && blocks.cacheTokens);
    EXPECT_EQ(*blocks.gpuBlocks, 507);
    EXPECT_EQ(*blocks.cacheTokens, 507 * 16);

    // A start that failed: the cache held 81,536 tokens, less than 131,072.
    const StartupLog refused = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-13061-max-model-len.log"));
    ASSERT_TRUE(refused.cacheTokens && refused.refusedMaxModelLen && refused.modelLoading);
    EXPECT_EQ(*refused.cacheTokens, 81536);
    EXPECT_EQ(*refused.refusedMaxModelLen, 131072);
    EXPECT_DOUBLE_EQ(inGiB(*refused.modelLoading), 13.9476);

    // "kv_cache_size" with a unit is memory, without one tokens.
    const StartupLog kv = StartupLogReader::read(
        QStringLiteral("kv_cache_size: 12.5 GiB\nkv_cache_size_tokens=40960\n"),
        QStringLiteral("t"));
    ASSERT_TRUE(kv.availableCache && kv.cacheTokens);
    EXPECT_DOUBLE_EQ(inGiB(*kv.availableCache), 12.5);
    EXPECT_EQ(*kv.cacheTokens, 40960);
}

TEST(StartupLogReader, TheSmallestWorkerSizesTheCache)
{
    // Two workers of a pipeline with unequal cards (lines in vLLM's V1 wording,
    // numbers chosen for the test): vLLM sizes the cache by the smaller.
    const StartupLog log = StartupLogReader::read(
        QStringLiteral(
            "(Worker_PP0 pid=1) INFO [gpu_worker.py:298] Available KV cache memory: 20.50 GiB\n"
            "(Worker_PP1 pid=2) INFO [gpu_worker.py:298] Available KV cache memory: 3.18 GiB\n"
            "(Worker_PP0 pid=1) INFO [kv_cache_utils.py:864] GPU KV cache size: 204,800 tokens\n"
            "(Worker_PP1 pid=2) INFO [kv_cache_utils.py:864] GPU KV cache size: 34,736 tokens\n"),
        QStringLiteral("pp.log"));
    EXPECT_DOUBLE_EQ(inGiB(*log.availableCache), 3.18);
    EXPECT_EQ(*log.cacheTokens, 34736);
    EXPECT_EQ(log.cacheSizeLines, 2);
}

TEST(Calibration, AReserveBelowZeroIsNoAgreement)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = BuildAssembler::reference(catalogue);
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    // More cache than usable - weights leaves even with no reserve at all:
    // free + reserve + 1 GiB.
    StartupLog log;
    log.availableCache = e.figures.freePerCard + build.reserve + gibibytes(1.0);
    const Calibration c = Calibration::compare(build, catalogue, log);
    EXPECT_FALSE(c.agreeingReserve);
    EXPECT_FALSE(c.reserveDifference);
    ASSERT_TRUE(c.unreachableBy);
    EXPECT_NEAR(inGiB(*c.unreachableBy), 1.0, 1e-9);
}

TEST(Calibration, OlderLogsCalibrateFromTheirTokens)
{
    // Only "GPU KV cache size" (or # GPU blocks): the memory is the tokens
    // times this build's cache per token per card.
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = BuildAssembler::reference(catalogue);
    StartupLog log;
    log.cacheTokens = 100000;
    const Calibration c = Calibration::compare(build, catalogue, log);
    ASSERT_TRUE(c.measuredCachePerCard && c.agreeingReserve);
    EXPECT_TRUE(c.measuredFromTokens);
    EXPECT_NEAR(inBytes(*c.measuredCachePerCard), 100000.0 * inBytes(c.cachePerTokenPerCard), 1.0);
}
