// SPDX-License-Identifier: MIT
#include "buildfile.h"

#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "costsettingsjson.h"
#include "fileproblems.h"
#include "formaterror.h"
#include "formatversion.h"
#include "jsoncursor.h"
#include "layoutvalidity.h"
#include "nearestids.h"
#include "outputfile.h"
#include "settingranges.h"
#include "userfiles.h"

#include "cappedfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

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
    if (build.enforceEager)
        root.insert(QStringLiteral("enforceEager"), true);
    // Speculative decoding, off unless set.
    if (build.mtpDraftTokens > 0)
        root.insert(QStringLiteral("mtpDraftTokens"), build.mtpDraftTokens);
    if (build.mtpAcceptance > 0)
        root.insert(QStringLiteral("mtpAcceptance"), build.mtpAcceptance);
}
/// The speed settings; a first-token target only where one is asked, so
/// that files without one stay as they were.
QJsonObject speedJson(const Build &build)
{
    QJsonObject speed{{QStringLiteral("promptTokens"), build.promptTokens},
                      {QStringLiteral("answerTokens"), build.answerTokens},
                      {QStringLiteral("activeConversations"), build.activeConversations},
                      {QStringLiteral("speedTarget"), build.speedTarget}};
    // Milliseconds to the nanosecond: 1001 ms, not 1000.9999999999999.
    const auto ms = [](Seconds t) { return std::round(inMilliseconds(t) * 1e6) / 1e6; };
    if (build.ttftTarget > seconds(0))
        speed.insert(QStringLiteral("ttftTargetMs"), ms(build.ttftTarget));
    if (build.ttftP95Target > seconds(0))
        speed.insert(QStringLiteral("ttftP95TargetMs"), ms(build.ttftP95Target));
    return speed;
}

QJsonObject layoutJson(const Layout &l)
{
    QJsonObject layout{{QStringLiteral("tp"), l.tp},
                       {QStringLiteral("pp"), l.pp},
                       {QStringLiteral("ep"), l.ep},
                       {QStringLiteral("dcp"), l.dcp},
                       {QStringLiteral("copies"), l.copies}};
    // Only builds with data-parallel attention name it: other files stay as they were.
    if (l.dp > 1)
        layout.insert(QStringLiteral("dp"), l.dp);
    // Likewise a prefill/decode split.
    if (l.prefillCopies != 0)
        layout.insert(QStringLiteral("prefillCopies"), l.prefillCopies);
    // And the prefill copies' own layout.
    if (const std::optional<PrefillLayout> &p = l.prefill)
        layout.insert(QStringLiteral("prefill"), QJsonObject{{QStringLiteral("tp"), p->tp},
                                                             {QStringLiteral("pp"), p->pp},
                                                             {QStringLiteral("ep"), p->ep},
                                                             {QStringLiteral("dcp"), p->dcp}});
    return layout;
}

