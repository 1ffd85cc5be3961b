// SPDX-License-Identifier: MIT
// The model facts a layout is checked against (heads, experts, widths) and
// the quantisation block of each checkpoint: read from the catalogue, kept
// through the catalogue entry writer, and refused with file and field when bad.
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "jsoncursor.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

std::string readError(const char *file, const QByteArray &from, const QByteArray &to)
{
    QTemporaryDir dir;
    const QDir source(QStringLiteral(LLMCONF_CATALOGUE_DIR));
    for (const QString &name : source.entryList({QStringLiteral("*.json")}, QDir::Files))
        QFile::copy(source.filePath(name), dir.filePath(name));
    QFile f(dir.filePath(QString::fromLatin1(file)));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    QByteArray data = f.readAll();
    f.close();
    EXPECT_TRUE(data.contains(from)) << from.toStdString();
    data.replace(data.indexOf(from), from.size(), to);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
    f.close();
    try {
        CatalogueReader::readDirectory(dir.path());
    } catch (const FormatError &e) {
        return e.message().toStdString();
    }
    return std::string();
}

} // namespace

TEST(ModelShape, EveryCatalogueModelHasOne)
{
    const Catalogue c = CatalogueReader::readBuiltIn();
    for (const ModelFamily &m : c.models()) {
        EXPECT_FALSE(m.shape.isEmpty()) << m.id.toStdString();
        EXPECT_TRUE(m.sources.contains(QStringLiteral("shape"))) << m.id.toStdString();
        // Every model of the catalogue is a mixture of experts.
        EXPECT_TRUE(m.shape.hasExperts()) << m.id.toStdString();
        // GLM-5.3-Flash: no public config.json states its widths or heads.
        if (m.shape.knowsHeads()) {
            EXPECT_GT(m.shape.moeIntermediateSize, 0) << m.id.toStdString();
        }
    }
}

TEST(ModelShape, Glm47AsItsConfigJson)
{
    // tests/data/hf/glm-4.7-fp8/config.json
    const ModelShape s = CatalogueReader::readBuiltIn().model(QStringLiteral("GLM-4.7"))->shape;
    EXPECT_EQ(s.hiddenSize, 5120);
    EXPECT_EQ(s.numAttentionHeads, 96);
    EXPECT_EQ(s.numKeyValueHeads, 8);
    EXPECT_EQ(s.headDim, 128);
    EXPECT_EQ(s.intermediateSize, 12288);
    EXPECT_EQ(s.moeIntermediateSize, 1536);
    EXPECT_EQ(s.nRoutedExperts, 160);
    EXPECT_EQ(s.nSharedExperts, 1);
    EXPECT_EQ(s.numExpertsPerTok, 8);
    EXPECT_EQ(s.firstKDenseReplace, 3);
    EXPECT_EQ(s.vocabSize, 151552);
    EXPECT_FALSE(s.tieWordEmbeddings);
    EXPECT_TRUE(s.knowsHeads());
}

TEST(ModelShape, Glm53SparseAttention)
{
    const ModelShape s = CatalogueReader::readBuiltIn().model(QStringLiteral("GLM-5.3"))->shape;
    EXPECT_EQ(s.numAttentionHeads, 64);
    EXPECT_EQ(s.nRoutedExperts, 256);
    EXPECT_EQ(s.moeIntermediateSize, 2048);
    EXPECT_EQ(s.indexTopk, 2048);
    // GLM-5.3-Flash: only what the source states; no heads.
    const ModelShape flash =
        CatalogueReader::readBuiltIn().model(QStringLiteral("GLM-5.3-Flash"))->shape;
    EXPECT_EQ(flash.nRoutedExperts, 288);
    EXPECT_FALSE(flash.knowsHeads());
}

TEST(ModelShape, CheckpointBlockSizes)
{
    const Catalogue c = CatalogueReader::readBuiltIn();
    EXPECT_EQ(c.checkpoint(QStringLiteral("zai-org/GLM-5.3-FP8"))->weightBlockSize, 128);
    EXPECT_EQ(c.checkpoint(QStringLiteral("nvidia/GLM-5.3-NVFP4"))->weightBlockSize, 16);
    EXPECT_EQ(c.checkpoint(QStringLiteral("zai-org/GLM-5.3"))->weightBlockSize, 0); // BF16
    EXPECT_EQ(c.checkpoint(QStringLiteral("zai-org/GLM-4.7-Flash"))->weightBlockSize, 0);
}

TEST(ModelShape, WriterAndReaderAgree)
{
    const Catalogue c = CatalogueReader::readBuiltIn();
    for (const ModelFamily &m : c.models()) {
        const QJsonObject o = CatalogueEntryWriter::model(m);
        const ModelFamily back = CatalogueReader::readModel(JsonCursor(QStringLiteral("x"), o));
        EXPECT_EQ(back.shape, m.shape) << m.id.toStdString();
    }
    const Checkpoint &fp8 = *c.checkpoint(QStringLiteral("zai-org/GLM-5.3-FP8"));
    EXPECT_EQ(CatalogueReader::readCheckpoint(
                  JsonCursor(QStringLiteral("x"), CatalogueEntryWriter::checkpoint(fp8)))
                  .weightBlockSize,
              128);
}

TEST(ModelShape, KvHeadsThatDoNotDivideTheHeadsNameTheField)
{
    EXPECT_EQ(readError("models.json", "\"num_attention_heads\": 96, \"num_key_value_heads\": 8",
                        "\"num_attention_heads\": 96, \"num_key_value_heads\": 7"),
              "models.json: $.models[2].shape.num_key_value_heads: 7 KV heads do not divide the "
              "96 attention heads");
}

TEST(ModelShape, BadValuesNameTheField)
{
    EXPECT_EQ(readError("models.json", "\"n_routed_experts\": 256", "\"n_routed_experts\": -1"),
              "models.json: $.models[0].shape.n_routed_experts: -1 is outside 1 to 65536");
    EXPECT_EQ(
        readError(
            "models.json",
            "\"num_experts_per_tok\": 8, \"first_k_dense_replace\": 3, \"vocab_size\": 154880",
            "\"num_experts_per_tok\": 300, \"first_k_dense_replace\": 3, \"vocab_size\": 154880"),
        "models.json: $.models[0].shape.num_experts_per_tok: 300 experts per token are more "
        "than the 256 routed experts");
    EXPECT_EQ(
        readError("checkpoints.json", "\"weightBlockSize\": 128", "\"weightBlockSize\": \"128\""),
        "checkpoints.json: $.checkpoints[1].weightBlockSize: expected a number, found a "
        "string");
}
