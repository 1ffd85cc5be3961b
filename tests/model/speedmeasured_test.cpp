// SPDX-License-Identifier: MIT
// The speed estimate against public measured serving runs
// (tests/data/speed/measured-runs.csv, described in its README.md): each row
// is built and evaluated through the engine's normal path; the error of the
// decode speed per conversation and of the time to first token is reported
// per model and per card, separately for the half the constants of rules.json
// were fitted on and the half held back to check them. The table printed
// here is the one docs/performance-model.md shows.
#include "buildassembler.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "sizingengine.h"
#include "speedestimate.h"
#include "vllmversion.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <utility>

#include "csvfields.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const char kCsv[] = LLMCONF_SOURCE_DIR "/tests/data/speed/measured-runs.csv";
// Pairs of runs with and without CUDA graphs (the eager launch term).
const char kEagerCsv[] = LLMCONF_SOURCE_DIR "/tests/data/speed/eager-runs.csv";

// Issue 25's targets for the held-back half are a decode median |error| of
// at most 15 % with 90 % of the points within 1.5 times, and a TTFT median
// |error| of at most 30 %. The model reaches 13.3 %, 92.2 % and 24.8 % on the
// check half of 3 December 2026 (vLLM 0.11's sort of every conversation's
// logits, cited; before it 14.4 %, 89.1 % and 24.8 %; docs/performance-model.md
// says where and why it misses): the bounds below are what it reaches, so
// that a change that makes it worse fails.
constexpr double kDecodeMedian = 0.135;
constexpr double kDecodeWithin = 0.92;
constexpr double kTtftMedian = 0.25;

/// One measured row, as the CSV states it.
struct Row
{
    int line = 0;
    QMap<QString, QString> field;
    QString text(const char *name) const
    {
        return field.value(QString::fromLatin1(name)).trimmed();
    }
    double number(const char *name) const
    {
        bool ok = false;
        const double v = text(name).toDouble(&ok);
        return ok ? v : 0.0;
    }
    int whole(const char *name, int fallback) const
    {
        const double v = number(name);
        return v > 0 ? int(std::lround(v)) : fallback;
    }
};

QList<Row> readRows(const char *path = kCsv)
{
    QList<Row> rows;
    QFile file(QString::fromLatin1(path));
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    if (lines.isEmpty())
        return rows;
    const QStringList header = test::csvFields(lines.first().trimmed());
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList values = test::csvFields(line);
        Row row;
        row.line = int(i + 1);
        for (qsizetype c = 0; c < header.size() && c < values.size(); ++c)
            row.field.insert(header.at(c), values.at(c));
        rows << row;
    }
    return rows;
}

// The hf_quant_config.json of NVIDIA's ModelOpt checkpoints, in the form
// ModelOpt's own docstring quotes (as speedevidence_test.cpp): weights in FP8
// or NVFP4, the cache as the row states, lm_head left in 16 bits.
QByteArray modelOptConfig(const QString &weights, bool fp8Cache)
{
    const QString algo =
        weights == QLatin1String("nvfp4") ? QStringLiteral("NVFP4") : QStringLiteral("FP8");
    const QString cache =
        fp8Cache ? QStringLiteral(", \"kv_cache_quant_algo\": \"FP8\"") : QString();
    const QString group =
        algo == QLatin1String("NVFP4") ? QStringLiteral(", \"group_size\": 16") : QString();
    return QStringLiteral(R"({"producer": {"name": "modelopt", "version": "0.19.0"},
 "quantization": {"quant_algo": "%1"%2%3, "exclude_modules": ["lm_head"]}})")
        .arg(algo, cache, group)
        .toUtf8();
}

