// SPDX-License-Identifier: MIT
// Layouts vLLM refuses are refused here with vLLM's reason: TP divides the
// attention heads, the KV heads divide TP or TP the KV heads, block-quantised
// experts split into whole blocks unless EP, EP needs routed experts; and a
// chassis holds what can be bought. The arithmetic is written out from the
// catalogue's own model shapes.
#include "buildassembler.h"
#include "cachefootprint.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "sizingengine.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

const ModelFamily &model(const char *id)
{
    const ModelFamily *m = catalogue().model(QString::fromLatin1(id));
    EXPECT_NE(m, nullptr) << id;
    return *m;
}

const Checkpoint *checkpoint(const char *id)
{
    return catalogue().checkpoint(QString::fromLatin1(id));
}

Build assembled(const char *card, int cards, const char *checkpointId, Layout layout,
                int servers = 1)
{
    BuildRequest r;
    r.card = QString::fromLatin1(card);
    r.cards = cards;
    r.servers = servers;
    r.checkpoint = QString::fromLatin1(checkpointId);
    r.layout = layout;
    return BuildAssembler::assemble(r, catalogue());
}

} // namespace

TEST(LayoutValidity, TensorParallelMustDivideTheAttentionHeads)
{
    const ModelFamily &glm53 = model("GLM-5.3");
    const Checkpoint *nvfp4 = checkpoint("nvidia/GLM-5.3-NVFP4");
    for (int tp = 1; tp <= 8; ++tp) {
        const bool divides = glm53.shape.numAttentionHeads % tp == 0; // 64 heads
        EXPECT_EQ(LayoutValidity::whyRefused(Layout{tp, 1, true, 1, 1}, glm53, nvfp4).isEmpty(),
                  divides)
            << tp;
    }
    // The command: five B200 at TP 5.
    const Build b = assembled("b200", 5, "nvidia/GLM-5.3-NVFP4", Layout{5, 1, true, 1, 1});
    const Evaluation e = SizingEngine::evaluate(b, catalogue());
    EXPECT_FALSE(e.ok());
    EXPECT_EQ(e.error, QStringLiteral("vLLM refuses TP 5 for GLM-5.3: \"Total number of attention "
                                      "heads (%1) must be divisible by tensor parallel size (5).\"")
                           .arg(glm53.shape.numAttentionHeads));
}

TEST(LayoutValidity, KeyValueHeadsSplitOrCopyEvenly)
{
    // GLM-4.7: 96 heads, 8 KV heads. TP 12 divides 96 but neither 8 % 12 nor
    // 12 % 8 is 0; TP 16 copies each KV head onto 16 / 8 = 2 ranks.
    const ModelFamily &glm47 = model("GLM-4.7");
    const Checkpoint *fp8 = checkpoint("zai-org/GLM-4.7-FP8");
    ASSERT_EQ(glm47.shape.numAttentionHeads % 12, 0);
    EXPECT_EQ(LayoutValidity::whyRefused(Layout{12, 1, true, 1, 1}, glm47, fp8),
              QStringLiteral("vLLM refuses TP 12 for GLM-4.7: its %1 KV heads must divide TP or "
                             "TP must divide them (each rank holds whole KV heads, split or "
                             "copied evenly).")
                  .arg(glm47.attention.numKeyValueHeads));
    EXPECT_TRUE(LayoutValidity::whyRefused(Layout{16, 1, true, 1, 1}, glm47, fp8).isEmpty());
    // TP 3 divides 96 but not the 8 KV heads.
    EXPECT_FALSE(LayoutValidity::whyRefused(Layout{3, 1, true, 1, 1}, glm47, fp8).isEmpty());
}

TEST(LayoutValidity, LinearAttentionHeadsSplitEvenly)
{
    // GLM-5.3-Flash: 64 KDA heads; its sparse-attention heads are not in the catalogue.
    const ModelFamily &flash = model("GLM-5.3-Flash");
    const Checkpoint *nvfp4 = checkpoint("nvidia/GLM-5.3-Flash-NVFP4");
    EXPECT_EQ(flash.attention.linearNumHeads % 3, 64 % 3);
    EXPECT_EQ(LayoutValidity::whyRefused(Layout{3, 1, true, 1, 1}, flash, nvfp4),
              QStringLiteral("vLLM refuses TP 3 for GLM-5.3-Flash: its %1 linear-attention heads "
                             "must be divisible by the tensor-parallel size.")
                  .arg(flash.attention.linearNumHeads));
    EXPECT_TRUE(LayoutValidity::whyRefused(Layout{4, 1, true, 1, 1}, flash, nvfp4).isEmpty());
}

