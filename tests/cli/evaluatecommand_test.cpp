// SPDX-License-Identifier: MIT
// `llm-configurator evaluate` and `catalogue`, run as a process.
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "commandrun.h"
#include "examplefile.h"
#include "layoutvalidity.h"
#include "sizingengine.h"
#include "softwarecatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

void expectBadInput(const QStringList &arguments, const QString &message)
{
    const CliResult r = runCommand(arguments);
    EXPECT_EQ(r.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(r.errLines(), QStringList{message}) << arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(r.out, QString());
}
} // namespace

TEST(EvaluateCommand, JsonHoldsTheEnginesFigures)
{
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2"),
                    QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.err, QString());
    const QJsonObject j = r.json();
    const Figures f =
        SizingEngine::evaluate(BuildFile::read(exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2"),
                                               Catalogue::builtIn().rules()),
                               Catalogue::builtIn())
            .figures;
    EXPECT_DOUBLE_EQ(j[QStringLiteral("usableGiBPerCard")].toDouble(), inGiB(f.usablePerCard));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("weightsGiBPerCard")].toDouble(), inGiB(f.weightsPerCard));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("freeGiBPerCard")].toDouble(), inGiB(f.freePerCard));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("cacheGiBPerConversationPerCard")].toDouble(),
                     inGiB(f.cachePerConversationPerCard));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("cacheKiBPerToken")].toDouble(), inKiB(f.cachePerToken));
    EXPECT_EQ(j[QStringLiteral("conversationsPerCopy")].toInt(), f.conversationsPerCopy);
    EXPECT_EQ(j[QStringLiteral("copies")].toInt(), f.copies);
    EXPECT_EQ(j[QStringLiteral("conversations")].toInt(), 30); // seed 002
    EXPECT_EQ(j[QStringLiteral("fits")].toBool(), true);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("wallPowerW")].toDouble(), inWatts(f.wallPower));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("feedPlannedW")].toDouble(), inWatts(f.feedPlanned));
    EXPECT_EQ(j[QStringLiteral("feedOk")].toBool(), f.feedOk);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("hostMemoryGB")].toDouble(), inGB(f.hostMemory));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("storageGB")].toDouble(), inGB(f.storagePerServer));
}

TEST(EvaluateCommand, FlagsDescribeAWholeBuild)
{
    // Seed 001: GLM-5.3 FP8 on 8x H200 NVL as TP4 x PP2 holds 23 / 37 conversations.
    const QStringList base = {QStringLiteral("evaluate"),
                              QStringLiteral("--cards"),
                              QStringLiteral("h200-nvl:8"),
                              QStringLiteral("--checkpoint"),
                              QStringLiteral("zai-org/GLM-5.3-FP8"),
                              QStringLiteral("--tp"),
                              QStringLiteral("4"),
                              QStringLiteral("--pp"),
                              QStringLiteral("2"),
                              QStringLiteral("--json")};
    const CliResult bf16 = runCommand(base);
    ASSERT_EQ(bf16.exitCode, 0) << bf16.err.toStdString();
    EXPECT_EQ(bf16.json()[QStringLiteral("conversations")].toInt(), 23);
    EXPECT_EQ(bf16.json()[QStringLiteral("copies")].toInt(), 1);
    EXPECT_EQ(runCommand(base + QStringList{QStringLiteral("--kv-cache"), QStringLiteral("fp8")})
                  .json()[QStringLiteral("conversations")]
                  .toInt(),
              37);
    // Copies default to cards / (TP x PP): 8 cards as TP4 are two copies.
    const CliResult copies = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--cards"), QStringLiteral("rtx-pro-6000-se:8"),
         QStringLiteral("--tp"), QStringLiteral("4"), QStringLiteral("--json")});
    EXPECT_EQ(copies.json()[QStringLiteral("copies")].toInt(), 2);
    EXPECT_EQ(copies.json()[QStringLiteral("conversations")].toInt(), 102);
}

