// SPDX-License-Identifier: MIT
// `card add`, `card list`, `card show`, run as a process against a user
// catalogue in a temporary folder; new built-in cards on `evaluate --cards`.
#include "commandrun.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf::test;

namespace {

class CardCommand : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("user/user-catalogue.json"));
        env = {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + path};
    }
    QString write(const QString &name, const QByteArray &data)
    {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
        return f.fileName();
    }
    QTemporaryDir dir;
    QString path;
    QStringList env;
};

} // namespace

TEST_F(CardCommand, ShowPrintsWhatAddReadsSoACopyIsANewCard)
{
    const CliResult shown = runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                        QStringLiteral("h100-sxm"), QStringLiteral("--json")},
                                       env);
    ASSERT_EQ(shown.exitCode, 0) << shown.err.toStdString();
    QJsonObject card = shown.json();
    EXPECT_EQ(card[QStringLiteral("id")].toString(), QStringLiteral("h100-sxm"));
    // The chassis it is sold in travel with the copy.
    EXPECT_EQ(card[QStringLiteral("chassis")].toArray(),
              QJsonArray({QStringLiteral("hgx-8gpu-8u"), QStringLiteral("hgx-4gpu-4u")}));
    card.insert(QStringLiteral("id"), QStringLiteral("h100-sxm-lab"));
    card.insert(QStringLiteral("name"), QStringLiteral("Our lab's H100 SXM"));
    const QString file = write(QStringLiteral("lab.json"), QJsonDocument(card).toJson());

    const CliResult added = runCommand({QStringLiteral("card"), QStringLiteral("add"), file}, env);
    ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    EXPECT_TRUE(QFile::exists(path));

    const CliResult again = runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                        QStringLiteral("h100-sxm-lab"), QStringLiteral("--json")},
                                       env);
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_EQ(again.json(), card);

    const CliResult list =
        runCommand({QStringLiteral("card"), QStringLiteral("list"), QStringLiteral("--json")}, env);
    ASSERT_EQ(list.exitCode, 0);
    const QJsonArray cards = list.json()[QStringLiteral("cards")].toArray();
    const auto origin = [&cards](const QString &id) {
        for (const QJsonValue &c : cards)
            if (c[QStringLiteral("id")].toString() == id)
                return c[QStringLiteral("origin")].toString();
        return QString();
    };
    EXPECT_EQ(origin(QStringLiteral("h100-sxm-lab")), QStringLiteral("user"));
    EXPECT_EQ(origin(QStringLiteral("h100-sxm")), QStringLiteral("built-in"));

    // The new card is a card like any other.
    const CliResult evaluated = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--cards"), QStringLiteral("h100-sxm-lab:8"),
         QStringLiteral("--checkpoint"), QStringLiteral("zai-org/GLM-4.7-FP8"),
         QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--json")},
        env);
    ASSERT_EQ(evaluated.exitCode, 0) << evaluated.err.toStdString();
}

TEST_F(CardCommand, ABadCardFileNamesFileAndField)
{
    QFile f(QStringLiteral(LLMCONF_TEST_DATA "/cards/rtx-3090.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QByteArray data = f.readAll();
    data.replace("\"936 GB/s\"", "\"936 furlongs\"");
    const QString file = write(QStringLiteral("bad.json"), data);
    const CliResult r = runCommand({QStringLiteral("card"), QStringLiteral("add"), file}, env);
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("bad.json"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("$.bandwidth"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(path));

    const CliResult builtIn =
        runCommand({QStringLiteral("card"), QStringLiteral("add"),
                    write(QStringLiteral("copy.json"),
                          runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                      QStringLiteral("l4"), QStringLiteral("--json")},
                                     env)
                              .out.toUtf8())},
                   env);
    EXPECT_EQ(builtIn.exitCode, 2);
    EXPECT_TRUE(builtIn.err.contains(QStringLiteral("$.id"))) << builtIn.err.toStdString();

    const CliResult unknown =
        runCommand({QStringLiteral("card"), QStringLiteral("show"), QStringLiteral("h900")}, env);
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("h900")));
}

