// SPDX-License-Identifier: MIT
// Import of real config.json files of the families the first set lacked:
// Mistral (head_dim differs from hidden_size / heads), DeepSeek-V3.2 (latent
// with a sparse-attention indexer), Kimi-Linear (KDA linear attention) and
// Gemma-3 (sliding-window layers under text_config). Every expected figure is
// the arithmetic on the file's own fields, written out here.
#include "cachefootprint.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "hfconfigs.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

TEST(RealConfig, MistralSmallHeadDimIsNotHiddenOverHeads)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("mistral-small-3.2-24b"));
    EXPECT_EQ(c.architecture, QStringLiteral("Mistral3ForConditionalGeneration"));
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.kind, AttentionKind::GroupedQuery);
    // text_config: 40 layers, 8 KV heads, head_dim 128 (hidden 5120 / 32 heads would be 160).
    EXPECT_EQ(a.headDim, 128);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 40 * 8 * 128 * 2);
    EXPECT_NE(inBytes(c.cacheBytesPerToken), 2.0 * 40 * 8 * (5120 / 32) * 2);
    // "sliding_window": null means no sliding layers.
    EXPECT_EQ(a.slidingWindowLayers, 0);
    EXPECT_EQ(c.entry.model.maxContext, 131072);
    EXPECT_EQ(c.provenance.value(QStringLiteral("cacheBytesPerToken")), Provenance::Read);
}

TEST(RealConfig, DeepSeekV32LatentWithIndexer)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("deepseek-v3.2"));
    EXPECT_EQ(c.architecture, QStringLiteral("DeepseekV32ForCausalLM"));
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.kind, AttentionKind::LatentMla);
    EXPECT_EQ(a.indexerLayers, 61);
    EXPECT_EQ(a.indexHeadDim, 128);
    // 61 layers: latent 512 + 64 in 16 bits, indexer key 128 FP8 values + one FP32 scale.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), ((512.0 + 64) * 2 + 128 + 4) * 61);
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 0.0);
    // quantization_config: quant_method fp8 with 128x128 blocks.
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Fp8BlockScaled);
    EXPECT_EQ(c.entry.model.maxContext, 163840);
}

TEST(RealConfig, KimiLinearKdaStateAndLatentLayers)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("kimi-linear-48b"));
    EXPECT_EQ(c.architecture, QStringLiteral("KimiLinearForCausalLM"));
    const AttentionArchitecture &a = c.entry.model.attention;
    // linear_attn_config: 7 full (MLA) layers, 20 KDA layers of 32 heads x 128.
    EXPECT_EQ(a.attentionLayers, 7);
    EXPECT_EQ(a.linearLayers, 20);
    EXPECT_EQ(a.kind, AttentionKind::LatentMla);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), (512.0 + 64) * 2 * 7);
    // Per KDA layer (vLLM's kda_state_shape): the recurrent state in FP32,
    // 32 heads x 128 x 128 values x 4 bytes = 2,097,152, and the short
    // convolutions of q, k and v, (short_conv_kernel_size 4 - 1) x (32 x 128
    // + 2 x 32 x 128) channels x 2 bytes (bfloat16, the model's dtype) =
    // 73,728; 20 layers: 43,417,600 bytes.
    EXPECT_EQ(a.convStateBytesPerLayer, (4 - 1) * (32 * 128 + 2 * 32 * 128) * 2);
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes),
                     20.0 * (32 * 128 * 128 * 4 + (4 - 1) * (32 * 128 + 2 * 32 * 128) * 2));
    // The file has no max_position_embeddings; model_max_length is its context.
    EXPECT_EQ(c.entry.model.maxContext, 1048576);
    // The estimate lands on the 91.50 GiB of BF16 files (49,122,681,728
    // parameters) the source lists for the checkpoint, within 0.2 %. Without
    // the shared expert of each MoE layer (spelt num_shared_experts here) it
    // would be 0.45 % short.
    EXPECT_EQ(c.provenance.value(QStringLiteral("weightsBytes")), Provenance::Estimated);
    EXPECT_NEAR(inGiB(c.weightsBytes), 91.50, 0.002 * 91.50);
    // 8 of 256 experts per token (num_experts_per_token): the 26 expert
    // layers (first_k_dense_replace 1) leave 248 experts of 3 x 2304 x 1024 idle.
    EXPECT_EQ(c.entry.model.shape.numExpertsPerTok, 8);
    QString active = c.entry.model.activeParameters;
    ASSERT_TRUE(active.endsWith(QLatin1Char('B')));
    active.chop(1);
    const double total = 49122681728.0; // the parameters the source lists
    // The estimate's total is within 0.2 % (0.1B) of the source's and the
    // active count is stated to 0.1B, the input embedding (163840 x 2304, a
    // lookup) left out as vendors count it: 3.1B (Moonshot names it "A3B").
    EXPECT_NEAR(active.toDouble() * 1e9, total - 26.0 * 248 * 3 * 2304 * 1024 - 163840.0 * 2304,
                0.15e9);
}