TEST(EvaluateCommand, FlagsOverrideTheBuildFile)
{
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
         QStringLiteral("--power-cap"), QStringLiteral("450"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_NEAR(r.json()[QStringLiteral("wallPowerW")].toDouble(), 2714, 5); // seed 000
    EXPECT_TRUE(r.json()[QStringLiteral("feedOk")].toBool());
    const CliResult feed =
        runCommand({QStringLiteral("evaluate"), exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
                    QStringLiteral("--feed"), QStringLiteral("230V32A"), QStringLiteral("--json")});
    EXPECT_TRUE(feed.json()[QStringLiteral("feedOk")].toBool());
}

TEST(EvaluateCommand, TableNamesTheFiguresAndFormulas)
{
    const CliResult r = runCommand({QStringLiteral("evaluate")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("35.44 GiB free / 0.69 GiB per conversation = 51")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("3,404 W")));
    EXPECT_EQ(r.err, QString());
}

TEST(EvaluateCommand, BadInputIsExitCodeTwoAndOneLine)
{
    const QString evaluate = QStringLiteral("evaluate");
    expectBadInput({evaluate, QStringLiteral("--tp"), QStringLiteral("3")},
                   QStringLiteral("TP 3 x PP 1 x 1 copies = 3 cards, but the build has 4."));
    expectBadInput({evaluate, QStringLiteral("--tp"), QStringLiteral("four")},
                   QStringLiteral("--tp: expected a whole number from 1 to 4096, got \"four\""));
    expectBadInput({evaluate, QStringLiteral("--tp"), QStringLiteral("0")},
                   QStringLiteral("--tp: expected a whole number from 1 to 4096, got \"0\""));
    expectBadInput(
        {evaluate, QStringLiteral("--context"), QStringLiteral("99999999999")},
        QStringLiteral(
            "--context: expected a whole number from 1 to 1073741824, got \"99999999999\""));
    expectBadInput(
        {evaluate, QStringLiteral("--checkpoint"), QStringLiteral("acme/GLM-9")},
        QStringLiteral(
            "Unknown checkpoint \"acme/GLM-9\"; `llm-configurator catalogue` lists all."));
    expectBadInput(
        {evaluate, QStringLiteral("--cards"), QStringLiteral("gtx-1080:4")},
        QStringLiteral("Unknown card \"gtx-1080\"; `llm-configurator card list` lists all."));
    expectBadInput(
        {evaluate, QStringLiteral("--cards"), QStringLiteral("h200-nvl")},
        QStringLiteral("--cards: expected ID:COUNT such as rtx-pro-6000-se:4, got \"h200-nvl\""));
    expectBadInput({evaluate, QStringLiteral("--cards"), QStringLiteral("h200-nvl:6"),
                    QStringLiteral("--servers"), QStringLiteral("4")},
                   QStringLiteral("6 cards do not spread evenly over 4 servers."));
    expectBadInput({evaluate, QStringLiteral("--kv-cache"), QStringLiteral("fp4")},
                   QStringLiteral("--kv-cache: expected bf16 or fp8, got \"fp4\""));
    expectBadInput({evaluate, QStringLiteral("--utilization"), QStringLiteral("-1")},
                   QStringLiteral("--utilization: expected a number from 0.01 to 1, got \"-1\""));
    expectBadInput({evaluate, QStringLiteral("--feed"), QStringLiteral("110V")},
                   QStringLiteral("Server 1: unknown feed \"110V\"."));
    expectBadInput({evaluate, QStringLiteral("--frobnicate")},
                   QStringLiteral("Unknown option 'frobnicate'."));
    expectBadInput({evaluate, QStringLiteral("/nonexistent/b.json")},
                   QStringLiteral("b.json: cannot be opened: No such file or directory"));
}

TEST(EvaluateCommand, MalformedBuildFileNamesFileAndField)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QByteArray data = BuildFile::toJson(BuildAssembler::reference(Catalogue::builtIn()),
                                        Catalogue::builtIn().rules());
    data.replace("\"pp\": 1", "\"pp\": \"one\"");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(data);
    f.close();
    expectBadInput({QStringLiteral("evaluate"), path},
                   QStringLiteral("broken.json: Pipeline parallel (PP): expected a number, found a "
                                  "string ($.layout.pp)"));
}

TEST(CatalogueCommand, ListsEveryCardAndCheckpoint)
{
    const CliResult r = runCommand({QStringLiteral("catalogue"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("cards")].toArray().size(), Catalogue::builtIn().cards().size());
    EXPECT_EQ(j[QStringLiteral("checkpoints")].toArray().size(),
              Catalogue::builtIn().checkpoints().size());
    const CliResult text = runCommand({QStringLiteral("catalogue")});
    EXPECT_TRUE(text.out.contains(QStringLiteral("h200-nvl")));
}

TEST(CatalogueCommand, GermanListsTheCataloguesGermanTexts)
{
    const QString de = QStringLiteral("de");
    const CliResult german =
        runCommand({QStringLiteral("catalogue"), QStringLiteral("--lang"), de});
    const CliResult english =
        runCommand({QStringLiteral("catalogue"), QStringLiteral("--lang"), QStringLiteral("en")});
    ASSERT_EQ(german.exitCode, 0) << german.err.toStdString();
    ASSERT_EQ(english.exitCode, 0) << english.err.toStdString();
    QList<LocalizedText> texts;
    for (const Feed &f : Catalogue::builtIn().feeds())
        texts << f.name;
    for (const Chassis &c : Catalogue::builtIn().chassis())
        texts << c.name;
    for (const Checkpoint &c : Catalogue::builtIn().checkpoints())
        texts << c.formatDetail;
    for (const LocalizedText &t : texts) {
        EXPECT_TRUE(german.out.contains(t.text(de))) << t.text(de).toStdString();
        EXPECT_TRUE(english.out.contains(t.english())) << t.english().toStdString();
        if (t.text(de) != t.english()) {
            EXPECT_FALSE(german.out.contains(t.english())) << t.english().toStdString();
        }
    }
    EXPECT_TRUE(german.out.contains(QStringLiteral("einphasig")));
}

TEST(CatalogueCommand, LanguageMayComeBeforeTheSubcommand)
{
    // Not taken for a window: "--lang de catalogue" is the catalogue command.
    const QString de = QStringLiteral("de");
    const CliResult before =
        runCommand({QStringLiteral("--lang"), de, QStringLiteral("catalogue")});
    const CliResult after = runCommand({QStringLiteral("catalogue"), QStringLiteral("--lang"), de});
    ASSERT_EQ(before.exitCode, 0) << before.err.toStdString();
    EXPECT_EQ(before.out, after.out);
    EXPECT_TRUE(before.out.contains(QStringLiteral("einphasig")));
}

TEST(EvaluateCommand, GermanAdviceNamesFeedAndSourceInGerman)
{
    // Four RTX PRO 6000 at 600 W are above the plan of their 230 V 16 A feed.
    const QString de = QStringLiteral("de");
    const QString path = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const Build build = BuildFile::read(path, Catalogue::builtIn().rules());
    const CliResult r =
        runCommand({QStringLiteral("evaluate"), path, QStringLiteral("--lang"), de});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const LocalizedText &feed = Catalogue::builtIn().feed(build.servers.first().feed)->name;
    const LocalizedText &source =
        SoftwareCatalogue::builtIn().citation(QStringLiteral("feed-plan")).source;
    const LocalizedText &format = Catalogue::builtIn().checkpoint(build.checkpoint)->formatDetail;
    for (const LocalizedText *t : {&feed, &source, &format}) {
        ASSERT_NE(t->text(de), t->english());
        EXPECT_TRUE(r.out.contains(t->text(de))) << t->text(de).toStdString();
        EXPECT_FALSE(r.out.contains(t->english())) << t->english().toStdString();
    }
}

TEST(CommandLine, WithoutADisplayTheAppPrintsTheReferenceBuild)
{
    const CliResult r = runCli({}, {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                                    QStringLiteral("QT_QPA_PLATFORM")});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("xvfb-run")));
}

