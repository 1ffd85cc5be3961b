// SPDX-License-Identifier: MIT
// The real MainWindow offscreen: from an edit to the three charts repainted,
// and a cold start of a fresh process to the first painted window.
#include "catalogue.h"
#include "document/builddocument.h"
#include "editbuild.h"
#include "mainwindow.h"
#include "paintwatch.h"
#include "setlayout.h"

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

/// The charts of MainWindow::chartViews(), in that order.
enum Chart { Memory, Conversations, Power };

/// Edits the build with `edit(i)` each iteration. Reports the median time
/// until the charts the edit changes (`changed`) have painted again, and the
/// median until the window has settled: no event left to process, so every
/// repaint the edit caused (panels, canvas, advice) is done. A chart the edit
/// does not change is not repainted, and not waited for.
template <typename Edit> void measureEdits(benchmark::State &state, QList<Chart> changed, Edit edit)
{
    using namespace llmconf;
    MainWindow window(Catalogue::builtIn());
    window.resize(1500, 950);
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
}
void BM_EditToChartsRepainted(benchmark::State &state)
{
    using namespace llmconf;
    // One edit as the build panel makes it: context 32K <-> 128K.
    // The context moves the KV cache bars and the conversations marker; the
    // wall power does not depend on it.
    measureEdits(state, {Memory, Conversations}, [](BuildDocument *document, int i) {
        const int context = i % 2 ? 131072 : 32768;
        document->undoStack()->push(new EditBuild(document, QStringLiteral("context"),
                                                  [context](Build &b) { b.context = context; }));
    });
}
BENCHMARK(BM_EditToChartsRepainted)
    ->UseManualTime()
    ->Iterations(200)
    ->Unit(benchmark::kMillisecond);

void BM_LayoutEditToChartsRepainted(benchmark::State &state)
{
    using namespace llmconf;
    // A layout edit changes every card's role on the canvas: TP4 <-> TP2 x 2 copies.
    // Weights per card and conversations change; the same cards draw the same power.
    measureEdits(state, {Memory, Conversations}, [](BuildDocument *document, int i) {
        const Layout layout = i % 2 ? Layout{2, 1, true, 1, 2} : Layout{4, 1, true, 1, 1};
        document->undoStack()->push(new SetLayout(document, layout));
    });
}
BENCHMARK(BM_LayoutEditToChartsRepainted)
    ->UseManualTime()
    ->Iterations(200)
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
