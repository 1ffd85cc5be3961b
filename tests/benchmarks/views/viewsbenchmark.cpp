// SPDX-License-Identifier: MIT
// The real MainWindow offscreen: from an edit to the charts repainted,
// and a cold start of a fresh process to the first painted window.
#include "builddocument.h"
#include "catalogue.h"
#include "clusterbuild.h"
#include "editbuild.h"
#include "mainwindow.h"
#include "paintwatch.h"
#include "setlayout.h"
#include "testinputs.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QProcess>

#include <benchmark/benchmark.h>

#include <algorithm>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// Edits per measurement; VIEWS_BENCHMARK_ITERATIONS sets fewer for a run
/// under callgrind, which counts instructions where wall time is too noisy.
const int kEdits = qEnvironmentVariableIsSet("VIEWS_BENCHMARK_ITERATIONS")
                       ? qEnvironmentVariableIntValue("VIEWS_BENCHMARK_ITERATIONS")
                       : 200;

/// The charts of MainWindow::chartViews(), in that order.
enum Chart { Memory, Conversations, Power, Speed };

/// Edits the build with `edit(i)` each iteration. Reports the median time
/// until the charts the edit changes (`changed`) have painted again, and the
/// median until the window has settled: no event left to process, so every
/// repaint the edit caused (panels, canvas, advice) is done. A chart the edit
/// does not change is not repainted, and not waited for.
template <typename Edit> void measureEdits(benchmark::State &state, QList<Chart> changed, Edit edit)
{
    using namespace llmconf;
    MainWindow window(test::inputs());
    window.resize(1500, 950);
    // Argument 0: the reference build (4 cards); n > 0: a cluster of n servers.
    if (state.range(0) > 0)
        window.openBuild(
            llmconf::test::clusterBuild(int(state.range(0)), llmconf::CacheDtype::Fp8));
    window.show();
    QList<QWidget *> watched;
    for (Chart chart : changed)
        watched.append(window.chartViews().at(chart)->viewport());
    PaintWatch watch(watched);
    QApplication::processEvents();
    BuildDocument *document = window.document();
    QAbstractEventDispatcher *dispatcher = QAbstractEventDispatcher::instance();
    std::vector<double> ms, settled, update;
    int i = 0;
    for (auto _ : state) {
        watch.reset();
        QElapsedTimer timer;
        timer.start();
        edit(document, ++i);
        update.push_back(timer.nsecsElapsed() / 1e6);
        double painted = -1;
        for (;;) {
            const bool busy = dispatcher->processEvents(QEventLoop::AllEvents);
            if (painted < 0 && watch.allPainted())
                painted = timer.nsecsElapsed() / 1e6;
            if (!busy && painted >= 0)
                break;
        }
        ms.push_back(painted);
        settled.push_back(timer.nsecsElapsed() / 1e6);
        state.SetIterationTime(painted / 1000.0);
    }
    state.counters["median_ms"] = median(ms);
    state.counters["settled_median_ms"] = median(settled);
    state.counters["update_median_ms"] = median(update);
    state.counters["max_ms"] = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
    state.counters["cards"] = document->build().cardCount();
}
void BM_EditToChartsRepainted(benchmark::State &state)
{
    using namespace llmconf;
    // One edit as the build panel makes it: context 32K <-> 128K.
    // The context moves the KV cache bars, the conversations marker and the
    // speed chart's memory limit; the wall power does not depend on it.
    measureEdits(state, {Memory, Conversations, Speed}, [](BuildDocument *document, int i) {
        const int context = i % 2 ? 131072 : 32768;
        document->undoStack()->push(new EditBuild(document, QStringLiteral("context"),
                                                  [context](Build &b) { b.context = context; }));
    });
}
BENCHMARK(BM_EditToChartsRepainted)
    ->Arg(0)
    ->Arg(1)
    ->Arg(8)
    ->Arg(64)
    ->UseManualTime()
    ->Iterations(kEdits)
    ->Unit(benchmark::kMillisecond);

void BM_LayoutEditToChartsRepainted(benchmark::State &state)
{
    using namespace llmconf;
    // A layout edit changes every card's role on the canvas. The reference
    // build: TP4 <-> TP2 x 2 copies; a cluster: TP4 x PP2 <-> TP8, one copy
    // per server either way. Weights per card and conversations change; the
    // same cards draw the same power.
    const int servers = int(state.range(0));
    measureEdits(state, {Memory, Conversations, Speed}, [servers](BuildDocument *document, int i) {
        Layout layout;
        if (servers == 0)
            layout = i % 2 ? Layout{2, 1, true, 1, 2} : Layout{4, 1, true, 1, 1};
        else
            layout = i % 2 ? Layout{8, 1, true, 1, servers} : Layout{4, 2, true, 1, servers};
        document->undoStack()->push(new SetLayout(document, layout));
    });
}
BENCHMARK(BM_LayoutEditToChartsRepainted)
    ->Arg(0)
    ->Arg(1)
    ->Arg(8)
    ->Arg(64)
    ->UseManualTime()
    ->Iterations(kEdits)
    ->Unit(benchmark::kMillisecond);

void BM_ColdStartToFirstPaint(benchmark::State &state)
{
    std::vector<double> ms;
    for (auto _ : state) {
        QProcess process;
        QElapsedTimer timer;
        timer.start();
        process.start(QStringLiteral(VIEWS_STARTUP_PATH), {});
        bool painted = false;
        while (!painted && process.waitForReadyRead(10000))
            painted = process.readAllStandardOutput().contains("painted");
        const double elapsed = timer.nsecsElapsed() / 1e6;
        process.waitForFinished(10000);
        if (!painted) {
            state.SkipWithError("the startup harness did not paint");
            break;
        }
        ms.push_back(elapsed);
        state.SetIterationTime(elapsed / 1000.0);
    }
    state.counters["median_ms"] = median(ms);
}
BENCHMARK(BM_ColdStartToFirstPaint)->UseManualTime()->Iterations(15)->Unit(benchmark::kMillisecond);

} // namespace