// Every command but `sheet` and `compare -o` runs on a QCoreApplication: no
// display, no platform plugin (QT_QPA_PLATFORM unset), and nothing on stderr.
TEST(CommandLine, CommandsWithoutSheetsNeedNoDisplay)
{
    const QStringList noDisplay{QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                                QStringLiteral("QT_QPA_PLATFORM")};
    const QString a = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const QString b = exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2");
    const CliResult evaluate =
        runCli({QStringLiteral("evaluate"), QStringLiteral("--json"), a}, noDisplay);
    EXPECT_EQ(evaluate.exitCode, 0);
    EXPECT_TRUE(evaluate.err.isEmpty()) << evaluate.err.toStdString();
    EXPECT_TRUE(evaluate.json().contains(QStringLiteral("conversations")));
    const QList<QStringList> others{{QStringLiteral("compare"), QStringLiteral("--json"), a, b},
                                    {QStringLiteral("catalogue")},
                                    {QStringLiteral("card"), QStringLiteral("list")},
                                    {QStringLiteral("plan"), QStringLiteral("--help")}};
    for (const QStringList &arguments : others) {
        const CliResult r = runCli(arguments, noDisplay);
        EXPECT_EQ(r.exitCode, 0) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
        EXPECT_FALSE(r.out.isEmpty());
    }
}

TEST(EvaluateCommand, ALayoutVllmRefusesExitsWithItsReasonAndNoCommand)
{
    const ModelFamily *glm53 = Catalogue::builtIn().model(QStringLiteral("GLM-5.3"));
    ASSERT_NE(glm53, nullptr);
    expectBadInput({QStringLiteral("evaluate"), QStringLiteral("--cards"), QStringLiteral("b200:5"),
                    QStringLiteral("--checkpoint"), QStringLiteral("nvidia/GLM-5.3-NVFP4"),
                    QStringLiteral("--tp"), QStringLiteral("5")},
                   QStringLiteral("vLLM refuses TP 5 for GLM-5.3: \"Total number of attention "
                                  "heads (%1) must be divisible by tensor parallel size (5).\"")
                       .arg(glm53->shape.numAttentionHeads));
}

// A build given by its cards and checkpoint alone is that build, on every
// kind of card: its own layout, EP where the model has experts, no kept
// checkpoints of the reference build, a title naming its cards and model.
TEST(EvaluateCommand, FlagsOnlyBuildsOnEveryCardKind)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Checkpoint *flash = catalogue.checkpoint(QStringLiteral("zai-org/GLM-4.7-Flash"));
    ASSERT_NE(flash, nullptr);
    for (const Card &card : catalogue.cards()) {
        // An HGX board is sold with all eight GPUs; the others come one by one.
        const int cards = card.formFactor == FormFactor::Sxm ? 8 : 1;
        const QString spec = QStringLiteral("%1:%2").arg(card.id).arg(cards);
        SCOPED_TRACE(spec.toStdString());
        const QStringList args{QStringLiteral("evaluate"), QStringLiteral("--cards"), spec,
                               QStringLiteral("--checkpoint"), flash->id};
        const CliResult json = runCommand(args + QStringList{QStringLiteral("--json")});
        ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
        const QJsonObject j = json.json();
        EXPECT_EQ(j[QStringLiteral("cards")].toInt(), cards);
        EXPECT_EQ(j[QStringLiteral("checkpoint")].toString(), flash->id);
        EXPECT_FALSE(j[QStringLiteral("notes")].toArray().isEmpty());
        // Storage holds this checkpoint only: the reference keeps GLM-5.3-Flash FP8.
        EXPECT_DOUBLE_EQ(j[QStringLiteral("storageGB")].toDouble(), inGB(flash->size));
        const CliResult text = runCommand(args);
        ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
        // The layout note first, then the title.
        EXPECT_EQ(text.out.split(QLatin1Char('\n')).value(1),
                  QStringLiteral("GLM-4.7-Flash on %1 x %2").arg(cards).arg(card.shortName))
            << text.out.left(200).toStdString();
        EXPECT_TRUE(text.out.contains(QStringLiteral("vllm serve zai-org/GLM-4.7-Flash")));
    }
    // One H200 NVL: one copy, TP 1, as the layout note says.
    const CliResult one = runCommand({QStringLiteral("evaluate"), QStringLiteral("--cards"),
                                      QStringLiteral("h200-nvl:1"), QStringLiteral("--checkpoint"),
                                      QStringLiteral("zai-org/GLM-4.7-Flash")});
    ASSERT_EQ(one.exitCode, 0) << one.err.toStdString();
    EXPECT_TRUE(one.out.startsWith(QStringLiteral("Layout from the cards (no --tp): TP 1 x PP 1 x "
                                                  "1 copy, one copy over all 1 card.\n")))
        << one.out.left(200).toStdString();
    EXPECT_FALSE(one.out.contains(QStringLiteral("--enable-expert-parallel")));
}