/// The built-in catalogue, with the row's model imported where it names a
/// tests/data/hf folder; the checkpoint id the build uses is returned.
Catalogue catalogueFor(const Row &row, QString &checkpoint, QString &problem)
{
    Catalogue catalogue = Catalogue::builtIn();
    const QString data = row.text("model_data");
    if (!data.startsWith(QLatin1String("hf/"))) {
        checkpoint = data;
        return catalogue;
    }
    const QString path = QStringLiteral(LLMCONF_SOURCE_DIR "/tests/data") + QLatin1Char('/') +
                         data + QStringLiteral("/config.json");
    QFile config(path);
    if (!config.open(QIODevice::ReadOnly)) {
        problem = QStringLiteral("no %1/config.json").arg(data);
        return catalogue;
    }
    const QByteArray json = config.readAll();
    const QString weights = row.text("weights").toLower();
    const bool fp8Cache = row.text("kv_cache_dtype").toLower().startsWith(QLatin1String("fp8"));
    // A config.json that states its own quantisation (FP8 block scales,
    // MXFP4) is read as it is; 16-bit weights need none.
    std::optional<QByteArray> quant;
    if (!json.contains("quantization_config") &&
        (weights == QLatin1String("fp8") || weights == QLatin1String("nvfp4")))
        quant = modelOptConfig(weights, fp8Cache);
    checkpoint = row.text("model_hf");
    // A config.json alone does not say how large the checkpoint is where the
    // importer cannot count it: metadata.total_size of the checkpoint's
    // model.safetensors.index.json (openai/gpt-oss-20b on Hugging Face).
    std::optional<Bytes> size;
    if (data == QLatin1String("hf/gpt-oss-20b"))
        size = bytes(13761264768.0);
    try {
        const ImportedCheckpoint imported =
            CheckpointImporter::importFiles(Catalogue::builtIn(), checkpoint, json, quant, size);
        catalogue.addModel(imported.entry.model);
        catalogue.addCheckpoint(imported.entry.checkpoint);
    } catch (const std::exception &e) {
        problem = QString::fromUtf8(e.what());
    }
    return catalogue;
}

/// The row's build on `cards` cards: the measured cards (an SXM baseboard
/// is sold full, 4 or 8 cards: then each copy of the measured group runs
/// the measured benchmark).
Build buildFor(const Row &row, const Catalogue &catalogue, const QString &checkpoint, int cards)
{
    BuildRequest request;
    request.card = row.text("card");
    request.checkpoint = checkpoint;
    Layout &l = request.layout;
    l.tp = row.whole("tp", 1);
    l.pp = row.whole("pp", 1);
    l.dp = row.whole("dp", 1);
    // SGLang's --tp-size counts every card of the DP-attention group; a DP
    // rank holds tp / dp of them (as ServingCommand::sglang writes it).
    const bool sglang = row.text("engine").toLower().startsWith(QLatin1String("sglang"));
    if (sglang && l.dp > 1 && l.tp % l.dp == 0)
        l.tp /= l.dp;
    // EP where the row states it, or where SGLang's DP attention sends the
    // tokens to their experts (--moe-a2a-backend deepep in the row's notes).
    l.ep = row.number("ep") > 1 ||
           (row.whole("dp", 1) > 1 && row.text("notes").contains(QLatin1String("deepep")));
    // A prompt at the model's whole context leaves no room for the answer:
    // the prompt is shortened by the answer (rows of 128k and 256k prompts).
    int prompt = row.whole("input_tokens", 1);
    const int answer = row.whole("output_tokens", 1);
    const Checkpoint *c = catalogue.checkpoint(checkpoint);
    const ModelFamily *model = c ? catalogue.model(c->model) : nullptr;
    if (model && model->maxContext > 0 && prompt + answer > model->maxContext)
        prompt = std::max(1, model->maxContext - answer);
    request.context = prompt + answer;
    request.cacheDtype = row.text("kv_cache_dtype").toLower().startsWith(QLatin1String("fp8"))
                             ? CacheDtype::Fp8
                             : CacheDtype::Bf16;
    request.cards = cards;
    request.servers = std::max(1, (cards + 7) / 8);
    l.copies = std::max(1, cards / l.cardsPerCopy());
    Build build = BuildAssembler::assemble(request, catalogue);
    const int measured = row.whole("cards", l.cardsPerCopy());
    const int groups = std::max(1, cards / std::max(measured, 1));
    build.promptTokens = prompt;
    build.answerTokens = answer;
    // The concurrency the benchmark held on its cards, on every such group.
    build.activeConversations = row.whole("concurrency", 1) * groups;
    build.engine = row.text("engine").toLower().startsWith(QLatin1String("sglang"))
                       ? ServingEngine::Sglang
                       : ServingEngine::Vllm;
    // The vLLM release the row states (ML.ENERGY's image v0.11.1, Vultr's
    // 0.16.0, vLLM's 2024 runs of eager-runs.csv): how it schedules and samples.
    if (build.engine == ServingEngine::Vllm &&
        row.text("engine").compare(QLatin1String("vllm"), Qt::CaseInsensitive) == 0) {
        static const QRegularExpression release(QStringLiteral(R"((?:^|v)(\d+\.\d+)(?:\.\d+)?\b)"));
        const QRegularExpressionMatch m = release.match(row.text("engine_version"));
        if (m.hasMatch())
            if (const std::optional<VllmVersion> v = VllmVersion::fromText(m.captured(1)))
                build.vllmVersion = *v;
    }
    // CUDA graphs off, as the row's flags state it (eager-runs.csv).
    build.enforceEager = row.text("engine_flags")
                             .split(QStringLiteral("; "))
                             .contains(QStringLiteral("cuda-graphs=off"));
    return build;
}

