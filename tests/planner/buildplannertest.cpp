// SPDX-License-Identifier: MIT
// The planner against the sources' own statements (seed 001, "GPUs for 1, 20
// and 100 users"), held to the sources' terms; then released from them; every
// build it returns against its target; what it leaves out; bad input.
#include "buildplanner.h"
#include "buildspeed.h"
#include "card.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "checkpoint.h"
#include "costcalculator.h"
#include "costline.h"
#include "disaggregatedspeed.h"
#include "layoutvalidity.h"
#include "planjson.h"
#include "quantityformat.h"
#include "sizingengine.h"
#include "speedestimate.h"
#include "splitcomparison.h"
#include "targetmargin.h"
#include "testinputs.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <climits>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

PlanResult planUnderSourceTerms(const char *model, int conversations, const char *card,
                                CacheDtype dtype)
{
    PlanConstraints c = PlanConstraints::sourceTerms();
    c.cards = {QString::fromLatin1(card)};
    c.cacheDtypes = {dtype};
    const PlanResult r = BuildPlanner::plan({QString::fromLatin1(model), conversations, 32768}, c,
                                            test::inputs(catalogue()));
    EXPECT_TRUE(r.ok()) << r.error.toStdString();
    return r;
}

/// The best row of one checkpoint; nullptr when the search found none.
const PlanCandidate *bestOf(const PlanResult &r, const char *checkpoint)
{
    for (const PlanCandidate &c : r.candidates)
        if (c.build.checkpoint == QLatin1String(checkpoint))
            return &c;
    return nullptr;
}

int perServer(const PlanCandidate &c)
{
    return c.report.figures().cards / c.report.figures().servers;
}

} // namespace

// "A hundred users at 32K therefore need about three servers in the two-stage layout."
TEST(BuildPlannerSourceTerms, Glm53Fp8HundredUsersOnH200NeedsThreeServersInTwoStages)
{
    const PlanResult r = planUnderSourceTerms("GLM-5.3", 100, "h200-nvl", CacheDtype::Fp8);
    ASSERT_FALSE(r.candidates.isEmpty());
    const PlanCandidate &best = r.candidates.first();
    EXPECT_EQ(best.build.checkpoint, QStringLiteral("zai-org/GLM-5.3-FP8"));
    EXPECT_EQ(best.report.figures().servers, 3);
    EXPECT_EQ(perServer(best), 8);
    EXPECT_EQ(best.build.layout.tp, 4);
    EXPECT_EQ(best.build.layout.pp, 2);
    EXPECT_EQ(best.build.layout.copies, 3);
    EXPECT_GE(best.report.figures().conversations, 100);
    // One such server alone holds 37 (reference figure 26): two fall short.
    EXPECT_EQ(best.report.figures().conversationsPerCopy, 37);
}

// "On four RTX PRO 6000 ... about nine conversations of 32K, so 20 users need
// eight cards in two stages."
TEST(BuildPlannerSourceTerms, Glm53FlashFp8TwentyUsersOnRtxNeedsEightCards)
{
    const PlanResult r =
        planUnderSourceTerms("GLM-5.3-Flash", 20, "rtx-pro-6000-se", CacheDtype::Bf16);
    const PlanCandidate *best = bestOf(r, "zai-org/GLM-5.3-Flash");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(best->report.figures().cards, 8);
    EXPECT_EQ(best->report.figures().servers, 1);
    EXPECT_EQ(best->build.layout.tp, 4);
    EXPECT_EQ(best->build.layout.pp, 2);
}

// "Four H200 NVL hold them with 13 conversations of 32K, and 20 users need eight."
TEST(BuildPlannerSourceTerms, Glm47Fp8TwentyUsersOnH200NeedsEightCards)
{
    const PlanResult r = planUnderSourceTerms("GLM-4.7", 20, "h200-nvl", CacheDtype::Bf16);
    const PlanCandidate *best = bestOf(r, "zai-org/GLM-4.7-FP8");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(best->report.figures().cards, 8);
}

// "For 100 users, one copy per card on eight RTX PRO 6000 or four H200 NVL."
TEST(BuildPlannerSourceTerms, Glm47FlashHundredUsersOneCopyPerCard)
{
    for (const auto &[card, cards] : {std::pair{"rtx-pro-6000-se", 8}, std::pair{"h200-nvl", 4}}) {
        SCOPED_TRACE(card);
        const PlanResult r = planUnderSourceTerms("GLM-4.7-Flash", 100, card, CacheDtype::Bf16);
        ASSERT_FALSE(r.candidates.isEmpty());
        const PlanCandidate &best = r.candidates.first();
        EXPECT_EQ(best.report.figures().cards, cards);
        EXPECT_EQ(best.report.figures().servers, 1);
        EXPECT_EQ(best.build.layout.tp, 1);
        EXPECT_EQ(best.build.layout.pp, 1);
        EXPECT_EQ(best.build.layout.copies, cards);
    }
}

// Released from the sources' terms the search finds fewer cards, with pipeline
// stages or DCP, and says what goes with them.
TEST(BuildPlannerReleased, FindsBetterThanTheSourceWithItsAdvice)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("h200-nvl")};
    c.cacheDtypes = {CacheDtype::Fp8};
    const PlanResult r =
        BuildPlanner::plan({QStringLiteral("GLM-5.3"), 100, 32768}, c, test::inputs(catalogue()));
    ASSERT_TRUE(r.ok());
    const PlanCandidate *best = bestOf(r, "zai-org/GLM-5.3-FP8");
    ASSERT_NE(best, nullptr);
    EXPECT_LT(best->report.figures().cards, 24);
    EXPECT_TRUE(best->build.layout.pp > 2 || best->build.layout.dcp > 1);
    for (const PlanCandidate &candidate : r.candidates)
        EXPECT_FALSE(candidate.report.advice.isEmpty()) << candidate.build.title.toStdString();
}

