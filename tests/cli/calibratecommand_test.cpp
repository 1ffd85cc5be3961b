// SPDX-License-Identifier: MIT
// Issue 30 for `calibrate`: agreement that cannot be reached is said, never an
// absurd reserve; --write writes only builds `evaluate` accepts; weights that
// do not fit are explained, not shown as a negative cache; reads end.
#include "buildassembler.h"
#include "buildfile.h"
#include "buildoptions.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "commandrun.h"
#include "sizingengine.h"
#include "startuplogreader.h"
#include "vllmversionprofile.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
QString writeLog(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(QStringLiteral("vllm.log"));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
    return path;
}

Figures referenceFigures()
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Evaluation e = SizingEngine::evaluate(BuildAssembler::reference(catalogue), catalogue);
    EXPECT_TRUE(e.ok());
    return e.figures;
}
} // namespace

TEST(CalibrateCommand, WrittenBuildIsOneEvaluateAccepts)
{
    QTemporaryDir dir;
    // vLLM kept 3 GiB more than the rule.
    const double measured = inGiB(referenceFigures().freePerCard) - 3.0;
    const QString log = writeLog(
        dir, "INFO Available KV cache memory: " + QByteArray::number(measured, 'f', 2) + " GiB\n");
    const QString written = dir.filePath(QStringLiteral("calibrated.json"));
    const CliResult r =
        runCommand({QStringLiteral("calibrate"), log, QStringLiteral("--write"), written});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const CliResult back = runCommand({QStringLiteral("evaluate"), written});
    EXPECT_EQ(back.exitCode, 0) << back.err.toStdString();
    // The written reserve moves the free memory onto the log's.
    const Build build = BuildFile::read(written, Catalogue::builtIn().rules());
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    EXPECT_NEAR(inGiB(e.figures.freePerCard), measured, 1e-9);
}

TEST(CalibrateCommand, AgreementNotReachableIsSaidAndNothingWritten)
{
    QTemporaryDir dir;
    // A cache larger than any card: within the reader's range, not this card.
    const QString log = writeLog(dir, "INFO Available KV cache memory: 99999.00 GiB\n");
    const QString written = dir.filePath(QStringLiteral("calibrated.json"));
    const CliResult r =
        runCommand({QStringLiteral("calibrate"), log, QStringLiteral("--write"), written});
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("agreement not reachable"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(written));

    const CliResult json = runCommand({QStringLiteral("calibrate"), log, QStringLiteral("--json")});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    EXPECT_FALSE(root.value(QStringLiteral("agreementReachable")).toBool(true));
    EXPECT_FALSE(root.contains(QStringLiteral("agreeingReserveGiB")));
    EXPECT_FALSE(root.value(QStringLiteral("unreachable")).toString().isEmpty());

    const CliResult table = runCommand({QStringLiteral("calibrate"), log});
    EXPECT_TRUE(table.out.contains(QStringLiteral("Agreement not reachable")))
        << table.out.toStdString();
}

TEST(CalibrateCommand, OverflowingBlocksAreRefusedAtTheField)
{
    QTemporaryDir dir;
    const QString log =
        writeLog(dir, "INFO block_size=1048575\nINFO # GPU blocks: 1125899906842623\n");
    const QString written = dir.filePath(QStringLiteral("calibrated.json"));
    const CliResult r =
        runCommand({QStringLiteral("calibrate"), log, QStringLiteral("--write"), written});
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("vllm.log: # GPU blocks: 1125899906842623 is "
                                              "outside 0 to")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(written));
}

