// SPDX-License-Identifier: MIT
// The planner's bound on the decode speed (DecodeSpeedBound) against the
// estimate it stands in for: for every model, card, checkpoint and cache
// dtype, both engines, with and without drafts, eager on vLLM 0.11, layouts of TP, PP, DCP and
// DP ranks inside a server and across servers (NVLink, PCIe, the network)
// and batches from 1 to 10,000 conversations, the bound (with the prompts
// alongside) is at least SpeedEstimate::decode's tokens per second and
// (without) at least decodeAlone's. A shape the search drops by the bound
// is then one the estimate drops too. The same for the output the closed
// loop serves (the prompts' admission), which the cost cut bounds.
#include "decodespeedbound.h"
#include "buildassembler.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "disaggregatedspeed.h"
#include "layoutoptions.h"
#include "sizingengine.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// A build of `card` on one server of eight cards (or fewer, as its
/// chassis take) whose copy holds `checkpoint`: TP over the server, PP over
/// up to eight servers until the weights fit; none when nothing fits.
std::optional<std::pair<Build, Figures>> evaluated(const Card &card, const Checkpoint &checkpoint,
                                                   CacheDtype dtype, const Catalogue &catalogue)
{
    int perServer = 0;
    for (const Chassis &c : catalogue.chassis())
        if (ChassisFit::takes(card, c) && c.gpuSlots <= 8)
            perServer = std::max(perServer, c.gpuSlots);
    if (perServer == 0)
        return std::nullopt;
    for (int servers = 1; servers <= 8; servers *= 2) {
        BuildRequest request;
        request.card = card.id;
        request.cards = perServer * servers;
        request.servers = servers;
        request.checkpoint = checkpoint.id;
        request.cacheDtype = dtype;
        request.layout = Layout{perServer, servers, false, 1, 1};
        Build b;
        try {
            b = BuildAssembler::assemble(request, catalogue);
        } catch (const std::invalid_argument &) {
            return std::nullopt;
        }
        b.context = 32768;
        const Evaluation e = SizingEngine::evaluateMemory(b, catalogue);
        if (e.ok() && e.figures.conversationsPerCopy > 0)
            return std::make_pair(b, e.figures);
    }
    return std::nullopt;
}

/// One layout of the build the bound is asked for: the estimate set up
/// from the same build with that layout (as the planner's precheck sets it
/// up), the bound and its shape.
struct Case
{
    const Build &build;
    const Figures &figures;
    const Layout &layout;
    const SpeedEstimate &estimate;
    const DecodeSpeedBound &bound;
    const DecodeSpeedBound::Shape &shape;
    double context = 0;

    std::string name() const
    {
        return figures.card->id.toStdString() + " " + build.checkpoint.toStdString() + " " +
               (build.engine == ServingEngine::Sglang ? "SGLang" : "vLLM") + " drafts " +
               std::to_string(build.mtpDraftTokens) + " prompt " +
               std::to_string(build.promptTokens) + " answer " +
               std::to_string(build.answerTokens) + " TP" + std::to_string(layout.tp) + " PP" +
               std::to_string(layout.pp) + " DCP" + std::to_string(layout.dcp) + " DP" +
               std::to_string(layout.dp);
    }
};

/// Every layout of up to `cards` cards per copy (TP inside the server, PP
/// 1 to 16, DCP, DP 2 and 8 of a mixture of experts) under `rules`.
template <typename Check>
void eachLayout(Build build, Figures f, int perServer, const SpeedRules &rules, Check check)
{
    const double context = BuildSpeed::meanContext(build);
    const SpeedInputs base = BuildSpeed::inputsOf(build, f, context, rules);
    if (!BuildSpeed::missingFigure(base, f).isEmpty())
        return;
    const DecodeSpeedBound bound(base, rules, *f.card, f.model->attention, build.cacheDtype,
                                 context);
    const bool moe = !f.model->activeParameters.isEmpty();
    for (int tp : LayoutOptions::divisors(perServer))
        for (int pp : {1, 2, 3, 5, 16})
            for (int dcp : LayoutOptions::divisors(tp))
                for (int dp : {1, 2, 8}) {
                    if (dp > 1 && (pp > 1 || dcp > 1 || !moe))
                        continue;
                    const Layout layout{tp, pp, moe && tp * dp > 1, dcp, 1, dp};
                    build.layout = layout;
                    f.cards = layout.cardsPerCopy();
                    f.servers = (f.cards + perServer - 1) / perServer;
                    f.copies = 1;
                    const SpeedEstimate estimate(BuildSpeed::inputsOf(build, f, context, rules),
                                                 rules);
                    const DecodeSpeedBound::Shape shape = bound.shape(layout, f.cards / f.servers);
                    check(Case{build, f, layout, estimate, bound, shape, context});
                }
}