// The BF16 checkpoint (1.51 TB) needs more than one server of eight H200 NVL:
// pipeline stages cross servers, TP stays inside one.
TEST(BuildPlannerReleased, PipelineStagesCrossServersTensorParallelDoesNot)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("h200-nvl")};
    const PlanResult r =
        BuildPlanner::plan({QStringLiteral("GLM-5.3"), 10, 32768}, c, test::inputs(catalogue()));
    const PlanCandidate *bf16 = bestOf(r, "zai-org/GLM-5.3");
    ASSERT_NE(bf16, nullptr);
    EXPECT_GE(bf16->report.figures().servers, 2);
    EXPECT_GT(bf16->build.layout.cardsPerCopy(), perServer(*bf16));
    EXPECT_LE(bf16->build.layout.tp, perServer(*bf16));
}

// No build the search returns falls short of its target when evaluated on its
// own; TP stays inside one server; the list is ranked.
TEST(BuildPlanner, EveryResultReachesItsTargetOnItsOwn)
{
    const QList<std::pair<int, int>> targets{{1, 8192}, {20, 32768}, {100, 32768}, {3, 131072}};
    for (const ModelFamily &model : catalogue().models())
        for (const auto &[conversations, context] : targets)
            for (const bool source : {false, true}) {
                if (context > model.maxContext)
                    continue;
                SCOPED_TRACE(model.id.toStdString() + " " + std::to_string(conversations) + " x " +
                             std::to_string(context) + (source ? " source" : ""));
                const PlanConstraints c =
                    source ? PlanConstraints::sourceTerms() : PlanConstraints();
                const PlanResult r = BuildPlanner::plan({model.id, conversations, context}, c,
                                                        test::inputs(catalogue()));
                ASSERT_TRUE(r.ok()) << r.error.toStdString();
                EXPECT_FALSE(r.candidates.isEmpty());
                for (qsizetype i = 0; i < r.candidates.size(); ++i) {
                    const PlanCandidate &candidate = r.candidates[i];
                    const Evaluation alone = SizingEngine::evaluate(candidate.build, catalogue());
                    ASSERT_TRUE(alone.ok()) << alone.error.toStdString();
                    EXPECT_GE(alone.figures.conversations, conversations);
                    // Spare is counted from the conversations the row's
                    // build serves; no speed target asked, memory's.
                    EXPECT_EQ(candidate.build.speedTarget, 0.0);
                    EXPECT_EQ(alone.figures.speed.servedConversations, alone.figures.conversations);
                    EXPECT_EQ(alone.figures.speed.servedConversations - conversations,
                              candidate.spare);
                    EXPECT_EQ(alone.figures.context, context);
                    const int k = perServer(candidate);
                    EXPECT_EQ(k % candidate.build.layout.tp, 0);
                    if (source) {
                        EXPECT_EQ(k % candidate.build.layout.cardsPerCopy(), 0);
                        EXPECT_EQ(candidate.build.layout.dcp, 1);
                    }
                    for (const AdviceItem &item : candidate.report.advice)
                        EXPECT_NE(item.severity, AdviceSeverity::Blocker);
                    if (i > 0) {
                        const Figures &a = r.candidates[i - 1].report.figures(),
                                      &b = candidate.report.figures();
                        EXPECT_LE(std::make_tuple(a.cards, a.servers, inWatts(a.wallPower)),
                                  std::make_tuple(b.cards, b.servers, inWatts(b.wallPower)));
                    }
                }
            }
}

// NVFP4 needs FP4 arithmetic: on the H200 NVL every build of the NVFP4
// checkpoints is left out (not searched, so not counted), on Blackwell none is.
TEST(BuildPlanner, Nvfp4OnH200IsLeftOutAndCounted)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("h200-nvl")};
    const PlanResult r =
        BuildPlanner::plan({QStringLiteral("GLM-5.3"), 100, 32768}, c, test::inputs(catalogue()));
    ASSERT_TRUE(r.ok());
    QStringList excludedCheckpoints;
    for (const PlanExclusion &e : r.excluded) {
        EXPECT_EQ(e.code, QStringLiteral("weights-need-arithmetic"));
        EXPECT_EQ(e.card, QStringLiteral("h200-nvl"));
        EXPECT_EQ(catalogue().checkpoint(e.checkpoint)->format, WeightFormat::Nvfp4);
        EXPECT_TRUE(e.everyBuild);
        EXPECT_EQ(e.count, 0);
        EXPECT_TRUE(e.reason.contains(QStringLiteral("FP4"))) << e.reason.toStdString();
        excludedCheckpoints.append(e.checkpoint);
    }
    excludedCheckpoints.sort();
    EXPECT_EQ(excludedCheckpoints, (QStringList{QStringLiteral("Inferact/GLM-5.3-NVFP4"),
                                                QStringLiteral("nvidia/GLM-5.3-NVFP4")}));
    for (const PlanCandidate &candidate : r.candidates)
        EXPECT_NE(candidate.report.figures().checkpoint->format, WeightFormat::Nvfp4);

    c.cards = {QStringLiteral("rtx-pro-6000-se")};
    const PlanResult blackwell =
        BuildPlanner::plan({QStringLiteral("GLM-5.3"), 100, 32768}, c, test::inputs(catalogue()));
    EXPECT_TRUE(blackwell.excluded.isEmpty());
    EXPECT_NE(bestOf(blackwell, "nvidia/GLM-5.3-NVFP4"), nullptr);
}

TEST(BuildPlanner, TheConstraintsHold)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("rtx-pro-6000-se")};
    c.serverSizes = {4};
    c.maxServers = 3;
    c.feed = QStringLiteral("400V32A3P");
    const PlanResult r = BuildPlanner::plan({QStringLiteral("GLM-5.3-Flash"), 100, 32768}, c,
                                            test::inputs(catalogue()));
    ASSERT_FALSE(r.candidates.isEmpty());
    for (const PlanCandidate &candidate : r.candidates) {
        EXPECT_EQ(candidate.report.figures().card->id, QStringLiteral("rtx-pro-6000-se"));
        EXPECT_LE(candidate.report.figures().servers, 3);
        EXPECT_LE(perServer(candidate), 4);
        for (const Server &s : candidate.build.servers) {
            EXPECT_EQ(s.slotCards.size(), 4);
            EXPECT_EQ(s.feed, QStringLiteral("400V32A3P"));
        }
    }
}

