// SPDX-License-Identifier: MIT
// The engine's behaviour beyond the reference figures: layout effects,
// boundaries, and a clear error for every build it cannot evaluate.
#include "buildassembler.h"
#include "cachefootprint.h"
#include "examplebuild.h"

#include <gtest/gtest.h>

#include <thread>

using namespace llmconf;
using namespace llmconf::test;

namespace {
Build reference()
{
    return BuildAssembler::reference(Catalogue::builtIn());
}

std::string errorOf(const Build &build)
{
    return SizingEngine::validate(build, Catalogue::builtIn()).toStdString();
}
} // namespace

TEST(SizingEngine, ConversationsAreExactAtTheBoundary)
{
    EXPECT_EQ(SizingEngine::conversationsFitting(gibibytes(46.92), gibibytes(0.69)), 68);
    EXPECT_EQ(SizingEngine::conversationsFitting(gibibytes(46.91), gibibytes(0.69)), 67);
    EXPECT_EQ(SizingEngine::conversationsFitting(gibibytes(0.5), gibibytes(0.69)), 0);
    EXPECT_EQ(SizingEngine::conversationsFitting(gibibytes(-3), gibibytes(0.69)), 0);
    EXPECT_EQ(SizingEngine::conversationsFitting(gibibytes(10), bytes(0)), 0);
}

TEST(SizingEngine, PipelineStagesHalveTheLatentCache)
{
    const Figures tp8 = evaluateExample("glm53-fp8-8x-h200-tp8");
    const Figures pp2 = evaluateExample("glm53-fp8-8x-h200-tp4-pp2");
    EXPECT_DOUBLE_EQ(inBytes(pp2.cachePerConversationPerCard) * 2,
                     inBytes(tp8.cachePerConversationPerCard));
    EXPECT_DOUBLE_EQ(inBytes(pp2.weightsPerCard), inBytes(tp8.weightsPerCard));
}

TEST(SizingEngine, TensorParallelismDividesGqaHeadsButNotBelowOne)
{
    // GLM-4.7 has 8 KV heads: TP8 holds one head per card, TP16 still one.
    Build b = exampleBuild("glm47-fp8-8x-h200-tp8-fp8");
    const Figures tp8 = SizingEngine::evaluate(b, Catalogue::builtIn()).figures;
    EXPECT_DOUBLE_EQ(inBytes(tp8.cacheConfigPerCard), inBytes(tp8.cachePerConversation) / 8);
    b.layout.tp = 2;
    b.layout.copies = 4;
    const Figures tp2 = SizingEngine::evaluate(b, Catalogue::builtIn()).figures;
    EXPECT_DOUBLE_EQ(inBytes(tp2.cacheConfigPerCard), inBytes(tp2.cachePerConversation) / 2);
}

TEST(SizingEngine, DecodeContextParallelismSplitsByToken)
{
    const Figures dcp = evaluateExample("glm53-fp8-8x-h200-tp8-dcp8");
    const Figures plain =
        evaluateChanged("glm53-fp8-8x-h200-tp8-dcp8", [](Build &b) { b.layout.dcp = 1; });
    EXPECT_DOUBLE_EQ(inBytes(dcp.cachePerConversationPerCard) * 8,
                     inBytes(plain.cachePerConversationPerCard));
}

TEST(SizingEngine, CopiesAddUp)
{
    const Figures one = evaluateExample("glm53flash-nvfp4-4x-rtx-tp4");
    const Figures two = evaluateExample("glm53flash-nvfp4-8x-rtx-2x-tp4");
    EXPECT_EQ(two.conversations, 2 * one.conversations);
    EXPECT_DOUBLE_EQ(inBytes(two.freePerCard), inBytes(one.freePerCard));
}

