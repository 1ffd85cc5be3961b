// SPDX-License-Identifier: MIT
// Issue 30 for `calibrate`: agreement that cannot be reached is said, never an
// absurd reserve; --write writes only builds `evaluate` accepts; weights that
// do not fit are explained, not shown as a negative cache; reads end.
#include "buildassembler.h"
#include "buildfile.h"
#include "commandrun.h"
#include "sizingengine.h"

#include <QFile>
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
