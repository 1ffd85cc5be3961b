// SPDX-License-Identifier: MIT
// The weights format of quantised checkpoints as their files state it: AWQ,
// GPTQ, MXFP4 (gpt-oss), compressed-tensors (int8 w8a8, fp8, int4 w4a16) and
// modelopt MIXED_PRECISION report their real format and block, not "bf16".
#include "catalogue.h"
#include "checkpointimporter.h"
#include "hfconfigs.h"
#include "quantisationconfig.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
ImportedCheckpoint import(const QByteArray &config)
{
    return CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"), config,
                                           std::nullopt, std::nullopt);
}
} // namespace

TEST(Quantisation, AwqInt4GroupsOf128)
{
    // Qwen/Qwen3-4B-AWQ: bits 4, group_size 128.
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("qwen3-4b-awq"));
    EXPECT_EQ(c.weightsFormat, QStringLiteral("int4-awq"));
    EXPECT_EQ(c.entry.checkpoint.weightBlockSize, 128);
    EXPECT_EQ(CheckpointImporter::toJson(c, Catalogue::builtIn())[QStringLiteral("weightFormat")]
                  .toString(),
              QStringLiteral("int4-awq"));
    // Estimated weights: 4 bits and one 16-bit scale per 128 values, the tied
    // embedding of 151936 x 2560 in 16 bits. Qwen states 4.0B parameters.
    const double embeddings = 151936.0 * 2560;
    const double h = 2560, layers = 36;
    const double parameters =
        embeddings + layers * (h * 32 * 128 * 2 + 2 * h * 8 * 128) + layers * 3 * h * 9728;
    EXPECT_NEAR(parameters, 4.0e9, 0.05 * 4.0e9);
    EXPECT_NEAR(inBytes(c.weightsBytes),
                embeddings * 2 + (parameters - embeddings) * (0.5 + 2.0 / 128), 1.0);
}

TEST(Quantisation, GptOssMxfp4)
{
    // openai/gpt-oss-20b's quantization_config: quant_method "mxfp4" (the copy
    // in tests/data reads "gptq"; the Hugging Face file, quoted in the README, "mxfp4").
    QByteArray config = readConfig("gpt-oss-20b");
    config.replace("\"quant_method\": \"gptq\"", "\"quant_method\": \"mxfp4\"");
    const ImportedCheckpoint c = import(config);
    EXPECT_EQ(c.weightsFormat, QStringLiteral("mxfp4"));
    EXPECT_EQ(c.entry.checkpoint.weightBlockSize, 32);
    EXPECT_EQ(c.provenance.value(QStringLiteral("weightsBytes")), Provenance::Estimated);
    // Only the routed experts are 4.25-bit: 24 layers x 32 experts x 3 x 2880 x
    // 2880 at 0.5 + 1/32 bytes; attention, routers and the untied embeddings
    // stay BF16 (modules_to_not_convert).
    const double h = 2880;
    const double experts = 24.0 * 32 * 3 * h * 2880;
    const double attention = 24.0 * (h * 64 * 64 * 2 + 2 * h * 8 * 64);
    const double rest = 2 * 201088 * h + attention + 24.0 * h * 32;
    EXPECT_NEAR(inBytes(c.weightsBytes), experts * (0.5 + 1.0 / 32) + rest * 2, 1.0);
    // The gpt-oss model card (arXiv 2508.10925): 20.9B parameters in all, the
    // MoE weights in MXFP4; the count above is within 5 % of it.
    EXPECT_NEAR(experts + rest, 20.9e9, 0.05 * 20.9e9);
}

TEST(Quantisation, GptqNeedsItsBits)
{
    const ImportedCheckpoint c = import(withQuantisation(
        R"({"bits": 4, "group_size": 128, "desc_act": false, "quant_method": "gptq"})"));
    EXPECT_EQ(c.weightsFormat, QStringLiteral("int4-gptq"));
    EXPECT_EQ(c.entry.checkpoint.weightBlockSize, 128);
}

TEST(Quantisation, CompressedTensorsFormats)
{
    // The W8A8 config group of a compressed-tensors checkpoint (vllm-ascend's
    // COMPRESSED_TENSORS_W8A8_CONFIG): int8 weights per channel, int8 tokens.
    const ImportedCheckpoint w8a8 = import(withQuantisation(compressedTensorsW8a8()));
    EXPECT_EQ(w8a8.weightsFormat, QStringLiteral("int8-w8a8"));
    EXPECT_EQ(w8a8.entry.checkpoint.weightBlockSize, 0); // per channel

    const ImportedCheckpoint fp8 = import(withQuantisation(R"({
        "config_groups": {"group_0": {"targets": ["Linear"],
            "weights": {"num_bits": 8, "strategy": "block", "block_structure": [128, 128],
                        "type": "float"}}},
        "format": "float-quantized", "quant_method": "compressed-tensors"})"));
    EXPECT_EQ(fp8.weightsFormat, QStringLiteral("fp8"));
    EXPECT_EQ(fp8.entry.checkpoint.weightBlockSize, 128);

    const ImportedCheckpoint w4a16 = import(withQuantisation(R"({
        "config_groups": {"group_0": {"targets": ["Linear"],
            "weights": {"num_bits": 4, "type": "int", "symmetric": true, "strategy": "group",
                        "group_size": 128}}},
        "format": "pack-quantized", "quant_method": "compressed-tensors"})"));
    EXPECT_EQ(w4a16.weightsFormat, QStringLiteral("int4-w4a16"));
    EXPECT_EQ(w4a16.entry.checkpoint.weightBlockSize, 128);
}