TEST(BuildPlanner, BadInputIsNamed)
{
    const PlanConstraints c;
    PlanResult r =
        BuildPlanner::plan({QStringLiteral("GLM-9"), 10, 32768}, c, test::inputs(catalogue()));
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.error.contains(QStringLiteral("\"GLM-9\""))) << r.error.toStdString();
    EXPECT_TRUE(r.error.contains(QStringLiteral("GLM-5.3"))) << r.error.toStdString();

    for (int conversations : {0, -5}) {
        r = BuildPlanner::plan({QStringLiteral("GLM-5.3"), conversations, 32768}, c,
                               test::inputs(catalogue()));
        EXPECT_FALSE(r.ok());
        EXPECT_TRUE(r.error.contains(QString::number(conversations))) << r.error.toStdString();
        EXPECT_TRUE(r.candidates.isEmpty());
    }

    const int max = catalogue().model(QStringLiteral("GLM-4.7"))->maxContext;
    r = BuildPlanner::plan({QStringLiteral("GLM-4.7"), 10, max + 1}, c, test::inputs(catalogue()));
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.error.contains(QString::number(max))) << r.error.toStdString();
    EXPECT_TRUE(r.error.contains(QStringLiteral("GLM-4.7"))) << r.error.toStdString();
    EXPECT_TRUE(
        BuildPlanner::plan({QStringLiteral("GLM-4.7"), 10, max}, c, test::inputs(catalogue()))
            .ok());

    PlanConstraints unknownCard;
    unknownCard.cards = {QStringLiteral("h100")};
    r = BuildPlanner::plan({QStringLiteral("GLM-4.7"), 10, 32768}, unknownCard,
                           test::inputs(catalogue()));
    EXPECT_TRUE(r.error.contains(QStringLiteral("\"h100\""))) << r.error.toStdString();
}

TEST(BuildPlanner, ModelByIdOrNameIgnoringCase)
{
    const PlanResult r = BuildPlanner::plan({QStringLiteral("glm-4.7-flash"), 5, 32768}, {},
                                            test::inputs(catalogue()));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.target.model, QStringLiteral("GLM-4.7-Flash"));
}

TEST(BuildPlanner, AnUnknownModelAmongThousandsIsOneShortLine)
{
    // With 20,000 imports the message named every one (200 KB on one line).
    Catalogue many = catalogue();
    const ModelFamily base = *many.model(QStringLiteral("GLM-4.7"));
    for (int i = 0; i < 2000; ++i) {
        ModelFamily m = base;
        m.id = QStringLiteral("imported/model-%1").arg(i);
        m.name = m.id;
        many.addModel(m);
    }
    const PlanResult r =
        BuildPlanner::plan({QStringLiteral("GLM-9"), 10, 32768}, {}, test::inputs(many));
    EXPECT_FALSE(r.ok());
    EXPECT_LT(r.error.size(), 400) << r.error.toStdString();
    EXPECT_TRUE(r.error.contains(QStringLiteral("\"GLM-9\""))) << r.error.toStdString();
    EXPECT_TRUE(r.error.contains(QString::number(many.models().size()))) << r.error.toStdString();
    // A few similar names still help.
    EXPECT_TRUE(r.error.contains(QStringLiteral("GLM-4.7"))) << r.error.toStdString();
}

// The planner offers only layouts vLLM starts: TP divides the heads (no TP 3,
// 5 or 7 for GLM-5.3's 64 heads), and every result passes LayoutValidity.
TEST(BuildPlanner, EveryResultIsALayoutVllmStarts)
{
    for (const ModelFamily &model : catalogue().models()) {
        SCOPED_TRACE(model.id.toStdString());
        const PlanResult r =
            BuildPlanner::plan({model.id, 20, 32768}, PlanConstraints(), test::inputs(catalogue()));
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        for (const PlanCandidate &c : r.candidates) {
            EXPECT_EQ(LayoutValidity::whyRefused(c.build.layout, model,
                                                 catalogue().checkpoint(c.build.checkpoint)),
                      QString());
            if (model.shape.numAttentionHeads > 0) {
                EXPECT_EQ(model.shape.numAttentionHeads % c.build.layout.tp, 0);
            }
        }
    }
}

// nvidia/GLM-5.3-NVFP4 (464.1 GB) and Inferact/GLM-5.3-NVFP4 (465 GB) are
// the same format and within 1 % in size: a build that differs only by them
// is one result naming two checkpoints.
TEST(BuildPlanner, EquivalentCheckpointsAreOneResult)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("b200")};
    const PlanResult r =
        BuildPlanner::plan({QStringLiteral("GLM-5.3"), 20, 32768}, c, test::inputs(catalogue()));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    bool merged = false;
    for (const PlanCandidate &a : r.candidates) {
        for (const QString &other : a.equivalentCheckpoints) {
            const Checkpoint *x = catalogue().checkpoint(a.build.checkpoint);
            const Checkpoint *y = catalogue().checkpoint(other);
            ASSERT_TRUE(x && y);
            EXPECT_EQ(x->format, y->format);
            EXPECT_LE(std::abs(inBytes(x->size) - inBytes(y->size)),
                      0.01 * std::max(inBytes(x->size), inBytes(y->size)));
            merged = true;
        }
        EXPECT_EQ(a.checkpointCount(), 1 + a.equivalentCheckpoints.size());
        for (const PlanCandidate &b : r.candidates) {
            if (&a == &b)
                continue;
            Build other = b.build;
            other.checkpoint = a.build.checkpoint;
            other.title = a.build.title;
            const Checkpoint *x = catalogue().checkpoint(a.build.checkpoint);
            const Checkpoint *y = catalogue().checkpoint(b.build.checkpoint);
            // No two results left that differ only by an equivalent checkpoint.
            if (other == a.build && x != y && x->format == y->format) {
                EXPECT_GT(std::abs(inBytes(x->size) - inBytes(y->size)),
                          0.01 * std::max(inBytes(x->size), inBytes(y->size)));
            }
        }
    }
    EXPECT_TRUE(merged);
}