TEST(SizingEngine, ConservativeBasisTakesTheLargerFigure)
{
    const Figures conservative = evaluateExample("glm53flash-nvfp4-4x-rtx-tp4");
    EXPECT_GT(conservative.cachePublishedPerCard, conservative.cacheConfigPerCard);
    EXPECT_DOUBLE_EQ(inBytes(conservative.cachePerConversationPerCard),
                     inBytes(conservative.cachePublishedPerCard));
    // A model without a planning figure counts with the arithmetic whatever is asked.
    const Figures glm = evaluateChanged("glm47-fp8-4x-h200-tp4",
                                        [](Build &b) { b.cacheBasis = CacheBasis::Published; });
    EXPECT_EQ(glm.basisUsed, CacheBasis::Config);
    EXPECT_EQ(glm.cachePublishedPerCard.value(), 0.0);
}

TEST(SizingEngine, UtilisationAndReserveAreBuildSettings)
{
    const Figures f = evaluateChanged("glm53flash-fp8-4x-h200-tp4", [](Build &b) {
        b.utilization = 0.95;
        b.reserve = gibibytes(10.4); // vLLM's measured need on 8x H200: 7.4 GiB more
    });
    EXPECT_NEAR(inGiB(f.usablePerCard), 0.95 * 140.4 - 10.4, 1e-9);
}

TEST(SizingEngine, LayoutThatDoesNotMatchTheCards)
{
    Build b = reference();
    b.layout.tp = 8;
    EXPECT_EQ(errorOf(b), "TP 8 x PP 1 x 1 copies = 8 cards, but the build has 4.");
    b.layout = Layout{4, 1, false, 3, 1};
    EXPECT_EQ(errorOf(b), "DCP 3 does not divide TP 4.");
    b.layout = Layout{1, 1, false, 1, 4};
    b.layout.pp = 0;
    EXPECT_EQ(errorOf(b), "TP 1, PP 0, DCP 1 and copies 4 must each be at least 1.");
}

TEST(SizingEngine, MorePipelineStagesThanLayers)
{
    Build b = exampleBuild("glm47flash-1x-rtx");
    b.servers[0].slotCards = QStringList(4, QStringLiteral("rtx-pro-6000-se"));
    b.servers[0].chassis = QStringLiteral("pcie-4gpu-2u");
    b.layout = Layout{1, 4, false, 1, 1};
    EXPECT_EQ(errorOf(b), "");
    const ModelFamily *m = Catalogue::builtIn().model(QStringLiteral("GLM-4.7-Flash"));
    b.servers = {};
    Server s;
    s.chassis = QStringLiteral("pcie-8gpu-4u");
    s.feed = QStringLiteral("230V16A");
    for (int i = 0; i < 8; ++i)
        s.slotCards.append(QStringLiteral("rtx-pro-6000-se"));
    for (int i = 0; i < 7; ++i)
        b.servers.append(s); // 56 cards, more than 47 layers
    b.layout = Layout{1, 56, false, 1, 1};
    EXPECT_EQ(errorOf(b), "PP 56 is more than the " + std::to_string(m->attention.numHiddenLayers) +
                              " layers of GLM-4.7-Flash.");
}

TEST(SizingEngine, UnknownIds)
{
    Build b = reference();
    b.checkpoint = QStringLiteral("acme/GLM-9");
    EXPECT_EQ(errorOf(b),
              "Unknown checkpoint \"acme/GLM-9\"; `llm-configurator catalogue` lists all.");
    b = reference();
    b.servers[0].slotCards[2] = QStringLiteral("gtx-1080");
    EXPECT_EQ(errorOf(b),
              "Server 1, slot 3: unknown card \"gtx-1080\"; `llm-configurator card list` "
              "lists all.");
    b = reference();
    b.servers[0].chassis = QStringLiteral("shoebox");
    EXPECT_EQ(errorOf(b), "Server 1: unknown chassis \"shoebox\".");
    b = reference();
    b.servers[0].feed = QStringLiteral("110V");
    EXPECT_EQ(errorOf(b), "Server 1: unknown feed \"110V\".");
    b = reference();
    b.servers[0].cpu = QStringLiteral("pentium");
    EXPECT_EQ(errorOf(b), "Server 1: unknown CPU \"pentium\".");
    b = reference();
    b.keep = {QStringLiteral("nobody/nothing")};
    EXPECT_EQ(errorOf(b), "Unknown checkpoint \"nobody/nothing\" among the checkpoints kept; "
                          "`llm-configurator catalogue` lists all.");
}

