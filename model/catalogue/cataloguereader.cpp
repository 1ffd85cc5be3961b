// SPDX-License-Identifier: MIT
#include "cataloguereader.h"

#include "formaterror.h"
#include "installeddata.h"
#include "jsoncursor.h"

#include <QFile>
#include <QSet>

#include <algorithm>

namespace llmconf {

namespace {

constexpr int kSupportedFormat = 1;

QByteArray readFile(const QString &path, const QString &name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(name, QString(),
                          QCoreApplication::translate("CatalogueReader", "cannot be read: %1")
                              .arg(file.errorString()));
    return file.readAll();
}

QMap<QString, LocalizedText> readSources(const JsonCursor &entry)
{
    QMap<QString, LocalizedText> sources;
    if (!entry.has(QStringLiteral("sources")))
        return sources;
    const JsonCursor s = entry.field(QStringLiteral("sources"));
    const QJsonObject o = s.object();
    for (auto it = o.begin(); it != o.end(); ++it)
        sources.insert(it.key(), LocalizedText::read(s.field(it.key())));
    return sources;
}

/// Checks the format number and calls visit for each entry of the list
/// `key`, refusing duplicate ids.
void forEachEntry(const JsonCursor &root, const QString &key,
                  const std::function<void(const JsonCursor &)> &visit)
{
    const int format = root.field(QStringLiteral("format")).integer(1, 1000000);
    if (format > kSupportedFormat)
        root.field(QStringLiteral("format"))
            .fail(QCoreApplication::translate("CatalogueReader",
                                              "format %1 is newer than this program reads (%2)")
                      .arg(format)
                      .arg(kSupportedFormat));
    QSet<QString> seen;
    root.field(key).forEach([&](const JsonCursor &entry) {
        const JsonCursor id = entry.field(QStringLiteral("id"));
        if (id.string().isEmpty())
            id.fail(QCoreApplication::translate("CatalogueReader", "an id must not be empty"));
        if (seen.contains(id.string()))
            id.fail(QCoreApplication::translate("CatalogueReader", "the id \"%1\" appears twice")
                        .arg(id.string()));
        seen.insert(id.string());
        visit(entry);
    });
}

FormFactor readFormFactor(const JsonCursor &c)
{
    const QString s = c.string();
    if (s == QLatin1String("pcie-dual-slot"))
        return FormFactor::PcieDualSlot;
    if (s == QLatin1String("sxm"))
        return FormFactor::Sxm;
    if (s == QLatin1String("integrated"))
        return FormFactor::Integrated;
    c.fail(QCoreApplication::translate("CatalogueReader",
                                       "expected \"pcie-dual-slot\", \"sxm\" or \"integrated\""));
}

} // namespace

WeightFormat CatalogueReader::readWeightFormat(const JsonCursor &c)
{
    const QString s = c.string();
    if (s == QLatin1String("bf16"))
        return WeightFormat::Bf16;
    if (s == QLatin1String("fp8-block"))
        return WeightFormat::Fp8BlockScaled;
    if (s == QLatin1String("nvfp4"))
        return WeightFormat::Nvfp4;
    c.fail(QCoreApplication::translate("CatalogueReader",
                                       "expected \"bf16\", \"fp8-block\" or \"nvfp4\""));
}

namespace {

} // namespace

Catalogue CatalogueReader::readBuiltIn()
{
    return readDirectory(InstalledData::catalogueDirectory());
}

Catalogue CatalogueReader::readDirectory(const QString &directory)
{
    Catalogue catalogue;
    const auto readOne = [&](const char *name, void (*reader)(const JsonCursor &, Catalogue &)) {
        const QString fileName = QString::fromLatin1(name);
        reader(JsonCursor::fromDocument(
                   fileName, readFile(directory + QLatin1Char('/') + fileName, fileName)),
               catalogue);
    };
    // Order matters: checkpoints refer to models and licences.
    readOne("rules.json", &readRules);
    readOne("licences.json", &readLicences);
    readOne("cards.json", &readCards);
    readOne("cpus.json", &readCpus);
    readOne("chassis.json", &readChassis);
    readOne("feeds.json", &readFeeds);
    readOne("models.json", &readModels);
    readOne("checkpoints.json", &readCheckpoints);
    return catalogue;
}

void CatalogueReader::readCards(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("cards"), [&](const JsonCursor &e) {
        Card card;
        card.id = e.field(QStringLiteral("id")).string();
        card.name = e.field(QStringLiteral("name")).string();
        card.shortName = e.stringOr(QStringLiteral("shortName"), card.name);
        card.generation = e.field(QStringLiteral("generation")).string();
        const JsonCursor cc = e.field(QStringLiteral("computeCapability"));
        const QStringList parts = cc.string().split(QLatin1Char('.'));
        bool majorOk = false, minorOk = false;
        if (parts.size() == 2) {
            card.computeMajor = parts[0].toInt(&majorOk);
            card.computeMinor = parts[1].toInt(&minorOk);
        }
        if (!majorOk || !minorOk)
            cc.fail(tr("expected a compute capability such as \"12.0\""));
        const bool hasDriver = e.has(QStringLiteral("memoryReported"));
        const bool hasBudget = e.has(QStringLiteral("usableBudget"));
        if (hasDriver == hasBudget)
            e.fail(tr("needs exactly one of \"memoryReported\" and \"usableBudget\""));
        if (hasDriver)
            card.driverMemory = e.field(QStringLiteral("memoryReported")).bytes();
        if (hasBudget)
            card.fixedBudget = e.field(QStringLiteral("usableBudget")).bytes();
        card.nominalMemory = e.field(QStringLiteral("memoryNominal")).bytes();
        if (card.nominalMemory.value() <= 0)
            e.field(QStringLiteral("memoryNominal")).fail(tr("must be more than zero"));
        card.memoryType = LocalizedText::readOr(e, QStringLiteral("memoryType"));
        card.bandwidth = e.field(QStringLiteral("bandwidth")).bandwidth();
        const JsonCursor limits = e.field(QStringLiteral("powerLimits"));
        limits.forEach([&](const JsonCursor &l) { card.powerLimits.append(l.power()); });
        if (card.powerLimits.isEmpty())
            limits.fail(tr("needs at least one power limit"));
        for (qsizetype i = 1; i < card.powerLimits.size(); ++i)
            if (card.powerLimits[i] >= card.powerLimits[i - 1])
                limits.at(i).fail(tr("power limits must be listed highest first"));
        card.nvlinkGroup = e.integerOr(QStringLiteral("nvlinkGroup"), 0, 0, 72);
        card.needs600WCable = e.booleanOr(QStringLiteral("needs600WCable"), false);
        card.unifiedMemory = e.booleanOr(QStringLiteral("unifiedMemory"), false);
        card.formFactor = readFormFactor(e.field(QStringLiteral("formFactor")));
        card.sources = readSources(e);
        catalogue.addCard(std::move(card));
    });
}

