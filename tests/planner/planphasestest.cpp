// SPDX-License-Identifier: MIT
// The phases of BuildPlanner::plan (planner/buildplanner_p.h) one by one:
// the search's rows in the order of size, their evaluation against the
// target, the cheapest per variant and the advice's merge; run in turn they
// give plan()'s result.
#include "buildassembler.h"
#include "buildplanner_p.h"
#include "catalogue.h"
#include "onedown.h"
#include "preparedcost.h"
#include "sizingengine.h"
#include "testinputs.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

PlanTarget target()
{
    return {QStringLiteral("GLM-5.3"), 100, 32768};
}

PlanConstraints constraints()
{
    PlanConstraints c = PlanConstraints::sourceTerms();
    c.cards = {QStringLiteral("h200-nvl")};
    c.cacheDtypes = {CacheDtype::Fp8};
    return c;
}

const ModelFamily &model()
{
    return *BuildPlanner::findModel(catalogue(), target().model);
}

struct Searched
{
    PlanResult result;
    QList<PlanRow> rows;
    int variants = 0;
};

Searched searched(const PlanRanking &ranking = PlanRanking())
{
    Searched s;
    EXPECT_TRUE(PlanPhases::search(target(), constraints(), model(), catalogue(),
                                   SoftwareCatalogue::builtIn(), QuantityFormat(), ranking,
                                   PlanObserver(), s.result, s.rows, s.variants));
    return s;
}

} // namespace

TEST(PlanPhases, SearchFindsRowsOfEachVariantSmallestFirst)
{
    const Searched s = searched();
    ASSERT_FALSE(s.rows.isEmpty());
    EXPECT_GE(s.variants, 1);
    for (qsizetype i = 1; i < s.rows.size(); ++i)
        EXPECT_LE(s.rows[i - 1].build.cardCount(), s.rows[i].build.cardCount());
    for (const PlanRow &row : s.rows) {
        EXPECT_LT(row.variant, s.variants);
        EXPECT_EQ(row.build.context, target().context);
        EXPECT_EQ(row.build.activeConversations, target().conversations);
    }
    EXPECT_GT(s.result.evaluations, 0);
}

TEST(PlanPhases, SearchStopsWhenCalledOff)
{
    PlanResult result;
    QList<PlanRow> rows;
    int variants = 0;
    PlanObserver observer;
    observer.cancelled = [] { return true; };
    EXPECT_FALSE(PlanPhases::search(target(), constraints(), model(), catalogue(),
                                    SoftwareCatalogue::builtIn(), QuantityFormat(), PlanRanking(),
                                    observer, result, rows, variants));
    EXPECT_TRUE(result.cancelled);
    EXPECT_TRUE(rows.isEmpty());
}

TEST(PlanPhases, EvaluateKeepsTheRowsThatHoldTheTarget)
{
    Searched s = searched();
    ASSERT_FALSE(s.rows.isEmpty());
    PlanRow none = s.rows.first();
    none.build.checkpoint = QStringLiteral("no-such-checkpoint"); // no build: left out
    s.rows.append(none);
    QList<PlanCandidate> evaluated;
    QList<int> variantOf;
    EXPECT_TRUE(PlanPhases::evaluate(s.rows, target(), model(), catalogue(), QuantityFormat(),
                                     PlanObserver(), s.result, evaluated, variantOf));
    ASSERT_EQ(evaluated.size(), variantOf.size());
    EXPECT_LT(evaluated.size(), s.rows.size());
    for (const PlanCandidate &c : evaluated) {
        EXPECT_GE(c.report.figures().conversations, target().conversations);
        EXPECT_FALSE(c.build.title.isEmpty());
    }
}

