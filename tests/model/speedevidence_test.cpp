// SPDX-License-Identifier: MIT
// Published, measured serving figures against the speed estimate, with one
// set of constants (rules.json) for all of them. docs/performance-model.md
// says how close each comes and why it misses where it misses.
#include "buildassembler.h"
#include "catalogue.h"
#include "checkpointimporter.h"
#include "sizingengine.h"

#include <QFile>

#include <cmath>
#include <cstdio>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// One measured run: the build, the lengths and concurrency, and what the
/// source measured per conversation (1 / time per output token).
struct MeasuredRun
{
    const char *name;
    const char *card;
    int cards;
    const char *checkpoint;
    Layout layout;
    int promptTokens;
    int answerTokens;
    int concurrency;
    double measuredTokensPerSecond;
    const char *source;
    double tolerance = 2.0; // the estimate within this factor, both ways
    // A checkpoint the catalogue lacks: imported from tests/data/hf/<folder>
    // (config.json, cited in tests/data/README.md) with kImportedQuantConfig.
    const char *importedFrom = nullptr;
    CacheDtype cacheDtype = CacheDtype::Bf16;
};

// The hf_quant_config.json of NVIDIA's ModelOpt FP8 checkpoints (weights and
// cache in FP8, lm_head left in 16 bits), in the form ModelOpt's own
// docstring quotes (search index file id 6733361148): what the FP8 profile
// of the Llama-3.3-70B NIM serves.
const char kImportedQuantConfig[] = R"({"producer": {"name": "modelopt", "version": "0.19.0"},
 "quantization": {"quant_algo": "FP8", "kv_cache_quant_algo": "FP8", "exclude_modules": ["lm_head"]}})";

// Every estimate must come within a factor of two of the measurement, both
// ways (MeasuredRun::tolerance), except where docs/performance-model.md says
// why it cannot.

