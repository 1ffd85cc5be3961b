// SPDX-License-Identifier: MIT
// The PDF sheets, rendered in-process as `sheet` and `compare -o` render
// them (without the file write): a configuration sheet at 1, 8 and 64
// servers, the comparison sheet of a preset (two builds) and of four builds.
#include "catalogue.h"
#include "clusterbuild.h"
#include "comparisonpresets.h"
#include "comparisonsheet.h"
#include "configurationsheet.h"
#include "testinputs.h"

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
    const llmconf::Build build =
        llmconf::test::clusterBuild(int(state.range(0)), llmconf::CacheDtype::Fp8);
    measure(state, [&] {
        return llmconf::ConfigurationSheet::pdf(llmconf::assess(build, llmconf::test::inputs()));
    });
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
    measure(state,
            [&] { return ComparisonSheet::pdf(BuildComparison(builds, test::inputs(catalogue))); });
}
BENCHMARK(BM_ComparisonSheet)
    ->Arg(2)
    ->Arg(4)
    ->UseManualTime()
    ->Iterations(9)
    ->Unit(benchmark::kMillisecond);

} // namespace
