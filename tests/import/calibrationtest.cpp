// SPDX-License-Identifier: MIT
// Reading vLLM start-up logs and calibrating the reserve per card.
#include "import/calibration.h"
#include "buildassembler.h"
#include "catalogue.h"
#include "formaterror.h"
#include "import/startuplogreader.h"
#include "sizingengine.h"

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
    // memory lines: read line by line (a long line in pieces), the first line
    // of each kind taken and kept as it was read.
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
    EXPECT_EQ(
        log.sourceLines,
        (QStringList{QStringLiteral("INFO gpu_worker.py:276] Available KV cache memory: 6.51 GiB"),
                     QStringLiteral("INFO kv_cache_utils.py:716] GPU KV cache size: 42,656 tokens"),
                     QStringLiteral("INFO kv_cache_utils.py:720] Maximum concurrency for 32,768 "
                                    "tokens per request: 1.30x")}));
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
        StartupLogReader::read(QStringLiteral("INFO starting server\n"), QStringLiteral("paste"));
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
