// SPDX-License-Identifier: MIT
// The vLLM-profile basis on the command line: evaluate, calibrate and a bad flag.
#include "commandrun.h"
#include "examplefile.h"

#include "buildfile.h"
#include "catalogue.h"
#include "sizingengine.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace llmconf;
using namespace llmconf::test;

TEST(VllmProfileCommand, EvaluateShowsTheTermsAndTakesTheBatchSettings)
{
    const QString file = exampleFile("glm47-fp8-4x-h200-tp4");
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), file, QStringLiteral("--cache-basis"), QStringLiteral("vllm"),
         QStringLiteral("--max-batched-tokens"), QStringLiteral("4096"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_EQ(j[QStringLiteral("cacheBasis")].toString(), QStringLiteral("vllm"));
    const QJsonObject v = j[QStringLiteral("vllmProfile")].toObject();
    EXPECT_EQ(v[QStringLiteral("maxBatchedTokens")].toInt(), 4096);
    Build b = BuildFile::read(file, Catalogue::builtIn().rules());
    b.cacheBasis = CacheBasis::Vllm;
    b.maxBatchedTokens = 4096;
    const Figures f = SizingEngine::evaluate(b, Catalogue::builtIn()).figures;
    EXPECT_DOUBLE_EQ(v[QStringLiteral("cacheGiB")].toDouble(), inGiB(f.vllm.cache()));
    EXPECT_EQ(qint64(v[QStringLiteral("cacheTokens")].toDouble()), f.vllm.cacheTokens);
    EXPECT_DOUBLE_EQ(j[QStringLiteral("freeGiBPerCard")].toDouble(), inGiB(f.freePerCard));

    const CliResult table =
        runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--cache-basis"),
                    QStringLiteral("vllm"), QStringLiteral("--lang"), QStringLiteral("en")});
    ASSERT_EQ(table.exitCode, 0);
    EXPECT_TRUE(table.out.contains(QStringLiteral("non-torch")));
    EXPECT_TRUE(table.out.contains(QStringLiteral("CUDA graphs")));
}

