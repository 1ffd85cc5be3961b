// SPDX-License-Identifier: MIT
#include "catalogueentrywriter.h"

#include "weightformatfacts.h"

#include <QJsonArray>

#include <cmath>

namespace llmconf {

namespace {
void putSources(QJsonObject &o, const QMap<QString, LocalizedText> &sources)
{
    if (sources.isEmpty())
        return;
    QJsonObject s;
    for (auto it = sources.begin(); it != sources.end(); ++it)
        s.insert(it.key(), it.value().toJson());
    o.insert(QStringLiteral("sources"), s);
}

void putIfSet(QJsonObject &o, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(key, value);
}

void putIfSet(QJsonObject &o, const QString &key, const LocalizedText &value)
{
    if (!value.isEmpty())
        o.insert(key, value.toJson());
}
QJsonObject shapeJson(const ModelShape &shape)
{
    QJsonObject o;
    const auto put = [&o](const char *key, int value) {
        if (value > 0)
            o.insert(QString::fromLatin1(key), value);
    };
    put("hidden_size", shape.hiddenSize);
    put("num_attention_heads", shape.numAttentionHeads);
    put("num_key_value_heads", shape.numKeyValueHeads);
    put("head_dim", shape.headDim);
    put("intermediate_size", shape.intermediateSize);
    put("moe_intermediate_size", shape.moeIntermediateSize);
    put("n_routed_experts", shape.nRoutedExperts);
    put("n_shared_experts", shape.nSharedExperts);
    put("num_experts_per_tok", shape.numExpertsPerTok);
    put("first_k_dense_replace", shape.firstKDenseReplace);
    put("moe_layers", shape.moeLayers);
    put("vocab_size", shape.vocabSize);
    put("index_topk", shape.indexTopk);
    put("q_lora_rank", shape.qLoraRank);
    put("qk_nope_head_dim", shape.qkNopeHeadDim);
    put("v_head_dim", shape.vHeadDim);
    put("index_n_heads", shape.indexNHeads);
    put("num_nextn_predict_layers", shape.numNextnPredictLayers);
    o.insert(QStringLiteral("tie_word_embeddings"), shape.tieWordEmbeddings);
    return o;
}
} // namespace

QString CatalogueEntryWriter::exactBytes(Bytes value)
{
    // Whole bytes print without exponent; fractions keep every digit so that
    // reading and writing again gives the same text.
    const double v = value.value();
    const QString number = v == std::floor(v) && std::abs(v) < 9e15 ? QString::number(qint64(v))
                                                                    : QString::number(v, 'g', 17);
    return number + QStringLiteral(" B");
}

QString CatalogueEntryWriter::weightFormatName(WeightFormat format)
{
    return WeightFormatFacts::name(format);
}

QJsonObject CatalogueEntryWriter::model(const ModelFamily &m)
{
    const AttentionArchitecture &a = m.attention;
    QJsonObject attention{{QStringLiteral("num_hidden_layers"), a.numHiddenLayers},
                          {QStringLiteral("attentionLayers"), a.attentionLayers}};
    if (a.kind == AttentionKind::GroupedQuery) {
        attention.insert(QStringLiteral("kind"), QStringLiteral("gqa"));
        attention.insert(QStringLiteral("num_key_value_heads"), a.numKeyValueHeads);
        attention.insert(QStringLiteral("head_dim"), a.headDim);
    } else {
        attention.insert(QStringLiteral("kind"), QStringLiteral("mla"));
        attention.insert(QStringLiteral("kv_lora_rank"), a.kvLoraRank);
        attention.insert(QStringLiteral("qk_rope_head_dim"), a.qkRopeHeadDim);
    }
    if (a.slidingWindowLayers > 0)
        attention.insert(QStringLiteral("slidingWindow"),
                         QJsonObject{{QStringLiteral("layers"), a.slidingWindowLayers},
                                     {QStringLiteral("window"), a.slidingWindow}});
    if (a.indexerLayers > 0)
        attention.insert(QStringLiteral("indexer"),
                         QJsonObject{{QStringLiteral("layers"), a.indexerLayers},
                                     {QStringLiteral("index_head_dim"), a.indexHeadDim},
                                     {QStringLiteral("keyFormat"),
                                      a.indexerKeyFormat == IndexerKeyFormat::Fp8WithScale
                                          ? QStringLiteral("fp8-with-scale")
                                          : QStringLiteral("cache-dtype")}});
    if (a.linearLayers > 0) {
        QJsonObject linear{{QStringLiteral("layers"), a.linearLayers},
                           {QStringLiteral("num_heads"), a.linearNumHeads},
                           {QStringLiteral("head_dim"), a.linearHeadDim},
                           {QStringLiteral("stateDtype"), a.linearStateBytesPerValue == 2
                                                              ? QStringLiteral("bfloat16")
                                                              : QStringLiteral("float32")}};
        if (a.linearStateDim > 0)
            linear.insert(QStringLiteral("stateDim"), a.linearStateDim);
        if (a.convStateBytesPerLayer > 0)
            linear.insert(QStringLiteral("convStateBytesPerLayer"), a.convStateBytesPerLayer);
        if (a.linearBesideAttention)
            linear.insert(QStringLiteral("besideAttention"), true);
        attention.insert(QStringLiteral("linear"), linear);
    }
    if (a.hasPlanningFigure())
        attention.insert(
            QStringLiteral("planningCache"),
            QJsonObject{{QStringLiteral("perConversation"), exactBytes(a.planningCache)},
                        {QStringLiteral("context"), a.planningContext},
                        {QStringLiteral("source"), a.planningSource.toJson()}});

    QJsonObject o{{QStringLiteral("id"), m.id},
                  {QStringLiteral("name"), m.name},
                  {QStringLiteral("maxContext"), m.maxContext},
                  {QStringLiteral("licence"), m.licence},
                  {QStringLiteral("attention"), attention}};
    if (!m.shape.isEmpty())
        o.insert(QStringLiteral("shape"), shapeJson(m.shape));
    putIfSet(o, QStringLiteral("architectures"), m.architectures);
    putIfSet(o, QStringLiteral("parameters"), m.parameters);
    putIfSet(o, QStringLiteral("activeParameters"), m.activeParameters);
    putSources(o, m.sources);
    return o;
}

QJsonObject CatalogueEntryWriter::checkpoint(const Checkpoint &c)
{
    QJsonObject o{{QStringLiteral("id"), c.id},
                  {QStringLiteral("model"), c.model},
                  {QStringLiteral("publisher"), c.publisher},
                  {QStringLiteral("size"), exactBytes(c.size)},
                  {QStringLiteral("weightFormat"), weightFormatName(c.format)},
                  {QStringLiteral("defaultCacheDtype"), c.defaultCacheDtype}};
    putIfSet(o, QStringLiteral("formatDetail"), c.formatDetail);
    if (c.weightBlockSize > 0)
        o.insert(QStringLiteral("weightBlockSize"), c.weightBlockSize);
    if (!c.unquantised.isEmpty()) {
        QJsonArray parts;
        for (const LocalizedText &part : c.unquantised)
            parts.append(part.toJson());
        o.insert(QStringLiteral("unquantised"), parts);
    }
    if (!c.licences.isEmpty())
        o.insert(QStringLiteral("licences"), QJsonArray::fromStringList(c.licences));
    putSources(o, c.sources);
    return o;
}

QString CatalogueEntryWriter::formFactorName(FormFactor formFactor)
{
    switch (formFactor) {
    case FormFactor::Sxm:
        return QStringLiteral("sxm");
    case FormFactor::Integrated:
        return QStringLiteral("integrated");
    case FormFactor::Superchip:
        return QStringLiteral("superchip");
    case FormFactor::PcieDualSlot:
        break;
    }
    return QStringLiteral("pcie-dual-slot");
}

QJsonObject CatalogueEntryWriter::card(const Card &c)
{
    QJsonObject o{{QStringLiteral("id"), c.id},
                  {QStringLiteral("name"), c.name},
                  {QStringLiteral("shortName"), c.shortName},
                  {QStringLiteral("generation"), c.generation},
                  {QStringLiteral("computeCapability"), c.computeCapability()}};
    if (c.fixedBudget.value() > 0)
        o.insert(QStringLiteral("usableBudget"), exactBytes(c.fixedBudget));
    else
        o.insert(QStringLiteral("memoryReported"), exactBytes(c.driverMemory));
    o.insert(QStringLiteral("memoryNominal"), exactBytes(c.nominalMemory));
    putIfSet(o, QStringLiteral("memoryType"), c.memoryType);
    o.insert(QStringLiteral("bandwidth"),
             QString::number(inGBps(c.bandwidth), 'g', 17) + QStringLiteral(" GB/s"));
    QJsonArray limits;
    for (const Watts &w : c.powerLimits)
        limits.append(QString::number(w.value(), 'g', 17) + QStringLiteral(" W"));
    o.insert(QStringLiteral("powerLimits"), limits);
    o.insert(QStringLiteral("nvlinkGroup"), c.nvlinkGroup);
    if (c.needs600WCable)
        o.insert(QStringLiteral("needs600WCable"), true);
    if (c.unifiedMemory)
        o.insert(QStringLiteral("unifiedMemory"), true);
    if (c.sold)
        o.insert(QStringLiteral("sold"), true);
    o.insert(QStringLiteral("formFactor"), formFactorName(c.formFactor));
    if (!c.chassis.isEmpty())
        o.insert(QStringLiteral("chassis"), QJsonArray::fromStringList(c.chassis));
    // The speed fields (shared-fields.md): keys left out where zero.
    QJsonObject tflops;
    const auto putTflops = [&tflops](const char *key, double value) {
        if (value > 0)
            tflops.insert(QString::fromLatin1(key), value);
    };
    putTflops("bf16", c.denseTflops.bf16);
    putTflops("fp8", c.denseTflops.fp8);
    putTflops("fp4", c.denseTflops.fp4);
    putTflops("int8", c.denseTflops.int8);
    if (!tflops.isEmpty())
        o.insert(QStringLiteral("denseTflops"), tflops);
    QJsonObject link;
    if (c.link.nvlinkGeneration > 0)
        link.insert(QStringLiteral("nvlinkGeneration"), c.link.nvlinkGeneration);
    if (c.link.nvlinkBandwidth.value() > 0)
        link.insert(QStringLiteral("nvlinkBandwidth"),
                    QString::number(inGBps(c.link.nvlinkBandwidth), 'g', 17) +
                        QStringLiteral(" GB/s"));
    if (c.link.pcieGeneration > 0)
        link.insert(QStringLiteral("pcieGeneration"), c.link.pcieGeneration);
    if (c.link.pcieLanes > 0)
        link.insert(QStringLiteral("pcieLanes"), c.link.pcieLanes);
    if (!link.isEmpty())
        o.insert(QStringLiteral("link"), link);
    for (auto it = c.otherFields.begin(); it != c.otherFields.end(); ++it)
        if (!o.contains(it.key()))
            o.insert(it.key(), it.value());
    putSources(o, c.sources);
    return o;
}

} // namespace llmconf
