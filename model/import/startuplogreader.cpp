// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "filekind.h"

#include "formaterror.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <string_view>

namespace llmconf {

namespace {
// Ceilings well above any card and any context, so that a damaged line
// (a 400-digit number, a count past 64 bits) is refused, not read as
// infinity, zero or a negative number.
constexpr double kMostGiB = 1e6;
constexpr qint64 kMostTokens = qint64(1) << 50;
constexpr qint64 kMostContext = qint64(1) << 30;
constexpr double kMostConcurrency = 1e12;

/// A number of the log that is not one or not in range: the line's value,
/// shortened, and the range.
[[noreturn]] void outside(const QRegularExpressionMatch &match, int group, const QString &most,
                          const QString &fileName, const QString &line)
{
    const QString value = match.captured(group);
    throw FormatError(
        fileName, line,
        StartupLogReader::tr("%1 is outside 0 to %2")
            .arg(value.left(24) + (value.size() > 24 ? QStringLiteral("...") : QString()))
            .arg(most));
}

/// vLLM writes thousands with commas ("42,656 tokens").
qint64 wholeNumber(const QRegularExpressionMatch &match, int group, qint64 most,
                   const QString &fileName, const QString &line)
{
    bool ok = false;
    const qint64 n = match.captured(group).remove(QLatin1Char(',')).toLongLong(&ok);
    if (!ok || n < 0 || n > most)
        outside(match, group, QStringLiteral("%1").arg(most), fileName, line);
    return n;
}

double decimal(const QRegularExpressionMatch &match, int group, double most,
               const QString &fileName, const QString &line)
{
    bool ok = false;
    const double n = match.captured(group).toDouble(&ok);
    if (!ok || !std::isfinite(n) || n < 0 || n > most)
        outside(match, group, QStringLiteral("%1").arg(most), fileName, line);
    return n;
}

// A line longer than this is read in pieces of this size: memory stays
// bounded whatever the file holds (a vLLM line is a few hundred bytes).
constexpr qsizetype kLinePiece = 64 * 1024;
// What one read() asks for: many lines, so that a line costs no call.
constexpr qsizetype kChunk = 1024 * 1024;
// The lines shown in the calibration dialog: enough for every kind and a few workers.
constexpr qsizetype kSourceLines = 64;

/// The patterns of the lines read, compiled once.
struct Patterns
{
    const QRegularExpression loading{
        QStringLiteral(R"(Model loading took ([0-9]+(?:\.[0-9]+)?) ?GiB)")};
    // vLLM before 0.9: "Loading model weights took 57.7520 GB", GB meaning
    // GiB there (model_memory_usage / 2**30), and the profiling summary
    // "model weights take 14.99GiB; ... reserved for KV Cache is 51.68GiB".
    const QRegularExpression loadingOld{
        QStringLiteral(R"(Loading model weights took ([0-9]+(?:\.[0-9]+)?) ?Gi?B)")};
    const QRegularExpression weightsTake{
        QStringLiteral(R"(model weights take\s+([0-9]+(?:\.[0-9]+)?) ?GiB)")};
    // vLLM 0.6.5's profiling table (worker.py "Memory profiling results:"):
    // "available_kv_cache_memory    53.29GiB".
    const QRegularExpression availableTable{
        QStringLiteral(R"(available_kv_cache_memory\s+([0-9]+(?:\.[0-9]+)?) ?GiB)")};
    const QRegularExpression available{
        QStringLiteral(R"(Available KV cache memory: ([0-9]+(?:\.[0-9]+)?) ?GiB)")};
    const QRegularExpression restForCache{QStringLiteral(
        R"(the rest of the memory reserved for KV Cache is ([0-9]+(?:\.[0-9]+)?) ?GiB)")};
    const QRegularExpression tokens{QStringLiteral(R"(GPU KV cache size: ([0-9][0-9,]*) tokens)")};
    // "# GPU blocks: N" (V0 until 0.7), "# cuda blocks: N" (V0 executor_base from 0.7).
    const QRegularExpression blocks{QStringLiteral(R"(# (?:GPU|cuda) blocks: ([0-9][0-9,]*))")};
    const QRegularExpression blockSize{QStringLiteral(R"(block_size=([0-9]+))")};
    // "kv_cache_size: 12.5 GiB" is memory; "kv_cache_size_tokens=N" or a
    // bare number counts tokens.
    const QRegularExpression kvCacheSize{QStringLiteral(
        R"(kv_cache_size(?:_tokens)?["']?\s*[:=]\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*(GiB|GB)?)")};
    const QRegularExpression tooLong{QStringLiteral(
        R"(max seq len \(([0-9]+)\) is larger than the maximum number of tokens that can be )"
        R"(stored in KV cache \(([0-9]+)\))")};
    // vLLM V1 refusing to start (v1/core/kv_cache_utils.py): "To serve at least
    // one request with the models's max seq len (L), (X GiB KV cache is needed,
    // which is larger than the available KV cache memory (Y GiB). Based on the
    // available memory, the estimated maximum model length is N. ..."
    const QRegularExpression largerThanAvailable{QStringLiteral(
        R"(larger than the available KV cache memory \(([0-9]+(?:\.[0-9]+)?) ?GiB\))")};
    const QRegularExpression maxSeqLen{QStringLiteral(R"(max seq len \(([0-9][0-9,]*)\))")};
    const QRegularExpression estimatedLength{
        QStringLiteral(R"([Ee]stimated maximum model length is ([0-9][0-9,]*))")};
    const QRegularExpression engineLine{
        QStringLiteral(R"(Initializing an? (V[01]) LLM engine(?: \(v([0-9]+\.[0-9]+))?)")};
    // "vLLM API server version 0.11.0"; a script's "vllm==0.20.1.dev1+g39acbf39c".
    const QRegularExpression serverVersion{
        QStringLiteral(R"(vLLM API server version v?([0-9]+\.[0-9]+))")};
    const QRegularExpression pipVersion{QStringLiteral(R"(^vllm==([0-9]+\.[0-9]+))")};
    // 'gpu_memory_utilization': 0.95 (non-default args), gpu_memory_utilization
    // (0.89) (the profile), gpu_memory_utilization=0.9 (Namespace), the
    // 0.6.5 table's "gpu_memory_utilization       0.90", --gpu-memory-utilization
    // 0.95 (the command), "Desired GPU memory utilization is (0.9, 39.98 GiB)".
    const QRegularExpression utilization{
        QStringLiteral(R"((?:gpu[_-]memory[_-]utilization['"]?|GPU memory utilization is))"
                       R"((?:\s*[:=(]\s*|\s+)([0-9]*\.?[0-9]+))")};
    const QRegularExpression concurrency{QStringLiteral(
        R"(Maximum concurrency for ([0-9][0-9,]*) tokens per request: ([0-9]+(?:\.[0-9]+)?)x)")};
};

const Patterns &patterns()
{
    static const Patterns p;
    return p;
}

/// The plain texts that mark the lines read; a line without any is skipped
/// after one pass over its bytes.
enum Marker : unsigned {
    kLoading,
    kLoadingOld,
    kWeightsTake,
    kAvailable,
    kAvailableTable,
    kRestForCache,
    kCacheSize,
    kGpuBlocks,
    kCudaBlocks,
    kBlockSize,
    kKvCacheSize,
    kTooLong,
    kEngine,
    kConcurrency,
    kLargerThanAvailable,
    kEagerConfig,
    kEagerSet,
    kServerVersion,
    kPipVersion,
    kUtilization,
    kUtilizationFlag,
    kUtilizationDesired,
    kMarkers
};

constexpr std::array<std::string_view, kMarkers> kMarkerTexts{
    "Model loading took",
    "Loading model weights took",
    "model weights take",
    "Available KV cache memory",
    "available_kv_cache_memory",
    "reserved for KV Cache",
    "GPU KV cache size",
    "# GPU blocks",
    "# cuda blocks",
    "block_size=",
    "kv_cache_size",
    "is larger than the maximum number of tokens",
    "LLM engine",
    "Maximum concurrency for",
    "larger than the available KV cache memory",
    "enforce_eager=",
    "Enforce eager set",
    "API server version",
    "vllm==",
    "gpu_memory_utilization",
    "gpu-memory-utilization",
    "GPU memory utilization is"};

/// Finds every marker of a line in one pass: each position's four bytes are
/// hashed into a table of the markers' first four bytes, and only a position
/// whose hash is in it is compared. No allocation, no regular expression:
/// a log of hundreds of megabytes is read at disk speed (issue 31).
class MarkerScan
{
public:
    MarkerScan()
    {
        for (unsigned k = 0; k < kMarkers; ++k) {
            m_hash[k] = hash(kMarkerTexts[k].data());
            m_table[m_hash[k] >> 6] |= quint64(1) << (m_hash[k] & 63);
        }
    }
    /// Bit k set when marker k is in `line`.
    quint32 markers(QByteArrayView line) const
    {
        const char *data = line.data();
        const qsizetype end = line.size() - 3;
        quint32 found = 0;
        for (qsizetype i = 0; i < end; ++i) {
            const quint32 h = hash(data + i);
            if (!((m_table[h >> 6] >> (h & 63)) & 1))
                continue;
            for (unsigned k = 0; k < kMarkers; ++k) {
                const std::string_view marker = kMarkerTexts[k];
                if (m_hash[k] == h && line.size() - i >= qsizetype(marker.size()) &&
                    std::memcmp(data + i, marker.data(), marker.size()) == 0)
                    found |= quint32(1) << k;
            }
        }
        return found;
    }

private:
    static constexpr int kBits = 12;
    static quint32 hash(const char *at)
    {
        quint32 word;
        std::memcpy(&word, at, sizeof word);
        return (word * 2654435761u) >> (32 - kBits);
    }
    std::array<quint64, (1 << kBits) / 64> m_table{};
    std::array<quint32, kMarkers> m_hash{};
};

const MarkerScan &markerScan()
{
    static const MarkerScan scan;
    return scan;
}

/// One pass over a log: each line's figures, the smallest of every worker's
/// value kept, then the older wordings where the current one is missing.
class LogScan
{
public:
    explicit LogScan(const QString &fileName) : m_fileName(fileName) {}