namespace {

/// Decode tokens per second per conversation of a build with `active`
/// conversations spread over its copies, from the speed estimate's terms.
double speedAt(const Build &build, int active)
{
    const Evaluation e = SizingEngine::evaluate(build, catalogue());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    const double meanContext = build.promptTokens + build.answerTokens / 2.0;
    const SpeedEstimate estimate(
        BuildSpeed::inputsOf(build, e.figures, meanContext, catalogue().rules().speed),
        catalogue().rules().speed);
    const int copies = build.layout.copies;
    const int perCopy = (active + copies - 1) / copies;
    return estimate.decode(perCopy, meanContext).tokensPerSecond();
}

// Every result of GLM-5.3-Flash for 20 RTX PRO 6000 SE / H200 NVL conversations.
PlanResult flashFor20(double speedTarget, PlanRanking ranking = PlanRanking(),
                      const PriceList &prices = PriceList::builtIn())
{
    PlanConstraints c;
    c.cards = {QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")};
    PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 20, 32768, speedTarget, 1024, 256};
    const PlanResult r = BuildPlanner::plan(target, c, test::inputs(catalogue(), prices), ranking);
    EXPECT_TRUE(r.ok()) << r.error.toStdString();
    return r;
}

/// A quote for the RTX PRO 6000 servers (the H200 NVL has no price in it).
PriceList quotedPrices()
{
    return PriceList::read(
        QStringLiteral(LLMCONF_SOURCE_DIR "/tests/data/prices/quote-rtx-eur.json"));
}

} // namespace

// --speed-target: each result gives every one of the target's conversations
// at least the target while all of them decode (the decode step at
// ceil(20 / copies) conversations per copy), and every result of the search
// without a target that is as fast is still there.
TEST(BuildPlannerSpeed, OnlyBuildsWhoseEveryConversationGetsTheTarget)
{
    const PlanResult any = flashFor20(0);
    ASSERT_GT(any.candidates.size(), 4);
    QList<double> speeds;
    for (const PlanCandidate &c : any.candidates) {
        EXPECT_EQ(c.build.activeConversations, 20);
        EXPECT_EQ(c.build.promptTokens, 1024);
        EXPECT_EQ(c.build.answerTokens, 256);
        const double speed = speedAt(c.build, 20);
        EXPECT_DOUBLE_EQ(c.report.figures().speed.decodeTokensPerSecondPerConversation, speed);
        speeds.append(speed);
    }
    std::sort(speeds.begin(), speeds.end());
    const double target = speeds[speeds.size() / 2]; // the median: some rows go
    const PlanResult fast = flashFor20(target);
    ASSERT_FALSE(fast.candidates.isEmpty());
    EXPECT_DOUBLE_EQ(fast.target.speedTarget, target);
    for (const PlanCandidate &c : fast.candidates) {
        EXPECT_GE(speedAt(c.build, 20), target) << c.build.title.toStdString();
        EXPECT_DOUBLE_EQ(c.build.speedTarget, target);
        EXPECT_GE(c.report.figures().conversations, 20);
    }
    for (const PlanCandidate &c : any.candidates) {
        if (c.report.figures().speed.decodeTokensPerSecondPerConversation < target)
            continue;
        const bool kept = std::any_of(
            fast.candidates.begin(), fast.candidates.end(), [&](const PlanCandidate &f) {
                return f.build.layout == c.build.layout && f.build.servers == c.build.servers &&
                       f.build.cacheDtype == c.build.cacheDtype;
            });
        EXPECT_TRUE(kept) << c.build.title.toStdString();
    }
    // Faster than any build can go: nothing, said as such.
    EXPECT_TRUE(flashFor20(speeds.last() * 100).candidates.isEmpty());
}

TEST(BuildPlannerSpeed, BadSpeedSettingsAreRefused)
{
    PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 20, 32768, -1};
    EXPECT_FALSE(BuildPlanner::plan(target, {}, test::inputs(catalogue())).ok());
    target.speedTarget = 20;
    target.promptTokens = 0;
    EXPECT_FALSE(BuildPlanner::plan(target, {}, test::inputs(catalogue())).ok());
}

// Rank by cost: with prices for the RTX PRO 6000 SE builds only, those come
// first, cheapest per million output tokens first; each figure is (price /
// years + kWh x price) / (output tokens per year / 1e6) at the 20
// conversations' throughput; the H200 NVL builds follow and name the part
// without a price.
TEST(BuildPlannerCost, RanksByCostPerMillionTokensUnpricedLast)
{
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Cost;
    ranking.cost = catalogue().rules().cost;
    ranking.cost->years = 4;
    ranking.cost->kwhPrice = 0.2;
    ranking.cost->hoursPerDay = 10;
    ranking.cost->load = 0.5;
    const PlanResult r = flashFor20(0, ranking, quotedPrices());
    EXPECT_EQ(r.rankedBy, PlanRanking::By::Cost);
    bool unpricedSeen = false;
    double previous = 0;
    int priced = 0;
    for (const PlanCandidate &c : r.candidates) {
        EXPECT_EQ(c.build.cost, *ranking.cost);
        const bool rtx = c.report.figures().card->id == QLatin1String("rtx-pro-6000-se");
        const CostFigures &cost = c.report.cost;
        if (!rtx) {
            unpricedSeen = true;
            EXPECT_FALSE(cost.costPerMillionOutputTokens.has_value());
            EXPECT_TRUE(cost.missingPrices.contains(QStringLiteral("h200-nvl")));
            continue;
        }
        ASSERT_TRUE(cost.costPerMillionOutputTokens.has_value()) << c.build.title.toStdString();
        EXPECT_FALSE(unpricedSeen) << "a priced build after an unpriced one";
        double total = 0;
        for (const CostLine &line : cost.parts)
            total += *line.unitPrice * line.quantity;
        const double kwh = inKilowatts(c.report.figures().wallPower) * 0.5 * 10 * 365 * 1.3;
        const double tokensPerYear = 20 *
                                     c.report.figures().speed.decodeTokensPerSecondPerConversation *
                                     0.5 * 10 * 3600 * 365;
        const double expected = (total / 4 + kwh * 0.2) / (tokensPerYear / 1e6);
        EXPECT_NEAR(*cost.costPerMillionOutputTokens, expected, 1e-9 * expected);
        EXPECT_GE(*cost.costPerMillionOutputTokens, previous);
        previous = *cost.costPerMillionOutputTokens;
        ++priced;
    }
    EXPECT_GT(priced, 1);
    EXPECT_TRUE(unpricedSeen);
}

