// SPDX-License-Identifier: MIT
// The pieces of SizingEngine (sizingchecks_p.h, sizingsteps_p.h) one by one:
// each check answers for its own kind of fault, and the steps run in turn
// give the engine's figures.
#include "buildassembler.h"
#include "examplebuild.h"
#include "sizingchecks_p.h"
#include "sizingsteps_p.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

Build reference()
{
    return BuildAssembler::reference(catalogue());
}

ResolvedBuild resolvedOf(const Build &build)
{
    ResolvedBuild resolved;
    EXPECT_TRUE(SizingChecks::servers(build, catalogue(), resolved).isEmpty());
    EXPECT_TRUE(SizingChecks::checkpoint(build, catalogue(), resolved).isEmpty());
    return resolved;
}
} // namespace

TEST(SizingChecks, ServersResolveTheFirstCardAndCountEveryCard)
{
    const Build build = reference();
    ResolvedBuild resolved;
    EXPECT_EQ(SizingChecks::servers(build, catalogue(), resolved), QString());
    ASSERT_NE(resolved.card, nullptr);
    EXPECT_EQ(resolved.cards, build.cardCount());
    EXPECT_EQ(resolved.checkpoint, nullptr); // the checkpoint is the next check's
}

TEST(SizingChecks, ServersNameTheServerAndSlotOfAnUnknownCard)
{
    Build build = reference();
    build.servers[0].slotCards[1] = QStringLiteral("no-such-card");
    ResolvedBuild resolved;
    const QString error = SizingChecks::servers(build, catalogue(), resolved);
    EXPECT_TRUE(error.contains(QStringLiteral("Server 1, slot 2"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("no-such-card"))) << error.toStdString();

    build.servers.clear();
    EXPECT_EQ(SizingChecks::servers(build, catalogue(), resolved),
              QStringLiteral("The build has no server."));
}

TEST(SizingChecks, CheckpointFindsTheModelAndEveryCheckpointKept)
{
    Build build = reference();
    ResolvedBuild resolved;
    EXPECT_EQ(SizingChecks::checkpoint(build, catalogue(), resolved), QString());
    ASSERT_NE(resolved.model, nullptr);
    EXPECT_EQ(resolved.model->id, resolved.checkpoint->model);

    build.keep = {QStringLiteral("no-such-checkpoint")};
    EXPECT_TRUE(SizingChecks::checkpoint(build, catalogue(), resolved)
                    .contains(QStringLiteral("among the checkpoints kept")));
}

TEST(SizingChecks, LayoutCountsTheCardsItSpans)
{
    const Build build = reference();
    const ResolvedBuild r = resolvedOf(build);
    EXPECT_EQ(SizingChecks::layout(build.layout, r.cards, *r.model, *r.checkpoint), QString());
    EXPECT_TRUE(SizingChecks::layout(build.layout, r.cards + 1, *r.model, *r.checkpoint)
                    .contains(QStringLiteral("but the build has")));
    Layout odd = build.layout;
    odd.dcp = 3;
    EXPECT_FALSE(SizingChecks::layout(odd, r.cards, *r.model, *r.checkpoint).isEmpty());
}

TEST(SizingChecks, SettingsRefuseEachValueOutOfRange)
{
    const Build build = reference();
    const ResolvedBuild r = resolvedOf(build);
    EXPECT_EQ(SizingChecks::settings(build, *r.card, *r.model), QString());
    const auto refused = [&](const std::function<void(Build &)> &change) {
        Build b = build;
        change(b);
        return !SizingChecks::settings(b, *r.card, *r.model).isEmpty();
    };
    EXPECT_TRUE(refused([](Build &b) { b.context = 0; }));
    EXPECT_TRUE(refused([](Build &b) { b.promptTokens = 0; }));
    EXPECT_TRUE(refused([](Build &b) { b.activeConversations = -1; }));
    EXPECT_TRUE(refused([](Build &b) { b.speedTarget = 0.001; }));
    EXPECT_TRUE(refused([](Build &b) { b.speedTarget = -1; }));
    EXPECT_FALSE(refused([](Build &b) { b.speedTarget = 0; })); // none asked
    EXPECT_TRUE(refused([](Build &b) { b.maxSequences = -1; }));
    EXPECT_TRUE(refused([](Build &b) { b.utilization = 1.5; }));
    EXPECT_TRUE(refused([](Build &b) { b.reserve = gibibytes(-1); }));
}

TEST(SizingChecks, PurchasableKeepsHgxBoardsWhole)
{
    BuildRequest request;
    request.card = QStringLiteral("b200");
    request.cards = 8;
    request.checkpoint = QStringLiteral("nvidia/GLM-5.3-NVFP4");
    request.layout = Layout{8, 1, true, 1, 1};
    Build build = BuildAssembler::assemble(request, catalogue());
    EXPECT_EQ(SizingChecks::purchasable(build, catalogue(), resolvedOf(build)), QString());
    const Chassis *hgx = catalogue().chassisById(build.servers[0].chassis);
    ASSERT_NE(hgx, nullptr);
    ASSERT_FALSE(hgx->populations.isEmpty()); // an HGX board is sold whole
    build.servers[0].slotCards.last().clear();
    EXPECT_EQ(SizingChecks::purchasable(build, catalogue(), resolvedOf(build)),
              QStringLiteral("Server 1: the %1 is sold with 8 GPUs fitted, not 7.")
                  .arg(hgx->name.text()));
}

TEST(SizingSteps, RunInTurnTheyGiveTheEnginesFigures)
{
    const Build build = reference();
    const Figures engine = SizingEngine::evaluateMemory(build, catalogue()).figures;
    const ResolvedBuild r = resolvedOf(build);
    Figures f;
    SizingSteps::start(f, build, r);
    SizingSteps::memory(f, build);
    EXPECT_DOUBLE_EQ(inBytes(f.usablePerCard), inBytes(engine.usablePerCard));
    SizingSteps::weights(f, build);
    EXPECT_DOUBLE_EQ(inBytes(f.weightsPerCard), inBytes(engine.weightsPerCard));
    EXPECT_DOUBLE_EQ(inBytes(f.freePerCard), inBytes(engine.freePerCard));
    SizingSteps::cache(f, build);
    EXPECT_DOUBLE_EQ(inBytes(f.cachePerConversationPerCard),
                     inBytes(engine.cachePerConversationPerCard));
    SizingSteps::conversations(f, build);
    EXPECT_EQ(f.conversations, engine.conversations);
    EXPECT_EQ(f.fits, engine.fits);
    SizingSteps::power(f, build, catalogue(), r);
    EXPECT_DOUBLE_EQ(f.wallPower.value(), engine.wallPower.value());
    EXPECT_EQ(f.perServer.size(), engine.perServer.size());
}

TEST(SizingSteps, StorageCountsEachCheckpointKeptOnce)
{
    Build build = reference();
    const Bytes own = catalogue().checkpoint(build.checkpoint)->size;
    build.keep = {build.checkpoint};
    EXPECT_DOUBLE_EQ(inBytes(SizingSteps::storage(build, catalogue(), own)), inBytes(own));
    const QString other = catalogue().checkpoints().first().id != build.checkpoint
                              ? catalogue().checkpoints().first().id
                              : catalogue().checkpoints().last().id;
    build.keep = {other, other};
    EXPECT_DOUBLE_EQ(inBytes(SizingSteps::storage(build, catalogue(), own)),
                     inBytes(own) + inBytes(catalogue().checkpoint(other)->size));
}

TEST(SizingSteps, ServerPowerAddsTheOverheadAndChecksTheFeed)
{
    const Build build = reference();
    const ResolvedBuild r = resolvedOf(build);
    const Server &server = build.servers[0];
    const Cpu *cpu = server.cpuCount > 0 ? catalogue().cpu(server.cpu) : nullptr;
    const Feed *feed = catalogue().feed(server.feed);
    ASSERT_NE(feed, nullptr);
    const ServerPower p = SizingSteps::serverPower(server, server.cardCount(), *r.card, cpu, *feed,
                                                   catalogue().rules());
    EXPECT_DOUBLE_EQ(p.wall.value(), (p.cards + p.cpus + p.overhead).value());
    EXPECT_DOUBLE_EQ(p.cards.value(), server.cardCount() * r.card->maxPower().value());
    EXPECT_EQ(p.feedOk, p.wall <= p.feedPlanned);
}