TEST(EvaluateCommand, SpeedFlagsAndJsonKeys)
{
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
         QStringLiteral("--prompt-tokens"), QStringLiteral("4000"),
         QStringLiteral("--answer-tokens"), QStringLiteral("1000"), QStringLiteral("--active"),
         QStringLiteral("8"), QStringLiteral("--speed-target"), QStringLiteral("25"),
         QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    Build build =
        BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"), Catalogue::builtIn().rules());
    build.promptTokens = 4000;
    build.answerTokens = 1000;
    build.activeConversations = 8;
    build.speedTarget = 25;
    const SpeedFigures s = SizingEngine::evaluate(build, Catalogue::builtIn()).figures.speed;
    EXPECT_EQ(j[QStringLiteral("activeConversations")].toInt(), 8);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("decodeTokensPerSecondPerConversation")].toDouble(),
                     s.decodeTokensPerSecondPerConversation);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("outputTokensPerSecond")].toDouble(),
                     s.outputTokensPerSecond);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("outputTokensPerSecondPerCard")].toDouble(),
                     s.outputTokensPerSecondPerCard);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("timeToFirstTokenSeconds")].toDouble(),
                     inSeconds(s.timeToFirstToken));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("timeToFirstTokenP95Seconds")].toDouble(),
                     inSeconds(s.timeToFirstTokenP95));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("decodeTokensPerSecondPerConversationNoPrefill")].toDouble(),
                     s.decodeTokensPerSecondPerConversationNoPrefill);
    // Without the prompts of arriving conversations the step is shorter.
    EXPECT_GT(s.decodeTokensPerSecondPerConversationNoPrefill,
              s.decodeTokensPerSecondPerConversation);
    EXPECT_GE(s.timeToFirstTokenP95, s.timeToFirstToken);
    EXPECT_EQ(j[QStringLiteral("conversationsAtSpeedTarget")].toInt(),
              s.conversationsAtSpeedTarget);
    EXPECT_EQ(j[QStringLiteral("servedConversations")].toInt(), s.servedConversations);
    EXPECT_TRUE(j[QStringLiteral("bindingLimit")].toString() == QStringLiteral("memory") ||
                j[QStringLiteral("bindingLimit")].toString() == QStringLiteral("speed"));
    EXPECT_TRUE(QStringList({QStringLiteral("memory bandwidth"), QStringLiteral("compute"),
                             QStringLiteral("interconnect")})
                    .contains(j[QStringLiteral("speedLimitedBy")].toString()));
}

TEST(EvaluateCommand, EngineAndPowerCapChangeTheSpeed)
{
    const auto run = [](const QStringList &more) {
        QStringList args{
            QStringLiteral("evaluate"),        exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
            QStringLiteral("--prompt-tokens"), QStringLiteral("16000"),
            QStringLiteral("--answer-tokens"), QStringLiteral("50"),
            QStringLiteral("--active"),        QStringLiteral("32"),
            QStringLiteral("--json")};
        args << more;
        const CliResult r = runCommand(args);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json();
    };
    const auto speed = [](const QJsonObject &j) {
        return j[QStringLiteral("decodeTokensPerSecondPerConversation")].toDouble();
    };
    const auto build = [](ServingEngine engine, double cap) {
        Build b = BuildFile::read(exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
                                  Catalogue::builtIn().rules());
        b.promptTokens = 16000;
        b.answerTokens = 50;
        b.activeConversations = 32;
        b.engine = engine;
        for (Server &s : b.servers)
            s.powerCap = watts(cap);
        return SizingEngine::evaluate(b, Catalogue::builtIn()).figures.speed;
    };
    // Each flag gives what the build with the setting gives.
    const QJsonObject vllm = run({QStringLiteral("--engine"), QStringLiteral("vllm")});
    const QJsonObject sglang = run({QStringLiteral("--engine"), QStringLiteral("sglang")});
    EXPECT_DOUBLE_EQ(speed(vllm),
                     build(ServingEngine::Vllm, 0).decodeTokensPerSecondPerConversation);
    EXPECT_DOUBLE_EQ(speed(sglang),
                     build(ServingEngine::Sglang, 0).decodeTokensPerSecondPerConversation);
    EXPECT_NE(speed(vllm), speed(sglang));
    const QJsonObject full = run({QStringLiteral("--power-cap"), QStringLiteral("600")});
    const QJsonObject capped = run({QStringLiteral("--power-cap"), QStringLiteral("300")});
    EXPECT_DOUBLE_EQ(speed(capped),
                     build(ServingEngine::Vllm, 300).decodeTokensPerSecondPerConversation);
    // Compute binds at 16,000-token prompts: the capped card is slower.
    EXPECT_LT(speed(capped), speed(full));
    expectBadInput({QStringLiteral("evaluate"), exampleFile("glm53flash-nvfp4-4x-rtx-tp4"),
                    QStringLiteral("--engine"), QStringLiteral("tgi")},
                   QStringLiteral("--engine: expected vllm or sglang, got \"tgi\""));
}

