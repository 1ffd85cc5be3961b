// SPDX-License-Identifier: MIT
// Import of real public config.json files: the cache per token against the
// arithmetic written out here and against the catalogue's own models.
#include "checkpointimporter.h"
#include "cachefootprint.h"
#include "catalogue.h"
#include "formaterror.h"
#include "hfconfigs.h"
#include "missingfieldserror.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

QByteArray readData(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

Bytes builtInPerToken(const char *model)
{
    const ModelFamily *m = Catalogue::builtIn().model(QString::fromLatin1(model));
    EXPECT_NE(m, nullptr);
    return CacheFootprint(m->attention, CacheDtype::Bf16).perToken();
}

} // namespace

TEST(CheckpointImporter, LlamaGqaWithoutHeadDim)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("llama-3.3-70b"));
    EXPECT_EQ(c.architecture, QStringLiteral("LlamaForCausalLM"));
    // head_dim = hidden_size / heads = 8192 / 64 = 128
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 80 * 8 * 128 * 2);
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes), 0.0);
    EXPECT_EQ(c.provenance.value(QStringLiteral("cacheBytesPerToken")), Provenance::Read);
    // No index and no files: the weights are estimated, about 70.6B x 2 bytes.
    EXPECT_EQ(c.provenance.value(QStringLiteral("weightsBytes")), Provenance::Estimated);
    EXPECT_NEAR(inGB(c.weightsBytes), 141.1, 1.5);
    EXPECT_EQ(c.entry.model.maxContext, 131072);
}

TEST(CheckpointImporter, Glm47MatchesPublishedAndCatalogue)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-4.7-fp8"));
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 92 * 8 * 128 * 2);
    EXPECT_DOUBLE_EQ(inKiB(c.cacheBytesPerToken), 368.0); // sizing rules, figure 24
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), inBytes(builtInPerToken("GLM-4.7")));
}

TEST(CheckpointImporter, Glm47FlashLatent)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-4.7-flash"));
    EXPECT_EQ(c.entry.model.attention.kind, AttentionKind::LatentMla);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), (512.0 + 64) * 2 * 47);
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), inBytes(builtInPerToken("GLM-4.7-Flash")));
}

TEST(CheckpointImporter, DeepSeekV3StyleLatent)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("kimi-k2"));
    EXPECT_EQ(c.architecture, QStringLiteral("DeepseekV3ForCausalLM"));
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), (512.0 + 64) * 2 * 61);
    EXPECT_EQ(c.entry.model.attention.indexerLayers, 0);
}

TEST(CheckpointImporter, Glm5PartialConfigNamesTheMissingIndexerField)
{
    try {
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-5-fp8"));
        FAIL() << "a sparse-attention model without index_head_dim must not import";
    } catch (const MissingFieldsError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("config.json"));
        EXPECT_EQ(e.fields(), QStringList{QStringLiteral("index_head_dim")});
        EXPECT_TRUE(e.message().contains(QStringLiteral("GlmMoeDsaForCausalLM")));
    }
}

TEST(CheckpointImporter, Glm5WithEnteredIndexerMatchesGlm53)
{
    const ImportedCheckpoint c = CheckpointImporter::importDirectory(
        Catalogue::builtIn(), hf("glm-5-fp8"), {{QStringLiteral("index_head_dim"), 128}});
    // Latent 512 + 64 in 16 bits, indexer key 128 FP8 values + one FP32 scale, 78 layers.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), ((512.0 + 64) * 2 + 128 + 4) * 78);
    EXPECT_NEAR(inKiB(c.cacheBytesPerToken), 97.8, 0.1); // sizing rules, figure 22
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), inBytes(builtInPerToken("GLM-5.3")));
    EXPECT_EQ(c.provenance.value(QStringLiteral("cacheBytesPerToken")), Provenance::Entered);
}

