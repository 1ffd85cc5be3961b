// SPDX-License-Identifier: MIT
// The importer's pieces one by one (import/configfields_p.h,
// import/layerfamilies_p.h): config.json's fields as the importer reads
// them, and each family of layers from a config of a few fields.
#include "configfields_p.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "layerfamilies_p.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
const CheckpointImporter::Entered kNothingEntered;
} // namespace

TEST(ConfigFields, TextConfigFirstThenTopLevelThenDefaults)
{
    const QJsonObject config{
        {QStringLiteral("model_type"), QStringLiteral("gemma3")},
        {QStringLiteral("hidden_size"), 1},
        {QStringLiteral("text_config"),
         QJsonObject{{QStringLiteral("model_type"), QStringLiteral("gemma3_text")},
                     {QStringLiteral("hidden_size"), 2560}}}};
    ConfigFields f(config, kNothingEntered);
    EXPECT_EQ(f.modelType(), QStringLiteral("gemma3_text"));
    EXPECT_EQ(f.integer(QStringLiteral("hidden_size")), 2560);
    EXPECT_EQ(f.integer(QStringLiteral("vocab_size")), 262208); // transformers' default
    EXPECT_EQ(f.defaulted(), QStringList{QStringLiteral("vocab_size")});
    EXPECT_EQ(f.integer(QStringLiteral("num_hidden_layers")), 0);
    EXPECT_EQ(f.missing(), QStringList{QStringLiteral("num_hidden_layers")});
}

TEST(ConfigFields, EnteredValuesAndRangesNameTheField)
{
    const CheckpointImporter::Entered entered{{QStringLiteral("num_hidden_layers"), 48}};
    ConfigFields f(QJsonObject{{QStringLiteral("head_dim"), 100000}}, entered);
    EXPECT_TRUE(f.entered(QStringLiteral("num_hidden_layers")));
    EXPECT_EQ(f.integer(QStringLiteral("num_hidden_layers")), 48);
    EXPECT_EQ(ConfigFields::range(QStringLiteral("head_dim")), std::make_pair(1, 4096));
    try {
        (void)f.integer(QStringLiteral("head_dim"));
        FAIL() << "out of range";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.head_dim"));
    }
}

TEST(LayerFamilies, HybridFamilyByArchitectureOrField)
{
    const ConfigFields none(QJsonObject{}, kNothingEntered);
    EXPECT_EQ(LayerFamilies::hybridFamily(none, QStringLiteral("NemotronHForCausalLM")),
              HybridFamily::NemotronH);
    EXPECT_EQ(LayerFamilies::hybridFamily(none, QStringLiteral("JambaForCausalLM")),
              HybridFamily::Jamba);
    EXPECT_EQ(LayerFamilies::hybridFamily(none, QStringLiteral("LlamaForCausalLM")),
              HybridFamily::None);
    const ConfigFields minimax(QJsonObject{{QStringLiteral("attn_type_list"), QJsonArray{1, 0}}},
                               kNothingEntered);
    EXPECT_EQ(LayerFamilies::hybridFamily(minimax, QString()), HybridFamily::MiniMax);
}

TEST(LayerFamilies, NemotronHCountsThePatternsLayers)
{
    ConfigFields f(QJsonObject{{QStringLiteral("hybrid_override_pattern"), QStringLiteral("M-M*")},
                               {QStringLiteral("mamba_num_heads"), 8},
                               {QStringLiteral("mamba_head_dim"), 64},
                               {QStringLiteral("ssm_state_size"), 128},
                               {QStringLiteral("n_groups"), 2},
                               {QStringLiteral("conv_kernel"), 4}},
                   kNothingEntered);
    AttentionArchitecture a;
    QStringList notes;
    LayerFamilies::nemotronH(f, 4, a, notes);
    EXPECT_EQ(a.attentionLayers, 1);
    EXPECT_EQ(a.linearLayers, 2);
    EXPECT_EQ(a.linearStateDim, 128);
    // (4 - 1) x (8 x 64 + 2 x 2 x 128) x 2 bytes
    EXPECT_EQ(a.convStateBytesPerLayer, 3 * (8 * 64 + 2 * 2 * 128) * 2);
    EXPECT_EQ(notes.size(), 1);
    EXPECT_THROW(LayerFamilies::nemotronH(f, 5, a, notes), FormatError);
}