/// A row whose source states no prompt length (ML.ENERGY's Sourcegraph
/// fill-in-the-middle runs) is left out of the error: the prompts prefilled
/// in its steps are a large share of a small model's step, and a guessed
/// length would set them.
bool statesPrompt(const Row &row)
{
    return row.number("input_tokens") > 0;
}

/// Errors of one group of points: estimate / measured - 1.
struct Errors
{
    QList<double> decode;
    QList<double> ttft;
};

double quantileOfAbs(QList<double> errors, double q)
{
    if (errors.isEmpty())
        return 0.0;
    for (double &e : errors)
        e = std::abs(e);
    std::sort(errors.begin(), errors.end());
    const qsizetype at = std::max<qsizetype>(0, qsizetype(std::ceil(q * errors.size())) - 1);
    return errors.at(std::min(at, errors.size() - 1));
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : 0.5 * (values.at(n / 2 - 1) + values.at(n / 2));
}

double medianOfAbs(QList<double> errors)
{
    for (double &e : errors)
        e = std::abs(e);
    return median(errors);
}

/// Share of the points whose estimate is within a factor of 1.5 both ways.
double withinOneAndAHalf(const QList<double> &errors)
{
    if (errors.isEmpty())
        return 0.0;
    int in = 0;
    for (double e : errors)
        in += (1.0 + e) >= 1.0 / 1.5 && (1.0 + e) <= 1.5;
    return double(in) / errors.size();
}

void printGroup(const QString &name, const Errors &e)
{
    std::printf("  %-46s decode n %3lld median|e| %5.1f %% p90 %5.1f %% within1.5x %5.1f %% bias "
                "%+6.1f %% | TTFT n %3lld median|e| %5.1f %% p90 %5.1f %% bias %+6.1f %%\n",
                qPrintable(name), static_cast<long long>(e.decode.size()),
                100 * medianOfAbs(e.decode), 100 * quantileOfAbs(e.decode, 0.9),
                100 * withinOneAndAHalf(e.decode), 100 * median(e.decode),
                static_cast<long long>(e.ttft.size()), 100 * medianOfAbs(e.ttft),
                100 * quantileOfAbs(e.ttft, 0.9), 100 * median(e.ttft));
}

/// Every row's errors by half ("fit", "check"), and within each half by
/// model and by card.
struct Table
{
    QMap<QString, Errors> whole;
    QMap<QString, QMap<QString, Errors>> byModel;
    QMap<QString, QMap<QString, Errors>> byCard;
    int failed = 0;
    int withoutPrompt = 0;
};

/// A row built once: its catalogue (with the imported model) and build.
struct Prepared
{
    Row row;
    Catalogue catalogue;
    Build build;
    QString problem;
};

Prepared prepare(const Row &row)
{
    Prepared p;
    p.row = row;
    QString checkpoint;
    p.catalogue = catalogueFor(row, checkpoint, p.problem);
    if (!p.problem.isEmpty())
        return p;
    const int measured = row.whole("cards", 1);
    QString first; // the measured cards' problem, where none builds
    for (int cards : {measured, 4, 8}) {
        if (cards < measured || cards % measured != 0)
            continue;
        try {
            p.build = buildFor(row, p.catalogue, checkpoint, cards);
            const Evaluation e = SizingEngine::evaluate(p.build, p.catalogue);
            if (e.ok())
                return p;
            if (first.isEmpty())
                first = e.error;
        } catch (const std::exception &error) {
            if (first.isEmpty())
                first = QString::fromUtf8(error.what());
        }
    }
    p.problem = first;
    return p;
}