TEST(LayoutValidity, BlockQuantisedExpertsSplitIntoWholeBlocksUnlessEp)
{
    // Qwen3-235B-A22B's experts (moe_intermediate_size 1536) in FP8 blocks of
    // 128, the shape of tests/data/hf/qwen3-vl-235b: 1536 / 8 = 192 is not a
    // multiple of 128, 1536 / 4 = 384 = 3 x 128 is.
    ModelFamily qwen = model("GLM-4.7");
    qwen.name = QStringLiteral("Qwen3-235B-A22B");
    qwen.shape.numAttentionHeads = 64;
    qwen.shape.numKeyValueHeads = 4;
    qwen.attention.numKeyValueHeads = 4;
    qwen.shape.moeIntermediateSize = 1536;
    Checkpoint fp8;
    fp8.id = QStringLiteral("Qwen/Qwen3-235B-A22B-FP8");
    fp8.weightBlockSize = 128;
    EXPECT_EQ(LayoutValidity::whyRefused(Layout{8, 1, false, 1, 1}, qwen, &fp8),
              QStringLiteral("vLLM refuses TP 8 without expert parallelism for "
                             "Qwen/Qwen3-235B-A22B-FP8: each expert's moe_intermediate_size of "
                             "1536 leaves %1 per card, and \"The output_size of gate's and up's "
                             "weight = %1 is not divisible by weight quantization block_n = 128.\" "
                             "Turn on EP, or choose a TP that leaves a multiple of 128.")
                  .arg(1536 / 8));
    EXPECT_TRUE(LayoutValidity::whyRefused(Layout{4, 1, false, 1, 1}, qwen, &fp8).isEmpty());
    EXPECT_TRUE(LayoutValidity::whyRefused(Layout{8, 1, true, 1, 1}, qwen, &fp8).isEmpty());
    // Per-channel scales (no block) split at any TP the heads allow.
    fp8.weightBlockSize = 0;
    EXPECT_TRUE(LayoutValidity::whyRefused(Layout{8, 1, false, 1, 1}, qwen, &fp8).isEmpty());
}

TEST(LayoutValidity, ExpertParallelismNeedsRoutedExperts)
{
    ModelFamily dense = model("GLM-4.7");
    dense.name = QStringLiteral("Dense");
    dense.shape.nRoutedExperts = 0;
    dense.shape.moeIntermediateSize = 0;
    EXPECT_EQ(LayoutValidity::whyRefused(Layout{8, 1, true, 1, 1}, dense, nullptr),
              QStringLiteral("vLLM refuses expert parallelism for Dense: \"Number of experts in "
                             "the model must be greater than 0 when expert parallelism is "
                             "enabled.\""));
    EXPECT_TRUE(LayoutValidity::whyRefused(Layout{8, 1, false, 1, 1}, dense, nullptr).isEmpty());
}

TEST(LayoutValidity, PipelineAndDecodeContextAsBefore)
{
    const ModelFamily &glm47 = model("GLM-4.7");
    EXPECT_EQ(LayoutValidity::whyRefused(
                  Layout{1, glm47.attention.numHiddenLayers + 1, false, 1, 1}, glm47, nullptr),
              QStringLiteral("PP %1 is more than the %2 layers of GLM-4.7.")
                  .arg(glm47.attention.numHiddenLayers + 1)
                  .arg(glm47.attention.numHiddenLayers));
    EXPECT_EQ(LayoutValidity::whyRefused(Layout{8, 1, true, 3, 1}, glm47, nullptr),
              QStringLiteral("DCP 3 does not divide TP 8."));
}

TEST(LayoutValidity, LayoutOptionsGreyWhatVllmRefuses)
{
    const ModelFamily &glm53 = model("GLM-5.3");
    const Checkpoint *nvfp4 = checkpoint("nvidia/GLM-5.3-NVFP4");
    EXPECT_FALSE(LayoutOptions::whyNot(Layout{6, 1, true, 1, 1}, 6, glm53, nvfp4).isEmpty());
    for (const Layout &l : LayoutOptions::all(6, glm53, nvfp4, true)) {
        EXPECT_EQ(glm53.shape.numAttentionHeads % l.tp, 0);
        EXPECT_TRUE(LayoutOptions::whyNot(l, 6, glm53, nvfp4).isEmpty());
    }
}

