// SPDX-License-Identifier: MIT
// How long one evaluation takes: each reference build, and a sweep of every
// layout of 1-16 cards x every checkpoint x 4 contexts. Reports medians
// over repetitions (run with --benchmark_repetitions=N).
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "layoutoptions.h"
#include "sizingengine.h"

#include <QCoreApplication>
#include <QDir>

#include <benchmark/benchmark.h>

using namespace llmconf;

namespace {

void evaluateReferenceBuild(benchmark::State &state, const QString &path)
{
    const Build build = BuildFile::read(path, Catalogue::builtIn().rules());
    const Catalogue &catalogue = Catalogue::builtIn();
    for (auto _ : state)
        benchmark::DoNotOptimize(SizingEngine::evaluate(build, catalogue));
}

/// Every layout of 1-16 H200 NVL or RTX PRO 6000 SE cards in one or two
/// servers, every checkpoint, four contexts.
std::vector<Build> sweepBuilds()
{
    const Catalogue &catalogue = Catalogue::builtIn();
    std::vector<Build> builds;
    for (const char *card : {"h200-nvl", "rtx-pro-6000-se"})
        for (int cards = 1; cards <= 16; ++cards)
            for (const Checkpoint &checkpoint : catalogue.checkpoints()) {
                BuildRequest request;
                request.card = QString::fromLatin1(card);
                request.cards = cards;
                request.servers = cards > 8 ? 2 : 1;
                if (cards % request.servers != 0)
                    continue;
                request.checkpoint = checkpoint.id;
                const Build base = BuildAssembler::assemble(request, catalogue);
                const int layers = catalogue.model(checkpoint.model)->attention.numHiddenLayers;
                for (const Layout &layout : LayoutOptions::all(cards, layers))
                    for (int context : {8192, 32768, 131072, 1048576}) {
                        Build b = base;
                        b.layout = layout;
                        b.context = context;
                        builds.push_back(b);
                    }
            }
    return builds;
}

void BM_EvaluateSweep(benchmark::State &state)
{
    const std::vector<Build> builds = sweepBuilds();
    const Catalogue &catalogue = Catalogue::builtIn();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(SizingEngine::evaluate(builds[i], catalogue));
        i = (i + 1) % builds.size();
    }
    state.counters["builds"] = double(builds.size());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QDir examples(QStringLiteral(LLMCONF_EXAMPLES_DIR));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const std::string label = "BM_Evaluate/" + QFileInfo(name).baseName().toStdString();
        benchmark::RegisterBenchmark(label.c_str(), evaluateReferenceBuild,
                                     examples.filePath(name));
    }
    benchmark::RegisterBenchmark("BM_EvaluateSweep", BM_EvaluateSweep);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