TEST(LayerFamilies, MiniMaxAndJambaLayerKinds)
{
    ConfigFields minimax(
        QJsonObject{{QStringLiteral("attn_type_list"), QJsonArray{0, 0, 0, 1, 0, 0, 0, 1}},
                    {QStringLiteral("num_attention_heads"), 64}},
        kNothingEntered);
    AttentionArchitecture a;
    a.headDim = 128;
    QStringList notes;
    LayerFamilies::miniMax(minimax, 8, a, notes);
    EXPECT_EQ(a.attentionLayers, 2);
    EXPECT_EQ(a.linearLayers, 6);
    EXPECT_EQ(a.linearHeadDim, 128);

    ConfigFields jamba(QJsonObject{{QStringLiteral("attn_layer_period"), 8},
                                   {QStringLiteral("attn_layer_offset"), 4},
                                   {QStringLiteral("hidden_size"), 4096}},
                       kNothingEntered);
    AttentionArchitecture j;
    LayerFamilies::jamba(jamba, 32, j, notes);
    EXPECT_EQ(j.attentionLayers, 4);
    EXPECT_EQ(j.linearLayers, 28);
    EXPECT_EQ(j.linearHeadDim, 2 * 4096); // mamba_expand 2 x hidden
}

TEST(LayerFamilies, GatedDeltaNetAndKimiLinearState)
{
    ConfigFields qwen(QJsonObject{{QStringLiteral("full_attention_interval"), 4},
                                  {QStringLiteral("linear_num_value_heads"), 32},
                                  {QStringLiteral("linear_key_head_dim"), 128},
                                  {QStringLiteral("linear_value_head_dim"), 128}},
                      kNothingEntered);
    AttentionArchitecture a;
    QStringList notes;
    LayerFamilies::gatedDeltaNet(qwen, 48, a, notes);
    EXPECT_EQ(a.attentionLayers, 12);
    EXPECT_EQ(a.linearLayers, 36);
    EXPECT_EQ(a.linearStateBytesPerValue, 2);
    EXPECT_TRUE(qwen.missing().isEmpty());

    const JsonCursor lin(QStringLiteral("config.json"),
                         QJsonObject{{QStringLiteral("kda_layers"), QJsonArray{1, 2, 3}},
                                     {QStringLiteral("full_attn_layers"), QJsonArray{4}},
                                     {QStringLiteral("num_heads"), 32},
                                     {QStringLiteral("head_dim"), 128}},
                         QStringLiteral("$.linear_attn_config"));
    AttentionArchitecture k;
    LayerFamilies::kimiLinear(lin, k);
    EXPECT_EQ(k.linearLayers, 3);
    EXPECT_EQ(k.attentionLayers, 1);
    EXPECT_EQ(k.linearStateBytesPerValue, 4);
    // (4 - 1) x (32 x 128 + 2 x 32 x 128) x 2 bytes
    EXPECT_EQ(k.convStateBytesPerLayer, 3 * (32 * 128 + 2 * 32 * 128) * 2);
}

TEST(LayerFamilies, SlidingWindowByPatternAndIndexerOnEveryAttentionLayer)
{
    ConfigFields f(QJsonObject{{QStringLiteral("sliding_window"), 1024},
                               {QStringLiteral("sliding_window_pattern"), 6}},
                   kNothingEntered);
    AttentionArchitecture a;
    a.attentionLayers = 12;
    LayerFamilies::slidingWindow(f, 12, a);
    EXPECT_EQ(a.slidingWindowLayers, 10); // five local to one global
    EXPECT_EQ(a.slidingWindow, 1024);

    ConfigFields dsa(QJsonObject{{QStringLiteral("index_head_dim"), 128}}, kNothingEntered);
    LayerFamilies::sparseIndexer(dsa, QStringLiteral("DeepseekV32ForCausalLM"), a);
    EXPECT_EQ(a.indexerLayers, 12);
    EXPECT_EQ(a.indexHeadDim, 128);
}

TEST(LayerFamilies, ConvolutionStateBeyondAGibibyteNamesTheField)
{
    EXPECT_EQ(LayerFamilies::convStateBytes(4, 100, QStringLiteral("$.conv_kernel")), 600);
    EXPECT_EQ(LayerFamilies::convStateBytes(0, 100, QStringLiteral("$.conv_kernel")), 0);
    try {
        (void)LayerFamilies::convStateBytes(1024, qint64(1) << 30, QStringLiteral("$.conv_kernel"));
        FAIL() << "too large";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.conv_kernel"));
    }
    EXPECT_EQ(LayerFamilies::stateBytes(QStringLiteral("float32"), 2), 4);
    EXPECT_EQ(LayerFamilies::stateBytes(QStringLiteral("other"), 2), 2);
}