TEST(LayoutValidity, StartableLayoutsComeOneCopyFirst)
{
    // GLM-4.7-Flash has 20 heads: on one card TP 1; on eight cards TP 8 is
    // refused (20 % 8 = 4), so one copy is TP 4 x PP 2 with EP.
    const ModelFamily &flash = model("GLM-4.7-Flash");
    const Checkpoint *bf16 = checkpoint("zai-org/GLM-4.7-Flash");
    EXPECT_EQ(LayoutValidity::startable(1, flash, bf16).value(0), (Layout{1, 1, false, 1, 1}));
    ASSERT_NE(flash.shape.numAttentionHeads % 8, 0);
    EXPECT_EQ(LayoutValidity::startable(8, flash, bf16).value(0), (Layout{4, 2, true, 1, 1}));
    for (const Layout &l : LayoutValidity::startable(8, flash, bf16))
        EXPECT_TRUE(LayoutValidity::whyRefused(l, flash, bf16).isEmpty());
}

TEST(ChassisRealism, AnHgxBoardIsFullyPopulated)
{
    // Six cards go on the 8-GPU board (the catalogue has a 4-GPU board too).
    const Build four = assembled("b200", 6, "nvidia/GLM-5.3-NVFP4", Layout{2, 1, true, 1, 3});
    const Chassis *hgx = catalogue().chassisById(four.servers.first().chassis);
    ASSERT_NE(hgx, nullptr);
    EXPECT_EQ(SizingEngine::evaluate(four, catalogue()).error,
              QStringLiteral("Server 1: the %1 is sold with 8 GPUs fitted, not 6.")
                  .arg(hgx->name.text()));
    const Build eight = assembled("b200", 8, "nvidia/GLM-5.3-NVFP4", Layout{8, 1, true, 1, 1});
    EXPECT_TRUE(SizingEngine::evaluate(eight, catalogue()).ok());
}

TEST(ChassisRealism, DgxSparkLinksAsNvidiaDocumentsIt)
{
    // NVIDIA's playbooks link two Sparks by cable, three in a ring and any
    // number through a switch: the catalogue sets no link size for the Spark.
    const Chassis *spark = catalogue().chassisById(QStringLiteral("dgx-spark"));
    ASSERT_NE(spark, nullptr);
    EXPECT_TRUE(spark->linkSizes.isEmpty());
    EXPECT_TRUE(spark->sources.contains(QStringLiteral("linkSizes")));
    for (int n : {2, 3, 4}) {
        SCOPED_TRACE(n);
        const Build linked =
            assembled("dgx-spark", n, "zai-org/GLM-4.7-Flash", Layout{1, n, false, 1, 1}, n);
        EXPECT_TRUE(SizingEngine::evaluate(linked, catalogue()).ok())
            << SizingEngine::evaluate(linked, catalogue()).error.toStdString();
    }
}

TEST(ChassisRealism, LinkSizesOfAChassisAreChecked)
{
    // A system sold for links of one or two (the rule stays for chassis that
    // have one): three linked are refused with the sizes the vendor supports.
    Catalogue pairs = catalogue();
    Chassis spark = *pairs.chassisById(QStringLiteral("dgx-spark"));
    spark.linkSizes = {1, 2};
    pairs.addChassis(spark);
    const Build three =
        assembled("dgx-spark", 3, "zai-org/GLM-4.7-Flash", Layout{1, 3, false, 1, 1}, 3);
    EXPECT_EQ(
        SizingEngine::evaluate(three, pairs).error,
        QStringLiteral("3 linked %1 systems: the vendor supports 1 or 2.").arg(spark.name.text()));
}

TEST(ChassisRealism, ACardGoesOnlyInTheChassisItIsSoldIn)
{
    // The B200 comes on 8-GPU HGX boards only; four of them on the 4-GPU
    // board are refused, naming the board it is sold on.
    const Card *b200 = catalogue().card(QStringLiteral("b200"));
    const Chassis *four = catalogue().chassisById(QStringLiteral("hgx-4gpu-4u"));
    const Chassis *eight = catalogue().chassisById(QStringLiteral("hgx-8gpu-8u"));
    ASSERT_TRUE(b200 && four && eight);
    EXPECT_EQ(b200->chassis, QStringList{eight->id});
    EXPECT_FALSE(ChassisFit::takes(*b200, *four));
    EXPECT_TRUE(ChassisFit::takes(*b200, *eight));
    const QString reason =
        QStringLiteral("The %1 does not take a B200: the B200 is sold in the %2.")
            .arg(four->name.text(), eight->name.text());
    EXPECT_EQ(ChassisFit::whyNot(*b200, *four, catalogue()), reason);

    Build onFour = assembled("b200", 8, "nvidia/GLM-5.3-NVFP4", Layout{8, 1, true, 1, 1});
    onFour.servers[0].chassis = four->id;
    onFour.servers[0].slotCards = QStringList(4, b200->id);
    onFour.layout = Layout{4, 1, true, 1, 1};
    EXPECT_EQ(SizingEngine::evaluate(onFour, catalogue()).error,
              QStringLiteral("Server 1, slot 1: ") + reason);
    QString field;
    EXPECT_EQ(ChassisFit::whyNot(onFour, catalogue(), &field), reason);
    EXPECT_EQ(field, QStringLiteral("$.servers[0].slots[0]"));

    // Four B200 by their cards: the assembler takes the 8-GPU board, which
    // is sold with all eight fitted.
    const Build byCards = assembled("b200", 4, "nvidia/GLM-5.3-NVFP4", Layout{4, 1, true, 1, 1});
    EXPECT_EQ(byCards.servers.first().chassis, eight->id);
    EXPECT_EQ(SizingEngine::evaluate(byCards, catalogue()).error,
              QStringLiteral("Server 1: the %1 is sold with 8 GPUs fitted, not 4.")
                  .arg(eight->name.text()));

    // The H200 SXM is sold on 4- and 8-GPU boards: four fit on the 4-GPU board.
    const Build h200 = assembled("h200-sxm", 4, "zai-org/GLM-4.7-Flash", Layout{4, 1, true, 1, 1});
    EXPECT_EQ(h200.servers.first().chassis, four->id);
    EXPECT_TRUE(SizingEngine::evaluate(h200, catalogue()).ok())
        << SizingEngine::evaluate(h200, catalogue()).error.toStdString();
}

