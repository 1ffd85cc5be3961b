// SPDX-License-Identifier: MIT
// Issue 27: the models customers name import right. Each real config.json
// (tests/data/hf, provenance in tests/data/README.md) lands within 2 % of
// the parameter count its publisher states, and its cache per token is
// vLLM's arithmetic, written out here from the file's own fields (read from
// the file in the test, not typed).
#include "cachefootprint.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "formaterror.h"
#include "hfconfigs.h"
#include "missingfieldserror.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

QJsonObject rootOf(const char *folder)
{
    return QJsonDocument::fromJson(readConfig(folder)).object();
}

/// The language model's fields: text_config where the wrapper has one.
QJsonObject textOf(const char *folder)
{
    const QJsonObject root = rootOf(folder);
    return root.contains(QStringLiteral("text_config"))
               ? root.value(QStringLiteral("text_config")).toObject()
               : root;
}

double field(const QJsonObject &o, const char *key)
{
    return o.value(QString::fromLatin1(key)).toDouble();
}

/// vLLM's full-attention KV page per token, 16 bits: K and V of every KV
/// head on every attention layer (AttentionSpec.page_size_bytes / block_size).
double gqaBytesPerToken(const QJsonObject &t, double attentionLayers)
{
    return attentionLayers * 2 * field(t, "num_key_value_heads") * field(t, "head_dim") * 2;
}

ImportedCheckpoint importOf(const char *folder, const CheckpointImporter::Entered &entered = {})
{
    return CheckpointImporter::importDirectory(Catalogue::builtIn(), hf(folder), entered);
}

ImportedCheckpoint importJson(const QJsonObject &config)
{
    return CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x/y"),
                                           QJsonDocument(config).toJson(), std::nullopt,
                                           std::nullopt);
}

} // namespace

// moonshotai/Kimi-K2.5: the model under text_config, INT4 experts in groups
// of 32 with attention, shared experts and the dense MLP left in BF16
// (quantization_config.ignore). The source lists 64 safetensors files of
// 554.30 GiB; Moonshot's Kimi K2 technical report (arXiv 2507.20534) states
// 1.04T parameters for the language model K2.5 continues from, and 400M for
// its MoonViT vision encoder (the K2.5 model card).
TEST(CustomerModels, KimiK25WrappedInt4ExpertsAtTheirOwnWidth)
{
    const ImportedCheckpoint c = importOf("kimi-k2.5");
    const QJsonObject t = textOf("kimi-k2.5");
    EXPECT_EQ(c.architecture, QStringLiteral("KimiK25ForConditionalGeneration"));
    EXPECT_EQ(c.entry.model.attention.kind, AttentionKind::LatentMla);
    // vLLM's MLA page: the latent and the rope key, one 16-bit head per layer.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken),
                     field(t, "num_hidden_layers") *
                         (field(t, "kv_lora_rank") + field(t, "qk_rope_head_dim")) * 2);
    EXPECT_NEAR(c.parameterCount, 1.04e12, 0.02 * 1.04e12);
    EXPECT_EQ(c.weightsFormat, QStringLiteral("int4-w4a16"));
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Int4W4A16);
    EXPECT_NEAR(inGiB(c.weightsBytes), 554.30, 0.05 * 554.30);
    EXPECT_FALSE(c.notes.filter(QStringLiteral("quantization_config.ignore")).isEmpty());
    // The vision tower apart: 27 MoonViT layers of 1152 with MLPs of 4304.
    const QJsonObject v = rootOf("kimi-k2.5").value(QStringLiteral("vision_config")).toObject();
    const double w = field(v, "vt_hidden_size");
    EXPECT_DOUBLE_EQ(c.visionParameters,
                     field(v, "vt_num_hidden_layers") *
                         (4 * w * w + 2 * w * field(v, "vt_intermediate_size")));
    EXPECT_NEAR(c.visionParameters, 400e6, 0.1 * 400e6);
    EXPECT_DOUBLE_EQ(inBytes(c.visionWeightsBytes), 2 * c.visionParameters);
    // import --json states them apart, and the format by its real name.
    const QJsonObject json = CheckpointImporter::toJson(c, Catalogue::builtIn());
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("visionParameters")).toDouble(), c.visionParameters);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("visionWeightsBytes")).toDouble(),
                     inBytes(c.visionWeightsBytes));
    EXPECT_EQ(json.value(QStringLiteral("weightFormat")).toString(), QStringLiteral("int4-w4a16"));
}

