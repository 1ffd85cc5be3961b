// SPDX-License-Identifier: MIT
// Every command that takes a checkpoint id sees the user's catalogue, as the
// window does: run in process with LLM_CONFIGURATOR_USER_CATALOGUE naming a
// file in a temporary folder (the real one in the home folder is never touched).
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "checkpointlicences.h"
#include "commandrun.h"
#include "sizingengine.h"
#include "usercatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

using namespace llmconf;
using namespace llmconf::test;

namespace {

const QString kQwen = QStringLiteral("Qwen/Qwen3-Next-80B-A3B-Thinking");
const QString kVariable = QString::fromLatin1(UserCatalogue::kPathVariable);

QString hf(const char *name)
{
    return QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(name);
}

bool hasAdvice(const QJsonObject &evaluation, const QString &code)
{
    const QJsonArray advice = evaluation[QStringLiteral("advice")].toArray();
    return std::any_of(advice.begin(), advice.end(), [&code](const QJsonValue &item) {
        return item[QStringLiteral("code")].toString() == code;
    });
}

/// Qwen3-Next imported with --save into a user catalogue of its own.
class UserCatalogueCommands : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("config/user-catalogue.json"));
        env = {kVariable + QLatin1Char('=') + path};
        imported = runCommand({QStringLiteral("import"), hf("qwen3-next-80b"),
                               QStringLiteral("--id"), kQwen, QStringLiteral("--save")},
                              env);
        ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
        ASSERT_TRUE(QFile::exists(path));
        mine = UserCatalogue::merged(Catalogue::builtIn(), UserCatalogue::read(path));
    }

    /// A build file naming the imported checkpoint without carrying it.
    QString buildFile(const QString &name)
    {
        Build build = BuildAssembler::reference(Catalogue::builtIn());
        build.checkpoint = kQwen;
        const QString file = dir.filePath(name);
        BuildFile::write(build, file, Catalogue::builtIn().rules());
        return file;
    }

    QTemporaryDir dir;
    QString path;
    QStringList env;
    CliResult imported;
    Catalogue mine;
};

} // namespace

TEST_F(UserCatalogueCommands, ImportStoresWhereItSaysWithTheLicence)
{
    EXPECT_TRUE(imported.out.contains(QStringLiteral("Stored in %1").arg(path)))
        << imported.out.toStdString();
    EXPECT_TRUE(imported.out.contains(
        QStringLiteral("licence: apache-2.0 (not in the catalogue: check the model card)")))
        << imported.out.toStdString();
    const QList<CustomCheckpoint> stored = UserCatalogue::read(path);
    ASSERT_EQ(stored.size(), 1);
    EXPECT_EQ(stored.first(), CheckpointImporter::importDirectory(Catalogue::builtIn(),
                                                                  hf("qwen3-next-80b"), {}, kQwen)
                                  .entry);
}

TEST_F(UserCatalogueCommands, ImportOfAConfigWithoutModelCardSaysTheLicenceIsNotStated)
{
    const CliResult text = runCommand({QStringLiteral("import"), hf("llama-3.3-70b")}, env);
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("licence: not stated (check the model card)")))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("No model card (README.md)")));
    const CliResult json =
        runCommand({QStringLiteral("import"), hf("llama-3.3-70b"), QStringLiteral("--json")}, env);
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    const QJsonArray licences = json.json()[QStringLiteral("licences")].toArray();
    ASSERT_EQ(licences.size(), 1);
    EXPECT_EQ(licences[0][QStringLiteral("id")].toString(), CheckpointLicences::notStated());
    EXPECT_EQ(UserCatalogue::read(path).size(), 1); // without --save nothing is stored
}

