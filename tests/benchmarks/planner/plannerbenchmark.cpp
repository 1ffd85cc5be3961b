// SPDX-License-Identifier: MIT
// How long one whole search takes: GLM-5.3 for 100 conversations of 32K, no
// card restriction, as the dialog runs it on every keystroke (advice for every
// row included). Run with --benchmark_repetitions=N for the median.
#include "buildplanner.h"
#include "catalogue.h"
#include "testinputs.h"

#include <benchmark/benchmark.h>

using namespace llmconf;

namespace {

void planTarget(benchmark::State &state, const char *model, int conversations, int context,
                bool sourceTerms, int maxServers = 0, double speedTarget = 0,
                PlanRanking::By by = PlanRanking::By::Size, double ttftTargetSeconds = 0,
                bool tolerateOneDown = false, bool searchSplits = true)
{
    PlanRanking ranking;
    ranking.by = by;
    const Catalogue &catalogue = Catalogue::builtIn();
    PlanTarget target{QString::fromLatin1(model), conversations, context, speedTarget};
    target.ttftTarget = ttftTargetSeconds;
    PlanConstraints constraints = sourceTerms ? PlanConstraints::sourceTerms() : PlanConstraints();
    if (maxServers > 0)
        constraints.maxServers = maxServers;
    constraints.tolerateOneDown = tolerateOneDown;
    constraints.searchSplits = searchSplits;
    int evaluations = 0;
    qsizetype rows = 0;
    for (auto _ : state) {
        const PlanResult result =
            BuildPlanner::plan(target, constraints, test::inputs(catalogue), ranking);
        evaluations = result.evaluations;
        rows = result.candidates.size();
        benchmark::DoNotOptimize(result);
    }
    state.counters["evaluations"] = evaluations;
    state.counters["rows"] = double(rows);
}

} // namespace

BENCHMARK_CAPTURE(planTarget, glm53_100x32k, "GLM-5.3", 100, 32768, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_100x32k_sourceTerms, "GLM-5.3", 100, 32768, true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53flash_20x32k, "GLM-5.3-Flash", 20, 32768, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm47flash_100x128k, "GLM-4.7-Flash", 100, 131072, false)
    ->Unit(benchmark::kMillisecond);

// A cluster: 10,000 conversations of 32K on up to 8, 16, 32 and 64 servers
// (`plan --model M --conversations 10000 --context 32768 --max-servers N`).
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_1server, "GLM-5.3", 10000, 32768, false, 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_8servers, "GLM-5.3", 10000, 32768, false, 8)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_16servers, "GLM-5.3", 10000, 32768, false, 16)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_32servers, "GLM-5.3", 10000, 32768, false, 32)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers, "GLM-5.3", 10000, 32768, false, 64)
    ->Unit(benchmark::kMillisecond);
// The same with a speed target of 20 tokens/s per conversation (issue 16):
// `plan ... --speed-target 20`.
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_1server_speed20, "GLM-5.3", 10000, 32768, false, 1,
                  20.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_8servers_speed20, "GLM-5.3", 10000, 32768, false, 8,
                  20.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_speed20, "GLM-5.3", 10000, 32768, false, 64,
                  20.0)
    ->Unit(benchmark::kMillisecond);
// Ranked by cost per million output tokens (issue 19, `--rank cost`): every
// row the search finds is evaluated and priced, not only the smallest three.
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_8servers_cost, "GLM-5.3", 10000, 32768, false, 8, 0.0,
                  PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_cost, "GLM-5.3", 10000, 32768, false, 64,
                  0.0, PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53flash_10000x32k_64servers, "GLM-5.3-Flash", 10000, 32768, false,
                  64)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm47flash_10000x32k_64servers, "GLM-4.7-Flash", 10000, 32768, false,
                  64)
    ->Unit(benchmark::kMillisecond);

// Issue 31: 128 and 256 servers (2,048 cards) with and without a speed
// target, and the cost ranking at 16, 32, 128 and 256 servers: the time per
// doubling of servers gives each search's scaling exponent.
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_128servers, "GLM-5.3", 10000, 32768, false, 128)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_256servers, "GLM-5.3", 10000, 32768, false, 256)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_16servers_speed20, "GLM-5.3", 10000, 32768, false, 16,
                  20.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_32servers_speed20, "GLM-5.3", 10000, 32768, false, 32,
                  20.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_128servers_speed20, "GLM-5.3", 10000, 32768, false,
                  128, 20.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_256servers_speed20, "GLM-5.3", 10000, 32768, false,
                  256, 20.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_16servers_cost, "GLM-5.3", 10000, 32768, false, 16,
                  0.0, PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_32servers_cost, "GLM-5.3", 10000, 32768, false, 32,
                  0.0, PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_128servers_cost, "GLM-5.3", 10000, 32768, false, 128,
                  0.0, PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_256servers_cost, "GLM-5.3", 10000, 32768, false, 256,
                  0.0, PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);
// Issue 29 item 1: both service-level targets, 1 s to the first token and
// 20 tokens/s each (the example), by size and by cost.
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_speed20_ttft1s, "GLM-5.3", 10000, 32768,
                  false, 64, 20.0, PlanRanking::By::Size, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_cost_speed20_ttft1s, "GLM-5.3", 10000,
                  32768, false, 64, 20.0, PlanRanking::By::Cost, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_256servers_cost_speed20, "GLM-5.3", 10000, 32768,
                  false, 256, 20.0, PlanRanking::By::Cost)
    ->Unit(benchmark::kMillisecond);

// Issue 29: ranked by purchase price (the default with service-level
// targets), and the "tolerate one server down" constraint, at 64 servers.
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_price_speed20_ttft1s, "GLM-5.3", 10000,
                  32768, false, 64, 20.0, PlanRanking::By::Price, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_256servers_price_speed20, "GLM-5.3", 10000, 32768,
                  false, 256, 20.0, PlanRanking::By::Price)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_oneDown, "GLM-5.3", 10000, 32768, false, 64,
                  0.0, PlanRanking::By::Size, 0.0, true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_price_speed20_oneDown, "GLM-5.3", 10000,
                  32768, false, 64, 20.0, PlanRanking::By::Price, 0.0, true)
    ->Unit(benchmark::kMillisecond);

// Issue 29 item 2: prefill/decode splits searched (the default with a
// service-level target) against aggregated builds only (`--no-split`), both
// targets at 64 servers; and the split that serves 200 conversations at
// 50 tokens/s on fewer cards than any aggregated build (default 8 servers).
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_speed20_ttft1s_noSplit, "GLM-5.3", 10000,
                  32768, false, 64, 20.0, PlanRanking::By::Size, 1.0, false, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_64servers_price_speed20_ttft1s_noSplit, "GLM-5.3",
                  10000, 32768, false, 64, 20.0, PlanRanking::By::Price, 1.0, false, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_200x32k_price_speed50_ttft1s, "GLM-5.3", 200, 32768, false, 0,
                  50.0, PlanRanking::By::Price, 1.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(planTarget, glm53_10000x32k_256servers_speed20_noSplit, "GLM-5.3", 10000, 32768,
                  false, 256, 20.0, PlanRanking::By::Size, 0.0, false, false)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
