// SPDX-License-Identifier: MIT
// Weights per card as the checkpoint lays them out (CheckpointLayout) held
// against a count made tensor by tensor: every tensor of the checkpoint's
// model.safetensors.index.json, its shape from config.json, and how vLLM
// holds it (vllm/model_executor/models/deepseek_v2.py: ReplicatedLinear
// whole on every card, ColumnParallelLinear / RowParallelLinear /
// VocabParallelEmbedding / ParallelLMHead split by TP, FusedMoE experts over
// TP x DP; the MTP layer skipped without speculative decoding). Sources in
// tests/data/README.md ("Tensor lists").
#include "catalogue.h"
#include "checkpoint.h"
#include "checkpointlayout.h"
#include "layout.h"
#include "modelfamily.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>

using namespace llmconf;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/// config.json's fields of an MLA + MoE model (DeepseekV3ForCausalLM,
/// GlmMoeDsaForCausalLM).
struct Config
{
    const char *name;
    int hidden, layers, firstDense, intermediate, moeIntermediate, experts, shared, heads;
    int qLora, kvLora, nope, rope, v, vocab;
    int indexHeads, indexDim;  // 0: no DSA indexer
    int nextn;                 // num_nextn_predict_layers
    bool bf16 = false;         // a BF16 checkpoint (else FP8 blocks of 128)
    bool greedyRouter = false; // topk_method greedy: no e_score_correction_bias
};

// deepseek-ai/DeepSeek-V3 config.json; moonshotai/Kimi-K2-Instruct config.json;
// zai-org/GLM-5-FP8 config.json (index_n_heads 32, index_head_dim 128,
// num_nextn_predict_layers 1). All three FP8 with 128 x 128 block scales.
const Config kDeepSeekV3{"DeepSeek-V3", 7168, 61,  3,  18432, 2048,   256, 1, 128,
                         1536,          512,  128, 64, 128,   129280, 0,   0, 1};
const Config kKimiK2{"Kimi-K2", 7168, 61,  1,  18432, 2048,   384, 1, 64,
                     1536,      512,  128, 64, 128,   163840, 0,   0, 0};
const Config kGlm5{"GLM-5", 6144, 78,  3,  12288, 2048,   256, 1,   64,
                   2048,    512,  192, 64, 256,   154880, 32,  128, 1};
// deepseek-ai/DeepSeek-V2-Lite-Chat config.json (tests/data/hf/deepseek-v2-lite-chat):
// MLA without q_lora (q_proj), BF16, topk_method greedy (no correction bias).
// clang-format off
const Config kDeepSeekV2Lite{"DeepSeek-V2-Lite", 2048, 27, 1, 10944, 1408, 64, 2, 16,
                             0, 512, 128, 64, 128, 102400, 0, 0, 0, true, true};
// clang-format on

/// How a card holds a tensor.
enum class Held { Whole, ByTp, ByExperts };

/// One card's bytes and the whole checkpoint's, tensor by tensor.
struct Count
{
    int tp = 8, expertCards = 8;
    double card = 0, checkpoint = 0;
    bool loaded = true; // false inside the MTP layer
    bool bf16Linear = false;

    void tensor(double elements, double bytesEach, Held held)
    {
        const double b = elements * bytesEach;
        checkpoint += b;
        if (!loaded)
            return;
        card += held == Held::Whole ? b : b / (held == Held::ByTp ? tp : expertCards);
    }
    /// An FP8 weight [out, in] and its weight_scale_inv [ceil(out/128), ceil(in/128)] in float32.
    void fp8(double out, double in, Held held)
    {
        tensor(out * in, 1, held);
        tensor(std::ceil(out / 128) * std::ceil(in / 128), 4, held);
    }
    void bf16(double elements, Held held) { tensor(elements, 2, held); }
    /// A linear layer's weight in the checkpoint's format.
    void linear(double out, double in, Held held)
    {
        if (bf16Linear)
            bf16(out * in, held);
        else
            fp8(out, in, held);
    }
};