TEST(EvaluateCommand, SpeculativeDecodingFlagsGiveWhatTheBuildGives)
{
    const QString file = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const auto run = [&file](const QStringList &more) {
        const CliResult r =
            runCommand(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--active"),
                                   QStringLiteral("8"), QStringLiteral("--json")} +
                       more);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json();
    };
    const QJsonObject off = run({});
    const QJsonObject on = run({QStringLiteral("--mtp-draft-tokens"), QStringLiteral("2"),
                                QStringLiteral("--mtp-acceptance"), QStringLiteral("0.8")});
    EXPECT_FALSE(off.contains(QStringLiteral("mtpDraftTokens")));
    EXPECT_EQ(on[QStringLiteral("mtpDraftTokens")].toInt(), 2);
    EXPECT_DOUBLE_EQ(on[QStringLiteral("mtpAcceptance")].toDouble(), 0.8);
    // 1 + 0.8 + 0.8^2 tokens a step.
    EXPECT_DOUBLE_EQ(on[QStringLiteral("tokensPerStep")].toDouble(), 1.0 + 0.8 + 0.8 * 0.8);
    Build b = BuildFile::read(file, Catalogue::builtIn().rules());
    b.activeConversations = 8;
    b.mtpDraftTokens = 2;
    b.mtpAcceptance = 0.8;
    const SpeedFigures s = SizingEngine::evaluate(b, Catalogue::builtIn()).figures.speed;
    EXPECT_DOUBLE_EQ(on[QStringLiteral("decodeTokensPerSecondPerConversation")].toDouble(),
                     s.decodeTokensPerSecondPerConversation);
    EXPECT_GT(s.decodeTokensPerSecondPerConversation,
              off[QStringLiteral("decodeTokensPerSecondPerConversation")].toDouble());
    expectBadInput({QStringLiteral("evaluate"), file, QStringLiteral("--mtp-acceptance"),
                    QStringLiteral("1.5")},
                   QStringLiteral("--mtp-acceptance: expected a number from 0.01 to 1, got "
                                  "\"1.5\""));
    expectBadInput({QStringLiteral("evaluate"), file, QStringLiteral("--mtp-draft-tokens"),
                    QStringLiteral("-1")},
                   QStringLiteral("--mtp-draft-tokens: expected a whole number from 0 to 16, got "
                                  "\"-1\""));
}

TEST(EvaluateCommand, BadSpeedFlagsAreExitCodeTwoAndOneLine)
{
    const QString evaluate = QStringLiteral("evaluate");
    // 0 asks none; below the least target, above the most, or no number:
    // one message.
    for (const char *value : {"0.001", "-5", "2000000", "fast"})
        expectBadInput({evaluate, QStringLiteral("--speed-target"), QLatin1String(value)},
                       QStringLiteral("--speed-target: expected 0 (no target) or 0.01 to 1000000 "
                                      "tokens per second, got \"%1\"")
                           .arg(QLatin1String(value)));
    expectBadInput({evaluate, QStringLiteral("--prompt-tokens"), QStringLiteral("-5")},
                   QStringLiteral("--prompt-tokens: expected a whole number from 1 to 1073741824, "
                                  "got \"-5\""));
    expectBadInput({evaluate, QStringLiteral("--answer-tokens"), QStringLiteral("0")},
                   QStringLiteral("--answer-tokens: expected a whole number from 1 to 1073741824, "
                                  "got \"0\""));
    expectBadInput({evaluate, QStringLiteral("--active"), QStringLiteral("x")},
                   QStringLiteral("--active: expected a whole number from 1 to 1073741824, got "
                                  "\"x\""));
}

TEST(EvaluateCommand, FirstTokenFlagsGoIntoTheBuildAndItsServedConversations)
{
    // --ttft-target and --ttft-p95-target are build options (BuildOptions),
    // as --speed-target: the build the JSON echoes carries them, and the
    // served conversations honour them.
    const QString file = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), file, QStringLiteral("--ttft-target"), QStringLiteral("400"),
         QStringLiteral("--ttft-p95-target"), QStringLiteral("900"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    Build build = BuildFile::read(file, Catalogue::builtIn().rules());
    build.ttftTarget = milliseconds(400);
    build.ttftP95Target = milliseconds(900);
    const SpeedFigures s = SizingEngine::evaluate(build, Catalogue::builtIn()).figures.speed;
    const QJsonObject speed = j[QStringLiteral("build")][QStringLiteral("speed")].toObject();
    EXPECT_EQ(speed[QStringLiteral("ttftTargetMs")].toDouble(), 400.0);
    EXPECT_EQ(speed[QStringLiteral("ttftP95TargetMs")].toDouble(), 900.0);
    EXPECT_EQ(j[QStringLiteral("served")].toInt(),
              std::min({s.memoryConversations, s.conversationsAtSpeedTarget,
                        s.conversationsAtTtftTarget, s.conversationsAtTtftP95Target}));
    EXPECT_EQ(j[QStringLiteral("ttftLimit")].toInt(), s.conversationsAtTtftTarget);
    EXPECT_EQ(j[QStringLiteral("ttftP95Limit")].toInt(), s.conversationsAtTtftP95Target);
    const QJsonObject targets = j[QStringLiteral("serviceTargets")].toObject();
    const QJsonObject ttft = targets[QStringLiteral("ttft")].toObject();
    EXPECT_EQ(ttft[QStringLiteral("target")].toDouble(), 400.0);
    EXPECT_DOUBLE_EQ(ttft[QStringLiteral("value")].toDouble(), inMilliseconds(s.timeToFirstToken));
    EXPECT_EQ(ttft[QStringLiteral("conversations")].toInt(), s.conversationsAtTtftTarget);
    EXPECT_EQ(targets[QStringLiteral("ttftP95")][QStringLiteral("conversations")].toInt(),
              s.conversationsAtTtftP95Target);
    // 0 asks none, as the build file's 0; without the flags none is asked.
    const CliResult none =
        runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--ttft-target"),
                    QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(none.exitCode, 0) << none.err.toStdString();
    EXPECT_FALSE(
        none.json()[QStringLiteral("serviceTargets")].toObject().contains(QStringLiteral("ttft")));
    EXPECT_FALSE(none.json().contains(QStringLiteral("ttftLimit")));
}

