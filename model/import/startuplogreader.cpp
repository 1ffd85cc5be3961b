// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "formaterror.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

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

/// vLLM writes thousands with commas ("42,656 tokens").
qint64 wholeNumber(const QRegularExpressionMatch &match, int group, qint64 most,
                   const QString &fileName, const QString &line)
{
    bool ok = false;
    const qint64 n = match.captured(group).remove(QLatin1Char(',')).toLongLong(&ok);
    if (!ok || n < 0 || n > most)
        throw FormatError(
            fileName, line,
            StartupLogReader::tr("%1 is outside 0 to %2")
                .arg(match.captured(group).left(24) +
                     (match.captured(group).size() > 24 ? QStringLiteral("...") : QString()))
                .arg(most));
    return n;
}

double decimal(const QRegularExpressionMatch &match, int group, double most,
               const QString &fileName, const QString &line)
{
    bool ok = false;
    const double n = match.captured(group).toDouble(&ok);
    if (!ok || !std::isfinite(n) || n < 0 || n > most)
        throw FormatError(
            fileName, line,
            StartupLogReader::tr("%1 is outside 0 to %2")
                .arg(match.captured(group).left(24) +
                     (match.captured(group).size() > 24 ? QStringLiteral("...") : QString()))
                .arg(most));
    return n;
}
} // namespace

StartupLog StartupLogReader::read(const QString &text, const QString &fileName)
{
    static const QRegularExpression loading(
        QStringLiteral(R"(Model loading took ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    static const QRegularExpression available(
        QStringLiteral(R"(Available KV cache memory: ([0-9]+(?:\.[0-9]+)?) ?GiB)"));
    static const QRegularExpression tokens(
        QStringLiteral(R"(GPU KV cache size: ([0-9][0-9,]*) tokens)"));
    static const QRegularExpression concurrency(QStringLiteral(
        R"(Maximum concurrency for ([0-9][0-9,]*) tokens per request: ([0-9]+(?:\.[0-9]+)?)x)"));

    StartupLog log;
    if (const auto m = loading.match(text); m.hasMatch())
        log.modelLoading =
            gibibytes(decimal(m, 1, kMostGiB, fileName, QStringLiteral("Model loading took")));
    if (const auto m = available.match(text); m.hasMatch())
        log.availableCache = gibibytes(
            decimal(m, 1, kMostGiB, fileName, QStringLiteral("Available KV cache memory")));
    if (const auto m = tokens.match(text); m.hasMatch())
        log.cacheTokens =
            wholeNumber(m, 1, kMostTokens, fileName, QStringLiteral("GPU KV cache size"));
    if (const auto m = concurrency.match(text); m.hasMatch()) {
        log.concurrencyContext = int(
            wholeNumber(m, 1, kMostContext, fileName, QStringLiteral("Maximum concurrency for")));
        log.concurrency =
            decimal(m, 2, kMostConcurrency, fileName, QStringLiteral("Maximum concurrency for"));
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
    // Until the log is read as a stream: a log larger than this (or an
    // endless one) is refused instead of filling memory.
    const QByteArray data = file.read(kMostLogBytes + 1);
    if (data.size() > kMostLogBytes)
        throw FormatError(name, QString(),
                          tr("is larger than %1 MiB, more than a start-up log")
                              .arg(kMostLogBytes / (1024 * 1024)));
    return read(QString::fromUtf8(data), name);
}

} // namespace llmconf
