// SPDX-License-Identifier: MIT
// The vLLM-profile cache basis: each term's arithmetic written out from the
// catalogue's values (docs/vllm-memory.md says where each constant is from).
#include "buildfile.h"
#include "card.h"
#include "examplebuild.h"
#include "figureformulas.h"
#include "formaterror.h"
#include "layout.h"
#include "modelfamily.h"
#include "vllmmemoryprofile.h"
#include "vllmversionprofile.h"

#include <QLocale>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace llmconf;
using namespace llmconf::test;

namespace {
// GLM-4.7 FP8 on 4x H200 NVL at TP4: a MoE model on a large card.
const char *const kGlm47 = "glm47-fp8-4x-h200-tp4";

double gib(double bytes)
{
    return bytes / (1024.0 * 1024.0 * 1024.0);
}

/// vLLM 0.19 serving 8,192 batched tokens of `sequences` requests at 0.9,
/// on servers of eight cards.
VllmProfileSettings serveOnEight(int sequences)
{
    VllmProfileSettings settings;
    settings.utilization = 0.9;
    settings.maxBatchedTokens = 8192;
    settings.maxSequences = sequences;
    settings.context = 32768;
    settings.version = VllmVersion{0, 19};
    settings.cardsPerServer = 8;
    return settings;
}
} // namespace

