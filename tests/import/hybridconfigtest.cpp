// SPDX-License-Identifier: MIT
// Hybrid and interleaved families read with their real layer kinds, fixed
// state and parameter count: Nemotron-3 (hybrid_override_pattern, Mamba-2
// state in its cache dtype), Llama 4 Maverick (interleave_moe_layer_step),
// MiniMax-M1 (attn_type_list) and Jamba (attention and expert periods).
// Falcon-H1: falconh1test.cpp.
// Every figure is the arithmetic on the file's own fields, written out here.
#include "cachefootprint.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "expertweights.h"
#include "formaterror.h"
#include "hfconfigs.h"
#include "usercatalogue.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
// The imported model states its parameters to 0.1B ("456.1B").
constexpr double kStatedTo = 0.05e9;

double count(QString p)
{
    const double unit = p.endsWith(QLatin1Char('T')) ? 1e12 : 1e9;
    p.chop(1);
    return p.toDouble() * unit;
}
double parametersOf(const ImportedCheckpoint &c)
{
    return count(c.entry.model.parameters);
}
double activeOf(const ImportedCheckpoint &c)
{
    return count(c.entry.model.activeParameters);
}
} // namespace

TEST(HybridConfig, Nemotron3NanoMamba2AndAttentionLayers)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("nemotron-3-nano-30b"));
    const AttentionArchitecture &a = c.entry.model.attention;
    // "MEMEM*EMEMEM*...": 52 characters, 6 attention (*), 23 Mamba-2 (M), 23 experts (E).
    EXPECT_EQ(a.numHiddenLayers, 52);
    EXPECT_EQ(a.attentionLayers, 6);
    EXPECT_EQ(a.linearLayers, 23);
    // 6 attention layers x 2 x 2 KV heads x 128 x 2 bytes per token.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 6.0 * 2 * 2 * 128 * 2);
    // Per Mamba-2 layer: 64 heads x 64 x 128 state values in float32
    // (mamba_ssm_cache_dtype), plus the convolution over x, B and C:
    // (4 - 1) x (64 x 64 + 2 x 8 groups x 128) x 2 bytes.
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes),
                     23.0 * (64 * 64 * 128 * 4 + (4 - 1) * (64 * 64 + 2 * 8 * 128) * 2));
    // NVIDIA's card: 31.6B parameters in total.
    EXPECT_NEAR(parametersOf(c), 31.6e9, 0.05 * 31.6e9);
    EXPECT_EQ(c.entry.model.shape.nRoutedExperts, 128);
}

// Llama 4 Maverick: experts on every second of 48 layers, dense layers of
// intermediate_size_mlp 16384 between them. The text config of TensorRT-LLM's
// LLAMA_4_MAVERICK_TWO_LAYER_CONFIG with its two marked changes undone
// (48 layers, no no_rope_layer_interval); Meta states 400B parameters.
TEST(HybridConfig, Llama4MaverickInterleavedExperts)
{
    const QByteArray config = R"({
        "architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4",
        "text_config": {"attention_bias": false, "attention_chunk_size": 8192, "head_dim": 128,
            "hidden_act": "silu", "hidden_size": 5120, "interleave_moe_layer_step": 2,
            "intermediate_size": 8192, "intermediate_size_mlp": 16384,
            "max_position_embeddings": 1048576, "model_type": "llama4_text",
            "num_attention_heads": 40, "num_experts_per_tok": 1, "num_hidden_layers": 48,
            "num_key_value_heads": 8, "num_local_experts": 128, "rope_theta": 500000.0,
            "torch_dtype": "bfloat16", "use_qk_norm": false, "vocab_size": 202048},
        "torch_dtype": "bfloat16"})";
    const ImportedCheckpoint c = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("x"), config, std::nullopt, std::nullopt);
    // 24 expert layers of 128 experts (and one shared) of 3 x 5120 x 8192, 24 dense
    // layers of 3 x 5120 x 16384, 48 attention layers, untied embeddings of 202048 x 5120.
    const double h = 5120;
    const double expected = 24 * (3 * h * 8192 * 128 + 3 * h * 8192 + h * 128) +
                            24 * 3 * h * 16384 + 48 * (h * 40 * 128 * 2 + 2 * h * 8 * 128) +
                            2 * 202048 * h;
    EXPECT_NEAR(parametersOf(c), expected, kStatedTo);
    EXPECT_NEAR(parametersOf(c), 400e9, 0.05 * 400e9);
    // One of 128 routed experts per token (with the shared one): 127 idle in
    // each of the 24 expert layers, and the input embedding (a lookup) is
    // not counted as active. Meta states 17B active parameters.
    const double active = expected - 24 * 127 * 3 * h * 8192 - 202048 * h;
    EXPECT_NEAR(activeOf(c), active, kStatedTo);
    // Meta's 17B counts the input embedding too (OpenAI's and MiniMax's
    // active counts leave it out, as the importer does).
    EXPECT_NEAR(activeOf(c) + 202048 * h, 17e9, 0.05 * 17e9);
    // The routed experts that EP and DP spread sit on the 24 expert layers
    // only: 24 x 128 x 3 x 5120 x 8192 (every layer would exceed the checkpoint).
    EXPECT_EQ(c.entry.model.shape.moeLayers, 24);
    EXPECT_DOUBLE_EQ(ExpertWeights::routedParameters(c.entry.model), 24.0 * 128 * 3 * h * 8192);
}

