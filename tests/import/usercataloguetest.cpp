// SPDX-License-Identifier: MIT
// The user's catalogue file and custom checkpoints inside build files.
#include "usercatalogue.h"
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "fileproblems.h"
#include "formaterror.h"
#include "missingfieldserror.h"
#include "sizingengine.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
CustomCheckpoint llama()
{
    return CheckpointImporter::importDirectory(
               Catalogue::builtIn(), QStringLiteral(LLMCONF_TEST_DATA "/hf/llama-3.3-70b"), {},
               QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"))
        .entry;
}
CustomCheckpoint gptOss()
{
    return CheckpointImporter::importDirectory(Catalogue::builtIn(),
                                               QStringLiteral(LLMCONF_TEST_DATA "/hf/gpt-oss-20b"),
                                               {{QStringLiteral("weightsBytes"), 13.8e9}})
        .entry;
}
} // namespace

TEST(UserCatalogue, StoreReadAndMerge)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/user-catalogue.json"));
    EXPECT_TRUE(UserCatalogue::read(path).isEmpty());
    UserCatalogue::store(llama(), path);
    UserCatalogue::store(gptOss(), path);
    UserCatalogue::store(llama(), path); // replaces, does not duplicate
    const QList<CustomCheckpoint> entries = UserCatalogue::read(path);
    ASSERT_EQ(entries.size(), 2);
    EXPECT_EQ(entries[0], llama());
    EXPECT_EQ(entries[1], gptOss()); // sliding window survives the round trip
    EXPECT_EQ(UserCatalogue::toJson(entries),
              UserCatalogue::toJson(UserCatalogue::fromJson(UserCatalogue::toJson(entries),
                                                            QStringLiteral("u.json"))));
    const Catalogue merged = UserCatalogue::merged(Catalogue::builtIn(), entries);
    EXPECT_NE(merged.checkpoint(QStringLiteral("meta-llama/Llama-3.3-70B-Instruct")), nullptr);
    EXPECT_NE(merged.checkpoint(QStringLiteral("zai-org/GLM-5.3-FP8")), nullptr);
}

TEST(UserCatalogue, FailedImportKeepsNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    EXPECT_THROW(UserCatalogue::store(
                     CheckpointImporter::importDirectory(
                         Catalogue::builtIn(), QStringLiteral(LLMCONF_TEST_DATA "/hf/glm-5-fp8"))
                         .entry,
                     path),
                 MissingFieldsError);
    EXPECT_FALSE(QFile::exists(path));
}

TEST(UserCatalogue, DamagedFileNamesTheField)
{
    const QByteArray data = R"({"format": 1, "models": [], "checkpoints": [{"id": "a", "model": "b",
        "publisher": "p", "size": "1 GB", "weightFormat": "bf16", "defaultCacheDtype": "bf16"}]})";
    try {
        UserCatalogue::fromJson(data, QStringLiteral("user-catalogue.json"));
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("user-catalogue.json"));
        EXPECT_EQ(e.field(), QStringLiteral("$.checkpoints[0].model"));
    }
}

TEST(BuildFileCustomCheckpoints, FilesWithoutThemStayUnchanged)
{
    const Build reference = BuildAssembler::reference(Catalogue::builtIn());
    const QByteArray json = BuildFile::toJson(reference, Catalogue::builtIn().rules());
    EXPECT_FALSE(json.contains("customCheckpoints"));
    Build embedded = reference;
    BuildCatalogue::embedCustom(embedded, Catalogue::builtIn(), Catalogue::builtIn());
    EXPECT_TRUE(embedded.customCheckpoints.isEmpty());
    EXPECT_EQ(BuildFile::toJson(embedded, Catalogue::builtIn().rules()), json);
}

TEST(BuildFileCustomCheckpoints, TravelAndEvaluateOnAnotherMachine)
{
    // This machine: the user imported Llama and picked it.
    const Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), {llama(), gptOss()});
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.checkpoint = QStringLiteral("meta-llama/Llama-3.3-70B-Instruct");
    build.layout.ep = false; // a dense model: vLLM refuses expert parallelism
    build.keep = {build.checkpoint};
    BuildCatalogue::embedCustom(build, mine, Catalogue::builtIn());
    ASSERT_EQ(build.customCheckpoints.size(), 1); // only what the build uses
    const QByteArray first = BuildFile::toJson(build, Catalogue::builtIn().rules());

    // Another machine: only the built-in catalogue.
    const Build read =
        BuildFile::fromJson(first, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(read, build);
    EXPECT_EQ(BuildFile::toJson(read, Catalogue::builtIn().rules()),
              first); // write, read, write: same bytes
    EXPECT_FALSE(SizingEngine::evaluate(read, Catalogue::builtIn()).ok());
    const Catalogue effective = BuildCatalogue::effective(Catalogue::builtIn(), read);
    const Evaluation e = SizingEngine::evaluate(read, effective);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_DOUBLE_EQ(inBytes(e.figures.cachePerToken), 2.0 * 80 * 8 * 128 * 2);
    EXPECT_DOUBLE_EQ(inBytes(e.figures.checkpointSize), inBytes(llama().checkpoint.size));

    // Saving again on that machine keeps them although its catalogue lacks them.
    Build again = read;
    BuildCatalogue::embedCustom(again, Catalogue::builtIn(), Catalogue::builtIn());
    EXPECT_EQ(again.customCheckpoints, read.customCheckpoints);
}

