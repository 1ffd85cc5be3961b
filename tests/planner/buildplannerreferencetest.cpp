// SPDX-License-Identifier: MIT
// The planner's search against a straightforward one: every arrangement of
// cards, every layout of it, each build evaluated whole by SizingEngine, on
// a few small cases. The planner prunes (bounds, one evaluation per shape,
// arrangements that cannot enter the kept rows); none of that may change
// which builds it returns.
#include "buildadvisor.h"
#include "buildassembler.h"
#include "buildplanner.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "layoutoptions.h"
#include "sizingengine.h"
#include "testinputs.h"

#include <QSet>

#include <algorithm>
#include <set>
#include <tuple>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// What tells two results apart: card, servers, cards per server,
/// checkpoint, cache dtype and layout.
using Key = std::tuple<QString, int, int, QString, int, int, int, int, int, int, int>;

Key keyOf(const Build &b)
{
    const Layout &l = b.layout;
    const int servers = int(b.servers.size());
    return {b.servers.first().slotCards.first(),
            servers,
            b.cardCount() / servers,
            b.checkpoint,
            int(b.cacheDtype),
            l.tp,
            l.pp,
            l.dcp,
            l.copies,
            l.dp,
            int(l.ep)};
}

struct Arrangement
{
    int servers = 1;
    int perServer = 1;
    QString chassis;
};

const Chassis *chassisOfSize(const Catalogue &catalogue, const Card &card, int slotCount)
{
    for (const Chassis &c : catalogue.chassis())
        if (ChassisFit::takes(card, c) && c.gpuSlots == slotCount)
            return &c;
    return nullptr;
}

/// Per number of cards the arrangement with the fewest servers: one server
/// of up to its largest chassis, or 2 to maxServers full servers.
QList<Arrangement> arrangements(const Catalogue &catalogue, const Card &card, int maxServers)
{
    QList<int> sizes;
    for (const Chassis &c : catalogue.chassis())
        if (ChassisFit::takes(card, c) && c.gpuSlots > 0 && !sizes.contains(c.gpuSlots))
            sizes.append(c.gpuSlots);
    std::sort(sizes.begin(), sizes.end());
    QList<Arrangement> all;
    for (int k = 1; !sizes.isEmpty() && k <= sizes.last(); ++k) {
        const int slotCount =
            *std::find_if(sizes.begin(), sizes.end(), [k](int s) { return s >= k; });
        all.append({1, k, chassisOfSize(catalogue, card, slotCount)->id});
    }
    for (int n = 2; n <= maxServers; ++n)
        for (int s : sizes)
            all.append({n, s, chassisOfSize(catalogue, card, s)->id});
    std::stable_sort(all.begin(), all.end(), [](const Arrangement &a, const Arrangement &b) {
        return std::make_pair(a.servers * a.perServer, a.servers) <
               std::make_pair(b.servers * b.perServer, b.servers);
    });
    QList<Arrangement> kept;
    for (const Arrangement &a : all)
        if (kept.isEmpty() ||
            kept.last().servers * kept.last().perServer != a.servers * a.perServer)
            kept.append(a);
    return kept;
}