TEST(Quantisation, ModeloptMixedPrecisionNamesItsFormats)
{
    const QByteArray quant = R"({"producer": {"name": "modelopt"}, "quantization": {
        "quant_algo": "MIXED_PRECISION", "kv_cache_quant_algo": "FP8",
        "quantized_layers": {
            "model.layers.0.mlp.down_proj": {"quant_algo": "FP8"},
            "model.layers.1.mlp.experts.0.down_proj": {"quant_algo": "NVFP4", "group_size": 16}}}})";
    const ImportedCheckpoint c = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("x"), withQuantisation("null"), quant, std::nullopt);
    EXPECT_EQ(c.weightsFormat, QStringLiteral("mixed"));
    EXPECT_EQ(c.entry.checkpoint.formatDetail.text(),
              QStringLiteral("mixed precision: FP8, NVFP4 (modelopt)"));
    EXPECT_EQ(c.entry.checkpoint.defaultCacheDtype, QStringLiteral("fp8"));
}

// The modules a checkpoint leaves in 16 bits, as each method names them:
// compressed-tensors' "re:" expressions (matched from the name's start),
// and dotted names with * wildcards that match whole name parts, so that
// MiniMax's "gate" (the router) does not take the experts' gate_proj.
TEST(Quantisation, UnquantisedModulesMatchAsTheMethodsDo)
{
    QuantisationConfig q;
    q.unquantised = {QStringLiteral("re:.*self_attn.*"),
                     QStringLiteral("re:.*mlp\\.(gate|up|gate_up|down)_proj.*"),
                     QStringLiteral("gate"),
                     QStringLiteral("model.layers.*.shared_experts"),
                     QStringLiteral("model.layers.0."),
                     QStringLiteral("re:[")};
    EXPECT_FALSE(q.quantises(QStringLiteral("model.layers.5.self_attn.q_proj")));
    EXPECT_FALSE(q.quantises(QStringLiteral("model.layers.3.mlp.down_proj")));
    EXPECT_FALSE(q.quantises(QStringLiteral("model.layers.3.mlp.gate")));
    EXPECT_FALSE(q.quantises(QStringLiteral("model.layers.3.shared_experts.up_proj")));
    EXPECT_FALSE(q.quantises(QStringLiteral("model.layers.0.mlp.experts.0.w1")));
    EXPECT_TRUE(q.quantises(QStringLiteral("model.layers.3.mlp.experts.0.gate_proj")));
    EXPECT_TRUE(q.quantises(QStringLiteral("model.layers.10.mlp.experts.0.w1")));
    EXPECT_TRUE(q.quantises(QStringLiteral("lm_head")));
}

// Many modules at once give what each gives alone: the list is matched with
// every pattern compiled once (Qwen3-235B-A22B-FP8 names 283 modules; one
// expression per pattern and module timed out the fuzzer).
TEST(Quantisation, ManyModulesAtOnceMatchAsEachAlone)
{
    QuantisationConfig q;
    for (int layer = 0; layer < 94; ++layer)
        for (const char *part : {"input_layernorm", "mlp.gate", "post_attention_layernorm"})
            q.unquantised.append(
                QStringLiteral("model.layers.%1.%2").arg(layer).arg(QLatin1String(part)));
    q.unquantised += {QStringLiteral("lm_head"), QStringLiteral("re:.*self_attn\\.o_proj")};
    const QStringList modules = {QStringLiteral("model.layers.1.mlp.gate"),
                                 QStringLiteral("model.layers.1.mlp.experts.0.gate_proj"),
                                 QStringLiteral("model.layers.93.input_layernorm"),
                                 QStringLiteral("model.layers.94.input_layernorm"),
                                 QStringLiteral("model.layers.1.self_attn.o_proj"),
                                 QStringLiteral("model.layers.1.self_attn.q_proj"),
                                 QStringLiteral("lm_head")};
    const QList<bool> expected = {false, true, false, true, false, true, false};
    EXPECT_EQ(q.quantised(modules), expected);
    for (qsizetype i = 0; i < modules.size(); ++i)
        EXPECT_EQ(q.quantises(modules[i]), expected[i]) << modules[i].toStdString();
}

// hf_quant_config.json beside config.json with ModelOpt's other algorithms
// (written for the test in ModelOpt's field names): each keeps its format.
TEST(Quantisation, ModelOptAlgorithmsKeepTheirFormat)
{
    struct Row
    {
        const char *algo;
        WeightFormat format;
        const char *name;
    };
    const Row rows[] = {{"NVFP4_AWQ", WeightFormat::Nvfp4, "nvfp4"},
                        {"W4A8_NVFP4_FP8", WeightFormat::Nvfp4, "nvfp4"},
                        {"W4A8_MXFP4_FP8", WeightFormat::Mxfp4, "mxfp4"},
                        {"W4A8_AWQ", WeightFormat::Int4W4A16, "int4-awq"},
                        {"W8A8_SQ_PER_CHANNEL", WeightFormat::Int8W8A8, "int8-w8a8"},
                        {"MXFP8", WeightFormat::Fp8BlockScaled, "mxfp8"}};
    for (const Row &row : rows) {
        const QByteArray quant = QByteArray(R"({"producer": {"name": "modelopt"},
            "quantization": {"quant_algo": ")") +
                                 row.algo + R"(", "exclude_modules": ["lm_head"]}})";
        const ImportedCheckpoint c =
            CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"),
                                            withQuantisation("null"), quant, std::nullopt);
        EXPECT_EQ(c.entry.checkpoint.format, row.format) << row.algo;
        EXPECT_EQ(c.weightsFormat, QString::fromLatin1(row.name)) << row.algo;
    }
}
