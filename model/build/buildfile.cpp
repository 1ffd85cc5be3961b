// SPDX-License-Identifier: MIT
#include "buildfile.h"

#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "costsettingsjson.h"
#include "formaterror.h"
#include "formatversion.h"
#include "jsoncursor.h"
#include "outputfile.h"
#include "settingranges.h"
#include "userfiles.h"

#include "cappedfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace llmconf {

QString BuildFile::cacheDtypeName(CacheDtype dtype)
{
    return dtype == CacheDtype::Fp8 ? QStringLiteral("fp8") : QStringLiteral("bf16");
}

QString BuildFile::cacheBasisName(CacheBasis basis)
{
    switch (basis) {
    case CacheBasis::Published:
        return QStringLiteral("published");
    case CacheBasis::Config:
        return QStringLiteral("config");
    case CacheBasis::Vllm:
        return QStringLiteral("vllm");
    case CacheBasis::Conservative:
        break;
    }
    return QStringLiteral("conservative");
}

std::optional<CacheDtype> BuildFile::cacheDtypeFromName(const QString &name)
{
    if (name == QLatin1String("bf16"))
        return CacheDtype::Bf16;
    if (name == QLatin1String("fp8"))
        return CacheDtype::Fp8;
    return std::nullopt;
}

std::optional<CacheBasis> BuildFile::cacheBasisFromName(const QString &name)
{
    if (name == QLatin1String("conservative"))
        return CacheBasis::Conservative;
    if (name == QLatin1String("published"))
        return CacheBasis::Published;
    if (name == QLatin1String("config"))
        return CacheBasis::Config;
    if (name == QLatin1String("vllm"))
        return CacheBasis::Vllm;
    return std::nullopt;
}

VllmVersion BuildFile::versionOfEngine(VllmEngine engine)
{
    // V1 became the default in vLLM 0.8.0 (docs/vllm-memory.md): 0.7 is V0's last.
    return engine == VllmEngine::V0 ? VllmVersion{0, 7} : VllmVersion{};
}

std::optional<VllmEngine> BuildFile::vllmEngineFromName(const QString &name)
{
    if (name == QLatin1String("v1"))
        return VllmEngine::V1;
    if (name == QLatin1String("v0"))
        return VllmEngine::V0;
    return std::nullopt;
}

QString BuildFile::servingEngineName(ServingEngine engine)
{
    return engine == ServingEngine::Sglang ? QStringLiteral("sglang") : QStringLiteral("vllm");
}

std::optional<ServingEngine> BuildFile::servingEngineFromName(const QString &name)
{
    if (name == QLatin1String("vllm"))
        return ServingEngine::Vllm;
    if (name == QLatin1String("sglang"))
        return ServingEngine::Sglang;
    return std::nullopt;
}

namespace {
/// The keys written only where set, so that older files stay byte for byte:
/// the project, vLLM's batch settings (0 is vLLM's default) and version.
void insertWhereSet(QJsonObject &root, const Build &build)
{
    if (!build.project.isEmpty())
        root.insert(QStringLiteral("project"), build.project);
    if (build.maxBatchedTokens > 0)
        root.insert(QStringLiteral("maxBatchedTokens"), build.maxBatchedTokens);
    if (build.maxSequences > 0)
        root.insert(QStringLiteral("maxNumSeqs"), build.maxSequences);
    if (!build.vllmVersion.isCurrent())
        root.insert(QStringLiteral("vllmVersion"), build.vllmVersion.text());
    if (build.engine != ServingEngine::Vllm)
        root.insert(QStringLiteral("engine"), BuildFile::servingEngineName(build.engine));
    // Speculative decoding, off unless set.
    if (build.mtpDraftTokens > 0)
        root.insert(QStringLiteral("mtpDraftTokens"), build.mtpDraftTokens);
    if (build.mtpAcceptance > 0)
        root.insert(QStringLiteral("mtpAcceptance"), build.mtpAcceptance);
}
} // namespace