TEST(EvaluateCommand, BadFirstTokenFlagsNameTheFlagAndTheRange)
{
    // One wording for every bad value, a number out of range or no number.
    const QString evaluate = QStringLiteral("evaluate");
    const auto expected = [](const char *flag, const char *value) {
        return QStringLiteral(
                   "--%1: expected 0 (no target) or 1 to 1000000 milliseconds, got \"%2\"")
            .arg(QLatin1String(flag), QLatin1String(value));
    };
    for (const char *value : {"0.5", "2000000", "-3", "soon", "inf", "nan"}) {
        expectBadInput({evaluate, QStringLiteral("--ttft-target"), QLatin1String(value)},
                       expected("ttft-target", value));
        expectBadInput({evaluate, QStringLiteral("--ttft-p95-target"), QLatin1String(value)},
                       expected("ttft-p95-target", value));
    }
}

TEST(NoDisplay, PrintsTheBuildInEnglishPluralsAndHowToSeeIt)
{
    // No display and no QT_QPA_PLATFORM: the program prints what the window
    // would open with. Its English comes from the translation, so plurals
    // read as words, not "(s)".
    const QTemporaryDir config;
    const QString file = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const CliResult r =
        runCli({file}, {QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("DISPLAY"),
                        QStringLiteral("WAYLAND_DISPLAY"),
                        QStringLiteral("XDG_CONFIG_HOME=") + config.path()});
    ASSERT_EQ(r.exitCode, 0) << qPrintable(r.err);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Storage"))) << qPrintable(r.out);
    EXPECT_FALSE(r.out.contains(QStringLiteral("(s)"))) << qPrintable(r.out);
    EXPECT_TRUE(r.out.contains(QStringLiteral("xvfb-run -a ")));
    EXPECT_TRUE(r.out.contains(QStringLiteral(" ") + file)) << "the hint opens the same build";
}