void CatalogueReader::readCpus(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("cpus"), [&](const JsonCursor &e) {
        Cpu cpu;
        cpu.id = e.field(QStringLiteral("id")).string();
        cpu.name = e.field(QStringLiteral("name")).string();
        cpu.cores = e.field(QStringLiteral("cores")).integer(1, 1024);
        cpu.tdp = e.field(QStringLiteral("tdp")).power();
        cpu.memoryChannels = e.field(QStringLiteral("memoryChannels")).integer(1, 64);
        cpu.sources = readSources(e);
        catalogue.addCpu(std::move(cpu));
    });
}

void CatalogueReader::readChassis(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("chassis"), [&](const JsonCursor &e) {
        Chassis chassis;
        chassis.id = e.field(QStringLiteral("id")).string();
        chassis.name = LocalizedText::read(e.field(QStringLiteral("name")));
        chassis.gpuSlots = e.field(QStringLiteral("gpuSlots")).integer(1, 64);
        chassis.slotFormFactor = readFormFactor(e.field(QStringLiteral("slotFormFactor")));
        chassis.sockets = e.field(QStringLiteral("sockets")).integer(0, 8);
        chassis.dimmSlots = e.field(QStringLiteral("dimmSlots")).integer(0, 128);
        if (e.has(QStringLiteral("largestDimm")))
            chassis.largestDimm = e.field(QStringLiteral("largestDimm")).bytes();
        const auto counts = [&e](const QString &key, int maximum) {
            QList<int> list;
            if (e.has(key))
                e.field(key).forEach(
                    [&](const JsonCursor &n) { list.append(n.integer(1, maximum)); });
            return list;
        };
        chassis.populations = counts(QStringLiteral("populations"), chassis.gpuSlots);
        chassis.linkSizes = counts(QStringLiteral("linkSizes"), 1024);
        chassis.sources = readSources(e);
        catalogue.addChassis(std::move(chassis));
    });
}