// Ranked by cost, the search prices every build it finds, not only the rows
// the size ranking keeps (each variant's three smallest): for GLM-5.3 on
// RTX PRO 6000 servers the cheapest build per million output tokens costs no
// more than any size-ranked row, and for some targets it is a layout the
// size ranking leaves out. Several targets, so that a change of the speed or
// cost model moves the case rather than the point of the test.
TEST(BuildPlannerCost, TheCheapestPerTokenIsFoundWhereTheSizeRankingLeavesItOut)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("rtx-pro-6000-se")};
    PlanRanking bySize;
    const AssessmentInputs quoted = test::inputs(catalogue(), quotedPrices());
    PlanRanking byCost = bySize;
    byCost.by = PlanRanking::By::Cost;
    int leftOutBySize = 0;
    for (const int conversations : {20, 50, 100, 200, 400}) {
        const PlanTarget target{QStringLiteral("GLM-5.3"), conversations, 32768};
        SCOPED_TRACE(conversations);
        const PlanResult sized = BuildPlanner::plan(target, c, quoted, bySize);
        const PlanResult costed = BuildPlanner::plan(target, c, quoted, byCost);
        ASSERT_FALSE(sized.candidates.isEmpty());
        ASSERT_FALSE(costed.candidates.isEmpty());
        const PlanCandidate &cheapest = costed.candidates.first();
        ASSERT_TRUE(cheapest.report.cost.costPerMillionOutputTokens.has_value());
        const double cheapestCost = *cheapest.report.cost.costPerMillionOutputTokens;
        // The planner prices a build as the cost panel does.
        EXPECT_DOUBLE_EQ(*assess(cheapest.build, quoted).cost.costPerMillionOutputTokens,
                         cheapestCost);
        bool shownBySize = false;
        for (const PlanCandidate &row : sized.candidates) {
            shownBySize = shownBySize || row.build == cheapest.build;
            const CostFigures cost = assess(row.build, quoted).cost;
            ASSERT_TRUE(cost.costPerMillionOutputTokens.has_value());
            EXPECT_GE(*cost.costPerMillionOutputTokens, cheapestCost)
                << row.build.title.toStdString();
        }
        leftOutBySize += shownBySize ? 0 : 1;
        // It reaches the target as every result does.
        EXPECT_GE(cheapest.report.figures().conversations, conversations);
    }
    EXPECT_GE(leftOutBySize, 1);
}

// The planner offers only chassis that take the card (ChassisFit): B200 on
// full 8-GPU boards, H100 SXM on 4- or 8-GPU boards, workstation cards in
// the tower.
TEST(BuildPlanner, OffersOnlyChassisThatTakeTheCard)
{
    PlanConstraints c;
    c.cards = {QStringLiteral("b200"), QStringLiteral("h100-sxm"), QStringLiteral("rtx-5090")};
    const PlanResult r = BuildPlanner::plan({QStringLiteral("GLM-4.7-Flash"), 20, 32768}, c,
                                            test::inputs(catalogue()));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    ASSERT_FALSE(r.candidates.isEmpty());
    for (const PlanCandidate &candidate : r.candidates) {
        SCOPED_TRACE(candidate.build.title.toStdString());
        QString field;
        EXPECT_TRUE(ChassisFit::whyNot(candidate.build, catalogue(), &field).isEmpty())
            << field.toStdString();
        for (const Server &server : candidate.build.servers) {
            const Chassis *chassis = catalogue().chassisById(server.chassis);
            ASSERT_NE(chassis, nullptr);
            if (!chassis->populations.isEmpty()) {
                EXPECT_TRUE(chassis->populations.contains(server.cardCount()));
            }
            if (server.slotCards.contains(QStringLiteral("b200"))) {
                EXPECT_EQ(server.chassis, QStringLiteral("hgx-8gpu-8u"));
            }
            if (server.slotCards.contains(QStringLiteral("rtx-5090"))) {
                EXPECT_EQ(server.chassis, QStringLiteral("workstation-4gpu"));
            }
        }
    }
}

namespace {

/// A row's speed figures as `evaluate` gives its build on its own.
SpeedFigures speedOf(const Build &build)
{
    const Evaluation e = SizingEngine::evaluate(build, catalogue());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    return e.figures.speed;
}

bool sameBuild(const Build &a, const Build &b)
{
    return a.layout == b.layout && a.servers == b.servers && a.cacheDtype == b.cacheDtype &&
           a.checkpoint == b.checkpoint;
}

} // namespace

