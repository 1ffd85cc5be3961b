// SPDX-License-Identifier: MIT
// Issue 17, part B, as a user meets it: the commands of the report
// print no wrong number, refuse bad values with one line, and one bad import
// hides no other.
#include "commandrun.h"
#include "examplefile.h"
#include "sizingengine.h"
#include "usercatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
QString hf(const char *name)
{
    return QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(name);
}

/// A copy of a model folder with one config.json field changed.
QString changedModel(const QTemporaryDir &dir, const char *folder, const char *key,
                     const QJsonValue &value)
{
    const QString target = dir.filePath(QString::fromLatin1(folder));
    QDir().mkpath(target);
    QFile in(hf(folder) + QStringLiteral("/config.json"));
    EXPECT_TRUE(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    root.insert(QString::fromLatin1(key), value);
    QFile out(target + QStringLiteral("/config.json"));
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    return target;
}
} // namespace

TEST(HostileCommands, ManyCopiesPrintNoNegativeConversations)
{
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--cards"), QStringLiteral("h200-nvl:2048"),
         QStringLiteral("--servers"), QStringLiteral("256"), QStringLiteral("--checkpoint"),
         QStringLiteral("zai-org/GLM-4.7-Flash"), QStringLiteral("--tp"), QStringLiteral("1"),
         QStringLiteral("--context"), QStringLiteral("2"),
         // A request fits its context (one token in, one out), or it is refused.
         QStringLiteral("--prompt-tokens"), QStringLiteral("1"), QStringLiteral("--answer-tokens"),
         QStringLiteral("1"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.json()[QStringLiteral("conversations")].toInteger(),
              SizingEngine::kMostConversations);
    // The ceiling is said, not printed as if it were the count.
    EXPECT_TRUE(r.json()[QStringLiteral("conversationsCapped")].toBool());
}

TEST(HostileCommands, TheConversationsCeilingReadsAsALowerBound)
{
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--cards"), QStringLiteral("h200-nvl:2048"),
         QStringLiteral("--servers"), QStringLiteral("256"), QStringLiteral("--checkpoint"),
         QStringLiteral("zai-org/GLM-4.7-Flash"), QStringLiteral("--tp"), QStringLiteral("1"),
         QStringLiteral("--context"), QStringLiteral("2"),
         // A request fits its context (one token in, one out), or it is refused.
         QStringLiteral("--prompt-tokens"), QStringLiteral("1"), QStringLiteral("--answer-tokens"),
         QStringLiteral("1")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString line = r.out.split(QLatin1Char('\n'))
                             .filter(QRegularExpression(QStringLiteral("^  Conversations ")))
                             .value(0);
    EXPECT_TRUE(line.contains(QStringLiteral("at least 1,000,000,000"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("the count stops there"))) << line.toStdString();
    // A cache of one token is shown in a unit that says how much it is.
    EXPECT_FALSE(r.out.contains(QStringLiteral("0.00 GiB per conversation")))
        << r.out.toStdString();
}

TEST(HostileCommands, CalibrateRefusesAnInfiniteMeasurement)
{
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("vllm.log"));
    QFile f(log);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("Available KV cache memory: " + QByteArray(400, '9') + " GiB\n");
    f.close();
    const QString written = dir.filePath(QStringLiteral("calibrated.json"));
    const CliResult r =
        runCommand({QStringLiteral("calibrate"), log, QStringLiteral("--write"), written});
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("vllm.log: Available KV cache memory:")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(written));
}

TEST(HostileCommands, ImportSaveRefusesWhatTheReaderWouldRefuseAndKeepsEarlierImports)
{
    QTemporaryDir dir;
    const QString catalogue = dir.filePath(QStringLiteral("user-catalogue.json"));
    const QStringList env{QString::fromLatin1(UserCatalogue::kPathVariable) + QLatin1Char('=') +
                          catalogue};
    ASSERT_EQ(
        runCommand({QStringLiteral("import"), hf("llama-3.3-70b"), QStringLiteral("--save")}, env)
            .exitCode,
        0);
    const auto refused = [&](const QStringList &arguments) {
        const CliResult r = runCommand(arguments, env);
        EXPECT_EQ(r.exitCode, 2) << r.out.toStdString();
        EXPECT_EQ(r.errLines().size(), 1) << r.err.toStdString();
        EXPECT_FALSE(r.out.contains(QStringLiteral("Stored in")));
        return r.err;
    };
    const QString headDim = changedModel(dir, "llama-3.3-70b", "head_dim", 2147483647.0);
    EXPECT_TRUE(refused({QStringLiteral("import"), headDim, QStringLiteral("--save")})
                    .contains(QStringLiteral("$.head_dim")));
    EXPECT_TRUE(refused({QStringLiteral("import"), hf("llama-3.3-70b"), QStringLiteral("--set"),
                         QStringLiteral("num_hidden_layers=20000"), QStringLiteral("--save")})
                    .contains(QStringLiteral("num_hidden_layers")));
    for (const char *weights : {"nan", "inf", "0"})
        EXPECT_TRUE(
            refused({QStringLiteral("import"), hf("gpt-oss-20b"), QStringLiteral("--set"),
                     QStringLiteral("weightsBytes=") + QString::fromLatin1(weights),
                     QStringLiteral("--id"), QStringLiteral("x/y"), QStringLiteral("--save")})
                .contains(QStringLiteral("weightsBytes")))
            << weights;

    // The earlier import is still offered.
    const CliResult after = runCommand({QStringLiteral("evaluate"), QStringLiteral("--checkpoint"),
                                        QStringLiteral("llama-3.3-70b"), QStringLiteral("--cards"),
                                        QStringLiteral("h200-nvl:4"), QStringLiteral("--tp"),
                                        QStringLiteral("4"), QStringLiteral("--json")},
                                       env);
    EXPECT_EQ(after.exitCode, 0) << after.err.toStdString();
}

TEST(HostileCommands, CompareFailsAlikeForTableJsonAndSheetWhenABuildCannotBeEvaluated)
{
    QTemporaryDir dir;
    const QString good = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    QFile in(good);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject layout = root.value(QStringLiteral("layout")).toObject();
    layout.insert(QStringLiteral("tp"), 3); // 3 x 1 x 1 is not the 4 cards
    root.insert(QStringLiteral("layout"), layout);
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile out(bad);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    out.close();

    const QString pdf = dir.filePath(QStringLiteral("c.pdf"));
    for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("--json")},
                                     QStringList{QStringLiteral("-o"), pdf}}) {
        const CliResult r = runCli(QStringList{QStringLiteral("compare"), good, bad} + extra);
        EXPECT_EQ(r.exitCode, 2) << extra.join(QLatin1Char(' ')).toStdString();
        ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
        EXPECT_TRUE(r.err.startsWith(bad)) << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(pdf));
}
