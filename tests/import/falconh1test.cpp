// SPDX-License-Identifier: MIT
// Falcon-H1: full attention and a Mamba-2 mixer side by side in every layer
// (vLLM's FalconH1ParallelHybrid). Cache per token from every layer's
// attention, a fixed Mamba-2 state per conversation from every layer's mixer,
// and the parameter count, each as arithmetic on the file's own fields.
#include "cachefootprint.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "checkpointimporter.h"
#include "formaterror.h"
#include "hfconfigs.h"
#include "jsoncursor.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
// The imported model states its parameters to 0.1B ("456.1B").
constexpr double kStatedTo = 0.05e9;

double parametersOf(const ImportedCheckpoint &c)
{
    QString p = c.entry.model.parameters;
    const double unit = p.endsWith(QLatin1Char('T')) ? 1e12 : 1e9;
    p.chop(1);
    return p.toDouble() * unit;
}

ImportedCheckpoint import(const QByteArray &config)
{
    return CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"), config,
                                           std::nullopt, std::nullopt,
                                           {{QStringLiteral("weightsBytes"), 1e9}});
}

/// A small Falcon-H1 config in the family's field names, with `extra` added.
QByteArray small(const QByteArray &extra)
{
    return R"({"architectures": ["FalconH1ForCausalLM"], "model_type": "falcon_h1",
        "num_hidden_layers": 4, "hidden_size": 256, "num_attention_heads": 4,
        "num_key_value_heads": 2, "head_dim": 64, "intermediate_size": 512,
        "vocab_size": 1000, "max_position_embeddings": 4096)" +
           extra + "}";
}
} // namespace

// tiiuae/Falcon-H1-7B (tests/data/hf/falcon-h1-7b, see its README row).
TEST(FalconH1, SevenBAttentionAndMamba2InEveryLayer)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("falcon-h1-7b"));
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.numHiddenLayers, 44);
    EXPECT_EQ(a.attentionLayers, 44);
    EXPECT_EQ(a.linearLayers, 44);
    EXPECT_TRUE(a.linearBesideAttention);
    // Every layer's attention: 44 x 2 (K, V) x 2 KV heads x head_dim 128 x 2 bytes
    // = 45,056 bytes per token.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 44.0 * 2 * 2 * 128 * 2);
    // Every layer's mixer (vLLM's mamba2_state_shape), in bfloat16 (no
    // mamba_ssm_cache_dtype): the temporal state of 24 heads x d_head 128 x
    // d_state 256 x 2 bytes = 1,572,864 and the conv state of (d_conv 4 - 1) x
    // (d_ssm 3072 + 2 x 1 group x 256) x 2 bytes = 21,504; x 44 layers =
    // 70,152,192 bytes (66.9 MiB) per conversation.
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes),
                     44.0 * (24 * 128 * 256 * 2 + (4 - 1) * (3072 + 2 * 1 * 256) * 2));
    // Parameters: untied embeddings 2 x 130048 x 3072; per layer attention
    // (q and o 3072 x 12 x 128 each, k and v 3072 x 2 x 128 each), the mixer
    // (in_proj 3072 x (2 x 3072 + 2 x 256 + 24), conv (3072 + 512) x (4 + 1),
    // dt_bias, A and D 3 x 24, out_proj 3072 x 3072) and the gated MLP
    // 3 x 3072 x 12288. Norms left out.
    const double h = 3072;
    const double attention = 2 * h * 12 * 128 + 2 * h * 2 * 128;
    const double mixer = h * (2 * 3072 + 2 * 256 + 24) + (3072 + 512) * (4 + 1) + 3 * 24 + 3072 * h;
    const double mlp = 3 * h * 12288;
    const double expected = 2 * 130048 * h + 44 * (attention + mixer + mlp);
    EXPECT_NEAR(parametersOf(c), expected, kStatedTo);
    // Published: 7.59B parameters (a model catalogue listing tiiuae/Falcon-H1-7B-Instruct
    // at 7.59, 44 layers, hidden 3072, 2 KV heads of 128; search index file id 69872841183).
    EXPECT_NEAR(parametersOf(c), 7.59e9, 0.05 * 7.59e9);
    EXPECT_TRUE(c.entry.model.activeParameters.isEmpty()); // dense
}

TEST(FalconH1, StateSplitsOverTensorParallelHeadsAndRoundTrips)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("falcon-h1-7b"));
    const AttentionArchitecture &a = c.entry.model.attention;
    // Read back as the user catalogue stores it: the mixer stays beside attention.
    const ModelFamily read = CatalogueReader::readModel(
        JsonCursor(QStringLiteral("(entry)"), CatalogueEntryWriter::model(c.entry.model)));
    EXPECT_EQ(read.attention, a);
    // A model whose linear layers sit beside attention is refused without the flag.
    QJsonObject model = CatalogueEntryWriter::model(c.entry.model);
    QJsonObject attention = model.value(QStringLiteral("attention")).toObject();
    QJsonObject linear = attention.value(QStringLiteral("linear")).toObject();
    linear.remove(QStringLiteral("besideAttention"));
    attention.insert(QStringLiteral("linear"), linear);
    model.insert(QStringLiteral("attention"), attention);
    EXPECT_THROW(CatalogueReader::readModel(JsonCursor(QStringLiteral("(entry)"), model)),
                 FormatError);
}

TEST(FalconH1, MissingOrInconsistentMixerFieldsNameTheField)
{
    try {
        import(small(R"(, "mamba_d_ssm": 512, "mamba_d_head": 64, "mamba_d_state": 128)"));
        FAIL() << "imported without mamba_n_heads";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("config.json"));
        EXPECT_EQ(e.field(), QStringLiteral("$.mamba_n_heads"));
    }
    try {
        import(small(R"(, "mamba_d_ssm": 512, "mamba_n_heads": 6, "mamba_d_head": 64,
                        "mamba_d_state": 128)"));
        FAIL() << "6 heads of 64 read as a width of 512";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.mamba_n_heads"));
    }
    // mamba_d_head "auto": mamba_d_ssm / mamba_n_heads; mamba_d_ssm absent:
    // mamba_expand x hidden_size = 2 x 256 = 512.
    const ImportedCheckpoint c =
        import(small(R"(, "mamba_n_heads": 8, "mamba_d_head": "auto", "mamba_d_state": 16,
                        "mamba_ssm_cache_dtype": "float32")"));
    EXPECT_EQ(c.entry.model.attention.linearHeadDim, 64);
    // float32 temporal state: 4 layers x (8 x 64 x 16 x 4 + 3 x (512 + 2 x 16) x 2).
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 4.0 * (8 * 64 * 16 * 4 + 3 * (512 + 2 * 16) * 2));
}
