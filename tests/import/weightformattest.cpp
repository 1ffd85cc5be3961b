// SPDX-License-Identifier: MIT
// The weights format of an imported checkpoint is the real one (INT8 W8A8,
// INT8 W8A16, INT4 W4A16, MXFP4), not "bf16": stored, reloaded from the user
// catalogue and from a build file, with its bytes per parameter, its label,
// the rate the speed estimate computes it at and the cards vLLM runs it on.
#include "buildadvisor.h"
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "buildspeed.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "checkpointimporter.h"
#include "expertweights.h"
#include "formaterror.h"
#include "hfconfigs.h"
#include "jsoncursor.h"
#include "servingcommand.h"
#include "sizingengine.h"
#include "usercatalogue.h"
#include "weightformatfacts.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
ImportedCheckpoint import(const QByteArray &config, const QString &id = QStringLiteral("x"))
{
    return CheckpointImporter::importFiles(Catalogue::builtIn(), id, config, std::nullopt,
                                           std::nullopt);
}

const QByteArray kW8a8 = compressedTensorsW8a8();

// The same group with 16-bit activations (no input_activations): W8A16.
const QByteArray kW8a16 = R"({
    "config_groups": {"group_0": {"targets": ["Linear"],
        "weights": {"num_bits": 8, "type": "int", "symmetric": true, "strategy": "group",
                    "group_size": 128}}},
    "format": "pack-quantized", "quant_method": "compressed-tensors"})";

const QByteArray kW4a16 = R"({
    "config_groups": {"group_0": {"targets": ["Linear"],
        "weights": {"num_bits": 4, "type": "int", "symmetric": true, "strategy": "group",
                    "group_size": 128}}},
    "format": "pack-quantized", "quant_method": "compressed-tensors"})";

struct Case
{
    const char *what;
    ImportedCheckpoint imported;
    WeightFormat format;
    double bytesPerParameter;
};

QList<Case> cases()
{
    QByteArray gptOss = readConfig("gpt-oss-20b");
    gptOss.replace("\"quant_method\": \"gptq\"", "\"quant_method\": \"mxfp4\"");
    return {
        // Qwen/Qwen3-4B-AWQ: 4 bits, one 16-bit scale per 128.
        {"awq", CheckpointImporter::importDirectory(Catalogue::builtIn(), hf("qwen3-4b-awq")),
         WeightFormat::Int4W4A16, 0.5 + 2.0 / 128},
        {"gptq",
         import(withQuantisation(R"({"bits": 4, "group_size": 128, "quant_method": "gptq"})")),
         WeightFormat::Int4W4A16, 0.5 + 2.0 / 128},
        {"gptq 8-bit",
         import(withQuantisation(R"({"bits": 8, "group_size": 128, "quant_method": "gptq"})")),
         WeightFormat::Int8W8A16, 1.0 + 2.0 / 128},
        // Per channel: one scale per output row, nothing per weight.
        {"w8a8", import(withQuantisation(kW8a8)), WeightFormat::Int8W8A8, 1.0},
        {"w8a16", import(withQuantisation(kW8a16)), WeightFormat::Int8W8A16, 1.0 + 2.0 / 128},
        {"w4a16", import(withQuantisation(kW4a16)), WeightFormat::Int4W4A16, 0.5 + 2.0 / 128},
        // gpt-oss: E2M1 values and one 8-bit scale per 32.
        {"mxfp4", import(gptOss), WeightFormat::Mxfp4, 0.5 + 1.0 / 32},
    };
}
} // namespace

