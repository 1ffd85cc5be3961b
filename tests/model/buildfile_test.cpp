// SPDX-License-Identifier: MIT
// The build file format: canonical bytes, round trips, and every kind of bad
// file failing with a message that names the field, without losing data.
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "examplebuild.h"
#include "fileproblems.h"
#include "formaterror.h"
#include "fulldisk.h"
#include "programfacts.h"
#include "sizingengine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace llmconf;

namespace {
QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::string errorOf(const QByteArray &data)
{
    try {
        (void)BuildFile::fromJson(data, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    } catch (const FormatError &e) {
        return e.message().toStdString();
    }
    return std::string();
}

QByteArray referenceJson()
{
    return BuildFile::toJson(BuildAssembler::reference(Catalogue::builtIn()),
                             Catalogue::builtIn().rules());
}

QByteArray replaced(QByteArray data, const QByteArray &from, const QByteArray &to)
{
    EXPECT_TRUE(data.contains(from)) << from.toStdString();
    return data.replace(from, to);
}
} // namespace

TEST(BuildFile, EveryExampleIsCanonical)
{
    const QDir examples(QStringLiteral(LLMCONF_EXAMPLES_DIR));
    const QStringList files = examples.entryList({QStringLiteral("*.json")}, QDir::Files);
    ASSERT_GE(files.size(), 20);
    for (const QString &name : files) {
        const QByteArray original = readAll(examples.filePath(name));
        EXPECT_EQ(
            BuildFile::toJson(BuildFile::fromJson(original, name, Catalogue::builtIn().rules()),
                              Catalogue::builtIn().rules())
                .toStdString(),
            original.toStdString())
            << name.toStdString();
    }
}

TEST(BuildFile, WriteReadWriteGivesIdenticalBytes)
{
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.customer = QStringLiteral("Müller & Söhne GmbH");
    build.servers[0].powerCap = watts(450);
    build.utilization = 0.87;
    build.reserve = gibibytes(10.4);
    build.cacheBasis = CacheBasis::Config;
    const QByteArray first = BuildFile::toJson(build, Catalogue::builtIn().rules());
    const Build read =
        BuildFile::fromJson(first, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(read, build);
    EXPECT_EQ(BuildFile::toJson(read, Catalogue::builtIn().rules()), first);
}

TEST(BuildFile, SaveAndOpen)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("build.json"));
    const Build build = BuildAssembler::reference(Catalogue::builtIn());
    BuildFile::write(build, path, Catalogue::builtIn().rules());
    EXPECT_EQ(BuildFile::read(path, Catalogue::builtIn().rules()), build);
}

TEST(BuildFile, NewerFormatIsRefused)
{
    const std::string version = ProgramFacts::version().toStdString();
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"format\": 1", "\"format\": 2")),
              "b.json: $.format: format 2 needs a newer LLM Server Configurator; this is " +
                  version + ", which reads format 1 and older");
    // A newer writer names the first version that reads its format.
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"format\": 1",
                               "\"format\": 3, \"needsVersion\": \"2.4.0\"")),
              "b.json: $.format: format 3 needs LLM Server Configurator 2.4.0 or later; this is " +
                  version + ", which reads format 1 and older");
}

TEST(BuildFile, FormatOneIsWrittenWithoutAVersionItNeeds)
{
    // Every version reads format 1: the file names none.
    const QByteArray data = BuildFile::toJson(BuildAssembler::reference(Catalogue::builtIn()),
                                              Catalogue::builtIn().rules());
    EXPECT_TRUE(data.contains("\"format\": 1"));
    EXPECT_FALSE(data.contains("needsVersion"));
}

TEST(BuildFile, RefusesToWriteOverAFifoOrAFolder)
{
    QTemporaryDir dir;
    const Build build = BuildAssembler::reference(Catalogue::builtIn());
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    try {
        BuildFile::write(build, fifo, Catalogue::builtIn().rules());
        FAIL() << "a named pipe was written";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.message(), fifo + QStringLiteral(": is a named pipe, not a regular file; "
                                                     "nothing written"));
    }
    EXPECT_FALSE(QFileInfo(fifo).isFile()); // still a pipe, not replaced by a regular file
    EXPECT_THROW(BuildFile::write(build, dir.path(), Catalogue::builtIn().rules()), FormatError);
    EXPECT_TRUE(QFileInfo(dir.path()).isDir());
}

TEST(BuildFile, AFullDiskAtAnyByteKeepsTheOldFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.json"));
    const SizingRules &rules = Catalogue::builtIn().rules();
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    BuildFile::write(build, path, rules);
    build.context = 8192;
    const qint64 needed =
        test::expectEveryShortWriteRefused(path, [&] { BuildFile::write(build, path, rules); });
    EXPECT_EQ(needed, BuildFile::toJson(build, rules).size());
}

