// SPDX-License-Identifier: MIT
// Issue 17, part B: every number read from a file or a flag is range-checked
// where it enters, the arithmetic on counts does not overflow, every reader
// is bounded, and one bad user-catalogue entry does not hide the others.
#include "buildassembler.h"
#include "buildfile.h"
#include "cachefootprint.h"
#include "calibration.h"
#include "cappedfile.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "formaterror.h"
#include "modelcard.h"
#include "quantityparser.h"
#include "sizingengine.h"
#include "startuplogreader.h"
#include "usercatalogue.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <climits>

using namespace llmconf;

namespace {

QByteArray configOf(const char *folder)
{
    QFile f(QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(folder) +
            QStringLiteral("/config.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << folder;
    return f.readAll();
}

/// config.json of `folder` with one field changed (in text_config where the
/// model keeps its text fields there).
QByteArray withField(const char *folder, const char *key, const QJsonValue &value)
{
    QJsonObject root = QJsonDocument::fromJson(configOf(folder)).object();
    const QString name = QString::fromLatin1(key);
    QJsonObject text = root.value(QStringLiteral("text_config")).toObject();
    if (text.contains(name)) {
        text.insert(name, value);
        root.insert(QStringLiteral("text_config"), text);
    } else {
        root.insert(name, value);
    }
    return QJsonDocument(root).toJson();
}

ImportedCheckpoint importConfig(const QByteArray &config,
                                const CheckpointImporter::Entered &entered = {})
{
    return CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("test/model"),
                                           config, std::nullopt, std::nullopt, entered,
                                           std::nullopt);
}

/// The FormatError an import throws, or an empty one when none.
FormatError importError(const QByteArray &config, const CheckpointImporter::Entered &entered = {})
{
    try {
        importConfig(config, entered);
    } catch (const FormatError &e) {
        return e;
    }
    return FormatError(QString(), QString(), QString());
}

} // namespace

// ---- numbers from config.json and --set ----------------------------------------------------

TEST(HostileImport, HeadDimNearTwoToTheThirtyOneIsRefusedWithItsRange)
{
    const FormatError e = importError(withField("llama-3.3-70b", "head_dim", 2147483647.0));
    EXPECT_EQ(e.file(), QStringLiteral("config.json"));
    EXPECT_EQ(e.field(), QStringLiteral("$.head_dim"));
    EXPECT_TRUE(e.problem().contains(QStringLiteral("1 to 4096"))) << e.message().toStdString();
}

TEST(HostileImport, MoreLayersThanTheCatalogueReadsAreRefused)
{
    const FormatError e = importError(withField("llama-3.3-70b", "num_hidden_layers", 10001));
    EXPECT_EQ(e.field(), QStringLiteral("$.num_hidden_layers"));
    EXPECT_TRUE(e.problem().contains(QStringLiteral("1 to 10000")));
}

TEST(HostileImport, EnteredValuesNameTheFlag)
{
    const FormatError e =
        importError(configOf("llama-3.3-70b"), {{QStringLiteral("num_hidden_layers"), 1e12}});
    EXPECT_EQ(e.file(), QStringLiteral("--set"));
    EXPECT_EQ(e.field(), QStringLiteral("num_hidden_layers"));
    EXPECT_TRUE(e.problem().contains(QStringLiteral("1 to 10000")));
}

TEST(HostileImport, EnteredWeightsMustBeAFiniteSize)
{
    for (const double weights : {std::nan(""), HUGE_VAL, 0.0, -5.0, 1e16}) {
        const FormatError e =
            importError(withField("gpt-oss-20b", "quantization_config", QJsonValue()),
                        {{QStringLiteral("weightsBytes"), weights}});
        EXPECT_EQ(e.file(), QStringLiteral("--set")) << weights;
        EXPECT_EQ(e.field(), QStringLiteral("weightsBytes")) << weights;
    }
}

TEST(HostileImport, HugeVocabularyIsRefusedNotANegativeSize)
{
    const FormatError e = importError(withField("llama-3.3-70b", "vocab_size", 1e300));
    EXPECT_EQ(e.field(), QStringLiteral("$.vocab_size"));
    // In range, the estimate stays positive: vocab x hidden x 2 x 2 bytes at least.
    const ImportedCheckpoint c =
        importConfig(withField("llama-3.3-70b", "vocab_size", double(1 << 24)));
    EXPECT_GT(inBytes(c.weightsBytes), double(1 << 24) * 8192 * 2 * 2);
}

TEST(HostileImport, HugeMaximumContextIsRefusedNotOne)
{
    const FormatError e = importError(withField("llama-3.3-70b", "max_position_embeddings", 1e12));
    EXPECT_EQ(e.field(), QStringLiteral("$.max_position_embeddings"));
    EXPECT_TRUE(e.problem().contains(QStringLiteral("1 to 1073741824")));
}

TEST(HostileImport, IndexHeadDimNearTwoToTheThirtyOneIsRefused)
{
    const FormatError e = importError(withField("deepseek-v3.2", "index_head_dim", 2147483647.0));
    EXPECT_EQ(e.field(), QStringLiteral("$.index_head_dim"));
}

TEST(HostileImport, SlidingWindowPatternOverManyLayersEndsAtTheLayerLimit)
{
    // 2^31 - 1 layers with a pattern looped once per layer before.
    const FormatError e = importError(withField("gemma-3-4b", "num_hidden_layers", 2147483647.0));
    EXPECT_EQ(e.field(), QStringLiteral("$.num_hidden_layers"));
}

TEST(HostileImport, AnEntryTheReaderWouldRefuseIsNotImported)
{
    // A sliding window past the reader's 2^30 comes in through toInt; the
    // reader's own rules refuse the entry before anything stores it.
    const FormatError e = importError(withField("gpt-oss-20b", "sliding_window", 2000000000.0),
                                      {{QStringLiteral("weightsBytes"), 13.8e9}});
    EXPECT_EQ(e.file(), QStringLiteral("config.json"));
    EXPECT_TRUE(e.problem().contains(QStringLiteral("slidingWindow"))) << e.message().toStdString();
}

// ---- arithmetic on counts -------------------------------------------------------------------

TEST(HostileArithmetic, CacheFootprintOfHugeIndexHeadDimIsPositive)
{
    AttentionArchitecture a;
    a.numHiddenLayers = 10;
    a.kind = AttentionKind::LatentMla;
    a.attentionLayers = 10;
    a.kvLoraRank = 512;
    a.qkRopeHeadDim = 64;
    a.indexerLayers = 10;
    a.indexHeadDim = INT_MAX;
    a.indexerKeyFormat = IndexerKeyFormat::Fp8WithScale;
    const CacheFootprint f(a, CacheDtype::Fp8);
    // INT_MAX values plus ceil(INT_MAX / 128) scales of 4 bytes, per layer.
    const double indexer = (double(INT_MAX) + std::ceil(double(INT_MAX) / 128.0) * 4.0) * 10;
    // The latent in FP8 with one scale per 128 values, the rope part in 16 bits.
    EXPECT_DOUBLE_EQ(inBytes(f.perToken()), (512.0 + 512.0 / 128 * 4 + 2.0 * 64) * 10 + indexer);
}

TEST(HostileArithmetic, ConversationsOfManyCopiesDoNotOverflow)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 2048;
    request.servers = 256;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.7-Flash");
    request.layout.tp = 1;
    request.layout.copies = 0; // cards / TP
    request.context = 1;
    const Build build = BuildAssembler::assemble(request, catalogue);
    const Evaluation e = SizingEngine::evaluate(build, catalogue);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_GT(e.figures.conversationsPerCopy, 0);
    // Per copy times copies is past 2^31; the build says the ceiling.
    EXPECT_GT(double(e.figures.conversationsPerCopy) * e.figures.copies, double(INT_MAX));
    EXPECT_EQ(e.figures.conversations, SizingEngine::kMostConversations);
    EXPECT_TRUE(e.figures.conversationsCapped);
}