TEST_F(UserCatalogueCommands, EvaluateReassemblesServersForTheImportedCheckpoint)
{
    const QStringList arguments{QStringLiteral("evaluate"),
                                QStringLiteral("--checkpoint"),
                                kQwen,
                                QStringLiteral("--cards"),
                                QStringLiteral("rtx-pro-6000-se:8"),
                                QStringLiteral("--tp"),
                                QStringLiteral("4"),
                                QStringLiteral("--json")};
    const CliResult r = runCommand(arguments, env);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.err, QString());

    // The same build in process, as BuildOptions makes it: the reference
    // build re-assembled for 8 cards and the checkpoint, TP4, 8 / 4 copies.
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    BuildRequest request;
    request.card = QStringLiteral("rtx-pro-6000-se");
    request.cards = 8;
    request.checkpoint = kQwen;
    request.layout = build.layout;
    build.servers = BuildAssembler::assemble(request, mine).servers;
    build.checkpoint = kQwen;
    build.layout.tp = 4;
    build.layout.copies = 8 / build.layout.cardsPerCopy();
    const Evaluation e = SizingEngine::evaluate(build, mine);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const QJsonObject j = r.json();
    EXPECT_DOUBLE_EQ(j[QStringLiteral("cacheKiBPerToken")].toDouble(),
                     inKiB(e.figures.cachePerToken));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("weightsGiBPerCard")].toDouble(),
                     inGiB(e.figures.weightsPerCard));
    EXPECT_EQ(j[QStringLiteral("conversations")].toInt(), e.figures.conversations);
    EXPECT_EQ(j[QStringLiteral("copies")].toInt(), 2);
    EXPECT_TRUE(hasAdvice(j, QStringLiteral("licence-apache-2.0")));

    // Without the user's catalogue the checkpoint is unknown.
    const CliResult without = runCommand(arguments);
    EXPECT_EQ(without.exitCode, 2);
    EXPECT_TRUE(without.err.contains(kQwen)) << without.err.toStdString();
}

TEST_F(UserCatalogueCommands, BuildFilesNamingItEvaluateSheetAndCompare)
{
    const QString file = buildFile(QStringLiteral("qwen.json"));
    const CliResult evaluate =
        runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--cards"),
                    QStringLiteral("rtx-pro-6000-se:8"), QStringLiteral("--json")},
                   env);
    ASSERT_EQ(evaluate.exitCode, 0) << evaluate.err.toStdString();
    EXPECT_EQ(evaluate.json()[QStringLiteral("copies")].toInt(), 2);

    const QString pdf = dir.filePath(QStringLiteral("qwen.pdf"));
    const CliResult sheet = runCli({QStringLiteral("sheet"), file, QStringLiteral("-o"), pdf}, env);
    EXPECT_EQ(sheet.exitCode, 0) << sheet.err.toStdString();
    EXPECT_TRUE(QFile::exists(pdf));

    const QString reference = dir.filePath(QStringLiteral("reference.json"));
    BuildFile::write(BuildAssembler::reference(Catalogue::builtIn()), reference,
                     Catalogue::builtIn().rules());
    const CliResult compare =
        runCommand({QStringLiteral("compare"), file, reference, QStringLiteral("--json")}, env);
    ASSERT_EQ(compare.exitCode, 0) << compare.err.toStdString();
    // Both builds evaluated: figures, no error.
    const QJsonArray compared = compare.json()[QStringLiteral("builds")].toArray();
    ASSERT_EQ(compared.size(), 2);
    for (const QJsonValue &b : compared) {
        EXPECT_TRUE(b[QStringLiteral("figures")].isObject())
            << b[QStringLiteral("error")].toString().toStdString();
        EXPECT_FALSE(b.toObject().contains(QStringLiteral("error")));
    }
    // Without the user's catalogue the first cannot be evaluated.
    const CliResult alone =
        runCommand({QStringLiteral("compare"), file, reference, QStringLiteral("--json")});
    EXPECT_TRUE(
        alone.json()[QStringLiteral("builds")][0].toObject().contains(QStringLiteral("error")));

    // The same files without the user's catalogue: the checkpoint is unknown.
    EXPECT_EQ(runCommand({QStringLiteral("evaluate"), file}).exitCode, 2);
    const QString nowhere = dir.filePath(QStringLiteral("nowhere.pdf"));
    EXPECT_EQ(runCli({QStringLiteral("sheet"), file, QStringLiteral("-o"), nowhere}).exitCode, 2);
    EXPECT_FALSE(QFile::exists(nowhere));
}