TEST(CalibrateCommand, WeightsThatDoNotFitAreExplainedNotANegativeCache)
{
    QTemporaryDir dir;
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = BuildAssembler::reference(catalogue);
    const Figures f = referenceFigures();
    build.reserve = f.usablePerCard + build.reserve - gibibytes(1); // 1 GiB usable
    const QString buildPath = dir.filePath(QStringLiteral("tight.json"));
    BuildFile::write(build, buildPath, catalogue.rules());
    const QString log = writeLog(dir, "INFO Available KV cache memory: 20.00 GiB\n");
    const CliResult r = runCommand({QStringLiteral("calibrate"), log, buildPath});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString row =
        r.out.split(QLatin1Char('\n')).filter(QStringLiteral("Cache memory per card")).value(0);
    EXPECT_FALSE(row.contains(QRegularExpression(QStringLiteral("[-\u2212][0-9]"))))
        << row.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("do not fit"))) << r.out.toStdString();
    // A smaller reserve makes the weights fit and the cache the log's: that
    // agreement stands, and the build it gives is one evaluate accepts.
    const QString written = dir.filePath(QStringLiteral("calibrated.json"));
    ASSERT_EQ(runCommand(
                  {QStringLiteral("calibrate"), log, buildPath, QStringLiteral("--write"), written})
                  .exitCode,
              0);
    const CliResult back = runCommand({QStringLiteral("evaluate"), written});
    EXPECT_EQ(back.exitCode, 0) << back.err.toStdString();

    const CliResult json =
        runCommand({QStringLiteral("calibrate"), log, buildPath, QStringLiteral("--json")});
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonObject predicted = root.value(QStringLiteral("predicted")).toObject();
    EXPECT_FALSE(predicted.value(QStringLiteral("weightsFit")).toBool(true));
    EXPECT_GE(predicted.value(QStringLiteral("cachePerCardGiB")).toDouble(-1), 0.0);
}

TEST(CalibrateCommand, ANamedPipeIsRefusedNotWaitedFor)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("vllm.log"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const CliResult r = runCommand({QStringLiteral("calibrate"), fifo});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("not a regular file"))) << r.err.toStdString();
    const CliResult zero = runCommand({QStringLiteral("calibrate"), QStringLiteral("/dev/zero")});
    EXPECT_EQ(zero.exitCode, 2);
    EXPECT_TRUE(zero.err.contains(QStringLiteral("not a regular file"))) << zero.err.toStdString();
}

namespace {
/// A build file carrying a dense checkpoint the catalogue lacks (Llama-3.3-70B's
/// config.json from tests/data/hf, 16-bit weights of 70.6 B parameters).
QString denseBuildFile(const QTemporaryDir &dir)
{
    QFile config(QStringLiteral(LLMCONF_TEST_DATA "/hf/llama-3.3-70b/config.json"));
    EXPECT_TRUE(config.open(QIODevice::ReadOnly));
    const Catalogue &catalogue = Catalogue::builtIn();
    const ImportedCheckpoint imported = CheckpointImporter::importFiles(
        catalogue, QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"), config.readAll(),
        std::nullopt, bytes(70.6e9 * 2));
    Build build = BuildAssembler::reference(catalogue);
    build.customCheckpoints = {imported.entry};
    const QString path = dir.filePath(QStringLiteral("dense.json"));
    BuildFile::write(build, path, catalogue.rules());
    return path;
}
} // namespace