// ---- numbers in a start-up log --------------------------------------------------------------

TEST(HostileLog, FourHundredDigitsAreRefusedNotInfinity)
{
    const QString digits(400, QLatin1Char('9'));
    try {
        (void)StartupLogReader::read(QStringLiteral("Available KV cache memory: ") + digits +
                                         QStringLiteral(" GiB"),
                                     QStringLiteral("vllm.log"));
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("vllm.log"));
        EXPECT_EQ(e.field(), QStringLiteral("Available KV cache memory"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("outside 0 to")));
    }
}

TEST(HostileLog, ContextBeyondTwoToTheThirtyOneIsRefused)
{
    EXPECT_THROW(
        (void)StartupLogReader::read(QStringLiteral("Maximum concurrency for 4294967296 tokens "
                                                    "per request: 1.5x"),
                                     QStringLiteral("vllm.log")),
        FormatError);
}

TEST(HostileLog, CountBeyondSixtyFourBitsIsRefusedNotZero)
{
    EXPECT_THROW(
        (void)StartupLogReader::read(QStringLiteral("GPU KV cache size: 99,999,999,999,999,"
                                                    "999,999,999 tokens"),
                                     QStringLiteral("vllm.log")),
        FormatError);
}

TEST(HostileLog, AHugeLogIsReadAsAStreamAndRefusedWithoutItsLines)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.log"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_TRUE(f.resize(qint64(65) * 1024 * 1024)); // sparse: no disk used
    f.close();
    try {
        StartupLogReader::readFile(path);
        FAIL();
    } catch (const FormatError &e) {
        // Read as a stream in pieces of 64 KiB: the memory stays that of
        // one piece, and a log without a start-up line says so.
        EXPECT_EQ(e.file(), QStringLiteral("huge.log"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("no vLLM start-up line")))
            << qPrintable(e.problem());
    }
}