// The quantization_config read from text_config when the wrapper has none,
// and the language model found under llm_config or language_config.
TEST(CustomerModels, QuantisationAndModelWhereverTheWrapperKeepsThem)
{
    QJsonObject root = rootOf("kimi-k2.5");
    root.remove(QStringLiteral("quantization_config"));
    const ImportedCheckpoint inText = importJson(root);
    EXPECT_EQ(inText.weightsFormat, QStringLiteral("int4-w4a16"));
    EXPECT_NEAR(inGiB(inText.weightsBytes), 554.30, 0.05 * 554.30);

    const ImportedCheckpoint plain = importOf("kimi-k2.5");
    for (const char *key : {"llm_config", "language_config"}) {
        QJsonObject moved = rootOf("kimi-k2.5");
        moved.insert(QString::fromLatin1(key), moved.take(QStringLiteral("text_config")));
        const ImportedCheckpoint c = importJson(moved);
        EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), inBytes(plain.cacheBytesPerToken)) << key;
        EXPECT_DOUBLE_EQ(c.parameterCount, plain.parameterCount) << key;
    }
}

// google/gemma-3-27b leaves tie_word_embeddings out; transformers'
// Gemma3TextConfig defaults it to true. Google's Gemma 3 technical report
// (Table 1) states 1,416M embedding and 25,600M non-embedding parameters
// for the 27B model, and a 417M vision encoder apart.
TEST(CustomerModels, Gemma3TiesItsEmbeddingsAsTransformersDoes)
{
    const ImportedCheckpoint c = importOf("gemma-3-27b");
    EXPECT_TRUE(c.entry.model.shape.tieWordEmbeddings);
    EXPECT_NEAR(c.parameterCount, 1416e6 + 25600e6, 0.02 * (1416e6 + 25600e6));
    EXPECT_FALSE(c.notes.filter(QStringLiteral("tie_word_embeddings true")).isEmpty());
    const QJsonObject t = textOf("gemma-3-27b");
    // vLLM sizes sliding layers' pages as full ones: every layer per token.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken),
                     gqaBytesPerToken(t, field(t, "num_hidden_layers")));
}

// MiniMax-M2.7 (MiniMaxM2ForCausalLM, the M2.5 architecture): attn_type_list
// all 1, every layer softmax attention. The source counts 228,703,644,928
// parameters in its safetensors files (MiniMax: 229B, 10B active).
TEST(CustomerModels, MiniMaxM2EveryLayerFullAttention)
{
    const ImportedCheckpoint c = importOf("minimax-m2.7");
    const QJsonObject t = textOf("minimax-m2.7");
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.attentionLayers, 62);
    EXPECT_EQ(a.linearLayers, 0);
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 0.0);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken),
                     gqaBytesPerToken(t, field(t, "num_hidden_layers")));
    EXPECT_NEAR(c.parameterCount, 228703644928.0, 0.02 * 228703644928.0);
    EXPECT_NEAR(c.activeParameterCount, 10e9, 0.1 * 10e9);
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Fp8BlockScaled);

    // A copy without attn_type_list (MiniMax-M2's own) is a plain decoder:
    // imported, with a note naming what was assumed.
    QJsonObject bare = rootOf("minimax-m2.7");
    bare.remove(QStringLiteral("attn_type_list"));
    const ImportedCheckpoint plain = importJson(bare);
    EXPECT_DOUBLE_EQ(inBytes(plain.cacheBytesPerToken), inBytes(c.cacheBytesPerToken));
    EXPECT_FALSE(plain.notes.filter(QStringLiteral("plain decoder")).isEmpty());
    EXPECT_EQ(plain.provenance.value(QStringLiteral("architecture")), Provenance::Estimated);
}