TEST(BuildFile, TruncatedFile)
{
    const QByteArray data = referenceJson();
    const std::string e = errorOf(data.left(data.size() / 2));
    EXPECT_EQ(e.rfind("b.json: not valid JSON at byte", 0), 0u) << e;
}

TEST(BuildFile, EmptyFile)
{
    EXPECT_EQ(errorOf(QByteArray("  \n")), "b.json: the file is empty");
}

TEST(BuildFile, WrongTypeNamesTheField)
{
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"tp\": 4", "\"tp\": \"four\"")),
              "b.json: Tensor parallel (TP): expected a number, found a string ($.layout.tp)");
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"tp\": 4", "\"tp\": 2.5")),
              "b.json: Tensor parallel (TP): expected a whole number, found 2.5 ($.layout.tp)");
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"kvCache\": \"bf16\"", "\"kvCache\": \"fp4\"")),
              "b.json: KV cache type: expected \"bf16\" or \"fp8\", found \"fp4\" ($.kvCache)");
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"utilization\": 0.9", "\"utilization\": 9")),
              "b.json: Memory utilisation: 9 is outside 0.01 to 1 ($.utilization)");
}

TEST(BuildFile, MissingFieldNamesIt)
{
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"checkpoint\":", "\"checkpointX\":")),
              "b.json: Checkpoint: missing ($.checkpoint)");
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"feed\": \"230V16A\"", "\"feedX\": \"230V16A\"")),
              "b.json: Server 1, feed: missing ($.servers[0].feed)");
}

TEST(BuildFile, ZeroNegativeAndHugeValues)
{
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"copies\": 1", "\"copies\": 0")),
              "b.json: Copies: 0 is outside 1 to 4096 ($.layout.copies)");
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"context\": 32768", "\"context\": -5")),
              "b.json: Context: -5 is outside 1 to 1073741824 ($.context)");
    EXPECT_EQ(errorOf(replaced(referenceJson(), "\"reserveGiB\": 3", "\"reserveGiB\": 1e300")),
              "b.json: Reserve: 1e+300 is outside 0 to 1e+06 ($.reserveGiB)");
}

TEST(BuildFile, EveryProblemIsListedWithItsFieldInWordsThenItsPath)
{
    QByteArray json = replaced(referenceJson(), "\"context\": 32768", "\"context\": -5");
    json = replaced(json, "\"tp\": 4", "\"tp\": \"four\"");
    json = replaced(json, "\"rtx-pro-6000-se\"", "\"rtx-pro-9999\"");
    json = replaced(json, "\"feed\": \"230V16A\"", "\"feedX\": \"230V16A\"");
    try {
        (void)BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules(),
                                  &Catalogue::builtIn());
        FAIL() << "accepted a broken file";
    } catch (const FileProblems &e) {
        // The card replaced in each of the four slots, the feed, TP, the context.
        const QStringList lines = e.lines();
        ASSERT_EQ(lines.size(), 4 + 3) << e.message().toStdString();
        EXPECT_EQ(lines.first(), QStringLiteral("Server 1, feed: missing ($.servers[0].feed)"));
        EXPECT_TRUE(lines.contains(QStringLiteral(
            "Tensor parallel (TP): expected a number, found a string ($.layout.tp)")));
        EXPECT_TRUE(
            lines.contains(QStringLiteral("Context: -5 is outside 1 to 1073741824 ($.context)")));
        for (int slot = 0; slot < 4; ++slot)
            EXPECT_EQ(e.fields().count(QStringLiteral("$.servers[0].slots[%1]").arg(slot)), 1);
        const QString card = lines.filter(QStringLiteral("$.servers[0].slots[2]")).value(0);
        EXPECT_TRUE(
            card.startsWith(QStringLiteral("Server 1, slot 3: unknown card \"rtx-pro-9999\"")))
            << card.toStdString();
        // One line for the command line, all of them in it.
        EXPECT_EQ(e.message().count(QStringLiteral("($.")), lines.size());
        EXPECT_TRUE(e.message().startsWith(QStringLiteral("b.json: %1 problem").arg(lines.size())))
            << e.message().toStdString();
    }
    // Without a catalogue the ids are left to the engine, as before.
    EXPECT_EQ(errorOf(json).find("rtx-pro-9999"), std::string::npos);
}

