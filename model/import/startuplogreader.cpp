// SPDX-License-Identifier: MIT
#include "startuplogreader.h"

#include "formaterror.h"

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
        log.modelLoading = gibibytes(m.captured(1).toDouble());
    if (const auto m = available.match(text); m.hasMatch())
        log.availableCache = gibibytes(m.captured(1).toDouble());
    if (const auto m = tokens.match(text); m.hasMatch())
        log.cacheTokens = wholeNumber(m.captured(1));
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