TEST(SizingEngine, HardwareThatDoesNotGoTogether)
{
    Build b = reference();
    b.servers[0].slotCards[1] = QStringLiteral("h200-nvl");
    EXPECT_EQ(
        errorOf(b),
        "Server 1, slot 2 holds a H200 NVL, but server 1, slot 1 holds a RTX PRO 6000 SE: "
        "a build without a prefill/decode split sizes one card type; a split may run its prefill "
        "copies (the first cards) on a type of their own.");
    b = reference();
    b.servers[0].slotCards[0] = QStringLiteral("b200");
    // In the customer's terms: what the B200 is and where it goes.
    EXPECT_EQ(errorOf(b), "Server 1, slot 1: The B200 is an SXM module for an HGX baseboard: it "
                          "goes only in the 8U HGX server, 8 SXM GPUs on one baseboard, 2 sockets, "
                          "not in the 2U server, 4 double-width PCIe GPUs, 2 sockets.");
    // The same form factor, but a card sold for the workstation tower.
    b = reference();
    b.servers[0].slotCards[0] = QStringLiteral("rtx-pro-6000-ws");
    EXPECT_EQ(errorOf(b), "Server 1, slot 1: The 2U server, 4 double-width PCIe GPUs, 2 sockets "
                          "does not take a RTX PRO 6000 WS: the RTX PRO 6000 WS is sold in the "
                          "Workstation tower, 4 double-width PCIe GPUs, 1 socket.");
    b = reference();
    b.servers[0].slotCards.append(QStringLiteral("rtx-pro-6000-se"));
    EXPECT_EQ(
        errorOf(b),
        "Server 1: 5 slots listed, but the 2U server, 4 double-width PCIe GPUs, 2 sockets has 4.");
    b = reference();
    b.servers[0].cpuCount = 3;
    EXPECT_EQ(
        errorOf(b),
        "Server 1: 3 CPUs, but the 2U server, 4 double-width PCIe GPUs, 2 sockets has 2 sockets.");
    b = reference();
    b.servers.clear();
    EXPECT_EQ(errorOf(b), "The build has no server.");
    b = reference();
    b.servers[0].slotCards = QStringList(4, QString());
    EXPECT_EQ(errorOf(b), "The build has no card.");
}

TEST(SizingEngine, ZeroNegativeAndHugeSettings)
{
    Build b = reference();
    b.context = 0;
    EXPECT_EQ(errorOf(b),
              "A context of 0 tokens is outside 1 to 1048576, the context of GLM-5.3-Flash.");
    b.context = 2000000;
    EXPECT_EQ(errorOf(b),
              "A context of 2000000 tokens is outside 1 to 1048576, the context of GLM-5.3-Flash.");
    b = reference();
    b.utilization = 0;
    EXPECT_EQ(errorOf(b), "A memory utilisation of 0 is outside 0 to 1.");
    b.utilization = 1.5;
    EXPECT_EQ(errorOf(b), "A memory utilisation of 1.5 is outside 0 to 1.");
    b = reference();
    b.reserve = gibibytes(-1);
    EXPECT_EQ(errorOf(b), "A runtime reserve of -1 GiB per card is outside 0 to the 86.04 GiB the "
                          "utilisation leaves.");
    b.reserve = gibibytes(500);
    EXPECT_EQ(errorOf(b), "A runtime reserve of 500 GiB per card is outside 0 to the 86.04 GiB the "
                          "utilisation leaves.");
    b = reference();
    b.servers[0].powerCap = watts(1200);
    EXPECT_EQ(errorOf(b),
              "Server 1: a power cap of 1200 W is outside the RTX PRO 6000 SE's 300 to 600 W.");
    b.servers[0].powerCap = watts(-5);
    EXPECT_EQ(errorOf(b), "Server 1: a power cap of -5 W is negative.");
}