TEST(BuildFile, FailedWriteKeepsTheOldFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("build.json"));
    const Build build = BuildAssembler::reference(Catalogue::builtIn());
    BuildFile::write(build, path, Catalogue::builtIn().rules());
    const QByteArray before = readAll(path);
    // A folder where the file should go cannot be written.
    const QString blocked = dir.filePath(QStringLiteral("folder"));
    QDir().mkpath(blocked);
    EXPECT_THROW(BuildFile::write(build, blocked, Catalogue::builtIn().rules()), FormatError);
    EXPECT_EQ(readAll(path), before);
}

TEST(BuildFile, UnreadableFileIsNamed)
{
    try {
        (void)BuildFile::read(QStringLiteral("/nonexistent/missing.json"),
                              Catalogue::builtIn().rules());
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("missing.json"));
    }
}

TEST(BuildFile, SpeedSettingsRoundTripAndOldFilesKeepTheDefaults)
{
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    // the example has no "speed"
    EXPECT_EQ(build.speedTarget, Catalogue::builtIn().rules().speed.defaultSpeedTarget);
    EXPECT_FALSE(BuildFile::toJson(build, Catalogue::builtIn().rules()).contains("\"speed\""));
    build.promptTokens = 8000;
    build.answerTokens = 700;
    build.activeConversations = 12;
    build.speedTarget = 35.5;
    const Build back = BuildFile::fromJson(BuildFile::toJson(build, Catalogue::builtIn().rules()),
                                           QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(back.promptTokens, 8000);
    EXPECT_EQ(back.answerTokens, 700);
    EXPECT_EQ(back.activeConversations, 12);
    EXPECT_EQ(back.speedTarget, 35.5);
}

TEST(BuildFile, BadSpeedTargetNamesFileAndField)
{
    QByteArray json = BuildFile::toJson(test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4"),
                                        Catalogue::builtIn().rules());
    json.replace("\"utilization\"", "\"speed\": {\"speedTarget\": 0.001}, \"utilization\"");
    try {
        (void)BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules());
        FAIL() << "accepted a speed target of 0.001";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("b.json"))) << e.message().toStdString();
        EXPECT_TRUE(e.message().contains(QStringLiteral("$.speed.speedTarget")))
            << e.message().toStdString();
    }
}