/// model.layers.{l}.*: attention, its norms, the indexer and the MLP.
void layer(Count &c, const Config &m, bool moe)
{
    const double h = m.hidden, H = m.heads;
    c.bf16(h, Held::Whole); // input_layernorm.weight
    c.bf16(h, Held::Whole); // post_attention_layernorm.weight
    if (m.qLora > 0) {
        c.linear(m.qLora, h, Held::Whole);                    // self_attn.q_a_proj
        c.bf16(m.qLora, Held::Whole);                         // self_attn.q_a_layernorm
        c.linear(H * (m.nope + m.rope), m.qLora, Held::ByTp); // self_attn.q_b_proj
    } else {
        c.linear(H * (m.nope + m.rope), h, Held::ByTp); // self_attn.q_proj
    }
    c.linear(m.kvLora + m.rope, h, Held::Whole);        // self_attn.kv_a_proj_with_mqa
    c.bf16(m.kvLora, Held::Whole);                      // self_attn.kv_a_layernorm
    c.linear(H * (m.nope + m.v), m.kvLora, Held::ByTp); // self_attn.kv_b_proj
    c.linear(h, H * m.v, Held::ByTp);                   // self_attn.o_proj
    if (m.indexHeads > 0) {
        c.linear(m.indexHeads * m.indexDim, m.qLora, Held::Whole); // self_attn.indexer.wq_b
        c.linear(m.indexDim, h, Held::Whole);                      // self_attn.indexer.wk
        c.bf16(2.0 * m.indexDim, Held::Whole); // self_attn.indexer.k_norm.weight, .bias
        c.bf16(m.indexHeads * h, Held::Whole); // self_attn.indexer.weights_proj
    }
    if (!moe) {
        c.linear(m.intermediate, h, Held::ByTp); // mlp.gate_proj
        c.linear(m.intermediate, h, Held::ByTp); // mlp.up_proj
        c.linear(h, m.intermediate, Held::ByTp); // mlp.down_proj
        return;
    }
    c.bf16(m.experts * h, Held::Whole); // mlp.gate.weight
    if (!m.greedyRouter)
        c.tensor(m.experts, 4, Held::Whole); // mlp.gate.e_score_correction_bias (float32)
    const double shared = double(m.shared) * m.moeIntermediate;
    c.linear(shared, h, Held::ByTp); // mlp.shared_experts.gate_proj
    c.linear(shared, h, Held::ByTp); // mlp.shared_experts.up_proj
    c.linear(h, shared, Held::ByTp); // mlp.shared_experts.down_proj
    for (int e = 0; e < m.experts; ++e) {
        c.linear(m.moeIntermediate, h, Held::ByExperts); // mlp.experts.{e}.gate_proj
        c.linear(m.moeIntermediate, h, Held::ByExperts); // mlp.experts.{e}.up_proj
        c.linear(h, m.moeIntermediate, Held::ByExperts); // mlp.experts.{e}.down_proj
    }
}

/// The whole checkpoint, and one card's share at TP `tp` with the experts
/// over `expertCards` cards.
Count count(const Config &m, int tp, int expertCards)
{
    Count c;
    c.tp = tp;
    c.expertCards = expertCards;
    c.bf16Linear = m.bf16;
    const double h = m.hidden, vocab = m.vocab;
    c.bf16(vocab * h, Held::ByTp); // model.embed_tokens.weight
    for (int l = 0; l < m.layers; ++l)
        layer(c, m, l >= m.firstDense);
    c.bf16(h, Held::Whole);        // model.norm.weight
    c.bf16(vocab * h, Held::ByTp); // lm_head.weight
    // model.layers.{layers}.*: the MTP layer, in the checkpoint, not loaded.
    c.loaded = false;
    for (int l = 0; l < m.nextn; ++l) {
        layer(c, m, true);
        c.bf16(h, Held::Whole);         // enorm
        c.bf16(h, Held::Whole);         // hnorm
        c.linear(h, 2 * h, Held::ByTp); // eh_proj
        c.bf16(vocab * h, Held::ByTp);  // embed_tokens
        c.bf16(h, Held::Whole);         // shared_head.norm
        c.bf16(vocab * h, Held::ByTp);  // shared_head.head
    }
    c.loaded = true;
    // vLLM's absorbed MLA matrices (W_UK_T, W_UV): kv_b_proj in 16 bits,
    // made after loading; not in the checkpoint.
    const double absorbed = double(m.layers) * m.kvLora * m.heads * (m.nope + m.v) * 2;
    c.card += absorbed / tp;
    return c;
}

