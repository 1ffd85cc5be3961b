// SPDX-License-Identifier: MIT
// Data-parallel attention (issue 15): DP ranks each hold attention, the dense
// layers and their own conversations' cache; the routed experts are spread
// over all DP x TP cards by EP. Every figure is written out from catalogue
// values.
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "buildplanner.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "figureformulas.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "sizingengine.h"
#include "testinputs.h"

#include <QFile>

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

namespace {

const QString kDeepSeek = QStringLiteral("deepseek-ai/DeepSeek-V3-0324");

Build deepSeekOn8H200(int tp, int dp)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-sxm");
    request.cards = 8;
    request.checkpoint = kDeepSeek;
    request.layout.tp = tp;
    request.layout.dp = dp;
    request.layout.ep = true;
    request.layout.copies = 1;
    request.context = 32768;
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}

} // namespace

TEST(DataParallelAttention, Dp8Ep8DeepSeekV3On8H200HoldsEachRanksOwnCache)
{
    const Build build = deepSeekOn8H200(1, 8);
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const Figures &f = e.figures;

    // Usable per card: 0.9 x 143,771 MiB - 3 GiB.
    const double usable = 0.9 * 143771.0 * 1048576.0 - 3.0 * 1073741824.0;
    EXPECT_NEAR(inBytes(f.usablePerCard), usable, 1.0);

    // Routed experts: (61 layers - 3 dense) x 256 experts x 3 matrices x
    // 7168 x 2048, FP8 with one FP32 scale per 128 x 128 block.
    const double routed = 58.0 * 256 * 3 * 7168 * 2048 * (1.0 + 4.0 / (128 * 128));
    EXPECT_NEAR(inBytes(f.routedExperts), routed, 1.0);
    // Weights per card: the rest (attention, dense layers, shared experts,
    // embeddings, MTP) on every rank, the routed experts split eight ways.
    const double checkpoint = 642.0 * 1073741824.0;
    const double weights = (checkpoint - routed) / 1.0 + routed / 8.0;
    EXPECT_NEAR(inBytes(f.weightsPerCard), weights, 1.0);
    EXPECT_LT(inGiB(f.weightsPerCard), 110.0); // not 642 GiB: not eight full copies

    // Each rank's own conversations: the whole 512 + 64 latent of 61 layers
    // in 16 bits for 32,768 tokens on its one card.
    const double cache = 61.0 * (512 + 64) * 2 * 32768;
    EXPECT_NEAR(inBytes(f.cachePerConversationPerCard), cache, 1.0);
    const int perRank = int(std::floor((usable - weights) / cache));
    EXPECT_EQ(f.conversationsPerRank, perRank);
    EXPECT_EQ(f.conversationsPerCopy, 8 * perRank);
    EXPECT_EQ(f.conversations, 8 * perRank);
    EXPECT_NEAR(inBytes(f.cacheInUsePerCard), perRank * cache, 1.0);
    EXPECT_GT(perRank, 0);

    // TP8 on the same cards: weights split eight ways, but the latent is
    // replicated on every card, so the cache per card is the same and one
    // copy holds floor((usable - 642 GiB / 8) / cache) conversations.
    const Figures tp8 = SizingEngine::evaluate(deepSeekOn8H200(8, 1), Catalogue::builtIn()).figures;
    EXPECT_EQ(tp8.conversations, int(std::floor((usable - checkpoint / 8.0) / cache)));
    EXPECT_GT(f.conversations, tp8.conversations);
}

TEST(DataParallelAttention, DpWithTensorParallelRanks)
{
    // DP4 x TP2: the rest split over the rank's two cards, experts over all eight.
    const Figures f = SizingEngine::evaluate(deepSeekOn8H200(2, 4), Catalogue::builtIn()).figures;
    const double routed = 58.0 * 256 * 3 * 7168 * 2048 * (1.0 + 4.0 / (128 * 128));
    const double checkpoint = 642.0 * 1073741824.0;
    EXPECT_NEAR(inBytes(f.weightsPerCard), (checkpoint - routed) / 2.0 + routed / 8.0, 1.0);
    EXPECT_EQ(f.conversationsPerCopy, 4 * f.conversationsPerRank);
}