TEST(CalibrateCommand, FlagsDescribeTheBuildEvaluateDescribes)
{
    // calibrate and evaluate read the build file and the flags by one path
    // (BuildOptions::read): for every flag, the build calibrate compares
    // with the log is the build evaluate evaluates.
    QTemporaryDir dir;
    const QString log =
        QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-qwen25-7b-fp8-h100-tp1.log");
    const QString dense = denseBuildFile(dir);
    const QString llama = QStringLiteral("meta-llama/Llama-3.3-70B-Instruct");
    const auto s = [](const char *text) { return QString::fromLatin1(text); };
    const QList<QStringList> flagSets = {
        {},
        {s("--cards"), s("h100-sxm:8")},
        {s("--cards"), s("h200-sxm:16"), s("--servers"), s("2")},
        {s("--checkpoint"), s("zai-org/GLM-5.3-Flash")},
        {s("--tp"), s("2")},
        {s("--pp"), s("2")},
        {s("--tp"), s("4"), s("--dcp"), s("2")},
        {s("--ep")},
        {s("--cards"), s("h100-sxm:8"), s("--dp"), s("2")},
        {s("--copies"), s("2"), s("--tp"), s("2")},
        {s("--context"), s("32768")},
        {s("--kv-cache"), s("fp8")},
        {s("--cache-basis"), s("vllm")},
        {s("--max-batched-tokens"), s("4096")},
        {s("--max-num-seqs"), s("128")},
        {s("--vllm-version"), s("0.10")},
        {s("--vllm-engine"), s("v0")},
        {s("--power-cap"), s("450")},
        {s("--cpus"), s("epyc-9355:2")},
        {s("--feed"), s("400V32A3P")},
        {s("--keep"), s("zai-org/GLM-5.3-FP8")},
        {s("--utilization"), s("0.85")},
        {s("--reserve-gib"), s("4")},
        {s("--prompt-tokens"), s("2000")},
        {s("--answer-tokens"), s("500")},
        {s("--active"), s("8")},
        {s("--speed-target"), s("20")},
        {s("--mtp-draft-tokens"), s("2"), s("--mtp-acceptance"), s("0.7")},
        {s("--engine"), s("sglang")},
        {s("--enforce-eager"), s("--cache-basis"), s("vllm"), s("--vllm-version"), s("0.20")},
        {s("--ttft-target"), s("500"), s("--ttft-p95-target"), s("900")},
        {s("--copies"), s("2"), s("--tp"), s("2"), s("--prefill-copies"), s("1")},
        {s("--tp"), s("2"), s("--prefill-copies"), s("1"), s("--prefill-layout"), s("2,ep")},
        {s("--cards"), s("h200-nvl:8"), s("--servers"), s("2"), s("--tp"), s("4"), s("--copies"),
         s("2"), s("--prefill-copies"), s("1"), s("--prefill-cards"), s("rtx-pro-6000-se")},
    };
    // Every flag a build command takes is in one of the sets above: the
    // options' own help names them, so a new flag without a case fails here.
    QCommandLineParser parser;
    BuildOptions::add(parser, Catalogue::builtIn().rules());
    // An option's line starts with it (two spaces in); its text, wrapped
    // further in, may name vLLM's flags.
    const QRegularExpression flagName(QStringLiteral("^  (?:-[a-z], )?(--[a-z0-9-]+)"),
                                      QRegularExpression::MultilineOption);
    QStringList helpFlags;
    for (auto it = flagName.globalMatch(parser.helpText()); it.hasNext();) {
        const QString flag = it.next().captured(1);
        helpFlags << flag;
        const bool covered =
            std::any_of(flagSets.begin(), flagSets.end(),
                        [&flag](const QStringList &set) { return set.contains(flag); });
        EXPECT_TRUE(covered) << flag.toStdString() << " has no case";
    }
    // The pattern reads the help: the first and the last flag are found.
    EXPECT_TRUE(helpFlags.contains(QStringLiteral("--cards")))
        << helpFlags.join(u' ').toStdString();
    EXPECT_TRUE(helpFlags.contains(QStringLiteral("--ttft-p95-target")));
    const auto compare = [&log](const QStringList &files, const QStringList &flags) {
        const CliResult evaluate = runCommand(QStringList{QStringLiteral("evaluate")} + files +
                                              flags + QStringList{QStringLiteral("--json")});
        const CliResult calibrate =
            runCommand(QStringList{QStringLiteral("calibrate"), log} + files + flags +
                       QStringList{QStringLiteral("--json")});
        ASSERT_EQ(evaluate.exitCode, 0) << evaluate.err.toStdString();
        ASSERT_EQ(calibrate.exitCode, 0) << calibrate.err.toStdString();
        const QJsonObject built = evaluate.json()[QStringLiteral("build")].toObject();
        EXPECT_FALSE(built.isEmpty());
        EXPECT_EQ(calibrate.json()[QStringLiteral("build")].toObject(), built);
        EXPECT_EQ(calibrate.json()[QStringLiteral("notes")],
                  evaluate.json()[QStringLiteral("notes")]);
    };
    for (const QStringList &flags : flagSets) {
        SCOPED_TRACE(flags.join(QLatin1Char(' ')).toStdString());
        compare({}, flags);
    }
    // The case: a dense checkpoint on eight A100-40GB at TP1 from the
    // reference build's file (TP4 with EP): EP is dropped as evaluate drops it,
    // and without --tp both take the same layout from the cards.
    for (const QStringList &flags :
         {QStringList{s("--cards"), s("a100-40gb:8"), s("--tp"), s("1"), s("--checkpoint"), llama},
          QStringList{s("--cards"), s("a100-40gb:8"), s("--checkpoint"), llama}}) {
        SCOPED_TRACE(flags.join(QLatin1Char(' ')).toStdString());
        compare({dense}, flags);
    }
    const CliResult dp1 =
        runCommand({QStringLiteral("calibrate"), log, dense, s("--cards"), s("a100-40gb:8"),
                    s("--tp"), s("1"), s("--checkpoint"), llama, QStringLiteral("--json")});
    ASSERT_EQ(dp1.exitCode, 0) << dp1.err.toStdString();
    const QJsonObject layout =
        dp1.json()[QStringLiteral("build")].toObject()[QStringLiteral("layout")].toObject();
    EXPECT_FALSE(layout[QStringLiteral("ep")].toBool(true));
    EXPECT_EQ(layout[QStringLiteral("tp")].toInt(), 1);
    EXPECT_EQ(layout[QStringLiteral("copies")].toInt(), 8);
}