TEST(EvaluateCommand, PrefillCopiesSplitTheBuildIntoTwoPools)
{
    // GLM-4.5-Air FP8 on 8x H200 NVL as four TP2 copies, one of them prefilling.
    const QStringList base = {QStringLiteral("evaluate"),
                              QStringLiteral("--cards"),
                              QStringLiteral("h200-nvl:8"),
                              QStringLiteral("--checkpoint"),
                              QStringLiteral("zai-org/GLM-4.5-Air-FP8"),
                              QStringLiteral("--tp"),
                              QStringLiteral("2"),
                              QStringLiteral("--prefill-copies")};
    const CliResult r =
        runCommand(base + QStringList{QStringLiteral("1"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("copies")].toInt(), 4);
    EXPECT_EQ(j[QStringLiteral("prefillCopies")].toInt(), 1);
    EXPECT_EQ(j[QStringLiteral("decodeCopies")].toInt(), 3);
    EXPECT_EQ(j[QStringLiteral("conversations")].toInt(),
              3 * j[QStringLiteral("conversationsPerCopy")].toInt());
    // Eight cards are more than the H200 NVL's NVLink group of four: the
    // caches cross PCIe, latency + cache / (link fraction x link).
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    EXPECT_EQ(j[QStringLiteral("kvTransferLink")].toString(), QStringLiteral("pcie"));
    const double transfer =
        inSeconds(rules.pcieLatency) +
        j[QStringLiteral("kvTransferGB")].toDouble() /
            (rules.linkFraction * j[QStringLiteral("kvTransferLinkGBps")].toDouble());
    EXPECT_NEAR(j[QStringLiteral("kvTransferSeconds")].toDouble(), transfer, 1e-12);
    EXPECT_GT(j[QStringLiteral("timeToFirstTokenSeconds")].toDouble(),
              transfer + j[QStringLiteral("firstTokenDecodeStepSeconds")].toDouble());
    // The decode copies' speed gives the output: without prompts mixed in.
    const double perConversation =
        j[QStringLiteral("decodeTokensPerSecondPerConversation")].toDouble();
    EXPECT_DOUBLE_EQ(perConversation,
                     j[QStringLiteral("decodeTokensPerSecondPerConversationNoPrefill")].toDouble());
    EXPECT_NEAR(j[QStringLiteral("outputTokensPerSecond")].toDouble(),
                j[QStringLiteral("activeConversations")].toInt() * perConversation, 1e-9);

    // The table names the pools and the transfer; the commands both roles.
    const CliResult text = runCommand(base + QStringList{QStringLiteral("1")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("Prefill/decode split")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("KV-cache transfer")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("\"kv_role\":\"kv_producer\"")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("\"kv_role\":\"kv_consumer\"")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("--disaggregation-mode prefill")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("--disaggregation-mode decode")));

    // No copy left to decode: refused, naming the option.
    Layout all{2, 1, false, 1, 4};
    all.prefillCopies = 4;
    expectBadInput(base + QStringList{QStringLiteral("4")},
                   QStringLiteral("--prefill-copies 4: ") + LayoutValidity::whyRefusedSplit(all));
    expectBadInput(base + QStringList{QStringLiteral("-1")},
                   QStringLiteral("--prefill-copies: expected a whole number from 0 to 4095, got "
                                  "\"-1\""));
}

TEST(EvaluateCommand, ABuildFileWithPrefillCopiesEvaluatesAsTheFlagsDo)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
    request.layout = Layout{2, 1, true, 1, 4};
    Build build = BuildAssembler::assemble(request, Catalogue::builtIn());
    build.layout.prefillCopies = 1;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("split.json"));
    BuildFile::write(build, path, Catalogue::builtIn().rules());
    const CliResult r = runCommand({QStringLiteral("evaluate"), path, QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_EQ(j[QStringLiteral("prefillCopies")].toInt(), 1);
    EXPECT_EQ(j[QStringLiteral("decodeCopies")].toInt(), 3);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("kvTransferSeconds")].toDouble(),
                     inSeconds(f.speed.kvTransfer));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("timeToFirstTokenSeconds")].toDouble(),
                     inSeconds(f.speed.timeToFirstToken));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("outputTokensPerSecond")].toDouble(),
                     f.speed.outputTokensPerSecond);
    // --prefill-copies 0 serves the same file aggregated.
    const CliResult aggregated =
        runCommand({QStringLiteral("evaluate"), path, QStringLiteral("--prefill-copies"),
                    QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(aggregated.exitCode, 0) << aggregated.err.toStdString();
    EXPECT_FALSE(aggregated.json().contains(QStringLiteral("prefillCopies")));
    EXPECT_EQ(aggregated.json()[QStringLiteral("conversations")].toInt(),
              4 * f.conversationsPerCopy);
}

TEST(EvaluateCommand, ThePrefillLayoutGivesThePrefillCopiesTheirOwnCards)
{
    // GLM-4.5-Air FP8 on 8x H200 NVL: the decode copies TP4, two prefill
    // copies TP2; without --copies the decode copies take the cards the
    // prefill copies leave: 2 x 2 + 1 x 4 = 8.
    const QStringList base =
        QStringLiteral("evaluate --cards h200-nvl:8 --checkpoint zai-org/GLM-4.5-Air-FP8 --tp 4 "
                       "--ep --prefill-copies 2 --prefill-layout")
            .split(QLatin1Char(' '));
    const CliResult r =
        runCommand(base + QStringList{QStringLiteral("2,ep"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("copies")].toInt(), 3);
    EXPECT_EQ(j[QStringLiteral("prefillCopies")].toInt(), 2);
    EXPECT_EQ(j[QStringLiteral("decodeCopies")].toInt(), 1);
    const QJsonObject pool = j[QStringLiteral("prefillPool")].toObject();
    EXPECT_EQ(pool[QStringLiteral("cardsPerCopy")].toInt(), 2);
    EXPECT_EQ(pool[QStringLiteral("cards")].toInt(), 2 * 2);
    // The same build written out: the engine's figures.
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
    request.layout = Layout{4, 1, true, 1, 2};
    Build build = BuildAssembler::assemble(request, Catalogue::builtIn());
    build.layout.copies = 3;
    build.layout.prefillCopies = 2;
    build.layout.prefill = PrefillLayout{2, 1, true, 1};
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_DOUBLE_EQ(pool[QStringLiteral("weightsGiBPerCard")].toDouble(),
                     inGiB(f.prefillPool.weightsPerCard));
    EXPECT_DOUBLE_EQ(pool[QStringLiteral("cacheInUseGiBPerCard")].toDouble(),
                     inGiB(f.prefillPool.cacheInUsePerCard));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("timeToFirstTokenSeconds")].toDouble(),
                     inSeconds(f.speed.timeToFirstToken));

    // The table names the prefill copies' layout and card; each role's command its sizes.
    const CliResult text = runCommand(base + QStringList{QStringLiteral("2,ep")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("2 prefill at TP 2 x PP 1")))
        << qPrintable(text.out);
    EXPECT_TRUE(text.out.contains(QStringLiteral("Prefill card")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("--tensor-parallel-size 2 ")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("--tensor-parallel-size 4 ")));

    // Bad values name the option.
    expectBadInput(base + QStringList{QStringLiteral("two")},
                   QStringLiteral("--prefill-layout: expected TP, TPxPP, with ,ep or ,dcpN after "
                                  "it (2, 4x2,ep) or \"same\", got \"two\""));
    Layout bad{4, 1, true, 1, 3};
    bad.prefillCopies = 2;
    bad.prefill = PrefillLayout{2, 1, false, 4};
    expectBadInput(base + QStringList{QStringLiteral("2,dcp4")},
                   QStringLiteral("--prefill-layout 2,dcp4: ") +
                       LayoutValidity::whyRefusedSplit(bad));
}

