// SPDX-License-Identifier: MIT
// The planner's bound on the decode speed (DecodeSpeedBound) against the
// estimate it stands in for: for every model, card, checkpoint and cache
// dtype, both engines, with and without drafts, layouts of TP, PP, DCP and
// DP ranks inside a server and across servers (NVLink, PCIe, the network)
// and batches from 1 to 10,000 conversations, the bound (with the prompts
// alongside) is at least SpeedEstimate::decode's tokens per second and
// (without) at least decodeAlone's. A shape the search drops by the bound
// is then one the estimate drops too.
#include "decodespeedbound.h"
#include "buildassembler.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "chassisfit.h"
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

struct Checked
{
    int comparisons = 0;
    int below = 0; // cases the bound puts under 20 tokens/s
};

/// Every layout of up to `cards` cards per copy: the bound against the
/// estimate set up from the same build with that layout (as the planner's
/// precheck sets it up).
void expectAboveEstimates(Build build, Figures f, int perServer, Checked &checked)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const SpeedRules &rules = catalogue.rules().speed;
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
                    for (int n : {1, 3, 64, 1000, 10000}) {
                        const double most = bound.tokensPerSecond(shape, n, true);
                        const double mostAlone = bound.tokensPerSecond(shape, n, false);
                        const double decode = estimate.decode(n, context).tokensPerSecond();
                        const double alone = estimate.decodeAlone(n, context).tokensPerSecond();
                        EXPECT_FALSE(DecodeSpeedBound::below(most, decode))
                            << f.card->id.toStdString() << " " << build.checkpoint.toStdString()
                            << " TP" << tp << " PP" << pp << " DCP" << dcp << " DP" << dp << " n "
                            << n << ": bound " << most << " < decode " << decode;
                        EXPECT_FALSE(DecodeSpeedBound::below(mostAlone, alone))
                            << f.card->id.toStdString() << " " << build.checkpoint.toStdString()
                            << " TP" << tp << " PP" << pp << " DCP" << dcp << " DP" << dp << " n "
                            << n << ": bound " << mostAlone << " < decode alone " << alone;
                        ++checked.comparisons;
                        checked.below += DecodeSpeedBound::below(most, 20.0) ? 1 : 0;
                    }
                }
}

} // namespace

TEST(DecodeSpeedBound, AtLeastTheEstimatesSpeedForEveryLayoutAndBatch)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    Checked checked;
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
                    for (int drafts : {0, 3}) {
                        build.engine = engine;
                        build.mtpDraftTokens = drafts;
                        build.mtpAcceptance = drafts > 0 ? 0.7 : 0.0;
                        expectAboveEstimates(build, figures, perServer, checked);
                    }
            }
    // The bound was asked of many builds, and rules some out: it can cut.
    EXPECT_GT(checked.comparisons, 10000);
    EXPECT_GT(checked.below, 0);
    EXPECT_LT(checked.below, checked.comparisons);
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