/// The measured decode speed per conversation: 1 / TPOT, or the total
/// output rate over the concurrency.
double measuredDecode(const Row &row)
{
    const double tpot = row.number("tpot_ms");
    const double total = row.number("output_tokens_per_s_total");
    return tpot > 0 ? 1000.0 / tpot : (total > 0 ? total / row.whole("concurrency", 1) : 0.0);
}

/// The estimate's time to first token in the statistic the row states: the
/// mean where the source gives an average (NIM's AIPerf, SGLang's "Mean
/// TTFT"), the median otherwise. Under load the two differ by the queue's
/// tail: a prompt that waits at all waits long.
double estimatedTtft(const Row &row, const SpeedFigures &s)
{
    const QString notes = row.text("notes");
    const bool mean = notes.contains(QLatin1String("ttft = AIPerf average")) ||
                      notes.contains(QLatin1String("ttft = Mean TTFT"));
    return inSeconds(mean ? s.timeToFirstTokenMean : s.timeToFirstToken);
}

/// Evaluates the prepared row; false (with the reason) where it cannot.
bool evaluateRow(const Prepared &p, Evaluation &e, QString &problem)
{
    if (!p.problem.isEmpty()) {
        problem = p.problem;
        return false;
    }
    e = SizingEngine::evaluate(p.build, p.catalogue);
    if (!e.ok() || !e.figures.speed.estimated) {
        problem = e.error + e.figures.speed.unknown;
        return false;
    }
    return true;
}

void addRow(const Prepared &p, Table &table, bool print)
{
    const Row &row = p.row;
    if (!statesPrompt(row)) {
        ++table.withoutPrompt;
        return;
    }
    Evaluation e;
    QString problem;
    if (!evaluateRow(p, e, problem)) {
        ADD_FAILURE() << "line " << row.line << ": " << problem.toStdString();
        ++table.failed;
        return;
    }
    const SpeedFigures &s = e.figures.speed;
    const double measured = measuredDecode(row);
    const double ttft = row.number("ttft_median_ms") / 1000.0;
    const QString half = row.text("half");
    const QString model = row.text("model_hf");
    const QString card = row.text("card");
    const auto add = [&](Errors &into) {
        if (measured > 0)
            into.decode << s.decodeTokensPerSecondPerConversation / measured - 1.0;
        if (ttft > 0)
            into.ttft << estimatedTtft(row, s) / ttft - 1.0;
    };
    add(table.whole[half]);
    add(table.byModel[half][model]);
    add(table.byCard[half][card]);
    if (!print)
        return;
    std::printf("%-5s line %3d %-34s %-15s %-6s c%-4d in %5d decode est %7.1f meas %7.1f (%+5.0f "
                "%%) | TTFT est %6.3f meas %6.3f s | ms: mem %.2f comp %.2f TP %.2f lay %.2f "
                "over %.2f pre %.2f\n",
                qPrintable(half), row.line, qPrintable(model.right(34)), qPrintable(card),
                qPrintable(row.text("engine").left(6)), row.whole("concurrency", 1),
                row.whole("input_tokens", 0), s.decodeTokensPerSecondPerConversation, measured,
                measured > 0 ? 100 * (s.decodeTokensPerSecondPerConversation / measured - 1) : 0.0,
                estimatedTtft(row, s), ttft, 1e3 * inSeconds(s.decode.memoryTime),
                1e3 * inSeconds(s.decode.computeTime), 1e3 * inSeconds(s.decode.tensorParallelTime),
                1e3 * inSeconds(s.decode.layerTime), 1e3 * inSeconds(s.decode.overhead),
                1e3 * inSeconds(s.decode.prefillTime));
}

QList<Prepared> prepareAll(const char *path = kCsv)
{
    QList<Prepared> all;
    for (const Row &row : readRows(path))
        all << prepare(row);
    return all;
}

} // namespace