TEST(SizingEngine, AnErrorCarriesNoFigures)
{
    Build b = reference();
    b.layout.tp = 3;
    const Evaluation e = SizingEngine::evaluate(b, Catalogue::builtIn());
    EXPECT_FALSE(e.ok());
    EXPECT_EQ(e.figures.conversations, 0);
    EXPECT_EQ(e.figures.card, nullptr);
}

TEST(SizingEngine, ConversationsAtOtherContexts)
{
    const Build b = exampleBuild("glm53-fp8-8x-h200-tp4-pp2");
    const Catalogue &c = Catalogue::builtIn();
    EXPECT_EQ(SizingEngine::conversationsAt(b, c, 32768, CacheDtype::Bf16), 23);
    EXPECT_EQ(SizingEngine::conversationsAt(b, c, 32768, CacheDtype::Fp8), 37);
    EXPECT_GT(SizingEngine::conversationsAt(b, c, 8192, CacheDtype::Fp8), 4 * 37 - 4);
    EXPECT_EQ(SizingEngine::conversationsAt(b, c, 1048576, CacheDtype::Fp8), 1);
}

TEST(SizingEngine, CacheInUseAndFreeAfterItFillTheUsableMemory)
{
    const Figures f = evaluateExample("glm53flash-fp8-4x-h200-tp4");
    EXPECT_DOUBLE_EQ(inBytes(f.cacheInUsePerCard),
                     f.conversationsPerCopy * inBytes(f.cachePerConversationPerCard));
    EXPECT_NEAR(inBytes(f.weightsPerCard + f.cacheInUsePerCard + f.freeAfterCachePerCard),
                inBytes(f.usablePerCard), 1.0);
    EXPECT_GE(f.freeAfterCachePerCard.value(), 0.0); // 46.92 / 0.69 = 68 exactly
    const Figures none = evaluateExample("glm53-fp8-8x-rtx-tp8");
    EXPECT_EQ(none.freeAfterCachePerCard.value(), 0.0);
    EXPECT_EQ(none.cacheInUsePerCard.value(), 0.0);
}

// The engine keeps the last build it resolved on a thread (issue 31): a
// build evaluated again, a copy of it, an edited copy and an edited
// catalogue must each give their own answer.
TEST(SizingEngine, AnEditedCopyOfABuildIsResolvedAgain)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build b = reference();
    const Evaluation first = SizingEngine::evaluate(b, catalogue);
    ASSERT_TRUE(first.ok()) << first.error.toStdString();
    Build edited = b; // shares the servers until the edit below
    edited.servers[0].slotCards[1] = QStringLiteral("h200-nvl");
    EXPECT_EQ(SizingEngine::validate(edited, catalogue).toStdString(), errorOf(edited));
    EXPECT_FALSE(SizingEngine::evaluate(edited, catalogue).ok());
    edited = b;
    edited.keep = {QStringLiteral("nobody/nothing")};
    EXPECT_FALSE(SizingEngine::evaluate(edited, catalogue).ok());
    edited = b;
    edited.checkpoint = QStringLiteral("acme/GLM-9");
    EXPECT_FALSE(SizingEngine::evaluate(edited, catalogue).ok());
    // The build itself, and a copy at another context, still evaluate.
    const Evaluation again = SizingEngine::evaluate(b, catalogue);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.figures.conversations, first.figures.conversations);
    Build longer = b;
    longer.context = 2 * b.context;
    const Evaluation atLonger = SizingEngine::evaluate(longer, catalogue);
    ASSERT_TRUE(atLonger.ok());
    EXPECT_DOUBLE_EQ(inBytes(atLonger.figures.cachePerConversation),
                     inBytes(CacheFootprint(again.figures.model->attention, b.cacheDtype)
                                 .perConversation(longer.context)));
}