TEST(PlanPhases, CheapestKeepsEachVariantsCheapestPriced)
{
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Cost;
    Searched s = searched(ranking);
    QList<PlanCandidate> evaluated;
    QList<int> variantOf;
    ASSERT_TRUE(PlanPhases::evaluate(s.rows, target(), model(), catalogue(), QuantityFormat(),
                                     PlanObserver(), s.result, evaluated, variantOf));
    ASSERT_FALSE(evaluated.isEmpty());
    const QList<PlanCandidate> cheapest =
        PlanPhases::cheapest(evaluated, variantOf, s.variants, 1, test::inputs(catalogue()));
    // One per variant that found a row: at most one each.
    EXPECT_GE(cheapest.size(), 1);
    EXPECT_LE(cheapest.size(), s.variants);
    EXPECT_LE(cheapest.size(), evaluated.size());
    for (qsizetype i = 1; i < cheapest.size(); ++i) {
        if (cheapest[i].report.cost.costPerMillionOutputTokens) {
            ASSERT_TRUE(cheapest[i - 1].report.cost.costPerMillionOutputTokens);
            EXPECT_LE(*cheapest[i - 1].report.cost.costPerMillionOutputTokens,
                      *cheapest[i].report.cost.costPerMillionOutputTokens);
        }
    }
}

TEST(PlanPhases, InTurnTheyGivePlansResult)
{
    const PlanResult whole = BuildPlanner::plan(target(), constraints(), test::inputs(catalogue()));
    Searched s = searched();
    s.result.target = whole.target;
    QList<PlanCandidate> evaluated;
    QList<int> variantOf;
    ASSERT_TRUE(PlanPhases::evaluate(s.rows, target(), model(), catalogue(), QuantityFormat(),
                                     PlanObserver(), s.result, evaluated, variantOf));
    qsizetype seen = 0;
    PlanObserver observer;
    observer.found = [&](qsizetype, const PlanCandidate &) { ++seen; };
    EXPECT_TRUE(
        PlanPhases::advise(evaluated, target(), test::inputs(catalogue()), observer, s.result));
    ASSERT_EQ(s.result.candidates.size(), whole.candidates.size());
    EXPECT_GE(seen, s.result.candidates.size());
    for (qsizetype i = 0; i < whole.candidates.size(); ++i) {
        EXPECT_EQ(s.result.candidates[i].build, whole.candidates[i].build);
        EXPECT_EQ(s.result.candidates[i].equivalentCheckpoints,
                  whole.candidates[i].equivalentCheckpoints);
        // The advice phase makes each row's report: spare over the served.
        EXPECT_EQ(s.result.candidates[i].spare,
                  s.result.candidates[i].report.served - target().conversations);
        EXPECT_EQ(s.result.candidates[i].report.verdict, whole.candidates[i].report.verdict);
    }
    EXPECT_EQ(s.result.evaluations, whole.evaluations);
    EXPECT_EQ(s.result.excludedCount(), whole.excludedCount());
}

TEST(PlanPhases, CheapestAsFoundIsEvaluateThenCheapest)
{
    // Ranked by cost, plan() prices each row as it is evaluated and drops
    // it unless it is among its variant's cheapest so far (issue 31: keeping
    // every row was 159 MB at 64 servers): the same candidates, in the same
    // order, with the same costs as evaluating all and then cutting.
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Cost;
    PlanConstraints wide = constraints();
    wide.cacheDtypes = {CacheDtype::Bf16, CacheDtype::Fp8};
    for (const int keep : {1, 3}) {
        SCOPED_TRACE(keep);
        Searched s;
        ASSERT_TRUE(PlanPhases::search(target(), wide, model(), catalogue(),
                                       SoftwareCatalogue::builtIn(), QuantityFormat(), ranking,
                                       PlanObserver(), s.result, s.rows, s.variants));
        QList<PlanCandidate> evaluated;
        QList<int> variantOf;
        ASSERT_TRUE(PlanPhases::evaluate(s.rows, target(), model(), catalogue(), QuantityFormat(),
                                         PlanObserver(), s.result, evaluated, variantOf));
        const QList<PlanCandidate> expected =
            PlanPhases::cheapest(evaluated, variantOf, s.variants, keep, test::inputs(catalogue()));
        PlanResult asFound;
        QList<PlanCandidate> cheapest;
        ASSERT_TRUE(PlanPhases::evaluateCheapest(s.rows, target(), model(), s.variants, keep,
                                                 test::inputs(catalogue()), PlanObserver(), asFound,
                                                 cheapest));
        // (Estimated first, CheapestRows: on three rows the estimate's own
        // evaluations outnumber them; CostRankingGivesTheRowsOfPricingEveryRow
        // counts them on larger searches.)
        ASSERT_EQ(cheapest.size(), expected.size());
        for (qsizetype i = 0; i < cheapest.size(); ++i) {
            Build build = cheapest[i].build; // the title in the inputs' format
            build.title = expected[i].build.title;
            EXPECT_EQ(build, expected[i].build) << i;
            EXPECT_EQ(cheapest[i].report.cost.costPerMillionOutputTokens,
                      expected[i].report.cost.costPerMillionOutputTokens);
            EXPECT_EQ(cheapest[i].report.cost.priceTotal, expected[i].report.cost.priceTotal);
            EXPECT_EQ(cheapest[i].report.cost.parts.size(), expected[i].report.cost.parts.size());
        }
    }
}