// ---- bounded readers -----------------------------------------------------------------------

TEST(HostileFiles, ABuildFileBeyondItsCapIsRefused)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_TRUE(f.resize(CappedFile::kSmallDocument + 1));
    f.close();
    try {
        (void)BuildFile::read(path, Catalogue::builtIn().rules());
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("big.json"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("8 MiB")));
    }
}

TEST(HostileFiles, AnEndlessDeviceIsRefusedAtTheCap)
{
    if (!QFile::exists(QStringLiteral("/dev/zero")))
        GTEST_SKIP();
    EXPECT_THROW(CappedFile::read(QStringLiteral("/dev/zero"), QStringLiteral("zero"),
                                  CappedFile::kSmallDocument),
                 FormatError);
}

TEST(HostileFiles, AConfigBeyondItsCapIsRefused)
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("config.json")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_TRUE(f.resize(CappedFile::kSmallDocument + 1));
    f.close();
    try {
        CheckpointImporter::importDirectory(Catalogue::builtIn(), dir.path());
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("config.json"));
    }
}

TEST(HostileFiles, QuantityTooLargeForItsUnitIsNone)
{
    EXPECT_FALSE(QuantityParser::bytes(u"1e308 TB"));
    EXPECT_FALSE(QuantityParser::power(u"1e308 kW"));
    EXPECT_FALSE(QuantityParser::bandwidth(u"1e308 TB/s"));
    EXPECT_TRUE(QuantityParser::bytes(u"1e300 B"));
}

TEST(HostileFiles, AModelCardNamingThousandsOfLicencesKeepsTheFirst)
{
    QByteArray readme = "---\nlicense:\n";
    for (int i = 0; i < 100000; ++i)
        readme += "- licence-" + QByteArray::number(i) + '\n';
    readme += "---\n";
    const ModelCard card = ModelCard::fromReadme(readme);
    const QStringList ids = card.licenceIds(Catalogue::builtIn());
    ASSERT_EQ(ids.size(), 32);
    EXPECT_EQ(ids.first(), QStringLiteral("licence-0"));
    EXPECT_EQ(ids.last(), QStringLiteral("licence-31"));
}