    void readLine(QByteArrayView line)
    {
        m_markers = markerScan().markers(line);
        if (m_markers == 0)
            return; // most lines of a log
        m_line = line;
        m_text = QString(); // decoded only for lines that carry a marker
        memoryLines();
        cacheLines();
        limitLines();
        runLines();
    }
    StartupLog finish();

private:
    template <typename Slot, typename Value> static void smaller(Slot &slot, Value value)
    {
        if (!slot || value < *slot)
            slot = value;
    }
    const QString &text()
    {
        if (m_text.isNull())
            m_text = QString::fromUtf8(m_line).trimmed();
        return m_text;
    }
    bool has(Marker marker) const { return (m_markers >> marker) & 1; }
    // The marker first: most lines of a log are none of these.
    QRegularExpressionMatch match(Marker marker, const QRegularExpression &pattern)
    {
        if (!has(marker))
            return {};
        QRegularExpressionMatch m = pattern.match(text());
        if (m.hasMatch())
            keepLine();
        return m;
    }
    // A line read from, among the source lines: read again they give the
    // same log (the calibration dialog reads them back).
    void keepLine()
    {
        if (m_log.sourceLines.size() < kSourceLines &&
            (m_log.sourceLines.isEmpty() || m_log.sourceLines.last() != text()))
            m_log.sourceLines.append(text());
    }
    // Every number is range-checked and named by its line: a damaged
    // line is refused, not read as infinity, zero or a negative number.
    Bytes giB(const QRegularExpressionMatch &m, const char *marker) const
    {
        return gibibytes(decimal(m, 1, kMostGiB, m_fileName, QString::fromLatin1(marker)));
    }
    qint64 count(const QRegularExpressionMatch &m, int group, qint64 most, const char *marker) const
    {
        return wholeNumber(m, group, most, m_fileName, QString::fromLatin1(marker));
    }
    void memoryLines();
    void cacheLines();
    void limitLines();
    void runLines();
    void refusedByV1(const QRegularExpressionMatch &m);
    qint64 blockTokens(qint64 blocks, int blockSize) const;