ModelFamily family(const Config &m)
{
    ModelFamily f;
    f.id = QString::fromLatin1(m.name);
    AttentionArchitecture &a = f.attention;
    a.numHiddenLayers = m.layers;
    a.kind = AttentionKind::LatentMla;
    a.attentionLayers = m.layers;
    a.kvLoraRank = m.kvLora;
    a.qkRopeHeadDim = m.rope;
    if (m.indexHeads > 0) {
        a.indexerLayers = m.layers;
        a.indexHeadDim = m.indexDim;
    }
    ModelShape &s = f.shape;
    s.hiddenSize = m.hidden;
    s.numAttentionHeads = m.heads;
    s.numKeyValueHeads = m.heads;
    s.intermediateSize = m.intermediate;
    s.moeIntermediateSize = m.moeIntermediate;
    s.nRoutedExperts = m.experts;
    s.nSharedExperts = m.shared;
    s.numExpertsPerTok = 8;
    s.firstKDenseReplace = m.firstDense;
    s.vocabSize = m.vocab;
    s.qLoraRank = m.qLora;
    s.qkNopeHeadDim = m.nope;
    s.vHeadDim = m.v;
    s.indexNHeads = m.indexHeads;
    s.numNextnPredictLayers = m.nextn;
    return f;
}

/// An FP8 checkpoint with 128 x 128 block scales of `size` bytes, as all three are.
Checkpoint fp8Checkpoint(double size)
{
    Checkpoint checkpoint;
    checkpoint.format = WeightFormat::Fp8BlockScaled;
    checkpoint.weightBlockSize = 128;
    checkpoint.size = bytes(size);
    return checkpoint;
}

void expectWithinThreePercent(const Config &m)
{
    SCOPED_TRACE(m.name);
    const ModelFamily model = family(m);
    const Checkpoint checkpoint = fp8Checkpoint(count(m, 8, 8).checkpoint);

    Layout tp8;
    tp8.tp = 8;
    Layout dp8ep8;
    dp8ep8.dp = 8;
    dp8ep8.ep = true;
    const struct
    {
        const char *name;
        Layout layout;
        Count tensors;
    } cases[] = {{"TP8", tp8, count(m, 8, 8)}, {"DP8+EP8", dp8ep8, count(m, 1, 8)}};
    for (const auto &c : cases) {
        const CheckpointLayout::PerCard engine =
            CheckpointLayout::perCard(model, checkpoint, c.layout);
        EXPECT_TRUE(engine.fromShape);
        std::printf("%s %s: per-tensor count %.2f GiB, CheckpointLayout %.2f GiB (split %.2f, "
                    "whole on every card %.2f), checkpoint / 8 %.2f GiB\n",
                    m.name, c.name, c.tensors.card / kGiB, engine.total().value() / kGiB,
                    engine.split.value() / kGiB, engine.whole.value() / kGiB,
                    checkpoint.size.value() / 8 / kGiB);
        EXPECT_NEAR(engine.total().value() / c.tensors.card, 1.0, 0.03) << c.name;
    }
}

} // namespace

TEST(CheckpointLayout, DeepSeekV3KimiK2AndGlm5WithinThreePercentOfTheirTensors)
{
    expectWithinThreePercent(kDeepSeekV3);
    expectWithinThreePercent(kKimiK2);
    expectWithinThreePercent(kGlm5);
}

TEST(CheckpointLayout, WholeOnEveryCardDoesNotShrinkWithTp)
{
    const ModelFamily model = family(kGlm5);
    const Checkpoint checkpoint = fp8Checkpoint(count(kGlm5, 8, 8).checkpoint);
    Layout tp4, tp8;
    tp4.tp = 4;
    tp8.tp = 8;
    const auto four = CheckpointLayout::perCard(model, checkpoint, tp4);
    const auto eight = CheckpointLayout::perCard(model, checkpoint, tp8);
    EXPECT_DOUBLE_EQ(four.whole.value(), eight.whole.value());
    EXPECT_GT(eight.whole.value(), 0);
    EXPECT_GT(eight.notLoaded.value(), 0); // the MTP layer
}

TEST(CheckpointLayout, SpeculativeDecodingLoadsTheMtpLayers)
{
    const ModelFamily model = family(kDeepSeekV3);
    const Checkpoint checkpoint = fp8Checkpoint(count(kDeepSeekV3, 8, 8).checkpoint);
    Layout tp8;
    tp8.tp = 8;
    const auto skipped = CheckpointLayout::perCard(model, checkpoint, tp8);
    const auto loaded = CheckpointLayout::perCard(model, checkpoint, tp8, true);
    ASSERT_GT(skipped.notLoaded.value(), 0);
    EXPECT_EQ(loaded.notLoaded.value(), 0);
    // Each card takes at least its eighth of the MTP layers and at most all
    // of them (the parts every card holds whole).
    const double added = loaded.total().value() - skipped.total().value();
    EXPECT_GE(added, skipped.notLoaded.value() / 8);
    EXPECT_LE(added, skipped.notLoaded.value());
    EXPECT_GT(loaded.whole.value(), skipped.whole.value());
}

