// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "formaterror.h"

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
} // namespace

StartupLog StartupLogReader::read(const QString &text, const QString &fileName)
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

    // The smallest of every worker's value.
    const auto smallestBytes = [&text](const QRegularExpression &re) -> std::optional<Bytes> {
        std::optional<Bytes> least;
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const Bytes b = gibibytes(it.next().captured(1).toDouble());
            if (!least || b < *least)
                least = b;
        }
        return least;
    };
    const auto smallestCount = [&text](const QRegularExpression &re, int group,
                                       int *count) -> std::optional<qint64> {
        std::optional<qint64> least;
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const qint64 n = wholeNumber(it.next().captured(group));
            if (count)
                ++*count;
            if (!least || n < *least)
                least = n;
        }
        return least;
    };

    StartupLog log;
    log.modelLoading = smallestBytes(loading);
    if (!log.modelLoading)
        log.modelLoading = smallestBytes(loadingOld);
    if (!log.modelLoading)
        log.modelLoading = smallestBytes(weightsTake);
    log.availableCache = smallestBytes(available);
    if (!log.availableCache)
        log.availableCache = smallestBytes(restForCache);
    log.cacheTokens = smallestCount(tokens, 1, &log.cacheSizeLines);
    if (const auto m = blockSize.match(text); m.hasMatch())
        log.blockSize = std::max(1, m.captured(1).toInt());
    log.gpuBlocks = smallestCount(blocks, 1, nullptr);
    if (!log.cacheTokens && log.gpuBlocks) {
        log.cacheTokens = *log.gpuBlocks * log.blockSize;
        log.cacheSizeLines = 1;
    }
    for (auto it = kvCacheSize.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (!m.captured(2).isEmpty()) {
            const Bytes b = gibibytes(m.captured(1).remove(QLatin1Char(',')).toDouble());
            if (!log.availableCache || b < *log.availableCache)
                log.availableCache = b;
        } else if (!log.cacheTokens || wholeNumber(m.captured(1)) < *log.cacheTokens) {
            log.cacheTokens = wholeNumber(m.captured(1));
            log.cacheSizeLines = std::max(1, log.cacheSizeLines);
        }
    }
    if (const auto m = tooLong.match(text); m.hasMatch()) {
        log.refusedMaxModelLen = wholeNumber(m.captured(1));
        const qint64 stored = wholeNumber(m.captured(2));
        if (!log.cacheTokens || stored < *log.cacheTokens)
            log.cacheTokens = stored;
    }
    if (const auto m = concurrency.match(text); m.hasMatch()) {
        log.concurrencyContext = int(wholeNumber(m.captured(1)));
        log.concurrency = m.captured(2).toDouble();
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
    return read(QString::fromUtf8(file.readAll()), name);
}

} // namespace llmconf