// microsoft/phi-4 (Phi3ForCausalLM): a plain GQA decoder the program has no
// family for, never refused. Hugging Face counts 14.66B parameters (as a
// model index quotes the page, see tests/data/README.md).
TEST(CustomerModels, Phi4IsAPlainDecoder)
{
    const ImportedCheckpoint c = importOf("phi-4");
    const QJsonObject t = textOf("phi-4");
    const double headDim = field(t, "hidden_size") / field(t, "num_attention_heads");
    EXPECT_EQ(c.entry.model.attention.headDim, int(headDim));
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), field(t, "num_hidden_layers") * 2 *
                                                        field(t, "num_key_value_heads") * headDim *
                                                        2);
    EXPECT_NEAR(c.parameterCount, 14.66e9, 0.02 * 14.66e9);
    const QStringList notes = c.notes.filter(QStringLiteral("Phi3ForCausalLM"));
    ASSERT_FALSE(notes.isEmpty());
    EXPECT_TRUE(notes.first().contains(QStringLiteral("head_dim = hidden_size")));
    EXPECT_TRUE(notes.first().contains(QStringLiteral("--set full_attention_layers=VALUE")));
}

// Qwen/Qwen3.5-35B-A3B (Qwen3_5MoeForConditionalGeneration, the Qwen3.6
// architecture): gated-delta-net layers with full attention every 4th,
// 256 experts, a vision tower. Qwen states 35B in total, 3B activated.
// vLLM keeps per sequence, for each linear layer (qwen3_5.py,
// MambaStateShapeCalculator.gated_delta_net_state_shape): the temporal
// state num_v_heads x head_v_dim x head_k_dim in the config's
// mamba_ssm_dtype (float32; get_mamba_state_dtype_from_config reads
// hf_text_config.mamba_ssm_dtype) and the conv state (kernel - 1) x
// (2 x num_k_heads x head_k_dim + num_v_heads x head_v_dim) in the model's
// bfloat16; per token only the full-attention layers' KV.
TEST(CustomerModels, Qwen35MoeGatedDeltaNetAsVllmKeepsIt)
{
    const ImportedCheckpoint c = importOf("qwen3.5-35b-a3b");
    const QJsonObject t = textOf("qwen3.5-35b-a3b");
    const AttentionArchitecture &a = c.entry.model.attention;
    const double layers = field(t, "num_hidden_layers");
    const double full = layers / field(t, "full_attention_interval");
    EXPECT_EQ(a.attentionLayers, int(full));
    EXPECT_EQ(a.linearLayers, int(layers - full));
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), gqaBytesPerToken(t, full));
    const double temporal = field(t, "linear_num_value_heads") * field(t, "linear_value_head_dim") *
                            field(t, "linear_key_head_dim") * 4;
    const double conv = (field(t, "linear_conv_kernel_dim") - 1) *
                        (2 * field(t, "linear_num_key_heads") * field(t, "linear_key_head_dim") +
                         field(t, "linear_num_value_heads") * field(t, "linear_value_head_dim")) *
                        2;
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), (layers - full) * (temporal + conv));
    EXPECT_NEAR(c.parameterCount + c.visionParameters, 35e9, 0.02 * 35e9);
    EXPECT_NEAR(c.activeParameterCount, 3e9, 0.2 * 3e9);
    EXPECT_GT(c.visionParameters, 0.0);
}

// meta-llama/Llama-4-Scout-17B-16E: 109,676,279,296 trainable parameters
// with its vision model (transformers' count as the source quotes it).
TEST(CustomerModels, Llama4ScoutWithItsVisionTower)
{
    const ImportedCheckpoint c = importOf("llama-4-scout");
    const QJsonObject t = textOf("llama-4-scout");
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken),
                     gqaBytesPerToken(t, field(t, "num_hidden_layers")));
    EXPECT_NEAR(c.parameterCount + c.visionParameters, 109676279296.0, 0.02 * 109676279296.0);
    EXPECT_GT(c.visionParameters, 0.5e9);
}