    const QString &m_fileName;
    QByteArrayView m_line;
    quint32 m_markers = 0;
    QString m_text;
    StartupLog m_log;
    std::optional<Bytes> m_loadingOldest, m_weightsTaken, m_restReserved;
    std::optional<qint64> m_cacheSizeTokens; // kv_cache_size without a unit
    bool m_blockSizeSeen = false;
};

/// Weights and the memory left for the cache, in today's and older wordings.
void LogScan::memoryLines()
{
    const Patterns &p = patterns();
    if (auto m = match(kLoading, p.loading); m.hasMatch())
        smaller(m_log.modelLoading, giB(m, "Model loading took"));
    if (auto m = match(kLoadingOld, p.loadingOld); m.hasMatch())
        smaller(m_loadingOldest, giB(m, "Loading model weights took"));
    if (auto m = match(kWeightsTake, p.weightsTake); m.hasMatch())
        smaller(m_weightsTaken, giB(m, "model weights take"));
    if (auto m = match(kAvailable, p.available); m.hasMatch())
        smaller(m_log.availableCache, giB(m, "Available KV cache memory"));
    if (auto m = match(kAvailableTable, p.availableTable); m.hasMatch())
        smaller(m_restReserved, giB(m, "available_kv_cache_memory"));
    if (auto m = match(kRestForCache, p.restForCache); m.hasMatch())
        smaller(m_restReserved, giB(m, "reserved for KV Cache"));
}

/// The cache's size in tokens, blocks or kv_cache_size.
void LogScan::cacheLines()
{
    const Patterns &p = patterns();
    if (auto m = match(kCacheSize, p.tokens); m.hasMatch()) {
        smaller(m_log.cacheTokens, count(m, 1, kMostTokens, "GPU KV cache size"));
        ++m_log.cacheSizeLines;
    }
    if (auto m = match(kGpuBlocks, p.blocks); m.hasMatch())
        smaller(m_log.gpuBlocks, count(m, 1, kMostTokens, "# GPU blocks"));
    if (auto m = match(kCudaBlocks, p.blocks); m.hasMatch())
        smaller(m_log.gpuBlocks, count(m, 1, kMostTokens, "# cuda blocks"));
    if (!m_blockSizeSeen) {
        if (auto m = match(kBlockSize, p.blockSize); m.hasMatch()) {
            m_log.blockSize = int(std::max<qint64>(1, count(m, 1, 1 << 20, "block_size")));
            m_blockSizeSeen = true;
        }
    }
    if (has(kKvCacheSize)) {
        for (auto it = p.kvCacheSize.globalMatch(text()); it.hasNext();) {
            const auto m = it.next();
            if (!m.captured(2).isEmpty())
                smaller(m_log.availableCache, giB(m, "kv_cache_size"));
            else
                smaller(m_cacheSizeTokens, count(m, 1, kMostTokens, "kv_cache_size"));
        }
    }
}

/// The context refused, the engine and the concurrency vLLM states.
void LogScan::limitLines()
{
    const Patterns &p = patterns();
    if (!m_log.refusedMaxModelLen) {
        if (auto m = match(kTooLong, p.tooLong); m.hasMatch()) {
            m_log.refusedMaxModelLen = count(m, 1, kMostContext, "max seq len");
            smaller(m_cacheSizeTokens, count(m, 2, kMostTokens, "max seq len"));
        }
    }
    if (auto m = match(kLargerThanAvailable, p.largerThanAvailable); m.hasMatch())
        refusedByV1(m);
    if (!m_log.concurrency) {
        if (auto m = match(kConcurrency, p.concurrency); m.hasMatch()) {
            m_log.concurrencyContext = int(count(m, 1, kMostContext, "Maximum concurrency for"));
            m_log.concurrency = decimal(m, 2, kMostConcurrency, m_fileName,
                                        QStringLiteral("Maximum concurrency for"));
        }
    }
}

/// How the run was started: the engine and release, eager or not, and the
/// memory utilisation it requested. Source lines too: calibration follows
/// them.
void LogScan::runLines()
{
    const Patterns &p = patterns();
    if (!m_log.engine && has(kEngine)) {
        if (const auto m = p.engineLine.match(text()); m.hasMatch()) {
            m_log.engine = m.captured(1) == QLatin1String("V0") ? VllmEngine::V0 : VllmEngine::V1;
            if (const auto version = VllmVersion::fromText(m.captured(2)))
                m_log.version = version;
            keepLine();
        }
    }
    // The engine line names the release where it does; else the API server
    // or the environment a script printed.
    if (!m_log.version && (has(kServerVersion) || has(kPipVersion))) {
        for (const QRegularExpression *pattern : {&p.serverVersion, &p.pipVersion})
            if (const auto m = pattern->match(text()); m.hasMatch() && !m_log.version) {
                m_log.version = VllmVersion::fromText(m.captured(1));
                keepLine();
            }
    }
    // The engine config says either way; the warning only when eager.
    if (has(kEagerSet)) {
        m_log.enforceEager = true;
        keepLine();
    } else if (!m_log.enforceEager && has(kEagerConfig)) {
        m_log.enforceEager = text().contains(QLatin1String("enforce_eager=True"));
        keepLine();
    }
    // Every worker prints the same; the first is kept. vLLM takes (0, 1].
    if (!m_log.utilization &&
        (has(kUtilization) || has(kUtilizationFlag) || has(kUtilizationDesired))) {
        if (const auto m = p.utilization.match(text()); m.hasMatch()) {
            const double share =
                decimal(m, 1, 1.0, m_fileName, QStringLiteral("gpu_memory_utilization"));
            if (share <= 0)
                outside(m, 1, QStringLiteral("1"), m_fileName,
                        QStringLiteral("gpu_memory_utilization"));
            m_log.utilization = share;
            keepLine();
        }
    }
}

/// vLLM V1's refusal to start states the cache memory it had, the max model
/// len it refused and the length that would fit.
void LogScan::refusedByV1(const QRegularExpressionMatch &m)
{
    const Patterns &p = patterns();
    smaller(m_log.availableCache, giB(m, "larger than the available KV cache memory"));
    if (const auto len = p.maxSeqLen.match(text()); len.hasMatch() && !m_log.refusedMaxModelLen)
        m_log.refusedMaxModelLen = count(len, 1, kMostContext, "max seq len");
    if (const auto fits = p.estimatedLength.match(text()); fits.hasMatch())
        smaller(m_log.estimatedMaxModelLen,
                count(fits, 1, kMostContext, "estimated maximum model length"));
}

/// # GPU blocks x block_size, refused at the field when the product is past
/// what the log reader accepts as tokens (it would overflow 64 bits).
qint64 LogScan::blockTokens(qint64 blocks, int blockSize) const
{
    const qint64 most = kMostTokens / blockSize;
    if (blocks > most)
        throw FormatError(m_fileName, QStringLiteral("# GPU blocks"),
                          StartupLogReader::tr("%1 is outside 0 to %2 (blocks of %3 tokens, at "
                                               "most %4 tokens in all)")
                              .arg(blocks)
                              .arg(most)
                              .arg(blockSize)
                              .arg(kMostTokens));
    return blocks * blockSize;
}

StartupLog LogScan::finish()
{
    StartupLog &log = m_log;
    // Older wordings stand in where the current one is missing.
    if (!log.modelLoading)
        log.modelLoading = m_loadingOldest ? m_loadingOldest : m_weightsTaken;
    if (!log.availableCache)
        log.availableCache = m_restReserved;
    if (!log.cacheTokens && log.gpuBlocks) {
        log.cacheTokens = blockTokens(*log.gpuBlocks, log.blockSize);
        log.cacheSizeLines = 1;
    }
    if (m_cacheSizeTokens) {
        smaller(log.cacheTokens, *m_cacheSizeTokens);
        log.cacheSizeLines = std::max(1, log.cacheSizeLines);
    }
    if (!log.modelLoading && !log.availableCache && !log.cacheTokens && !log.concurrency)
        throw FormatError(m_fileName, QString(),
                          StartupLogReader::tr(
                              "no vLLM start-up line found: expected \"Model loading took X GiB\", "
                              "\"Available KV cache memory: Y GiB\", \"GPU KV cache size: N "
                              "tokens\" or \"Maximum concurrency for T tokens per request: Cx\""));
    return log;
}
} // namespace