namespace {

/// The ranked rows of `plan --rank cost` as before issue 31's prepared cost:
/// every row evaluated, priced through CostCalculator, each variant's `keep`
/// cheapest (PlanPhases::evaluate, then cheapest).
QList<PlanCandidate> everyRowPriced(const PlanTarget &t, const PlanConstraints &c,
                                    const Searched &s, const AssessmentInputs &inputs)
{
    PlanResult result;
    QList<PlanCandidate> evaluated;
    QList<int> variantOf;
    EXPECT_TRUE(PlanPhases::evaluate(s.rows, t, *BuildPlanner::findModel(catalogue(), t.model),
                                     catalogue(), inputs.format, PlanObserver(), result, evaluated,
                                     variantOf));
    return PlanPhases::cheapest(evaluated, variantOf, s.variants, std::max(1, c.layoutsPerVariant),
                                inputs);
}

/// The target with the rules' prompt and answer, as plan() fills them.
PlanTarget withRuleTokens(PlanTarget t)
{
    t.promptTokens = catalogue().rules().speed.defaultPromptTokens;
    t.answerTokens = catalogue().rules().speed.defaultAnswerTokens;
    return t;
}

/// The search ranked `by` (by cost without the bound: every row it finds).
Searched searchedBy(const PlanTarget &t, const PlanConstraints &c, const AssessmentInputs &inputs,
                    PlanRanking::By by)
{
    PlanRanking ranking;
    ranking.by = by;
    Searched s;
    EXPECT_TRUE(PlanPhases::search(t, c, *BuildPlanner::findModel(catalogue(), t.model),
                                   catalogue(), SoftwareCatalogue::builtIn(), inputs.format,
                                   ranking, PlanObserver(), s.result, s.rows, s.variants));
    return s;
}

} // namespace

TEST(PlanPhases, CostRankingGivesTheRowsOfPricingEveryRow)
{
    // Issue 31: ranked by cost, the rows are estimated (PreparedCost, one
    // speed estimate per layout shape) and only the cheapest evaluated. The
    // plan's ranked rows are those of pricing every row through
    // CostCalculator, on several targets, with and without a speed target.
    struct Case
    {
        PlanTarget target;
        QStringList cards;
        int maxServers;
    };
    const QList<Case> cases{
        {{QStringLiteral("GLM-5.3"), 100, 32768}, {}, 4},
        {{QStringLiteral("GLM-5.3"), 1000, 32768, 20.0}, {}, 8},
        {{QStringLiteral("GLM-5.3-Flash"), 20, 32768}, {}, 2},
        {{QStringLiteral("GLM-4.7-Flash"), 100, 131072, 30.0},
         {QStringLiteral("h200-nvl"), QStringLiteral("rtx-pro-6000-se")},
         16},
    };
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Cost;
    const AssessmentInputs inputs = test::inputs(catalogue());
    for (const Case &k : cases) {
        SCOPED_TRACE(k.target.model.toStdString() + " " + std::to_string(k.maxServers));
        PlanConstraints c;
        c.cards = k.cards;
        c.maxServers = k.maxServers;
        const PlanTarget t = withRuleTokens(k.target);
        const ModelFamily &m = *BuildPlanner::findModel(catalogue(), t.model);
        const Searched s = searchedBy(t, c, inputs, PlanRanking::By::Cost);
        const QList<PlanCandidate> before = everyRowPriced(t, c, s, inputs);
        PlanResult result;
        QList<PlanCandidate> after;
        ASSERT_TRUE(PlanPhases::evaluateCheapest(s.rows, t, m, s.variants,
                                                 std::max(1, c.layoutsPerVariant), inputs,
                                                 PlanObserver(), result, after));
        ASSERT_FALSE(before.isEmpty());
        // The estimate held: fewer evaluations than rows, not every row priced.
        EXPECT_LT(result.evaluations, s.rows.size());
        ASSERT_EQ(after.size(), before.size());
        for (qsizetype i = 0; i < after.size(); ++i) {
            EXPECT_EQ(after[i].build, before[i].build) << i;
            EXPECT_EQ(after[i].report.cost.costPerMillionOutputTokens,
                      before[i].report.cost.costPerMillionOutputTokens)
                << i;
            EXPECT_EQ(after[i].report.cost.costPerYear, before[i].report.cost.costPerYear) << i;
        }
        // And the whole plan ranks those rows.
        const PlanResult plan = BuildPlanner::plan(k.target, c, inputs, ranking);
        qsizetype shown = 0;
        qsizetype last = -1;
        for (const PlanCandidate &candidate : plan.candidates) {
            const auto same =
                std::find_if(before.begin(), before.end(),
                             [&](const PlanCandidate &b) { return b.build == candidate.build; });
            ASSERT_NE(same, before.end());
            EXPECT_GT(same - before.begin(), last); // in the same order
            last = same - before.begin();
            shown += candidate.checkpointCount();
        }
        EXPECT_LE(shown, before.size());
    }
}