TEST(VllmMemoryProfile, EachTermOfAMoeModelOnALargeCard)
{
    const Figures f = evaluateChanged(kGlm47, [](Build &b) { b.cacheBasis = CacheBasis::Vllm; });
    ASSERT_TRUE(f.vllm.active);
    const ModelShape &s = f.model->shape;
    ASSERT_GT(s.hiddenSize, 0);
    ASSERT_GT(s.moeIntermediateSize, 0);
    ASSERT_GT(s.vocabSize, 0);
    const VllmMemoryTerms &t = f.vllm;

    // The H200 NVL reports 140.4 GiB (>= 70 GiB, not an A100): vLLM's
    // defaults for `vllm serve` are 8192 batched tokens and 1024 sequences.
    EXPECT_EQ(t.maxBatchedTokens, 8192);
    EXPECT_EQ(t.maxSequences, 1024);
    EXPECT_TRUE(t.defaultBatchedTokens);

    // total = what the driver reports - 0.4 GiB the driver keeps; requested = 0.9 x total
    const double total = f.card->driverMemory.value() - 0.4 * (1 << 30);
    EXPECT_DOUBLE_EQ(t.cardMemory.value(), total);
    EXPECT_NEAR(t.requested.value(), 0.9 * total, 1.0);
    EXPECT_NEAR(t.headroom.value(), 0.1 * total, 1.0);
    // weights: the checkpoint's layout (CheckpointLayout), its split parts
    // plus what every card holds whole: at least the router gates of the
    // MoE layers, hidden x experts in 16 bits and a float32 bias each.
    ASSERT_TRUE(f.weightsFromShape);
    EXPECT_DOUBLE_EQ(t.weights.value(),
                     f.weightsSplitPerCard.value() + f.weightsWholePerCard.value());
    const double moeLayers = f.model->attention.numHiddenLayers - s.firstKDenseReplace;
    EXPECT_GE(f.weightsWholePerCard.value(),
              moeLayers * (double(s.hiddenSize) * s.nRoutedExperts * 2 + s.nRoutedExperts * 4));
    // The sources' rule, checkpoint / TP 4, stays the other bases' figure.
    EXPECT_DOUBLE_EQ(f.weightsRulePerCard.value(), f.checkpointSize.value() / 4.0);

    // Forward pass on 8192 tokens in 16-bit (2 bytes):
    //   residual and hidden states 2 x 8192 x hidden x 2
    //   + the largest block: the fused MoE (no EP, so the expert width w is
    //   split by TP): cache13 n k max(2w, hidden) + cache2 n k w + output n
    //   hidden, 2 bytes each, + FP8 copies of the inputs n hidden + n k w (1 byte)
    const double n = 8192, tp = 4;
    ASSERT_FALSE(exampleBuild(kGlm47).layout.ep);
    ASSERT_EQ(f.checkpoint->format, WeightFormat::Fp8BlockScaled);
    const double residual = 2.0 * n * s.hiddenSize * 2.0;
    const double w = s.moeIntermediateSize / tp, k = s.numExpertsPerTok;
    const double moe = n * k * std::max(2.0 * w, double(s.hiddenSize)) * 2.0 + n * k * w * 2.0 +
                       n * s.hiddenSize * 2.0 + n * s.hiddenSize + n * k * w;
    EXPECT_NEAR(t.moeWorkspace.value(), moe, 1.0);
    EXPECT_EQ(t.dpGathering.value(), 0.0);
    const double dense = 3.0 * n * s.intermediateSize * 2.0 / tp;
    const double kv = s.numKeyValueHeads > 0 ? s.numKeyValueHeads : s.numAttentionHeads;
    const double headDim = s.headDim > 0 ? s.headDim : double(s.hiddenSize) / s.numAttentionHeads;
    const double attention = n * (2.0 * s.numAttentionHeads + 2.0 * kv) * headDim * 2.0 / tp;
    EXPECT_NEAR(t.forwardPeak.value(), residual + std::max({moe, dense, attention}), 1.0);
    // Sampler (the current release, V1): hidden states 8192 x hidden x 2
    // + min(1024, 8192) requests x vocab x 14 bytes (16-bit logits 2, float32
    // 4, softmax 4, exponential draws 4)
    EXPECT_EQ(t.engine, VllmEngine::V1);
    const double sampler = n * s.hiddenSize * 2.0 + 1024.0 * s.vocabSize * 14.0;
    EXPECT_NEAR(t.samplerPeak.value(), sampler, 1.0);
    EXPECT_DOUBLE_EQ(t.activations.value(), std::max(t.forwardPeak, t.samplerPeak).value());
    // Non-torch 0.25 GiB (V1), NCCL 0.2 GiB (four cards talk over their
    // bridges, not an NVSwitch board); the current release (0.20 on)
    // subtracts the CUDA-graph estimate of 0.5 GiB before sizing.
    EXPECT_DOUBLE_EQ(gib(t.nonTorch.value()), 0.25);
    EXPECT_FALSE(t.ncclOverNvlink);
    EXPECT_DOUBLE_EQ(gib(t.nccl.value()), 0.2);
    EXPECT_DOUBLE_EQ(gib(t.cudaGraphs.value()), 0.5);
    EXPECT_TRUE(t.graphsSubtracted);
    EXPECT_GE(t.version, VllmVersionProfile::kGraphsEstimated);

    // cache = requested - (weights + activations + non-torch + NCCL + graphs)
    const double cache = t.requested.value() - t.weights.value() - t.activations.value() -
                         t.nonTorch.value() - t.nccl.value() - t.cudaGraphs.value();
    EXPECT_NEAR(t.cache().value(), cache, 1.0);
    EXPECT_NEAR(f.freePerCard.value(), cache, 1.0);
    EXPECT_NEAR(f.usablePerCard.value(), cache + t.weights.value(), 1.0);
    // Tokens: whole blocks of 16 at the config arithmetic's cache per token per card.
    const double perToken = t.cachePerTokenPerCard.value();
    ASSERT_GT(perToken, 0);
    EXPECT_EQ(t.cacheTokens, qint64(std::floor(cache / (16 * perToken))) * 16);
    // Conversations count with the config arithmetic.
    EXPECT_EQ(f.basisUsed, CacheBasis::Vllm);
    EXPECT_DOUBLE_EQ(f.cachePerConversationPerCard.value(), f.cacheConfigPerCard.value());
    EXPECT_EQ(f.conversations,
              SizingEngine::conversationsFitting(f.freePerCard, f.cachePerConversationPerCard));
}

