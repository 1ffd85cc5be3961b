// SPDX-License-Identifier: MIT
// One report, one truth: for builds that differ in each input the window's
// headline and verdict, page 1 of the configuration sheet, the comparison's
// rows, `evaluate --json` and the planner's rows state the same conversations
// served, the same binding limit and the same verdict, all read off assess().
#include "buildcomparison.h"
#include "buildfile.h"
#include "catalogue.h"
#include "configurationsheet.h"
#include "builddocument.h"
#include "examplefile.h"
#include "formaterror.h"
#include "headlinefigures.h"
#include "language.h"
#include "mainwindow.h"
#include "buildplanner.h"
#include "planjson.h"
#include "quantityformat.h"
#include "pdfreading.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>

using namespace llmconf;

namespace {

const char *const kReference = "glm53flash-nvfp4-4x-rtx-tp4";

struct Variant
{
    const char *name;
    const char *example;
    std::function<void(Build &)> change;
};

/// Each input of a build changed once, and the cases the verdict tells apart.
QList<Variant> variants()
{
    return {
        {"reference", kReference, [](Build &) {}},
        {"context 128K", kReference, [](Build &b) { b.context = 131072; }},
        {"FP8 cache", kReference, [](Build &b) { b.cacheDtype = CacheDtype::Fp8; }},
        {"speed target 5", kReference, [](Build &b) { b.speedTarget = 5; }},
        {"speed target 16200 (too slow)", kReference, [](Build &b) { b.speedTarget = 16200; }},
        {"200 active", kReference, [](Build &b) { b.activeConversations = 200; }},
        {"8K prompts", kReference, [](Build &b) { b.promptTokens = 8192; }},
        {"TP2 x 2 copies", kReference,
         [](Build &b) {
             b.layout.tp = 2;
             b.layout.copies = 2;
         }},
        {"larger feed", kReference,
         [](Build &b) { b.servers[0].feed = QStringLiteral("400V32A3P"); }},
        {"cards capped at 300 W", kReference, [](Build &b) { b.servers[0].powerCap = watts(300); }},
        {"utilisation 0.8", kReference, [](Build &b) { b.utilization = 0.8; }},
        {"NVFP4 on H200 NVL (cannot run)", "glm53flash-fp8-4x-h200-tp4",
         [](Build &b) { b.checkpoint = QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4"); }},
        {"one card short (cannot be evaluated)", kReference,
         [](Build &b) { b.servers[0].slotCards[3].clear(); }},
    };
}

Build variantBuild(const Variant &v)
{
    Build b = BuildFile::read(test::exampleFile(v.example), Catalogue::builtIn().rules());
    v.change(b);
    return b;
}

QString bindingName(const BuildReport &r)
{
    return r.binding() == BindingLimit::Speed ? QStringLiteral("speed") : QStringLiteral("memory");
}

class OneTruth : public ::testing::TestWithParam<int>
{
protected:
    void SetUp() override { ASSERT_TRUE(Language::apply(QStringLiteral("en"))); }
    const Variant variant = variants().at(GetParam());
    const Build build = variantBuild(variant);
    const AssessmentInputs inputs = test::inputs();
    const BuildReport report = assess(build, inputs);
    const QuantityFormat format{QLocale()};
};

TEST_P(OneTruth, TheVerdictCountsWhatItShould)
{
    SCOPED_TRACE(variant.name);
    const QString name = QString::fromLatin1(variant.name);
    if (name.contains(QStringLiteral("cannot run"))) {
        EXPECT_EQ(report.verdict.kind(), Verdict::Kind::CannotRun);
        EXPECT_EQ(report.served, 0);
    } else if (name.contains(QStringLiteral("cannot be evaluated"))) {
        EXPECT_EQ(report.verdict.kind(), Verdict::Kind::CannotEvaluate);
        EXPECT_FALSE(report.ok());
    } else if (name.contains(QStringLiteral("too slow"))) {
        EXPECT_EQ(report.verdict.kind(), Verdict::Kind::TooSlow);
        EXPECT_EQ(report.served, 0);
        EXPECT_GT(report.memoryLimit(), 0);
    } else {
        ASSERT_TRUE(report.ok()) << report.error().toStdString();
        EXPECT_EQ(report.served, std::min(report.memoryLimit(), report.speedLimit()));
        EXPECT_EQ(report.verdict.fits(), report.served > 0 && report.figures().feedOk);
    }
}

TEST_P(OneTruth, WindowHeadlineAndVerdict)
{
    SCOPED_TRACE(variant.name);
    MainWindow window(inputs);
    window.document()->reset(build);
    const BuildReport &shown = window.document()->report();
    EXPECT_EQ(shown.served, report.served);
    EXPECT_EQ(shown.verdict, report.verdict);
    HeadlineFigures *figures = window.headlineFigures();
    if (!report.ok()) {
        EXPECT_TRUE(figures->errorText().contains(report.error()))
            << figures->errorText().toStdString();
        return;
    }
    EXPECT_EQ(figures->conversationsText(), format.integer(report.served));
    EXPECT_EQ(figures->verdictText(), report.verdict.text());
    if (report.verdict.runs()) {
        EXPECT_TRUE(figures->speedDetail().contains(SpeedFormulas::bindingName(report.binding())))
            << figures->speedDetail().toStdString();
    }
}

TEST_P(OneTruth, SheetPageOne)
{
    SCOPED_TRACE(variant.name);
    if (!report.ok()) {
        EXPECT_THROW(ConfigurationSheet::pdf(report, QStringLiteral("x.pdf")), FormatError);
        return;
    }
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    ConfigurationSheet::write(report, pdf);
    const ProcessResult page1 =
        run(QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
             pdf, QStringLiteral("-")});
    ASSERT_EQ(page1.exitCode, 0);
    const QString text = squeezed(page1.out);
    EXPECT_TRUE(text.contains(squeezed(QStringLiteral("%1 (").arg(format.integer(report.served)))))
        << page1.out.toStdString();
    EXPECT_TRUE(text.contains(squeezed(report.verdict.text()))) << page1.out.toStdString();
}

TEST_P(OneTruth, ComparisonRows)
{
    SCOPED_TRACE(variant.name);
    const Build reference = BuildFile::read(test::exampleFile(kReference), Catalogue::builtIn().rules());
    const BuildComparison comparison({build, reference}, inputs);
    const ComparedBuild &first = comparison.builds().first();
    EXPECT_EQ(first.report.served, report.served);
    EXPECT_EQ(first.report.verdict, report.verdict);
    if (!report.ok())
        return; // the rows show no value for it
    EXPECT_EQ(comparison.row(QStringLiteral("servedConversations"))->texts[0],
              format.integer(report.served));
    EXPECT_EQ(comparison.row(QStringLiteral("verdict"))->texts[0], report.verdict.text());
    EXPECT_EQ(comparison.row(QStringLiteral("bindingLimit"))->texts[0],
              SpeedFormulas::bindingName(report.binding()));
}

TEST_P(OneTruth, EvaluateJson)
{
    SCOPED_TRACE(variant.name);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("build.json"));
    BuildFile::write(build, file, Catalogue::builtIn().rules());
    const ProcessResult r = run(QStringLiteral(LLMCONF_BINARY),
                                {QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    if (!report.ok()) {
        EXPECT_EQ(r.exitCode, 2) << r.out.toStdString();
        return;
    }
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(json.value(QStringLiteral("served")).toInt(-1), report.served);
    EXPECT_EQ(json.value(QStringLiteral("memoryLimit")).toInt(-1), report.memoryLimit());
    EXPECT_EQ(json.value(QStringLiteral("bindingLimit")).toString(), bindingName(report));
    EXPECT_EQ(json.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("kind")),
              report.verdict.name());
}

INSTANTIATE_TEST_SUITE_P(EachInput, OneTruth, ::testing::Range(0, int(variants().size())));

// The planner's rows are reports too: each states what an assessment of
// its build states, its spare is counted from the conversations served, and
// `plan --json` prints the same.
TEST(OneTruthPlanner, RowsAreTheBuildsOwnReports)
{
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    const AssessmentInputs inputs = test::inputs();
    PlanConstraints constraints;
    constraints.cards = {QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")};
    const PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 40, 32768, 20, 2048, 512};
    // Ranked as the command line ranks it by default (by price with a speed target).
    PlanRanking ranking;
    ranking.by = PlanRanking::defaultFor(target);
    const PlanResult result = BuildPlanner::plan(target, constraints, inputs, ranking);
    ASSERT_TRUE(result.ok()) << result.error.toStdString();
    ASSERT_FALSE(result.candidates.isEmpty());
    const ProcessResult cli =
        run(QStringLiteral(LLMCONF_BINARY),
            {QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("GLM-5.3-Flash"),
             QStringLiteral("--conversations"), QStringLiteral("40"), QStringLiteral("--cards"),
             QStringLiteral("rtx-pro-6000-se,h200-nvl"), QStringLiteral("--speed-target"),
             QStringLiteral("20"), QStringLiteral("--json")});
    ASSERT_EQ(cli.exitCode, 0) << cli.err.toStdString();
    const QJsonArray rows = QJsonDocument::fromJson(cli.out.toUtf8())
                                .object()
                                .value(QStringLiteral("results"))
                                .toArray();
    ASSERT_EQ(rows.size(), result.candidates.size());
    for (qsizetype i = 0; i < result.candidates.size(); ++i) {
        const PlanCandidate &c = result.candidates[i];
        SCOPED_TRACE(c.build.title.toStdString());
        const BuildReport alone = assess(c.build, inputs, BuildReport::Parts::WithoutCharts);
        EXPECT_EQ(c.report.served, alone.served);
        EXPECT_EQ(c.report.binding(), alone.binding());
        EXPECT_EQ(c.report.verdict, alone.verdict);
        EXPECT_EQ(c.spare, alone.served - target.conversations);
        const QJsonObject row = rows[i].toObject();
        EXPECT_EQ(row.value(QStringLiteral("served")).toInt(-1), alone.served);
        EXPECT_EQ(row.value(QStringLiteral("spare")).toInt(-1), c.spare);
        EXPECT_EQ(row.value(QStringLiteral("bindingLimit")).toString(), bindingName(alone));
        EXPECT_EQ(row.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("kind")),
                  alone.verdict.name());
    }
}

} // namespace