TEST(CheckpointImporter, Nvfp4FromHfQuantConfig)
{
    const CheckpointImporter::Entered entered{{QStringLiteral("index_head_dim"), 128}};
    const ImportedCheckpoint bf16 =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-5-fp8"), entered);
    const ImportedCheckpoint nvfp4 =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-5-nvfp4"), entered);
    EXPECT_EQ(nvfp4.entry.checkpoint.format, WeightFormat::Nvfp4);
    EXPECT_EQ(nvfp4.entry.checkpoint.defaultCacheDtype, QStringLiteral("fp8"));
    EXPECT_EQ(nvfp4.provenance.value(QStringLiteral("weightsBytes")), Provenance::Estimated);
    // 4 bits plus one FP8 scale per 16 values against 16 bits, embeddings kept 16-bit:
    // between 0.5625 / 2 and a little above it.
    const double ratio = nvfp4.weightsBytes / bf16.weightsBytes;
    EXPECT_GT(ratio, 0.5625 / 2.0);
    EXPECT_LT(ratio, 0.30);
}

TEST(CheckpointImporter, Qwen3NextGatedDeltaNet)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("qwen3-next-80b"));
    const AttentionArchitecture &a = c.entry.model.attention;
    // 48 layers, full attention every 4th: 12 GQA layers, 36 linear layers.
    EXPECT_EQ(a.attentionLayers, 12);
    EXPECT_EQ(a.linearLayers, 36);
    // head_dim 256 differs from hidden_size / heads = 2048 / 16 = 128.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 12 * 2 * 256 * 2);
    // 36 layers x (32 value heads x 128 x 128 values in bfloat16, plus the
    // short convolution: (kernel 4 - 1) x (2 x 16 key heads x 128 + 32 x 128) x 2 bytes).
    EXPECT_DOUBLE_EQ(inBytes(c.linearStateBytes),
                     36.0 * (32 * 128 * 128 * 2 + (4 - 1) * (2 * 16 * 128 + 32 * 128) * 2));
}

TEST(CheckpointImporter, MultimodalTextConfig)
{
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("qwen3-vl-235b"));
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 94 * 4 * 128 * 2);
    EXPECT_EQ(c.entry.model.maxContext, 262144);
}

TEST(CheckpointImporter, GptOssSlidingWindowLayers)
{
    // Its quantisation ("gptq" in this copy) is not one of BF16, FP8, NVFP4,
    // so the weights must come from the files or be entered.
    EXPECT_THROW(CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("gpt-oss-20b")),
                 MissingFieldsError);
    const ImportedCheckpoint c = CheckpointImporter::importDirectory(
        Catalogue::builtIn(), hf("gpt-oss-20b"), {{QStringLiteral("weightsBytes"), 13.8e9}});
    const AttentionArchitecture &a = c.entry.model.attention;
    EXPECT_EQ(a.slidingWindowLayers, 12);
    EXPECT_EQ(a.slidingWindow, 128);
    // The full-size figure vLLM charges: all 24 layers.
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 24 * 8 * 64 * 2);
    EXPECT_EQ(c.provenance.value(QStringLiteral("weightsBytes")), Provenance::Entered);
    // Per conversation the 12 sliding layers stop at 128 tokens.
    const CacheFootprint footprint(a, CacheDtype::Bf16);
    EXPECT_DOUBLE_EQ(inBytes(footprint.perConversation(32768)),
                     12.0 * 2 * 8 * 64 * 2 * 32768 + 12.0 * 2 * 8 * 64 * 2 * 128);
}

