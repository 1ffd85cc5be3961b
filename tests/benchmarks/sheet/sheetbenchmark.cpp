// SPDX-License-Identifier: MIT
// The PDF sheets, rendered in-process as `sheet` and `compare -o` render
// them (without the file write): a configuration sheet at 1, 8 and 64
// servers, the comparison sheet of a preset (two builds) and of four builds.
#include "buildassembler.h"
#include "catalogue.h"
#include "comparison/comparisonpresets.h"
#include "comparisonsheet.h"
#include "configurationsheet.h"

#include <QApplication>
#include <QElapsedTimer>

#include <benchmark/benchmark.h>

#include <algorithm>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// The views benchmark's cluster: `servers` servers of eight H200 NVL with
/// GLM-5.3 FP8 at TP4 x PP2, one copy per server.
llmconf::Build cluster(int servers)
{
    using namespace llmconf;
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8 * servers;
    request.servers = servers;
    request.checkpoint = QStringLiteral("zai-org/GLM-5.3-FP8");
    request.layout = Layout{4, 2, true, 1, servers};
    request.cacheDtype = CacheDtype::Fp8;
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}

/// Runs `render` each iteration and reports its median in milliseconds.
template <typename Render> void measure(benchmark::State &state, Render render)
{
    std::vector<double> ms;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        const QByteArray pdf = render();
        benchmark::DoNotOptimize(pdf.data());
        const double elapsed = timer.nsecsElapsed() / 1e6;
        ms.push_back(elapsed);
        state.SetIterationTime(elapsed / 1000.0);
    }
    state.counters["median_ms"] = median(ms);
}

void BM_ConfigurationSheet(benchmark::State &state)
{
    const llmconf::Build build = cluster(int(state.range(0)));
    measure(state,
            [&] { return llmconf::ConfigurationSheet::pdf(build, llmconf::Catalogue::builtIn()); });
}
BENCHMARK(BM_ConfigurationSheet)
    ->Arg(1)
    ->Arg(8)
    ->Arg(64)
    ->UseManualTime()
    ->Iterations(9)
    ->Unit(benchmark::kMillisecond);

/// Argument: builds compared. Two: the preset glm53-rtx-vs-h200 (`compare
/// --preset glm53-rtx-vs-h200 -o`); four: it and flash-h200-vs-rtx.
void BM_ComparisonSheet(benchmark::State &state)
{
    using namespace llmconf;
    const Catalogue &catalogue = Catalogue::builtIn();
    QList<Build> builds =
        ComparisonPresets::byId(QStringLiteral("glm53-rtx-vs-h200"), catalogue).builds;
    if (state.range(0) > 2)
        builds += ComparisonPresets::byId(QStringLiteral("flash-h200-vs-rtx"), catalogue).builds;
    measure(state, [&] { return ComparisonSheet::pdf(builds, catalogue); });
}
BENCHMARK(BM_ComparisonSheet)
    ->Arg(2)
    ->Arg(4)
    ->UseManualTime()
    ->Iterations(9)
    ->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator-benchmark"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
