// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "formaterror.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace llmconf {

namespace {
// vLLM writes thousands with commas ("42,656 tokens").
qint64 wholeNumber(QString text)
{
    return text.remove(QLatin1Char(',')).toLongLong();
}

// A line longer than this is read in pieces of this size: memory stays
// bounded whatever the file holds (a vLLM line is a few hundred bytes).
constexpr qint64 kLinePiece = 64 * 1024;
// The lines shown in the calibration dialog: enough for every kind and a few workers.
constexpr qsizetype kSourceLines = 64;
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
    static const QRegularExpression loading(
        QStringLiteral(R"(Model loading took ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    // vLLM before 0.9: "Loading model weights took 57.7520 GB", GB meaning
    // GiB there (model_memory_usage / 2**30), and the profiling summary
    // "model weights take 14.99GiB; ... reserved for KV Cache is 51.68GiB".
    static const QRegularExpression loadingOld(
        QStringLiteral(R"(Loading model weights took ([0-9]+(?:\.[0-9]+)?) ?Gi?B)"));
    static const QRegularExpression weightsTake(
        QStringLiteral(R"(model weights take ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    static const QRegularExpression available(
        QStringLiteral(R"(Available KV cache memory: ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    static const QRegularExpression restForCache(QStringLiteral(
        R"(the rest of the memory reserved for KV Cache is ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    static const QRegularExpression tokens(
        QStringLiteral(R"(GPU KV cache size: ([0-9][0-9,]*) tokens)"));
    static const QRegularExpression blocks(QStringLiteral(R"(# GPU blocks: ([0-9][0-9,]*))"));
    static const QRegularExpression blockSize(QStringLiteral(R"(block_size=([0-9]+))"));
    // "kv_cache_size: 12.5 GiB" is memory; "kv_cache_size_tokens=N" or a
    // bare number counts tokens.
    static const QRegularExpression kvCacheSize(QStringLiteral(
        R"(kv_cache_size(?:_tokens)?["']?\s*[:=]\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*(GiB|GB)?)"));
    static const QRegularExpression tooLong(QStringLiteral(
        R"(max seq len \(([0-9]+)\) is larger than the maximum number of tokens that can be )"
        R"(stored in KV cache \(([0-9]+)\))"));
    static const QRegularExpression concurrency(QStringLiteral(
        R"(Maximum concurrency for ([0-9][0-9,]*) tokens per request: ([0-9]+(?:\.[0-9]+)?)x)"));

    // Line by line: the log is never held whole, so a log of gigabytes takes
    // as little memory as one of kilobytes. Every line is read, because the
    // smallest of every worker's value is kept.
    StartupLog log;
    std::optional<Bytes> loadingOldest, weightsTaken, restReserved;
    std::optional<qint64> cacheSizeTokens; // kv_cache_size without a unit
    bool blockSizeSeen = false;
    const auto smaller = [](auto &slot, auto value) {
        if (!slot || value < *slot)
            slot = value;
    };
    QByteArray buffer(kLinePiece + 1, Qt::Uninitialized);
    for (;;) {
        const qint64 length = device.readLine(buffer.data(), buffer.size());
        if (length <= 0)
            break;
        const QByteArrayView line(buffer.constData(), length);
        QString text; // decoded only for lines that carry a marker
        // A plain search first: most lines of a log are none of these.
        const auto match = [&](const char *marker,
                               const QRegularExpression &pattern) -> QRegularExpressionMatch {
            if (!line.contains(QByteArrayView(marker)))
                return {};
            if (text.isNull())
                text = QString::fromUtf8(line).trimmed();
            QRegularExpressionMatch m = pattern.match(text);
            if (m.hasMatch() && log.sourceLines.size() < kSourceLines &&
                (log.sourceLines.isEmpty() || log.sourceLines.last() != text))
                log.sourceLines.append(text);
            return m;
        };
        const auto giB = [](const QRegularExpressionMatch &m) {
            return gibibytes(m.captured(1).toDouble());
        };
        if (auto m = match("Model loading took", loading); m.hasMatch())
            smaller(log.modelLoading, giB(m));
        if (auto m = match("Loading model weights took", loadingOld); m.hasMatch())
            smaller(loadingOldest, giB(m));
        if (auto m = match("model weights take", weightsTake); m.hasMatch())
            smaller(weightsTaken, giB(m));
        if (auto m = match("Available KV cache memory", available); m.hasMatch())
            smaller(log.availableCache, giB(m));
        if (auto m = match("reserved for KV Cache", restForCache); m.hasMatch())
            smaller(restReserved, giB(m));
        if (auto m = match("GPU KV cache size", tokens); m.hasMatch()) {
            smaller(log.cacheTokens, wholeNumber(m.captured(1)));
            ++log.cacheSizeLines;
        }
        if (auto m = match("# GPU blocks", blocks); m.hasMatch())
            smaller(log.gpuBlocks, wholeNumber(m.captured(1)));
        if (!blockSizeSeen) {
            if (auto m = match("block_size=", blockSize); m.hasMatch()) {
                log.blockSize = std::max(1, m.captured(1).toInt());
                blockSizeSeen = true;
            }
        }
        if (line.contains(QByteArrayView("kv_cache_size"))) {
            if (text.isNull())
                text = QString::fromUtf8(line).trimmed();
            for (auto it = kvCacheSize.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                if (!m.captured(2).isEmpty())
                    smaller(log.availableCache,
                            gibibytes(m.captured(1).remove(QLatin1Char(',')).toDouble()));
                else
                    smaller(cacheSizeTokens, wholeNumber(m.captured(1)));
            }
        }
        if (!log.refusedMaxModelLen) {
            if (auto m = match("is larger than the maximum number of tokens", tooLong);
                m.hasMatch()) {
                log.refusedMaxModelLen = wholeNumber(m.captured(1));
                smaller(cacheSizeTokens, wholeNumber(m.captured(2)));
            }
        }
        if (!log.concurrency) {
            if (auto m = match("Maximum concurrency for", concurrency); m.hasMatch()) {
                log.concurrencyContext = int(wholeNumber(m.captured(1)));
                log.concurrency = m.captured(2).toDouble();
            }
        }
    }
    // Older wordings stand in where the current one is missing.
    if (!log.modelLoading)
        log.modelLoading = loadingOldest ? loadingOldest : weightsTaken;
    if (!log.availableCache)
        log.availableCache = restReserved;
    if (!log.cacheTokens && log.gpuBlocks) {
        log.cacheTokens = *log.gpuBlocks * log.blockSize;
        log.cacheSizeLines = 1;
    }
    if (cacheSizeTokens) {
        smaller(log.cacheTokens, *cacheSizeTokens);
        log.cacheSizeLines = std::max(1, log.cacheSizeLines);
    }
    if (!log.modelLoading && !log.availableCache && !log.cacheTokens && !log.concurrency)
        throw FormatError(fileName, QString(),
                          tr("no vLLM start-up line found: expected \"Model loading took X GiB\", "
                             "\"Available KV cache memory: Y GiB\", \"GPU KV cache size: N "
                             "tokens\" or \"Maximum concurrency for T tokens per request: Cx\""));
    return log;
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