TEST(CheckpointImporter, WeightsFromIndexAndFiles)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile::copy(hf("llama-3.3-70b") + QStringLiteral("/config.json"),
                dir.filePath(QStringLiteral("config.json")));
    QFile a(dir.filePath(QStringLiteral("model-00001-of-00002.safetensors")));
    ASSERT_TRUE(a.open(QIODevice::WriteOnly));
    ASSERT_TRUE(a.resize(3000));
    a.close();
    QFile b(dir.filePath(QStringLiteral("model-00002-of-00002.safetensors")));
    ASSERT_TRUE(b.open(QIODevice::WriteOnly));
    ASSERT_TRUE(b.resize(1234));
    b.close();
    ImportedCheckpoint c = CheckpointImporter::importDirectory(Catalogue::builtIn(), dir.path());
    EXPECT_DOUBLE_EQ(inBytes(c.weightsBytes), 4234.0);
    EXPECT_EQ(c.provenance.value(QStringLiteral("weightsBytes")), Provenance::Read);

    QFile index(dir.filePath(QStringLiteral("model.safetensors.index.json")));
    ASSERT_TRUE(index.open(QIODevice::WriteOnly));
    index.write(R"({"metadata": {"total_size": 141107412992}, "weight_map": {}})");
    index.close();
    c = CheckpointImporter::importDirectory(Catalogue::builtIn(), dir.path(), {},
                                            QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"));
    EXPECT_DOUBLE_EQ(inBytes(c.weightsBytes), 141107412992.0);
    EXPECT_EQ(c.entry.checkpoint.id, QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"));
    EXPECT_EQ(c.entry.checkpoint.publisher, QStringLiteral("meta-llama"));
}

TEST(CheckpointImporter, IdFromHuggingFaceCacheFolder)
{
    EXPECT_EQ(CheckpointImporter::idForDirectory(QStringLiteral(
                  "/home/u/.cache/huggingface/hub/models--zai-org--GLM-4.7-FP8/snapshots/abc")),
              QStringLiteral("zai-org/GLM-4.7-FP8"));
}

TEST(CheckpointImporter, TruncatedJsonNamesTheFile)
{
    try {
        CheckpointImporter::importFiles(
            Catalogue::builtIn(), QStringLiteral("x"),
            readData(QStringLiteral(LLMCONF_TEST_DATA "/bad/truncated.json")), std::nullopt,
            std::nullopt);
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("config.json"));
        EXPECT_TRUE(e.problem().contains(QStringLiteral("not valid JSON")));
    }
}

TEST(CheckpointImporter, PartialConfigListsEveryMissingField)
{
    try {
        CheckpointImporter::importFiles(
            Catalogue::builtIn(), QStringLiteral("x"),
            readData(QStringLiteral(LLMCONF_TEST_DATA "/bad/partial-gqa.json")), std::nullopt,
            std::nullopt);
        FAIL();
    } catch (const MissingFieldsError &e) {
        EXPECT_TRUE(e.fields().contains(QStringLiteral("num_hidden_layers")));
        EXPECT_TRUE(e.fields().contains(QStringLiteral("max_position_embeddings")));
        EXPECT_TRUE(e.message().contains(QStringLiteral("num_hidden_layers")));
    }
}

TEST(CheckpointImporter, UnknownArchitectureWithoutAttentionIsRefused)
{
    // RWKV has no attention layers at all: never counted as full attention.
    const QByteArray config =
        readData(QStringLiteral(LLMCONF_TEST_DATA "/bad/unknown-architecture.json"));
    try {
        CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"), config,
                                        std::nullopt, std::nullopt);
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.message().toStdString(),
                  "config.json: $.architectures: RwkvForCausalLM is not a family this program "
                  "knows, and model_type \"rwkv\" describe layers it cannot read; refused rather "
                  "than counted as full attention on every layer");
    }
}