TEST(VllmMemoryProfile, SmallCardDefaultsOneCardAndSetTokens)
{
    // One RTX PRO 6000 with GLM-4.7-Flash: a card of 95.6 GiB but a single
    // card has no NCCL term; the build's own batch settings replace the defaults.
    const Figures f = evaluateChanged("glm47flash-1x-rtx", [](Build &b) {
        b.cacheBasis = CacheBasis::Vllm;
        b.maxBatchedTokens = 4096;
        b.maxSequences = 64;
    });
    ASSERT_TRUE(f.vllm.active);
    EXPECT_EQ(f.vllm.maxBatchedTokens, 4096);
    EXPECT_FALSE(f.vllm.defaultBatchedTokens);
    EXPECT_EQ(f.vllm.maxSequences, 64);
    EXPECT_EQ(f.vllm.nccl.value(), 0.0);
    const ModelShape &s = f.model->shape;
    const double sampler = 4096.0 * s.hiddenSize * 2.0 + 64.0 * s.vocabSize * 14.0;
    EXPECT_NEAR(f.vllm.samplerPeak.value(), sampler, 1.0);

    // vLLM's defaults below 70 GiB (of CUDA's total) or on an A100: 2048
    // tokens, 256 sequences.
    Card small;
    small.id = QStringLiteral("l4");
    small.driverMemory = mebibytes(23034);
    EXPECT_EQ(VllmMemoryProfile::defaultBatchedTokens(small), 2048);
    EXPECT_EQ(VllmMemoryProfile::defaultSequences(small), 256);
    Card a100;
    a100.id = QStringLiteral("a100-80gb");
    a100.driverMemory = mebibytes(81920);
    EXPECT_EQ(VllmMemoryProfile::defaultBatchedTokens(a100), 2048);
    Card h100;
    h100.id = QStringLiteral("h100-sxm");
    h100.driverMemory = mebibytes(81559);
    EXPECT_EQ(VllmMemoryProfile::defaultBatchedTokens(h100), 8192);
    EXPECT_EQ(VllmMemoryProfile::defaultSequences(h100), 1024);
}

TEST(VllmMemoryProfile, TheRuleStaysTheDefaultAndTheBasisRoundTrips)
{
    // The sources' rule is untouched: no vLLM terms without the basis.
    const Figures rule = evaluateExample(kGlm47);
    EXPECT_FALSE(rule.vllm.active);
    EXPECT_EQ(Build().cacheBasis, CacheBasis::Conservative);

    Build b = exampleBuild(kGlm47);
    b.cacheBasis = CacheBasis::Vllm;
    b.maxBatchedTokens = 16384;
    const Build again = BuildFile::fromJson(BuildFile::toJson(b, Catalogue::builtIn().rules()),
                                            QStringLiteral("x.json"), Catalogue::builtIn().rules());
    EXPECT_EQ(again.cacheBasis, CacheBasis::Vllm);
    EXPECT_EQ(again.maxBatchedTokens, 16384);
    EXPECT_EQ(again.maxSequences, 0);
    EXPECT_EQ(BuildFile::cacheBasisFromName(QStringLiteral("vllm")), CacheBasis::Vllm);
    // Files without the settings keep vLLM's defaults (0) and are written as before.
    EXPECT_FALSE(BuildFile::toJson(exampleBuild(kGlm47), Catalogue::builtIn().rules())
                     .contains("maxBatchedTokens"));
    EXPECT_FALSE(BuildFile::toJson(exampleBuild(kGlm47), Catalogue::builtIn().rules())
                     .contains("vllmVersion"));
    EXPECT_TRUE(again.vllmVersion.isCurrent());
    // The version round-trips, and a wrong one names the file and the field.
    b.vllmVersion = VllmVersion{0, 19};
    const QByteArray v019 = BuildFile::toJson(b, Catalogue::builtIn().rules());
    EXPECT_TRUE(v019.contains("\"vllmVersion\": \"0.19\""));
    EXPECT_EQ(BuildFile::fromJson(v019, QStringLiteral("x.json"), Catalogue::builtIn().rules())
                  .vllmVersion,
              (VllmVersion{0, 19}));
    QByteArray bad = v019;
    bad.replace("\"vllmVersion\": \"0.19\"", "\"vllmVersion\": \"nine\"");
    try {
        (void)BuildFile::fromJson(bad, QStringLiteral("x.json"), Catalogue::builtIn().rules());
        ADD_FAILURE() << "a wrong version was accepted";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("x.json")));
        EXPECT_TRUE(e.message().contains(QStringLiteral("vllmVersion")));
        EXPECT_TRUE(e.message().contains(QStringLiteral("nine")));
    }
    // Older files named the engine: "v0" reads as 0.7 (V0's last default
    // release), "v1" as the current release; a wrong one is still refused.
    QByteArray old = v019;
    old.replace("\"vllmVersion\": \"0.19\"", "\"vllmEngine\": \"v0\"");
    EXPECT_EQ(BuildFile::fromJson(old, QStringLiteral("x.json"), Catalogue::builtIn().rules())
                  .vllmVersion,
              (VllmVersion{0, 7}));
    old.replace("\"vllmEngine\": \"v0\"", "\"vllmEngine\": \"v1\"");
    EXPECT_TRUE(BuildFile::fromJson(old, QStringLiteral("x.json"), Catalogue::builtIn().rules())
                    .vllmVersion.isCurrent());
    old.replace("\"vllmEngine\": \"v1\"", "\"vllmEngine\": \"v9\"");
    EXPECT_THROW(
        (void)BuildFile::fromJson(old, QStringLiteral("x.json"), Catalogue::builtIn().rules()),
        FormatError);
}