TEST(RealConfig, Gemma3SlidingWindowFromPattern)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("gemma-3-4b"));
    EXPECT_EQ(c.architecture, QStringLiteral("Gemma3ForConditionalGeneration"));
    const AttentionArchitecture &a = c.entry.model.attention;
    // text_config: 34 layers, every 6th global (layers 6, 12, 18, 24, 30): 29 sliding.
    EXPECT_EQ(a.attentionLayers, 34);
    EXPECT_EQ(a.slidingWindowLayers, 29);
    EXPECT_EQ(a.slidingWindow, 1024);
    constexpr double perLayer = 2.0 * 4 * 256 * 2; // 4 KV heads of 256, 16-bit
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 34 * perLayer);
    const CacheFootprint footprint(a, CacheDtype::Bf16);
    EXPECT_DOUBLE_EQ(inBytes(footprint.perConversation(32768)),
                     perLayer * (5.0 * 32768 + 29.0 * 1024));
    EXPECT_EQ(c.entry.model.maxContext, 131072);
}

// google/gemma-3-27b's text config leaves out vocab_size,
// max_position_embeddings and sliding_window_pattern; transformers fills
// 262208, 131072 and 6 (five local layers to one global), and so does the importer.
TEST(RealConfig, Gemma3TwentySevenBDefaultsAsTransformers)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("gemma-3-27b"));
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(c.entry.model.maxContext, 131072);
    EXPECT_EQ(c.entry.model.shape.vocabSize, 262208);
    // 62 layers, global where (i + 1) % 6 == 0: layers 6, 12, ..., 60 are 10; 52 sliding.
    EXPECT_EQ(a.attentionLayers, 62);
    EXPECT_EQ(a.slidingWindowLayers, 62 - 62 / 6);
    EXPECT_EQ(a.slidingWindow, 1024);
    constexpr double perLayer = 2.0 * 16 * 128 * 2; // 16 KV heads of 128, 16-bit
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 62 * perLayer);
    const CacheFootprint footprint(a, CacheDtype::Bf16);
    EXPECT_DOUBLE_EQ(inBytes(footprint.perConversation(32768)),
                     perLayer * (10.0 * 32768 + 52.0 * 1024));
    EXPECT_FALSE(c.notes.filter(QStringLiteral("transformers")).isEmpty());
}

// Python writes Infinity and NaN, which JSON lacks; config.json files of
// Nemotron-H carry "time_step_limit": [0.0, Infinity].
TEST(RealConfig, InfinityAndNanAreRead)
{
    const QByteArray config = R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "num_hidden_layers": 2, "hidden_size": 256, "num_attention_heads": 4,
        "num_key_value_heads": 2, "intermediate_size": 512, "vocab_size": 1000,
        "max_position_embeddings": 4096, "time_step_limit": [0.0, Infinity],
        "time_step_floor": NaN, "x": -Infinity, "name": "NaN Infinity"})";
    const ImportedCheckpoint c = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("x"), config, std::nullopt, std::nullopt);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 2 * 2 * 64 * 2);
}
