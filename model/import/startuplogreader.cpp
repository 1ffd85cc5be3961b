// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "formaterror.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

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
    static const QRegularExpression available(
        QStringLiteral(R"(Available KV cache memory: ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    static const QRegularExpression tokens(
        QStringLiteral(R"(GPU KV cache size: ([0-9][0-9,]*) tokens)"));
    static const QRegularExpression concurrency(QStringLiteral(
        R"(Maximum concurrency for ([0-9][0-9,]*) tokens per request: ([0-9]+(?:\.[0-9]+)?)x)"));

    // Line by line, the first line of each kind: the log is never held whole,
    // so a log of gigabytes takes as little memory as one of kilobytes.
    StartupLog log;
    QByteArray buffer(kLinePiece + 1, Qt::Uninitialized);
    for (;;) {
        const qint64 length = device.readLine(buffer.data(), buffer.size());
        if (length <= 0)
            break;
        const QByteArrayView line(buffer.constData(), length);
        // A plain search first: most lines of a log are none of these.
        const auto take = [&](const char *marker, const QRegularExpression &pattern,
                              const auto &store) {
            if (!line.contains(QByteArrayView(marker)))
                return;
            const QString text = QString::fromUtf8(line).trimmed();
            if (const auto m = pattern.match(text); m.hasMatch()) {
                store(m);
                log.sourceLines.append(text);
            }
        };
        if (!log.modelLoading)
            take("Model loading took", loading, [&](const QRegularExpressionMatch &m) {
                log.modelLoading = gibibytes(m.captured(1).toDouble());
            });
        if (!log.availableCache)
            take("Available KV cache memory", available, [&](const QRegularExpressionMatch &m) {
                log.availableCache = gibibytes(m.captured(1).toDouble());
            });
        if (!log.cacheTokens)
            take("GPU KV cache size", tokens, [&](const QRegularExpressionMatch &m) {
                log.cacheTokens = wholeNumber(m.captured(1));
            });
        if (!log.concurrency)
            take("Maximum concurrency for", concurrency, [&](const QRegularExpressionMatch &m) {
                log.concurrencyContext = int(wholeNumber(m.captured(1)));
                log.concurrency = m.captured(2).toDouble();
            });
        if (log.modelLoading && log.availableCache && log.cacheTokens && log.concurrency)
            break; // every kind found: the rest of the log adds nothing
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