const MeasuredRun kRuns[] = {
    {"GLM-5 FP8, 8x B200, TP8, c1",
     "b200",
     8,
     "zai-org/GLM-5.3-FP8",
     {8, 1, false, 1, 1},
     1024,
     1024,
     1,
     1000.0 / 20.22,
     "SGLang, no speculation, TPOT 20.22 ms (B. Hamm, GLM-5-FP8 8xB200 vs 8xH200, 13 February "
     "2026)",
     // B200 kernels for sparse MLA at batch 1 reach far less of HBM3e than
     // the curve fitted on the measured runs (docs/performance-model.md).
     2.5},
    {"GLM-5.1 NVFP4, 8x RTX PRO 6000, TP8, c1",
     "rtx-pro-6000-se",
     8,
     "nvidia/GLM-5.3-NVFP4",
     {8, 1, false, 1, 1},
     30000,
     500,
     1,
     1000.0 / 48.0,
     "vLLM bench serve, TPOT 48 ms (vllm-project/vllm issue 37113, 14 April 2026)",
     // sm_120 sparse-MLA kernels of that vLLM fork: three times slower than
     // the same model on the same cards elsewhere (docs/performance-model.md).
     3.5},
    {"GLM-4.6 FP8, 8x RTX PRO 6000 SE, TP8 EP, c1",
     "rtx-pro-6000-se",
     8,
     "zai-org/GLM-4.7-FP8",
     {8, 1, true, 1, 1},
     1000,
     500,
     1,
     58.0,
     "SGLang, 58 tokens/s for one request (vllm-project/vllm pull request 29240, 23 November "
     "2025)"},
    {"GLM-5.3-Flash NVFP4, 4x RTX PRO 6000 WS, TP4, c1",
     "rtx-pro-6000-ws",
     4,
     "nvidia/GLM-5.3-Flash-NVFP4",
     {4, 1, false, 1, 1},
     1000,
     300,
     1,
     113.3,
     "SlimServe bring-up baseline, 113.3 tokens/s (QuixiAI/SlimServe pull request 29, 13 September "
     "2026)"},
    {"GLM-5.3-Flash NVFP4, 4x RTX PRO 6000 WS, TP4, c8",
     "rtx-pro-6000-ws",
     4,
     "nvidia/GLM-5.3-Flash-NVFP4",
     {4, 1, false, 1, 1},
     1000,
     300,
     8,
     449.2 / 8,
     "SlimServe bring-up baseline, 449.2 tokens/s at 8 (same source)"},
    {"GLM-5.3-Flash NVFP4, 4x RTX PRO 6000 WS, TP4, c16",
     "rtx-pro-6000-ws",
     4,
     "nvidia/GLM-5.3-Flash-NVFP4",
     {4, 1, false, 1, 1},
     1000,
     300,
     16,
     611.0 / 16,
     "SlimServe bring-up baseline, 611.0 tokens/s at 16 (same source)"},
    {"GLM-4.7-Flash BF16, B200 (one per copy), c32",
     "b200",
     8,
     "zai-org/GLM-4.7-Flash",
     {1, 1, false, 1, 8},
     8192,
     1024,
     32,
     1000.0 / 30.61,
     "SGLang, ITL 30.61 ms at 32 parallel requests on one B200 (Lambda, GLM-4.7-Flash inference "
     "page, 2026)",
     // As above: B200 with MLA (docs/performance-model.md).
     2.5},
    // DeepSeek-R1 has DeepSeek-V3's architecture and size: the catalogue's
    // DeepSeek-V3-0324 FP8 checkpoint stands for it.
    {"DeepSeek-R1 FP8, 8x H200 NVL, TP8, c32",
     "h200-nvl",
     8,
     "deepseek-ai/DeepSeek-V3-0324",
     {8, 1, false, 1, 1},
     550,
     150,
     32,
     1000.0 / 32,
     "vLLM TP8, llmperf 550 in / 150 out, 32 concurrent: about 1,000 tokens/s of generation in "
     "the server log (deepseek-ai/DeepSeek-R1 issue 507, 26 February 2025)"},
    // NIM's "2 x H100 80G" is the H100 SXM (80 GB HBM3) of the catalogue; an
    // HGX baseboard holds 4 of them, so the build is two TP2 copies, each
    // with the measured concurrency.
    {"Llama-3.3-70B FP8, 2x H100 SXM, TP2, c1",
     "h100-sxm",
     4,
     "meta-llama/Llama-3.3-70B-Instruct-FP8",
     {2, 1, false, 1, 2},
     5000,
     500,
     1,
     1000.0 / 18.58,
     "NIM 1.8.0 (TensorRT-LLM) fp8 TP2, 5,000/500, ITL 18.58 ms (NVIDIA NIM LLM Benchmarking "
     "1.0.0, Performance, docs.nvidia.com/nim/benchmarking/llm/1.0.0/performance, 2026)",
     2.0,
     "llama-3.3-70b",
     CacheDtype::Fp8},
    {"Llama-3.3-70B FP8, 2x H100 SXM, TP2, c25",
     "h100-sxm",
     4,
     "meta-llama/Llama-3.3-70B-Instruct-FP8",
     {2, 1, false, 1, 2},
     5000,
     500,
     25,
     1000.0 / 38.75,
     "ITL 38.75 ms at 25 (same source)",
     2.0,
     "llama-3.3-70b",
     CacheDtype::Fp8},
    {"Llama-3.3-70B FP8, 2x H100 SXM, TP2, c50",
     "h100-sxm",
     4,
     "meta-llama/Llama-3.3-70B-Instruct-FP8",
     {2, 1, false, 1, 2},
     5000,
     500,
     50,
     1000.0 / 59.73,
     "ITL 59.73 ms at 50 (same source)",
     2.0,
     "llama-3.3-70b",
     CacheDtype::Fp8},
};