TEST(BuildFileCustomCheckpoints, AFurtherModelsCheckpointTravelsToo)
{
    // A further model on the same cards (Build::instances) that the user
    // imported goes into the file, which then reads where it is unknown.
    const Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), {llama(), gptOss()});
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.instances.append(
        {QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"), build.layout, 0.05, build.reserve});
    BuildCatalogue::embedCustom(build, mine, Catalogue::builtIn());
    ASSERT_EQ(build.customCheckpoints.size(), 1);
    EXPECT_EQ(build.customCheckpoints[0].checkpoint.id, build.instances[0].checkpoint);
    const Build read = BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                           QStringLiteral("b.json"), Catalogue::builtIn().rules(),
                                           &Catalogue::builtIn());
    EXPECT_EQ(read, build);
}

TEST(BuildFileCustomCheckpoints, MismatchedEntryNamesTheField)
{
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    CustomCheckpoint c = llama();
    c.checkpoint.model = QStringLiteral("other");
    build.customCheckpoints = {c};
    try {
        (void)BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                  QStringLiteral("b.json"), Catalogue::builtIn().rules());
        FAIL();
    } catch (const FileProblems &e) {
        // Every problem of the file, each with its path.
        EXPECT_EQ(e.fields(),
                  QStringList{QStringLiteral("$.customCheckpoints[0].checkpoint.model")});
    }
}

TEST(UserCatalogue, StoringKeepsWhatANewerVersionWrote)
{
    // A newer version may add keys, at the top and inside entries; saving an
    // import here must not drop them.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    UserCatalogue::store(gptOss(), path);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    root.insert(QStringLiteral("favourites"), QJsonArray{QStringLiteral("openai/gpt-oss-20b")});
    QJsonArray checkpoints = root.value(QStringLiteral("checkpoints")).toArray();
    QJsonObject first = checkpoints.at(0).toObject();
    first.insert(QStringLiteral("measuredTokensPerSecond"), 1234);
    checkpoints.replace(0, first);
    root.insert(QStringLiteral("checkpoints"), checkpoints);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(root).toJson());
    file.close();

    UserCatalogue::store(llama(), path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject after = QJsonDocument::fromJson(file.readAll()).object();
    EXPECT_EQ(after.value(QStringLiteral("favourites")), root.value(QStringLiteral("favourites")));
    const QJsonArray list = after.value(QStringLiteral("checkpoints")).toArray();
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(list.at(0).toObject().value(QStringLiteral("measuredTokensPerSecond")).toInt(), 1234);
    EXPECT_EQ(UserCatalogue::read(path).size(), 2);
}

TEST(UserCatalogue, ANewerFormatIsNeitherReadNorOverwritten)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    const QByteArray newer =
        R"({"format": 2, "needsVersion": "3.0.0", "models": [], "checkpoints": []})";
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(newer);
    file.close();
    try {
        UserCatalogue::read(path);
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.format"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("3.0.0 or later")))
            << e.message().toStdString();
    }
    EXPECT_THROW(UserCatalogue::store(llama(), path), FormatError);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), newer);
}

TEST(UserCatalogue, AFolderNamedModelsDashDashStoresNoEmptyId)
{
    EXPECT_EQ(CheckpointImporter::idForDirectory(
                  QStringLiteral("/cache/models--org--name/snapshots/abc")),
              QStringLiteral("org/name"));
    for (const char *folder : {"/cache/models--", "/cache/models----"})
        EXPECT_FALSE(CheckpointImporter::idForDirectory(QString::fromLatin1(folder)).isEmpty())
            << folder;
    EXPECT_FALSE(CheckpointImporter::idForDirectory(QStringLiteral("/cache/models--org--"))
                     .endsWith(QLatin1Char('/')));
    // Whatever the folder, an empty id is never stored.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    CustomCheckpoint nameless = llama();
    nameless.checkpoint.id.clear();
    EXPECT_THROW(UserCatalogue::store(nameless, path), FormatError);
    EXPECT_FALSE(QFile::exists(path));
}
