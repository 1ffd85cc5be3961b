// SPDX-License-Identifier: MIT
#include "softwarecataloguereader.h"

#include "cappedfile.h"
#include "cataloguereader.h"

#include "formaterror.h"
#include "jsoncursor.h"

#include <QFile>

#include <algorithm>

namespace llmconf {

namespace {

constexpr int kSupportedFormat = 1;

QDate readDate(const JsonCursor &c)
{
    const QDate date = QDate::fromString(c.string(), Qt::ISODate);
    if (!date.isValid())
        c.fail(SoftwareCatalogueReader::tr("expected a date such as \"2026-10-24\""));
    return date;
}

SoftwareSource readSource(const JsonCursor &e)
{
    return {LocalizedText::read(e.field(QStringLiteral("source"))),
            readDate(e.field(QStringLiteral("date")))};
}

QStringList readCapabilities(const JsonCursor &e)
{
    const JsonCursor c = e.field(QStringLiteral("computeCapabilities"));
    const QStringList list = c.stringList();
    for (const QString &s : list) {
        const bool ok = s == QLatin1String("any") || (s.count(QLatin1Char('.')) == 1 &&
                                                      !s.section(QLatin1Char('.'), 0, 0).isEmpty());
        if (!ok)
            c.fail(SoftwareCatalogueReader::tr(
                "expected compute capabilities such as \"12.x\", \"9.0\" or \"any\""));
    }
    return list;
}

QString engineOf(const JsonCursor &e, const QHash<QString, QString> &engines)
{
    const JsonCursor c = e.field(QStringLiteral("engine"));
    if (!engines.contains(c.string()))
        c.fail(SoftwareCatalogueReader::tr("unknown engine \"%1\"").arg(c.string()));
    return c.string();
}

void forEachOptional(const JsonCursor &root, const QString &key,
                     const std::function<void(const JsonCursor &)> &visit)
{
    if (root.has(key))
        root.field(key).forEach(visit);
}

} // namespace

SoftwareCatalogue SoftwareCatalogueReader::readFile(const QString &path, const QString &name)
{
    return read(
        JsonCursor::fromDocument(name, CappedFile::read(path, name, CappedFile::kSmallDocument)));
}

namespace {

/// The engines and their releases.
void readEngines(const JsonCursor &root, SoftwareCatalogue &s)
{
    root.field(QStringLiteral("engines")).forEach([&](const JsonCursor &e) {
        const QString id = e.field(QStringLiteral("id")).string();
        if (id.isEmpty() || s.engineNames.contains(id))
            e.field(QStringLiteral("id"))
                .fail(SoftwareCatalogueReader::tr("an engine id must be present and unique"));
        s.engineNames.insert(id, e.field(QStringLiteral("name")).string());
        e.field(QStringLiteral("releases")).forEach([&](const JsonCursor &r) {
            EngineRelease release;
            release.engine = id;
            release.version = r.field(QStringLiteral("version")).string();
            if (r.has(QStringLiteral("released")))
                release.released = readDate(r.field(QStringLiteral("released")));
            if (r.has(QStringLiteral("changes")))
                release.changes = r.field(QStringLiteral("changes")).stringList();
            release.cited = readSource(r);
            s.releases.append(release);
        });
    });
}

/// What each engine runs on which compute capabilities: weight formats,
/// attention backends, an FP8 cache.
void readSupport(const JsonCursor &root, SoftwareCatalogue &s)
{
    forEachOptional(root, QStringLiteral("weightFormats"), [&](const JsonCursor &e) {
        WeightFormatSupport w;
        w.id = e.field(QStringLiteral("id")).string();
        w.engine = engineOf(e, s.engineNames);
        w.version = e.stringOr(QStringLiteral("version"), QString());
        w.format = CatalogueReader::readWeightFormat(e.field(QStringLiteral("weightFormat")));
        w.computeCapabilities = readCapabilities(e);
        w.supported = e.field(QStringLiteral("supported")).boolean();
        w.cited = readSource(e);
        s.weightFormats.append(w);
    });
    forEachOptional(root, QStringLiteral("attentionBackends"), [&](const JsonCursor &e) {
        AttentionBackend b;
        b.id = e.field(QStringLiteral("id")).string();
        b.engine = engineOf(e, s.engineNames);
        b.attention = e.field(QStringLiteral("attention")).string();
        b.computeCapabilities = readCapabilities(e);
        b.cacheDtypes = e.field(QStringLiteral("cacheDtypes")).stringList();
        b.dcp = e.field(QStringLiteral("dcp")).boolean();
        b.ropeFreeSince = e.stringOr(QStringLiteral("ropeFreeSince"), QString());
        b.cited = readSource(e);
        s.attentionBackends.append(b);
    });
    forEachOptional(root, QStringLiteral("fp8Cache"), [&](const JsonCursor &e) {
        Fp8CacheSupport f;
        f.id = e.field(QStringLiteral("id")).string();
        f.engine = engineOf(e, s.engineNames);
        f.model = e.field(QStringLiteral("model")).string();
        f.computeCapabilities = readCapabilities(e);
        f.since = e.field(QStringLiteral("since")).string();
        f.cited = readSource(e);
        s.fp8Cache.append(f);
    });
}

/// Known limits: all-reduce fallbacks, open issues and minimum releases.
void readLimits(const JsonCursor &root, SoftwareCatalogue &s)
{
    forEachOptional(root, QStringLiteral("allReduce"), [&](const JsonCursor &e) {
        AllReduceFallback a;
        a.id = e.field(QStringLiteral("id")).string();
        a.engine = engineOf(e, s.engineNames);
        a.customAllReduceMaxPcieGpus =
            e.field(QStringLiteral("customAllReduceMaxPcieGpus")).integer(1, 1024);
        a.fallback = e.field(QStringLiteral("fallback")).string();
        a.optIn = e.field(QStringLiteral("optIn")).string();
        a.optInSince = e.field(QStringLiteral("optInSince")).string();
        a.cited = readSource(e);
        s.allReduce.append(a);
    });
    forEachOptional(root, QStringLiteral("issues"), [&](const JsonCursor &e) {
        EngineIssue i;
        i.id = e.field(QStringLiteral("id")).string();
        i.engine = engineOf(e, s.engineNames);
        i.number = e.field(QStringLiteral("number")).integer(1, 100000000);
        i.title = e.field(QStringLiteral("title")).string();
        i.attention = e.field(QStringLiteral("attention")).string();
        i.computeCapabilities = readCapabilities(e);
        i.opened = readDate(e.field(QStringLiteral("opened")));
        const JsonCursor state = e.field(QStringLiteral("state"));
        i.state = state.string();
        if (i.state != QLatin1String("open") && i.state != QLatin1String("closed"))
            state.fail(SoftwareCatalogueReader::tr("expected \"open\" or \"closed\""));
        i.checked = readDate(e.field(QStringLiteral("checked")));
        i.cited = readSource(e);
        s.issues.append(i);
    });
    forEachOptional(root, QStringLiteral("minimumReleases"), [&](const JsonCursor &e) {
        MinimumRelease m;
        m.engine = engineOf(e, s.engineNames);
        m.model = e.field(QStringLiteral("model")).string();
        m.computeCapabilities = readCapabilities(e);
        m.version = e.field(QStringLiteral("version")).string();
        m.cited = readSource(e);
        s.minimumReleases.append(m);
    });
}

/// The citations and the host's DIMM sizes.
void readCitationsAndHost(const JsonCursor &root, SoftwareCatalogue &s)
{
    if (root.has(QStringLiteral("citations"))) {
        root.field(QStringLiteral("citations"))
            .forEachField([&s](const QString &key, const JsonCursor &citation) {
                s.citations.insert(key, readSource(citation));
            });
    }
    if (root.has(QStringLiteral("host"))) {
        const JsonCursor host = root.field(QStringLiteral("host"));
        host.field(QStringLiteral("dimmSizes")).forEach([&](const JsonCursor &d) {
            const Bytes size = d.bytes();
            if (size.value() <= 0)
                d.fail(SoftwareCatalogueReader::tr("must be more than zero"));
            s.dimmSizes.append(size);
        });
        std::sort(s.dimmSizes.begin(), s.dimmSizes.end());
        s.dimmSource = readSource(host);
    }
}

} // namespace

SoftwareCatalogue SoftwareCatalogueReader::read(const JsonCursor &root)
{
    const JsonCursor format = root.field(QStringLiteral("format"));
    if (format.integer(1, 1000000) > kSupportedFormat)
        format.fail(tr("format %1 is newer than this program reads (%2)")
                        .arg(format.integer(1, 1000000))
                        .arg(kSupportedFormat));
    SoftwareCatalogue s;
    readEngines(root, s);
    readSupport(root, s);
    readLimits(root, s);
    readCitationsAndHost(root, s);
    return s;
}

} // namespace llmconf