// MiniMax-M1 (tests/data/hf/minimax-m1, the Hugging Face file): attn_type_list
// marks softmax (1) and lightning (0) layers, every eighth softmax. A lightning
// layer keeps heads x head_dim x head_dim in the model's 16-bit dtype (vLLM's
// linear_attention_state_dtype: the cache dtype, "auto" the model's; float32
// is refused for MiniMax).
TEST(HybridConfig, MiniMaxM1LightningAndSoftmaxLayers)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("minimax-m1"));
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.numHiddenLayers, 80);
    EXPECT_EQ(a.attentionLayers, 10); // layers 8, 16, ..., 80
    EXPECT_EQ(a.linearLayers, 70);
    // 10 softmax layers x 2 x 8 KV heads x 128 x 2 bytes = 40,960 bytes per token.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 10.0 * 2 * 8 * 128 * 2);
    // 70 lightning layers x 64 heads x 128 x 128 x 2 bytes = 146,800,640 bytes.
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 70.0 * 64 * 128 * 128 * 2);

    // Parameters: untied embeddings 2 x 200064 x 6144; 70 lightning layers of
    // q, k, v, output gate and output projection (5 x 6144 x 64 x 128); 10
    // softmax layers (q and o 6144 x 64 x 128, k and v 6144 x 8 x 128); 80
    // layers of 32 experts of 3 x 6144 x 9216 with a router of 6144 x 32.
    const double h = 6144, expert = 3 * h * 9216;
    const double embeddings = 2 * 200064 * h;
    const double total = embeddings + 70 * 5 * h * 64 * 128 +
                         10 * (2 * h * 64 * 128 + 2 * h * 8 * 128) + 80 * (32 * expert + h * 32);
    EXPECT_NEAR(parametersOf(c), total, kStatedTo);
    // MiniMax states 456B in total and 45.9B activated per token (the
    // MiniMax-M1 model card and report, June 2025).
    EXPECT_NEAR(parametersOf(c), 456e9, 0.05 * 456e9);
    // Two of 32 experts per token: 30 idle in each of the 80 layers; the
    // input embedding (a lookup) is not active.
    const double active = total - 80 * 30 * expert - embeddings / 2;
    EXPECT_NEAR(activeOf(c), active, kStatedTo);
    // MiniMax's 45.9B leaves the output layer out too (48.39B - 2.46B =
    // 45.93B); the estimate counts it, as every decoding step reads it in full.
    EXPECT_NEAR(activeOf(c), 45.9e9, 0.05 * 45.9e9);
    EXPECT_NEAR(activeOf(c) - embeddings / 2, 45.9e9, 0.01 * 45.9e9);
}

// AI21-Jamba-1.5-Mini (tests/data/hf/jamba-1.5-mini): attention on layers i
// with i % attn_layer_period 8 == attn_layer_offset 4, Mamba (v1) elsewhere
// with a d_inner x d_state state and a (d_conv - 1) x d_inner convolution,
// d_inner = mamba_expand 2 x hidden_size 4096 = 8192; 16 experts on layers
// i % expert_layer_period 2 == expert_layer_offset 1.
TEST(HybridConfig, Jamba15MiniAttentionEveryEighthLayer)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("jamba-1.5-mini"));
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.attentionLayers, 4); // layers 4, 12, 20, 28
    EXPECT_EQ(a.linearLayers, 28);
    // head_dim = 4096 / 32 = 128; 4 layers x 2 x 8 KV heads x 128 x 2 bytes = 16,384.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 4.0 * 2 * 8 * 128 * 2);
    // 28 x (8192 x 16 x 2 + (4 - 1) x 8192 x 2) = 28 x 311,296 = 8,716,288 bytes.
    const double inner = 2.0 * 4096;
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 28 * (inner * 16 * 2 + (4 - 1) * inner * 2));

    // Parameters: untied embeddings 2 x 65536 x 4096; 4 attention layers
    // (q and o 4096 x 4096, k and v 4096 x 1024); 28 Mamba layers (in_proj
    // 4096 x 2 x 8192, x_proj 8192 x (dt_rank 256 + 2 x 16), dt_proj 256 x
    // 8192, out_proj 8192 x 4096, conv 8192 x 4, A 8192 x 16); 16 expert
    // layers of 16 experts of 3 x 4096 x 14336 with a router; 16 dense MLPs.
    const double h = 4096, expert = 3 * h * 14336;
    const double mamba =
        h * 2 * inner + inner * (256 + 2 * 16) + 256 * inner + inner * h + inner * 4 + inner * 16;
    const double total = 2 * 65536 * h + 4 * (2 * h * h + 2 * h * 1024) + 28 * mamba +
                         16 * (16 * expert + h * 16) + 16 * expert;
    EXPECT_NEAR(parametersOf(c), total, kStatedTo);
    // AI21 states 52B in total and 12B active (AI21-Jamba-1.5-Mini model card).
    EXPECT_NEAR(parametersOf(c), 52e9, 0.05 * 52e9);
    const double active = total - 16 * (16 - 2) * expert - 65536 * h;
    EXPECT_NEAR(activeOf(c), active, kStatedTo);
    EXPECT_NEAR(activeOf(c), 12e9, 0.05 * 12e9);
    // Routed experts on the 16 expert layers only: 16 x 16 x 3 x 4096 x 14336.
    EXPECT_EQ(c.entry.model.shape.moeLayers, 16);
    EXPECT_DOUBLE_EQ(ExpertWeights::routedParameters(c.entry.model), 16.0 * 16 * expert);
    // The user catalogue keeps the count.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    UserCatalogue::store(c.entry, path);
    const QList<CustomCheckpoint> read = UserCatalogue::read(path);
    ASSERT_EQ(read.size(), 1);
    EXPECT_EQ(read.first().model.shape.moeLayers, 16);
}