TEST(CalibrateCommand, SizesTheLogAtItsReleasesDefaultUtilization)
{
    // The GLM-5.1 bisect log names vLLM 0.20 ("vllm==0.20.1.dev1") and
    // prints no --gpu-memory-utilization: vLLM requested 0.20's default, not
    // the flags' 0.5; the build it writes is that run's, with the reserve.
    QTemporaryDir dir;
    const QString log =
        QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-bisect-glm51-fp8-h200-tp8.log");
    const double release = VllmVersionProfile::defaultUtilizationOf(VllmVersion{0, 20});
    const QString written = dir.filePath(QStringLiteral("calibrated.json"));
    const QStringList flags{QStringLiteral("--cards"), QStringLiteral("h200-sxm:8"),
                            QStringLiteral("--utilization"), QStringLiteral("0.5")};
    const CliResult r = runCommand(QStringList{QStringLiteral("calibrate"), log} + flags +
                                   QStringList{QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject sized = r.json()[QStringLiteral("sizedAs")].toObject();
    EXPECT_EQ(sized[QStringLiteral("vllmVersion")].toString(), QStringLiteral("0.20"));
    EXPECT_DOUBLE_EQ(sized[QStringLiteral("utilization")].toDouble(), release);
    EXPECT_TRUE(sized[QStringLiteral("enforceEager")].toBool()); // "Enforce eager set"
    EXPECT_DOUBLE_EQ(
        r.json()[QStringLiteral("vllmProfile")][QStringLiteral("utilization")].toDouble(), release);
    // The flags' build is still the one evaluate reads (0.5).
    EXPECT_DOUBLE_EQ(r.json()[QStringLiteral("build")][QStringLiteral("utilization")].toDouble(),
                     0.5);
    const CliResult text = runCommand(QStringList{QStringLiteral("calibrate"), log} + flags);
    EXPECT_TRUE(text.out.contains(
        QStringLiteral("Sized as the log ran: vLLM 0.20, memory utilisation %1, eager")
            .arg(QLocale().toString(release, 'f', 2))))
        << text.out.toStdString();
    const CliResult write = runCommand(QStringList{QStringLiteral("calibrate"), log} + flags +
                                       QStringList{QStringLiteral("--write"), written});
    ASSERT_EQ(write.exitCode, 0) << write.err.toStdString();
    const Build back = BuildFile::read(written, Catalogue::builtIn().rules());
    EXPECT_DOUBLE_EQ(back.utilization, release);
    // At that utilisation the written reserve gives the log's cache.
    const Evaluation e = SizingEngine::evaluate(back, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const StartupLog measured = StartupLogReader::readFile(log);
    ASSERT_TRUE(measured.availableCache);
    EXPECT_NEAR(inGiB(e.figures.freePerCard), inGiB(*measured.availableCache), 1e-9);
}
