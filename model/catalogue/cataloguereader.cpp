// SPDX-License-Identifier: MIT
#include "cataloguereader.h"

#include "builtindocument.h"
#include "cappedfile.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "physicalranges.h"
#include "settingranges.h"
#include "statedparameters.h"
#include "weightformatfacts.h"

#include <QFile>
#include <QSet>

#include <algorithm>

namespace llmconf {

namespace {

constexpr int kSupportedFormat = 1;

QByteArray readFile(const QString &path, const QString &name)
{
    return CappedFile::read(path, name, CappedFile::kSmallDocument);
}

QMap<QString, LocalizedText> readSources(const JsonCursor &entry)
{
    QMap<QString, LocalizedText> sources;
    if (const auto given = entry.optionalField(QStringLiteral("sources")))
        given->forEachField([&sources](const QString &key, const JsonCursor &source) {
            sources.insert(key, LocalizedText::read(source));
        });
    return sources;
}

/// The speed constants fitted to measured runs, each optional: without one
/// the simpler term of SpeedRules stays in force.
void readMeasuredSpeed(const JsonCursor &speed, SpeedRules &s)
{
    const auto micro = [&](const char *key, Seconds &into) {
        const QString name = QString::fromLatin1(key);
        if (speed.has(name))
            into = seconds(speed.field(name).numberIn(0.0, 1e7) * 1e-6);
    };
    micro("nvlinkLatencyMicroseconds", s.nvlinkLatency);
    micro("pcieLatencyMicroseconds", s.pcieLatency);
    micro("networkLatencyMicroseconds", s.networkLatency);
    micro("stepFloorMicroseconds", s.stepFloor);
    micro("conversationOverheadMicroseconds", s.conversationOverhead);
    micro("expertLayerOverheadMicroseconds", s.expertLayerOverhead);
    micro("eagerLayerLaunchMicroseconds", s.eagerLayerLaunch);
    micro("sortPerLogitMicroseconds", s.sortPerLogit);
    micro("requestOverheadMicroseconds", s.requestOverhead);
    if (speed.has(QStringLiteral("cacheReadFraction")))
        s.cacheReadFraction = speed.field(QStringLiteral("cacheReadFraction")).numberIn(0.01, 1.0);
    if (speed.has(QStringLiteral("admissionSteps")))
        s.admissionSteps = speed.field(QStringLiteral("admissionSteps")).numberIn(0.0, 100.0);
    if (speed.has(QStringLiteral("arrivals"))) {
        const JsonCursor arrivals = speed.field(QStringLiteral("arrivals"));
        const QString pattern = arrivals.string();
        if (pattern != QLatin1String("random") && pattern != QLatin1String("bunched"))
            arrivals.fail(QCoreApplication::translate("CatalogueReader",
                                                      "expected \"random\" or \"bunched\""));
        s.bunchedArrivals = pattern == QLatin1String("bunched");
    }
    if (speed.has(QStringLiteral("powerClockExponent")))
        s.powerClockExponent = speed.field(QStringLiteral("powerClockExponent")).numberIn(0.0, 1.0);
    if (speed.has(QStringLiteral("computeCurve"))) {
        const JsonCursor curve = speed.field(QStringLiteral("computeCurve"));
        s.computePeakFraction = curve.field(QStringLiteral("peakFraction")).numberIn(0.01, 1.0);
        s.computeHalfTokens = curve.field(QStringLiteral("halfTokens")).numberIn(0.0, 1e6);
    }
    if (speed.has(QStringLiteral("draftAcceptance")))
        speed.field(QStringLiteral("draftAcceptance")).forEach([&](const JsonCursor &c) {
            DraftAcceptance d;
            d.modelPrefix = c.field(QStringLiteral("modelPrefix")).string();
            d.acceptance = c.field(QStringLiteral("acceptance")).numberIn(0.0, 1.0);
            s.draftAcceptance.append(d);
        });
    if (!speed.has(QStringLiteral("bandwidthCurves")))
        return;
    speed.field(QStringLiteral("bandwidthCurves")).forEach([&](const JsonCursor &c) {
        BandwidthCurve curve;
        curve.memoryType = c.stringOr(QStringLiteral("memoryType"), QString());
        curve.peakFraction = c.field(QStringLiteral("peakFraction")).numberIn(0.01, 1.0);
        curve.halfBytes = c.field(QStringLiteral("halfBytes")).bytes();
        s.bandwidthCurves.append(curve);
    });
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

/// Refuses a figure outside what hardware can hold (PhysicalRanges), naming
/// the allowed range in the figure's unit.
void requireWithin(const JsonCursor &c, double value, double least, double most,
                   const QString &unit)
{
    if (!(value >= least && value <= most))
        c.fail(QCoreApplication::translate("CatalogueReader", "%1 %4 is outside %2 to %3 %4")
                   .arg(QString::number(value, 'g', 6), QString::number(least, 'g', 6),
                        QString::number(most, 'g', 6), unit));
}

/// A card's memory: a size between PhysicalRanges' least and most.
Bytes cardMemory(const JsonCursor &c)
{
    const Bytes b = c.bytes();
    requireWithin(c, inGB(b), PhysicalRanges::kLeastMemoryGB, PhysicalRanges::kMostMemoryGB,
                  QStringLiteral("GB"));
    return b;
}

/// A bandwidth (memory, NVLink, the network between servers) between
/// PhysicalRanges' least and most.
BytesPerSecond cardBandwidth(const JsonCursor &c)
{
    const BytesPerSecond b = c.bandwidth();
    requireWithin(c, inGBps(b), PhysicalRanges::kLeastBandwidthGBps,
                  PhysicalRanges::kMostBandwidthGBps, QStringLiteral("GB/s"));
    return b;
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
    if (s == QLatin1String("superchip"))
        return FormFactor::Superchip;
    c.fail(QCoreApplication::translate(
        "CatalogueReader",
        "expected \"pcie-dual-slot\", \"sxm\", \"superchip\" or \"integrated\""));
}

} // namespace

WeightFormat CatalogueReader::readWeightFormat(const JsonCursor &c)
{
    if (const std::optional<WeightFormat> format = WeightFormatFacts::fromName(c.string()))
        return *format;
    c.fail(QCoreApplication::translate("CatalogueReader", "expected one of %1")
               .arg(WeightFormatFacts::expectedNames()));
}

namespace {

} // namespace

Catalogue CatalogueReader::readBuiltIn()
{
    // Parsed once per process: the price list and the cost defaults read
    // prices.json too.
    return readDocuments(&BuiltInDocument::root);
}

Catalogue CatalogueReader::readDirectory(const QString &directory)
{
    return readDocuments([&directory](const QString &fileName) {
        return JsonCursor::fromDocument(
            fileName, readFile(directory + QLatin1Char('/') + fileName, fileName));
    });
}

Catalogue CatalogueReader::readDocuments(const std::function<JsonCursor(const QString &)> &root)
{
    Catalogue catalogue;
    const auto readOne = [&](const char *name, void (*reader)(const JsonCursor &, Catalogue &)) {
        reader(root(QString::fromLatin1(name)), catalogue);
    };
    // Order matters: checkpoints refer to models and licences.
    readOne("rules.json", &readRules);
    readOne("licences.json", &readLicences);
    readOne("cards.json", &readCards);
    readOne("cpus.json", &readCpus);
    readOne("chassis.json", &readChassis);
    // A card names the chassis it is sold in: each must be one of chassis.json.
    for (qsizetype i = 0; i < catalogue.cards().size(); ++i) {
        const Card &card = catalogue.cards()[i];
        for (qsizetype j = 0; j < card.chassis.size(); ++j)
            if (!catalogue.chassisById(card.chassis[j]))
                throw FormatError(QStringLiteral("cards.json"),
                                  QStringLiteral("$.cards[%1].chassis[%2]").arg(i).arg(j),
                                  tr("no chassis \"%1\" in chassis.json").arg(card.chassis[j]));
    }
    readOne("feeds.json", &readFeeds);
    readOne("models.json", &readModels);
    readOne("checkpoints.json", &readCheckpoints);
    readOne("prices.json", &readCostDefaults);
    return catalogue;
}

const QStringList &CatalogueReader::cardKeys()
{
    static const QStringList keys{QStringLiteral("id"),
                                  QStringLiteral("name"),
                                  QStringLiteral("shortName"),
                                  QStringLiteral("generation"),
                                  QStringLiteral("computeCapability"),
                                  QStringLiteral("memoryReported"),
                                  QStringLiteral("usableBudget"),
                                  QStringLiteral("memoryNominal"),
                                  QStringLiteral("memoryType"),
                                  QStringLiteral("bandwidth"),
                                  QStringLiteral("powerLimits"),
                                  QStringLiteral("nvlinkGroup"),
                                  QStringLiteral("needs600WCable"),
                                  QStringLiteral("unifiedMemory"),
                                  QStringLiteral("sold"),
                                  QStringLiteral("formFactor"),
                                  QStringLiteral("chassis"),
                                  QStringLiteral("denseTflops"),
                                  QStringLiteral("link"),
                                  QStringLiteral("sources")};
    return keys;
}

namespace {

/// A card's id (as the command line writes it), names, generation and
/// compute capability.
void readCardNames(const JsonCursor &e, Card &card)
{
    const JsonCursor id = e.field(QStringLiteral("id"));
    card.id = id.string();
    if (card.id.isEmpty())
        id.fail(CatalogueReader::tr("an id must not be empty"));
    for (const QChar c : std::as_const(card.id))
        if (!(c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_') ||
              c == QLatin1Char('.')))
            id.fail(CatalogueReader::tr(
                "an id may hold letters, digits, \"-\", \"_\" and \".\" only (it is "
                "written on the command line as ID:COUNT)"));
    const JsonCursor name = e.field(QStringLiteral("name"));
    card.name = name.string();
    if (card.name.trimmed().isEmpty())
        name.fail(CatalogueReader::tr("a name must not be empty"));
    card.shortName = e.stringOr(QStringLiteral("shortName"), card.name);
    if (card.shortName.trimmed().isEmpty())
        card.shortName = card.name;
    card.generation = e.field(QStringLiteral("generation")).string();
    const JsonCursor cc = e.field(QStringLiteral("computeCapability"));
    const QStringList parts = cc.string().split(QLatin1Char('.'));
    bool majorOk = false, minorOk = false;
    if (parts.size() == 2) {
        card.computeMajor = parts[0].toInt(&majorOk);
        card.computeMinor = parts[1].toInt(&minorOk);
    }
    if (!majorOk || !minorOk || card.computeMajor < 1 || card.computeMajor > 99 ||
        card.computeMinor < 0 || card.computeMinor > 9)
        cc.fail(CatalogueReader::tr("expected a compute capability such as \"12.0\""));
}

/// The card's memory: as the driver reports it or a fixed budget (exactly
/// one), its nominal size, type and bandwidth.
void readCardMemory(const JsonCursor &e, Card &card)
{
    const auto driver = e.optionalField(QStringLiteral("memoryReported"));
    const auto budget = e.optionalField(QStringLiteral("usableBudget"));
    if (driver.has_value() == budget.has_value())
        e.fail(CatalogueReader::tr("needs exactly one of \"memoryReported\" and \"usableBudget\""));
    if (driver)
        card.driverMemory = cardMemory(*driver);
    if (budget)
        card.fixedBudget = cardMemory(*budget);
    card.nominalMemory = cardMemory(e.field(QStringLiteral("memoryNominal")));
    // A budget is what is usable of the memory sold: more is a slip that
    // would leave a negative reserve.
    if (budget && card.fixedBudget > card.nominalMemory)
        budget->fail(
            CatalogueReader::tr("%1 GB is more than the %2 GB of \"memoryNominal\"; a usable "
                                "budget is at most the memory the card has")
                .arg(QString::number(inGB(card.fixedBudget), 'g', 6),
                     QString::number(inGB(card.nominalMemory), 'g', 6)));
    card.memoryType = LocalizedText::readOr(e, QStringLiteral("memoryType"));
    card.bandwidth = cardBandwidth(e.field(QStringLiteral("bandwidth")));
}

/// The power limits, highest first.
void readCardPower(const JsonCursor &e, Card &card)
{
    const JsonCursor limits = e.field(QStringLiteral("powerLimits"));
    limits.forEach([&](const JsonCursor &l) {
        const Watts w = l.power();
        requireWithin(l, inWatts(w), PhysicalRanges::kLeastPowerW, PhysicalRanges::kMostPowerW,
                      QStringLiteral("W"));
        card.powerLimits.append(w);
    });
    if (card.powerLimits.isEmpty())
        limits.fail(CatalogueReader::tr("needs at least one power limit"));
    for (qsizetype i = 1; i < card.powerLimits.size(); ++i)
        if (card.powerLimits[i] >= card.powerLimits[i - 1])
            limits.at(i).fail(CatalogueReader::tr("power limits must be listed highest first"));
}

/// The arithmetic (dense TFLOPS per format) and the links, where given.
void readCardSpeed(const JsonCursor &e, Card &card)
{
    if (const auto given = e.optionalField(QStringLiteral("denseTflops"))) {
        const JsonCursor &t = *given;
        t.object(); // an object, or a message naming the path
        const auto tflops = [&](const char *key) {
            const auto rate = t.optionalField(QString::fromLatin1(key));
            if (!rate)
                return 0.0; // not stated: the speed says it is unknown
            const double n = rate->number();
            requireWithin(*rate, n, PhysicalRanges::kLeastTflops, PhysicalRanges::kMostTflops,
                          QStringLiteral("TFLOPS"));
            return n;
        };
        card.denseTflops.bf16 = tflops("bf16");
        card.denseTflops.fp8 = tflops("fp8");
        card.denseTflops.fp4 = tflops("fp4");
        card.denseTflops.int8 = tflops("int8");
    }
    if (const auto given = e.optionalField(QStringLiteral("link"))) {
        const JsonCursor &l = *given;
        l.object();
        card.link.nvlinkGeneration = l.integerOr(QStringLiteral("nvlinkGeneration"), 0, 0, 99);
        if (const auto bandwidth = l.optionalField(QStringLiteral("nvlinkBandwidth")))
            card.link.nvlinkBandwidth = cardBandwidth(*bandwidth);
        if (card.link.nvlinkGeneration > 0 && card.link.nvlinkBandwidth.value() <= 0)
            l.fail(CatalogueReader::tr("an NVLink generation needs its \"nvlinkBandwidth\""));
        card.link.pcieGeneration = l.integerOr(QStringLiteral("pcieGeneration"), 0, 0, 99);
        card.link.pcieLanes = l.integerOr(QStringLiteral("pcieLanes"), 0, 0, 64);
    }
}

} // namespace

Card CatalogueReader::readCard(const JsonCursor &e)
{
    Card card;
    readCardNames(e, card);
    readCardMemory(e, card);
    readCardPower(e, card);
    card.nvlinkGroup = e.integerOr(QStringLiteral("nvlinkGroup"), 0, 0, 72);
    card.needs600WCable = e.booleanOr(QStringLiteral("needs600WCable"), false);
    card.unifiedMemory = e.booleanOr(QStringLiteral("unifiedMemory"), false);
    card.sold = e.booleanOr(QStringLiteral("sold"), false);
    card.formFactor = readFormFactor(e.field(QStringLiteral("formFactor")));
    if (const auto chassis = e.optionalField(QStringLiteral("chassis")))
        chassis->forEach([&card](const JsonCursor &c) {
            if (c.string().isEmpty())
                c.fail(tr("a chassis id must not be empty"));
            card.chassis.append(c.string());
        });
    readCardSpeed(e, card);
    card.sources = readSources(e);
    const QJsonObject all = e.object();
    for (auto it = all.begin(); it != all.end(); ++it)
        if (!cardKeys().contains(it.key()))
            card.otherFields.insert(it.key(), it.value());
    return card;
}

void CatalogueReader::readCards(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("cards"),
                 [&](const JsonCursor &e) { catalogue.addCard(readCard(e)); });
}

void CatalogueReader::readCpus(const JsonCursor &root, Catalogue &catalogue)
{
    forEachEntry(root, QStringLiteral("cpus"), [&](const JsonCursor &e) {
        Cpu cpu;
        cpu.id = e.field(QStringLiteral("id")).string();
        cpu.name = e.field(QStringLiteral("name")).string();
        cpu.cores = e.field(QStringLiteral("cores")).integer(1, 1024);
        const JsonCursor tdp = e.field(QStringLiteral("tdp"));
        cpu.tdp = tdp.power();
        requireWithin(tdp, inWatts(cpu.tdp), PhysicalRanges::kLeastPowerW,
                      PhysicalRanges::kMostPowerW, QStringLiteral("W"));
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

namespace {

/// The attention's layers, kind (grouped-query or latent) and heads.
void readAttentionKind(const JsonCursor &a, AttentionArchitecture &arch)
{
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
        kind.fail(CatalogueReader::tr("expected \"gqa\" or \"mla\""));
    }
    const JsonCursor layers = a.field(QStringLiteral("attentionLayers"));
    arch.attentionLayers = layers.integer(1, arch.numHiddenLayers);
}

/// Sliding-window layers and the sparse-attention indexer, where given.
void readWindowAndIndexer(const JsonCursor &a, AttentionArchitecture &arch)
{
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
            format.fail(CatalogueReader::tr("expected \"fp8-with-scale\" or \"cache-dtype\""));
    }
}

/// Linear layers (Mamba, linear attention) with their fixed state, where given.
void readLinearLayers(const JsonCursor &a, AttentionArchitecture &arch)
{
    if (a.has(QStringLiteral("linear"))) {
        const JsonCursor lin = a.field(QStringLiteral("linear"));
        const JsonCursor linLayers = lin.field(QStringLiteral("layers"));
        arch.linearLayers = linLayers.integer(1, arch.numHiddenLayers);
        arch.linearBesideAttention = lin.booleanOr(QStringLiteral("besideAttention"), false);
        if (!arch.linearBesideAttention &&
            arch.linearLayers + arch.attentionLayers > arch.numHiddenLayers)
            linLayers.fail(
                CatalogueReader::tr("%1 linear and %2 attention layers are more than the %3 of "
                                    "num_hidden_layers")
                    .arg(arch.linearLayers)
                    .arg(arch.attentionLayers)
                    .arg(arch.numHiddenLayers));
        arch.linearNumHeads = lin.field(QStringLiteral("num_heads")).integer(1, 4096);
        // A state width, not a head: Jamba's Mamba layers import as 8192.
        arch.linearHeadDim = lin.field(QStringLiteral("head_dim")).integer(1, 65536);
        arch.linearStateDim = lin.integerOr(QStringLiteral("stateDim"), 0, 1, 1 << 20);
        arch.convStateBytesPerLayer =
            lin.integerOr(QStringLiteral("convStateBytesPerLayer"), 0, 1, 1 << 30);
        const JsonCursor dtype = lin.field(QStringLiteral("stateDtype"));
        if (dtype.string() == QLatin1String("float32"))
            arch.linearStateBytesPerValue = 4;
        else if (dtype.string() == QLatin1String("bfloat16"))
            arch.linearStateBytesPerValue = 2;
        else
            dtype.fail(CatalogueReader::tr("expected \"float32\" or \"bfloat16\""));
    }
}

/// A stated parameter count ("753B"), where given: readable and within
/// PhysicalRanges, or the speed would compute with nothing or infinity.
QString readParameters(const JsonCursor &e, const QString &key)
{
    if (!e.has(key))
        return QString();
    const JsonCursor c = e.field(key);
    const double n = StatedParameters::count(c.string());
    // "0.0B", as import writes a model under 50 million parameters: not
    // stated, and the speed says so.
    if (n == 0 && StatedParameters::isZero(c.string()))
        return c.string();
    if (!(n > 0))
        c.fail(CatalogueReader::tr("expected a parameter count such as \"753B\" or \"1.5T\", "
                                   "found \"%1\"")
                   .arg(c.string()));
    requireWithin(c, n, PhysicalRanges::kLeastParameters, PhysicalRanges::kMostParameters,
                  CatalogueReader::tr("parameters"));
    return c.string();
}

/// The cache a source plans per conversation, where it states one.
void readPlanningCache(const JsonCursor &a, AttentionArchitecture &arch)
{
    if (a.has(QStringLiteral("planningCache"))) {
        const JsonCursor p = a.field(QStringLiteral("planningCache"));
        arch.planningCache = p.field(QStringLiteral("perConversation")).bytes();
        if (arch.planningCache.value() <= 0)
            p.field(QStringLiteral("perConversation"))
                .fail(CatalogueReader::tr("must be more than zero"));
        arch.planningContext = p.field(QStringLiteral("context")).integer(1, 1 << 30);
        arch.planningSource = LocalizedText::read(p.field(QStringLiteral("source")));
    }
}

} // namespace

ModelFamily CatalogueReader::readModel(const JsonCursor &e)
{
    ModelFamily model;
    model.id = e.field(QStringLiteral("id")).string();
    model.name = e.field(QStringLiteral("name")).string();
    model.architectures = e.stringOr(QStringLiteral("architectures"), QString());
    model.parameters = readParameters(e, QStringLiteral("parameters"));
    model.activeParameters = readParameters(e, QStringLiteral("activeParameters"));
    model.maxContext = e.field(QStringLiteral("maxContext")).integer(1, 1 << 30);
    model.licence = e.field(QStringLiteral("licence")).string();
    model.sources = readSources(e);

    const JsonCursor a = e.field(QStringLiteral("attention"));
    AttentionArchitecture &arch = model.attention;
    readAttentionKind(a, arch);
    readWindowAndIndexer(a, arch);
    readLinearLayers(a, arch);
    readPlanningCache(a, arch);
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
    // The catalogue's own key: config.json states it as an interleave step or period.
    shape.moeLayers = s.integerOr(QStringLiteral("moe_layers"), 0, 0, std::max(0, layers));
    shape.vocabSize = size("vocab_size", 1 << 28);
    shape.indexTopk = size("index_topk", 1 << 28);
    shape.qLoraRank = size("q_lora_rank", 1 << 20);
    shape.qkNopeHeadDim = size("qk_nope_head_dim", 65536);
    shape.vHeadDim = size("v_head_dim", 65536);
    shape.indexNHeads = size("index_n_heads", 65536);
    shape.numNextnPredictLayers = s.integerOr(QStringLiteral("num_nextn_predict_layers"), 0, 0, 64);
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
    if (!(c.size.value() >= PhysicalRanges::kLeastCheckpointBytes &&
          c.size.value() <= PhysicalRanges::kMostCheckpointBytes))
        size.fail(tr("%1 is outside 1 kB to 1 PB").arg(size.string()));
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

void CatalogueReader::readCostDefaults(const JsonCursor &root, Catalogue &catalogue)
{
    SizingRules rules = catalogue.rules();
    rules.cost = readCostSettings(root.field(QStringLiteral("settings")));
    catalogue.setRules(std::move(rules));
}

CostSettings CatalogueReader::readCostSettings(const JsonCursor &s)
{
    CostSettings settings;
    settings.years = s.field(QStringLiteral("years")).integer(1, 50);
    settings.hoursPerDay = s.field(QStringLiteral("hoursPerDay")).numberIn(0, 24);
    settings.load = s.field(QStringLiteral("load")).numberIn(0, 1);
    settings.pue = s.field(QStringLiteral("pue")).field(QStringLiteral("value")).numberIn(1, 5);
    settings.inputPerOutput = s.field(QStringLiteral("inputPerOutput")).numberIn(0, 1e6);
    return settings;
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
    const JsonCursor speed = root.field(QStringLiteral("speed"));
    SpeedRules &s = rules.speed;
    s.memoryBandwidthFraction =
        speed.field(QStringLiteral("memoryBandwidthFraction")).numberIn(0.01, 1.0);
    s.computeFraction = speed.field(QStringLiteral("computeFraction")).numberIn(0.01, 1.0);
    s.linkFraction = speed.field(QStringLiteral("linkFraction")).numberIn(0.01, 1.0);
    s.collectiveLatency = seconds(
        speed.field(QStringLiteral("collectiveLatencyMicroseconds")).numberIn(0.0, 1e6) * 1e-6);
    s.stepOverhead =
        seconds(speed.field(QStringLiteral("stepOverheadMicroseconds")).numberIn(0.0, 1e7) * 1e-6);
    s.layerOverhead =
        seconds(speed.field(QStringLiteral("layerOverheadMicroseconds")).numberIn(0.0, 1e6) * 1e-6);
    s.serverNetwork = cardBandwidth(speed.field(QStringLiteral("serverNetwork")));
    s.defaultSpeedTarget =
        speed.field(QStringLiteral("speedTarget"))
            .numberIn(SettingRanges::kLeastSpeedTarget, SettingRanges::kMostSpeedTarget);
    s.defaultPromptTokens = speed.field(QStringLiteral("promptTokens")).integer(1, 1 << 30);
    s.defaultAnswerTokens = speed.field(QStringLiteral("answerTokens")).integer(1, 1 << 30);
    readMeasuredSpeed(speed, s);
    rules.sources = readSources(root);
    // The speed constants keep their sources beside them, under the same names.
    const QMap<QString, LocalizedText> speedSources = readSources(speed);
    for (auto it = speedSources.begin(); it != speedSources.end(); ++it)
        rules.sources.insert(it.key(), it.value());
    catalogue.setRules(std::move(rules));
}

} // namespace llmconf