TEST(VllmProfileCommand, CalibrateSaysWhatTheProfilePredicted)
{
    // The rule's build against a real log: predicted and measured tokens as
    // before, and what the vLLM profile predicted for the same build.
    const CliResult r =
        runCommand({QStringLiteral("calibrate"),
                    QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-qwen25-7b-fp8-h100-tp1.log"),
                    QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject j = r.json();
    EXPECT_TRUE(j[QStringLiteral("predicted")].toObject().contains(QStringLiteral("cacheTokens")));
    EXPECT_EQ(j[QStringLiteral("measured")].toObject()[QStringLiteral("cacheTokens")].toInt(),
              1210304);
    EXPECT_GT(j[QStringLiteral("vllmProfile")].toObject()[QStringLiteral("cacheTokens")].toDouble(),
              0.0);
}

TEST(VllmProfileCommand, BadValuesAreOneLine)
{
    const CliResult basis = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--cache-basis"), QStringLiteral("profile")});
    EXPECT_EQ(basis.exitCode, 2);
    EXPECT_EQ(basis.errLines().size(), 1);
    EXPECT_TRUE(basis.err.contains(QStringLiteral("vllm")));
    const CliResult tokens = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--max-batched-tokens"), QStringLiteral("0")});
    EXPECT_EQ(tokens.exitCode, 2);
    EXPECT_EQ(tokens.errLines().size(), 1);
    EXPECT_TRUE(tokens.err.contains(QStringLiteral("max-batched-tokens")));
    const CliResult engine = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--vllm-engine"), QStringLiteral("v2")});
    EXPECT_EQ(engine.exitCode, 2);
    EXPECT_EQ(engine.errLines().size(), 1);
    EXPECT_TRUE(engine.err.contains(QStringLiteral("--vllm-engine")));
    const CliResult version = runCommand(
        {QStringLiteral("evaluate"), QStringLiteral("--vllm-version"), QStringLiteral("nine")});
    EXPECT_EQ(version.exitCode, 2);
    EXPECT_EQ(version.errLines().size(), 1);
    EXPECT_TRUE(version.err.contains(QStringLiteral("--vllm-version")));
}

TEST(VllmProfileCommand, EachVersionRangeItsProfile)
{
    // Before 0.8 V0 (32 bytes a logit, 0.03 GiB non-torch); 0.8 to 0.10 V1
    // with the PyTorch-native top-k/top-p fallback (32) and, in 0.8, the CUDA
    // context charged; from 0.11 14 bytes; from 0.20 the graphs subtracted.
    const QString file = exampleFile("glm47-fp8-4x-h200-tp4");
    const auto profile = [&file](const char *version) {
        const CliResult r =
            runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--cache-basis"),
                        QStringLiteral("vllm"), QStringLiteral("--vllm-version"),
                        QString::fromLatin1(version), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json()[QStringLiteral("vllmProfile")].toObject();
    };
    const QJsonObject v07 = profile("0.7"), v08 = profile("0.8.2"), v010 = profile("0.10"),
                      v019 = profile("0.19"), v021 = profile("0.21");
    EXPECT_EQ(v07[QStringLiteral("engine")].toString(), QStringLiteral("v0"));
    EXPECT_DOUBLE_EQ(v07[QStringLiteral("samplerBytesPerLogit")].toDouble(), 32.0);
    EXPECT_EQ(v08[QStringLiteral("engine")].toString(), QStringLiteral("v1"));
    EXPECT_EQ(v08[QStringLiteral("vllmVersion")].toString(), QStringLiteral("0.8"));
    EXPECT_DOUBLE_EQ(v08[QStringLiteral("samplerBytesPerLogit")].toDouble(), 32.0);
    EXPECT_DOUBLE_EQ(v08[QStringLiteral("cudaContextGiB")].toDouble(), 0.5);
    EXPECT_DOUBLE_EQ(v010[QStringLiteral("samplerBytesPerLogit")].toDouble(), 32.0);
    EXPECT_DOUBLE_EQ(v010[QStringLiteral("cudaContextGiB")].toDouble(), 0.0);
    EXPECT_DOUBLE_EQ(v019[QStringLiteral("samplerBytesPerLogit")].toDouble(), 14.0);
    EXPECT_FALSE(v019[QStringLiteral("cudaGraphsSubtracted")].toBool());
    EXPECT_TRUE(v021[QStringLiteral("cudaGraphsSubtracted")].toBool());
    // The graphs' estimate is the only difference between 0.19 and 0.21 here.
    EXPECT_NEAR(v019[QStringLiteral("cacheGiB")].toDouble() -
                    v021[QStringLiteral("cacheGiB")].toDouble(),
                v021[QStringLiteral("cudaGraphsGiB")].toDouble(), 1e-9);
}

TEST(VllmProfileCommand, EveryTermNamedInTheJson)
{
    const CliResult r = runCommand(
        {QStringLiteral("evaluate"), exampleFile("glm47-fp8-4x-h200-tp4"),
         QStringLiteral("--cache-basis"), QStringLiteral("vllm"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonArray terms = r.json()[QStringLiteral("vllmProfileTerms")].toArray();
    QStringList names;
    for (const QJsonValue &t : terms) {
        names << t.toObject()[QStringLiteral("term")].toString();
        EXPECT_FALSE(t.toObject()[QStringLiteral("source")].toString().isEmpty());
    }
    for (const char *name : {"weights", "forwardPass", "moeWorkspace", "dpGathering", "sampler",
                             "nonTorch", "nccl", "cudaContext", "cudaGraphs"})
        EXPECT_TRUE(names.contains(QString::fromLatin1(name))) << name;
}

TEST(VllmProfileCommand, TheEngineSetsTheSamplerBytes)
{
    // --vllm-engine v0 (the older name of --vllm-version 0.7) follows V0's
    // profile: 32 bytes per logit in the sampler, 0.03 GiB non-torch; the
    // current release 14 and 0.25.
    const QString file = exampleFile("glm47-fp8-4x-h200-tp4");
    const CliResult v1 =
        runCommand({QStringLiteral("evaluate"), file, QStringLiteral("--cache-basis"),
                    QStringLiteral("vllm"), QStringLiteral("--json")});
    const CliResult v0 = runCommand(
        {QStringLiteral("evaluate"), file, QStringLiteral("--cache-basis"), QStringLiteral("vllm"),
         QStringLiteral("--vllm-engine"), QStringLiteral("v0"), QStringLiteral("--json")});
    ASSERT_EQ(v1.exitCode, 0) << v1.err.toStdString();
    ASSERT_EQ(v0.exitCode, 0) << v0.err.toStdString();
    const QJsonObject p1 = v1.json()[QStringLiteral("vllmProfile")].toObject();
    const QJsonObject p0 = v0.json()[QStringLiteral("vllmProfile")].toObject();
    EXPECT_EQ(p1[QStringLiteral("engine")].toString(), QStringLiteral("v1"));
    EXPECT_EQ(p0[QStringLiteral("engine")].toString(), QStringLiteral("v0"));
    EXPECT_DOUBLE_EQ(p1[QStringLiteral("samplerBytesPerLogit")].toDouble(), 14.0);
    EXPECT_DOUBLE_EQ(p0[QStringLiteral("samplerBytesPerLogit")].toDouble(), 32.0);
    EXPECT_DOUBLE_EQ(p0[QStringLiteral("nonTorchGiB")].toDouble(), 0.03);
}

TEST(VllmProfileCommand, EnforceEagerChargesNoGraphsAndTheCommandsSaySo)
{
    // --enforce-eager: the 0.21 profile keeps the graphs' estimate in the
    // cache, and both serving commands run without graphs.
    const QString file = exampleFile("glm47-fp8-4x-h200-tp4");
    const auto run = [&file](const QStringList &more) {
        const CliResult r = runCommand(
            QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--cache-basis"),
                        QStringLiteral("vllm"), QStringLiteral("--vllm-version"),
                        QStringLiteral("0.21"), QStringLiteral("--json")} +
            more);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json();
    };
    const QJsonObject graphs = run({});
    const QJsonObject eager = run({QStringLiteral("--enforce-eager")});
    const QJsonObject g = graphs[QStringLiteral("vllmProfile")].toObject();
    const QJsonObject e = eager[QStringLiteral("vllmProfile")].toObject();
    EXPECT_FALSE(g[QStringLiteral("enforceEager")].toBool());
    EXPECT_TRUE(e[QStringLiteral("enforceEager")].toBool());
    EXPECT_FALSE(e[QStringLiteral("cudaGraphsSubtracted")].toBool());
    EXPECT_DOUBLE_EQ(e[QStringLiteral("cudaGraphsGiB")].toDouble(), 0.0);
    EXPECT_NEAR(e[QStringLiteral("cacheGiB")].toDouble() - g[QStringLiteral("cacheGiB")].toDouble(),
                g[QStringLiteral("cudaGraphsGiB")].toDouble(), 1e-9);
    const QJsonObject commands = eager[QStringLiteral("servingCommands")].toObject();
    EXPECT_TRUE(
        commands[QStringLiteral("vllm")].toString().contains(QStringLiteral("--enforce-eager")));
    EXPECT_TRUE(commands[QStringLiteral("sglang")].toString().contains(
        QStringLiteral("--disable-cuda-graph")));
    EXPECT_FALSE(graphs[QStringLiteral("servingCommands")]
                     .toObject()[QStringLiteral("vllm")]
                     .toString()
                     .contains(QStringLiteral("--enforce-eager")));
    // The build it describes says so too.
    EXPECT_TRUE(eager[QStringLiteral("build")].toObject()[QStringLiteral("enforceEager")].toBool());
}