/// Every build of a checkpoint on the test's cards that holds it, in both
/// cache dtypes, both engines, with and without drafts, eager: `check(build,
/// figures, cards per server)`.
template <typename Check> void eachBuild(Check check)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    for (const Checkpoint &checkpoint : catalogue.checkpoints())
        for (const QString &cardId :
             {QStringLiteral("h200-nvl"), QStringLiteral("b200"), QStringLiteral("rtx-pro-6000-se"),
              QStringLiteral("a100-80gb")})
            for (CacheDtype dtype : {CacheDtype::Bf16, CacheDtype::Fp8}) {
                const auto found = evaluated(*catalogue.card(cardId), checkpoint, dtype, catalogue);
                if (!found)
                    continue;
                auto [build, figures] = *found;
                const int perServer = build.cardCount() / int(build.servers.size());
                for (ServingEngine engine : {ServingEngine::Vllm, ServingEngine::Sglang})
                    // Graphs without and with drafts, and eager on vLLM 0.11
                    // (the host's launches and the sampler's sort only slow
                    // the estimate's step).
                    for (int variant : {0, 1, 2}) {
                        const int drafts = variant == 1 ? 3 : 0;
                        build.engine = engine;
                        build.mtpDraftTokens = drafts;
                        build.mtpAcceptance = drafts > 0 ? 0.7 : 0.0;
                        build.enforceEager = variant == 2;
                        build.vllmVersion = variant == 2 ? VllmVersion{0, 11} : VllmVersion{};
                        check(build, figures, perServer);
                    }
            }
}

struct Checked
{
    int comparisons = 0;
    int below = 0; // cases the bound puts under 20 tokens/s
};

/// The bound against the estimate for every layout and batch.
void expectAboveEstimates(const Build &build, const Figures &f, int perServer, Checked &checked)
{
    eachLayout(build, f, perServer, Catalogue::builtIn().rules().speed, [&](const Case &c) {
        for (int n : {1, 3, 64, 1000, 10000}) {
            const double most = c.bound.tokensPerSecond(c.shape, n, true);
            const double mostAlone = c.bound.tokensPerSecond(c.shape, n, false);
            const double decode = c.estimate.decode(n, c.context).tokensPerSecond();
            const double alone = c.estimate.decodeAlone(n, c.context).tokensPerSecond();
            EXPECT_FALSE(DecodeSpeedBound::below(most, decode))
                << c.name() << " n " << n << ": bound " << most << " < decode " << decode;
            EXPECT_FALSE(DecodeSpeedBound::below(mostAlone, alone))
                << c.name() << " n " << n << ": bound " << mostAlone << " < decode alone " << alone;
            ++checked.comparisons;
            checked.below += DecodeSpeedBound::below(most, 20.0) ? 1 : 0;
        }
    });
}

struct CheckedServed
{
    int comparisons = 0;
    int asked = 0;    // the bound's served output asked
    int admitted = 0; // of them, where the prompts' admission holds it below the decode's
};

/// The bound's served output on `copies` copies against the estimate's
/// (BuildSpeed::servedOutput, as the planner's cost cut asks it) on every
/// number of copies up to `copies`.
void expectServedAboveEstimates(const Build &build, const Figures &f, int perServer,
                                const SpeedRules &rules, CheckedServed &checked)
{
    eachLayout(build, f, perServer, rules, [&](const Case &c) {
        const int answer = build.answerTokens;
        for (int conversations : {1, 50, 2000, 10000})
            for (int copies : {1, 2, 5, 40}) {
                const DecodeSpeedBound::Served bound =
                    c.bound.servedOutput(c.shape, conversations, copies, answer);
                const double most = bound.output();
                ++checked.asked;
                checked.admitted += bound.admitted < bound.decode * (1.0 - 1e-6) ? 1 : 0;
                for (int fewer : {1, (copies + 1) / 2, copies - 1, copies}) {
                    if (fewer < 1)
                        continue;
                    const double served = BuildSpeed::servedOutput(c.estimate, conversations, fewer,
                                                                   c.context, answer);
                    EXPECT_FALSE(DecodeSpeedBound::below(most, served))
                        << c.name() << " conversations " << conversations << " copies " << copies
                        << " on " << fewer << ": bound " << most << " < served " << served;
                    ++checked.comparisons;
                }
            }
    });
}

} // namespace

TEST(DecodeSpeedBound, AtLeastTheEstimatesSpeedForEveryLayoutAndBatch)
{
    Checked checked;
    eachBuild([&](const Build &build, const Figures &figures, int perServer) {
        expectAboveEstimates(build, figures, perServer, checked);
    });
    // The bound was asked of many builds, and rules some out: it can cut.
    EXPECT_GT(checked.comparisons, 10000);
    EXPECT_GT(checked.below, 0);
    EXPECT_LT(checked.below, checked.comparisons);
}