/// The further models on the same cards, written only where there are any.
void insertInstances(QJsonObject &root, const Build &build)
{
    if (build.instances.isEmpty())
        return;
    QJsonArray instances;
    for (const ModelInstance &m : build.instances) {
        QJsonObject json{{QStringLiteral("checkpoint"), m.checkpoint},
                         {QStringLiteral("layout"), layoutJson(m.layout)},
                         {QStringLiteral("utilization"), m.utilization},
                         {QStringLiteral("reserveGiB"), inGiB(m.reserve)}};
        // Only a model on cards of its own names them; one without shares every card.
        if (m.ownCards())
            json.insert(QStringLiteral("cards"), QJsonObject{{QStringLiteral("first"), m.firstCard},
                                                             {QStringLiteral("last"), m.lastCard}});
        instances.append(json);
    }
    root.insert(QStringLiteral("instances"), instances);
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
    const QJsonObject layout = layoutJson(build.layout);
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
    insertInstances(root, build);
    // The speed settings are written where they differ from the rules', so
    // that files from before them stay byte for byte as they were.
    const Build defaults = Build::withDefaults(rules);
    if (build.promptTokens != defaults.promptTokens ||
        build.answerTokens != defaults.answerTokens ||
        build.activeConversations != defaults.activeConversations ||
        build.speedTarget != defaults.speedTarget || build.ttftTarget != defaults.ttftTarget ||
        build.ttftP95Target != defaults.ttftP95Target)
        root.insert(QStringLiteral("speed"), speedJson(build));
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

namespace {

using Problems = FileProblems::Collector;

/// The servers, the checkpoint and the checkpoints kept; each field's
/// problem kept and the next read.
void readServers(const JsonCursor &root, Build &build, Problems &problems)
{
    problems.check([&] {
        root.field(QStringLiteral("servers")).forEach([&](const JsonCursor &s) {
            Server server;
            problems.check([&] { server.chassis = s.field(QStringLiteral("chassis")).string(); });
            problems.check([&] {
                s.field(QStringLiteral("slots")).forEach([&](const JsonCursor &slot) {
                    QString card;
                    problems.check(
                        [&] { card = slot.value().isNull() ? QString() : slot.string(); });
                    server.slotCards.append(card);
                });
            });
            problems.check([&] { server.cpu = s.stringOr(QStringLiteral("cpu"), QString()); });
            problems.check(
                [&] { server.cpuCount = s.integerOr(QStringLiteral("cpuCount"), 0, 0, 64); });
            problems.check([&] {
                if (s.has(QStringLiteral("powerCapW")))
                    server.powerCap =
                        watts(s.field(QStringLiteral("powerCapW")).numberIn(1, 100000));
            });
            problems.check([&] { server.feed = s.field(QStringLiteral("feed")).string(); });
            build.servers.append(server);
        });
    });
    problems.check([&] { build.checkpoint = root.field(QStringLiteral("checkpoint")).string(); });
    problems.check([&] {
        if (root.has(QStringLiteral("keep")))
            build.keep = root.field(QStringLiteral("keep")).stringList();
    });
}

/// The prefill copies of a split (0, aggregated, where the file has none):
/// fewer than the copies, so that one is left to decode.
void readPrefillCopies(const JsonCursor &layout, Layout &read)
{
    const QString key = QStringLiteral("prefillCopies");
    if (!layout.has(key))
        return;
    const JsonCursor field = layout.field(key);
    read.prefillCopies = field.integer(0, 4095);
    if (const QString why = LayoutValidity::whyRefusedSplit(read); !why.isEmpty())
        field.fail(why);
}

/// The prefill copies' own layout (none, the build's, where the file has
/// none): TP and PP, EP and DCP as the layout's, with prefill copies to use it.
void readPrefillLayout(const JsonCursor &layout, Layout &read, Problems &problems)
{
    const QString key = QStringLiteral("prefill");
    if (!layout.has(key))
        return;
    const JsonCursor field = layout.field(key);
    field.object();
    PrefillLayout p;
    problems.check([&] { p.tp = field.field(QStringLiteral("tp")).integer(1, 4096); });
    problems.check([&] { p.pp = field.field(QStringLiteral("pp")).integer(1, 4096); });
    problems.check([&] { p.ep = field.booleanOr(QStringLiteral("ep"), false); });
    problems.check([&] { p.dcp = field.integerOr(QStringLiteral("dcp"), 1, 1, 4096); });
    read.prefill = p;
    if (const QString why = LayoutValidity::whyRefusedSplit(read); !why.isEmpty())
        field.fail(why);
}

/// The "layout" of `root` (the build's, or a further model's) into `read`.
void readLayout(const JsonCursor &root, Layout &read, Problems &problems)
{
    problems.check([&] {
        const JsonCursor layout = root.field(QStringLiteral("layout"));
        layout.object();
        problems.check([&] { read.tp = layout.field(QStringLiteral("tp")).integer(1, 4096); });
        problems.check([&] { read.pp = layout.field(QStringLiteral("pp")).integer(1, 4096); });
        problems.check([&] { read.ep = layout.booleanOr(QStringLiteral("ep"), false); });
        problems.check([&] { read.dcp = layout.integerOr(QStringLiteral("dcp"), 1, 1, 4096); });
        problems.check(
            [&] { read.copies = layout.field(QStringLiteral("copies")).integer(1, 4096); });
        problems.check([&] { read.dp = layout.integerOr(QStringLiteral("dp"), 1, 1, 4096); });
        problems.check([&] { readPrefillCopies(layout, read); });
        problems.check([&] { readPrefillLayout(layout, read, problems); });
    });
}

/// A further model's own cards ("cards": {"first": 5, "last": 8}), counted
/// from 1 over the build's placed cards; none: it shares every card.
void readOwnCards(const JsonCursor &e, const Build &build, ModelInstance &m, Problems &problems)
{
    if (!e.has(QStringLiteral("cards")))
        return;
    const JsonCursor cards = e.field(QStringLiteral("cards"));
    cards.object();
    const int placed = std::max(1, build.cardCount());
    problems.check([&] { m.firstCard = cards.field(QStringLiteral("first")).integer(1, placed); });
    problems.check([&] {
        m.lastCard = cards.field(QStringLiteral("last")).integer(std::max(1, m.firstCard), placed);
    });
}

/// The further models: each its checkpoint, layout and share of the card,
/// its reserve (the rules' where the entry has none) and its own cards.
void readInstances(const JsonCursor &root, Build &build, const SizingRules &rules,
                   Problems &problems)
{
    problems.check([&] {
        if (!root.has(QStringLiteral("instances")))
            return;
        root.field(QStringLiteral("instances")).forEach([&](const JsonCursor &e) {
            ModelInstance m;
            m.reserve = rules.defaultReserve;
            problems.check([&] {
                e.object();
                problems.check(
                    [&] { m.checkpoint = e.field(QStringLiteral("checkpoint")).string(); });
                readLayout(e, m.layout, problems);
                problems.check([&] {
                    m.utilization = e.field(QStringLiteral("utilization")).numberIn(0.01, 1.0);
                });
                problems.check([&] {
                    if (e.has(QStringLiteral("reserveGiB")))
                        m.reserve =
                            gibibytes(e.field(QStringLiteral("reserveGiB")).numberIn(0, 1e6));
                });
                problems.check([&] { readOwnCards(e, build, m, problems); });
            });
            build.instances.append(m);
        });
    });
}

/// A name one of `read` knows; `expected` says which when it is none.
template <typename Value, typename Read>
void readName(const JsonCursor &root, const QString &key, Value &value, Read read,
              const QString &expected, Problems &problems, bool required = false)
{
    problems.check([&] {
        if (!required && !root.has(key))
            return;
        const JsonCursor c = root.field(key);
        const auto known = read(c.string());
        if (!known)
            c.fail(expected.arg(c.string()));
        value = *known;
    });
}

void readEngine(const JsonCursor &root, Build &build, Problems &problems)
{
    // Files before "vllmVersion" named the engine: V0 reads as the last
    // release it was the default of, V1 as the current one.
    std::optional<VllmEngine> engine;
    readName(root, QStringLiteral("vllmEngine"), engine, &BuildFile::vllmEngineFromName,
             BuildFile::tr("expected \"v1\" or \"v0\", found \"%1\""), problems);
    if (engine)
        build.vllmVersion = BuildFile::versionOfEngine(*engine);
    readName(root, QStringLiteral("vllmVersion"), build.vllmVersion, &VllmVersion::fromText,
             BuildFile::tr("expected a vLLM version such as \"0.19\", found \"%1\""), problems);
    // Files written before the engine was a choice were sized for vLLM.
    readName(root, QStringLiteral("engine"), build.engine, &BuildFile::servingEngineFromName,
             BuildFile::tr("expected \"vllm\" or \"sglang\", found \"%1\""), problems);
    problems.check(
        [&] { build.enforceEager = root.booleanOr(QStringLiteral("enforceEager"), false); });
}

void readCache(const JsonCursor &root, Build &build, Problems &problems)
{
    problems.check([&] {
        build.context = root.integerOr(QStringLiteral("context"), build.context, 1, 1 << 30);
    });
    readName(root, QStringLiteral("kvCache"), build.cacheDtype, &BuildFile::cacheDtypeFromName,
             BuildFile::tr("expected \"bf16\" or \"fp8\", found \"%1\""), problems, true);
    readName(root, QStringLiteral("cacheBasis"), build.cacheBasis, &BuildFile::cacheBasisFromName,
             BuildFile::tr("expected \"conservative\", \"published\", \"config\" or \"vllm\", "
                           "found \"%1\""),
             problems);
    problems.check([&] {
        build.maxBatchedTokens = root.integerOr(QStringLiteral("maxBatchedTokens"), 0, 0, 1 << 24);
    });
    problems.check(
        [&] { build.maxSequences = root.integerOr(QStringLiteral("maxNumSeqs"), 0, 0, 1 << 20); });
    readEngine(root, build, problems);
}

/// A first-token target in milliseconds, 0 (none) or in SettingRanges'.
void readTtftTarget(const JsonCursor &speed, const QString &key, Seconds &target,
                    Problems &problems)
{
    problems.check([&] {
        if (!speed.has(key))
            return;
        const JsonCursor field = speed.field(key);
        const double ms = field.number();
        if (!SettingRanges::ttftTargetTaken(ms))
            field.fail(BuildFile::tr("%1 ms is outside %2 to %3 ms (0: no target)")
                           .arg(ms)
                           .arg(SettingRanges::kLeastTtftTargetMs)
                           .arg(SettingRanges::kMostTtftTargetMs, 0, 'f', 0));
        target = milliseconds(ms);
    });
}

void readSpeed(const JsonCursor &speed, Build &build, Problems &problems)
{
    problems.check([&] {
        build.promptTokens = speed.integerOr(QStringLiteral("promptTokens"), build.promptTokens, 1,
                                             SettingRanges::kMostTokens);
    });
    problems.check([&] {
        build.answerTokens = speed.integerOr(QStringLiteral("answerTokens"), build.answerTokens, 1,
                                             SettingRanges::kMostTokens);
    });
    problems.check([&] {
        build.activeConversations =
            speed.integerOr(QStringLiteral("activeConversations"), build.activeConversations, 0,
                            SettingRanges::kMostTokens);
    });
    problems.check([&] {
        if (!speed.has(QStringLiteral("speedTarget")))
            return;
        const JsonCursor field = speed.field(QStringLiteral("speedTarget"));
        const double tps = field.number();
        if (!SettingRanges::speedTargetTaken(tps))
            field.fail(BuildFile::tr("%1 tokens/s is outside %2 to %3 tokens/s (0: no target)")
                           .arg(tps)
                           .arg(SettingRanges::kLeastSpeedTarget)
                           .arg(SettingRanges::kMostSpeedTarget, 0, 'f', 0));
        build.speedTarget = tps;
    });
    readTtftTarget(speed, QStringLiteral("ttftTargetMs"), build.ttftTarget, problems);
    readTtftTarget(speed, QStringLiteral("ttftP95TargetMs"), build.ttftP95Target, problems);
}

void readMemoryAndSpeed(const JsonCursor &root, Build &build, Problems &problems)
{
    problems.check([&] {
        build.mtpDraftTokens =
            root.integerOr(QStringLiteral("mtpDraftTokens"), 0, 0, SettingRanges::kMostDraftTokens);
    });
    problems.check([&] {
        if (root.has(QStringLiteral("mtpAcceptance")))
            build.mtpAcceptance = root.field(QStringLiteral("mtpAcceptance")).numberIn(0.0, 1.0);
    });
    problems.check([&] {
        if (root.has(QStringLiteral("utilization")))
            build.utilization = root.field(QStringLiteral("utilization")).numberIn(0.01, 1.0);
    });
    problems.check([&] {
        if (root.has(QStringLiteral("reserveGiB")))
            build.reserve = gibibytes(root.field(QStringLiteral("reserveGiB")).numberIn(0, 1e6));
    });
    problems.check([&] {
        if (!root.has(QStringLiteral("speed")))
            return;
        const JsonCursor speed = root.field(QStringLiteral("speed"));
        speed.object();
        readSpeed(speed, build, problems);
    });
}

void readCustomEntries(const JsonCursor &root, Build &build, Problems &problems)
{
    problems.check([&] {
        if (!root.has(QStringLiteral("customCheckpoints")))
            return;
        root.field(QStringLiteral("customCheckpoints")).forEach([&](const JsonCursor &e) {
            problems.check([&] {
                CustomCheckpoint custom;
                custom.model = CatalogueReader::readModel(e.field(QStringLiteral("model")));
                custom.checkpoint =
                    CatalogueReader::readCheckpoint(e.field(QStringLiteral("checkpoint")));
                if (custom.checkpoint.model != custom.model.id)
                    e.field(QStringLiteral("checkpoint"))
                        .field(QStringLiteral("model"))
                        .fail(BuildFile::tr("names the model \"%1\", but the entry carries \"%2\"")
                                  .arg(custom.checkpoint.model, custom.model.id));
                build.customCheckpoints.append(std::move(custom));
            });
        });
    });
    problems.check([&] {
        if (!root.has(QStringLiteral("customCards")))
            return;
        root.field(QStringLiteral("customCards")).forEach([&](const JsonCursor &e) {
            problems.check([&] { build.customCards.append(CatalogueReader::readCard(e)); });
        });
    });
}

void readSheetDetails(const JsonCursor &root, Build &build, Problems &problems)
{
    problems.check([&] { build.title = root.stringOr(QStringLiteral("title"), QString()); });
    problems.check([&] { build.customer = root.stringOr(QStringLiteral("customer"), QString()); });
    problems.check([&] { build.author = root.stringOr(QStringLiteral("author"), QString()); });
    problems.check([&] { build.project = root.stringOr(QStringLiteral("project"), QString()); });
    problems.check([&] {
        const QString date = root.stringOr(QStringLiteral("date"), QString());
        if (date.isEmpty())
            return;
        build.date = QDate::fromString(date, Qt::ISODate);
        if (!build.date.isValid())
            root.field(QStringLiteral("date"))
                .fail(BuildFile::tr("expected a date such as \"2026-11-29\", found \"%1\"")
                          .arg(date));
    });
}

/// Ids `known` lacks, where the file does not carry the entry itself.
void checkIds(const Build &build, const Catalogue &known, Problems &problems)
{
    const auto carriedCard = [&build](const QString &id) {
        return std::any_of(build.customCards.cbegin(), build.customCards.cend(),
                           [&id](const Card &c) { return c.id == id; });
    };
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const Server &server = build.servers[s];
        const QString at = QStringLiteral("$.servers[%1]").arg(s);
        if (!server.chassis.isEmpty() && !known.chassisById(server.chassis))
            problems.add(at + QStringLiteral(".chassis"),
                         BuildFile::tr("unknown chassis \"%1\"").arg(server.chassis));
        for (qsizetype i = 0; i < server.slotCards.size(); ++i) {
            const QString &id = server.slotCards[i];
            if (!id.isEmpty() && !known.card(id) && !carriedCard(id))
                problems.add(at + QStringLiteral(".slots[%1]").arg(i),
                             BuildFile::tr("unknown card \"%1\"%2")
                                 .arg(id, NearestIds::cardHint(id, known)));
        }
        if (!server.cpu.isEmpty() && !known.cpu(server.cpu))
            problems.add(at + QStringLiteral(".cpu"),
                         BuildFile::tr("unknown processor \"%1\"").arg(server.cpu));
        if (!server.feed.isEmpty() && !known.feed(server.feed))
            problems.add(at + QStringLiteral(".feed"),
                         BuildFile::tr("unknown feed \"%1\"").arg(server.feed));
    }
    const auto checkCheckpoint = [&](const QString &id, const QString &at) {
        const bool carried =
            std::any_of(build.customCheckpoints.cbegin(), build.customCheckpoints.cend(),
                        [&id](const CustomCheckpoint &c) { return c.checkpoint.id == id; });
        if (!id.isEmpty() && !known.checkpoint(id) && !carried)
            problems.add(at, BuildFile::tr("unknown checkpoint \"%1\"%2")
                                 .arg(id, NearestIds::checkpointHint(id, known)));
    };
    checkCheckpoint(build.checkpoint, QStringLiteral("$.checkpoint"));
    for (qsizetype i = 0; i < build.instances.size(); ++i)
        checkCheckpoint(build.instances[i].checkpoint,
                        QStringLiteral("$.instances[%1].checkpoint").arg(i));
}

} // namespace