TEST(CheckpointLayout, AShapeThatCountsMoreThanTheCheckpointFallsBackToTheEvenSplit)
{
    const ModelFamily model = family(kDeepSeekV3);
    const Checkpoint checkpoint = fp8Checkpoint(100.0 * kGiB);
    Layout tp8;
    tp8.tp = 8;
    const auto card = CheckpointLayout::perCard(model, checkpoint, tp8);
    EXPECT_FALSE(card.fromShape);
    EXPECT_DOUBLE_EQ(card.total().value(), 100.0 * kGiB / 8);
}

TEST(CheckpointLayout, TheCatalogueCarriesTheShapeOfDeepSeekV3AndGlm5)
{
    const ModelFamily *ds = Catalogue::builtIn().model(QStringLiteral("DeepSeek-V3"));
    const ModelFamily *glm = Catalogue::builtIn().model(QStringLiteral("GLM-5.3"));
    ASSERT_TRUE(ds && glm);
    const ModelShape expectedDs = family(kDeepSeekV3).shape;
    EXPECT_EQ(ds->shape.qLoraRank, expectedDs.qLoraRank);
    EXPECT_EQ(ds->shape.qkNopeHeadDim, expectedDs.qkNopeHeadDim);
    EXPECT_EQ(ds->shape.vHeadDim, expectedDs.vHeadDim);
    EXPECT_EQ(ds->shape.numNextnPredictLayers, expectedDs.numNextnPredictLayers);
    const ModelShape expectedGlm = family(kGlm5).shape;
    EXPECT_EQ(glm->shape.qLoraRank, expectedGlm.qLoraRank);
    EXPECT_EQ(glm->shape.qkNopeHeadDim, expectedGlm.qkNopeHeadDim);
    EXPECT_EQ(glm->shape.vHeadDim, expectedGlm.vHeadDim);
    EXPECT_EQ(glm->shape.indexNHeads, expectedGlm.indexNHeads);
    EXPECT_EQ(glm->shape.numNextnPredictLayers, expectedGlm.numNextnPredictLayers);
}

TEST(CheckpointLayout, DeepSeekV2LiteWithoutQLoraWithinThreePercentOfItsTensors)
{
    // MLA without q_lora: q_proj (hidden x heads x 192) split by TP instead
    // of q_a_proj whole and q_b_proj split; kv_a_proj_with_mqa and its norm
    // whole on every card; BF16 throughout.
    const Config &m = kDeepSeekV2Lite;
    const ModelFamily model = family(m);
    Checkpoint checkpoint;
    checkpoint.format = WeightFormat::Bf16;
    checkpoint.size = bytes(count(m, 1, 1).checkpoint);
    // Hugging Face lists the four safetensors files of DeepSeek-V2-Lite-Chat
    // at 8.59, 8.59, 8.59 and 5.64 GB (31.41 GB, tests/data/README.md): the
    // tensor list is the checkpoint's.
    EXPECT_NEAR(checkpoint.size.value() / 31.41e9, 1.0, 0.005);
    for (int tp : {1, 2, 4}) {
        SCOPED_TRACE(tp);
        Layout layout;
        layout.tp = tp;
        const Count tensors = count(m, tp, tp);
        const CheckpointLayout::PerCard engine =
            CheckpointLayout::perCard(model, checkpoint, layout);
        EXPECT_TRUE(engine.fromShape);
        std::printf("DeepSeek-V2-Lite TP%d: per-tensor count %.2f GiB, CheckpointLayout %.2f GiB "
                    "(split %.2f, whole on every card %.2f)\n",
                    tp, tensors.card / kGiB, engine.total().value() / kGiB,
                    engine.split.value() / kGiB, engine.whole.value() / kGiB);
        EXPECT_NEAR(engine.total().value() / tensors.card, 1.0, 0.03);
        EXPECT_GT(engine.whole.value(), 0);
    }
    // At TP1 the card holds the checkpoint and the absorbed matrices: the
    // llm-d log's "Model loading took 29.43 GiB".
    EXPECT_NEAR(count(m, 1, 1).card / (29.43 * kGiB), 1.0, 0.01);
}
