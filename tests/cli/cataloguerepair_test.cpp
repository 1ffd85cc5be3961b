// SPDX-License-Identifier: MIT
// A damaged user catalogue is contained: one bad entry drops that entry
// alone and is named; `card list` and `catalogue` list the rest; `catalogue
// repair` moves the file aside and keeps every entry that reads.
#include "commandrun.h"
#include "usercatalogue.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

/// A user catalogue with one imported checkpoint and one card of the user's.
class DamagedUserCatalogue : public ::testing::Test
{
protected:
    void SetUp() override
    {
        path = dir.filePath(QStringLiteral("user-catalogue.json"));
        env = {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + path};
        const CliResult imported = runCommand(
            {QStringLiteral("import"), QStringLiteral(LLMCONF_TEST_DATA "/hf/qwen3-4b-awq"),
             QStringLiteral("--id"), QStringLiteral("mine/qwen3-4b-awq"), QStringLiteral("--save")},
            env);
        ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
        const CliResult shown = runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                            QStringLiteral("h100-sxm"), QStringLiteral("--json")},
                                           env);
        card = shown.json();
        card.insert(QStringLiteral("id"), QStringLiteral("lab-h100"));
        card.insert(QStringLiteral("name"), QStringLiteral("Lab H100"));
        const QString cardFile = dir.filePath(QStringLiteral("lab.json"));
        writeFile(cardFile, QJsonDocument(card).toJson());
        ASSERT_EQ(
            runCommand({QStringLiteral("card"), QStringLiteral("add"), cardFile}, env).exitCode, 0);
    }

    static void writeFile(const QString &path, const QByteArray &data)
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(data);
    }

    /// The file with a card whose memory is no quantity and a second card of one id.
    QByteArray damage()
    {
        QJsonObject root = QJsonDocument::fromJson(contents(path)).object();
        QJsonArray cards = root.value(QStringLiteral("cards")).toArray();
        QJsonObject bad = card;
        bad.insert(QStringLiteral("id"), QStringLiteral("bad-card"));
        bad.insert(QStringLiteral("memoryReported"), QStringLiteral("lots"));
        cards.append(bad);
        cards.append(card); // lab-h100 twice
        root.insert(QStringLiteral("cards"), cards);
        const QByteArray damaged = QJsonDocument(root).toJson();
        writeFile(path, damaged);
        return damaged;
    }

    static QByteArray contents(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QTemporaryDir dir;
    QString path;
    QStringList env;
    QJsonObject card;
};

} // namespace

TEST_F(DamagedUserCatalogue, ABadCardDropsThatCardAloneAndIsNamed)
{
    damage();
    QString problem;
    const Catalogue offered = UserCatalogue::offered(Catalogue::builtIn(), &problem, path);
    EXPECT_TRUE(offered.checkpoint(QStringLiteral("mine/qwen3-4b-awq")));
    EXPECT_TRUE(offered.card(QStringLiteral("lab-h100")));
    EXPECT_FALSE(offered.card(QStringLiteral("bad-card")));
    EXPECT_TRUE(problem.contains(QStringLiteral("cards[1]"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(QStringLiteral("1 more"))) << problem.toStdString();

    const CliResult listed = runCommand({QStringLiteral("card"), QStringLiteral("list")}, env);
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("lab-h100")));
    EXPECT_TRUE(listed.out.contains(QStringLiteral("h200-nvl")));
    EXPECT_TRUE(listed.err.contains(QStringLiteral("catalogue repair")))
        << listed.err.toStdString();
    const CliResult catalogue = runCommand({QStringLiteral("catalogue")}, env);
    EXPECT_EQ(catalogue.exitCode, 0);
    EXPECT_TRUE(catalogue.out.contains(QStringLiteral("mine/qwen3-4b-awq")));
}

TEST_F(DamagedUserCatalogue, RepairMovesTheFileAsideAndKeepsEveryEntryThatReads)
{
    const QByteArray damaged = damage();
    // A save refuses the damaged file and says how to repair it.
    const CliResult refused = runCommand(
        {QStringLiteral("import"), QStringLiteral(LLMCONF_TEST_DATA "/hf/qwen3-4b-awq"),
         QStringLiteral("--id"), QStringLiteral("mine/second"), QStringLiteral("--save")},
        env);
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("catalogue repair")))
        << refused.err.toStdString();
    EXPECT_EQ(contents(path), damaged);

    const CliResult repaired =
        runCommand({QStringLiteral("catalogue"), QStringLiteral("repair")}, env);
    ASSERT_EQ(repaired.exitCode, 0) << repaired.err.toStdString();
    const QStringList aside =
        QDir(dir.path()).entryList({QStringLiteral("user-catalogue-damaged-*.json")});
    ASSERT_EQ(aside.size(), 1);
    EXPECT_EQ(contents(dir.filePath(aside.first())), damaged);
    EXPECT_TRUE(repaired.out.contains(aside.first())) << repaired.out.toStdString();
    EXPECT_TRUE(repaired.out.contains(QStringLiteral("Left out"))) << repaired.out.toStdString();

    QStringList leftOut;
    const QList<Card> cards = UserCatalogue::readCards(path, &leftOut);
    EXPECT_TRUE(leftOut.isEmpty());
    ASSERT_EQ(cards.size(), 1);
    EXPECT_EQ(cards.first().id, QStringLiteral("lab-h100"));
    EXPECT_EQ(UserCatalogue::read(path).size(), 1);
    // Saves work again.
    EXPECT_EQ(runCommand(
                  {QStringLiteral("import"), QStringLiteral(LLMCONF_TEST_DATA "/hf/qwen3-4b-awq"),
                   QStringLiteral("--id"), QStringLiteral("mine/second"), QStringLiteral("--save")},
                  env)
                  .exitCode,
              0);
}

TEST_F(DamagedUserCatalogue, AnEmptyFileIsMovedAsideAndTheNextSaveWorks)
{
    writeFile(path, QByteArray());
    const CliResult repaired =
        runCommand({QStringLiteral("catalogue"), QStringLiteral("repair")}, env);
    ASSERT_EQ(repaired.exitCode, 0) << repaired.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path)); // nothing read: no new file
    EXPECT_EQ(QDir(dir.path()).entryList({QStringLiteral("user-catalogue-damaged-*.json")}).size(),
              1);
    const QString cardFile = dir.filePath(QStringLiteral("lab.json"));
    EXPECT_EQ(runCommand({QStringLiteral("card"), QStringLiteral("add"), cardFile}, env).exitCode,
              0);
}

TEST(CatalogueRepair, NoFileIsNothingToRepair)
{
    QTemporaryDir dir;
    const CliResult r = runCommand({QStringLiteral("catalogue"), QStringLiteral("repair")},
                                   {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") +
                                    dir.filePath(QStringLiteral("u.json"))});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("nothing to repair"))) << r.err.toStdString();
}