TEST_F(CardCommand, TheCardsOfTheIssueEvaluateByTheirIds)
{
    // The ids issue 15 names, each on the command line; four cards, or
    // eight where the card is sold on 8-GPU boards only.
    for (const char *id :
         {"h100-sxm", "h100-pcie", "h100-nvl", "h200-sxm", "h20", "h800", "a100-40gb", "a100-80gb",
          "a100-pcie-80gb", "l40s", "l4", "rtx-5090", "rtx-4090", "b300", "gb200", "gb300"}) {
        SCOPED_TRACE(id);
        const QString count =
            QStringList{QStringLiteral("h20"), QStringLiteral("h800"), QStringLiteral("b300")}
                    .contains(QString::fromLatin1(id))
                ? QStringLiteral(":8")
                : QStringLiteral(":4");
        const CliResult r = runCommand(
            {QStringLiteral("evaluate"), QStringLiteral("--cards"), QString::fromLatin1(id) + count,
             QStringLiteral("--checkpoint"), QStringLiteral("zai-org/GLM-4.7-Flash"),
             QStringLiteral("--tp"), QStringLiteral("4"), QStringLiteral("--json")},
            env);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    }
}

TEST_F(CardCommand, ACardSoldInAnUnknownChassisIsRefusedAtItsField)
{
    const CliResult shown = runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                        QStringLiteral("b200"), QStringLiteral("--json")},
                                       env);
    ASSERT_EQ(shown.exitCode, 0) << shown.err.toStdString();
    QJsonObject card = shown.json();
    card.insert(QStringLiteral("id"), QStringLiteral("b200-lab"));
    card.insert(QStringLiteral("chassis"), QJsonArray({QStringLiteral("hgx-16gpu")}));
    const QString file = write(QStringLiteral("b200-lab.json"), QJsonDocument(card).toJson());
    const CliResult r = runCommand({QStringLiteral("card"), QStringLiteral("add"), file}, env);
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("b200-lab.json: $.chassis[0]: no chassis "
                                              "\"hgx-16gpu\" in the catalogue")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

TEST_F(CardCommand, ABoardSoldWithEightIsRefusedWithFour)
{
    // HGX B300 comes as an 8-GPU board: four by --cards are refused with why.
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), QStringLiteral("--cards"), QStringLiteral("b300:4"),
                    QStringLiteral("--checkpoint"), QStringLiteral("zai-org/GLM-4.7-Flash")},
                   env);
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("sold with 8 GPUs fitted, not 4")))
        << r.err.toStdString();
}

TEST_F(CardCommand, ACardInAChassisThatDoesNotTakeItNamesTheBuildFileAndSlot)
{
    // A build file with a B200 on the 4-GPU HGX board: refused at its slot.
    const QString file = write(QStringLiteral("b200-on-four.json"), R"({
  "format": 1,
  "title": "B200 on a 4-GPU board",
  "servers": [{"chassis": "hgx-4gpu-4u", "slots": ["b200", "b200", "b200", "b200"],
               "cpu": "epyc-9355", "cpuCount": 2, "feed": "400V32A3P"}],
  "checkpoint": "zai-org/GLM-4.7-Flash",
  "layout": {"tp": 4, "pp": 1, "ep": true, "copies": 1},
  "context": 131072,
  "kvCache": "bf16",
  "utilization": 0.9,
  "reserveGiB": 3
})");
    const CliResult r = runCommand({QStringLiteral("evaluate"), file}, env);
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("b200-on-four.json"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("$.servers[0].slots[0]"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("sold in the"))) << r.err.toStdString();
}