TEST(BuildPlannerServiceTargets, OnlyBuildsMeetingEveryTargetEachSayingWhichBinds)
{
    // Issue 29 item 1: a first-token target (median) keeps only the builds
    // whose estimate meets it at the target's conversations.
    const PlanResult any = flashFor20(0);
    ASSERT_GT(any.candidates.size(), 4);
    QList<double> ttfts;
    for (const PlanCandidate &c : any.candidates)
        ttfts.append(inSeconds(speedOf(c.build).timeToFirstToken));
    std::sort(ttfts.begin(), ttfts.end());
    const double ttftTarget = ttfts[ttfts.size() / 2]; // the median: some rows go
    PlanConstraints constraints;
    constraints.cards = {QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")};
    PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 20, 32768, 0.0, 1024, 256};
    target.ttftTarget = ttftTarget;
    const PlanResult fast = BuildPlanner::plan(target, constraints, test::inputs(catalogue()));
    ASSERT_TRUE(fast.ok()) << fast.error.toStdString();
    ASSERT_FALSE(fast.candidates.isEmpty());
    for (const PlanCandidate &c : fast.candidates) {
        const SpeedFigures speed = speedOf(c.build);
        EXPECT_LE(inSeconds(speed.timeToFirstToken), ttftTarget);
        // The only target asked binds; its margin is (target - TTFT) / target.
        EXPECT_EQ(TargetMargin::binding(fast.target, speed), TargetMargin::Target::Ttft);
        EXPECT_DOUBLE_EQ(TargetMargin::margin(TargetMargin::Target::Ttft, fast.target, speed),
                         (ttftTarget - inSeconds(speed.timeToFirstToken)) / ttftTarget);
        // The row's build carries the target: opened, it serves at least the
        // target's conversations with the first token within it.
        EXPECT_EQ(c.build.ttftTarget, seconds(ttftTarget));
        EXPECT_GE(speed.conversationsAtTtftTarget, target.conversations);
    }
    // Every row found without the target that meets it is still found.
    for (const PlanCandidate &c : any.candidates) {
        if (inSeconds(speedOf(c.build).timeToFirstToken) > ttftTarget)
            continue;
        EXPECT_TRUE(
            std::any_of(fast.candidates.begin(), fast.candidates.end(),
                        [&](const PlanCandidate &f) { return sameBuild(f.build, c.build); }))
            << c.build.title.toStdString();
    }
    // A first token faster than any build gives: nothing.
    target.ttftTarget = ttfts.first() / 100;
    EXPECT_TRUE(
        BuildPlanner::plan(target, constraints, test::inputs(catalogue())).candidates.isEmpty());
}

TEST(BuildPlannerServiceTargets, TheTargetWithTheLeastMarginBinds)
{
    // One build (the smallest found for 20 conversations), its speed v
    // tokens/s each and first token t seconds. Targets A: v / 2 tokens/s
    // (margin (v - v/2) / (v/2) = 1.0) and 1.25 t (margin (1.25t - t) /
    // 1.25t = 0.2): the first token binds. Targets B: v / 1.1 (margin
    // (v - v/1.1) / (v/1.1) = 0.1) and 2 t (margin 0.5): the speed binds.
    const PlanResult any = flashFor20(0);
    ASSERT_FALSE(any.candidates.isEmpty());
    const Build build = any.candidates.first().build;
    const SpeedFigures speed = speedOf(build);
    const double v = speed.decodeTokensPerSecondPerConversation;
    const double t = inSeconds(speed.timeToFirstToken);
    ASSERT_GT(v, 0);
    ASSERT_GT(t, 0);
    PlanConstraints constraints;
    constraints.cards = {QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")};
    struct Case
    {
        double speedTarget, ttftTarget, speedMargin, ttftMargin;
        TargetMargin::Target binds;
    };
    for (const Case &k : {Case{v / 2, 1.25 * t, 1.0, 0.2, TargetMargin::Target::Ttft},
                          Case{v / 1.1, 2 * t, 0.1, 0.5, TargetMargin::Target::Speed}}) {
        PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 20, 32768, k.speedTarget, 1024, 256};
        target.ttftTarget = k.ttftTarget;
        EXPECT_NEAR(TargetMargin::margin(TargetMargin::Target::Speed, target, speed), k.speedMargin,
                    1e-12);
        EXPECT_NEAR(TargetMargin::margin(TargetMargin::Target::Ttft, target, speed), k.ttftMargin,
                    1e-12);
        EXPECT_EQ(TargetMargin::binding(target, speed), k.binds);
        EXPECT_TRUE(TargetMargin::meets(target, speed));
        // The planner finds the build at these targets and says the same.
        const PlanResult r = BuildPlanner::plan(target, constraints, test::inputs(catalogue()));
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        const auto row =
            std::find_if(r.candidates.begin(), r.candidates.end(),
                         [&](const PlanCandidate &c) { return sameBuild(c.build, build); });
        ASSERT_NE(row, r.candidates.end());
        EXPECT_EQ(TargetMargin::binding(r.target, row->report.figures().speed), k.binds);
    }
    // The 95th percentile alone: (target - p95) / target.
    PlanTarget p95{QStringLiteral("GLM-5.3-Flash"), 20, 32768, 0.0, 1024, 256};
    p95.ttftP95Target = 4 * inSeconds(speed.timeToFirstTokenP95);
    EXPECT_EQ(TargetMargin::binding(p95, speed), TargetMargin::Target::TtftP95);
    EXPECT_NEAR(TargetMargin::margin(TargetMargin::Target::TtftP95, p95, speed), 0.75, 1e-12);
}

TEST(BuildPlannerServiceTargets, BadTargetsAreRefused)
{
    PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 20, 32768};
    target.ttftTarget = -1;
    const PlanResult r = BuildPlanner::plan(target, {}, test::inputs(catalogue()));
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.error.contains(QStringLiteral("first-token"))) << r.error.toStdString();
    target.ttftTarget = 0;
    target.ttftP95Target = -1;
    EXPECT_FALSE(BuildPlanner::plan(target, {}, test::inputs(catalogue())).ok());
}