TEST(SpeedMeasured, HeldBackHalfWithinTheIssueTargets)
{
    const QList<Prepared> rows = prepareAll();
    if (rows.isEmpty())
        GTEST_SKIP() << kCsv << " has no rows yet";
    Table table;
    for (const Prepared &p : rows)
        addRow(p, table, true);
    for (const QString &half : {QStringLiteral("fit"), QStringLiteral("check")}) {
        std::printf("\n== %s half ==\n", qPrintable(half));
        printGroup(QStringLiteral("all"), table.whole.value(half));
        std::printf(" by model\n");
        const QMap<QString, Errors> models = table.byModel.value(half);
        for (auto it = models.begin(); it != models.end(); ++it)
            printGroup(it.key(), it.value());
        std::printf(" by card\n");
        const QMap<QString, Errors> cards = table.byCard.value(half);
        for (auto it = cards.begin(); it != cards.end(); ++it)
            printGroup(it.key(), it.value());
    }
    std::printf("\n%d rows state no prompt length and are left out\n", table.withoutPrompt);
    EXPECT_EQ(table.failed, 0);

    // Issue 25's targets on the held-back half.
    const Errors check = table.whole.value(QStringLiteral("check"));
    ASSERT_FALSE(check.decode.isEmpty());
    EXPECT_LE(medianOfAbs(check.decode), kDecodeMedian);
    EXPECT_GE(withinOneAndAHalf(check.decode), kDecodeWithin);
    if (!check.ttft.isEmpty()) {
        EXPECT_LE(medianOfAbs(check.ttft), kTtftMedian);
    }
}

namespace {

/// Whether the row's engine overlapped its CPU step with the GPU's, as its
/// engine_flags state it (vLLM's async-scheduling, SGLang's
/// overlap-schedule, TensorRT-LLM's overlap-scheduler; stated or the
/// version's default); nothing where the source states neither.
std::optional<bool> statedOverlap(const Row &row)
{
    static const QStringList names{QStringLiteral("async-scheduling"),
                                   QStringLiteral("overlap-schedule"),
                                   QStringLiteral("overlap-scheduler")};
    for (const QString &item : row.text("engine_flags").split(QStringLiteral("; "))) {
        const QString name = item.section(QLatin1Char('='), 0, 0);
        const QString value = item.section(QLatin1Char('='), 1).section(QLatin1Char(' '), 0, 0);
        if (names.contains(name))
            return value == QLatin1String("on");
    }
    return std::nullopt;
}

} // namespace

// Every run whose flags say it overlapped its CPU step (all of ML.ENERGY's:
// its configs set async-scheduling, tests/data/speed/README.md) is
// estimated with the CPU step overlapped, so the fit and the error above
// take the runs as they ran. A run that stated it off (GPUStack's vLLM
// 0.11.0 with its defaults) is estimated as vLLM's current release runs it:
// the CPU step in line is not adopted (docs/performance-model.md).
TEST(SpeedMeasured, RowsOverlapTheCpuStepAsTheirFlagsState)
{
    const QList<Prepared> rows = prepareAll();
    if (rows.isEmpty())
        GTEST_SKIP() << kCsv << " has no rows yet";
    int overlapped = 0;
    for (const Prepared &p : rows) {
        const std::optional<bool> stated = statedOverlap(p.row);
        Evaluation e;
        QString problem;
        if (!stated || !*stated || !evaluateRow(p, e, problem))
            continue;
        const SpeedInputs in = BuildSpeed::inputsOf(p.build, e.figures, e.figures.speed.meanContext,
                                                    p.catalogue.rules().speed);
        EXPECT_TRUE(in.overlapsCpuStep)
            << kCsv << " line " << p.row.line << " (" << p.row.text("series").toStdString()
            << "): engine_flags state the CPU step overlapped, the estimate runs it in line";
        ++overlapped;
    }
    // ML.ENERGY's 214 rows, Vultr's, SGLang's and GPUStack's but its vLLM row.
    EXPECT_GT(overlapped, 200);
}