TEST(WeightFormat, ImportedFormatsAreTheRealOnes)
{
    QSet<QString> labels;
    for (const Case &c : cases()) {
        SCOPED_TRACE(c.what);
        const Checkpoint &checkpoint = c.imported.entry.checkpoint;
        EXPECT_EQ(checkpoint.format, c.format);
        EXPECT_DOUBLE_EQ(ExpertWeights::bytesPerParameter(checkpoint), c.bytesPerParameter);
        // Written and read back as the catalogue stores it.
        const QJsonObject written = CatalogueEntryWriter::checkpoint(checkpoint);
        EXPECT_EQ(written.value(QStringLiteral("weightFormat")).toString(),
                  WeightFormatFacts::name(c.format));
        EXPECT_NE(WeightFormatFacts::name(c.format), QStringLiteral("bf16"));
        const Checkpoint read = CatalogueReader::readCheckpoint(
            JsonCursor(QStringLiteral("(entry)"), written, QStringLiteral("$")));
        EXPECT_EQ(read.format, c.format);
        EXPECT_EQ(read, checkpoint);
        labels.insert(WeightFormatFacts::label(c.format));
    }
    // INT4 W4A16, INT8 W8A16, INT8 W8A8, MXFP4: four labels, none of them BF16's.
    EXPECT_EQ(labels.size(), 4);
    EXPECT_FALSE(labels.contains(WeightFormatFacts::label(WeightFormat::Bf16)));
}

TEST(WeightFormat, EveryNameReadsBackAndAnUnknownOneIsRefused)
{
    for (WeightFormat f : WeightFormatFacts::all())
        EXPECT_EQ(WeightFormatFacts::fromName(WeightFormatFacts::name(f)), f);
    try {
        CatalogueReader::readWeightFormat(
            JsonCursor(QStringLiteral("checkpoints.json"), QStringLiteral("int3"),
                       QStringLiteral("$.checkpoints[0].weightFormat")));
        FAIL() << "int3 read";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.field(), QStringLiteral("$.checkpoints[0].weightFormat"));
        EXPECT_TRUE(e.message().contains(QStringLiteral("\"int4-w4a16\"")));
    }
}

TEST(WeightFormat, ThreeBitGptqIsRefusedNamingTheField)
{
    try {
        import(withQuantisation(R"({"bits": 3, "group_size": 128, "quant_method": "gptq"})"));
        FAIL() << "3-bit GPTQ imported";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("config.json"));
        EXPECT_EQ(e.field(), QStringLiteral("$.quantization_config.bits"));
    }
}

TEST(WeightFormat, UserCatalogueAndBuildFileRoundTrip)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    QList<CustomCheckpoint> stored;
    int n = 0;
    for (const Case &c : cases()) {
        CustomCheckpoint entry = c.imported.entry;
        // One id per case, so that each is its own entry.
        const QString id = QStringLiteral("test/quantised-%1").arg(++n);
        entry.checkpoint.id = id;
        entry.checkpoint.model = id;
        entry.model.id = id;
        UserCatalogue::store(entry, path);
        stored.append(entry);
    }
    const QList<CustomCheckpoint> read = UserCatalogue::read(path);
    ASSERT_EQ(read.size(), stored.size());
    for (qsizetype i = 0; i < read.size(); ++i) {
        EXPECT_EQ(read[i].checkpoint.format, stored[i].checkpoint.format);
        EXPECT_EQ(read[i], stored[i]);
    }

    // A build of the INT4 checkpoint carries it in its file, format and all.
    const Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), read);
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.checkpoint = read[0].checkpoint.id;
    build.layout.ep = false;
    build.keep = {build.checkpoint};
    BuildCatalogue::embedCustom(build, mine, Catalogue::builtIn());
    ASSERT_EQ(build.customCheckpoints.size(), 1);
    const QByteArray json = BuildFile::toJson(build, Catalogue::builtIn().rules());
    EXPECT_TRUE(json.contains("\"weightFormat\": \"int4-w4a16\""));
    const Build again =
        BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules());
    ASSERT_EQ(again.customCheckpoints.size(), 1);
    EXPECT_EQ(again.customCheckpoints[0].checkpoint.format, WeightFormat::Int4W4A16);
    EXPECT_EQ(BuildFile::toJson(again, Catalogue::builtIn().rules()), json);
}