TEST_F(UserCatalogueCommands, CalibratePlanAndCatalogueSeeIt)
{
    const CliResult calibrate =
        runCommand({QStringLiteral("calibrate"),
                    QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-qwen25-7b-fp8-h100-tp1.log"),
                    QStringLiteral("--checkpoint"), kQwen, QStringLiteral("--json")},
                   env);
    EXPECT_EQ(calibrate.exitCode, 0) << calibrate.err.toStdString();
    EXPECT_EQ(
        runCommand({QStringLiteral("calibrate"),
                    QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-qwen25-7b-fp8-h100-tp1.log"),
                    QStringLiteral("--checkpoint"), kQwen})
            .exitCode,
        2);

    const CliResult plan =
        runCommand({QStringLiteral("plan"), QStringLiteral("--model"), kQwen,
                    QStringLiteral("--conversations"), QStringLiteral("4"),
                    QStringLiteral("--max-servers"), QStringLiteral("1"), QStringLiteral("--json")},
                   env);
    EXPECT_EQ(plan.exitCode, 0) << plan.err.toStdString();
    EXPECT_TRUE(plan.out.contains(kQwen));

    const CliResult catalogue =
        runCommand({QStringLiteral("catalogue"), QStringLiteral("--json")}, env);
    ASSERT_EQ(catalogue.exitCode, 0) << catalogue.err.toStdString();
    const QJsonArray checkpoints = catalogue.json()[QStringLiteral("checkpoints")].toArray();
    EXPECT_EQ(checkpoints.size(), Catalogue::builtIn().checkpoints().size() + 1);
}

TEST_F(UserCatalogueCommands, DamagedUserCatalogueIsReportedAndTheBuiltInOneStaysUsable)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{\"format\": 1, \"models\": [");
    file.close();
    // A command that succeeds says nothing of it: the problem is said once,
    // in a failing command's line or under `catalogue`.
    const CliResult r = runCommand({QStringLiteral("evaluate"), QStringLiteral("--json")}, env);
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    EXPECT_TRUE(r.json().contains(QStringLiteral("conversations")));

    const CliResult failed =
        runCommand({QStringLiteral("evaluate"), QStringLiteral("--checkpoint"), kQwen}, env);
    EXPECT_EQ(failed.exitCode, 2);
    ASSERT_EQ(failed.errLines().size(), 1) << failed.err.toStdString();
    EXPECT_TRUE(failed.err.contains(kQwen)) << failed.err.toStdString();
    EXPECT_TRUE(failed.err.contains(QStringLiteral("user-catalogue.json")))
        << failed.err.toStdString();

    const CliResult listed = runCommand({QStringLiteral("catalogue")}, env);
    EXPECT_EQ(listed.exitCode, 0);
    EXPECT_TRUE(listed.err.isEmpty()) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("user-catalogue.json")))
        << listed.out.toStdString();
    const CliResult json = runCommand({QStringLiteral("catalogue"), QStringLiteral("--json")}, env);
    EXPECT_TRUE(json.json()[QStringLiteral("userCatalogueProblem")].toString().contains(
        QStringLiteral("user-catalogue.json")));
}

TEST(UserCatalogueParallel, EightSavesAtOnceKeepAllEightEntries)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(kVariable, path);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    std::vector<std::unique_ptr<QProcess>> processes;
    for (int i = 0; i < 8; ++i) {
        auto p = std::make_unique<QProcess>();
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(LLMCONF_BINARY),
                 {QStringLiteral("import"), hf("llama-3.3-70b"), QStringLiteral("--id"),
                  QStringLiteral("parallel/model-%1").arg(i), QStringLiteral("--save")});
        processes.push_back(std::move(p));
    }
    for (auto &p : processes) {
        ASSERT_TRUE(p->waitForFinished(120000));
        EXPECT_EQ(p->exitCode(), 0) << p->readAllStandardError().toStdString();
    }
    QStringList ids;
    for (const CustomCheckpoint &e : UserCatalogue::read(path))
        ids.append(e.checkpoint.id);
    ids.sort();
    QStringList expected;
    for (int i = 0; i < 8; ++i)
        expected.append(QStringLiteral("parallel/model-%1").arg(i));
    EXPECT_EQ(ids, expected);
}

TEST(UserCatalogueLocation, CommandsUseTheWindowsDataFolder)
{
    // Without the variable the file lives in the application data folder
    // under the names main() gives the window and the commands alike: the
    // program's own, so run as a process.
    QTemporaryDir xdg;
    ASSERT_TRUE(xdg.isValid());
    const QStringList env{kVariable, QStringLiteral("XDG_DATA_HOME=") + xdg.path()};
    const CliResult r =
        runCli({QStringLiteral("import"), hf("llama-3.3-70b"), QStringLiteral("--save")}, env);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString expected = xdg.filePath(
        QStringLiteral("llm-configurator/LLM Server Configurator/user-catalogue.json"));
    EXPECT_TRUE(QFile::exists(expected)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(expected)) << r.out.toStdString();
    const CliResult listed = runCli({QStringLiteral("catalogue"), QStringLiteral("--json")}, env);
    EXPECT_TRUE(listed.out.contains(QStringLiteral("\"llama-3.3-70b\"")))
        << listed.out.toStdString();
}