// Issue 31: the cost cut bounds each shape's served output (the prompts'
// admission x the answer where it cannot keep up) from above, for every
// layout, batch, number of copies up to the one asked, prompt and answer
// (short prompts and long answers, long prompts and short answers), both
// engines and both ways prompts arrive (random, bunched).
TEST(DecodeSpeedBound, ServedOutputAtLeastTheEstimatesForEveryLayoutCopiesAndPrompt)
{
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    SpeedRules bunched = rules;
    bunched.bunchedArrivals = !rules.bunchedArrivals;
    CheckedServed checked;
    eachBuild([&](Build build, const Figures &figures, int perServer) {
        for (const auto &[prompt, answer] :
             std::vector<std::pair<int, int>>{{2048, 512}, {512, 4096}, {30000, 100}, {16384, 1}})
            for (const SpeedRules *arrivals :
                 std::initializer_list<const SpeedRules *>{&rules, &bunched}) {
                build.promptTokens = prompt;
                build.answerTokens = answer;
                expectServedAboveEstimates(build, figures, perServer, *arrivals, checked);
            }
    });
    EXPECT_GT(checked.comparisons, 100000);
    // The prompts' admission bounds the output in some cases, not in all.
    EXPECT_GT(checked.admitted, 0);
    EXPECT_LT(checked.admitted, checked.asked);
}

// A prefill copy of a split (DisaggregatedSpeed::prefill): the bound's busy
// time per prompt is at most the estimate's, and the prompt's own batches
// take at most ownOverBusy x the estimate's busy time, for every layout,
// prompt (inside one batch and over several) and both engines. The planner
// turns a DP split away by them when its prefill copies saturate.
TEST(DecodeSpeedBound, PrefillCopyAtMostTheEstimatesBusyTime)
{
    const SpeedRules &rules = Catalogue::builtIn().rules().speed;
    int comparisons = 0;
    eachBuild([&](Build build, const Figures &figures, int perServer) {
        for (int prompt : {300, 2048, 30000}) {
            build.promptTokens = prompt;
            eachLayout(build, figures, perServer, rules, [&](const Case &c) {
                const DisaggregatedSpeed pools(c.estimate.inputs(), rules,
                                               DisaggregatedSpeed::Split());
                const DisaggregatedSpeed::Prefill p = pools.prefill();
                const DecodeSpeedBound::PrefillCopy bound = c.bound.prefillCopy(c.shape);
                EXPECT_FALSE(DecodeSpeedBound::below(inSeconds(p.busy), bound.busy))
                    << c.name() << ": bound " << bound.busy << " s > busy " << inSeconds(p.busy);
                EXPECT_FALSE(DecodeSpeedBound::below(bound.ownOverBusy * inSeconds(p.busy),
                                                     inSeconds(p.prompt)))
                    << c.name() << ": own batches " << inSeconds(p.prompt) << " s > "
                    << bound.ownOverBusy << " x busy " << inSeconds(p.busy);
                ++comparisons;
            });
        }
    });
    EXPECT_GT(comparisons, 1000);
}

TEST(DecodeSpeedBound, BelowLeavesRoomForRounding)
{
    EXPECT_TRUE(DecodeSpeedBound::below(19.9, 20.0));
    EXPECT_FALSE(DecodeSpeedBound::below(20.0, 20.0));
    EXPECT_FALSE(DecodeSpeedBound::below(20.0 * (1.0 - 1e-12), 20.0));
}

// The one link rule the bound and the estimate's inputs read
// (BuildSpeed::linkJoining): the network beyond a server, NVLink inside the
// card's bridge group, PCIe otherwise; the figures are the catalogue's.
TEST(DecodeSpeedBound, ReadsTheEstimatesLinkRule)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const SpeedRules &rules = catalogue.rules().speed;
    int bridged = 0, unbridged = 0;
    for (const Card &card : catalogue.cards()) {
        const int group = card.link.hasNvlink() ? card.nvlinkGroup : 0;
        const int perServer = std::max(8, group);
        const BuildSpeed::Link beyond =
            BuildSpeed::linkJoining(perServer + 1, perServer, card, rules);
        EXPECT_EQ(beyond.kind, LinkKind::ServerNetwork) << card.id.toStdString();
        EXPECT_DOUBLE_EQ(beyond.bandwidth.value(), rules.serverNetwork.value());
        EXPECT_DOUBLE_EQ(beyond.latency.value(), rules.networkLatency.value());
        if (group >= 2) {
            ++bridged;
            const BuildSpeed::Link inside = BuildSpeed::linkJoining(group, perServer, card, rules);
            EXPECT_EQ(inside.kind, LinkKind::Nvlink) << card.id.toStdString();
            // NVLink's stated bandwidth counts both directions.
            EXPECT_DOUBLE_EQ(inside.bandwidth.value(), 0.5 * card.link.nvlinkBandwidth.value());
            EXPECT_DOUBLE_EQ(inside.latency.value(), rules.nvlinkLatency.value());
        }
        if (group < perServer) {
            ++unbridged;
            const BuildSpeed::Link across =
                BuildSpeed::linkJoining(group + 1, perServer, card, rules);
            EXPECT_EQ(across.kind, LinkKind::Pcie) << card.id.toStdString();
            EXPECT_DOUBLE_EQ(across.bandwidth.value(), card.link.pcieBandwidthOneWay().value());
            EXPECT_DOUBLE_EQ(across.latency.value(), rules.pcieLatency.value());
        }
    }
    EXPECT_GT(bridged, 0);
    EXPECT_GT(unbridged, 0);
}