TEST(BuildFile, ASpeedTargetOfNoneRoundTripsAndMemoryAloneLimits)
{
    // 0 asks no speed target (as a plan without one): it is read, written
    // back, and the build serves what memory holds, memory binding.
    Build b = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    b.speedTarget = 0;
    const SizingRules &rules = Catalogue::builtIn().rules();
    const Build back =
        BuildFile::fromJson(BuildFile::toJson(b, rules), QStringLiteral("b.json"), rules);
    EXPECT_EQ(back.speedTarget, 0.0);
    const Evaluation e = SizingEngine::evaluate(back, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_EQ(e.figures.speed.conversationsAtSpeedTarget, 0);
    EXPECT_EQ(e.figures.speed.servedConversations, e.figures.speed.memoryConversations);
    EXPECT_EQ(e.figures.speed.bindingLimit, BindingLimit::Memory);
}

TEST(BuildFile, FirstTokenTargetsRoundTripAndOldFilesAskNone)
{
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    // The example predates the targets: none asked, and none written.
    EXPECT_EQ(build.ttftTarget, seconds(0));
    EXPECT_EQ(build.ttftP95Target, seconds(0));
    const SizingRules &rules = Catalogue::builtIn().rules();
    EXPECT_FALSE(BuildFile::toJson(build, rules).contains("ttft"));
    // 1001 ms is no double in seconds times 1000 (1000.9999999999999): the
    // file says 1001 and reads back the build's own value.
    build.ttftTarget = milliseconds(1001);
    build.ttftP95Target = milliseconds(2500);
    const QByteArray json = BuildFile::toJson(build, rules);
    EXPECT_TRUE(json.contains("\"ttftTargetMs\": 1001")) << json.toStdString();
    EXPECT_TRUE(json.contains("\"ttftP95TargetMs\": 2500")) << json.toStdString();
    const Build back = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_EQ(back.ttftTarget, build.ttftTarget);
    EXPECT_EQ(back.ttftP95Target, build.ttftP95Target);
    EXPECT_EQ(back, build);
    // 0 asks none, as the window's lowest value.
    QByteArray none = json;
    none.replace("\"ttftTargetMs\": 1001", "\"ttftTargetMs\": 0");
    EXPECT_EQ(BuildFile::fromJson(none, QStringLiteral("b.json"), rules).ttftTarget, seconds(0));
}

TEST(BuildFile, BadFirstTokenTargetsNameFileAndField)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    const QByteArray json =
        BuildFile::toJson(test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4"), rules);
    // Below the least (1 ms), above the most (1e6 ms), negative, not a number.
    for (const char *value : {"0.5", "1000001", "-5", "\"fast\""})
        for (const char *field : {"ttftTargetMs", "ttftP95TargetMs"}) {
            QByteArray bad = json;
            bad.replace("\"utilization\"", QByteArray("\"speed\": {\"") + field + "\": " + value +
                                               "}, \"utilization\"");
            try {
                (void)BuildFile::fromJson(bad, QStringLiteral("b.json"), rules);
                ADD_FAILURE() << "accepted " << field << " " << value;
            } catch (const FormatError &e) {
                EXPECT_TRUE(e.message().contains(QStringLiteral("b.json")))
                    << e.message().toStdString();
                EXPECT_TRUE(e.message().contains(QStringLiteral("$.speed.") + QLatin1String(field)))
                    << e.message().toStdString();
                // The field in plain words, as every build file problem.
                EXPECT_TRUE(e.message().contains(QStringLiteral("First token target")))
                    << e.message().toStdString();
            }
        }
}

TEST(BuildFile, CarriesItsPriceListAndCurrency)
{
    // File > Price list puts the list in the build; the file carries it, so
    // that the build prices the same on another machine.
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.cost.currency = QStringLiteral("EUR");
    PriceList prices;
    prices.setCurrency(QStringLiteral("EUR"));
    prices.setDate(QDate(2026, 11, 30));
    prices.setItem({QStringLiteral("rtx-pro-6000-se"), 8900,
                    LocalizedText(QStringLiteral("quote 17")), QDate(2026, 11, 30), false,
                    QStringLiteral("EUR")});
    prices.setItem({QStringLiteral("b200"), 38000, LocalizedText(QStringLiteral("quote 18")),
                    QDate(2026, 11, 29), true, QStringLiteral("USD")});
    build.prices = prices;
    const QByteArray json = BuildFile::toJson(build, Catalogue::builtIn().rules());
    const Build back =
        BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(back.cost.currency, QStringLiteral("EUR"));
    ASSERT_TRUE(back.prices);
    EXPECT_EQ(*back.prices, prices);
    EXPECT_EQ(back, build);
    EXPECT_EQ(BuildFile::toJson(back, Catalogue::builtIn().rules()), json);
    // A build without one writes none.
    EXPECT_FALSE(BuildFile::toJson(BuildAssembler::reference(Catalogue::builtIn()),
                                   Catalogue::builtIn().rules())
                     .contains("\"prices\""));

    // A bad price names the file and the field.
    QByteArray bad = json;
    bad.replace("8900", "-5");
    EXPECT_EQ(errorOf(bad).rfind("b.json: Price list: ", 0), 0u) << errorOf(bad);
    EXPECT_NE(errorOf(bad).find("($.prices.items[0].price)"), std::string::npos) << errorOf(bad);
    QByteArray badCode = json;
    badCode.replace("\"USD\"", "\"dollar\"");
    EXPECT_NE(errorOf(badCode).find("($.prices.items[1].currency)"), std::string::npos)
        << errorOf(badCode);
}

TEST(BuildFile, EagerRoundTripsAndOldFilesRunGraphs)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    Build build = test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    // The example predates the setting: graphs on, and nothing written.
    EXPECT_FALSE(build.enforceEager);
    EXPECT_FALSE(BuildFile::toJson(build, rules).contains("enforceEager"));
    build.enforceEager = true;
    const QByteArray json = BuildFile::toJson(build, rules);
    EXPECT_TRUE(json.contains("\"enforceEager\": true")) << json.toStdString();
    const Build back = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_TRUE(back.enforceEager);
    EXPECT_EQ(back, build);
    // false, written by hand, reads as the default.
    QByteArray off = json;
    off.replace("\"enforceEager\": true", "\"enforceEager\": false");
    EXPECT_FALSE(BuildFile::fromJson(off, QStringLiteral("b.json"), rules).enforceEager);
}

TEST(BuildFile, BadEagerNamesFileAndField)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    const QByteArray json =
        BuildFile::toJson(test::exampleBuild("glm53flash-nvfp4-4x-rtx-tp4"), rules);
    for (const char *value : {"\"yes\"", "1", "\"true\""}) {
        QByteArray bad = json;
        bad.replace("\"utilization\"",
                    QByteArray("\"enforceEager\": ") + value + ", \"utilization\"");
        const std::string error = errorOf(bad);
        EXPECT_NE(error.find("b.json"), std::string::npos) << value << ": " << error;
        EXPECT_NE(error.find("$.enforceEager"), std::string::npos) << value << ": " << error;
        EXPECT_NE(error.find("Eager (no CUDA graphs)"), std::string::npos)
            << value << ": " << error;
        EXPECT_NE(error.find("expected true or false"), std::string::npos)
            << value << ": " << error;
    }
}