// Rank by purchase price (issue 29 item 1): with the quote's prices for the
// RTX PRO 6000 SE builds only, those come first, cheapest first; each row's
// price is the sum of its parts at the quote's prices (quantity x the
// listed price, line by line); the H200 NVL builds follow, by size, and
// name the part without a price. Every row meets both service targets.
TEST(BuildPlannerPrice, RanksByPurchasePriceUnpricedLastBySize)
{
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Price;
    ranking.cost = catalogue().rules().cost;
    ranking.cost->currency = QStringLiteral("EUR"); // the quote's: no conversion
    const PriceList quote = quotedPrices();
    PlanConstraints c;
    c.cards = {QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")};
    PlanTarget target{QStringLiteral("GLM-5.3-Flash"), 20, 32768, 10, 1024, 256};
    target.ttftTarget = 5.0;
    const PlanResult r = BuildPlanner::plan(target, c, test::inputs(catalogue(), quote), ranking);
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    EXPECT_EQ(r.rankedBy, PlanRanking::By::Price);
    double previous = 0;
    int priced = 0, unpriced = 0, previousCards = 0;
    for (const PlanCandidate &row : r.candidates) {
        SCOPED_TRACE(row.build.title.toStdString());
        EXPECT_TRUE(TargetMargin::meets(r.target, row.report.figures().speed));
        const CostFigures &cost = row.report.cost;
        if (row.report.figures().card->id != QLatin1String("rtx-pro-6000-se")) {
            EXPECT_FALSE(cost.priceTotal.has_value());
            EXPECT_TRUE(cost.missingPrices.contains(QStringLiteral("h200-nvl")));
            // After every priced row, by card count.
            EXPECT_GE(row.report.figures().cards, previousCards);
            previousCards = row.report.figures().cards;
            ++unpriced;
            continue;
        }
        EXPECT_EQ(unpriced, 0) << "a priced build after an unpriced one";
        ASSERT_EQ(cost.currency, QStringLiteral("EUR"));
        double sum = 0;
        for (const CostLine &line : cost.parts) {
            const PriceItem *item = quote.item(line.id);
            ASSERT_NE(item, nullptr) << line.id.toStdString();
            sum += item->price * line.quantity;
        }
        ASSERT_TRUE(cost.priceTotal.has_value());
        EXPECT_DOUBLE_EQ(*cost.priceTotal, sum);
        EXPECT_GE(sum, previous);
        previous = sum;
        ++priced;
    }
    EXPECT_GT(priced, 1);
    EXPECT_GT(unpriced, 0);
}

namespace {

/// GLM-5.3 for 200 conversations of 32K, each at `speedTarget` tokens/s,
/// the first token within a second (issue 29's command with a higher speed).
PlanResult glm53For200(double speedTarget, bool searchSplits = true)
{
    PlanTarget target{QStringLiteral("GLM-5.3"), 200, 32768, speedTarget};
    target.ttftTarget = 1.0;
    PlanConstraints constraints;
    constraints.searchSplits = searchSplits;
    const PlanResult r = BuildPlanner::plan(target, constraints, test::inputs(catalogue()));
    EXPECT_TRUE(r.ok()) << r.error.toStdString();
    return r;
}

int fewestCards(const PlanResult &r, bool split)
{
    int fewest = INT_MAX;
    for (const PlanCandidate &c : r.candidates)
        if (c.build.layout.disaggregated() == split)
            fewest = std::min(fewest, c.report.figures().cards);
    return fewest;
}

} // namespace

TEST(BuildPlannerSplit, ASplitServesTheTargetsOnFewerCardsThanAnyAggregatedBuild)
{
    // Issue 29 item 2. At `plan --conversations 200 --context 32768
    // --ttft-target 1000 --speed-target 20` no split serves on fewer cards
    // than an aggregated build (the prompts mixed into a decode step cost it
    // little at 20 tokens/s). Higher speed targets leave a decode step less
    // room for prompts: the first of 25 to 60 tokens/s (steps of 5) at which
    // a split serves on fewer cards is checked term by term below. Which
    // target that is follows the fitted speed constants, not this test.
    const PlanResult at20 = glm53For200(20);
    ASSERT_FALSE(at20.candidates.isEmpty());
    EXPECT_TRUE(fewestCards(at20, true) >= fewestCards(at20, false));
    double speedTarget = 0;
    PlanResult r;
    for (double tps = 25; tps <= 60 && speedTarget == 0; tps += 5) {
        r = glm53For200(tps);
        if (fewestCards(r, true) < fewestCards(r, false))
            speedTarget = tps;
    }
    ASSERT_GT(speedTarget, 0) << "no speed target from 25 to 60 tokens/s where a split wins";
    SCOPED_TRACE(speedTarget);
    const int fewestSplitCards = fewestCards(r, true);
    const auto splitRow = std::find_if(
        r.candidates.begin(), r.candidates.end(), [fewestSplitCards](const PlanCandidate &c) {
            return c.build.layout.disaggregated() && c.report.figures().cards == fewestSplitCards;
        });
    ASSERT_NE(splitRow, r.candidates.end());
    const Build &split = splitRow->build;
    const Figures &f = splitRow->report.figures();
    EXPECT_LT(f.cards, fewestCards(r, false));
    // Without the split search the smallest build has more cards.
    EXPECT_GT(fewestCards(glm53For200(speedTarget, false), false), f.cards);

    // The arithmetic, from the engine's own pieces. Memory: only the decode
    // copies hold conversations, per copy x decode copies >= 200.
    const int decodeCopies = split.layout.decodeCopies();
    EXPECT_EQ(f.conversations, f.conversationsPerCopy * decodeCopies);
    EXPECT_GE(f.conversations, 200);
    // Speed: a decode copy's step with ceil(200 / decode copies)
    // conversations and no prompt in it (DisaggregatedSpeed::decodeInputs).
    const SpeedRules &rules = catalogue().rules().speed;
    const double context = BuildSpeed::meanContext(split);
    const SpeedInputs inputs = BuildSpeed::inputsOf(split, f, context, rules);
    const int perDecodeCopy = (200 + decodeCopies - 1) / decodeCopies;
    const DisaggregatedSpeed pools(inputs, rules, BuildSpeed::splitOf(split, f, rules));
    const SpeedTerms step = pools.decodePool().decode(perDecodeCopy, context);
    EXPECT_DOUBLE_EQ(f.speed.decodeTokensPerSecondPerConversation, step.tokensPerSecond());
    EXPECT_GE(step.tokensPerSecond(), speedTarget);
    // First token: a prefill copy's queue and prompt, the cache's transfer
    // to a decode copy, that copy's first step; within a second.
    const Seconds ttft = pools.firstToken(200, 200, step.tokenTime, step.stepTime).median() +
                         pools.kvTransfer() + step.stepTime;
    EXPECT_NEAR(inSeconds(f.speed.timeToFirstToken), inSeconds(ttft), 1e-12);
    EXPECT_LE(inSeconds(ttft), 1.0);

    // The same cards and layout aggregated: every copy takes ceil(200 /
    // copies) conversations, prompts prefilled in its decode steps, and
    // misses the speed target.
    Build aggregated = split;
    aggregated.layout.prefillCopies = 0;
    const Evaluation e = SizingEngine::evaluate(aggregated, catalogue());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const int perCopy = (200 + split.layout.copies - 1) / split.layout.copies;
    const double aggregatedSpeed =
        SpeedEstimate(inputs, rules).decode(perCopy, context).tokensPerSecond();
    EXPECT_DOUBLE_EQ(e.figures.speed.decodeTokensPerSecondPerConversation, aggregatedSpeed);
    EXPECT_LT(aggregatedSpeed, speedTarget);

    // The comparison: the split serves more per card, and says why.
    const SplitComparison comparison = SplitComparison::of(r);
    ASSERT_TRUE(comparison.applies());
    EXPECT_TRUE(comparison.splitServesMore());
    const PlanCandidate &best = r.candidates[comparison.splitRow];
    EXPECT_DOUBLE_EQ(comparison.splitPerCard,
                     double(best.report.served) / best.report.figures().cards);
    EXPECT_GE(comparison.splitPerCard, double(splitRow->report.served) / f.cards);
    const PlanCandidate &other = r.candidates[comparison.aggregatedRow];
    EXPECT_FALSE(other.build.layout.disaggregated());
    EXPECT_DOUBLE_EQ(comparison.aggregatedPerCard,
                     double(other.report.served) / other.report.figures().cards);
    EXPECT_GT(comparison.splitPerCard, comparison.aggregatedPerCard);
    const QuantityFormat format{QLocale(QLocale::English)};
    const QString text = comparison.text(format);
    EXPECT_TRUE(text.contains(QStringLiteral("free of prompts"))) << text.toStdString();
    EXPECT_TRUE(text.contains(format.number(comparison.splitPerCard, 1))) << text.toStdString();
    // plan --json: the row's layout names its prefill copies.
    const QJsonObject json = PlanJson::toJson(r);
    const qsizetype index = splitRow - r.candidates.begin();
    EXPECT_EQ(json[QStringLiteral("results")][index][QStringLiteral("layout")]
                  [QStringLiteral("prefillCopies")]
                      .toInt(),
              split.layout.prefillCopies);
    EXPECT_TRUE(
        json[QStringLiteral("splitComparison")][QStringLiteral("splitServesMore")].toBool());
}

TEST(BuildPlannerSplit, NoSplitWithoutAServiceTarget)
{
    // Without a service-level target a split only holds fewer conversations.
    PlanConstraints constraints;
    constraints.cards = {QStringLiteral("b200")};
    const PlanResult r = BuildPlanner::plan({QStringLiteral("GLM-5.3"), 200, 32768}, constraints,
                                            test::inputs(catalogue()));
    ASSERT_FALSE(r.candidates.isEmpty());
    for (const PlanCandidate &c : r.candidates)
        EXPECT_FALSE(c.build.layout.disaggregated());
    EXPECT_FALSE(SplitComparison::of(r).applies());
    EXPECT_TRUE(SplitComparison::of(r).text(QuantityFormat()).isEmpty());
    EXPECT_TRUE(PlanJson::toJson(r)[QStringLiteral("splitComparison")].isNull());
}

TEST(BuildPlannerSplit, EverySplitRowsPrefillCopiesKeepUpWithThePrompts)
{
    // No first token asked: a split row's prefill copies must still keep up
    // with the prompts, busy less than the share the advice calls saturated
    // (SpeedFigures::kSaturatedLoad), else its decode copies wait for prompts
    // and the row would carry the advice's own warning. 10,000 conversations
    // of GLM-5.3 at 20 tokens/s offered a split whose one queue ran at 99.x %
    // (first token after 14 s); 200 of GLM-4.7-Flash at 40 tokens/s on H20
    // 141GB have splits that keep up. Each row also holds the target.
    struct Case
    {
        PlanTarget target;
        QStringList cards;
        int maxServers;
    };
    const QList<Case> cases{{PlanTarget{QStringLiteral("GLM-5.3"), 10000, 32768, 20.0}, {}, 32},
                            {PlanTarget{QStringLiteral("GLM-4.7-Flash"), 200, 32768, 40.0},
                             {QStringLiteral("h20-141gb")},
                             2}};
    int splits = 0;
    for (const Case &k : cases) {
        PlanConstraints constraints;
        constraints.cards = k.cards;
        constraints.maxServers = k.maxServers;
        constraints.layoutsPerVariant = 50; // every row of a variant, DP splits among them
        const PlanResult r = BuildPlanner::plan(k.target, constraints, test::inputs(catalogue()));
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        for (const PlanCandidate &c : r.candidates) {
            if (!c.build.layout.disaggregated())
                continue;
            ++splits;
            const SpeedFigures speed = speedOf(c.build);
            EXPECT_LT(speed.prefillLoad, SpeedFigures::kSaturatedLoad)
                << c.build.title.toStdString();
            EXPECT_FALSE(speed.prefillSaturated());
            EXPECT_GE(speed.decodeTokensPerSecondPerConversation, k.target.speedTarget);
            EXPECT_GE(c.report.figures().conversations, k.target.conversations);
        }
    }
    EXPECT_GT(splits, 0);
}