TEST_F(CardCommand, ACardFileCarriesItsFormatAndANewerOneIsRefused)
{
    const CliResult shown = runCommand({QStringLiteral("card"), QStringLiteral("show"),
                                        QStringLiteral("l4"), QStringLiteral("--json")},
                                       env);
    ASSERT_EQ(shown.exitCode, 0) << shown.err.toStdString();
    EXPECT_EQ(shown.json()[QStringLiteral("format")].toInt(), 1);

    // A file of a later format: refused at $.format with the version it needs.
    QByteArray data = shown.out.toUtf8();
    data.replace("\"id\": \"l4\"", "\"id\": \"l4-lab\"");
    data.replace("\"format\": 1", "\"format\": 7, \"needsVersion\": \"9.0.0\"");
    const CliResult newer = runCommand(
        {QStringLiteral("card"), QStringLiteral("add"), write(QStringLiteral("new.json"), data)},
        env);
    EXPECT_EQ(newer.exitCode, 2);
    ASSERT_EQ(newer.errLines().size(), 1) << newer.err.toStdString();
    EXPECT_TRUE(newer.err.contains(QStringLiteral("$.format"))) << newer.err.toStdString();
    EXPECT_TRUE(newer.err.contains(QStringLiteral("9.0.0"))) << newer.err.toStdString();
    EXPECT_FALSE(QFile::exists(path));

    // One written by hand without a format is format 1 and is added.
    data.replace("\"format\": 7, \"needsVersion\": \"9.0.0\",", "");
    ASSERT_FALSE(data.contains("\"format\""));
    const CliResult older = runCommand(
        {QStringLiteral("card"), QStringLiteral("add"), write(QStringLiteral("old.json"), data)},
        env);
    EXPECT_EQ(older.exitCode, 0) << older.err.toStdString();
}

namespace {
QByteArray rtx3090()
{
    QFile f(QStringLiteral(LLMCONF_TEST_DATA "/cards/rtx-3090.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}
} // namespace

// Issue 30: `card add` refuses what no card holds at the field, with the range.
TEST_F(CardCommand, ADenormalBandwidthOrTflopsIsRefusedWithTheRange)
{
    QByteArray data = rtx3090();
    data.replace("\"936 GB/s\"", "\"1e-320 GB/s\"");
    CliResult r = runCommand(
        {QStringLiteral("card"), QStringLiteral("add"), write(QStringLiteral("slow.json"), data)},
        env);
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.startsWith(QStringLiteral("slow.json: $.bandwidth: ")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral(" GB/s is outside 1 to 100000 GB/s")))
        << r.err.toStdString();
    data = rtx3090();
    data.replace("{\"bf16\": 71}", "{\"bf16\": 5e-324}");
    r = runCommand(
        {QStringLiteral("card"), QStringLiteral("add"), write(QStringLiteral("tiny.json"), data)},
        env);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("tiny.json: $.denseTflops.bf16: ")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("is outside 0.1 to 100000 TFLOPS")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

// Issue 30: an unknown id names the nearest ones and the command that lists all.
TEST_F(CardCommand, AnUnknownCardSuggestsTheNearestIds)
{
    const CliResult r =
        runCommand({QStringLiteral("card"), QStringLiteral("show"), QStringLiteral("h200")}, env);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.errLines(),
              QStringList{QStringLiteral("Unknown card \"h200\"; did you mean h200-nvl, h200-sxm? "
                                         "`llm-configurator card list` lists all")});
}

// Issue 30: a card without TFLOPS leaves the speed unknown with the reason,
// never "(0.50 x 0 TFLOPS) = 0.00 ms" with the compute term dropped.
TEST_F(CardCommand, ACardWithoutTflopsHasAnUnknownSpeed)
{
    QByteArray data = rtx3090();
    data.replace("\"denseTflops\": {\"bf16\": 71},", "");
    const CliResult added = runCommand(
        {QStringLiteral("card"), QStringLiteral("add"), write(QStringLiteral("no.json"), data)},
        env);
    ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    const QStringList evaluate{QStringLiteral("evaluate"), QStringLiteral("--cards"),
                               QStringLiteral("rtx-3090:4"), QStringLiteral("--checkpoint"),
                               QStringLiteral("zai-org/GLM-4.7-Flash")};
    const CliResult text = runCommand(evaluate, env);
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_FALSE(text.out.contains(QStringLiteral(" 0 TFLOPS"))) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("states no dense TFLOPS")))
        << text.out.toStdString();
    const CliResult json = runCommand(evaluate + QStringList{QStringLiteral("--json")}, env);
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    EXPECT_TRUE(
        json.json()[QStringLiteral("speedUnknown")].toString().contains(QStringLiteral("rtx-3090")))
        << json.out.toStdString();
    EXPECT_FALSE(json.json().contains(QStringLiteral("decodeTokensPerSecondPerConversation")));
}