TEST(VllmMemoryProfile, FormulasShowEachTerm)
{
    const Build b = [] {
        Build x = exampleBuild(kGlm47);
        x.cacheBasis = CacheBasis::Vllm;
        return x;
    }();
    const Evaluation e = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    const FigureFormulas formulas(b, e.figures, QuantityFormat(QLocale(QLocale::English)));
    const QString text = formulas.cache();
    // The larger of the forward pass and the sampler is charged, by name.
    EXPECT_TRUE(text.contains(
        QStringLiteral("- %1 sampler")
            .arg(QuantityFormat(QLocale(QLocale::English)).gib(e.figures.vllm.samplerPeak, 2))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("MoE workspace")));
    EXPECT_TRUE(text.contains(QStringLiteral("non-torch")));
    EXPECT_TRUE(text.contains(QStringLiteral("NCCL")));
    EXPECT_TRUE(text.contains(QStringLiteral("CUDA graphs")));
    EXPECT_TRUE(text.contains(QStringLiteral("8,192 batched tokens")));
    EXPECT_TRUE(formulas.usable().contains(QStringLiteral("vLLM profile")));
}

TEST(VllmMemoryProfile, GlmFlashActivationsFromItsHiddenSize)
{
    // GLM-5.3-Flash: hidden_size 4096, moe_intermediate_size 2048, 8 of 288
    // experts per token (catalogue, sources in models.json); no vocabulary or
    // dense width is published, so the sampler holds only the hidden states.
    Build b = exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    b.cacheBasis = CacheBasis::Vllm;
    const Evaluation e = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    const VllmMemoryTerms &t = e.figures.vllm;
    EXPECT_TRUE(t.activationsKnown);
    EXPECT_EQ(t.maxBatchedTokens, 8192); // the RTX PRO 6000 is over 70 GiB
    // residual 2 x 8192 x 4096 x 2 + fused MoE under EP (the expert whole,
    // 2048 wide): cache13 8192 x 8 x max(2 x 2048, 4096) + cache2 8192 x 8 x
    // 2048 + output 8192 x 4096, 2 bytes each (NVFP4: no FP8 copies)
    ASSERT_TRUE(b.layout.ep);
    const double forward =
        2.0 * 8192 * 4096 * 2 + 8192.0 * 8 * 4096 * 2 + 8192.0 * 8 * 2048 * 2 + 8192.0 * 4096 * 2;
    EXPECT_NEAR(t.forwardPeak.value(), forward, 1.0);
    EXPECT_NEAR(t.samplerPeak.value(), 8192.0 * 4096 * 2, 1.0);
    EXPECT_NEAR(t.activations.value(), forward, 1.0); // 1.44 GiB
}

TEST(VllmMemoryProfile, AModelWithoutItsWidthsSaysSo)
{
    // A shape without hidden_size: the activations cannot be estimated, and
    // the formula says they are not counted rather than show a zero.
    Build b = exampleBuild("glm53flash-nvfp4-4x-rtx-tp4");
    b.cacheBasis = CacheBasis::Vllm;
    const Evaluation e = SizingEngine::evaluate(b, Catalogue::builtIn());
    ASSERT_TRUE(e.ok());
    ModelFamily widthless = *e.figures.model;
    widthless.shape.hiddenSize = 0;
    VllmProfileSettings settings;
    settings.utilization = b.utilization;
    const VllmMemoryTerms t = VllmMemoryProfile::evaluate(*e.figures.card, e.figures.weightsPerCard,
                                                          widthless, b.layout, settings);
    EXPECT_FALSE(t.activationsKnown);
    Figures f = e.figures;
    f.vllm = t;
    const FigureFormulas formulas(b, f, QuantityFormat(QLocale(QLocale::English)));
    EXPECT_TRUE(formulas.cache().contains(QStringLiteral("not counted")));
}