StartupLog StartupLogReader::read(const QString &text, const QString &fileName)
{
    QByteArray bytes = text.toUtf8();
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    return read(buffer, fileName);
}

StartupLog StartupLogReader::read(QIODevice &device, const QString &fileName)
{
    // In chunks, split into lines here: the log is never held whole, so a
    // log of gigabytes takes as little memory as one of kilobytes. Every line
    // is read, because the smallest of every worker's value is kept.
    LogScan scan(fileName);
    QByteArray buffer(kChunk, Qt::Uninitialized);
    qsizetype held = 0;
    for (bool end = false; !end;) {
        const qint64 got = device.read(buffer.data() + held, buffer.size() - held);
        end = got <= 0;
        held += std::max<qint64>(got, 0);
        qsizetype start = 0;
        while (start < held) {
            const char *from = buffer.constData() + start;
            const qsizetype window = std::min(held - start, kLinePiece);
            const void *newline = std::memchr(from, '\n', size_t(window));
            qsizetype length = window; // a piece of a long line, or the last line
            if (newline)
                length = static_cast<const char *>(newline) - from + 1;
            else if (window < kLinePiece && !end)
                break; // the rest of the line comes with the next chunk
            scan.readLine(QByteArrayView(from, length));
            start += length;
        }
        std::memmove(buffer.data(), buffer.constData() + start, size_t(held - start));
        held -= start;
    }
    return scan.finish();
}

StartupLog StartupLogReader::readFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    // A named pipe blocks at open and /dev/zero never ends: only a regular
    // file is read (issue 30), as every reader asks FileKind.
    if (const QString why = FileKind::whyNotARegularFile(path); !why.isEmpty())
        throw FormatError(name, QString(),
                          tr("%1; save the log to a file and give its name").arg(why));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(name, QString(), tr("cannot be opened: %1").arg(file.errorString()));
    return read(file, name);
}

} // namespace llmconf
