// SPDX-License-Identifier: MIT
// A full disk at any byte of the file a command writes: the command exits 2
// naming the file and the full disk, and the old file stays byte for byte
// (Qt 6.4's QSaveFile renamed a cut file over it and the command said "Saved").
#include "commandrun.h"
#include "examplefile.h"
#include "fulldisk.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

// Every byte is OutputFile's own test (and BuildFile's); a command takes
// 70 ms, so here every 61st byte, from the first.
constexpr qint64 kStep = 61;

const QString kLog =
    QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-llama33-70b-fp8-h100-tp2.log");

/// Runs the command in process; a failure is thrown as the FormatError the
/// program reported, for expectEveryShortWriteRefused() to judge.
void runOrThrow(const QStringList &arguments, const QStringList &environment, const QString &path)
{
    const CliResult r = runCommand(arguments, environment);
    if (r.exitCode == 0)
        return;
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QFileInfo(path).fileName())) << r.err.toStdString();
    throw FormatError(path, QString(), r.err.trimmed());
}

QString copyOf(const QString &source, const QString &path)
{
    EXPECT_TRUE(QFile::copy(source, path));
    return path;
}

} // namespace

TEST(FullDisk, CalibrateWriteKeepsTheOldBuild)
{
    QTemporaryDir dir;
    const QString out = copyOf(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
                               dir.filePath(QStringLiteral("calibrated.json")));
    const QStringList arguments = {QStringLiteral("calibrate"), kLog, QStringLiteral("--write"),
                                   out};
    EXPECT_GT(expectEveryShortWriteRefused(
                  out, [&] { runOrThrow(arguments, {}, out); }, kStep),
              0);
}

TEST(FullDisk, CardAddAndImportSaveKeepTheOldUserCatalogue)
{
    QTemporaryDir dir;
    const QString catalogue = dir.filePath(QStringLiteral("user-catalogue.json"));
    const QStringList env = {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + catalogue};
    const CliResult shown = runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                        QStringLiteral("h100-sxm"), QStringLiteral("--json")},
                                       env);
    ASSERT_EQ(shown.exitCode, 0) << shown.err.toStdString();
    QJsonObject card = shown.json();
    const QString cardFile = dir.filePath(QStringLiteral("lab.json"));
    const auto writeCard = [&](const QString &id) {
        card.insert(QStringLiteral("id"), id);
        card.insert(QStringLiteral("name"), QStringLiteral("Lab ") + id);
        QFile f(cardFile);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(card).toJson());
    };
    writeCard(QStringLiteral("lab-one"));
    ASSERT_EQ(runCommand({QStringLiteral("card"), QStringLiteral("add"), cardFile}, env).exitCode,
              0);

    writeCard(QStringLiteral("lab-two"));
    EXPECT_GT(expectEveryShortWriteRefused(
                  catalogue,
                  [&] {
                      runOrThrow({QStringLiteral("card"), QStringLiteral("add"), cardFile}, env,
                                 catalogue);
                  },
                  kStep),
              0);
    const QStringList import = {QStringLiteral("import"),
                                QStringLiteral(LLMCONF_TEST_DATA "/hf/qwen3-4b-awq"),
                                QStringLiteral("--save")};
    EXPECT_GT(expectEveryShortWriteRefused(
                  catalogue, [&] { runOrThrow(import, env, catalogue); }, kStep),
              0);
    // Both stored in the end, the first card kept.
    const CliResult listed =
        runCommand({QStringLiteral("card"), QStringLiteral("list"), QStringLiteral("--json")}, env);
    EXPECT_TRUE(listed.out.contains(QStringLiteral("lab-one")));
    EXPECT_TRUE(listed.out.contains(QStringLiteral("lab-two")));
}