TEST(DataParallelAttention, NeedsExpertsAndEpAndTheRightCardCount)
{
    Build b = deepSeekOn8H200(1, 8);
    b.layout.ep = false;
    EXPECT_TRUE(SizingEngine::validate(b, Catalogue::builtIn()).contains(QStringLiteral("EP")));
    b = deepSeekOn8H200(1, 8);
    b.layout.dp = 4;
    EXPECT_TRUE(SizingEngine::validate(b, Catalogue::builtIn()).contains(QStringLiteral("DP 4")));
    // A model without routed experts of known size has nothing to spread:
    // a dense model, Llama-3.3-70B imported from its config.json (every
    // built-in model now has its expert widths).
    b = deepSeekOn8H200(1, 8);
    QFile config(QStringLiteral(LLMCONF_TEST_DATA "/hf/llama-3.3-70b/config.json"));
    ASSERT_TRUE(config.open(QIODevice::ReadOnly));
    const ImportedCheckpoint dense = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"), config.readAll(),
        std::nullopt, gibibytes(131.4));
    b.customCheckpoints = {dense.entry};
    b.checkpoint = QStringLiteral("meta-llama/Llama-3.3-70B-Instruct");
    EXPECT_FALSE(
        SizingEngine::validate(b, BuildCatalogue::effective(Catalogue::builtIn(), b)).isEmpty());
}

TEST(DataParallelAttention, BuildFilesAndServingCommandsCarryIt)
{
    const Build build = deepSeekOn8H200(1, 8);
    const QByteArray json = BuildFile::toJson(build, Catalogue::builtIn().rules());
    EXPECT_TRUE(json.contains("\"dp\": 8"));
    EXPECT_EQ(BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules()),
              build);
    // Files without DP stay as they were.
    EXPECT_FALSE(
        BuildFile::toJson(deepSeekOn8H200(8, 1), Catalogue::builtIn().rules()).contains("\"dp\""));

    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    const QString vllm = ServingCommand::vllm(build, f);
    EXPECT_TRUE(vllm.contains(QStringLiteral("--tensor-parallel-size 1"))) << vllm.toStdString();
    EXPECT_TRUE(vllm.contains(QStringLiteral("--data-parallel-size 8")));
    EXPECT_TRUE(vllm.contains(QStringLiteral("--enable-expert-parallel")));
    const QString sglang = ServingCommand::sglang(build, f);
    EXPECT_TRUE(sglang.contains(QStringLiteral("--tp-size 8"))) << sglang.toStdString();
    EXPECT_TRUE(sglang.contains(QStringLiteral("--dp-size 8")));
    EXPECT_TRUE(sglang.contains(QStringLiteral("--enable-dp-attention")));
    EXPECT_TRUE(sglang.contains(QStringLiteral("--ep-size 8")));
}

TEST(DataParallelAttention, ThePlannerFindsIt)
{
    // 40 conversations of 32K on H200 SXM without pipeline stages or DCP: TP8 holds
    // fewer on eight cards, DP attention reaches them without a second server.
    PlanTarget target{QStringLiteral("DeepSeek-V3"), 40, 32768};
    PlanConstraints constraints;
    constraints.cards = {QStringLiteral("h200-sxm")};
    constraints.cacheDtypes = {CacheDtype::Bf16};
    constraints.maxPipelineStages = 1;
    constraints.allowDcp = false;
    const PlanResult result =
        BuildPlanner::plan(target, constraints, test::inputs(Catalogue::builtIn()));
    ASSERT_TRUE(result.ok()) << result.error.toStdString();
    ASSERT_FALSE(result.candidates.isEmpty());
    const PlanCandidate &best = result.candidates.first();
    SCOPED_TRACE(
        FigureFormulas(best.build, best.report.figures(), QuantityFormat()).layout().toStdString());
    EXPECT_EQ(best.report.figures().cards, 8);
    EXPECT_GT(best.build.layout.dp, 1);
    EXPECT_GE(best.report.figures().conversations, 40);
}