TEST(WeightFormat, ComputeRateFollowsTheFormat)
{
    Card card;
    card.denseTflops.bf16 = 100;
    card.denseTflops.fp8 = 200;
    card.denseTflops.fp4 = 400;
    const auto rate = [&](WeightFormat f) {
        return BuildSpeed::tensorThroughput(card, f).value() / 1e12;
    };
    // Integer weights widened to 16 bits (Marlin) and MXFP4 with BF16
    // activations (vLLM's default backends) compute at the 16-bit rate.
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Int4W4A16), 100);
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Int8W8A16), 100);
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Mxfp4), 100);
    // W8A8 on int8 tensor cores only where the card states their rate.
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Int8W8A8), 100);
    card.denseTflops.int8 = 200;
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Int8W8A8), 200);
    // The existing formats keep their rule.
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Fp8BlockScaled), 200);
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Nvfp4), 400);
    card.denseTflops.fp4 = 0; // Hopper: NVFP4 through W4A16 kernels
    EXPECT_DOUBLE_EQ(rate(WeightFormat::Nvfp4), 100);
}

TEST(WeightFormat, IntegerCardsReadTheirInt8Rate)
{
    QFile f(QStringLiteral(LLMCONF_TEST_DATA "/cards/tesla-t4.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QJsonObject o = JsonCursor::fromDocument(QStringLiteral("t4.json"), f.readAll()).object();
    QJsonObject tflops = o.value(QStringLiteral("denseTflops")).toObject();
    tflops.insert(QStringLiteral("int8"), 130); // NVIDIA T4 datasheet: 130 INT8 TOPS
    o.insert(QStringLiteral("denseTflops"), tflops);
    const Card card = CatalogueReader::readCard(JsonCursor(QStringLiteral("t4.json"), o));
    EXPECT_DOUBLE_EQ(card.denseTflops.int8, 130);
    EXPECT_EQ(CatalogueEntryWriter::card(card)
                  .value(QStringLiteral("denseTflops"))
                  .toObject()
                  .value(QStringLiteral("int8"))
                  .toDouble(),
              130);
}

TEST(WeightFormat, ServingCommandLetsVllmReadTheQuantisation)
{
    // vLLM reads quant_method from config.json (or hf_quant_config.json) and
    // picks the faster kernel itself (awq -> awq_marlin, gptq -> gptq_marlin);
    // a --quantization flag would only repeat it, or force the slower one.
    const Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), {cases()[0].imported.entry});
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.checkpoint = cases()[0].imported.entry.checkpoint.id;
    build.layout.ep = false;
    const Evaluation e = SizingEngine::evaluate(build, mine);
    EXPECT_FALSE(ServingCommand::vllm(build, e.figures).contains(QStringLiteral("--quantization")));
}

TEST(WeightFormat, CompressedTensorsOfTwoGroupsIsItsFourBitBulk)
{
    // An int4/int8 RTN release's quantization_config (as a C++ test quotes it,
    // search index file id 71268393385; targets shortened): attention and
    // shared experts in 8 bits, the routed experts in 4 bits, groups of 64.
    const ImportedCheckpoint c = import(withQuantisation(R"({
        "config_groups": {
          "group_0": {"format": "pack-quantized", "input_activations": null,
            "output_activations": null, "targets": ["re:.*self_attn.*"],
            "weights": {"actorder": null, "block_structure": null, "dynamic": false,
                        "group_size": 64, "num_bits": 8, "strategy": "group",
                        "symmetric": true, "type": "int"}},
          "group_1": {"format": "pack-quantized", "input_activations": null,
            "output_activations": null, "targets": ["re:.*mlp\\.experts.*"],
            "weights": {"actorder": null, "block_structure": null, "dynamic": false,
                        "group_size": 64, "num_bits": 4, "strategy": "group",
                        "symmetric": true, "type": "int"}}},
        "format": "pack-quantized", "quant_method": "compressed-tensors"})"));
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Int4W4A16);
    EXPECT_EQ(c.entry.checkpoint.weightBlockSize, 64);
}

