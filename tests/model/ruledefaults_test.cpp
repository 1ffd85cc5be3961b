// SPDX-License-Identifier: MIT
// The defaults of a build live in the catalogue's rules (rules.json) only:
// a catalogue with an edited rule gives new builds, build files that omit a
// value and the planner's candidates the new value, and the figures follow.
#include "buildassembler.h"
#include "buildfile.h"
#include "buildplanner.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "pricelist.h"
#include "sizingengine.h"
#include "testinputs.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// The built-in catalogue with every default of a build changed.
Catalogue editedCatalogue()
{
    Catalogue catalogue = Catalogue::builtIn();
    SizingRules rules = catalogue.rules();
    rules.defaultUtilization = 0.8;
    rules.defaultReserve = gibibytes(5.0);
    rules.referenceContext = 16384;
    rules.speed.defaultPromptTokens = 1000;
    rules.speed.defaultAnswerTokens = 300;
    rules.speed.defaultSpeedTarget = 35.0;
    rules.cost.years = 7;
    rules.cost.pue = 1.1;
    rules.cost.hoursPerDay = 12;
    rules.cost.load = 0.5;
    rules.cost.inputPerOutput = 2;
    catalogue.setRules(rules);
    return catalogue;
}

/// The reference build's file without its context, utilisation and reserve
/// (a file from a hand or another tool that leaves them to the rules).
QByteArray referenceWithoutDefaults()
{
    const Catalogue &builtIn = Catalogue::builtIn();
    QJsonObject o = QJsonDocument::fromJson(
                        BuildFile::toJson(BuildAssembler::reference(builtIn), builtIn.rules()))
                        .object();
    EXPECT_FALSE(o.contains(QStringLiteral("speed")));
    o.remove(QStringLiteral("context"));
    o.remove(QStringLiteral("utilization"));
    o.remove(QStringLiteral("reserveGiB"));
    return QJsonDocument(o).toJson();
}

void expectRuleDefaults(const Build &b, const SizingRules &rules)
{
    EXPECT_EQ(b.context, rules.referenceContext);
    EXPECT_EQ(b.utilization, rules.defaultUtilization);
    EXPECT_EQ(b.reserve, rules.defaultReserve);
    EXPECT_EQ(b.promptTokens, rules.speed.defaultPromptTokens);
    EXPECT_EQ(b.answerTokens, rules.speed.defaultAnswerTokens);
    EXPECT_EQ(b.speedTarget, rules.speed.defaultSpeedTarget);
    EXPECT_EQ(b.activeConversations, 0); // as many as fit: no rule
    EXPECT_EQ(b.cost, rules.cost);
}

} // namespace

TEST(RuleDefaults, ABuildHasNoNumbersOfItsOwn)
{
    const Build b;
    EXPECT_EQ(b.context, 0);
    EXPECT_EQ(b.utilization, 0.0);
    EXPECT_EQ(b.reserve, gibibytes(0.0));
    EXPECT_EQ(b.promptTokens, 0);
    EXPECT_EQ(b.answerTokens, 0);
    EXPECT_EQ(b.speedTarget, 0.0);
    EXPECT_EQ(b.cost.years, 0);
    EXPECT_EQ(b.cost.pue, 0.0);
    EXPECT_EQ(b.cost.hoursPerDay, 0.0);
    EXPECT_EQ(b.cost.load, 0.0);
    EXPECT_EQ(b.cost.inputPerOutput, 0.0);
    expectRuleDefaults(Build::withDefaults(Catalogue::builtIn().rules()),
                       Catalogue::builtIn().rules());
}

TEST(RuleDefaults, ANewBuildTakesTheEditedRule)
{
    const Catalogue edited = editedCatalogue();
    expectRuleDefaults(Build::withDefaults(edited.rules()), edited.rules());
    // The window's New build and --cards both assemble their build.
    expectRuleDefaults(BuildAssembler::reference(edited), edited.rules());
}

TEST(RuleDefaults, ABuildFileThatOmitsAValueReadsTheEditedRule)
{
    const QByteArray data = referenceWithoutDefaults();
    const Catalogue edited = editedCatalogue();
    expectRuleDefaults(BuildFile::fromJson(data, QStringLiteral("b.json"), edited.rules()),
                       edited.rules());
    // The same file under the built-in rules reads the built-in values.
    expectRuleDefaults(
        BuildFile::fromJson(data, QStringLiteral("b.json"), Catalogue::builtIn().rules()),
        Catalogue::builtIn().rules());
}

TEST(RuleDefaults, ACostObjectThatOmitsANumberReadsTheEditedRule)
{
    QJsonObject o = QJsonDocument::fromJson(referenceWithoutDefaults()).object();
    o.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("kwhPrice"), 0.3}});
    const Catalogue edited = editedCatalogue();
    const Build b =
        BuildFile::fromJson(QJsonDocument(o).toJson(), QStringLiteral("b.json"), edited.rules());
    CostSettings expected = edited.rules().cost;
    expected.kwhPrice = 0.3;
    EXPECT_EQ(b.cost, expected);
}