TEST(SizingEngine, AnEditedCatalogueIsReadAgain)
{
    Catalogue catalogue = Catalogue::builtIn();
    const Build b = reference();
    const Evaluation first = SizingEngine::evaluate(b, catalogue);
    ASSERT_TRUE(first.ok()) << first.error.toStdString();
    // The same card with 8 GiB less: the catalogue edited in place.
    Card smaller = *first.figures.card;
    ASSERT_EQ(smaller.fixedBudget.value(), 0);
    smaller.driverMemory = smaller.driverMemory - gibibytes(8);
    catalogue.addCard(smaller);
    const Evaluation second = SizingEngine::evaluate(b, catalogue);
    ASSERT_TRUE(second.ok()) << second.error.toStdString();
    EXPECT_EQ(second.figures.card, catalogue.card(smaller.id));
    EXPECT_DOUBLE_EQ(inBytes(second.figures.memoryPerCard),
                     inBytes(first.figures.memoryPerCard) - inBytes(gibibytes(8)));
    // Another catalogue assigned at the same address: the built-in card again.
    catalogue = Catalogue::builtIn();
    const Evaluation third = SizingEngine::evaluate(b, catalogue);
    ASSERT_TRUE(third.ok());
    EXPECT_DOUBLE_EQ(inBytes(third.figures.memoryPerCard), inBytes(first.figures.memoryPerCard));
    // A catalogue moved from holds nothing, whatever it held before.
    const Catalogue moved = std::move(catalogue);
    EXPECT_FALSE(SizingEngine::evaluate(b, catalogue).ok()); // NOLINT(bugprone-use-after-move)
    EXPECT_TRUE(SizingEngine::evaluate(b, moved).ok());
}

TEST(SizingEngine, EachThreadResolvesForItself)
{
    const Build b = reference();
    const Evaluation here = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(here.ok());
    Evaluation there;
    std::thread worker([&] { there = SizingEngine::evaluate(b, Catalogue::builtIn()); });
    worker.join();
    ASSERT_TRUE(there.ok()) << there.error.toStdString();
    EXPECT_EQ(there.figures.card, here.figures.card);
    EXPECT_EQ(there.figures.conversations, here.figures.conversations);
}

TEST(SizingEngine, EachServerDrawsWithItsOwnCpuAndFeed)
{
    Catalogue catalogue = Catalogue::builtIn();
    Build b = reference();
    b.servers.append(b.servers[0]); // the second server shares the first's ids...
    b.layout.copies *= 2;
    const Server first = b.servers[0];
    ASSERT_GT(first.cpuCount, 0);
    // ...until it takes another CPU (one of twice the TDP) and feed.
    Cpu other = *catalogue.cpu(first.cpu);
    other.id = QStringLiteral("test-cpu");
    other.tdp = 2.0 * other.tdp;
    catalogue.addCpu(other);
    b.servers[1].cpu = other.id;
    for (const Feed &feed : catalogue.feeds())
        if (feed.id != first.feed && feed.nominal() != catalogue.feed(first.feed)->nominal())
            b.servers[1].feed = feed.id;
    ASSERT_NE(b.servers[1].feed, first.feed);
    const Evaluation e = SizingEngine::evaluate(b, catalogue);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    ASSERT_EQ(e.figures.perServer.size(), 2);
    for (int s : {0, 1}) {
        const Server &server = b.servers[s];
        EXPECT_DOUBLE_EQ(e.figures.perServer[s].cpus.value(),
                         server.cpuCount * catalogue.cpu(server.cpu)->tdp.value());
        EXPECT_DOUBLE_EQ(e.figures.perServer[s].feedNominal.value(),
                         catalogue.feed(server.feed)->nominal().value());
    }
}