TEST(VllmMemoryProfile, NegativeBatchSettingsAreRefused)
{
    Build b = exampleBuild(kGlm47);
    b.cacheBasis = CacheBasis::Vllm;
    b.maxBatchedTokens = -1;
    const Evaluation e = SizingEngine::evaluate(b, Catalogue::builtIn());
    EXPECT_FALSE(e.ok());
    EXPECT_TRUE(e.error.contains(QStringLiteral("max_num_batched_tokens")));
}

TEST(VllmMemoryProfile, DataParallelRanksGatherTheirTokensForTheExperts)
{
    // DP 8 + EP on eight H100 SXM: every rank's MoE layer sees the tokens of
    // all eight ranks, 8 x 8192 = 65,536, of which the fused MoE runs the
    // chunk of 32,768 at once (VLLM_FUSED_MOE_CHUNK_SIZE); the expert is
    // whole (EP), so its width is not divided; the gathered hidden states
    // are held beside the workspace.
    const Figures f = evaluateExample(kGlm47);
    const ModelShape &s = f.model->shape;
    const Card *h100 = Catalogue::builtIn().card(QStringLiteral("h100-sxm"));
    ASSERT_NE(h100, nullptr);
    Layout layout;
    layout.tp = 1;
    layout.dp = 8;
    layout.ep = true;
    const VllmProfileSettings settings = serveOnEight(256);
    const VllmMemoryTerms t =
        VllmMemoryProfile::evaluate(*h100, gibibytes(40), *f.model, layout, settings);
    EXPECT_EQ(t.moeTokens, 32768);
    const double m = 32768, k = s.numExpertsPerTok, w = s.moeIntermediateSize, h = s.hiddenSize;
    EXPECT_NEAR(t.moeWorkspace.value(),
                m * k * std::max(2.0 * w, h) * 2.0 + m * k * w * 2.0 + m * h * 2.0, 1.0);
    EXPECT_NEAR(t.dpGathering.value(), 8.0 * 8192 * h * 2.0, 1.0);
    // Both are the forward pass's largest block.
    EXPECT_NEAR(t.forwardPeak.value(),
                2.0 * 8192 * h * 2.0 + (t.moeWorkspace + t.dpGathering).value(), 1.0);
    // The DP group of eight reduces over NVLink within the board.
    EXPECT_TRUE(t.ncclOverNvlink);
    EXPECT_FALSE(t.ncclAcrossServers);
    // Without DP the same layer sees its own 8192 tokens and gathers none.
    layout.dp = 1;
    const VllmMemoryTerms alone =
        VllmMemoryProfile::evaluate(*h100, gibibytes(40), *f.model, layout, settings);
    EXPECT_EQ(alone.moeTokens, 8192);
    EXPECT_EQ(alone.dpGathering.value(), 0.0);
}

TEST(VllmMemoryProfile, AGroupOverTwoServersKeepsAtLeastTheNvlinkFigure)
{
    // TP 16 over two servers of eight: NCCL keeps its network buffers beside
    // the NVLink ones, never the PCIe figure, whatever the card.
    const Figures f = evaluateExample(kGlm47);
    Layout layout;
    layout.tp = 16;
    VllmProfileSettings settings;
    settings.utilization = 0.9;
    settings.version = VllmVersion{0, 19};
    settings.cardsPerServer = 8;
    for (const char *id : {"h100-sxm", "l40s"}) {
        SCOPED_TRACE(id);
        const Card *card = Catalogue::builtIn().card(QString::fromLatin1(id));
        ASSERT_NE(card, nullptr);
        const VllmMemoryTerms t =
            VllmMemoryProfile::evaluate(*card, gibibytes(20), *f.model, layout, settings);
        EXPECT_TRUE(t.ncclAcrossServers);
        EXPECT_DOUBLE_EQ(gib(t.nccl.value()), VllmMemoryProfile::kNvlinkCommunicationGiB);
    }
    // The same group of eight PCIe cards in one server keeps the PCIe figure.
    layout.tp = 8;
    const VllmMemoryTerms one =
        VllmMemoryProfile::evaluate(*Catalogue::builtIn().card(QStringLiteral("l40s")),
                                    gibibytes(20), *f.model, layout, settings);
    EXPECT_FALSE(one.ncclAcrossServers);
    EXPECT_DOUBLE_EQ(gib(one.nccl.value()), VllmMemoryProfile::kPcieCommunicationGiB);
}

