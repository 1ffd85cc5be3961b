// SPDX-License-Identifier: MIT
// Hybrid and interleaved families read with their real layer kinds, fixed
// state and parameter count: Nemotron-3 (hybrid_override_pattern, Mamba-2
// state in its cache dtype), Llama 4 Maverick (interleave_moe_layer_step).
// Every figure is the arithmetic on the file's own fields, written out here.
#include "cachefootprint.h"
#include "formaterror.h"
#include "import/checkpointimporter.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
QString hf(const char *name)
{
    return QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(name);
}

double parametersOf(const ImportedCheckpoint &c)
{
    QString p = c.entry.model.parameters;
    const double unit = p.endsWith(QLatin1Char('T')) ? 1e12 : 1e9;
    p.chop(1);
    return p.toDouble() * unit;
}
} // namespace

TEST(HybridConfig, Nemotron3NanoMamba2AndAttentionLayers)
{
    const ImportedCheckpoint c = CheckpointImporter::importDirectory(hf("nemotron-3-nano-30b"));
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
    const ImportedCheckpoint c =
        CheckpointImporter::importFiles(QStringLiteral("x"), config, std::nullopt, std::nullopt);
    // 24 expert layers of 128 experts (and one shared) of 3 x 5120 x 8192, 24 dense
    // layers of 3 x 5120 x 16384, 48 attention layers, untied embeddings of 202048 x 5120.
    const double h = 5120;
    const double expected = 24 * (3 * h * 8192 * 128 + 3 * h * 8192 + h * 128) +
                            24 * 3 * h * 16384 + 48 * (h * 40 * 128 * 2 + 2 * h * 8 * 128) +
                            2 * 202048 * h;
    EXPECT_NEAR(parametersOf(c), expected, 0.001 * expected);
    EXPECT_NEAR(parametersOf(c), 400e9, 0.05 * 400e9);
}

// MiniMax: attn_type_list marks softmax (1) and lightning (0) layers; a
// lightning layer keeps heads x head_dim x head_dim in FP32. A config written
// for the test in the family's field names (no verbatim MiniMax-M1 file was found).
TEST(HybridConfig, MiniMaxLightningAndSoftmaxLayers)
{
    QByteArray types;
    for (int i = 0; i < 16; ++i)
        types += QByteArray(i > 0 ? ", " : "") + ((i + 1) % 8 == 0 ? "1" : "0");
    const QByteArray config = R"({"architectures": ["MiniMaxM1ForCausalLM"],
        "model_type": "minimax_m1", "num_hidden_layers": 16, "hidden_size": 1024,
        "num_attention_heads": 8, "num_key_value_heads": 2, "head_dim": 128,
        "intermediate_size": 2048, "vocab_size": 1000, "max_position_embeddings": 8192,
        "attn_type_list": [)" +
                              types + "]}";
    const ImportedCheckpoint c =
        CheckpointImporter::importFiles(QStringLiteral("x"), config, std::nullopt, std::nullopt);
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.attentionLayers, 2); // layers 8 and 16
    EXPECT_EQ(a.linearLayers, 14);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 2 * 2 * 128 * 2);
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 14.0 * 8 * 128 * 128 * 4);
}

// Falcon-H1 runs attention and a Mamba-2 mixer in every layer, which this
// program's model cannot hold: refused, naming the fields it could not read.
TEST(HybridConfig, FalconH1IsRefusedNotCountedAsAttention)
{
    const QByteArray config = R"({"architectures": ["FalconH1ForCausalLM"],
        "model_type": "falcon_h1", "num_hidden_layers": 4, "hidden_size": 256,
        "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 64,
        "intermediate_size": 512, "vocab_size": 1000, "max_position_embeddings": 4096,
        "mamba_d_ssm": 512, "mamba_n_heads": 8, "mamba_d_head": 64, "mamba_d_state": 128})";
    try {
        CheckpointImporter::importFiles(QStringLiteral("x"), config, std::nullopt, std::nullopt);
        FAIL() << "Falcon-H1 imported as attention";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("mamba_d_state")));
        EXPECT_TRUE(e.message().contains(QStringLiteral("FalconH1ForCausalLM")));
    }
}

// Jamba: attention on layers i % attn_layer_period == attn_layer_offset, Mamba
// elsewhere with a d_inner x d_state state and a (d_conv - 1) x d_inner
// convolution, d_inner = mamba_expand x hidden_size. Written for the test in
// Jamba's field names (no verbatim file was found).
TEST(HybridConfig, JambaAttentionEveryEighthLayer)
{
    const QByteArray config = R"({"architectures": ["JambaForCausalLM"], "model_type": "jamba",
        "num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32,
        "num_key_value_heads": 8, "intermediate_size": 14336, "vocab_size": 65536,
        "max_position_embeddings": 262144, "attn_layer_period": 8, "attn_layer_offset": 4,
        "mamba_d_state": 16, "mamba_d_conv": 4, "mamba_expand": 2})";
    const ImportedCheckpoint c =
        CheckpointImporter::importFiles(QStringLiteral("x"), config, std::nullopt, std::nullopt);
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.attentionLayers, 4); // layers 4, 12, 20, 28
    EXPECT_EQ(a.linearLayers, 28);
    // head_dim = 4096 / 32 = 128; 4 layers x 2 x 8 KV heads x 128 x 2 bytes.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 4.0 * 2 * 8 * 128 * 2);
    const double inner = 2.0 * 4096;
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 28 * (inner * 16 * 2 + (4 - 1) * inner * 2));
}
