// SPDX-License-Identifier: MIT
// Reading vLLM start-up logs and calibrating the reserve per card.
#include "calibration.h"
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "formaterror.h"
#include "sizingengine.h"
#include "startuplogreader.h"
#include "vllmversionprofile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

#include <sys/stat.h>

using namespace llmconf;

TEST(StartupLogReader, RealLogLines)
{
    // llm-d-planner's vLLM 0.19 run: Qwen2.5-7B-Instruct FP8-dynamic on one H100.
    const StartupLog log = StartupLogReader::readFile(
        QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-qwen25-7b-fp8-h100-tp1.log"));
    ASSERT_TRUE(log.availableCache && log.cacheTokens && log.concurrency);
    EXPECT_DOUBLE_EQ(inGiB(*log.availableCache), 64.64);
    EXPECT_EQ(*log.cacheTokens, 1210304);
    EXPECT_EQ(*log.concurrencyContext, 8192);
    EXPECT_DOUBLE_EQ(*log.concurrency, 147.74);
    EXPECT_FALSE(log.modelLoading);
    // The log agrees with the config arithmetic of Qwen2.5-7B (28 layers, 4 KV
    // heads of 128): 2 x 28 x 4 x 128 x 2 bytes per token.
    const double perToken = 2.0 * 28 * 4 * 128 * 2;
    EXPECT_NEAR(inBytes(*log.availableCache) / perToken, double(*log.cacheTokens), 0.001 * 1210304);
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
    text += "INFO gpu_worker.py:276] Available KV cache memory: 64.64 GiB\n";
    text += "INFO kv_cache_utils.py:716] GPU KV cache size: 1,210,304 tokens\n";
    text +=
        "INFO kv_cache_utils.py:720] Maximum concurrency for 8,192 tokens per request: 147.74x\n";
    text += "INFO gpu_worker.py:276] Available KV cache memory: 99.99 GiB\n"; // a second worker
    for (int i = 0; i < 1000; ++i)
        text += "INFO 10-01 12:00:01 worker.py:2 step " + QByteArray::number(i) + "\n";
    QBuffer device(&text);
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    const StartupLog log = StartupLogReader::read(device, QStringLiteral("big.log"));
    ASSERT_TRUE(log.availableCache && log.cacheTokens && log.concurrency);
    EXPECT_DOUBLE_EQ(inGiB(*log.availableCache), 64.64);
    EXPECT_EQ(*log.cacheTokens, 1210304);
    EXPECT_EQ(*log.concurrencyContext, 8192);
    EXPECT_DOUBLE_EQ(*log.concurrency, 147.74);
    EXPECT_EQ(log.sourceLines,
              (QStringList{
                  QStringLiteral("INFO gpu_worker.py:276] Available KV cache memory: 64.64 GiB"),
                  QStringLiteral("INFO kv_cache_utils.py:716] GPU KV cache size: 1,210,304 tokens"),
                  QStringLiteral("INFO kv_cache_utils.py:720] Maximum concurrency for 8,192 "
                                 "tokens per request: 147.74x"),
                  QStringLiteral("INFO gpu_worker.py:276] Available KV cache memory: 99.99 GiB")}));
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

TEST(Calibration, AV0LogOfAReleaseThatDefaultsToV1IsSizedAsV0)
{
    // "Initializing a V0 LLM engine (v0.8.3...)" on a card that 0.8 runs as
    // V1: the log's profile is V0's, not the release's default engine.
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = BuildAssembler::reference(catalogue);
    build.cacheBasis = CacheBasis::Vllm;
    const VllmVersion release{0, 8};
    const Card *card = catalogue.card(build.servers.first().slotCards.first());
    ASSERT_TRUE(card);
    ASSERT_EQ(VllmVersionProfile::of(release, *card).engine, VllmEngine::V1);

    Build asV0 = build;
    asV0.vllmVersion = BuildFile::versionOfEngine(VllmEngine::V0);
    Build asV1 = build;
    asV1.vllmVersion = release;
    const Evaluation v0 = SizingEngine::evaluate(asV0, catalogue);
    const Evaluation v1 = SizingEngine::evaluate(asV1, catalogue);
    ASSERT_TRUE(v0.ok() && v1.ok());
    ASSERT_NE(inGiB(v0.figures.freePerCard), inGiB(v1.figures.freePerCard));

    StartupLog log;
    log.version = release;
    log.engine = VllmEngine::V0;
    EXPECT_DOUBLE_EQ(inGiB(Calibration::compare(build, catalogue, log).predictedCachePerCard),
                     inGiB(v0.figures.freePerCard));
    log.engine = VllmEngine::V1;
    EXPECT_DOUBLE_EQ(inGiB(Calibration::compare(build, catalogue, log).predictedCachePerCard),
                     inGiB(v1.figures.freePerCard));
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

// ---- issue 30: checked arithmetic, V1's refusal, reads that end ------------------------------

TEST(StartupLogReader, BlocksTimesBlockSizePastTheTokenRangeIsRefusedAtTheField)
{
    // 1125899906842623 blocks of 1048575 tokens overflowed 64 bits (UBSan:
    // signed integer overflow) into -1,125,899,907,891,199 cache tokens.
    const qint64 blocks = 1125899906842623;
    const int blockSize = 1048575;
    try {
        const StartupLog log =
            StartupLogReader::read(QStringLiteral("engine config block_size=%1\n# GPU blocks: %2\n")
                                       .arg(blockSize)
                                       .arg(blocks),
                                   QStringLiteral("vllm.log"));
        FAIL() << "read " << log.cacheTokens.value_or(0) << " cache tokens";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("vllm.log"));
        EXPECT_EQ(e.field(), QStringLiteral("# GPU blocks"));
        // The allowed range: the blocks that stay within 2^50 tokens.
        const qint64 mostTokens = qint64(1) << 50;
        EXPECT_TRUE(
            e.problem().contains(QStringLiteral("outside 0 to %1").arg(mostTokens / blockSize)))
            << qPrintable(e.problem());
    }
    // Just inside the range is read, exactly.
    const qint64 most = (qint64(1) << 50) / blockSize;
    const StartupLog inside = StartupLogReader::read(
        QStringLiteral("block_size=%1\n# GPU blocks: %2\n").arg(blockSize).arg(most),
        QStringLiteral("vllm.log"));
    ASSERT_TRUE(inside.cacheTokens);
    EXPECT_EQ(*inside.cacheTokens, most * blockSize);
}

TEST(StartupLogReader, VllmV1RefusalStatesTheCacheMemory)
{
    // vllm/v1/core/kv_cache_utils.py, check_enough_kv_cache_memory(), as an
    // engine core prints it (the typo "models's" is vLLM's).
    const StartupLog log = StartupLogReader::read(
        QStringLiteral("(EngineCore_DP0 pid=1) ERROR 10-08 20:33:48 [core.py:708] ValueError: "
                       "To serve at least one request with the models's max seq len (262144), "
                       "(61.98 GiB KV cache is needed, which is larger than the available KV "
                       "cache memory (48.66 GiB). Based on the available memory, the estimated "
                       "maximum model length is 205728. Try increasing `gpu_memory_utilization` "
                       "or decreasing `max_model_len` when initializing the engine.\n"),
        QStringLiteral("v1.log"));
    ASSERT_TRUE(log.availableCache);
    EXPECT_DOUBLE_EQ(inGiB(*log.availableCache), 48.66);
    EXPECT_EQ(log.refusedMaxModelLen, 262144);
    EXPECT_EQ(log.estimatedMaxModelLen, 205728);
    EXPECT_FALSE(log.cacheTokens); // the pool's size is not in the line
    EXPECT_EQ(log.sourceLines.size(), 1);
}

TEST(StartupLogReader, AFileThatIsNotRegularIsRefusedNotReadForever)
{
    // /dev/zero never ends; a named pipe blocks at open until a writer comes.
    if (QFileInfo::exists(QStringLiteral("/dev/zero"))) {
        try {
            (void)StartupLogReader::readFile(QStringLiteral("/dev/zero"));
            FAIL();
        } catch (const FormatError &e) {
            EXPECT_EQ(e.file(), QStringLiteral("zero"));
            EXPECT_TRUE(e.problem().contains(QStringLiteral("not a regular file")))
                << qPrintable(e.problem());
        }
    }
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("vllm.log"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    try {
        (void)StartupLogReader::readFile(fifo);
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("vllm.log"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("not a regular file")));
    }
}

TEST(StartupLogReader, MarkersAcrossChunkAndPieceEdgesAreFound)
{
    // Lines split over the reader's 1 MiB reads and a line longer than its
    // 64 KiB pieces: every marker line is still read whole, in log order.
    for (const int filler : {1024 * 1024 - 30, 1024 * 1024 - 1, 64 * 1024 - 10, 64 * 1024 + 7}) {
        SCOPED_TRACE(filler);
        QByteArray text(filler, 'x');
        text += "\nINFO Available KV cache memory: 64.64 GiB\n";
        text += QByteArray(3 * 64 * 1024, 'y') + " Model loading took 2.5 GiB\n";
        text += "INFO GPU KV cache size: 1,210,304 tokens"; // no newline at the end
        QBuffer device(&text);
        ASSERT_TRUE(device.open(QIODevice::ReadOnly));
        const StartupLog log = StartupLogReader::read(device, QStringLiteral("edges.log"));
        EXPECT_EQ(log.availableCache, gibibytes(64.64));
        EXPECT_EQ(log.modelLoading, gibibytes(2.5));
        EXPECT_EQ(log.cacheTokens, 1210304);
    }
}

TEST(Calibration, ReserveNoBuildTakesIsNotAgreement)
{
    // The overflowed log of issue 30 measured -2^50 tokens: the "agreeing"
    // reserve was 14,763,950,132 GiB, agreementReachable true, and --write
    // wrote a build evaluate refused. A reserve agrees only if the
    // calibrated build evaluates.
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = BuildAssembler::reference(catalogue);
    StartupLog log;
    log.cacheTokens = -(qint64(1) << 50);
    const Calibration c = Calibration::compare(build, catalogue, log);
    EXPECT_FALSE(c.agreeingReserve);
    EXPECT_FALSE(c.unreachable.isEmpty());

    // A cache larger than the card: not this card's log.
    StartupLog larger;
    larger.availableCache = gibibytes(1e5);
    const Calibration d = Calibration::compare(build, catalogue, larger);
    EXPECT_FALSE(d.agreeingReserve);
    EXPECT_TRUE(d.unreachable.contains(QStringLiteral("more than the card's whole memory")))
        << qPrintable(d.unreachable);

    // Any agreeing reserve is one the engine evaluates.
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    StartupLog fits;
    fits.availableCache = e.figures.freePerCard - gibibytes(3);
    const Calibration agreed = Calibration::compare(build, catalogue, fits);
    ASSERT_TRUE(agreed.agreeingReserve);
    EXPECT_TRUE(agreed.unreachable.isEmpty());
    EXPECT_TRUE(
        SizingEngine::evaluate(Calibration::calibrated(build, *agreed.agreeingReserve), catalogue)
            .ok());
}

TEST(Calibration, WeightsThatDoNotFitSayWhy)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = BuildAssembler::reference(catalogue);
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(e.ok());
    // Leave 1 GiB usable per card: the weights no longer fit.
    build.reserve = e.figures.usablePerCard + build.reserve - gibibytes(1);
    const Calibration c = Calibration::compare(build, catalogue, StartupLog{});
    EXPECT_FALSE(c.weightsFit);
    EXPECT_LT(c.predictedCachePerCard.value(), 0);
    EXPECT_TRUE(c.weightsDoNotFit.contains(QStringLiteral("do not fit")))
        << qPrintable(c.weightsDoNotFit);
}

TEST(StartupLogReader, TheUtilizationAndReleaseTheLogRan)
{
    const auto read = [](const char *file) {
        return StartupLogReader::readFile(QStringLiteral(LLMCONF_TEST_DATA "/logs/") +
                                          QLatin1String(file));
    };
    // V1's "non-default args: {..., 'gpu_memory_utilization': 0.95, ...}"
    const StartupLog v1 = read("llmd-v019-qwen25-7b-fp8-h100-tp1.log");
    ASSERT_TRUE(v1.utilization);
    EXPECT_DOUBLE_EQ(*v1.utilization, 0.95);
    // V0's "total_gpu_memory (14.74GiB) x gpu_memory_utilization (0.89) = 13.18GiB"
    const StartupLog v0 = read("vllm-082-llama32-3b-t4.log");
    ASSERT_TRUE(v0.utilization);
    EXPECT_DOUBLE_EQ(*v0.utilization, 0.89);
    // vLLM 0.6.5's profiling table: "gpu_memory_utilization       0.90"
    const StartupLog table = read("vllm-10511-llama3-8b-h100.log");
    ASSERT_TRUE(table.utilization);
    EXPECT_DOUBLE_EQ(*table.utilization, 0.90);
    // The command's "--gpu-memory-utilization 0.90" (and 0.10's "Desired GPU
    // memory utilization is (0.9, 39.98 GiB)"), the release from the API server.
    const StartupLog command = read("vllm-l40s-qwen3-235b-a22b-fp8-l40s-tp8-ep.log");
    ASSERT_TRUE(command.utilization && command.version);
    EXPECT_DOUBLE_EQ(*command.utilization, 0.90);
    EXPECT_EQ(*command.version, (VllmVersion{0, 10}));
    // Advice that names the setting is not a setting: "Try increasing
    // `gpu_memory_utilization`", "increase --gpu-memory-utilization from 0.9000".
    EXPECT_FALSE(read("vllm-13061-max-model-len.log").utilization);
    EXPECT_FALSE(read("vllm-durango-qwen3-coder-30b-a3b-fp8-a100-40gb-tp1.log").utilization);
    // A bisect script's environment names the release: "vllm==0.20.1.dev1+g39acbf39c".
    const StartupLog pip = read("vllm-bisect-glm51-fp8-h200-tp8.log");
    ASSERT_TRUE(pip.version);
    EXPECT_EQ(*pip.version, (VllmVersion{0, 20}));
    EXPECT_FALSE(pip.utilization);
    const StartupLog desired = StartupLogReader::read(
        QStringLiteral("Available KV cache memory: 10.00 GiB\nFree memory on device (43.93/44.42 "
                       "GiB) on startup. Desired GPU memory utilization is (0.8, 35.54 GiB).\n"),
        QStringLiteral("t"));
    ASSERT_TRUE(desired.utilization);
    EXPECT_DOUBLE_EQ(*desired.utilization, 0.8);
    // vLLM takes (0, 1]: another value is a damaged line, refused at the field.
    for (const char *bad : {"1.5", "0"}) {
        SCOPED_TRACE(bad);
        try {
            const StartupLog log = StartupLogReader::read(
                QStringLiteral("Available KV cache memory: 10.00 GiB\n"
                               "non-default args: {'gpu_memory_utilization': %1}\n")
                    .arg(QLatin1String(bad)),
                QStringLiteral("vllm.log"));
            FAIL() << "read " << log.utilization.value_or(-1);
        } catch (const FormatError &e) {
            EXPECT_EQ(e.file(), QStringLiteral("vllm.log"));
            EXPECT_EQ(e.field(), QStringLiteral("gpu_memory_utilization"));
            EXPECT_TRUE(e.problem().contains(QStringLiteral("is outside 0 to 1")))
                << qPrintable(e.problem());
        }
    }
}

TEST(Calibration, TheLogsUtilizationOrItsReleasesDefault)
{
    // The flags' build asks for 0.5 of the card: a log that prints its
    // utilisation is sized at that; one that names its release and prints
    // none at the release's default; one that says neither at the build's.
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = BuildAssembler::reference(catalogue);
    build.cacheBasis = CacheBasis::Vllm;
    build.utilization = 0.5;
    StartupLog log;
    log.availableCache = gibibytes(10);
    EXPECT_DOUBLE_EQ(Calibration::compare(build, catalogue, log).sized.utilization, 0.5);
    for (const VllmVersion release : {VllmVersion{0, 19}, VllmVersion{0, 20}}) {
        SCOPED_TRACE(release.text().toStdString());
        log.version = release;
        const Calibration c = Calibration::compare(build, catalogue, log);
        EXPECT_DOUBLE_EQ(c.sized.utilization, VllmVersionProfile::defaultUtilizationOf(release));
        ASSERT_TRUE(c.vllmProfile);
        EXPECT_DOUBLE_EQ(c.vllmProfile->utilization,
                         VllmVersionProfile::defaultUtilizationOf(release));
        EXPECT_EQ(c.vllmProfile->version, release);
    }
    log.utilization = 0.7;
    EXPECT_DOUBLE_EQ(Calibration::compare(build, catalogue, log).sized.utilization, 0.7);
}

TEST(StartupLogReader, TheKeptLinesReadBackAsTheSameRun)
{
    // The calibration dialog shows the lines read and compares what they say:
    // for every log under tests/data/logs they give the same run (release,
    // engine, eager, utilisation) and the same figures as the whole file.
    const QDir dir(QStringLiteral(LLMCONF_TEST_DATA "/logs"));
    const QStringList files = dir.entryList({QStringLiteral("*.log")}, QDir::Files);
    ASSERT_FALSE(files.isEmpty());
    for (const QString &file : files) {
        SCOPED_TRACE(file.toStdString());
        const StartupLog log = StartupLogReader::readFile(dir.filePath(file));
        ASSERT_LT(log.sourceLines.size(), 64); // the cap, not reached here
        const StartupLog again =
            StartupLogReader::read(log.sourceLines.join(QLatin1Char('\n')), file);
        EXPECT_EQ(again.version, log.version);
        EXPECT_EQ(again.engine, log.engine);
        EXPECT_EQ(again.enforceEager, log.enforceEager);
        EXPECT_EQ(again.utilization, log.utilization);
        EXPECT_EQ(again.modelLoading, log.modelLoading);
        EXPECT_EQ(again.availableCache, log.availableCache);
        EXPECT_EQ(again.cacheTokens, log.cacheTokens);
    }
}