Build BuildFile::fromJson(const QByteArray &data, const QString &fileName, const SizingRules &rules,
                          const Catalogue *known)
{
    // A file that is no JSON object, or of another format, has no fields to go on with.
    if (data.trimmed().isEmpty())
        throw FormatError(fileName, QString(), tr("the file is empty"));
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    FormatVersion::read(root, kFormat);

    Problems problems(fileName, &BuildFile::fieldWords);
    Build build = Build::withDefaults(rules); // what the file omits
    readSheetDetails(root, build, problems);
    readServers(root, build, problems);
    readLayout(root, build.layout, problems);
    readInstances(root, build, rules, problems);
    readCache(root, build, problems);
    readMemoryAndSpeed(root, build, problems);
    readCustomEntries(root, build, problems);
    problems.check([&] {
        if (root.has(QStringLiteral("cost")))
            build.cost = CostSettingsJson::read(root.field(QStringLiteral("cost")), build.cost);
    });
    problems.check([&] {
        if (root.has(QStringLiteral("prices")))
            build.prices = PriceList::read(root.field(QStringLiteral("prices")));
    });
    if (known)
        checkIds(build, *known, problems);
    problems.throwIfAny();
    return build;
}

QString BuildFile::instanceFieldWords(const QString &path)
{
    // The build's own model is model 1: $.instances[0] is model 2.
    static const QRegularExpression instance(
        QStringLiteral(R"(^\$\.instances\[(\d+)\](?:\.(\w+)(?:\.(\w+))?)?$)"));
    const QRegularExpressionMatch m = instance.match(path);
    if (!m.hasMatch())
        return QString();
    const int n = m.captured(1).toInt() + 2;
    const QString key = m.captured(2);
    if (key.isEmpty())
        return tr("Model %1").arg(n);
    if (key == QLatin1String("layout") && !m.captured(3).isEmpty())
        return tr("Model %1, layout (%2)").arg(n).arg(m.captured(3));
    if (key == QLatin1String("cards") && !m.captured(3).isEmpty())
        return m.captured(3) == QLatin1String("first") ? tr("Model %1, first own card").arg(n)
                                                       : tr("Model %1, last own card").arg(n);
    const QHash<QString, QString> parts{
        {QStringLiteral("checkpoint"), tr("Model %1, checkpoint")},
        {QStringLiteral("layout"), tr("Model %1, layout")},
        {QStringLiteral("utilization"), tr("Model %1, memory utilisation")},
        {QStringLiteral("reserveGiB"), tr("Model %1, reserve")},
        {QStringLiteral("cards"), tr("Model %1, own cards")}};
    return parts.value(key, path).arg(n);
}