namespace {

/// The fit half's losses: mean |log(estimate / measured)| of the decode
/// speed, and that of the TTFT with each source's points counted as one
/// (nine of the fit half's 15 come from one provider, Vultr, whose request
/// path would otherwise set requestOverhead for every engine).
struct FitLoss
{
    double decode = 0;
    double ttft = 0;
};

FitLoss fitLoss(QList<Prepared> &rows, const SpeedRules &speed)
{
    double decode = 0;
    int nd = 0;
    QMap<QString, QPair<double, int>> ttftBySource;
    for (Prepared &p : rows) {
        if (p.row.text("half") != QLatin1String("fit") || !p.problem.isEmpty() ||
            !statesPrompt(p.row))
            continue;
        SizingRules rules = p.catalogue.rules();
        rules.speed = speed;
        p.catalogue.setRules(rules);
        Evaluation e;
        QString problem;
        if (!evaluateRow(p, e, problem))
            continue;
        const double measured = measuredDecode(p.row);
        if (measured > 0) {
            decode +=
                std::abs(std::log(e.figures.speed.decodeTokensPerSecondPerConversation / measured));
            ++nd;
        }
        const double t = p.row.number("ttft_median_ms") / 1000.0;
        if (t > 0) {
            QPair<double, int> &source = ttftBySource[p.row.text("source_title")];
            source.first += std::abs(std::log(estimatedTtft(p.row, e.figures.speed) / t));
            ++source.second;
        }
    }
    FitLoss loss;
    for (const QPair<double, int> &source : ttftBySource)
        loss.ttft += source.first / source.second / ttftBySource.size();
    loss.decode = nd ? decode / nd : 0;
    return loss;
}

} // namespace

// How the fitted constants of rules.json were found: coordinate descent on
// the fit half only (run with --gtest_also_run_disabled_tests; it prints
// the constants, which are then written into rules.json by hand). The
// decode constants are fitted to the decode error alone, then the request
// path to the TTFT error alone: requestOverhead does not change the decode
// speed, and a TTFT term in the decode fit bends the bandwidth and the
// per-layer floor to lengthen the first token of one provider's runs.
TEST(SpeedMeasured, DISABLED_FitOnTheFitHalf)
{
    QList<Prepared> rows = prepareAll();
    if (rows.isEmpty())
        GTEST_SKIP();
    SpeedRules r = Catalogue::builtIn().rules().speed;
    double layerUs = inSeconds(r.layerOverhead) * 1e6, floorUs = inSeconds(r.stepFloor) * 1e6,
           requestUs = inSeconds(r.requestOverhead) * 1e6,
           perConversationUs = std::max(30.0, inSeconds(r.conversationOverhead) * 1e6),
           expertLayerUs = std::max(30.0, inSeconds(r.expertLayerOverhead) * 1e6);
    r.cacheReadFraction = r.cacheReadFraction > 0 ? r.cacheReadFraction : 0.6;
    // Not fitted: stepOverhead keeps its cited 1 ms (LMSYS; fitted, it
    // becomes a floor under every step), and the compute curve its
    // DeepGEMM shape (rules.json computeCurve), and the sampler's sort its
    // cited time per logit (sortPerLogit; fitted as a knob of its own on 3
    // December 2026, it stayed at 0.1136 ns).
    // The step floor is not fitted: the runs do not tell it apart from the
    // layers' floor (fitted, it came out at 0.08 µs), so rules.json has none.
    QList<double *> decodeKnobs{&layerUs, &perConversationUs, &expertLayerUs, &r.cacheReadFraction};
    QList<QString> names{QStringLiteral("layerUs"), QStringLiteral("perConversationUs"),
                         QStringLiteral("expertLayerUs"), QStringLiteral("cacheReadFraction")};
    QList<double> halfGb;
    for (const BandwidthCurve &c : std::as_const(r.bandwidthCurves))
        halfGb << inBytes(c.halfBytes) / 1e9;
    QList<const double *> peaks;
    for (qsizetype i = 0; i < r.bandwidthCurves.size(); ++i) {
        peaks << &r.bandwidthCurves[i].peakFraction;
        decodeKnobs << &r.bandwidthCurves[i].peakFraction << &halfGb[i];
        names << QStringLiteral("peak ") + r.bandwidthCurves[i].memoryType
              << QStringLiteral("halfGB ") + r.bandwidthCurves[i].memoryType;
    }
    const auto apply = [&] {
        r.layerOverhead = seconds(layerUs * 1e-6);
        r.stepFloor = seconds(floorUs * 1e-6);
        r.requestOverhead = seconds(requestUs * 1e-6);
        r.conversationOverhead = seconds(perConversationUs * 1e-6);
        r.expertLayerOverhead = seconds(expertLayerUs * 1e-6);
        for (qsizetype i = 0; i < r.bandwidthCurves.size(); ++i)
            r.bandwidthCurves[i].halfBytes = bytes(halfGb[i] * 1e9);
    };
    const auto descend = [&](const QList<double *> &knobs, double FitLoss::*part) {
        apply();
        double best = fitLoss(rows, r).*part;
        std::printf("start loss %.4f\n", best);
        for (int round = 0; round < 12; ++round) {
            for (double *knob : knobs) {
                for (double factor : {4.0, 1 / 4.0, 1.5, 1 / 1.5, 1.15, 1 / 1.15}) {
                    const double was = *knob;
                    *knob = was * factor;
                    // No memory reaches more than the 90 % stream
                    // benchmarks reach.
                    if (peaks.contains(knob))
                        *knob = std::min(0.9, *knob);
                    if (knob == &r.cacheReadFraction)
                        *knob = std::min(1.0, *knob);
                    apply();
                    const double loss = fitLoss(rows, r).*part;
                    if (loss < best - 1e-6)
                        best = loss;
                    else
                        *knob = was;
                }
            }
            apply();
            std::printf("round %d loss %.4f\n", round, best);
        }
    };
    descend(decodeKnobs, &FitLoss::decode);
    // The request's path: its fixed part and the decode steps it takes
    // under load (fitted from one step: coordinate descent scales a knob).
    r.admissionSteps = std::max(1.0, r.admissionSteps);
    descend({&requestUs, &r.admissionSteps}, &FitLoss::ttft);
    for (qsizetype k = 0; k < decodeKnobs.size(); ++k)
        std::printf("%s = %.4g\n", qPrintable(names[k]), *decodeKnobs[k]);
    std::printf("requestUs = %.4g\nadmissionSteps = %.4g\n", requestUs, r.admissionSteps);
    const FitLoss loss = fitLoss(rows, r);
    std::printf("fit half: decode loss %.4f, TTFT loss %.4f\n", loss.decode, loss.ttft);
}

