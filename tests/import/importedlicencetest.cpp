// SPDX-License-Identifier: MIT
// The licence of imported checkpoints: read from the model card, mapped onto
// the catalogue, kept when the card names one the catalogue lacks, "not
// stated" without a card; and what the advice and the stored files make of it.
#include "buildadvisor.h"
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "checkpointlicences.h"
#include "hfconfigs.h"
#include "sizingengine.h"
#include "usercatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace llmconf;
using namespace llmconf::test;

namespace {

const QString kQwen = QStringLiteral("Qwen/Qwen3-Next-80B-A3B-Thinking");
const QString kLlama = QStringLiteral("meta-llama/Llama-3.3-70B-Instruct");
const QString kFlash = QStringLiteral("glm-4.7-flash"); // the folder's name

ImportedCheckpoint qwen()
{
    return CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("qwen3-next-80b"), {},
                                               kQwen);
}
ImportedCheckpoint llama()
{
    return CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("llama-3.3-70b"), {},
                                               kLlama);
}
ImportedCheckpoint flash()
{
    return CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-4.7-flash"));
}

bool anyContains(const QStringList &texts, const QString &part)
{
    return std::any_of(texts.begin(), texts.end(),
                       [&part](const QString &t) { return t.contains(part); });
}

/// A folder with the Llama config.json and `readme` as README.md.
QString folderWithReadme(const QTemporaryDir &dir, const QByteArray &readme)
{
    EXPECT_TRUE(QFile::copy(hf("llama-3.3-70b") + QStringLiteral("/config.json"),
                            dir.filePath(QStringLiteral("config.json"))));
    QFile file(dir.filePath(QStringLiteral("README.md")));
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(readme);
    return dir.path();
}

const QString kNotInCatalogue =
    QStringLiteral("apache-2.0 (not in the catalogue: check the model card)");
const QString kNotStated = QStringLiteral("not stated (check the model card)");

} // namespace

TEST(ImportedLicence, ALicenceOfTheCatalogueIsTakenFromTheModelCard)
{
    const ImportedCheckpoint c = flash();
    const Licence *mit = Catalogue::builtIn().licence(QStringLiteral("mit"));
    ASSERT_NE(mit, nullptr);
    EXPECT_EQ(c.entry.model.licence, mit->id);
    EXPECT_EQ(c.entry.checkpoint.licences, QStringList{mit->id});
    EXPECT_EQ(c.provenance.value(QStringLiteral("licence"), Provenance::Estimated),
              Provenance::Read);
    EXPECT_EQ(c.entry.model.sources.value(QStringLiteral("licence")).text(),
              QStringLiteral("README.md of glm-4.7-flash"));
    EXPECT_EQ(CheckpointLicences::names(Catalogue::builtIn(), &c.entry.model, c.entry.checkpoint),
              QStringList{mit->name});
    EXPECT_FALSE(anyContains(c.notes, QStringLiteral("licence")));
}

TEST(ImportedLicence, ALicenceTheCatalogueLacksIsShownAsSuch)
{
    const ImportedCheckpoint c = qwen();
    EXPECT_EQ(c.entry.model.licence, QStringLiteral("apache-2.0"));
    EXPECT_EQ(c.entry.checkpoint.licences, QStringList{QStringLiteral("apache-2.0")});
    EXPECT_EQ(c.provenance.value(QStringLiteral("licence"), Provenance::Estimated),
              Provenance::Read);
    EXPECT_EQ(CheckpointLicences::names(Catalogue::builtIn(), &c.entry.model, c.entry.checkpoint),
              QStringList{kNotInCatalogue});
    // The source keeps the card's link to the licence text.
    EXPECT_TRUE(c.entry.model.sources.value(QStringLiteral("licence"))
                    .text()
                    .contains(QStringLiteral("Qwen3-Next-80B-A3B-Thinking/blob/main/LICENSE")));
    EXPECT_TRUE(anyContains(c.notes, QStringLiteral("apache-2.0")))
        << c.notes.join(QLatin1Char('|')).toStdString();
}