TEST(VllmMemoryProfile, OnlyThePipelinesLastStageSamples)
{
    // TP4 x PP2 on H100 SXM, 1,024 sequences of GLM-4.7's vocabulary: the
    // sampler's peak is larger than the forward pass's, and only the last
    // stage samples. The earlier stage keeps the difference for its cache;
    // the cache that sizes the server is the last stage's (vLLM gives
    // every worker the smallest block count).
    const Figures f = evaluateExample(kGlm47);
    const Card *h100 = Catalogue::builtIn().card(QStringLiteral("h100-sxm"));
    ASSERT_NE(h100, nullptr);
    Layout layout;
    layout.tp = 4;
    layout.pp = 2;
    const VllmProfileSettings settings = serveOnEight(1024);
    const VllmMemoryTerms t =
        VllmMemoryProfile::evaluate(*h100, gibibytes(40), *f.model, layout, settings);
    ASSERT_GT(t.samplerPeak, t.forwardPeak);
    EXPECT_EQ(t.activations, t.samplerPeak);
    EXPECT_NEAR(t.cacheBeforeLastStage().value(),
                (t.requested - t.nonCache() + t.samplerPeak - t.forwardPeak).value(), 1.0);
    // One stage: every card samples; the two figures are one.
    layout.pp = 1;
    const VllmMemoryTerms one =
        VllmMemoryProfile::evaluate(*h100, gibibytes(40), *f.model, layout, settings);
    EXPECT_EQ(one.cacheBeforeLastStage(), one.cache());
}

TEST(VllmMemoryProfile, TheH20With141GBIsACardOfItsOwn)
{
    // H20-3e: nvidia-smi 143,771 MiB and 500 W on each of eight NVSwitch GPUs
    // (sources in cards.json); a large card for vLLM's defaults.
    const Card *h20 = Catalogue::builtIn().card(QStringLiteral("h20-141gb"));
    ASSERT_NE(h20, nullptr);
    EXPECT_DOUBLE_EQ(h20->driverMemory.value(), 143771.0 * 1024 * 1024);
    EXPECT_EQ(h20->formFactor, FormFactor::Sxm);
    EXPECT_EQ(h20->nvlinkGroup, 8);
    EXPECT_EQ(VllmMemoryProfile::defaultBatchedTokens(*h20), 8192);
    EXPECT_EQ(VllmMemoryProfile::defaultSequences(*h20), 1024);
    const Card *h20Small = Catalogue::builtIn().card(QStringLiteral("h20"));
    ASSERT_NE(h20Small, nullptr);
    EXPECT_GT(h20->driverMemory.value(), h20Small->driverMemory.value());
}

TEST(VllmMemoryProfile, TheGraphEstimateCameWithAHigherDefaultUtilization)
{
    // vllm#38284 turned the CUDA-graph estimate on by default and raised the
    // default --gpu-memory-utilization from 0.9 to 0.92 for it: both from
    // 0.20, both before it on none.
    const Card *h200 = Catalogue::builtIn().card(QStringLiteral("h200-sxm"));
    ASSERT_NE(h200, nullptr);
    const VllmVersionProfile v019 = VllmVersionProfile::of(VllmVersion{0, 19}, *h200);
    const VllmVersionProfile v020 = VllmVersionProfile::of(VllmVersion{0, 20}, *h200);
    const VllmVersionProfile v021 = VllmVersionProfile::of(VllmVersion{0, 21}, *h200);
    EXPECT_FALSE(v019.graphsSubtracted);
    EXPECT_DOUBLE_EQ(v019.defaultUtilization, 0.90);
    EXPECT_TRUE(v020.graphsSubtracted);
    EXPECT_DOUBLE_EQ(v020.defaultUtilization, 0.92);
    EXPECT_TRUE(v021.graphsSubtracted);
    EXPECT_DOUBLE_EQ(v021.defaultUtilization, 0.92);
    // V0 (0.7) had the old default too.
    EXPECT_DOUBLE_EQ(VllmVersionProfile::of(VllmVersion{0, 7}, *h200).defaultUtilization, 0.90);
    // At the same utilisation 0.20 keeps the estimate less cache than 0.19.
    VllmProfileSettings settings = serveOnEight(1024);
    const ModelFamily *model = Catalogue::builtIn().model(QStringLiteral("DeepSeek-V3"));
    ASSERT_NE(model, nullptr);
    Layout layout;
    layout.tp = 8;
    const Bytes weights = gibibytes(40.0);
    const VllmMemoryTerms t019 =
        VllmMemoryProfile::evaluate(*h200, weights, *model, layout, settings);
    settings.version = VllmVersion{0, 20};
    const VllmMemoryTerms t020 =
        VllmMemoryProfile::evaluate(*h200, weights, *model, layout, settings);
    EXPECT_NEAR((t019.cache() - t020.cache()).value(), t020.cudaGraphs.value(), 1.0);
}