// Which arrival pattern the measured series follow: each TTFT row under
// Poisson arrivals and under bunched ones (SpeedRules::bunchedArrivals),
// both halves, the error of each (run with --gtest_also_run_disabled_tests).
TEST(SpeedMeasured, DISABLED_ArrivalsCompared)
{
    QList<Prepared> rows = prepareAll();
    for (Prepared &p : rows) {
        if (!p.problem.isEmpty() || !statesPrompt(p.row) || p.row.number("ttft_median_ms") <= 0)
            continue;
        double estimate[2] = {0, 0};
        for (int bunched = 0; bunched < 2; ++bunched) {
            SizingRules rules = p.catalogue.rules();
            rules.speed.bunchedArrivals = bunched == 1;
            p.catalogue.setRules(rules);
            Evaluation e;
            QString problem;
            if (evaluateRow(p, e, problem))
                estimate[bunched] = estimatedTtft(p.row, e.figures.speed);
        }
        const double measured = p.row.number("ttft_median_ms") / 1000.0;
        std::printf("%-5s %-34s c%-5d random %8.3f (%+5.0f %%) bunched %8.3f (%+5.0f %%) "
                    "measured %8.3f s\n",
                    qPrintable(p.row.text("half")), qPrintable(p.row.text("series").left(34)),
                    p.row.whole("concurrency", 1), estimate[0], 100 * (estimate[0] / measured - 1),
                    estimate[1], 100 * (estimate[1] / measured - 1), measured);
    }
}

namespace {

/// The estimate's decode step of an eager pair's row under `rules`, with
/// CUDA graphs or eager: the step with the prompts of a steady state
/// alongside, or alone where the source timed the decode steps alone
/// (SGLang's bench_latency: the row's notes say "decode alone").
SpeedTerms eagerPairStep(const Prepared &p, const Evaluation &e, const SpeedRules &rules,
                         bool eager)
{
    const double context = e.figures.speed.meanContext;
    SpeedInputs in = BuildSpeed::inputsOf(p.build, e.figures, context, rules);
    in.eager = eager;
    const SpeedEstimate estimate(in, rules);
    const int n = p.row.whole("concurrency", 1);
    return p.row.text("notes").contains(QLatin1String("decode alone"))
               ? estimate.decodeAlone(n, context)
               : estimate.decode(n, context);
}

} // namespace