TEST(PlanPhases, CostCutGivesTheRowsOfPricingEveryRow)
{
    // Issue 31: ranked by cost, the search itself leaves out shapes whose
    // least cost per year from their first arrangement on, over the most
    // tokens any later arrangement gives them, is above the variant's
    // keep-th cheapest estimate, and drops rows above it. The kept rows are
    // those of pricing every row of the search without the cut.
    struct Case
    {
        PlanTarget target;
        int maxServers;
        bool cuts; // a search large enough that the bound surely leaves something out
    };
    const QList<Case> cases{
        {{QStringLiteral("GLM-5.3"), 100, 32768}, 4, false},
        {{QStringLiteral("GLM-5.3"), 2000, 32768}, 16, true},
        {{QStringLiteral("GLM-5.3"), 2000, 32768, 20.0}, 16, true},
        {{QStringLiteral("GLM-4.7-Flash"), 1000, 131072}, 8, true},
    };
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Cost;
    const AssessmentInputs inputs = test::inputs(catalogue());
    const PreparedCost prices(catalogue(), inputs.prices,
                              Build::withDefaults(catalogue().rules()).cost, inputs.costDefaults,
                              inputs.software->dimmSizes,
                              inputs.costDefaults.currencyFor(inputs.format.locale()));
    for (const Case &k : cases) {
        SCOPED_TRACE(k.target.model.toStdString() + " " + std::to_string(k.target.conversations));
        PlanConstraints c;
        c.maxServers = k.maxServers;
        PlanTarget t = k.target;
        t.promptTokens = catalogue().rules().speed.defaultPromptTokens;
        t.answerTokens = catalogue().rules().speed.defaultAnswerTokens;
        const ModelFamily &m = *BuildPlanner::findModel(catalogue(), t.model);
        Searched every;
        ASSERT_TRUE(PlanPhases::search(t, c, m, catalogue(), SoftwareCatalogue::builtIn(),
                                       inputs.format, ranking, PlanObserver(), every.result,
                                       every.rows, every.variants));
        const QList<PlanCandidate> before = everyRowPriced(t, c, every, inputs);
        Searched cut;
        bool cutAny = false;
        ASSERT_TRUE(PlanPhases::search(t, c, m, catalogue(), SoftwareCatalogue::builtIn(),
                                       inputs.format, ranking, PlanObserver(), cut.result, cut.rows,
                                       cut.variants, &prices, &cutAny));
        if (k.cuts) {
            EXPECT_TRUE(cutAny);
            EXPECT_LT(cut.rows.size(), every.rows.size());
            EXPECT_LT(cut.result.evaluations, every.result.evaluations);
        }
        PlanResult result;
        QList<PlanCandidate> after;
        bool again = false;
        ASSERT_TRUE(PlanPhases::evaluateCheapest(cut.rows, t, m, cut.variants,
                                                 std::max(1, c.layoutsPerVariant), inputs,
                                                 PlanObserver(), result, after, &again));
        ASSERT_FALSE(again); // the estimates held: no second search
        ASSERT_EQ(after.size(), before.size());
        for (qsizetype i = 0; i < after.size(); ++i) {
            Build build = after[i].build;
            build.title = before[i].build.title;
            EXPECT_EQ(build, before[i].build) << i;
            EXPECT_EQ(after[i].report.cost.costPerMillionOutputTokens,
                      before[i].report.cost.costPerMillionOutputTokens)
                << i;
        }
    }
}