TEST(WeightFormat, ModeloptMixedPrecisionNamesInItsAlgorithms)
{
    // nvidia/Qwen3.6-35B-A3B-NVFP4's hf_quant_config.json in miniature (a C++
    // test quotes it, search index file id 55831486223): W4A16_NVFP4 experts.
    const QByteArray quant = R"({
      "producer": {"name": "modelopt", "version": "0.44.0"},
      "quantization": {
        "quant_algo": "MIXED_PRECISION",
        "kv_cache_quant_algo": "FP8",
        "exclude_modules": ["mtp*", "mtp.layers.0*"],
        "quantized_layers": {
          "model.language_model.layers.0.mlp.experts": {"quant_algo": "W4A16_NVFP4", "group_size": 16},
          "model.language_model.layers.3.self_attn.q_proj": {"quant_algo": "FP8"},
          "lm_head": {"quant_algo": "W4A16_NVFP4", "group_size": 16}
        }
      }
    })";
    const ImportedCheckpoint c = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QStringLiteral("x"), withQuantisation("null"), quant, std::nullopt);
    EXPECT_EQ(c.entry.checkpoint.format, WeightFormat::Nvfp4);
    EXPECT_EQ(c.entry.checkpoint.weightBlockSize, 16);

    // modelopt inside config.json with config groups and no per-layer list
    // (the shape aiconfigurator's test gives nvidia's Nemotron releases,
    // search index file id 57930777939): FP8 dense layers, NVFP4 experts.
    const ImportedCheckpoint inConfig = import(withQuantisation(R"({
        "quant_method": "modelopt", "quant_algo": "MIXED_PRECISION",
        "kv_cache_scheme": {"type": "float", "num_bits": 8},
        "config_groups": {
          "group_0": {"weights": {"dynamic": false, "num_bits": 8, "type": "float"},
                      "input_activations": {"dynamic": false, "num_bits": 8, "type": "float"},
                      "targets": ["backbone.layers.0.mixer.in_proj"]},
          "group_1": {"weights": {"dynamic": false, "num_bits": 4, "type": "float", "group_size": 16},
                      "targets": ["backbone.layers.1.mixer.experts.0.up_proj"]}}})"));
    EXPECT_EQ(inConfig.entry.checkpoint.format, WeightFormat::Nvfp4);
    EXPECT_EQ(inConfig.entry.checkpoint.formatDetail.text(),
              QStringLiteral("mixed precision: FP8, NVFP4 (modelopt)"));
}

TEST(WeightFormat, Int4OnACardBelowAmpereIsABlocker)
{
    // vLLM runs W4A16 through Marlin kernels, compute capability 8.0 and up;
    // the T4 (7.5) of tests/data/cards cannot serve the INT4 checkpoint.
    QFile f(QStringLiteral(LLMCONF_TEST_DATA "/cards/tesla-t4.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const Card t4 = CatalogueReader::readCard(
        JsonCursor::fromDocument(QStringLiteral("tesla-t4.json"), f.readAll()));
    Catalogue mine = UserCatalogue::merged(Catalogue::builtIn(), {cases()[0].imported.entry});
    mine.addCard(t4);
    Build build = BuildAssembler::reference(Catalogue::builtIn());
    build.checkpoint = cases()[0].imported.entry.checkpoint.id;
    build.layout.ep = false;
    for (Server &s : build.servers)
        for (QString &slot : s.slotCards)
            if (!slot.isEmpty())
                slot = t4.id;
    bool blocked = false;
    for (const AdviceItem &item : BuildAdvisor::advise(build, mine, SoftwareCatalogue::builtIn()))
        blocked = blocked || item.code == QStringLiteral("weights-need-arithmetic");
    EXPECT_TRUE(blocked);
}
