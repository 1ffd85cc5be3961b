// SPDX-License-Identifier: MIT
#include "servingcommand.h"
#include "advicetestbuilds.h"
#include "sizingengine.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::testing;

TEST(ServingCommand, VllmCarriesTheBuildsSizes)
{
    const Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 4, 2, CacheDtype::Fp8);
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    const QString line = ServingCommand::vllm(build, f);
    EXPECT_TRUE(line.startsWith(QStringLiteral("vllm serve zai-org/GLM-5.3-FP8 ")));
    EXPECT_TRUE(line.contains(QStringLiteral("--tensor-parallel-size 4")));
    EXPECT_TRUE(line.contains(QStringLiteral("--pipeline-parallel-size 2")));
    EXPECT_TRUE(line.contains(QStringLiteral("--kv-cache-dtype fp8")));
    EXPECT_TRUE(line.contains(QStringLiteral("--max-model-len 32768")));
    EXPECT_TRUE(line.contains(QStringLiteral("--gpu-memory-utilization 0.90")));
    EXPECT_TRUE(line.contains(QStringLiteral("--max-num-seqs %1").arg(f.conversationsPerCopy)));
    EXPECT_EQ(f.conversationsPerCopy, 37); // reference figure 26, FP8 cache
    EXPECT_FALSE(line.contains(QStringLiteral("--decode-context-parallel-size")));
    EXPECT_FALSE(line.contains(QStringLiteral("--data-parallel-size")));
}

TEST(ServingCommand, ExpertDecodeContextAndCopies)
{
    Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 8, 1, CacheDtype::Bf16, 8);
    build.layout.ep = true;
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    const QString v = ServingCommand::vllm(build, f);
    EXPECT_TRUE(v.contains(QStringLiteral("--enable-expert-parallel")));
    EXPECT_TRUE(v.contains(QStringLiteral("--decode-context-parallel-size 8")));
    EXPECT_TRUE(v.contains(QStringLiteral("--kv-cache-dtype auto")));
    const QString s = ServingCommand::sglang(build, f);
    EXPECT_TRUE(s.startsWith(
        QStringLiteral("python -m sglang.launch_server --model-path zai-org/GLM-5.3-FP8")));
    EXPECT_TRUE(s.contains(QStringLiteral("--tp-size 8")));
    EXPECT_TRUE(s.contains(QStringLiteral("--ep-size 8")));
    EXPECT_TRUE(s.contains(QStringLiteral("--dcp-size 8")));
    EXPECT_TRUE(s.contains(QStringLiteral("--context-length 32768")));
    EXPECT_TRUE(
        s.contains(QStringLiteral("--max-running-requests %1").arg(f.conversationsPerCopy)));

    const Build copies = buildOf("rtx-pro-6000-se", 8, "nvidia/GLM-5.3-Flash-NVFP4", 4);
    const Figures fc = SizingEngine::evaluate(copies, Catalogue::builtIn()).figures;
    EXPECT_TRUE(
        ServingCommand::vllm(copies, fc).contains(QStringLiteral("--data-parallel-size 2")));
    EXPECT_TRUE(ServingCommand::sglang(copies, fc).contains(QStringLiteral("--dp-size 2")));
    const QJsonObject json = ServingCommand::toJson(copies, fc);
    EXPECT_EQ(json.value(QStringLiteral("vllm")).toString(), ServingCommand::vllm(copies, fc));
}

TEST(ServingCommand, TheBatchTheVllmProfileWasSizedWith)
{
    Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 4, 2, CacheDtype::Fp8);
    EXPECT_FALSE(
        ServingCommand::vllm(build, SizingEngine::evaluate(build, Catalogue::builtIn()).figures)
            .contains(QStringLiteral("--max-num-batched-tokens")));
    build.cacheBasis = CacheBasis::Vllm;
    build.maxBatchedTokens = 16384;
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_TRUE(
        ServingCommand::vllm(build, f).contains(QStringLiteral("--max-num-batched-tokens 16384")));
}

namespace {
/// The number after `flag` in a command line (-1 if absent).
int valueAfter(const QString &line, const QString &flag)
{
    const QStringList words = line.split(QLatin1Char(' '));
    const qsizetype i = words.indexOf(flag);
    return i >= 0 && i + 1 < words.size() ? words[i + 1].toInt() : -1;
}
} // namespace