TEST(ChassisRealism, WorkstationCardsAndServerCardsStayApart)
{
    // A passive server card needs a server's airflow; an actively cooled
    // workstation card goes in the tower.
    const Chassis *server = catalogue().chassisById(QStringLiteral("pcie-4gpu-2u"));
    const Chassis *tower = catalogue().chassisById(QStringLiteral("workstation-4gpu"));
    const Card *l40s = catalogue().card(QStringLiteral("l40s"));
    const Card *rtx5090 = catalogue().card(QStringLiteral("rtx-5090"));
    ASSERT_TRUE(server && tower && l40s && rtx5090);
    EXPECT_TRUE(ChassisFit::takes(*l40s, *server));
    EXPECT_FALSE(ChassisFit::takes(*l40s, *tower));
    EXPECT_TRUE(ChassisFit::takes(*rtx5090, *tower));
    EXPECT_EQ(ChassisFit::whyNot(*rtx5090, *server, catalogue()),
              QStringLiteral("The %1 does not take a RTX 5090: the RTX 5090 is sold in the %2.")
                  .arg(server->name.text(), tower->name.text()));
    // Four RTX 5090 by their cards land in the tower.
    EXPECT_EQ(assembled("rtx-5090", 4, "zai-org/GLM-4.7-Flash", Layout{4, 1, true, 1, 1})
                  .servers.first()
                  .chassis,
              tower->id);
}

TEST(ChassisRealism, GraceBlackwellGpusOnlyInComputeTrays)
{
    const Chassis *tray = catalogue().chassisById(QStringLiteral("nvl72-compute-tray"));
    ASSERT_NE(tray, nullptr);
    for (const Card &card : catalogue().cards()) {
        SCOPED_TRACE(card.id.toStdString());
        const bool superchip =
            card.id == QStringLiteral("gb200") || card.id == QStringLiteral("gb300");
        EXPECT_EQ(ChassisFit::takes(card, *tray), superchip);
    }
}

TEST(MlaFp8Cache, PlainMlaIs576BytesSparseMlaIs656)
{
    // vLLM's MLAAttentionSpec: fp8_ds_mla (656 bytes: 512 FP8 + 4 x 4 scale
    // bytes + 64 x 2 RoPE bytes) only for sparse MLA; otherwise the latent of
    // kv_lora_rank + qk_rope_head_dim values in one byte each.
    const ModelFamily &flash = model("GLM-4.7-Flash");
    const AttentionArchitecture &a = flash.attention;
    EXPECT_DOUBLE_EQ(inBytes(CacheFootprint(a, CacheDtype::Fp8).perToken()),
                     double(a.kvLoraRank + a.qkRopeHeadDim) * 1.0 * a.attentionLayers);
    EXPECT_DOUBLE_EQ(double(a.kvLoraRank + a.qkRopeHeadDim), 576.0);
    const ModelFamily &glm53 = model("GLM-5.3");
    const AttentionArchitecture &s = glm53.attention;
    const double latent = s.kvLoraRank + s.kvLoraRank / 128 * 4 + s.qkRopeHeadDim * 2; // 656
    const double indexer = s.indexHeadDim + s.indexHeadDim / 128 * 4;                  // 132
    EXPECT_DOUBLE_EQ(latent, 656.0);
    EXPECT_DOUBLE_EQ(inBytes(CacheFootprint(s, CacheDtype::Fp8).perToken()),
                     latent * s.attentionLayers + indexer * s.indexerLayers);
}