TEST(CheckpointImporter, UnknownPlainDecoderImportsAsFullAttention)
{
    // Issue 27: a plain decoder is never refused. Every layer full attention,
    // with a note naming what was assumed and how to correct it.
    const QByteArray config = readData(QStringLiteral(LLMCONF_TEST_DATA "/bad/unknown-gqa.json"));
    const ImportedCheckpoint plain = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("x"), config, std::nullopt, std::nullopt);
    const AttentionArchitecture &a = plain.entry.model.attention;
    EXPECT_EQ(a.attentionLayers, a.numHiddenLayers);
    EXPECT_DOUBLE_EQ(inBytes(plain.cacheBytesPerToken),
                     2.0 * a.numHiddenLayers * a.numKeyValueHeads * a.headDim * 2);
    EXPECT_EQ(plain.provenance.value(QStringLiteral("architecture")), Provenance::Estimated);
    const QStringList notes = plain.notes.filter(QStringLiteral("AcmeForCausalLM"));
    ASSERT_FALSE(notes.isEmpty());
    EXPECT_TRUE(notes.first().contains(QStringLiteral("--set full_attention_layers=VALUE")));
    // Corrected in the form: 24 full-attention layers of 16 KV heads of 128.
    const ImportedCheckpoint c = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("x"), config, std::nullopt, std::nullopt,
        {{QStringLiteral("full_attention_layers"), 24}});
    EXPECT_DOUBLE_EQ(inBytes(c.cacheBytesPerToken), 2.0 * 24 * 16 * 128 * 2);
    EXPECT_EQ(c.provenance.value(QStringLiteral("architecture")), Provenance::Entered);
    EXPECT_FALSE(c.notes.isEmpty());
}

TEST(CheckpointImporter, WrongTypeNamesTheField)
{
    try {
        CheckpointImporter::importFiles(
            Catalogue::builtIn(), QStringLiteral("x"),
            readData(QStringLiteral(LLMCONF_TEST_DATA "/bad/wrong-type.json")), std::nullopt,
            std::nullopt);
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.num_hidden_layers"));
    }
}

TEST(CheckpointImporter, MissingFolderAndConfig)
{
    EXPECT_THROW(CheckpointImporter::importDirectory(Catalogue::builtIn(),
                                                     QStringLiteral("/nonexistent/folder")),
                 FormatError);
    QTemporaryDir dir;
    try {
        CheckpointImporter::importDirectory(Catalogue::builtIn(), dir.path());
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("config.json"));
    }
}

TEST(CheckpointImporter, JsonCarriesFiguresAndProvenance)
{
    const QJsonObject o = CheckpointImporter::toJson(
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("qwen3-next-80b")),
        Catalogue::builtIn());
    EXPECT_EQ(o.value(QStringLiteral("id")).toString(), QStringLiteral("qwen3-next-80b"));
    EXPECT_EQ(o.value(QStringLiteral("architecture")).toString(),
              QStringLiteral("Qwen3NextForCausalLM"));
    EXPECT_DOUBLE_EQ(o.value(QStringLiteral("cacheBytesPerToken")).toDouble(), 24576.0);
    // 36 x 32 x 128 x 128 x 2 = 37748736 for the state, plus 36 x 3 x 8192 x 2 for the
    // short convolution.
    EXPECT_DOUBLE_EQ(o.value(QStringLiteral("linearStateBytes")).toDouble(),
                     37748736.0 + 36.0 * 3 * 8192 * 2);
    const QJsonObject p = o.value(QStringLiteral("provenance")).toObject();
    EXPECT_EQ(p.value(QStringLiteral("weightsBytes")).toString(), QStringLiteral("estimated"));
    EXPECT_EQ(p.value(QStringLiteral("cacheBytesPerToken")).toString(), QStringLiteral("read"));
}