QByteArray BuildFile::toJson(const Build &build, const SizingRules &rules)
{
    QJsonArray servers;
    for (const Server &s : build.servers) {
        QJsonArray slotList;
        for (const QString &slot : s.slotCards)
            slotList.append(slot.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(slot));
        QJsonObject server{{QStringLiteral("chassis"), s.chassis},
                           {QStringLiteral("slots"), slotList},
                           {QStringLiteral("cpu"), s.cpu},
                           {QStringLiteral("cpuCount"), s.cpuCount},
                           {QStringLiteral("feed"), s.feed}};
        if (s.powerCap.value() > 0)
            server.insert(QStringLiteral("powerCapW"), s.powerCap.value());
        servers.append(server);
    }
    QJsonObject layout{{QStringLiteral("tp"), build.layout.tp},
                       {QStringLiteral("pp"), build.layout.pp},
                       {QStringLiteral("ep"), build.layout.ep},
                       {QStringLiteral("dcp"), build.layout.dcp},
                       {QStringLiteral("copies"), build.layout.copies}};
    // Only builds with data-parallel attention name it: other files stay as they were.
    if (build.layout.dp > 1)
        layout.insert(QStringLiteral("dp"), build.layout.dp);
    QJsonObject root{{QStringLiteral("title"), build.title},
                     {QStringLiteral("customer"), build.customer},
                     {QStringLiteral("author"), build.author},
                     {QStringLiteral("date"),
                      build.date.isValid() ? build.date.toString(Qt::ISODate) : QString()},
                     {QStringLiteral("servers"), servers},
                     {QStringLiteral("checkpoint"), build.checkpoint},
                     {QStringLiteral("keep"), QJsonArray::fromStringList(build.keep)},
                     {QStringLiteral("layout"), layout},
                     {QStringLiteral("context"), build.context},
                     {QStringLiteral("kvCache"), cacheDtypeName(build.cacheDtype)},
                     {QStringLiteral("cacheBasis"), cacheBasisName(build.cacheBasis)},
                     {QStringLiteral("utilization"), build.utilization},
                     {QStringLiteral("reserveGiB"), inGiB(build.reserve)}};
    insertWhereSet(root, build);
    // The speed settings are written where they differ from the rules', so
    // that files from before them stay byte for byte as they were.
    const Build defaults = Build::withDefaults(rules);
    if (build.promptTokens != defaults.promptTokens ||
        build.answerTokens != defaults.answerTokens ||
        build.activeConversations != defaults.activeConversations ||
        build.speedTarget != defaults.speedTarget)
        root.insert(QStringLiteral("speed"),
                    QJsonObject{{QStringLiteral("promptTokens"), build.promptTokens},
                                {QStringLiteral("answerTokens"), build.answerTokens},
                                {QStringLiteral("activeConversations"), build.activeConversations},
                                {QStringLiteral("speedTarget"), build.speedTarget}});
    FormatVersion::write(root, kFormat);
    // Only builds that use imported checkpoints carry them; other files stay
    // as they were.
    if (!build.customCheckpoints.isEmpty()) {
        QJsonArray custom;
        for (const CustomCheckpoint &c : build.customCheckpoints)
            custom.append(QJsonObject{
                {QStringLiteral("model"), CatalogueEntryWriter::model(c.model)},
                {QStringLiteral("checkpoint"), CatalogueEntryWriter::checkpoint(c.checkpoint)}});
        root.insert(QStringLiteral("customCheckpoints"), custom);
    }
    if (!build.customCards.isEmpty()) {
        QJsonArray cards;
        for (const Card &c : build.customCards)
            cards.append(CatalogueEntryWriter::card(c));
        root.insert(QStringLiteral("customCards"), cards);
    }
    // Likewise the cost settings, where they differ from the defaults.
    if (build.cost != rules.cost)
        root.insert(QStringLiteral("cost"), CostSettingsJson::toJson(build.cost));
    // The price list it was priced with, so that it prices the same elsewhere.
    if (build.prices)
        root.insert(QStringLiteral("prices"), build.prices->toJson());
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Build BuildFile::fromJson(const QByteArray &data, const QString &fileName, const SizingRules &rules)
{
    if (data.trimmed().isEmpty())
        throw FormatError(fileName, QString(), tr("the file is empty"));
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    FormatVersion::read(root, kFormat);

    Build build = Build::withDefaults(rules); // what the file omits
    build.title = root.stringOr(QStringLiteral("title"), QString());
    build.customer = root.stringOr(QStringLiteral("customer"), QString());
    build.author = root.stringOr(QStringLiteral("author"), QString());
    build.project = root.stringOr(QStringLiteral("project"), QString());
    const QString date = root.stringOr(QStringLiteral("date"), QString());
    if (!date.isEmpty()) {
        build.date = QDate::fromString(date, Qt::ISODate);
        if (!build.date.isValid())
            root.field(QStringLiteral("date"))
                .fail(tr("expected a date such as \"2026-11-29\", found \"%1\"").arg(date));
    }

    readServers(root, build);
    readLayout(root, build);
    readCache(root, build);
    readMemoryAndSpeed(root, build);
    readCustomEntries(root, build);
    if (root.has(QStringLiteral("cost")))
        build.cost = CostSettingsJson::read(root.field(QStringLiteral("cost")), build.cost);
    if (root.has(QStringLiteral("prices")))
        build.prices = PriceList::read(root.field(QStringLiteral("prices")));
    return build;
}

void BuildFile::readServers(const JsonCursor &root, Build &build)
{
    root.field(QStringLiteral("servers")).forEach([&build](const JsonCursor &s) {
        Server server;
        server.chassis = s.field(QStringLiteral("chassis")).string();
        s.field(QStringLiteral("slots")).forEach([&server](const JsonCursor &slot) {
            server.slotCards.append(slot.value().isNull() ? QString() : slot.string());
        });
        server.cpu = s.stringOr(QStringLiteral("cpu"), QString());
        server.cpuCount = s.integerOr(QStringLiteral("cpuCount"), 0, 0, 64);
        if (s.has(QStringLiteral("powerCapW")))
            server.powerCap = watts(s.field(QStringLiteral("powerCapW")).numberIn(1, 100000));
        server.feed = s.field(QStringLiteral("feed")).string();
        build.servers.append(server);
    });
    build.checkpoint = root.field(QStringLiteral("checkpoint")).string();
    if (root.has(QStringLiteral("keep")))
        build.keep = root.field(QStringLiteral("keep")).stringList();
}

void BuildFile::readLayout(const JsonCursor &root, Build &build)
{
    const JsonCursor layout = root.field(QStringLiteral("layout"));
    build.layout.tp = layout.field(QStringLiteral("tp")).integer(1, 4096);
    build.layout.pp = layout.field(QStringLiteral("pp")).integer(1, 4096);
    build.layout.ep = layout.booleanOr(QStringLiteral("ep"), false);
    build.layout.dcp = layout.integerOr(QStringLiteral("dcp"), 1, 1, 4096);
    build.layout.copies = layout.field(QStringLiteral("copies")).integer(1, 4096);
    build.layout.dp = layout.integerOr(QStringLiteral("dp"), 1, 1, 4096);
}

void BuildFile::readCache(const JsonCursor &root, Build &build)
{
    build.context = root.integerOr(QStringLiteral("context"), build.context, 1, 1 << 30);
    const JsonCursor kv = root.field(QStringLiteral("kvCache"));
    const auto dtype = cacheDtypeFromName(kv.string());
    if (!dtype)
        kv.fail(tr("expected \"bf16\" or \"fp8\", found \"%1\"").arg(kv.string()));
    build.cacheDtype = *dtype;
    if (root.has(QStringLiteral("cacheBasis"))) {
        const JsonCursor b = root.field(QStringLiteral("cacheBasis"));
        const auto basis = cacheBasisFromName(b.string());
        if (!basis)
            b.fail(tr("expected \"conservative\", \"published\", \"config\" or \"vllm\", found "
                      "\"%1\"")
                       .arg(b.string()));
        build.cacheBasis = *basis;
    }
    build.maxBatchedTokens = root.integerOr(QStringLiteral("maxBatchedTokens"), 0, 0, 1 << 24);
    build.maxSequences = root.integerOr(QStringLiteral("maxNumSeqs"), 0, 0, 1 << 20);
    // Files before "vllmVersion" named the engine: V0 reads as the last
    // release it was the default of, V1 as the current one.
    if (root.has(QStringLiteral("vllmEngine"))) {
        const JsonCursor e = root.field(QStringLiteral("vllmEngine"));
        const auto engine = vllmEngineFromName(e.string());
        if (!engine)
            e.fail(tr("expected \"v1\" or \"v0\", found \"%1\"").arg(e.string()));
        build.vllmVersion = versionOfEngine(*engine);
    }
    if (root.has(QStringLiteral("vllmVersion"))) {
        const JsonCursor v = root.field(QStringLiteral("vllmVersion"));
        const auto version = VllmVersion::fromText(v.string());
        if (!version)
            v.fail(tr("expected a vLLM version such as \"0.19\", found \"%1\"").arg(v.string()));
        build.vllmVersion = *version;
    }
    // Files written before the engine was a choice were sized for vLLM.
    if (root.has(QStringLiteral("engine"))) {
        const JsonCursor e = root.field(QStringLiteral("engine"));
        const auto engine = servingEngineFromName(e.string());
        if (!engine)
            e.fail(tr("expected \"vllm\" or \"sglang\", found \"%1\"").arg(e.string()));
        build.engine = *engine;
    }
}

void BuildFile::readMemoryAndSpeed(const JsonCursor &root, Build &build)
{
    build.mtpDraftTokens =
        root.integerOr(QStringLiteral("mtpDraftTokens"), 0, 0, SettingRanges::kMostDraftTokens);
    if (root.has(QStringLiteral("mtpAcceptance")))
        build.mtpAcceptance = root.field(QStringLiteral("mtpAcceptance")).numberIn(0.0, 1.0);
    if (root.has(QStringLiteral("utilization")))
        build.utilization = root.field(QStringLiteral("utilization")).numberIn(0.01, 1.0);
    if (root.has(QStringLiteral("reserveGiB")))
        build.reserve = gibibytes(root.field(QStringLiteral("reserveGiB")).numberIn(0, 1e6));
    if (root.has(QStringLiteral("speed"))) {
        const JsonCursor speed = root.field(QStringLiteral("speed"));
        speed.object();
        build.promptTokens =
            speed.integerOr(QStringLiteral("promptTokens"), build.promptTokens, 1, 1 << 30);
        build.answerTokens =
            speed.integerOr(QStringLiteral("answerTokens"), build.answerTokens, 1, 1 << 30);
        build.activeConversations = speed.integerOr(QStringLiteral("activeConversations"),
                                                    build.activeConversations, 0, 1 << 30);
        if (speed.has(QStringLiteral("speedTarget")))
            build.speedTarget =
                speed.field(QStringLiteral("speedTarget"))
                    .numberIn(SettingRanges::kLeastSpeedTarget, SettingRanges::kMostSpeedTarget);
    }
}

void BuildFile::readCustomEntries(const JsonCursor &root, Build &build)
{
    if (root.has(QStringLiteral("customCheckpoints")))
        root.field(QStringLiteral("customCheckpoints")).forEach([&build](const JsonCursor &e) {
            CustomCheckpoint custom;
            custom.model = CatalogueReader::readModel(e.field(QStringLiteral("model")));
            custom.checkpoint =
                CatalogueReader::readCheckpoint(e.field(QStringLiteral("checkpoint")));
            if (custom.checkpoint.model != custom.model.id)
                e.field(QStringLiteral("checkpoint"))
                    .field(QStringLiteral("model"))
                    .fail(tr("names the model \"%1\", but the entry carries \"%2\"")
                              .arg(custom.checkpoint.model, custom.model.id));
            build.customCheckpoints.append(std::move(custom));
        });
    if (root.has(QStringLiteral("customCards")))
        root.field(QStringLiteral("customCards")).forEach([&build](const JsonCursor &e) {
            build.customCards.append(CatalogueReader::readCard(e));
        });
}

Build BuildFile::read(const QString &path, const SizingRules &rules)
{
    // An empty argument (an unset shell variable) names no file; QFile would
    // warn on stderr and the message would have no name.
    if (path.trimmed().isEmpty())
        throw FormatError(tr("build file"), QString(), tr("the name is empty"));
    const QString name = QFileInfo(path).fileName();
    return fromJson(CappedFile::read(path, name, CappedFile::kSmallDocument), name, rules);
}

void BuildFile::write(const Build &build, const QString &path, const SizingRules &rules)
{
    OutputFile::write(toJson(build, rules), path, UserFiles::all());
}

} // namespace llmconf
