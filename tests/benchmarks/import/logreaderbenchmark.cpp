// SPDX-License-Identifier: MIT
// How fast `calibrate` reads a log: StartupLogReader::readFile over 64 MiB of
// vLLM lines (the test logs, then metrics lines of a server that ran for
// days: "GPU KV cache usage" shares a prefix with a marker). Issue 31 asks for
// 200 MB/s or more with flat memory.
#include "startuplogreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <benchmark/benchmark.h>

using namespace llmconf;

namespace {

constexpr qint64 kLogBytes = qint64(64) * 1024 * 1024;

/// Writes the log once: the test logs' lines, then metrics lines to the size.
QString generatedLog()
{
    const QString path = QStringLiteral(LLMCONF_BENCHMARK_LOG);
    if (QFileInfo(path).size() >= kLogBytes)
        return path;
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    const QDir logs(QStringLiteral(LLMCONF_TEST_DATA "/logs"));
    for (const QString &name : logs.entryList(QDir::Files)) {
        QFile in(logs.filePath(name));
        if (in.open(QIODevice::ReadOnly))
            out.write(in.readAll());
    }
    const QByteArray metrics =
        "INFO 10-01 12:00:00 [metrics.py:455] Avg prompt throughput: 0.0 tokens/s, Avg "
        "generation throughput: 33.9 tokens/s, Running: 1 reqs, Swapped: 0 reqs, Pending: 0 "
        "reqs, GPU KV cache usage: 0.1%, CPU KV cache usage: 0.0%.\n"
        "INFO 10-01 12:00:01 [logger.py:39] Received request chatcmpl-42: prompt: 'Summarise "
        "the report', params: SamplingParams(n=1, temperature=0.7, max_tokens=512), lora: "
        "None.\n";
    while (out.size() < kLogBytes)
        out.write(metrics);
    return path;
}

void BM_ReadStartupLog(benchmark::State &state)
{
    const QString path = generatedLog();
    const qint64 size = QFileInfo(path).size();
    for (auto _ : state)
        benchmark::DoNotOptimize(StartupLogReader::readFile(path));
    state.SetBytesProcessed(state.iterations() * size);
}

} // namespace

BENCHMARK(BM_ReadStartupLog)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