TEST(ServingCommand, OneMaxNumSeqsForTheSizingAndTheCommand)
{
    // Under the vLLM profile the command carries the max_num_seqs the
    // sampler term was sized with: the build's setting, else vLLM's default.
    Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 4, 2, CacheDtype::Fp8);
    build.cacheBasis = CacheBasis::Vllm;
    Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_EQ(f.servingSequences, f.vllm.maxSequences);
    EXPECT_EQ(valueAfter(ServingCommand::vllm(build, f), QStringLiteral("--max-num-seqs")),
              f.vllm.maxSequences);
    build.maxSequences = 48;
    f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_EQ(f.vllm.maxSequences, 48);
    EXPECT_EQ(valueAfter(ServingCommand::vllm(build, f), QStringLiteral("--max-num-seqs")), 48);
    // Other bases: the build's setting where it has one.
    build.cacheBasis = CacheBasis::Config;
    f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_EQ(f.servingSequences, 48);
    EXPECT_EQ(
        valueAfter(ServingCommand::sglang(build, f), QStringLiteral("--max-running-requests")), 48);
}

TEST(ServingCommand, SpeculativeDecodingInBothEngines)
{
    Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 4, 2, CacheDtype::Fp8);
    const Figures off = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_FALSE(ServingCommand::vllm(build, off).contains(QStringLiteral("--speculative")));
    EXPECT_FALSE(ServingCommand::sglang(build, off).contains(QStringLiteral("--speculative")));
    build.mtpDraftTokens = 3;
    build.mtpAcceptance = 0.8;
    const Figures on = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_TRUE(ServingCommand::vllm(build, on).endsWith(
        QStringLiteral(R"(--speculative-config '{"method":"mtp","num_speculative_tokens":3}')")));
    // SGLang: N steps of one draft each, N + 1 tokens verified.
    EXPECT_TRUE(ServingCommand::sglang(build, on).contains(
        QStringLiteral("--speculative-algorithm EAGLE --speculative-num-steps 3 "
                       "--speculative-eagle-topk 1 --speculative-num-draft-tokens 4")));
}

// An eager build: vLLM's --enforce-eager, SGLang's --disable-cuda-graph;
// neither flag without it.
TEST(ServingCommand, EagerInBothEngines)
{
    Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 4, 2, CacheDtype::Fp8);
    const Figures figures = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    const QString vllmGraphs = ServingCommand::vllm(build, figures);
    const QString sglangGraphs = ServingCommand::sglang(build, figures);
    EXPECT_FALSE(vllmGraphs.contains(QStringLiteral("--enforce-eager")));
    EXPECT_FALSE(sglangGraphs.contains(QStringLiteral("--disable-cuda-graph")));
    build.enforceEager = true;
    EXPECT_EQ(ServingCommand::vllm(build, figures),
              vllmGraphs + QStringLiteral(" --enforce-eager"));
    EXPECT_EQ(ServingCommand::sglang(build, figures),
              sglangGraphs + QStringLiteral(" --disable-cuda-graph"));
}

// A build of one model serves on the engine's default port (no --port); a
// build with further models (Build::instances) names a port per model.
TEST(ServingCommand, APortPerModelOnlyWhereTheBuildServesSeveral)
{
    Build build = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 4, 2, CacheDtype::Fp8);
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    EXPECT_FALSE(ServingCommand::vllm(build, f).contains(QStringLiteral("--port")));
    EXPECT_FALSE(ServingCommand::sglang(build, f).contains(QStringLiteral("--port")));
    build.instances.append({QStringLiteral("zai-org/GLM-4.7-Flash"), Layout{8}, 0.05, {}});
    EXPECT_TRUE(ServingCommand::vllm(build, f).endsWith(QStringLiteral(" --port 8000")));
    EXPECT_TRUE(ServingCommand::sglang(build, f).endsWith(QStringLiteral(" --port 30000")));
    EXPECT_TRUE(ServingCommand::vllm(build, f, 3).endsWith(QStringLiteral(" --port 8002")));
    EXPECT_EQ(ServingCommand::port(ServingEngine::Vllm, 2), 8001);
    EXPECT_EQ(ServingCommand::port(ServingEngine::Sglang, 2), 30001);
}