/// The builds the planner is to return for the target, searched by brute
/// force: per card, checkpoint and cache dtype every layout of every
/// arrangement, a shape (TP x PP x DCP, or TP x DP) counted on the fewest
/// cards it serves the target on; the best `layoutsPerVariant` of each by
/// cards, servers, wall power, copies, conversations, DCP, PP; a card and
/// checkpoint the advisor blocks not at all, a build it blocks neither.
std::set<Key> straightforward(const PlanTarget &target, const PlanConstraints &constraints)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const ModelFamily &model = *BuildPlanner::findModel(catalogue, target.model);
    const int layers = model.attention.numHiddenLayers;
    std::set<Key> result;
    for (const QString &cardId : constraints.cards) {
        const Card &card = *catalogue.card(cardId);
        const QList<Arrangement> list = arrangements(catalogue, card, constraints.maxServers);
        for (const Checkpoint &checkpoint : catalogue.checkpoints()) {
            if (checkpoint.model != model.id)
                continue;
            const auto buildOf = [&](const Arrangement &a, const Layout &layout, CacheDtype dtype) {
                BuildRequest request;
                request.card = card.id;
                request.cards = a.servers * a.perServer;
                request.servers = a.servers;
                request.checkpoint = checkpoint.id;
                Build b = BuildAssembler::assemble(request, catalogue);
                for (Server &server : b.servers) {
                    server.chassis = a.chassis;
                    server.slotCards.resize(catalogue.chassisById(a.chassis)->gpuSlots);
                }
                b.cacheDtype = dtype;
                b.context = target.context;
                b.layout = layout;
                b.promptTokens = target.promptTokens.value_or(b.promptTokens);
                b.answerTokens = target.answerTokens.value_or(b.answerTokens);
                b.activeConversations = target.conversations;
                if (target.speedTarget > 0)
                    b.speedTarget = target.speedTarget;
                return b;
            };
            Build probe = buildOf(list.first(), Layout{1, 1, false, 1, list.first().perServer},
                                  CacheDtype::Bf16);
            bool blocked = false;
            for (const AdviceItem &item :
                 BuildAdvisor::advise(probe, catalogue, SoftwareCatalogue::builtIn()))
                blocked = blocked || item.severity == AdviceSeverity::Blocker;
            if (blocked)
                continue;
            const bool moe = !model.activeParameters.isEmpty();
            const bool dp = LayoutOptions::offersDataParallel(model, checkpoint);
            for (CacheDtype dtype : constraints.cacheDtypes) {
                struct Row
                {
                    Build build;
                    Figures figures;
                };
                QList<Row> rows;
                QSet<QString> reached;
                for (const Arrangement &a : list) {
                    const int cards = a.servers * a.perServer;
                    QList<std::pair<QString, Layout>> layouts;
                    for (int tp : LayoutOptions::divisors(a.perServer)) {
                        for (int pp : LayoutOptions::divisors(cards / tp))
                            for (int dcp : LayoutOptions::divisors(tp))
                                if (pp <= layers)
                                    layouts.append(
                                        {QStringLiteral("%1x%2x%3").arg(tp).arg(pp).arg(dcp),
                                         Layout{tp, pp, tp > 1 && moe, dcp, cards / (tp * pp)}});
                        for (int ranks : LayoutOptions::divisors(cards / tp))
                            if (dp && ranks > 1)
                                layouts.append(
                                    {QStringLiteral("%1dp%2").arg(tp).arg(ranks),
                                     Layout{tp, 1, true, 1, cards / (tp * ranks), ranks}});
                    }
                    for (const auto &[shape, layout] : layouts) {
                        if (reached.contains(shape))
                            continue;
                        const Build b = buildOf(a, layout, dtype);
                        const Evaluation e = SizingEngine::evaluate(b, catalogue);
                        if (!e.ok() || e.figures.conversations < target.conversations)
                            continue;
                        if (target.speedTarget > 0 &&
                            e.figures.speed.decodeTokensPerSecondPerConversation <
                                target.speedTarget)
                            continue;
                        reached.insert(shape);
                        rows.append({b, e.figures});
                    }
                }
                const auto rank = [](const Row &r) {
                    const Layout &l = r.build.layout;
                    return std::make_tuple(r.figures.cards, r.figures.servers,
                                           qRound64(inWatts(r.figures.wallPower)), -l.copies,
                                           -r.figures.conversations, l.dcp, l.pp);
                };
                std::stable_sort(rows.begin(), rows.end(),
                                 [&](const Row &x, const Row &y) { return rank(x) < rank(y); });
                for (qsizetype i = 0; i < rows.size() && i < constraints.layoutsPerVariant; ++i) {
                    bool blocker = false;
                    for (const AdviceItem &item : BuildAdvisor::advise(
                             rows[i].build, catalogue, SoftwareCatalogue::builtIn()))
                        blocker = blocker || item.severity == AdviceSeverity::Blocker;
                    if (!blocker)
                        result.insert(keyOf(rows[i].build));
                }
            }
        }
    }
    return result;
}