TEST(ImportedLicence, ConfigJsonAloneStatesNoLicence)
{
    for (const ImportedCheckpoint &c :
         {llama(), CheckpointImporter::importFiles(
                       Catalogue::builtIn(), QStringLiteral("x"),
                       [] {
                           QFile f(hf("llama-3.3-70b") + QStringLiteral("/config.json"));
                           EXPECT_TRUE(f.open(QIODevice::ReadOnly));
                           return f.readAll();
                       }(),
                       std::nullopt, std::nullopt)}) {
        EXPECT_EQ(c.entry.model.licence, CheckpointLicences::notStated());
        EXPECT_EQ(c.entry.checkpoint.licences, QStringList{CheckpointLicences::notStated()});
        EXPECT_FALSE(c.provenance.contains(QStringLiteral("licence")));
        EXPECT_EQ(
            CheckpointLicences::names(Catalogue::builtIn(), &c.entry.model, c.entry.checkpoint),
            QStringList{kNotStated});
        EXPECT_TRUE(anyContains(c.notes, QStringLiteral("No model card (README.md)")))
            << c.notes.join(QLatin1Char('|')).toStdString();
        EXPECT_TRUE(anyContains(c.notes, QStringLiteral("not stated")));
        EXPECT_TRUE(c.entry.model.sources.value(QStringLiteral("licence"))
                        .text()
                        .contains(QStringLiteral("without a model card")));
    }
}

TEST(ImportedLicence, ACardWithoutLicenceOrWithBrokenFrontMatterStatesNone)
{
    QTemporaryDir plain;
    const ImportedCheckpoint none = CheckpointImporter::importDirectory(
        Catalogue::builtIn(), folderWithReadme(plain, "---\ntags: [llama]\n---\n# Llama\n"));
    EXPECT_EQ(none.entry.model.licence, CheckpointLicences::notStated());
    EXPECT_TRUE(anyContains(none.notes, QStringLiteral("names no licence")))
        << none.notes.join(QLatin1Char('|')).toStdString();

    QTemporaryDir broken;
    const ImportedCheckpoint unclosed = CheckpointImporter::importDirectory(
        Catalogue::builtIn(), folderWithReadme(broken, "---\nlicense: mit\n# Llama\n"));
    EXPECT_EQ(unclosed.entry.model.licence, CheckpointLicences::notStated());
    // The note names the file and what is wrong with it.
    EXPECT_TRUE(anyContains(unclosed.notes, QStringLiteral("README.md: the front matter")))
        << unclosed.notes.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(anyContains(unclosed.notes, QStringLiteral("not closed")));
}

TEST(ImportedLicence, JsonNamesEachLicence)
{
    const QJsonArray q = CheckpointImporter::toJson(qwen(), Catalogue::builtIn())
                             .value(QStringLiteral("licences"))
                             .toArray();
    ASSERT_EQ(q.size(), 1);
    EXPECT_EQ(q[0][QStringLiteral("id")].toString(), QStringLiteral("apache-2.0"));
    EXPECT_EQ(q[0][QStringLiteral("name")].toString(), kNotInCatalogue);
    EXPECT_FALSE(q[0][QStringLiteral("inCatalogue")].toBool(true));

    const QJsonObject f = CheckpointImporter::toJson(flash(), Catalogue::builtIn());
    const QJsonArray fl = f.value(QStringLiteral("licences")).toArray();
    ASSERT_EQ(fl.size(), 1);
    EXPECT_EQ(fl[0][QStringLiteral("name")].toString(),
              Catalogue::builtIn().licence(QStringLiteral("mit"))->name);
    EXPECT_TRUE(fl[0][QStringLiteral("inCatalogue")].toBool(false));
    EXPECT_EQ(f.value(QStringLiteral("provenance"))[QStringLiteral("licence")].toString(),
              QStringLiteral("read"));

    const QJsonArray l = CheckpointImporter::toJson(llama(), Catalogue::builtIn())
                             .value(QStringLiteral("licences"))
                             .toArray();
    ASSERT_EQ(l.size(), 1);
    EXPECT_EQ(l[0][QStringLiteral("id")].toString(), CheckpointLicences::notStated());
    EXPECT_EQ(l[0][QStringLiteral("name")].toString(), kNotStated);
}

TEST(ImportedLicence, SurvivesTheUserCatalogueAndBuildFiles)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    UserCatalogue::store(qwen().entry, path);
    UserCatalogue::store(llama().entry, path);
    const QList<CustomCheckpoint> stored = UserCatalogue::read(path);
    ASSERT_EQ(stored.size(), 2);
    EXPECT_EQ(stored[0], qwen().entry);
    EXPECT_EQ(stored[1], llama().entry);

    const Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), stored);
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.checkpoint = kQwen;
    build.keep = {kLlama};
    BuildCatalogue::embedCustom(build, mine, Catalogue::builtIn());
    const Build read = BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                           QStringLiteral("b.json"), Catalogue::builtIn().rules());
    ASSERT_EQ(read.customCheckpoints.size(), 2);
    EXPECT_EQ(read.customCheckpoints, build.customCheckpoints);
    EXPECT_EQ(read.customCheckpoints[0].model.licence, QStringLiteral("apache-2.0"));
    EXPECT_EQ(read.customCheckpoints[1].model.licence, CheckpointLicences::notStated());
}