void CatalogueReader::readFeeds(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("feeds"), [&](const JsonCursor &e) {
        Feed feed;
        feed.id = e.field(QStringLiteral("id")).string();
        feed.name = LocalizedText::read(e.field(QStringLiteral("name")));
        feed.voltage = e.field(QStringLiteral("voltage")).voltage();
        feed.current = e.field(QStringLiteral("current")).current();
        feed.phases = e.field(QStringLiteral("phases")).integer(1, 3);
        catalogue.addFeed(std::move(feed));
    });
}

ModelFamily CatalogueReader::readModel(const JsonCursor &e)
{
    ModelFamily model;
    model.id = e.field(QStringLiteral("id")).string();
    model.name = e.field(QStringLiteral("name")).string();
    model.architectures = e.stringOr(QStringLiteral("architectures"), QString());
    model.parameters = e.stringOr(QStringLiteral("parameters"), QString());
    model.activeParameters = e.stringOr(QStringLiteral("activeParameters"), QString());
    model.maxContext = e.field(QStringLiteral("maxContext")).integer(1, 1 << 30);
    model.licence = e.field(QStringLiteral("licence")).string();
    model.sources = readSources(e);

    const JsonCursor a = e.field(QStringLiteral("attention"));
    AttentionArchitecture &arch = model.attention;
    arch.numHiddenLayers = a.field(QStringLiteral("num_hidden_layers")).integer(1, 10000);
    const JsonCursor kind = a.field(QStringLiteral("kind"));
    if (kind.string() == QLatin1String("gqa")) {
        arch.kind = AttentionKind::GroupedQuery;
        arch.numKeyValueHeads = a.field(QStringLiteral("num_key_value_heads")).integer(1, 4096);
        arch.headDim = a.field(QStringLiteral("head_dim")).integer(1, 4096);
    } else if (kind.string() == QLatin1String("mla")) {
        arch.kind = AttentionKind::LatentMla;
        arch.kvLoraRank = a.field(QStringLiteral("kv_lora_rank")).integer(1, 65536);
        arch.qkRopeHeadDim = a.field(QStringLiteral("qk_rope_head_dim")).integer(0, 4096);
    } else {
        kind.fail(tr("expected \"gqa\" or \"mla\""));
    }
    const JsonCursor layers = a.field(QStringLiteral("attentionLayers"));
    arch.attentionLayers = layers.integer(1, arch.numHiddenLayers);

    if (a.has(QStringLiteral("slidingWindow"))) {
        const JsonCursor sw = a.field(QStringLiteral("slidingWindow"));
        arch.slidingWindowLayers =
            sw.field(QStringLiteral("layers")).integer(1, arch.attentionLayers);
        arch.slidingWindow = sw.field(QStringLiteral("window")).integer(1, 1 << 30);
    }
    if (a.has(QStringLiteral("indexer"))) {
        const JsonCursor ix = a.field(QStringLiteral("indexer"));
        arch.indexerLayers = ix.field(QStringLiteral("layers")).integer(1, arch.numHiddenLayers);
        arch.indexHeadDim = ix.field(QStringLiteral("index_head_dim")).integer(1, 4096);
        const JsonCursor format = ix.field(QStringLiteral("keyFormat"));
        if (format.string() == QLatin1String("fp8-with-scale"))
            arch.indexerKeyFormat = IndexerKeyFormat::Fp8WithScale;
        else if (format.string() == QLatin1String("cache-dtype"))
            arch.indexerKeyFormat = IndexerKeyFormat::CacheDtype;
        else
            format.fail(tr("expected \"fp8-with-scale\" or \"cache-dtype\""));
    }
    if (a.has(QStringLiteral("linear"))) {
        const JsonCursor lin = a.field(QStringLiteral("linear"));
        const JsonCursor linLayers = lin.field(QStringLiteral("layers"));
        arch.linearLayers = linLayers.integer(1, arch.numHiddenLayers);
        if (arch.linearLayers + arch.attentionLayers > arch.numHiddenLayers)
            linLayers.fail(tr("%1 linear and %2 attention layers are more than the %3 of "
                              "num_hidden_layers")
                               .arg(arch.linearLayers)
                               .arg(arch.attentionLayers)
                               .arg(arch.numHiddenLayers));
        arch.linearNumHeads = lin.field(QStringLiteral("num_heads")).integer(1, 4096);
        arch.linearHeadDim = lin.field(QStringLiteral("head_dim")).integer(1, 4096);
        arch.linearStateDim = lin.integerOr(QStringLiteral("stateDim"), 0, 1, 1 << 20);
        arch.convStateBytesPerLayer =
            lin.integerOr(QStringLiteral("convStateBytesPerLayer"), 0, 1, 1 << 30);
        const JsonCursor dtype = lin.field(QStringLiteral("stateDtype"));
        if (dtype.string() == QLatin1String("float32"))
            arch.linearStateBytesPerValue = 4;
        else if (dtype.string() == QLatin1String("bfloat16"))
            arch.linearStateBytesPerValue = 2;
        else
            dtype.fail(tr("expected \"float32\" or \"bfloat16\""));
    }
    if (a.has(QStringLiteral("planningCache"))) {
        const JsonCursor p = a.field(QStringLiteral("planningCache"));
        arch.planningCache = p.field(QStringLiteral("perConversation")).bytes();
        if (arch.planningCache.value() <= 0)
            p.field(QStringLiteral("perConversation")).fail(tr("must be more than zero"));
        arch.planningContext = p.field(QStringLiteral("context")).integer(1, 1 << 30);
        arch.planningSource = LocalizedText::read(p.field(QStringLiteral("source")));
    }
    if (e.has(QStringLiteral("shape")))
        model.shape = readShape(e.field(QStringLiteral("shape")), arch.numHiddenLayers);
    return model;
}