// The host's launch time per layer of an eager step (rules.json
// eagerLayerLaunchMicroseconds) from the fit half of the measured pairs with
// and without CUDA graphs (tests/data/speed/eager-runs.csv), in the
// estimate's own terms: where the launches (and the CPU's step, overlapped)
// outlast the GPU's work, an eager step takes the CPU's step + layers x
// launch (SpeedEstimate::step), so launch = (measured step - CPU step) /
// layers, and the estimate with it gives the measured step; rules.json
// keeps the mean over the fit half's eager runs. The check half's eager runs
// are then estimated through the normal path (evaluate with the build's
// enforceEager) and must be within 15 %; every eager run is slower than its
// pair's run with graphs, in the estimate as measured.
TEST(SpeedMeasured, EagerLaunchFromTheFitPairsChecksOnTheOthers)
{
    const QList<Row> rows = readRows(kEagerCsv);
    ASSERT_GE(rows.size(), 8) << kEagerCsv;
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    double launchSum = 0;
    int fitted = 0, checked = 0;
    QMap<QString, double> eagerMeasured; // by series
    for (const Row &row : rows) {
        const Prepared p = prepare(row);
        Evaluation e;
        QString problem;
        ASSERT_TRUE(evaluateRow(p, e, problem))
            << kEagerCsv << " line " << row.line << ": " << problem.toStdString();
        const QString series = row.text("series");
        const bool eager = p.build.enforceEager;
        const SpeedTerms d = eagerPairStep(p, e, rules, eager);
        const double estimate = inSeconds(d.tokenTime), measured = row.number("tpot_ms") / 1000.0;
        std::printf("%-5s line %d %-38s %s: estimate %.2f ms, measured %.2f ms (%+.0f %% speed); "
                    "launch %.2f ms, GPU %.2f ms, CPU step %.2f ms\n",
                    qPrintable(row.text("half")), row.line, qPrintable(series),
                    eager ? "eager " : "graphs", 1e3 * estimate, 1e3 * measured,
                    100 * (measured / estimate - 1), 1e3 * inSeconds(d.launchTime),
                    1e3 * inSeconds(d.stepTime - d.overhead), 1e3 * inSeconds(d.overhead));
        if (!eager) {
            // A pair's graph row follows its eager row: measured faster.
            ASSERT_TRUE(eagerMeasured.contains(series)) << row.line;
            EXPECT_LT(measured, eagerMeasured[series]) << row.line;
            continue;
        }
        eagerMeasured[series] = measured;
        // Slower than with graphs in the estimate too.
        EXPECT_GT(estimate, inSeconds(eagerPairStep(p, e, rules, false).tokenTime)) << row.line;
        if (row.text("half") == QLatin1String("check")) {
            // Through the normal path: evaluate's figures of the eager build.
            const SpeedFigures &s = e.figures.speed;
            const double speed = row.text("notes").contains(QLatin1String("decode alone"))
                                     ? s.decodeTokensPerSecondPerConversationNoPrefill
                                     : s.decodeTokensPerSecondPerConversation;
            EXPECT_NEAR(measured * speed, 1.0, 0.15) << row.line;
            ++checked;
            continue;
        }
        // The CPU step of the row's conversations (rules' stepOverhead and
        // conversationOverhead), and the launches that give the measured step.
        const double cpu = inSeconds(rules.stepOverhead) +
                           row.whole("concurrency", 1) * inSeconds(rules.conversationOverhead);
        const SpeedInputs in =
            BuildSpeed::inputsOf(p.build, e.figures, e.figures.speed.meanContext, rules);
        const double launch = (measured - cpu) / (double(in.layers) / in.pp);
        SpeedRules derived = rules;
        derived.eagerLayerLaunch = seconds(launch);
        EXPECT_NEAR(inSeconds(eagerPairStep(p, e, derived, true).tokenTime), measured, 1e-9)
            << row.line << ": the launches do not set this step";
        launchSum += launch;
        ++fitted;
    }
    ASSERT_GE(fitted, 2);
    EXPECT_GE(checked, 2);
    // rules.json keeps the mean to the microsecond.
    EXPECT_NEAR(inSeconds(rules.eagerLayerLaunch), launchSum / fitted, 0.5e-6)
        << "mean of the fit half " << launchSum / fitted * 1e6 << " microseconds";
}