// openai/gpt-oss-120b: OpenAI's model card (Table 1) states 116.83B
// parameters in total and 5.13B active, the input embedding not counted.
TEST(CustomerModels, GptOss120bActiveAsOpenAICountsThem)
{
    const ImportedCheckpoint c = importOf("gpt-oss-120b");
    const QJsonObject t = textOf("gpt-oss-120b");
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken),
                     gqaBytesPerToken(t, field(t, "num_hidden_layers")));
    EXPECT_EQ(c.entry.model.attention.slidingWindowLayers, 18);
    EXPECT_NEAR(c.parameterCount, 116.83e9, 0.02 * 116.83e9);
    EXPECT_NEAR(c.activeParameterCount, 5.13e9, 0.02 * 5.13e9);
    // Both counts named: without the input embedding and with it.
    const QStringList active = c.notes.filter(QStringLiteral("Active parameters per token"));
    ASSERT_EQ(active.size(), 1);
    EXPECT_TRUE(active.first().contains(QStringLiteral("5.1B")));
    EXPECT_TRUE(active.first().contains(QStringLiteral("5.7B")));
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Mxfp4);
}

// nvidia/GLM-5-NVFP4: ModelOpt NVFP4 in hf_quant_config.json beside
// config.json (the copy lacks index_head_dim, entered as the form would).
// Z.ai states 744B parameters for GLM-5.
TEST(CustomerModels, ModelOptNvfp4FromHfQuantConfig)
{
    const ImportedCheckpoint c = importOf("glm-5-nvfp4", {{QStringLiteral("index_head_dim"), 128}});
    const QJsonObject t = textOf("glm-5-nvfp4");
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Nvfp4);
    EXPECT_EQ(c.weightsFormat, QStringLiteral("nvfp4"));
    EXPECT_EQ(c.entry.checkpoint.defaultCacheDtype, QStringLiteral("fp8"));
    EXPECT_NEAR(c.parameterCount, 744e9, 0.02 * 744e9);
    // vLLM's DSA page: the 16-bit latent and rope key, and the indexer's FP8
    // key of index_head_dim with one FP32 scale, on every layer.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken),
                     field(t, "num_hidden_layers") *
                         ((field(t, "kv_lora_rank") + field(t, "qk_rope_head_dim")) * 2 + 128 + 4));
}

// Issue 30: a total_size of half a byte is as damaged as none.
TEST(CustomerModels, FractionalTotalSizeIsRefused)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile::copy(hf("phi-4") + QStringLiteral("/config.json"),
                dir.filePath(QStringLiteral("config.json")));
    QFile index(dir.filePath(QStringLiteral("model.safetensors.index.json")));
    ASSERT_TRUE(index.open(QIODevice::WriteOnly));
    index.write(R"({"metadata": {"total_size": 0.5}, "weight_map": {}})");
    index.close();
    try {
        CheckpointImporter::importDirectory(Catalogue::builtIn(), dir.path());
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.metadata.total_size"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("whole number")));
    }
}

// A missing field is named with the command-line option that gives it.
TEST(CustomerModels, MissingFieldNamesItsSetOption)
{
    try {
        importOf("glm-5-nvfp4");
        FAIL();
    } catch (const MissingFieldsError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("--set index_head_dim=VALUE")));
    }
}