TEST(CheckpointImporter, ShapeFromConfigJson)
{
    // tests/data/hf/glm-4.7-flash/config.json, field by field.
    const ImportedCheckpoint c =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("glm-4.7-flash"));
    const ModelShape &s = c.entry.model.shape;
    EXPECT_EQ(s.hiddenSize, 2048);
    EXPECT_EQ(s.numAttentionHeads, 20);
    EXPECT_EQ(s.numKeyValueHeads, 20);
    EXPECT_EQ(s.headDim, 64);
    EXPECT_EQ(s.intermediateSize, 10240);
    EXPECT_EQ(s.moeIntermediateSize, 1536);
    EXPECT_EQ(s.nRoutedExperts, 64);
    EXPECT_EQ(s.nSharedExperts, 1);
    EXPECT_EQ(s.numExpertsPerTok, 4);
    EXPECT_EQ(s.firstKDenseReplace, 1);
    EXPECT_EQ(s.vocabSize, 154880);
    // The catalogue's GLM-4.7-Flash is the same file.
    EXPECT_EQ(s, Catalogue::builtIn().model(QStringLiteral("GLM-4.7-Flash"))->shape);
    EXPECT_EQ(c.entry.checkpoint.weightBlockSize, 0); // BF16
}

TEST(CheckpointImporter, ShapeOfDenseAndMixtralStyleModels)
{
    // Llama-3.3-70B: no experts, KV heads as stated.
    const ModelShape llama =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("llama-3.3-70b"))
            .entry.model.shape;
    EXPECT_EQ(llama.numAttentionHeads, 64);
    EXPECT_EQ(llama.numKeyValueHeads, 8);
    EXPECT_FALSE(llama.hasExperts());
    // gpt-oss-20b: num_local_experts 32, the expert's width is intermediate_size 2880.
    const ModelShape oss =
        CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("gpt-oss-20b"),
                                            {{QStringLiteral("weightsBytes"), 13.8e9}})
            .entry.model.shape;
    EXPECT_EQ(oss.nRoutedExperts, 32);
    EXPECT_EQ(oss.moeIntermediateSize, 2880);
    EXPECT_EQ(oss.numExpertsPerTok, 4);
}

TEST(CheckpointImporter, WeightBlockFromQuantisationConfig)
{
    // hf_quant_config.json of nvidia/GLM-5-NVFP4: group_size 16.
    const ImportedCheckpoint nvfp4 = CheckpointImporter::importDirectory(
        Catalogue::builtIn(), hf("glm-5-nvfp4"), {{QStringLiteral("index_head_dim"), 128}});
    EXPECT_EQ(nvfp4.entry.checkpoint.weightBlockSize, 16);
    // FP8 with weight_block_size [128, 128] in config.json.
    const QByteArray config = R"({"architectures": ["LlamaForCausalLM"], "num_hidden_layers": 2,
        "hidden_size": 256, "num_attention_heads": 4, "num_key_value_heads": 2,
        "vocab_size": 1000, "max_position_embeddings": 4096, "intermediate_size": 512,
        "quantization_config": {"quant_method": "fp8", "weight_block_size": [128, 128]}})";
    EXPECT_EQ(CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"), config,
                                              std::nullopt, std::nullopt)
                  .entry.checkpoint.weightBlockSize,
              128);
    QByteArray bad = config;
    bad.replace("[128, 128]", "\"128\"");
    try {
        CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"), bad,
                                        std::nullopt, std::nullopt);
        FAIL() << "accepted a block size that is not a list";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.message().toStdString(),
                  "config.json: $.quantization_config.weight_block_size: expected a list of block "
                  "sizes such as [128, 128]");
    }
}

TEST(CheckpointImporter, KvHeadsThatDoNotDivideNameTheField)
{
    const QByteArray config = R"({"architectures": ["LlamaForCausalLM"], "num_hidden_layers": 2,
        "hidden_size": 256, "num_attention_heads": 6, "num_key_value_heads": 4,
        "vocab_size": 1000, "max_position_embeddings": 4096, "intermediate_size": 512})";
    try {
        CheckpointImporter::importFiles(Catalogue::builtIn(), QStringLiteral("x"), config,
                                        std::nullopt, std::nullopt);
        FAIL() << "accepted 4 KV heads for 6 heads";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.message().toStdString(),
                  "config.json: $.num_key_value_heads: 4 KV heads do not divide the 6 attention "
                  "heads");
    }
}