ModelShape CatalogueReader::readShape(const JsonCursor &s, int layers)
{
    ModelShape shape;
    const auto size = [&s](const char *key, int maximum) {
        return s.integerOr(QString::fromLatin1(key), 0, 1, maximum);
    };
    shape.hiddenSize = size("hidden_size", 1 << 20);
    shape.numAttentionHeads = size("num_attention_heads", 65536);
    shape.numKeyValueHeads = size("num_key_value_heads", 65536);
    shape.headDim = size("head_dim", 65536);
    shape.intermediateSize = size("intermediate_size", 1 << 24);
    shape.moeIntermediateSize = size("moe_intermediate_size", 1 << 24);
    shape.nRoutedExperts = size("n_routed_experts", 65536);
    shape.nSharedExperts = s.integerOr(QStringLiteral("n_shared_experts"), 0, 0, 65536);
    shape.numExpertsPerTok = size("num_experts_per_tok", 65536);
    shape.firstKDenseReplace =
        s.integerOr(QStringLiteral("first_k_dense_replace"), 0, 0, std::max(0, layers));
    shape.vocabSize = size("vocab_size", 1 << 28);
    shape.indexTopk = size("index_topk", 1 << 28);
    shape.tieWordEmbeddings = s.booleanOr(QStringLiteral("tie_word_embeddings"), false);
    // What config.json itself would not allow.
    if (shape.numKeyValueHeads > 0 && shape.numAttentionHeads > 0 &&
        shape.numAttentionHeads % shape.numKeyValueHeads != 0)
        s.field(QStringLiteral("num_key_value_heads"))
            .fail(tr("%1 KV heads do not divide the %2 attention heads")
                      .arg(shape.numKeyValueHeads)
                      .arg(shape.numAttentionHeads));
    if (shape.numExpertsPerTok > 0 && shape.nRoutedExperts > 0 &&
        shape.numExpertsPerTok > shape.nRoutedExperts)
        s.field(QStringLiteral("num_experts_per_tok"))
            .fail(tr("%1 experts per token are more than the %2 routed experts")
                      .arg(shape.numExpertsPerTok)
                      .arg(shape.nRoutedExperts));
    return shape;
}

