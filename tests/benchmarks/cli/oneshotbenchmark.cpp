// SPDX-License-Identifier: MIT
// One-shot commands from start to exit, each a fresh process as a user or a
// script runs it (issue 31 item 5: `evaluate` in 10 ms on a quiet machine).
// Per run: the wall time from spawn to exit, and the child's CPU time (user
// + system, all its threads) and minor page faults (wait4's rusage).
// Reports medians. The output goes to /dev/null; the user catalogue is one
// that does not exist, so the built-in catalogue alone is read.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

namespace {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

struct Run
{
    bool ok = false;
    double wallMs = 0, cpuMs = 0, pageFaults = 0;
};

double milliseconds(const timeval &t)
{
    return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3;
}

/// Runs the program with `arguments` once, its output thrown away.
Run runOnce(const std::vector<std::string> &arguments)
{
    std::vector<char *> argv;
    std::string program = LLMCONF_BINARY;
    argv.push_back(program.data());
    std::vector<std::string> copies = arguments;
    for (std::string &a : copies)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    Run run;
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return run;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.wallMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    run.cpuMs = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime);
    run.pageFaults = double(usage.ru_minflt);
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

void oneShot(benchmark::State &state, const std::vector<std::string> &arguments)
{
    // The built-in catalogue only, in one locale, with no display.
    setenv("LLM_CONFIGURATOR_USER_CATALOGUE", "/nonexistent/llm-configurator/user-catalogue.json",
           1);
    setenv("LC_ALL", "C.UTF-8", 1);
    unsetenv("DISPLAY");
    unsetenv("WAYLAND_DISPLAY");
    std::vector<double> wall, cpu, faults;
    for (auto _ : state) {
        const Run run = runOnce(arguments);
        if (!run.ok) {
            state.SkipWithError("the command failed");
            break;
        }
        wall.push_back(run.wallMs);
        cpu.push_back(run.cpuMs);
        faults.push_back(run.pageFaults);
        state.SetIterationTime(run.wallMs / 1000.0);
    }
    state.counters["wall_median_ms"] = median(wall);
    state.counters["cpu_median_ms"] = median(cpu);
    state.counters["page_faults"] = median(faults);
}

const std::string kBuild = LLMCONF_EXAMPLES_DIR "/glm53-fp8-8x-h200-tp8.json";

void BM_OneShotEvaluate(benchmark::State &state)
{
    oneShot(state, {"evaluate", kBuild});
}
BENCHMARK(BM_OneShotEvaluate)->UseManualTime()->Iterations(20)->Unit(benchmark::kMillisecond);

void BM_OneShotEvaluateJson(benchmark::State &state)
{
    oneShot(state, {"evaluate", kBuild, "--json"});
}
BENCHMARK(BM_OneShotEvaluateJson)->UseManualTime()->Iterations(20)->Unit(benchmark::kMillisecond);

/// The floor of every command: the program loaded, no catalogue read.
void BM_OneShotVersion(benchmark::State &state)
{
    oneShot(state, {"--version"});
}
BENCHMARK(BM_OneShotVersion)->UseManualTime()->Iterations(20)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