// ---- one bad entry of the user catalogue ---------------------------------------------------

namespace {
CustomCheckpoint llama()
{
    return CheckpointImporter::importDirectory(
               Catalogue::builtIn(), QStringLiteral(LLMCONF_TEST_DATA "/hf/llama-3.3-70b"), {},
               QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"))
        .entry;
}
} // namespace

TEST(HostileUserCatalogue, ABadEntryIsNamedAndTheOthersKept)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    CustomCheckpoint bad = llama();
    bad.model.id = bad.checkpoint.id = bad.checkpoint.model = QStringLiteral("bad/one");
    bad.model.attention.headDim = 2147483647; // as an older version stored it
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(UserCatalogue::toJson({llama(), bad}));
    }
    // Strictly read (before a store rewrites the file), it is refused.
    EXPECT_THROW(UserCatalogue::read(path), FormatError);
    QStringList leftOut;
    const QList<CustomCheckpoint> kept = UserCatalogue::read(path, &leftOut);
    ASSERT_EQ(kept.size(), 1);
    EXPECT_EQ(kept.first().checkpoint.id, QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"));
    ASSERT_EQ(leftOut.size(), 1);
    EXPECT_TRUE(leftOut.first().contains(QStringLiteral("$.models[1].attention.head_dim")))
        << leftOut.first().toStdString();

    QString problem;
    const Catalogue offered = UserCatalogue::offered(Catalogue::builtIn(), &problem, path);
    EXPECT_NE(offered.checkpoint(QStringLiteral("meta-llama/Llama-3.3-70B-Instruct")), nullptr);
    EXPECT_EQ(offered.checkpoint(QStringLiteral("bad/one")), nullptr);
    EXPECT_TRUE(problem.contains(QStringLiteral("user-catalogue.json"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(QStringLiteral("left out")));
}

TEST(HostileUserCatalogue, StoreRefusesAnEntryItCouldNotReadBack)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    UserCatalogue::store(llama(), path);
    const QByteArray before = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    CustomCheckpoint bad = llama();
    bad.checkpoint.id = QStringLiteral("bad/size");
    bad.checkpoint.size = bytes(0);
    EXPECT_THROW(UserCatalogue::store(bad, path), FormatError);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), before);
}

TEST(HostileInput, HugeConvolutionStatesAreRefusedNotOverflowed)
{
    // A Mamba-2 mixer whose conv state would be (4 - 1) x (3072 + 2 x 65536
    // x 65536) x 2 bytes: more than an int holds, refused at the field.
    QJsonObject falcon = QJsonDocument::fromJson(configOf("falcon-h1-7b")).object();
    falcon.insert(QStringLiteral("mamba_n_groups"), 65536);
    falcon.insert(QStringLiteral("mamba_d_state"), 65536);
    try {
        CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"),
                                        QJsonDocument(falcon).toJson(), std::nullopt, std::nullopt);
        FAIL() << "imported";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.mamba_d_state"));
    }
    // KDA: a kernel of 1024 over 3 x 4096 x 4096 channels.
    QJsonObject kimi = QJsonDocument::fromJson(configOf("kimi-linear-48b")).object();
    QJsonObject lin = kimi.value(QStringLiteral("linear_attn_config")).toObject();
    lin.insert(QStringLiteral("short_conv_kernel_size"), 1024);
    lin.insert(QStringLiteral("num_heads"), 4096);
    lin.insert(QStringLiteral("head_dim"), 4096);
    kimi.insert(QStringLiteral("linear_attn_config"), lin);
    try {
        CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"),
                                        QJsonDocument(kimi).toJson(), std::nullopt, std::nullopt);
        FAIL() << "imported";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.linear_attn_config.short_conv_kernel_size"));
    }
}
