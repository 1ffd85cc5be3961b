// SPDX-License-Identifier: MIT
// How long one evaluation takes: each reference build (evaluated again, and
// read twice so that each evaluation resolves its ids), and a sweep of every
// layout of 1-16 cards x every checkpoint x 4 contexts. Reports medians
// over repetitions (run with --benchmark_repetitions=N).
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "layoutoptions.h"
#include "preparedcost.h"
#include "sizingengine.h"
#include "softwarecatalogue.h"

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

/// The same build read twice and evaluated in turn: the engine keeps the
/// last build it resolved (SizingEngine::resolve), so each evaluation here
/// looks its ids up again, as a build evaluated once (a new file, a planner
/// candidate) does.
void evaluateReferenceBuildResolving(benchmark::State &state, const QString &path)
{
    const Build builds[] = {BuildFile::read(path, Catalogue::builtIn().rules()),
                            BuildFile::read(path, Catalogue::builtIn().rules())};
    const Catalogue &catalogue = Catalogue::builtIn();
    int i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(SizingEngine::evaluate(builds[i], catalogue));
        i = 1 - i;
    }
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

/// GLM-5.3 FP8 on `servers` servers of eight H200 NVL, TP4 x PP2 (the
/// cluster of the views and sheet benchmarks), evaluated.
std::pair<Build, Figures> cluster(int servers)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8 * servers;
    request.servers = servers;
    request.checkpoint = QStringLiteral("zai-org/GLM-5.3-FP8");
    request.layout = Layout{4, 2, true, 1, servers};
    const Build build = BuildAssembler::assemble(request, Catalogue::builtIn());
    return {build, SizingEngine::evaluate(build, Catalogue::builtIn()).figures};
}

/// What a report's cost takes (issue 31): CostCalculator::evaluate, parts
/// list, texts and all.
void BM_CostCalculator(benchmark::State &state)
{
    const auto [build, f] = cluster(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(CostCalculator::evaluate(
            {build, f, Catalogue::builtIn(), PriceList::builtIn(), build.cost,
             CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes,
             f.speed.outputTokensPerSecond}));
}

/// What the planner's cost ranking takes per arrangement: the cost per year
/// from the prepared prices.
void BM_PreparedCost(benchmark::State &state)
{
    const auto [build, f] = cluster(int(state.range(0)));
    const PreparedCost prepared(Catalogue::builtIn(), PriceList::builtIn(), build.cost,
                                CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes);
    for (auto _ : state)
        benchmark::DoNotOptimize(prepared.costPerYear(build, f));
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
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const std::string label =
            "BM_EvaluateResolving/" + QFileInfo(name).baseName().toStdString();
        benchmark::RegisterBenchmark(label.c_str(), evaluateReferenceBuildResolving,
                                     examples.filePath(name));
    }
    benchmark::RegisterBenchmark("BM_EvaluateSweep", BM_EvaluateSweep);
    for (const int servers : {1, 64, 256}) {
        benchmark::RegisterBenchmark("BM_CostCalculator", BM_CostCalculator)->Arg(servers);
        benchmark::RegisterBenchmark("BM_PreparedCost", BM_PreparedCost)->Arg(servers);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