void CatalogueReader::readModels(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("models"), [&](const JsonCursor &e) {
        ModelFamily model = readModel(e);
        if (!catalogue.licence(model.licence))
            e.field(QStringLiteral("licence"))
                .fail(tr("unknown licence \"%1\"").arg(model.licence));
        catalogue.addModel(std::move(model));
    });
}

Checkpoint CatalogueReader::readCheckpoint(const JsonCursor &e)
{
    Checkpoint c;
    c.id = e.field(QStringLiteral("id")).string();
    c.model = e.field(QStringLiteral("model")).string();
    c.publisher = e.field(QStringLiteral("publisher")).string();
    const JsonCursor size = e.field(QStringLiteral("size"));
    c.size = size.bytes();
    if (c.size.value() <= 0)
        size.fail(tr("must be more than zero"));
    c.format = readWeightFormat(e.field(QStringLiteral("weightFormat")));
    c.formatDetail = LocalizedText::readOr(e, QStringLiteral("formatDetail"));
    if (e.has(QStringLiteral("unquantised")))
        e.field(QStringLiteral("unquantised")).forEach([&c](const JsonCursor &part) {
            c.unquantised.append(LocalizedText::read(part));
        });
    if (e.has(QStringLiteral("licences")))
        c.licences = e.field(QStringLiteral("licences")).stringList();
    const JsonCursor cache = e.field(QStringLiteral("defaultCacheDtype"));
    c.defaultCacheDtype = cache.string();
    c.weightBlockSize = e.integerOr(QStringLiteral("weightBlockSize"), 0, 1, 1 << 16);
    if (c.defaultCacheDtype != QLatin1String("bf16") && c.defaultCacheDtype != QLatin1String("fp8"))
        cache.fail(tr("expected \"bf16\" or \"fp8\""));
    c.sources = readSources(e);
    return c;
}

void CatalogueReader::readCheckpoints(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("checkpoints"), [&](const JsonCursor &e) {
        Checkpoint c = readCheckpoint(e);
        const ModelFamily *model = catalogue.model(c.model);
        if (!model)
            e.field(QStringLiteral("model")).fail(tr("unknown model \"%1\"").arg(c.model));
        for (qsizetype i = 0; i < c.licences.size(); ++i)
            if (!catalogue.licence(c.licences[i]))
                e.field(QStringLiteral("licences"))
                    .at(i)
                    .fail(tr("unknown licence \"%1\"").arg(c.licences[i]));
        if (!c.licences.contains(model->licence))
            c.licences.prepend(model->licence);
        catalogue.addCheckpoint(std::move(c));
    });
}

void CatalogueReader::readLicences(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("licences"), [&](const JsonCursor &e) {
        Licence l;
        l.id = e.field(QStringLiteral("id")).string();
        l.name = e.field(QStringLiteral("name")).string();
        l.summary = LocalizedText::read(e.field(QStringLiteral("summary")));
        l.source = LocalizedText::read(e.field(QStringLiteral("source")));
        catalogue.addLicence(std::move(l));
    });
}

void CatalogueReader::readRules(const JsonCursor &root, Catalogue &catalogue)
{
    const int format = root.field(QStringLiteral("format")).integer(1, 1000000);
    if (format > kSupportedFormat)
        root.field(QStringLiteral("format"))
            .fail(tr("format %1 is newer than this program reads (%2)")
                      .arg(format)
                      .arg(kSupportedFormat));
    SizingRules rules;
    rules.defaultUtilization =
        root.field(QStringLiteral("gpuMemoryUtilization")).numberIn(0.01, 1.0);
    rules.defaultReserve = root.field(QStringLiteral("runtimeReservePerCard")).bytes();
    rules.powerOverhead = root.field(QStringLiteral("powerOverhead")).numberIn(1.0, 3.0);
    rules.feedPlanShare = root.field(QStringLiteral("feedPlanShare")).numberIn(0.1, 1.0);
    rules.hostMemoryFactor = root.field(QStringLiteral("hostMemoryFactor")).numberIn(0.0, 16.0);
    rules.referenceContext = root.field(QStringLiteral("referenceContext")).integer(1, 1 << 30);
    rules.sources = readSources(root);
    catalogue.setRules(std::move(rules));
}

} // namespace llmconf
