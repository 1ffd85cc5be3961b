// SPDX-License-Identifier: MIT
// Issue 30: flags whose range is the engine's, requests that fit their
// context, layouts from flags alone, --dp refused where it does not apply,
// --active over memory said in every output that uses it.
#include "catalogue.h"
#include "commandrun.h"
#include "settingranges.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
QString arg(const char *text)
{
    return QString::fromLatin1(text);
}
} // namespace

TEST(FigureRanges, TheLargestSpeedTargetTheFlagTakesIsEvaluated)
{
    const CliResult r =
        runCommand({arg("evaluate"), arg("--speed-target"),
                    QString::number(SettingRanges::kMostSpeedTarget, 'f', 0), arg("--json")});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(arg("must be more than"))) << r.err.toStdString();
    EXPECT_EQ(r.json()[arg("speedTarget")].toDouble(), SettingRanges::kMostSpeedTarget);
}

TEST(FigureRanges, APromptLongerThanTheContextIsRefused)
{
    const int context = Catalogue::builtIn().rules().referenceContext;
    const CliResult r = runCommand({arg("evaluate"), arg("--prompt-tokens"), arg("1073741824")});
    EXPECT_EQ(r.exitCode, 2);
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("more than the build's context of %1 tokens").arg(context)))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(arg("--context"))) << r.err.toStdString();
}

TEST(FigureRanges, APipelineFromTheFlagsTakesNoTensorParallelFromTheReference)
{
    // The reference build is TP 4 on four cards; eight cards at PP 4 are TP 2.
    const CliResult r = runCommand(
        {arg("evaluate"), arg("--cards"), arg("rtx-pro-6000-se:8"), arg("--pp"), arg("4")});
    const QString all = r.out + r.err;
    EXPECT_FALSE(all.contains(arg("TP 4 x PP 4"))) << all.toStdString();
    EXPECT_FALSE(all.contains(arg("16 cards"))) << all.toStdString();
    EXPECT_TRUE(all.contains(arg("TP 2 x PP 4"))) << all.toStdString();
}

TEST(FigureRanges, DataParallelOnADenseModelIsRefusedWithTheReason)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QStringList env{QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") +
                          dir.filePath(arg("user-catalogue.json"))};
    const CliResult imported =
        runCommand({arg("import"), QStringLiteral(LLMCONF_TEST_DATA "/hf/llama-3.3-70b"),
                    arg("--id"), arg("dense/llama"), arg("--save")},
                   env);
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    const CliResult r = runCommand({arg("evaluate"), arg("--cards"), arg("h200-sxm:8"),
                                    arg("--checkpoint"), arg("dense/llama"), arg("--dp"), arg("2")},
                                   env);
    EXPECT_EQ(r.exitCode, 2) << r.out.toStdString();
    ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.startsWith(arg("--dp 2: "))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(arg("routed experts"))) << r.err.toStdString();
}

TEST(FigureRanges, ActiveConversationsOverMemoryAreSaidInTextJsonAndCost)
{
    const CliResult fitting = runCommand({arg("evaluate"), arg("--json")});
    ASSERT_EQ(fitting.exitCode, 0) << fitting.err.toStdString();
    const int fit = fitting.json()[arg("conversations")].toInt();
    EXPECT_FALSE(fitting.json()[arg("activeOverMemory")].toBool());
    const QString active = QString::number(fit * 4);

    const CliResult json = runCommand({arg("evaluate"), arg("--active"), active, arg("--json")});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    EXPECT_TRUE(json.json()[arg("activeOverMemory")].toBool());
    const QJsonArray notes = json.json()[arg("costNotes")].toArray();
    EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [](const QJsonValue &n) {
        return n.toString().contains(arg("over memory"));
    })) << json.out.toStdString();

    const CliResult text = runCommand({arg("evaluate"), arg("--active"), active});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("%1 (over memory)").arg(active)))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("only %1 fit").arg(fit)))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(arg("no cost per million tokens"))) << text.out.toStdString();
}

TEST(FigureRanges, AnUnknownCardSuggestsTheNearestAndTheListingCommand)
{
    const CliResult r = runCommand({arg("evaluate"), arg("--cards"), arg("h200:8")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.errLines(),
              QStringList{arg("Unknown card \"h200\"; did you mean h200-nvl, h200-sxm? "
                              "`llm-configurator card list` lists all.")});
}

TEST(FigureRanges, AWrongCaseCheckpointSuggestsItsMatch)
{
    const CliResult r =
        runCommand({arg("evaluate"), arg("--checkpoint"), arg("ZAI-ORG/glm-5.3-fp8")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(arg("did you mean zai-org/GLM-5.3-FP8?"))) << r.err.toStdString();
}
