// SPDX-License-Identifier: MIT
// The vLLM-profile basis against real vLLM start-up logs, without
// calibration: one table, tests/data/logs/logs.csv, one row per log, with
// the card, model, layout, utilisation, max_model_len, batch settings and
// vLLM release the log ran and the cache it printed; every row must come
// within 10 % (logs that are no cache measurement: readerlogs.csv). Sources of the logs:
// tests/data/README.md; how close each lands and why: docs/vllm-memory.md.
// The terms' arithmetic is written out below the table for one row of each
// kind, built from the same table rows.
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "calibration.h"
#include "catalogue.h"
#include "cataloguereader.h"
#include "checkpointimporter.h"
#include "checkpointlayout.h"
#include "jsoncursor.h"
#include "sizingengine.h"
#include "startuplogreader.h"
#include "vllmmemoryprofile.h"
#include "vllmversionprofile.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>

#include "csvfields.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

using namespace llmconf;

// Every start-up log of tests/data/logs/logs.csv against the vLLM-profile
// basis, without calibration: one build per row from the row's own settings
// (vLLM version, card, layout, utilisation, max_model_len, batch settings,
// KV dtype), the model from its config.json under tests/data, the weights
// per card the log printed ("Model loading took"), or the checkpoint's
// total_size where it prints none. The table is printed (it is the one in
// docs/vllm-memory.md) and every row must land within 10 %.
namespace logtable {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr int kCardsPerServer = 8; // HGX boards: a row of more cards spans servers

QString dataPath(const QString &path)
{
    return QStringLiteral(LLMCONF_TEST_DATA "/") + path;
}

QByteArray tableFile(const QString &path)
{
    QFile file(dataPath(path));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

using test::csvFields;

using Row = QHash<QString, QString>;

/// The rows of `table`: logs.csv, the measurements, unless another is named.
QList<Row> rows(const QString &table = QStringLiteral("logs/logs.csv"))
{
    const QStringList lines =
        QString::fromUtf8(tableFile(table)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_FALSE(lines.isEmpty());
    const QStringList header = csvFields(lines.value(0).trimmed());
    QList<Row> result;
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList fields = csvFields(lines.at(i).trimmed());
        EXPECT_EQ(fields.size(), header.size()) << lines.at(i).toStdString();
        Row row;
        for (int f = 0; f < header.size(); ++f)
            row.insert(header.at(f), fields.value(f).trimmed());
        result << row;
    }
    return result;
}

int integer(const Row &r, const char *key)
{
    return r.value(QString::fromLatin1(key)).toInt();
}

double decimal(const Row &r, const char *key)
{
    return r.value(QString::fromLatin1(key)).toDouble();
}

/// The catalogue with the row's model (and card, if it is a user card).
struct RowBuild
{
    Catalogue catalogue;
    Build build;
};

/// The checkpoint's size that gives the log's weights per card as the sizing
/// lays the checkpoint out (CheckpointLayout: split and whole parts; the
/// even split where the shape does not count it), found by bisection: the
/// figure grows with the size.
double checkpointBytes(const Row &r, const ImportedCheckpoint &imported, const Layout &layout)
{
    const double perCard = decimal(r, "model_loading_gib") * kGiB;
    if (perCard <= 0)
        return imported.weightsBytes.value();
    Checkpoint checkpoint = imported.entry.checkpoint;
    double low = 0, high = 4 * perCard * layout.cardsPerCopy();
    for (int i = 0; i < 200 && high - low > 1; ++i) {
        checkpoint.size = bytes((low + high) / 2);
        const double held =
            CheckpointLayout::perCard(imported.entry.model, checkpoint, layout).total().value();
        (held < perCard ? low : high) = checkpoint.size.value();
    }
    return high;
}

/// The row's release as X.Y ("0.20.1.dev1+g39acbf39c" is 0.20).
std::optional<VllmVersion> version(const Row &r)
{
    const QRegularExpression xy(QStringLiteral(R"(^v?([0-9]+\.[0-9]+))"));
    const auto m = xy.match(r.value(QStringLiteral("vllm_version")));
    return m.hasMatch() ? VllmVersion::fromText(m.captured(1)) : std::nullopt;
}

/// config.json fields the row supplies as the import form does (`model_set`,
/// "index_head_dim=128"; each cited in the row's notes).
CheckpointImporter::Entered enteredFields(const Row &r)
{
    CheckpointImporter::Entered entered;
    for (const QString &pair :
         r.value(QStringLiteral("model_set")).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList kv = pair.split(QLatin1Char('='));
        EXPECT_EQ(kv.size(), 2) << pair.toStdString();
        entered.insert(kv.value(0).trimmed(), kv.value(1).toDouble());
    }
    return entered;
}

/// The checkpoint's size as the row gives it: the safetensors files under
/// tests/data, else `checkpoint_total_size` (the index's total_size, for a
/// log without a weights line), else the log's weights per card (which
/// checkpointBytes turns into the size that gives them).
std::optional<Bytes> checkpointSize(const Row &r)
{
    const QString dir = r.value(QStringLiteral("model_data"));
    if (const std::optional<Bytes> onDisk = CheckpointImporter::weightsOnDisk(dataPath(dir)))
        return onDisk;
    if (decimal(r, "checkpoint_total_size") > 0)
        return bytes(decimal(r, "checkpoint_total_size"));
    if (decimal(r, "model_loading_gib") > 0)
        return bytes(decimal(r, "model_loading_gib") * kGiB);
    return std::nullopt;
}

RowBuild rowBuild(const Row &r)
{
    const QString dir = r.value(QStringLiteral("model_data"));
    const QString id = r.value(QStringLiteral("model"));
    const QString quantPath = dir + QStringLiteral("/hf_quant_config.json");
    const std::optional<QByteArray> quant =
        QFile::exists(dataPath(quantPath)) ? std::optional(tableFile(quantPath)) : std::nullopt;
    ImportedCheckpoint imported = CheckpointImporter::importFiles(
        Catalogue::builtIn(), id, tableFile(dir + QStringLiteral("/config.json")), quant,
        checkpointSize(r), enteredFields(r));
    Layout layout;
    layout.tp = std::max(1, integer(r, "tp"));
    layout.pp = std::max(1, integer(r, "pp"));
    layout.dp = std::max(1, integer(r, "dp"));
    layout.ep = integer(r, "ep") != 0;
    layout.copies = 0; // as many as the cards hold (the board may hold more)
    // vLLM's data parallelism of a dense model is ranks that each hold the
    // whole model: copies here (DP is the attention DP of expert models).
    if (layout.dp > 1 && !imported.entry.model.shape.hasExperts())
        layout.dp = 1;
    imported.entry.checkpoint.size = bytes(checkpointBytes(r, imported, layout));

    Build carrier;
    carrier.customCheckpoints = {imported.entry};
    const QString card = r.value(QStringLiteral("card"));
    if (!Catalogue::builtIn().card(card)) {
        const QString path = QStringLiteral("cards/") + card + QStringLiteral(".json");
        carrier.customCards = {
            CatalogueReader::readCard(JsonCursor::fromDocument(dataPath(path), tableFile(path)))};
    }
    RowBuild out{BuildCatalogue::effective(Catalogue::builtIn(), carrier), Build()};
    BuildRequest request;
    request.card = card;
    // An SXM card comes on a board of four or eight: a log that used fewer
    // ran on such a board, its other cards idle or another copy's.
    request.cards = integer(r, "cards");
    const Card *sxm = out.catalogue.card(card);
    if (sxm && sxm->formFactor == FormFactor::Sxm && request.cards < 8)
        request.cards = request.cards <= 4 ? 4 : 8;
    request.servers = std::max(1, (request.cards + kCardsPerServer - 1) / kCardsPerServer);
    request.checkpoint = id;
    request.layout = layout;
    // A later release of the same shape may allow a longer context than the
    // config under tests/data (Qwen3-30B-A3B 40,960, its Instruct-2507
    // 262,144): the cache per token and the profile's terms are the same.
    request.context = std::min(integer(r, "max_model_len"), imported.entry.model.maxContext);
    request.cacheBasis = CacheBasis::Vllm;
    out.build = BuildAssembler::assemble(request, out.catalogue);
    layout.copies = std::max(1, out.build.cardCount() / layout.cardsPerCopy());
    out.build.layout = layout;
    out.build.customCheckpoints = carrier.customCheckpoints;
    out.build.customCards = carrier.customCards;
    // The row's release, utilisation and eager setting are what its log ran:
    // the build follows them as `calibrate` follows the log (Calibration::
    // asRun): a utilisation not printed is the release's default (0.9, 0.92
    // from 0.20); an eager run (--enforce-eager) has no graphs and vLLM no
    // estimate of them.
    EXPECT_TRUE(out.catalogue.card(card)) << card.toStdString();
    StartupLog ran;
    ran.version = version(r);
    if (decimal(r, "gpu_memory_utilization") > 0)
        ran.utilization = decimal(r, "gpu_memory_utilization");
    ran.enforceEager = r.value(QStringLiteral("enforce_eager")) == QLatin1String("true");
    out.build = Calibration::asRun(out.build, ran);
    out.build.maxBatchedTokens = integer(r, "max_num_batched_tokens");
    out.build.maxSequences = integer(r, "max_num_seqs");
    out.build.cacheDtype =
        r.value(QStringLiteral("kv_cache_dtype")).startsWith(QLatin1String("fp8"))
            ? CacheDtype::Fp8
            : CacheDtype::Bf16;
    return out;
}

/// The log's cache in tokens: its "GPU KV cache size", else its available
/// memory in whole blocks of 16 at the model's cache per token per card.
double loggedTokens(const Row &r, const VllmMemoryTerms &t)
{
    if (integer(r, "kv_cache_tokens") > 0)
        return integer(r, "kv_cache_tokens");
    const double perBlock = VllmMemoryTerms::kBlockSize * t.cachePerTokenPerCard.value();
    return std::floor(decimal(r, "available_kv_gib") * kGiB / perBlock) *
           VllmMemoryTerms::kBlockSize;
}

/// Why a row cannot be predicted from the table alone (empty: it can).
QString whyNotPredictable(const Row &r)
{
    const QString dir = r.value(QStringLiteral("model_data"));
    if (integer(r, "kv_cache_tokens") <= 0 && decimal(r, "available_kv_gib") <= 0)
        return QStringLiteral("the log prints no cache");
    if (dir.isEmpty() || !QFile::exists(dataPath(dir + QStringLiteral("/config.json"))))
        return QStringLiteral("no config.json under tests/data (model_data)");
    const QString card = r.value(QStringLiteral("card"));
    if (card.isEmpty() ||
        (!Catalogue::builtIn().card(card) &&
         !QFile::exists(dataPath(QStringLiteral("cards/") + card + QStringLiteral(".json")))))
        return QStringLiteral("card not named or not known");
    if (!version(r))
        return QStringLiteral("no vLLM version");
    if (!checkpointSize(r))
        return QStringLiteral(
            "no weights per card in the log, no checkpoint size under tests/data");
    return QString();
}

/// Prints a predicted row and its terms (the table of docs/vllm-memory.md).
void printRow(const Row &r, const Build &build, const VllmMemoryTerms &t, double logged)
{
    const double predicted = double(t.cacheTokens);
    std::printf("| %s | %s | %s | %s | TP%d PP%d DP%d%s | %.0f | %.0f | %+.1f %% |\n",
                qPrintable(r.value(QStringLiteral("file"))),
                qPrintable(r.value(QStringLiteral("vllm_version"))),
                qPrintable(r.value(QStringLiteral("model"))),
                qPrintable(r.value(QStringLiteral("card"))), build.layout.tp, build.layout.pp,
                build.layout.dp, build.layout.ep ? " EP" : "", logged, predicted,
                100.0 * (predicted / logged - 1.0));
    std::printf("|   | terms | weights %.2f, forward %.2f (MoE %.2f, DP %.2f), sampler %.2f, "
                "non-torch %.2f, NCCL %.2f, graphs %.2f%s, cache %.2f GiB, %.0f B/token |\n",
                t.weights.value() / kGiB, t.forwardPeak.value() / kGiB,
                t.moeWorkspace.value() / kGiB, t.dpGathering.value() / kGiB,
                t.samplerPeak.value() / kGiB, t.nonTorch.value() / kGiB, t.nccl.value() / kGiB,
                t.cudaGraphs.value() / kGiB, t.graphsSubtracted ? " (charged)" : "",
                t.cache().value() / kGiB, t.cachePerTokenPerCard.value());
}

/// A pipeline's earlier stages print their own cache before vLLM gives every
/// worker the last stage's (`first_stage_kv_cache_tokens`): held against
/// the stage that does not sample.
void checkFirstStage(const Row &r, const VllmMemoryTerms &t)
{
    const double logged = decimal(r, "first_stage_kv_cache_tokens");
    if (logged <= 0)
        return;
    const double perBlock = VllmMemoryTerms::kBlockSize * t.cachePerTokenPerCard.value();
    const double predicted =
        std::floor(t.cacheBeforeLastStage().value() / perBlock) * VllmMemoryTerms::kBlockSize;
    std::printf(
        "|   | stage before the last |   |   | no sampler, %.2f GiB | %.0f | %.0f | %+.1f %% |\n",
        t.cacheBeforeLastStage().value() / kGiB, logged, predicted,
        100.0 * (predicted / logged - 1.0));
    EXPECT_NEAR(predicted / logged - 1.0, 0.0, 0.10);
}

/// The row states what its log file says: the start-up log reader finds the
/// same cache tokens in the file (the smallest a worker printed)...
void checkTheLogSaysIt(const Row &r)
{
    const StartupLog log = StartupLogReader::readFile(
        dataPath(QStringLiteral("logs/") + r.value(QStringLiteral("file"))));
    if (log.cacheTokens && integer(r, "kv_cache_tokens") > 0) {
        EXPECT_EQ(*log.cacheTokens, integer(r, "kv_cache_tokens"));
    }
    // and the same weights per card (to the rounding of the line it reads:
    // the T4 log's profile line says 6.02 GiB, its loading line 6.0160)
    if (log.modelLoading && decimal(r, "model_loading_gib") > 0) {
        EXPECT_NEAR(log.modelLoading->value() / kGiB, decimal(r, "model_loading_gib"), 0.005);
    }
    // and the same utilisation where the log prints one (the row's column
    // stays empty where it does not, unless the notes cite the setting),
    if (log.utilization) {
        EXPECT_NEAR(*log.utilization, decimal(r, "gpu_memory_utilization"), 1e-9);
    }
    // and the same eager setting where the log states one.
    const QString eager = r.value(QStringLiteral("enforce_eager"));
    if (log.enforceEager && !eager.isEmpty()) {
        EXPECT_EQ(*log.enforceEager, eager == QLatin1String("true"));
    }
}

/// The row of `file` (the term tests below change a setting or two).
Row row(const char *file)
{
    for (const Row &r : rows())
        if (r.value(QStringLiteral("file")) == QLatin1String(file))
            return r;
    ADD_FAILURE() << "no row for " << file;
    return {};
}

/// The row's build sized, and the row's log held against it (`calibrate`).
struct Prediction
{
    VllmMemoryTerms terms;
    Calibration calibration;
};

Prediction predict(const Row &r)
{
    const RowBuild b = rowBuild(r);
    const Evaluation e = SizingEngine::evaluate(b.build, b.catalogue);
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    const StartupLog log = StartupLogReader::readFile(
        dataPath(QStringLiteral("logs/") + r.value(QStringLiteral("file"))));
    return {e.figures.vllm, Calibration::compare(b.build, b.catalogue, log)};
}

double gib(double bytes)
{
    return bytes / kGiB;
}

} // namespace logtable

// logs.csv is the collected measurements, and every one is predicted: a
// log that lacks an input the prediction needs is not a cache measurement
// and is kept in readerlogs.csv instead (below), for the log reader.
TEST(VllmLogTable, EveryLogOfTheTableWithinTenPercent)
{
    using namespace logtable;
    const QList<Row> table = rows();
    int predictedRows = 0;
    std::printf("| log | vLLM | model | card | layout | logged | predicted | miss |\n");
    std::printf("|---|---|---|---|---|---|---|---|\n");
    for (const Row &r : table) {
        const std::string file = r.value(QStringLiteral("file")).toStdString();
        SCOPED_TRACE(file);
        const QString why = whyNotPredictable(r);
        if (!why.isEmpty()) {
            ADD_FAILURE() << "a row of the measurements, yet " << why.toStdString()
                          << " (a log that is no measurement belongs in readerlogs.csv)";
            continue;
        }
        RowBuild b;
        try {
            b = rowBuild(r);
        } catch (const std::exception &error) {
            ADD_FAILURE() << error.what();
            continue;
        }
        const Evaluation e = SizingEngine::evaluate(b.build, b.catalogue);
        if (!e.ok()) {
            ADD_FAILURE() << e.error.toStdString();
            continue;
        }
        const VllmMemoryTerms &t = e.figures.vllm;
        checkTheLogSaysIt(r);
        const double logged = loggedTokens(r, t);
        printRow(r, b.build, t, logged);
        checkFirstStage(r, t);
        EXPECT_NEAR(double(t.cacheTokens) / logged - 1.0, 0.0, 0.10);
        ++predictedRows;
    }
    // Every row is predicted (dense and MoE, MLA, DSA, hybrid linear
    // attention, TP 1 to 8, EP, DP, two servers, V0 of 0.2 to 0.8 and V1 of
    // 0.10 to 0.20, graphs on and eager); the count may grow, never shrink.
    EXPECT_EQ(predictedRows, table.size());
    EXPECT_GE(predictedRows, 22);
}

// Every log of tests/data/logs has its source in one table: logs.csv (a
// cache measurement) or readerlogs.csv (a log kept for the reader's
// wordings, each saying why it is no measurement). A log moved there must
// really lack an input of the prediction, and the reader still reads it.
TEST(VllmLogTable, EveryLogIsAMeasurementOrKeptForTheReader)
{
    using namespace logtable;
    const QList<Row> measured = rows();
    const QList<Row> reader = rows(QStringLiteral("logs/readerlogs.csv"));
    QStringList named;
    for (const Row &r : measured + reader)
        named << r.value(QStringLiteral("file"));
    const QStringList files =
        QDir(dataPath(QStringLiteral("logs"))).entryList({QStringLiteral("*.log")}, QDir::Files);
    EXPECT_FALSE(files.isEmpty());
    for (const QString &file : files)
        EXPECT_EQ(named.count(file), 1) << file.toStdString();
    for (const QString &file : named)
        EXPECT_TRUE(files.contains(file)) << file.toStdString() << " is named, not in logs/";
    for (const Row &r : reader) {
        const std::string file = r.value(QStringLiteral("file")).toStdString();
        SCOPED_TRACE(file);
        EXPECT_FALSE(r.value(QStringLiteral("not_a_measurement")).isEmpty());
        EXPECT_FALSE(whyNotPredictable(r).isEmpty());
        checkTheLogSaysIt(r);
    }
}

TEST(VllmProfileLogs, TermsOfTheA100LogV0ForwardPass)
{
    using namespace logtable;
    const Prediction p = predict(row("vllm-2031-llama2-7b-a100.log"));
    const VllmMemoryTerms &t = p.terms;
    // requested 0.9 x (81,920 MiB - 0.4 GiB the driver keeps) = 71.64 GiB
    EXPECT_NEAR(gib(t.requested.value()), 0.9 * (81920.0 / 1024.0 - 0.4), 1e-9);
    // weights: the row's checkpoint_total_size 13,476,839,424 B = 12.55 GiB
    EXPECT_NEAR(gib(t.weights.value()), 13476839424.0 / kGiB, 1e-9);
    // forward on 4096 tokens: residual 2 x 4096 x 4096 x 2 + MLP 3 x 4096 x 11008 x 2
    const double forward = 2.0 * 4096 * 4096 * 2 + 3.0 * 4096 * 11008 * 2;
    EXPECT_NEAR(t.forwardPeak.value(), forward, 1.0);
    // V0 sampler: 4096 x 4096 x 2 + 256 x 32000 x 32, smaller than the forward pass
    EXPECT_NEAR(t.samplerPeak.value(), 4096.0 * 4096 * 2 + 256.0 * 32000 * 32, 1.0);
    EXPECT_DOUBLE_EQ(t.activations.value(), forward);
    EXPECT_NEAR(gib(t.nonTorch.value()), 0.03, 1e-12);
    EXPECT_EQ(t.nccl.value(), 0.0); // one card per copy
    // cache 71.64 - 12.55 - 0.31 - 0.03 = 58.74 GiB at 2 x 32 x 32 x 128 x 2 = 512 KiB a token
    const double cache = t.requested.value() - 13476839424.0 - forward - 0.03 * kGiB;
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(t.cacheTokens, qint64(std::floor(cache / (16 * 524288.0))) * 16);
    // "# GPU blocks: 7351": the reader finds the row's 117,616 tokens
    ASSERT_TRUE(p.calibration.measured.cacheTokens);
    EXPECT_EQ(*p.calibration.measured.cacheTokens, 7351 * 16);
}

TEST(VllmProfileLogs, TermsOfTheT4LogV0Sampler)
{
    using namespace logtable;
    const Prediction p = predict(row("vllm-082-llama32-3b-t4.log"));
    const VllmMemoryTerms &t = p.terms;
    // requested 0.89 x (15,360 MiB - 0.4 GiB) = 12.99 GiB
    EXPECT_NEAR(gib(t.requested.value()), 0.89 * (15360.0 / 1024.0 - 0.4), 1e-9);
    // weights as the log printed them: "Model loading took 6.0160 GB" (GiB)
    EXPECT_NEAR(gib(t.weights.value()), 6.016, 1e-6);
    ASSERT_TRUE(p.calibration.measured.modelLoading);
    // (the reader takes the profile's rounded "model weights take 6.02GiB")
    EXPECT_NEAR(gib(p.calibration.measured.modelLoading->value()), 6.02, 1e-9);
    // V0 sampler 2048 x 3072 x 2 + 256 x 128,256 x 32 = 0.99 GiB (the log: 0.90),
    // above the forward pass 2 x 2048 x 3072 x 2 + 3 x 2048 x 8192 x 2 = 0.12 GiB
    const double sampler = 2048.0 * 3072 * 2 + 256.0 * 128256 * 32;
    EXPECT_NEAR(t.forwardPeak.value(), 2.0 * 2048 * 3072 * 2 + 3.0 * 2048 * 8192 * 2, 1.0);
    EXPECT_NEAR(t.activations.value(), sampler, 1.0);
    // 2 x 28 layers x 8 KV heads x 128 x 2 bytes = 112 KiB a token
    EXPECT_DOUBLE_EQ(t.cachePerTokenPerCard.value(), 114688.0);
    const double cache = t.requested.value() - t.weights.value() - sampler - 0.03 * kGiB;
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(t.cacheTokens, qint64(std::floor(cache / (16 * 114688.0))) * 16);
}

TEST(VllmProfileLogs, TermsOfTheTp4LogV1OverNvlink)
{
    using namespace logtable;
    const Prediction p = predict(row("llmd-v019-llama33-70b-fp8-h100-tp4.log"));
    const VllmMemoryTerms &t = p.terms;
    EXPECT_EQ(t.engine, VllmEngine::V1);
    // requested 0.95 x (81,559 MiB - 0.4 GiB) = 75.29 GiB (the log: 75.23)
    EXPECT_NEAR(gib(t.requested.value()), 0.95 * (81559.0 / 1024.0 - 0.4), 1e-9);
    EXPECT_NEAR(gib(t.weights.value()), 16.96, 1e-6);
    // forward on 8192 tokens: residual 2 x 8192 x 8192 x 2 + MLP 3 x 8192 x 28672 x 2 / 4
    EXPECT_NEAR(t.forwardPeak.value(), 2.0 * 8192 * 8192 * 2 + 3.0 * 8192 * 28672 * 2 / 4, 1.0);
    // V1 sampler on every rank (logits all-gathered): 8192 x 8192 x 2 + 1024 x
    // 128,256 x 14 = 1.84 GiB (the log's torch peak increase: 1.97), the larger
    const double sampler = 8192.0 * 8192 * 2 + 1024.0 * 128256 * 14;
    EXPECT_NEAR(t.activations.value(), sampler, 1.0);
    // non-torch 0.25 GiB + NVLink communication 1.84 GiB = 2.09 (the log: 2.21)
    EXPECT_NEAR(gib(t.nonTorch.value()), 0.25, 1e-12);
    EXPECT_TRUE(t.ncclOverNvlink);
    EXPECT_NEAR(gib(t.nccl.value()), 1.84, 1e-12);
    // 2 x 80 layers x 8 / 4 KV heads x 128 x 2 bytes = 80 KiB a token per card
    EXPECT_DOUBLE_EQ(t.cachePerTokenPerCard.value(), 81920.0);
    const double cache = t.requested.value() - t.weights.value() - sampler - (0.25 + 1.84) * kGiB;
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_EQ(t.cacheTokens, qint64(std::floor(cache / (16 * 81920.0))) * 16);
}

TEST(VllmProfileLogs, TensorParallelOverPcieKeepsLessForCommunication)
{
    using namespace logtable;
    // Two RTX 4090 (no NVLink) at TP2: NCCL over PCIe, 0.2 GiB per card
    // (vllm#13061's worker: non_torch_memory 0.25 GiB in all at TP2); a
    // pipeline of two stages alone adds none.
    Row r = row("vllm-10511-llama3-8b-h100.log");
    r.insert(QStringLiteral("card"), QStringLiteral("rtx-4090"));
    r.insert(QStringLiteral("cards"), QStringLiteral("2"));
    r.insert(QStringLiteral("tp"), QStringLiteral("2"));
    r.insert(QStringLiteral("max_num_batched_tokens"), QStringLiteral("2048"));
    r.insert(QStringLiteral("gpu_memory_utilization"), QStringLiteral("0.98"));
    r.insert(QStringLiteral("model_loading_gib"), QStringLiteral("7.48"));
    const VllmMemoryTerms t = predict(r).terms;
    EXPECT_FALSE(t.ncclOverNvlink);
    EXPECT_NEAR(gib(t.nccl.value()), 0.2, 1e-12);
    EXPECT_NEAR(gib(t.nonTorch.value()), 0.03, 1e-12);
}

TEST(VllmProfileLogs, CalibrateFollowsTheEngineTheLogRan)
{
    using namespace logtable;
    // The T4 log says "Initializing a V0 LLM engine (v0.8.2)": calibrating it
    // against a build set to 0.19 sizes as 0.8 on a T4: V0's sampler (32 bytes).
    const StartupLog t4 =
        StartupLogReader::readFile(dataPath(QStringLiteral("logs/vllm-082-llama32-3b-t4.log")));
    ASSERT_TRUE(t4.engine);
    EXPECT_EQ(*t4.engine, VllmEngine::V0);
    ASSERT_TRUE(t4.version);
    EXPECT_EQ(*t4.version, (VllmVersion{0, 8}));
    Row r = row("vllm-082-llama32-3b-t4.log");
    r.insert(QStringLiteral("vllm_version"), QStringLiteral("0.19.0"));
    const Prediction p = predict(r);
    ASSERT_TRUE(p.calibration.vllmProfile);
    EXPECT_EQ(p.calibration.vllmProfile->engine, VllmEngine::V0);
    EXPECT_DOUBLE_EQ(p.calibration.vllmProfile->samplerBytesPerLogit, 32.0);
    // A log that does not say keeps the build's engine.
    const StartupLog tp4 = StartupLogReader::readFile(
        dataPath(QStringLiteral("logs/llmd-v019-llama33-70b-fp8-h100-tp4.log")));
    EXPECT_FALSE(tp4.engine);
}

TEST(VllmProfileLogs, TermsOfTheGlm51LogDsaIndexerWorkspace)
{
    using namespace logtable;
    // GLM-5.1-FP8 at TP8 on H200, the April 2026 commit (0.19): the DSA
    // indexer reserves its prefill workspace in the profile and keeps it:
    // max_model_len 202,752 x 40 keys of index_head_dim 128 FP8 bytes and a
    // 4-byte scale, and the radix top-k's 1 MiB (vllm#27532, from 0.13).
    Row r = row("vllm-bisect-glm51-fp8-h200-tp8-v0191dev.log");
    const VllmMemoryTerms t = predict(r).terms;
    const double workspace = 202752.0 * 40 * (128 + 4) + 1024.0 * 1024;
    EXPECT_NEAR(t.indexerWorkspace.value(), workspace, 1.0);
    // Kept beside the larger of the forward pass and the sampler, here the
    // sampler: 8192 x 6144 x 2 + 1024 x 154,880 x 14 (vLLM serve's defaults
    // on a 140 GiB card, the row's assumption).
    const double sampler = 8192.0 * 6144 * 2 + 1024.0 * 154880 * 14;
    EXPECT_NEAR(t.activations.value(), sampler, 1.0);
    const double cache =
        t.requested.value() - t.weights.value() - sampler - workspace - (0.25 + 1.84) * kGiB;
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    // Before 0.13 the profile's fake op allocated the keys and copied values
    // and scales out of them inside the layer: twice the keys, a candidate
    // for the forward pass's peak, not kept.
    r.insert(QStringLiteral("vllm_version"), QStringLiteral("0.12.0"));
    const VllmMemoryTerms older = predict(r).terms;
    EXPECT_EQ(older.indexerWorkspace.value(), 0.0);
    const double residual = 2.0 * 8192 * 6144 * 2;
    EXPECT_NEAR(older.forwardPeak.value(), residual + 2.0 * 202752 * 40 * (128 + 4), 1.0);
    // A model without the indexer reserves none.
    EXPECT_EQ(
        predict(row("llmd-v019-deepseek-v2-lite-h100-tp1.log")).terms.indexerWorkspace.value(),
        0.0);
}

// The GLM-5.1 log of vLLM 0.20 (the bisect's 39acbf39 on the v0.20.0 base)
// keeps 2.80 GiB more cache than the same command on a 0.19.1 development
// build, weights equal: the script sets no --gpu-memory-utilization, and
// vllm#38284 (in 0.20.0) raised vLLM's default from 0.90 to 0.92, which
// also turned the CUDA-graph estimate on (docs/vllm-memory.md, GLM-5.1).
TEST(VllmProfileLogs, Glm51OnVllm020RequestsTheNewDefaultUtilization)
{
    using namespace logtable;
    const Row r = row("vllm-bisect-glm51-fp8-h200-tp8.log");
    EXPECT_TRUE(r.value(QStringLiteral("gpu_memory_utilization")).isEmpty());
    const VllmMemoryTerms t = predict(r).terms;
    EXPECT_EQ(t.version, (VllmVersion{0, 20}));
    // requested 0.92 x (143,771 MiB - 0.4 GiB the driver keeps) = 128.80 GiB
    const double card = 143771.0 / 1024.0 - 0.4;
    EXPECT_NEAR(gib(t.requested.value()), 0.92 * card, 1e-9);
    // weights as the log printed them; the sampler (8192 x 6144 x 2 + 1024 x
    // 154,880 x 14) above the forward pass; the indexer's workspace; non-torch
    // 0.25 and NVLink 1.84 GiB as in 0.19; no graph estimate: 0.20 charges
    // one, but the run was eager (--enforce-eager), which skips it
    EXPECT_NEAR(gib(t.weights.value()), 89.39, 1e-6);
    const double sampler = 8192.0 * 6144 * 2 + 1024.0 * 154880 * 14;
    EXPECT_NEAR(t.activations.value(), sampler, 1.0);
    const double workspace = 202752.0 * 40 * (128 + 4) + 1024.0 * 1024;
    EXPECT_NEAR(t.indexerWorkspace.value(), workspace, 1.0);
    EXPECT_EQ(r.value(QStringLiteral("enforce_eager")), QStringLiteral("true"));
    EXPECT_TRUE(t.eager);
    EXPECT_FALSE(t.graphsSubtracted);
    EXPECT_EQ(t.cudaGraphs.value(), 0.0);
    const double cache =
        t.requested.value() - t.weights.value() - sampler - workspace - (0.25 + 1.84) * kGiB;
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    // 78 layers x (576 x 2 + 128 + 4) bytes a token, whole blocks of 16
    EXPECT_DOUBLE_EQ(t.cachePerTokenPerCard.value(), 78.0 * (576 * 2 + 128 + 4));
    EXPECT_EQ(t.cacheTokens, qint64(std::floor(cache / (16 * 100152.0))) * 16);
    EXPECT_NEAR(double(t.cacheTokens) / integer(r, "kv_cache_tokens") - 1.0, 0.0, 0.10);
    // The two logs differ by what the utilisation moves, 0.02 x the card
    // (32.06 and 34.86 GiB printed, to the hundredth each).
    const Row older = row("vllm-bisect-glm51-fp8-h200-tp8-v0191dev329.log");
    EXPECT_NEAR(decimal(r, "available_kv_gib") - decimal(older, "available_kv_gib"),
                (0.92 - 0.90) * card, 0.01);
    // The 0.19.1 build requests vLLM's earlier default, 0.90, and charges no
    // graph estimate.
    Row unprinted = older;
    unprinted.insert(QStringLiteral("gpu_memory_utilization"), QString());
    const VllmMemoryTerms t019 = predict(unprinted).terms;
    EXPECT_NEAR(gib(t019.requested.value()), 0.90 * card, 1e-9);
    EXPECT_FALSE(t019.graphsSubtracted);
}

// The log says whether it ran eager, and calibrate follows it as it follows
// the release: the GLM-5.1 bisect warns "Enforce eager set"; llm-d-planner's Scout
// engine config says enforce_eager=False; vLLM 0.6.5's excerpt says neither.
TEST(VllmProfileLogs, CalibrateFollowsTheEagerSettingTheLogRan)
{
    using namespace logtable;
    const auto read = [](const char *file) {
        return StartupLogReader::readFile(dataPath(QStringLiteral("logs/") + QLatin1String(file)));
    };
    const StartupLog glm = read("vllm-bisect-glm51-fp8-h200-tp8.log");
    ASSERT_TRUE(glm.enforceEager);
    EXPECT_TRUE(*glm.enforceEager);
    const StartupLog llmd = read("llmd-v019-llama4-scout-h100-tp4.log");
    ASSERT_TRUE(llmd.enforceEager);
    EXPECT_FALSE(*llmd.enforceEager);
    EXPECT_FALSE(read("vllm-10511-llama3-8b-h100.log").enforceEager);
    // A row that forgot the setting is calibrated eager all the same.
    Row r = row("vllm-bisect-glm51-fp8-h200-tp8.log");
    r.insert(QStringLiteral("enforce_eager"), QStringLiteral("false"));
    const Prediction p = predict(r);
    EXPECT_TRUE(p.terms.graphsSubtracted);
    ASSERT_TRUE(p.calibration.vllmProfile);
    EXPECT_TRUE(p.calibration.vllmProfile->eager);
    EXPECT_NEAR((p.calibration.vllmProfile->cache() - p.terms.cache()).value(),
                p.terms.cudaGraphs.value(), 1.0);
}

// `calibrate` on the GLM-5.1 log of vLLM 0.20, which prints no
// --gpu-memory-utilization: vLLM requested its release's default, whatever
// the build given asks for, as the table's row is sized; a copy of the log
// that prints one is sized at that one.
TEST(VllmProfileLogs, CalibrateTakesTheGlm51LogsReleaseDefaultUtilization)
{
    using namespace logtable;
    const char *file = "vllm-bisect-glm51-fp8-h200-tp8.log";
    const QByteArray text = tableFile(QStringLiteral("logs/") + QLatin1String(file));
    const StartupLog log = StartupLogReader::read(QString::fromUtf8(text), QLatin1String(file));
    ASSERT_TRUE(log.version);
    EXPECT_EQ(*log.version, (VllmVersion{0, 20}));
    EXPECT_FALSE(log.utilization);
    RowBuild b = rowBuild(row(file));
    const Card *card = b.catalogue.card(QStringLiteral("h200-sxm"));
    ASSERT_TRUE(card);
    const double release = VllmVersionProfile::of(VllmVersion{0, 20}, *card).defaultUtilization;
    EXPECT_DOUBLE_EQ(b.build.utilization, release); // the table's row
    // The build given asks for half the card and another release.
    b.build.utilization = 0.5;
    b.build.vllmVersion = VllmVersion{0, 19};
    const Calibration c = Calibration::compare(b.build, b.catalogue, log);
    EXPECT_DOUBLE_EQ(c.sized.utilization, release);
    ASSERT_TRUE(c.vllmProfile);
    const double cardMemory = c.vllmProfile->cardMemory.value();
    EXPECT_NEAR(c.vllmProfile->requested.value(), release * cardMemory, 1.0);
    // The same log printing its utilisation (V1's non-default args).
    const double printed = 0.85;
    const QByteArray args = "(APIServer pid=3714100) INFO 05-19 02:39:00 [utils.py:233] "
                            "non-default args: {'model': 'zai-org/GLM-5.1-FP8', "
                            "'gpu_memory_utilization': " +
                            QByteArray::number(printed) + "}\n";
    const StartupLog withArgs =
        StartupLogReader::read(QString::fromUtf8(args + text), QLatin1String(file));
    ASSERT_TRUE(withArgs.utilization);
    EXPECT_DOUBLE_EQ(*withArgs.utilization, printed);
    const Calibration p = Calibration::compare(b.build, b.catalogue, withArgs);
    EXPECT_DOUBLE_EQ(p.sized.utilization, printed);
    ASSERT_TRUE(p.vllmProfile);
    EXPECT_NEAR(p.vllmProfile->requested.value(), printed * cardMemory, 1.0);
    // Eager, so no term moves with the utilisation but the request: the
    // cache differs by the utilisations' difference of the card.
    EXPECT_NEAR((c.vllmProfile->cache() - p.vllmProfile->cache()).value(),
                (release - printed) * cardMemory, 1.0);
    // A copy without the line naming the release says neither: the build's.
    QString unnamed = QString::fromUtf8(text);
    unnamed.remove(
        QRegularExpression(QStringLiteral("^vllm==.*$"), QRegularExpression::MultilineOption));
    const StartupLog bare = StartupLogReader::read(unnamed, QLatin1String(file));
    EXPECT_FALSE(bare.version);
    EXPECT_DOUBLE_EQ(Calibration::compare(b.build, b.catalogue, bare).sized.utilization, 0.5);
}

// A graphs-on log of a release that subtracts the CUDA-graph estimate (0.20):
// Qwen3.6-35B-A3B NVFP4 on a DGX Spark. The tool's estimate beside the one
// vLLM printed, and the tokens of a hybrid model, whose 30 gated-delta-net
// layers take attention-sized pages beside the 10 attention layers.
TEST(VllmProfileLogs, TermsOfTheDgxSparkLogGraphEstimateAndHybridPages)
{
    using namespace logtable;
    const char *file = "vllm-spark-qwen36-35b-a3b-nvfp4-dgx-spark-tp1.log";
    const Prediction p = predict(row(file));
    const VllmMemoryTerms &t = p.terms;
    EXPECT_EQ(t.version, (VllmVersion{0, 20}));
    EXPECT_FALSE(t.eager);
    EXPECT_TRUE(t.graphsSubtracted);
    // "Estimated CUDA graph memory: 0.43 GiB total": the tool's fixed
    // estimate is within 0.1 GiB of it (0.1 % of this cache).
    const QRegularExpression estimated(
        QStringLiteral(R"(Estimated CUDA graph memory: ([0-9.]+) GiB)"));
    const auto printed = estimated.match(
        QString::fromUtf8(tableFile(QStringLiteral("logs/") + QLatin1String(file))));
    ASSERT_TRUE(printed.hasMatch());
    EXPECT_NEAR(gib(t.cudaGraphs.value()), printed.captured(1).toDouble(), 0.1);
    EXPECT_DOUBLE_EQ(gib(t.cudaGraphs.value()), VllmMemoryProfile::kCudaGraphsGiB);
    // The log's own utilisation (non-default args) and the weights it printed.
    ASSERT_TRUE(p.calibration.measured.utilization);
    EXPECT_DOUBLE_EQ(t.utilization, *p.calibration.measured.utilization);
    const double cache = t.requested.value() - t.weights.value() - t.activations.value() -
                         t.nonTorch.value() - t.cudaGraphs.value();
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    // 10 attention layers (every 4th of 40) x 2 KV heads x 256 x (K, V) x 1
    // FP8 byte, and the 30 linear layers in groups of 10 take as many pages
    // again: 40 slots of 2 x 2 x 256 bytes a token.
    EXPECT_DOUBLE_EQ(t.cachePerTokenPerCard.value(), (10 + 30) * 2.0 * 2 * 256);
    EXPECT_EQ(t.cacheTokens, qint64(std::floor(cache / (16 * 40960.0))) * 16);
}

TEST(VllmProfileLogs, HybridPagesFollowVllmsLayerGroups)
{
    // _get_kv_cache_groups_uniform_page_size: groups of the smaller count,
    // the larger one's where it is below 1.5 x the smaller, padded.
    // 10 attention + 30 linear: groups of 10, 1 + 3 groups.
    EXPECT_DOUBLE_EQ(VllmMemoryProfile::pageSlotsPerAttentionLayer(10, 30), (10.0 + 30) / 10);
    // 17 attention (16 and an MTP layer) + 48 linear: groups of 17, 48 padded to 51.
    EXPECT_DOUBLE_EQ(VllmMemoryProfile::pageSlotsPerAttentionLayer(17, 48), (17.0 + 51) / 17);
    // 12 and 13: groups of 13, the 12 padded to 13.
    EXPECT_DOUBLE_EQ(VllmMemoryProfile::pageSlotsPerAttentionLayer(12, 13), (13.0 + 13) / 12);
    // More attention than linear layers: 8 linear, 24 attention, groups of 8.
    EXPECT_DOUBLE_EQ(VllmMemoryProfile::pageSlotsPerAttentionLayer(24, 8), (24.0 + 8) / 24);
    // Without linear layers every page is an attention layer's.
    EXPECT_DOUBLE_EQ(VllmMemoryProfile::pageSlotsPerAttentionLayer(36, 0), 1.0);
}