namespace {

Build flashOnRtx(int cards, int servers, const Layout &layout)
{
    BuildRequest request;
    request.card = QStringLiteral("rtx-pro-6000-se");
    request.cards = cards;
    request.servers = servers;
    request.checkpoint = QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4");
    request.layout = layout;
    Build b = BuildAssembler::assemble(request, catalogue());
    b.context = 32768;
    return b;
}

} // namespace

// Tolerate one server down (issue 29 item 3): a copy laid across both
// servers (TP8 over two servers of four) stops with either, so no build of
// it survives; one TP4 copy per server leaves one copy on one server, which
// holds exactly what that server's build holds on its own: a target of its
// conversations survives, one more does not.
TEST(PlanPhases, OneServerDownRefusesACopyAcrossServersKeepsACopyPerServer)
{
    int evaluations = 0;
    PlanTarget wanted{QStringLiteral("GLM-5.3-Flash"), 1, 32768};
    const Build spanning = flashOnRtx(8, 2, Layout{8, 1, false, 1, 1, 1});
    ASSERT_TRUE(SizingEngine::evaluate(spanning, catalogue()).ok());
    EXPECT_FALSE(PlanPhases::survivesOneDown(spanning, wanted, catalogue(), evaluations));
    EXPECT_EQ(evaluations, 0); // no copy left: nothing to evaluate

    const Build perServer = flashOnRtx(8, 2, Layout{4, 1, false, 1, 2, 1});
    // Server 2 out: server 1 with its one TP4 copy, written out by hand.
    Build left = perServer;
    left.servers.removeLast();
    left.layout.copies = 1;
    const Evaluation alone = SizingEngine::evaluate(left, catalogue());
    ASSERT_TRUE(alone.ok()) << alone.error.toStdString();
    const int perCopy = alone.figures.conversations;
    ASSERT_GT(perCopy, 0);
    // The whole build holds two copies' worth: twice one server's.
    EXPECT_EQ(SizingEngine::evaluate(perServer, catalogue()).figures.conversations, 2 * perCopy);
    wanted.conversations = perCopy;
    EXPECT_TRUE(PlanPhases::survivesOneDown(perServer, wanted, catalogue(), evaluations));
    EXPECT_EQ(evaluations, 1);
    wanted.conversations = perCopy + 1;
    EXPECT_FALSE(PlanPhases::survivesOneDown(perServer, wanted, catalogue(), evaluations));

    // One server alone has no server to fail over to, however many copies.
    wanted.conversations = 1;
    EXPECT_FALSE(PlanPhases::survivesOneDown(flashOnRtx(8, 1, Layout{4, 1, false, 1, 2, 1}), wanted,
                                             catalogue(), evaluations));
}