TEST(RuleDefaults, SpeedSettingsAreWrittenWhereTheyDifferFromTheRules)
{
    const Catalogue edited = editedCatalogue();
    const Build build = BuildAssembler::reference(edited);
    EXPECT_FALSE(BuildFile::toJson(build, edited.rules()).contains("\"speed\""));
    // Under other rules the values are the build's own and are kept.
    const QByteArray json = BuildFile::toJson(build, Catalogue::builtIn().rules());
    EXPECT_TRUE(json.contains("\"speed\""));
    const Build back =
        BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(back, build);
}

TEST(RuleDefaults, TheFiguresFollowTheEditedRule)
{
    const QByteArray data = referenceWithoutDefaults();
    const Catalogue &builtIn = Catalogue::builtIn();
    const Catalogue edited = editedCatalogue();
    const Evaluation before = SizingEngine::evaluate(
        BuildFile::fromJson(data, QStringLiteral("b.json"), builtIn.rules()), builtIn);
    const Evaluation after = SizingEngine::evaluate(
        BuildFile::fromJson(data, QStringLiteral("b.json"), edited.rules()), edited);
    ASSERT_TRUE(before.ok()) << before.error.toStdString();
    ASSERT_TRUE(after.ok()) << after.error.toStdString();
    const Figures &b = before.figures;
    const Figures &a = after.figures;
    // usable = utilization x memory - reserve
    EXPECT_EQ(a.usablePerCard, a.memoryPerCard * 0.8 - gibibytes(5.0));
    EXPECT_EQ(b.usablePerCard, b.memoryPerCard * 0.9 - gibibytes(3.0));
    EXPECT_LT(a.usablePerCard, b.usablePerCard);
    EXPECT_EQ(a.context, 16384);
    EXPECT_EQ(a.speed.promptTokens, 1000);
    EXPECT_EQ(a.speed.answerTokens, 300);
    EXPECT_EQ(a.speed.speedTarget, 35.0);
    EXPECT_EQ(b.speed.speedTarget, 20.0);
    // A faster target serves fewer conversations at it.
    EXPECT_NE(a.speed.conversationsAtSpeedTarget, b.speed.conversationsAtSpeedTarget);
}

TEST(RuleDefaults, TheCostFollowsTheEditedRule)
{
    const QByteArray data = referenceWithoutDefaults();
    const Catalogue &builtIn = Catalogue::builtIn();
    const Catalogue edited = editedCatalogue();
    const Build before = BuildFile::fromJson(data, QStringLiteral("b.json"), builtIn.rules());
    const Build after = BuildFile::fromJson(data, QStringLiteral("b.json"), edited.rules());
    const Evaluation e = SizingEngine::evaluate(before, builtIn);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    // The same figures, priced under each rule's cost settings.
    const SoftwareCatalogue &software = SoftwareCatalogue::builtIn();
    const CostFigures b = CostCalculator::evaluate(
        {before, e.figures, builtIn, PriceList::builtIn(), before.cost, CostDefaults::builtIn(),
         software.dimmSizes, e.figures.speed.outputTokensPerSecond});
    const CostFigures a = CostCalculator::evaluate(
        {after, e.figures, edited, PriceList::builtIn(), after.cost, CostDefaults::builtIn(),
         software.dimmSizes, e.figures.speed.outputTokensPerSecond});
    EXPECT_EQ(a.settings.years, 7);
    EXPECT_EQ(a.settings.pue, 1.1);
    ASSERT_GT(b.energyKWhPerYear, 0);
    const CostSettings &d = builtIn.rules().cost;
    EXPECT_NEAR(a.energyKWhPerYear / b.energyKWhPerYear,
                (12 * 0.5 * 1.1) / (d.hoursPerDay * d.load * d.pue), 1e-9);
}

TEST(RuleDefaults, ThePlannerTakesTheEditedRule)
{
    const Catalogue edited = editedCatalogue();
    PlanConstraints c;
    c.cards = {QStringLiteral("rtx-pro-6000-se")};
    c.maxServers = 1;
    const PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 4, 8192};
    const PlanResult r = BuildPlanner::plan(target, c, test::inputs(edited));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    EXPECT_EQ(r.target.promptTokens, 1000);
    EXPECT_EQ(r.target.answerTokens, 300);
    ASSERT_FALSE(r.candidates.isEmpty());
    for (const PlanCandidate &candidate : r.candidates) {
        EXPECT_EQ(candidate.build.utilization, 0.8);
        EXPECT_EQ(candidate.build.reserve, gibibytes(5.0));
        EXPECT_EQ(candidate.build.promptTokens, 1000);
        EXPECT_EQ(candidate.build.answerTokens, 300);
        // The plan asks no speed target, so its rows ask none (0): the
        // edited default is a new build's, not a plan's.
        EXPECT_EQ(candidate.build.speedTarget, 0.0);
    }
}