TEST(ImportedLicence, CatalogueLicencesAreNamedAsBefore)
{
    // Built-in checkpoints: the model's licence first, then the checkpoint's,
    // each by the catalogue's name; none is "not stated".
    const Catalogue &catalogue = Catalogue::builtIn();
    for (const Checkpoint &c : catalogue.checkpoints()) {
        const ModelFamily *model = catalogue.modelOf(c.id);
        ASSERT_NE(model, nullptr);
        const QStringList ids = CheckpointLicences::ids(model, c);
        EXPECT_EQ(ids.first(), model->licence) << c.id.toStdString();
        for (const QString &id : ids) {
            ASSERT_NE(catalogue.licence(id), nullptr) << id.toStdString();
            EXPECT_EQ(CheckpointLicences::name(catalogue, id), catalogue.licence(id)->name);
        }
    }
    // An import of an older version left both empty: not stated, never an empty name.
    ModelFamily old;
    EXPECT_EQ(CheckpointLicences::ids(&old, Checkpoint{}),
              QStringList{CheckpointLicences::notStated()});
    EXPECT_EQ(CheckpointLicences::names(catalogue, &old, Checkpoint{}), QStringList{kNotStated});
    EXPECT_EQ(CheckpointLicences::names(catalogue, nullptr, Checkpoint{}), QStringList{kNotStated});
}

namespace {
/// The advice's licence items for `entry` on the reference hardware.
QList<AdviceItem> licenceAdvice(const CustomCheckpoint &entry)
{
    const Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), {entry});
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.checkpoint = entry.checkpoint.id;
    build.layout.ep = false; // the imported models are dense: vLLM refuses expert parallelism
    const Evaluation e = SizingEngine::evaluate(build, mine);
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    QList<AdviceItem> items;
    for (const AdviceItem &item : BuildAdvisor::advise(build, mine, SoftwareCatalogue::builtIn()))
        if (item.code.startsWith(QLatin1String("licence-"))) {
            EXPECT_FALSE(item.text.isEmpty()) << item.code.toStdString();
            EXPECT_FALSE(item.source.isEmpty()) << item.code.toStdString();
            items.append(item);
        }
    return items;
}
} // namespace

TEST(ImportedLicence, AdviceNamesTheLicenceOrSaysItIsNotStated)
{
    // A licence of the catalogue: its summary, cited from the imported card.
    const QList<AdviceItem> mit = licenceAdvice(flash().entry);
    ASSERT_EQ(mit.size(), 1);
    EXPECT_EQ(mit[0].code, QStringLiteral("licence-mit"));
    EXPECT_EQ(mit[0].severity, AdviceSeverity::Note);
    EXPECT_TRUE(
        mit[0].text.contains(Catalogue::builtIn().licence(QStringLiteral("mit"))->summary.text()));
    EXPECT_EQ(mit[0].source, QStringLiteral("README.md of glm-4.7-flash"));

    // One the catalogue lacks: named, with the card's link as the source.
    const QList<AdviceItem> apache = licenceAdvice(qwen().entry);
    ASSERT_EQ(apache.size(), 1);
    EXPECT_EQ(apache[0].code, QStringLiteral("licence-apache-2.0"));
    EXPECT_EQ(apache[0].severity, AdviceSeverity::Note);
    EXPECT_TRUE(apache[0].text.contains(kQwen));
    EXPECT_TRUE(apache[0].text.contains(QStringLiteral("apache-2.0")));
    EXPECT_TRUE(apache[0].source.contains(QStringLiteral("LICENSE")));

    // None stated: a warning, for the old empty licence as for the new id.
    CustomCheckpoint old = llama().entry;
    old.model.licence.clear();
    old.model.sources.remove(QStringLiteral("licence"));
    old.checkpoint.licences.clear();
    for (const CustomCheckpoint &entry : {llama().entry, old}) {
        const QList<AdviceItem> none = licenceAdvice(entry);
        ASSERT_EQ(none.size(), 1);
        EXPECT_EQ(none[0].code, QStringLiteral("licence-not-stated"));
        EXPECT_EQ(none[0].severity, AdviceSeverity::Warning);
        EXPECT_TRUE(none[0].text.contains(kLlama));
    }
}