/// The planner's results, each checkpoint of a merged result on its own.
std::set<Key> planned(const PlanTarget &target, const PlanConstraints &constraints)
{
    const PlanResult r =
        BuildPlanner::plan(target, constraints, test::inputs(Catalogue::builtIn()));
    EXPECT_TRUE(r.ok()) << r.error.toStdString();
    std::set<Key> keys;
    for (const PlanCandidate &c : r.candidates) {
        keys.insert(keyOf(c.build));
        for (const QString &other : c.equivalentCheckpoints) {
            Build b = c.build;
            b.checkpoint = other;
            keys.insert(keyOf(b));
        }
    }
    return keys;
}

std::string describe(const std::set<Key> &keys)
{
    std::string s;
    for (const Key &k : keys)
        s += QStringLiteral("%1 %2x%3 %4 dtype%5 TP%6 PP%7 DCP%8 x%9 DP%10\n")
                 .arg(std::get<0>(k))
                 .arg(std::get<1>(k))
                 .arg(std::get<2>(k))
                 .arg(std::get<3>(k))
                 .arg(std::get<4>(k))
                 .arg(std::get<5>(k))
                 .arg(std::get<6>(k))
                 .arg(std::get<7>(k))
                 .arg(std::get<8>(k))
                 .arg(std::get<9>(k))
                 .toStdString();
    return s;
}

void expectSameAsStraightforward(const PlanTarget &target, QStringList cards, int maxServers,
                                 bool searchSplits = true)
{
    PlanConstraints constraints;
    constraints.searchSplits = searchSplits; // the straightforward search has no splits
    constraints.cards = cards;
    constraints.maxServers = maxServers;
    constraints.cacheDtypes = {CacheDtype::Bf16, CacheDtype::Fp8};
    const std::set<Key> expected = straightforward(target, constraints);
    const std::set<Key> found = planned(target, constraints);
    EXPECT_FALSE(expected.empty());
    EXPECT_EQ(found, expected) << "planner:\n"
                               << describe(found) << "straightforward:\n"
                               << describe(expected);
}

} // namespace

// HGX boards (A100 SXM: 4 or 8 cards, sold whole) and PCIe servers of 4 or 8.
TEST(BuildPlannerAgainstStraightforwardSearch, Glm47FlashOnHgxAndPcie)
{
    expectSameAsStraightforward({QStringLiteral("GLM-4.7-Flash"), 100, 131072},
                                {QStringLiteral("a100-80gb"), QStringLiteral("h200-nvl")}, 3);
}

// DP ranks (routed experts known), DCP, NVFP4 blocked on the H200 NVL.
TEST(BuildPlannerAgainstStraightforwardSearch, Glm53FlashOnBlackwellAndHopper)
{
    expectSameAsStraightforward(
        {QStringLiteral("GLM-5.3-Flash"), 60, 32768},
        {QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl"), QStringLiteral("b200")}, 2);
}

// Pipeline stages across servers, with a speed target.
TEST(BuildPlannerAgainstStraightforwardSearch, Glm53WithASpeedTarget)
{
    PlanTarget target{QStringLiteral("GLM-5.3"), 100, 32768, 20.0};
    expectSameAsStraightforward(target, {QStringLiteral("h200-nvl"), QStringLiteral("b200")}, 4);
}

// Issue 31: at 2,000 conversations the speed bound (DecodeSpeedBound) drops
// most shapes before an estimate or an evaluation; the rows stay those of
// evaluating every build whole. Aggregated builds only: the straightforward
// search knows no prefill/decode split.
TEST(BuildPlannerAgainstStraightforwardSearch, Glm53ManyConversationsWithASpeedTarget)
{
    PlanTarget target{QStringLiteral("GLM-5.3"), 2000, 32768, 20.0};
    expectSameAsStraightforward(target, {QStringLiteral("h200-nvl"), QStringLiteral("b200")}, 8,
                                false);
}