// The plan with the constraint: every row on two servers or more, and the
// build left with its worst server out still holds all the conversations; the
// plan without it starts with one server. The rows carry the one-down
// figures (they were needed); without the constraint they are left to the
// rows shown (issue 31).
TEST(PlanPhases, ToleratingOneServerDownListsOnlyBuildsThatSurviveIt)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("rtx-pro-6000-se")};
    const PlanTarget wanted{QStringLiteral("GLM-5.3-Flash"), 20, 32768};
    const PlanResult any = BuildPlanner::plan(wanted, c, test::inputs(catalogue()));
    ASSERT_FALSE(any.candidates.isEmpty());
    EXPECT_EQ(any.candidates.first().report.figures().servers, 1);
    for (const PlanCandidate &row : any.candidates)
        EXPECT_FALSE(row.report.oneDownAssessed);

    c.tolerateOneDown = true;
    const PlanResult tolerant = BuildPlanner::plan(wanted, c, test::inputs(catalogue()));
    ASSERT_TRUE(tolerant.ok()) << tolerant.error.toStdString();
    ASSERT_FALSE(tolerant.candidates.isEmpty());
    EXPECT_TRUE(tolerant.tolerateOneDown);
    // The fewest servers that can lose one: two (of four cards, not one of eight).
    EXPECT_EQ(tolerant.candidates.first().report.figures().servers, 2);
    for (const PlanCandidate &row : tolerant.candidates) {
        SCOPED_TRACE(row.build.title.toStdString());
        const OneDownFigures &down = row.report.oneDown;
        EXPECT_GE(row.report.figures().servers, 2);
        EXPECT_TRUE(row.report.oneDownAssessed);
        ASSERT_EQ(down.unit, OneDownFigures::Unit::Server);
        EXPECT_GE(down.copiesLeft, 1);
        // The build left, evaluated on its own, holds the target: all the
        // conversations in memory with the copies left.
        OneDownFigures f;
        const Evaluation e =
            SizingEngine::evaluate(OneDown::worst(row.build, f), *row.report.catalogue);
        EXPECT_EQ(f.server, down.server);
        EXPECT_TRUE(PlanPhases::holds(e, tolerant.target));
        EXPECT_GE(e.figures.conversationsPerCopy * down.copiesLeft, wanted.conversations);
    }
}

// Ranked by purchase price the search keeps each variant's smallest rows
// (a variant's price grows with its cards: the card's price times their
// number, plus one chassis, CPUs and memory per server); the first row is
// the cheapest of every row the search can find, each priced
// (PreparedCost, CostCalculator's purchase price to the bit), on several
// targets, with and without service-level targets.
TEST(PlanPhases, PriceRankingStartsWithTheCheapestOfEveryRow)
{
    const PriceList quote = PriceList::builtIn().overriddenBy(PriceList::read(
        QStringLiteral(LLMCONF_SOURCE_DIR "/tests/data/prices/quote-rtx-eur.json")));
    const AssessmentInputs inputs = test::inputs(catalogue(), quote);
    struct Case
    {
        PlanTarget target;
        int maxServers;
    };
    PlanTarget withTargets{QStringLiteral("GLM-5.3"), 200, 32768, 20.0};
    withTargets.ttftTarget = 1.0;
    const QList<Case> cases{{{QStringLiteral("GLM-5.3"), 100, 32768}, 4},
                            {withTargets, 8},
                            {{QStringLiteral("GLM-5.3-Flash"), 20, 32768, 10.0}, 2},
                            {{QStringLiteral("GLM-4.7-Flash"), 400, 131072}, 8}};
    PlanRanking byPrice;
    byPrice.by = PlanRanking::By::Price;
    const CostSettings settings = Build::withDefaults(catalogue().rules()).cost;
    const PreparedCost prices(catalogue(), inputs.prices, settings, inputs.costDefaults,
                              inputs.software->dimmSizes,
                              inputs.costDefaults.currencyFor(inputs.format.locale()));
    for (const Case &k : cases) {
        SCOPED_TRACE(k.target.model.toStdString() + " " + std::to_string(k.maxServers));
        PlanConstraints c;
        c.maxServers = k.maxServers;
        const PlanTarget t = withRuleTokens(k.target);
        const ModelFamily &m = *BuildPlanner::findModel(catalogue(), t.model);
        const Searched s = searchedBy(t, c, inputs, PlanRanking::By::Cost);
        PlanResult evaluatedResult;
        QList<PlanCandidate> evaluated;
        QList<int> variantOf;
        ASSERT_TRUE(PlanPhases::evaluate(s.rows, t, m, catalogue(), inputs.format, PlanObserver(),
                                         evaluatedResult, evaluated, variantOf));
        std::optional<double> cheapest;
        for (const PlanCandidate &row : evaluated)
            if (const auto price = prices.purchasePrice(row.build, row.report.figures()))
                cheapest = cheapest ? std::min(*cheapest, *price) : *price;
        const PlanResult plan = BuildPlanner::plan(t, c, inputs, byPrice);
        ASSERT_FALSE(plan.candidates.isEmpty());
        ASSERT_TRUE(cheapest.has_value());
        EXPECT_EQ(plan.candidates.first().report.cost.priceTotal, cheapest);
    }
}