TEST(VllmMemoryProfile, AnEagerRunChargesNoGraphs)
{
    // --enforce-eager: vLLM captures no graphs and skips their estimate
    // (gpu_worker.py determine_available_memory, only if cudagraph_mode !=
    // NONE), so from 0.20 the cache keeps the graphs' estimate.
    const Card *h200 = Catalogue::builtIn().card(QStringLiteral("h200-sxm"));
    ASSERT_NE(h200, nullptr);
    const ModelFamily *model = Catalogue::builtIn().model(QStringLiteral("DeepSeek-V3"));
    ASSERT_NE(model, nullptr);
    Layout layout;
    layout.tp = 8;
    const auto profile = [&](VllmVersion version, bool eager) {
        VllmProfileSettings settings = serveOnEight(1024);
        settings.version = version;
        settings.enforceEager = eager;
        return VllmMemoryProfile::evaluate(*h200, gibibytes(40.0), *model, layout, settings);
    };
    const VllmMemoryTerms graphs = profile(VllmVersion{0, 20}, false);
    const VllmMemoryTerms eager = profile(VllmVersion{0, 20}, true);
    ASSERT_TRUE(graphs.graphsSubtracted);
    EXPECT_TRUE(eager.eager);
    EXPECT_FALSE(eager.graphsSubtracted);
    EXPECT_EQ(eager.cudaGraphs.value(), 0.0);
    // cache = requested - (weights + activations + indexer + non-torch + NCCL
    // + context), no graph term; the graph run's cache is 0.5 GiB less.
    const double cache = eager.requested.value() - eager.weights.value() -
                         eager.activations.value() - eager.indexerWorkspace.value() -
                         eager.nonTorch.value() - eager.nccl.value() - eager.cudaContext.value();
    EXPECT_NEAR(eager.cache().value(), cache, 1.0);
    EXPECT_NEAR((eager.cache() - graphs.cache()).value(),
                gibibytes(VllmMemoryProfile::kCudaGraphsGiB).value(), 1.0);
    // Before 0.20 the graphs came out of the headroom, not the cache: eager
    // changes no cache there, and no graph term is shown.
    const VllmMemoryTerms eager019 = profile(VllmVersion{0, 19}, true);
    const VllmMemoryTerms graphs019 = profile(VllmVersion{0, 19}, false);
    EXPECT_NEAR(eager019.cache().value(), graphs019.cache().value(), 1.0);
    EXPECT_EQ(eager019.cudaGraphs.value(), 0.0);
}

TEST(VllmMemoryProfile, AnEagerBuildSaysSoAndKeepsTheGraphsEstimate)
{
    // The build's setting reaches the profile, its formula text and JSON.
    const auto evaluate = [](bool eager) {
        Build b = exampleBuild(kGlm47);
        b.cacheBasis = CacheBasis::Vllm;
        b.vllmVersion = VllmVersion{0, 20};
        b.enforceEager = eager;
        return std::pair(b, SizingEngine::evaluate(b, Catalogue::builtIn()));
    };
    const auto [graphsBuild, graphs] = evaluate(false);
    const auto [eagerBuild, eager] = evaluate(true);
    ASSERT_TRUE(graphs.ok() && eager.ok());
    EXPECT_TRUE(eager.figures.vllm.eager);
    EXPECT_NEAR((eager.figures.freePerCard - graphs.figures.freePerCard).value(),
                gibibytes(VllmMemoryProfile::kCudaGraphsGiB).value(), 1.0);
    const QuantityFormat english(QLocale(QLocale::English));
    const QString text = FigureFormulas(eagerBuild, eager.figures, english).cache();
    EXPECT_TRUE(text.contains(QStringLiteral("eager: no CUDA graphs"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("- 0.50 GiB CUDA graphs"))) << text.toStdString();
    const QString withGraphs = FigureFormulas(graphsBuild, graphs.figures, english).cache();
    EXPECT_FALSE(withGraphs.contains(QStringLiteral("eager"))) << withGraphs.toStdString();
}
