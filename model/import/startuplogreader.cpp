// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "formaterror.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

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
constexpr qint64 kLinePiece = 64 * 1024;
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
    const QRegularExpression engineLine{QStringLiteral(R"(Initializing an? (V[01]) LLM engine)")};
    const QRegularExpression concurrency{QStringLiteral(
        R"(Maximum concurrency for ([0-9][0-9,]*) tokens per request: ([0-9]+(?:\.[0-9]+)?)x)")};
};

const Patterns &patterns()
{
    static const Patterns p;
    return p;
}

/// One pass over a log: each line's figures, the smallest of every worker's
/// value kept, then the older wordings where the current one is missing.
class LogScan
{
public:
    explicit LogScan(const QString &fileName) : m_fileName(fileName) {}

    void readLine(QByteArrayView line)
    {
        m_line = line;
        m_text = QString(); // decoded only for lines that carry a marker
        memoryLines();
        cacheLines();
        limitLines();
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
    // A plain search first: most lines of a log are none of these.
    QRegularExpressionMatch match(const char *marker, const QRegularExpression &pattern)
    {
        if (!m_line.contains(QByteArrayView(marker)))
            return {};
        QRegularExpressionMatch m = pattern.match(text());
        if (m.hasMatch() && m_log.sourceLines.size() < kSourceLines &&
            (m_log.sourceLines.isEmpty() || m_log.sourceLines.last() != m_text))
            m_log.sourceLines.append(m_text);
        return m;
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

    const QString &m_fileName;
    QByteArrayView m_line;
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
    if (auto m = match("Model loading took", p.loading); m.hasMatch())
        smaller(m_log.modelLoading, giB(m, "Model loading took"));
    if (auto m = match("Loading model weights took", p.loadingOld); m.hasMatch())
        smaller(m_loadingOldest, giB(m, "Loading model weights took"));
    if (auto m = match("model weights take", p.weightsTake); m.hasMatch())
        smaller(m_weightsTaken, giB(m, "model weights take"));
    if (auto m = match("Available KV cache memory", p.available); m.hasMatch())
        smaller(m_log.availableCache, giB(m, "Available KV cache memory"));
    if (auto m = match("available_kv_cache_memory", p.availableTable); m.hasMatch())
        smaller(m_restReserved, giB(m, "available_kv_cache_memory"));
    if (auto m = match("reserved for KV Cache", p.restForCache); m.hasMatch())
        smaller(m_restReserved, giB(m, "reserved for KV Cache"));
}

/// The cache's size in tokens, blocks or kv_cache_size.
void LogScan::cacheLines()
{
    const Patterns &p = patterns();
    if (auto m = match("GPU KV cache size", p.tokens); m.hasMatch()) {
        smaller(m_log.cacheTokens, count(m, 1, kMostTokens, "GPU KV cache size"));
        ++m_log.cacheSizeLines;
    }
    if (auto m = match("# GPU blocks", p.blocks); m.hasMatch())
        smaller(m_log.gpuBlocks, count(m, 1, kMostTokens, "# GPU blocks"));
    if (auto m = match("# cuda blocks", p.blocks); m.hasMatch())
        smaller(m_log.gpuBlocks, count(m, 1, kMostTokens, "# cuda blocks"));
    if (!m_blockSizeSeen) {
        if (auto m = match("block_size=", p.blockSize); m.hasMatch()) {
            m_log.blockSize = int(std::max<qint64>(1, count(m, 1, 1 << 20, "block_size")));
            m_blockSizeSeen = true;
        }
    }
    if (m_line.contains(QByteArrayView("kv_cache_size"))) {
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
        if (auto m = match("is larger than the maximum number of tokens", p.tooLong);
            m.hasMatch()) {
            m_log.refusedMaxModelLen = count(m, 1, kMostContext, "max seq len");
            smaller(m_cacheSizeTokens, count(m, 2, kMostTokens, "max seq len"));
        }
    }
    // Not a source line of a figure (the engine line is the whole config).
    if (!m_log.engine && m_line.contains(QByteArrayView("LLM engine"))) {
        if (const auto m = p.engineLine.match(QString::fromUtf8(m_line)); m.hasMatch())
            m_log.engine = m.captured(1) == QLatin1String("V0") ? VllmEngine::V0 : VllmEngine::V1;
    }
    if (!m_log.concurrency) {
        if (auto m = match("Maximum concurrency for", p.concurrency); m.hasMatch()) {
            m_log.concurrencyContext = int(count(m, 1, kMostContext, "Maximum concurrency for"));
            m_log.concurrency = decimal(m, 2, kMostConcurrency, m_fileName,
                                        QStringLiteral("Maximum concurrency for"));
        }
    }
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
        log.cacheTokens = *log.gpuBlocks * log.blockSize;
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
    // Line by line: the log is never held whole, so a log of gigabytes takes
    // as little memory as one of kilobytes. Every line is read, because the
    // smallest of every worker's value is kept.
    LogScan scan(fileName);
    QByteArray buffer(kLinePiece + 1, Qt::Uninitialized);
    for (;;) {
        const qint64 length = device.readLine(buffer.data(), buffer.size());
        if (length <= 0)
            break;
        scan.readLine(QByteArrayView(buffer.constData(), length));
    }
    return scan.finish();
}

StartupLog StartupLogReader::readFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(name, QString(), tr("cannot be opened: %1").arg(file.errorString()));
    return read(file, name);
}

} // namespace llmconf
