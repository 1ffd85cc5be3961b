// SPDX-License-Identifier: MIT
// Whether the window stays responsive while the planner dialog searches
// (issue 31: no frame over 50 ms while searching 256 servers). The dialog
// runs its search on its worker thread; the GUI thread meanwhile takes the
// rows and the progress as they arrive. A 1 ms timer on the GUI thread
// records how long the event loop went without turning (the longest gap is
// the longest frame a user could have seen) and the paint events of the
// dialog's progress bar. Counters: maxGapMs (the longest gap, wall clock),
// maxBusyMs (the GUI thread's CPU time within one gap: the gap on a quiet
// machine; under load the wall-clock gap also holds the other processes'),
// maxPaintGapMs (the longest time between two paints of the progress bar
// while it moved), searchMs (the search from refresh to its end), rows.
// Wall-clock figures: run on a quiet machine, never asserted in a unit test.
#include "buildassembler.h"
#include "builddocument.h"
#include "catalogue.h"
#include "plannerdialog.h"
#include "testinputs.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QProgressBar>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QTreeWidget>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>

using namespace llmconf;

namespace {

/// The longest time between two paint events of one widget.
class PaintGaps : public QObject
{
public:
    explicit PaintGaps(QWidget *widget) { widget->installEventFilter(this); }
    void start()
    {
        m_clock.start();
        m_last = -1;
        m_longest = 0;
    }
    qint64 longest() const { return m_longest; }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            const qint64 now = m_clock.elapsed();
            if (m_last >= 0)
                m_longest = std::max(m_longest, now - m_last);
            m_last = now;
        }
        return false;
    }

private:
    QElapsedTimer m_clock;
    qint64 m_last = -1;
    qint64 m_longest = 0;
};

/// The calling thread's CPU time in milliseconds.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
}

void dialogSearch(benchmark::State &state, int maxServers, double speedTarget, int rankIndex)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    // Every card ticked, as the planner benchmark searches them.
    QStringList all;
    for (const Card &card : catalogue.cards())
        all.append(card.id);
    QSettings().setValue(PlannerDialog::cardsSettingsKey(), all);
    BuildDocument document(test::inputs(catalogue));
    document.reset(BuildAssembler::reference(catalogue));
    PlannerDialog dialog(&document);
    dialog.resize(1200, 800);
    dialog.show();
    auto *model = dialog.findChild<QComboBox *>(QStringLiteral("model"));
    model->setCurrentIndex(model->findData(QStringLiteral("GLM-5.3")));
    dialog.findChild<QSpinBox *>(QStringLiteral("conversations"))->setValue(10000);
    dialog.findChild<QSpinBox *>(QStringLiteral("context"))->setValue(32768);
    dialog.findChild<QDoubleSpinBox *>(QStringLiteral("speedTarget"))->setValue(speedTarget);
    dialog.findChild<QSpinBox *>(QStringLiteral("ttftTarget"))->setValue(0);
    dialog.findChild<QSpinBox *>(QStringLiteral("ttftP95Target"))->setValue(0);
    dialog.findChild<QComboBox *>(QStringLiteral("rank"))->setCurrentIndex(rankIndex);
    dialog.findChild<QSpinBox *>(QStringLiteral("maxServers"))->setValue(maxServers);
    PaintGaps paints(dialog.findChild<QProgressBar *>(QStringLiteral("progress")));

    // The edits above start a search a moment later: let it end unmeasured.
    while (dialog.isSearching())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);

    QElapsedTimer clock;
    qint64 last = 0, maxGap = 0, maxPaintGap = 0, searchMs = 0;
    // The GUI thread's own CPU time between two ticks: what the gap is on a
    // quiet machine, however loaded this one is.
    double lastCpu = 0, maxBusy = 0;
    QTimer tick;
    tick.setInterval(1);
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        maxGap = std::max(maxGap, now - last);
        last = now;
        const double cpu = threadCpuMs();
        maxBusy = std::max(maxBusy, cpu - lastCpu);
        lastCpu = cpu;
    });
    // The GUI thread waits in its event loop, as the window does.
    QEventLoop loop;
    QObject::connect(&dialog, &PlannerDialog::searchFinished, &loop, &QEventLoop::quit);
    for (auto _ : state) {
        clock.start();
        last = 0;
        maxGap = 0;
        maxBusy = 0;
        lastCpu = threadCpuMs();
        paints.start();
        tick.start();
        dialog.refresh(); // the search starts now, on the worker
        loop.exec();
        searchMs = clock.elapsed();
        tick.stop();
        maxPaintGap = paints.longest();
    }
    state.counters["maxGapMs"] = double(maxGap);
    state.counters["maxBusyMs"] = maxBusy;
    state.counters["maxPaintGapMs"] = double(maxPaintGap);
    state.counters["searchMs"] = double(searchMs);
    state.counters["rows"] = double(dialog.result().candidates.size());
}

} // namespace

// Ranked by size (index 0) with a speed target of 20 tokens/s and without
// one, and by purchase price (index 2), at 64 and 256 servers.
BENCHMARK_CAPTURE(dialogSearch, glm53_10000x32k_64servers_speed20, 64, 20.0, 0)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(dialogSearch, glm53_10000x32k_64servers, 64, 0.0, 0)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(dialogSearch, glm53_10000x32k_256servers_speed20, 256, 20.0, 0)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(dialogSearch, glm53_10000x32k_256servers_price_speed20, 256, 20.0, 2)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(dialogSearch, glm53_10000x32k_256servers, 256, 0.0, 0)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