TEST(EvaluateCommand, PrefillCardsPutThePrefillPoolOnACardOfItsOwn)
{
    // GLM-4.5-Air FP8 on 8 cards in two servers, one TP4 prefill copy and
    // one TP4 decode copy: the prefill copy's four cards RTX PRO 6000 Server,
    // the decode copy's H200 NVL.
    const QStringList base =
        QStringLiteral("evaluate --cards h200-nvl:8 --servers 2 --checkpoint "
                       "zai-org/GLM-4.5-Air-FP8 --tp 4 --copies 2 --prefill-copies 1")
            .split(QLatin1Char(' '));
    const QStringList prefillCards{QStringLiteral("--prefill-cards"),
                                   QStringLiteral("rtx-pro-6000-se")};
    const CliResult r = runCommand(base + prefillCards + QStringList{QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("card")].toString(), QStringLiteral("h200-nvl"));
    const QJsonObject pool = j[QStringLiteral("prefillPool")].toObject();
    EXPECT_EQ(pool[QStringLiteral("card")].toString(), QStringLiteral("rtx-pro-6000-se"));
    // The same build assembled and changed by hand: the engine's figures.
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.servers = 2;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
    request.layout = Layout{4, 1, true, 1, 2};
    Build build = BuildAssembler::assemble(request, Catalogue::builtIn());
    build.layout.prefillCopies = 1;
    for (QString &slot : build.servers[0].slotCards)
        slot = QStringLiteral("rtx-pro-6000-se");
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_DOUBLE_EQ(pool[QStringLiteral("usableGiBPerCard")].toDouble(),
                     inGiB(e.figures.prefillPool.usablePerCard));
    EXPECT_DOUBLE_EQ(j[QStringLiteral("timeToFirstTokenSeconds")].toDouble(),
                     inSeconds(e.figures.speed.timeToFirstToken));
    // The count, where given, is the prefill pool's.
    const CliResult counted = runCommand(base + QStringList{QStringLiteral("--prefill-cards"),
                                                            QStringLiteral("rtx-pro-6000-se:4"),
                                                            QStringLiteral("--json")});
    ASSERT_EQ(counted.exitCode, 0) << counted.err.toStdString();
    EXPECT_EQ(counted.json(), j);

    // Bad values name the option.
    expectBadInput(
        base + QStringList{QStringLiteral("--prefill-cards"), QStringLiteral("rtx-pro-6000-se:3")},
        QStringLiteral("--prefill-cards rtx-pro-6000-se:3: the prefill pool has 4 "
                       "cards (prefill copies 1 x 4 cards each)."));
    expectBadInput(base + QStringList{QStringLiteral("--prefill-cards"),
                                      QStringLiteral("rtx-pro-6000-se:four")},
                   QStringLiteral("--prefill-cards: expected ID:COUNT such as rtx-pro-6000-se:4, "
                                  "got \"rtx-pro-6000-se:four\""));
    QStringList unsplit = base;
    unsplit.removeLast();
    unsplit.removeLast(); // no --prefill-copies
    expectBadInput(unsplit + prefillCards,
                   QStringLiteral("--prefill-cards rtx-pro-6000-se: the build has no prefill "
                                  "copies (--prefill-copies N)."));
}

// Issue 29, item 4: a build file with two checkpoints prints both models
// and serves them with two commands, each its own share and port.
TEST(EvaluateCommand, TwoModelsPrintBothAndServeWithTwoCommands)
{
    const QString file = exampleFile("glm45air-glm47flash-2x-h200");
    const CliResult r = runCommand({QStringLiteral("evaluate"), file});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Model 1: zai-org/GLM-4.5-Air-FP8")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Model 2: zai-org/GLM-4.7-Flash")));
    QStringList vllm;
    for (const QString &line : r.out.split(QLatin1Char('\n')))
        if (line.trimmed().startsWith(QStringLiteral("vllm serve")))
            vllm.append(line.trimmed());
    ASSERT_EQ(vllm.size(), 2) << r.out.toStdString();
    EXPECT_TRUE(vllm[0].contains(QStringLiteral("--gpu-memory-utilization 0.55 ")));
    EXPECT_TRUE(vllm[0].endsWith(QStringLiteral("--port 8000")));
    EXPECT_TRUE(vllm[1].contains(QStringLiteral("--gpu-memory-utilization 0.35 ")));
    EXPECT_TRUE(vllm[1].endsWith(QStringLiteral("--port 8001")));

    // Both checkpoints are stored on the server.
    const CliResult json = runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    const Catalogue &catalogue = Catalogue::builtIn();
    const Bytes both = catalogue.checkpoint(QStringLiteral("zai-org/GLM-4.5-Air-FP8"))->size +
                       catalogue.checkpoint(QStringLiteral("zai-org/GLM-4.7-Flash"))->size;
    EXPECT_DOUBLE_EQ(json.json()[QStringLiteral("storageGB")].toDouble(), inGB(both));
    EXPECT_EQ(json.json()[QStringLiteral("instances")].toArray().size(), 1);
}

TEST(EvaluateCommand, TwoModelsBeyondTheCardAreRefusedNamingTheModel)
{
    QByteArray json;
    {
        QFile f(exampleFile("glm45air-glm47flash-2x-h200"));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        json = f.readAll().replace("\"utilization\": 0.35", "\"utilization\": 0.45");
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.json"));
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json);
    out.close();
    const CliResult r = runCommand({QStringLiteral("evaluate"), path});
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.errLines()[0].startsWith(
        QStringLiteral("Model 2 (zai-org/GLM-4.7-Flash), memory utilisation 0.45: ")))
        << r.err.toStdString();
}