QString BuildFile::fieldWords(const QString &path)
{
    static const QRegularExpression server(
        QStringLiteral(R"(^\$\.servers\[(\d+)\](?:\.(\w+)(?:\[(\d+)\])?)?$)"));
    if (const QRegularExpressionMatch m = server.match(path); m.hasMatch()) {
        const int n = m.captured(1).toInt() + 1;
        const QString key = m.captured(2);
        if (key == QLatin1String("slots") && !m.captured(3).isEmpty())
            return tr("Server %1, slot %2").arg(n).arg(m.captured(3).toInt() + 1);
        const QHash<QString, QString> parts{
            {QStringLiteral("chassis"), tr("Server %1, chassis")},
            {QStringLiteral("slots"), tr("Server %1, slots")},
            {QStringLiteral("cpu"), tr("Server %1, processor")},
            {QStringLiteral("cpuCount"), tr("Server %1, processors")},
            {QStringLiteral("powerCapW"), tr("Server %1, power cap")},
            {QStringLiteral("feed"), tr("Server %1, feed")}};
        return key.isEmpty() ? tr("Server %1").arg(n) : parts.value(key, path).arg(n);
    }
    if (QString words = instanceFieldWords(path); !words.isEmpty())
        return words;
    const QHash<QString, QString> fields{
        {QStringLiteral("$.title"), tr("Title")},
        {QStringLiteral("$.customer"), tr("Customer")},
        {QStringLiteral("$.author"), tr("Author")},
        {QStringLiteral("$.project"), tr("Project")},
        {QStringLiteral("$.date"), tr("Date")},
        {QStringLiteral("$.servers"), tr("Servers")},
        {QStringLiteral("$.instances"), tr("Further models")},
        {QStringLiteral("$.checkpoint"), tr("Checkpoint")},
        {QStringLiteral("$.keep"), tr("Checkpoints kept")},
        {QStringLiteral("$.layout"), tr("Layout")},
        {QStringLiteral("$.layout.tp"), tr("Tensor parallel (TP)")},
        {QStringLiteral("$.layout.pp"), tr("Pipeline parallel (PP)")},
        {QStringLiteral("$.layout.ep"), tr("Expert parallel (EP)")},
        {QStringLiteral("$.layout.dcp"), tr("Decode context parallel (DCP)")},
        {QStringLiteral("$.layout.dp"), tr("Data-parallel attention (DP)")},
        {QStringLiteral("$.layout.copies"), tr("Copies")},
        {QStringLiteral("$.layout.prefillCopies"), tr("Prefill copies")},
        {QStringLiteral("$.layout.prefill"), tr("Layout of the prefill copies")},
        {QStringLiteral("$.layout.prefill.tp"), tr("Tensor parallel (TP) of the prefill copies")},
        {QStringLiteral("$.layout.prefill.pp"), tr("Pipeline parallel (PP) of the prefill copies")},
        {QStringLiteral("$.layout.prefill.ep"), tr("Expert parallel (EP) of the prefill copies")},
        {QStringLiteral("$.layout.prefill.dcp"),
         tr("Decode context parallel (DCP) of the prefill copies")},
        {QStringLiteral("$.context"), tr("Context")},
        {QStringLiteral("$.kvCache"), tr("KV cache type")},
        {QStringLiteral("$.cacheBasis"), tr("Cache basis")},
        {QStringLiteral("$.maxBatchedTokens"), tr("Tokens per batch")},
        {QStringLiteral("$.maxNumSeqs"), tr("Conversations per batch")},
        {QStringLiteral("$.vllmEngine"), tr("vLLM engine")},
        {QStringLiteral("$.vllmVersion"), tr("vLLM version")},
        {QStringLiteral("$.engine"), tr("Serving engine")},
        {QStringLiteral("$.enforceEager"), tr("Eager (no CUDA graphs)")},
        {QStringLiteral("$.utilization"), tr("Memory utilisation")},
        {QStringLiteral("$.reserveGiB"), tr("Reserve")},
        {QStringLiteral("$.mtpDraftTokens"), tr("Draft tokens (speculative decoding)")},
        {QStringLiteral("$.mtpAcceptance"), tr("Draft acceptance (speculative decoding)")},
        {QStringLiteral("$.speed"), tr("Speed settings")},
        {QStringLiteral("$.speed.promptTokens"), tr("Prompt tokens")},
        {QStringLiteral("$.speed.answerTokens"), tr("Answer tokens")},
        {QStringLiteral("$.speed.activeConversations"), tr("Active conversations")},
        {QStringLiteral("$.speed.speedTarget"), tr("Speed target")},
        {QStringLiteral("$.speed.ttftTargetMs"), tr("First token target (median)")},
        {QStringLiteral("$.speed.ttftP95TargetMs"), tr("First token target (95th percentile)")}};
    if (const auto it = fields.constFind(path); it != fields.cend())
        return *it;
    // Within a part the words name the part: "Price list", "Cost settings".
    const QList<std::pair<QString, QString>> parts{
        {QStringLiteral("$.customCheckpoints"), tr("Imported checkpoint")},
        {QStringLiteral("$.customCards"), tr("Card of your own")},
        {QStringLiteral("$.cost"), tr("Cost settings")},
        {QStringLiteral("$.prices"), tr("Price list")}};
    for (const auto &[prefix, words] : parts)
        if (path.startsWith(prefix))
            return words;
    return path;
}

Build BuildFile::read(const QString &path, const SizingRules &rules, const Catalogue *known)
{
    // An empty argument (an unset shell variable) names no file; QFile would
    // warn on stderr and the message would have no name.
    if (path.trimmed().isEmpty())
        throw FormatError(tr("build file"), QString(), tr("the name is empty"));
    const QString name = QFileInfo(path).fileName();
    return fromJson(CappedFile::read(path, name, CappedFile::kSmallDocument), name, rules, known);
}

void BuildFile::write(const Build &build, const QString &path, const SizingRules &rules)
{
    OutputFile::write(toJson(build, rules), path, UserFiles::all());
}

} // namespace llmconf