/// The built-in catalogue, with the run's imported checkpoint where it has one.
Catalogue catalogueFor(const MeasuredRun &run)
{
    Catalogue catalogue = Catalogue::builtIn();
    if (!run.importedFrom)
        return catalogue;
    QFile config(QStringLiteral(LLMCONF_TEST_DATA "/hf/") + QString::fromLatin1(run.importedFrom) +
                 QStringLiteral("/config.json"));
    EXPECT_TRUE(config.open(QIODevice::ReadOnly)) << run.importedFrom;
    const ImportedCheckpoint imported = CheckpointImporter::importFiles(
        Catalogue::builtIn(), QString::fromLatin1(run.checkpoint), config.readAll(),
        QByteArray(kImportedQuantConfig), std::nullopt);
    catalogue.addModel(imported.entry.model);
    catalogue.addCheckpoint(imported.entry.checkpoint);
    return catalogue;
}

Build buildFor(const MeasuredRun &run, const Catalogue &catalogue)
{
    BuildRequest request;
    request.card = QString::fromLatin1(run.card);
    request.cards = run.cards;
    request.checkpoint = QString::fromLatin1(run.checkpoint);
    request.layout = run.layout;
    request.context = run.promptTokens + run.answerTokens;
    request.cacheDtype = run.cacheDtype;
    Build build = BuildAssembler::assemble(request, catalogue);
    build.promptTokens = run.promptTokens;
    build.answerTokens = run.answerTokens;
    build.activeConversations = run.concurrency * run.layout.copies;
    return build;
}

} // namespace

TEST(SpeedEvidence, EveryMeasuredRunWithinTheStatedTolerance)
{
    for (const MeasuredRun &run : kRuns) {
        SCOPED_TRACE(run.name);
        const Catalogue catalogue = catalogueFor(run);
        const Evaluation e = SizingEngine::evaluate(buildFor(run, catalogue), catalogue);
        ASSERT_TRUE(e.ok()) << e.error.toStdString();
        const double estimate = e.figures.speed.decodeTokensPerSecondPerConversation;
        const double ratio = estimate / run.measuredTokensPerSecond;
        // The terms, for docs/performance-model.md: where each estimate's time goes.
        const SpeedTerms &t = e.figures.speed.decode;
        std::printf("%-50s measured %6.1f estimate %6.1f ratio %.2f | ms: memory %.2f compute "
                    "%.2f TP %.2f PP %.2f layers %.2f step %.2f token %.2f\n",
                    run.name, run.measuredTokensPerSecond, estimate, ratio,
                    1e3 * inSeconds(t.memoryTime), 1e3 * inSeconds(t.computeTime),
                    1e3 * inSeconds(t.tensorParallelTime), 1e3 * inSeconds(t.pipelineTime),
                    1e3 * inSeconds(t.layerTime), 1e3 * inSeconds(t.overhead),
                    1e3 * inSeconds(t.tokenTime));
        EXPECT_GT(ratio, 1.0 / run.tolerance) << run.source;
        EXPECT_LT(ratio, run.tolerance) << run.source;
    }
}

TEST(SpeedEvidence, TimeToFirstTokenOfOneShortPrompt)
{
    // GLM-5 FP8 on 8x B200, 1,024 tokens in, one request: TTFT 260 ms mean
    // (SGLang, same source as the first run).
    const Evaluation e =
        SizingEngine::evaluate(buildFor(kRuns[0], Catalogue::builtIn()), Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    const double ratio = inSeconds(e.figures.speed.timeToFirstToken) / 0.260;
    std::printf("TTFT GLM-5 FP8 8x B200: measured 0.260 s, estimate %.3f s, ratio %.2f\n",
                inSeconds(e.figures.speed.timeToFirstToken), ratio);
    // A roofline is a lower bound on time: the measured TTFT adds the HTTP
    // path, tokenising and the prefill's eager kernels (docs/performance-model.md).
    EXPECT_LT(ratio, 1.0);
    EXPECT_GT(ratio, 0.05);
}