// Qwen/Qwen3.5-397B-A17B as aiconfigurator keeps it (byte for byte): no
// mamba_ssm_dtype, so transformers' Qwen3_5TextConfig default, float32, is
// what vLLM reads (hf_text_config.mamba_ssm_dtype) and what the state is
// counted in. Qwen states 397B parameters, 17B activated.
TEST(CustomerModels, Qwen35StateDtypeFromTransformersDefault)
{
    const ImportedCheckpoint c = importOf("qwen3.5-397b-a17b");
    const QJsonObject t = textOf("qwen3.5-397b-a17b");
    EXPECT_FALSE(t.contains(QStringLiteral("mamba_ssm_dtype")));
    const double layers = field(t, "num_hidden_layers");
    const double full = layers / field(t, "full_attention_interval");
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), gqaBytesPerToken(t, full));
    const double temporal = field(t, "linear_num_value_heads") * field(t, "linear_value_head_dim") *
                            field(t, "linear_key_head_dim") * 4; // float32
    const double conv = (field(t, "linear_conv_kernel_dim") - 1) *
                        (2 * field(t, "linear_num_key_heads") * field(t, "linear_key_head_dim") +
                         field(t, "linear_num_value_heads") * field(t, "linear_value_head_dim")) *
                        2;
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), (layers - full) * (temporal + conv));
    EXPECT_FALSE(c.notes.filter(QStringLiteral("mamba_ssm_dtype float32")).isEmpty());
    EXPECT_NEAR(c.parameterCount + c.visionParameters, 397e9, 0.02 * 397e9);
    EXPECT_NEAR(c.activeParameterCount, 17e9, 0.1 * 17e9);
}

// The parts a compressed-tensors ignore list keeps in 16 bits are named in
// the catalogue entry (Kimi-K2.5: attention, the dense MLP, shared experts).
TEST(CustomerModels, UnquantisedPartsAreNamed)
{
    const ImportedCheckpoint c = importOf("kimi-k2.5");
    QStringList parts;
    for (const LocalizedText &part : c.entry.checkpoint.unquantised)
        parts.append(part.text(QStringLiteral("en")));
    EXPECT_EQ(parts, (QStringList{QStringLiteral("attention"), QStringLiteral("dense MLPs"),
                                  QStringLiteral("shared experts")}));
}

// The import fuzz target's seeds (tests/fuzz/seeds/config: wrapped and
// nested configs, broken patterns, absurd vision towers) in the normal
// build: each imports or is refused with a FormatError, never a negative
// or NaN figure.
TEST(CustomerModels, FuzzSeedsImportOrAreRefused)
{
    const QDir seeds(QStringLiteral(LLMCONF_TEST_DATA "/../fuzz/seeds/config"));
    const QStringList files = seeds.entryList({QStringLiteral("*.json")}, QDir::Files);
    ASSERT_GE(files.size(), 5);
    for (const QString &name : files) {
        QFile file(seeds.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        try {
            const ImportedCheckpoint c =
                CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("fuzz/model"),
                                                file.readAll(), std::nullopt, std::nullopt);
            for (const double figure :
                 {inBytes(c.weightsBytes), inBytes(c.cacheBytesPerToken),
                  inBytes(c.linearStateBytes), c.visionParameters, c.parameterCount})
                EXPECT_TRUE(std::isfinite(figure) && figure >= 0) << name.toStdString();
        } catch (const FormatError &) {
        }
    }
}

// A Gemma 2 config without tie_word_embeddings or layer_types (written for
// the test in config.json's field names with google/gemma-2-9b's sizes):
// transformers' Gemma2Config ties the embeddings and alternates sliding and
// full layers, and so does the import. Google states 9.24B parameters.
TEST(CustomerModels, Gemma2DefaultsAsTransformers)
{
    const QJsonObject config{
        {QStringLiteral("architectures"), QJsonArray{QStringLiteral("Gemma2ForCausalLM")}},
        {QStringLiteral("model_type"), QStringLiteral("gemma2")},
        {QStringLiteral("num_hidden_layers"), 42},
        {QStringLiteral("hidden_size"), 3584},
        {QStringLiteral("num_attention_heads"), 16},
        {QStringLiteral("num_key_value_heads"), 8},
        {QStringLiteral("intermediate_size"), 14336},
        {QStringLiteral("sliding_window"), 4096}};
    const ImportedCheckpoint c = importJson(config);
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.headDim, 256); // Gemma2Config's head_dim, not 3584 / 16
    EXPECT_EQ(a.slidingWindowLayers, 42 / 2);
    EXPECT_TRUE(c.entry.model.shape.tieWordEmbeddings);
    EXPECT_NEAR(c.parameterCount, 9.24e9, 0.02 * 9.24e9);
}
