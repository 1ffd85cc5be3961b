// SPDX-License-Identifier: MIT
// Every figure of section 5 of docs/sizing-rules.md (the "reference figures"
// of the source documents), evaluated from catalogue data through the
// engine. The expected values and tolerances are the sources' own; the row
// number of the rules document is in each test's name.
#include "cachefootprint.h"
#include "examplebuild.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
const char *const kFlashNvfp4x4 = "glm53flash-nvfp4-4x-rtx-tp4";
const char *const kGlm53Fp8H200Tp4Pp2 = "glm53-fp8-8x-h200-tp4-pp2";
const char *const kGlm53Nvfp4RtxTp4Pp2 = "glm53-nvfp4-8x-rtx-tp4-pp2";
} // namespace

TEST(ReferenceFigures, Row01_UsablePerRtxPro6000)
{
    EXPECT_NEAR(inGiB(evaluateExample(kFlashNvfp4x4).usablePerCard), 83.04, 0.01);
}

TEST(ReferenceFigures, Row02_UsablePerH200Nvl)
{
    EXPECT_NEAR(inGiB(evaluateExample("glm53flash-fp8-4x-h200-tp4").usablePerCard), 123.36, 0.01);
}

TEST(ReferenceFigures, Row03to05_FlashNvfp4On4xRtx16BitCache)
{
    const Figures f = evaluateExample(kFlashNvfp4x4);
    EXPECT_NEAR(inGiB(f.weightsPerCard), 47.6, 0.05);
    EXPECT_NEAR(inGiB(f.freePerCard), 35.4, 0.05);
    EXPECT_EQ(f.basisUsed, CacheBasis::Published);
    EXPECT_EQ(f.conversations, 51);
}

TEST(ReferenceFigures, Row06_FlashNvfp4On4xRtxFp8Cache)
{
    const Figures f =
        evaluateChanged(kFlashNvfp4x4, [](Build &b) { b.cacheDtype = CacheDtype::Fp8; });
    EXPECT_GE(f.conversations, 100);
    EXPECT_LE(f.conversations, 103);
}

TEST(ReferenceFigures, Row07_FlashConfigArithmetic)
{
    const Figures f =
        evaluateChanged(kFlashNvfp4x4, [](Build &b) { b.cacheBasis = CacheBasis::Config; });
    EXPECT_GE(f.conversations, 76);
    EXPECT_LE(f.conversations, 77);
}

TEST(ReferenceFigures, Row08to09_FlashFp8On4xRtx)
{
    const Figures f = evaluateExample("glm53flash-fp8-4x-rtx-tp4");
    EXPECT_NEAR(inGiB(f.freePerCard), 6.6, 0.1);
    EXPECT_EQ(f.conversations, 9);
}

TEST(ReferenceFigures, Row10to11_FlashNvfp4On8xRtxTp8)
{
    const Figures f = evaluateExample("glm53flash-nvfp4-8x-rtx-tp8");
    EXPECT_NEAR(inGiB(f.freePerCard), 59.2, 0.05);
    EXPECT_EQ(f.conversations, 85);
}

TEST(ReferenceFigures, Row12_FlashNvfp4On8xRtxTwoCopies)
{
    const Figures f = evaluateExample("glm53flash-nvfp4-8x-rtx-2x-tp4");
    EXPECT_EQ(f.copies, 2);
    EXPECT_EQ(f.conversations, 102);
}

TEST(ReferenceFigures, Row13_FlashFp8On8xRtxTp8)
{
    const Figures f = evaluateExample("glm53flash-fp8-8x-rtx-tp8");
    EXPECT_GE(f.conversations, 64);
    EXPECT_LE(f.conversations, 65);
}

TEST(ReferenceFigures, Row14to15_FlashFp8On4xH200)
{
    const Figures f = evaluateExample("glm53flash-fp8-4x-h200-tp4");
    EXPECT_NEAR(inGiB(f.freePerCard), 46.9, 0.1);
    EXPECT_EQ(f.conversations, 68); // 46.92 / 0.69 is 68, not 67
}

TEST(ReferenceFigures, Row16_FlashCachePerCardByConfigArithmetic)
{
    const Figures f = evaluateExample(kFlashNvfp4x4);
    EXPECT_NEAR(inGiB(f.cacheConfigPerCard), 0.46, 0.01);
    // 0.43 GiB of latent and indexer key plus 136 MiB of state / TP4
    EXPECT_NEAR(inGiB(f.cachePerConversation - f.linearStatePerConversation), 0.43, 0.005);
    EXPECT_NEAR(inMiB(f.linearStatePerConversation), 136.0, 1e-9);
}

TEST(ReferenceFigures, Row17_WallPowerAt600W)
{
    EXPECT_NEAR(inWatts(evaluateExample(kFlashNvfp4x4).wallPower), 3404.0, 5.0);
}

TEST(ReferenceFigures, Row18_WallPowerCappedAt450W)
{
    EXPECT_NEAR(inWatts(evaluateExample("glm53flash-nvfp4-4x-rtx-tp4-450w").wallPower), 2714.0,
                5.0);
}

TEST(ReferenceFigures, Row19_FeedVerdictAt600W)
{
    const Figures f = evaluateExample(kFlashNvfp4x4);
    EXPECT_NEAR(inWatts(f.feedPlanned), 2940.0, 5.0);
    EXPECT_FALSE(f.feedOk);
    EXPECT_TRUE(evaluateExample("glm53flash-nvfp4-4x-rtx-tp4-450w").feedOk);
}

TEST(ReferenceFigures, Row20_HostMemory)
{
    EXPECT_NEAR(inGB(evaluateExample(kFlashNvfp4x4).hostMemory), 768.0, 1e-6);
}

TEST(ReferenceFigures, Row21_StorageForBothFlashCheckpoints)
{
    EXPECT_NEAR(inGB(evaluateExample(kFlashNvfp4x4).storagePerServer), 533.0, 1.0);
}

TEST(ReferenceFigures, Row22_Glm53CachePerToken16Bit)
{
    const ModelFamily *glm = Catalogue::builtIn().model(QStringLiteral("GLM-5.3"));
    ASSERT_NE(glm, nullptr);
    const CacheFootprint cache(glm->attention, CacheDtype::Bf16);
    EXPECT_NEAR(inKiB(cache.perToken()), 97.8, 0.1);
    EXPECT_NEAR(inGiB(cache.perConversation(32768)), 3.06, 0.01);
}

TEST(ReferenceFigures, Row23_Glm53CachePerTokenFp8)
{
    const ModelFamily *glm = Catalogue::builtIn().model(QStringLiteral("GLM-5.3"));
    ASSERT_NE(glm, nullptr);
    const CacheFootprint cache(glm->attention, CacheDtype::Fp8);
    EXPECT_NEAR(inKiB(cache.perToken()), 60.0, 0.1);
    EXPECT_NEAR(inGiB(cache.perConversation(32768)), 1.88, 0.01);
}

TEST(ReferenceFigures, Row24_Glm47CachePerToken)
{
    const ModelFamily *glm = Catalogue::builtIn().model(QStringLiteral("GLM-4.7"));
    ASSERT_NE(glm, nullptr);
    const CacheFootprint cache(glm->attention, CacheDtype::Bf16);
    EXPECT_DOUBLE_EQ(inKiB(cache.perToken()), 368.0);
    EXPECT_DOUBLE_EQ(inGiB(cache.perConversation(32768)), 11.5);
}

TEST(ReferenceFigures, Row25_Glm53Fp8On8xH200FreePerCard)
{
    EXPECT_NEAR(inGiB(evaluateExample(kGlm53Fp8H200Tp4Pp2).freePerCard), 35.35, 0.01);
}

TEST(ReferenceFigures, Row26_Glm53Fp8On8xH200Tp4Pp2)
{
    EXPECT_EQ(
        evaluateChanged(kGlm53Fp8H200Tp4Pp2, [](Build &b) { b.cacheDtype = CacheDtype::Bf16; })
            .conversations,
        23);
    EXPECT_EQ(evaluateExample(kGlm53Fp8H200Tp4Pp2).conversations, 37);
}

TEST(ReferenceFigures, Row27_Glm53Fp8On8xH200Tp8)
{
    EXPECT_EQ(
        evaluateChanged("glm53-fp8-8x-h200-tp8", [](Build &b) { b.cacheDtype = CacheDtype::Bf16; })
            .conversations,
        11);
    EXPECT_EQ(evaluateExample("glm53-fp8-8x-h200-tp8").conversations, 18);
}

TEST(ReferenceFigures, Row28_Glm53Fp8On8xH200Tp8Dcp8)
{
    EXPECT_EQ(evaluateExample("glm53-fp8-8x-h200-tp8-dcp8").conversations, 92);
}

TEST(ReferenceFigures, Row29_Glm53Tp4Pp2Fp8At8KTokens)
{
    EXPECT_GE(
        evaluateChanged(kGlm53Fp8H200Tp4Pp2, [](Build &b) { b.context = 8192; }).conversations,
        100);
}

TEST(ReferenceFigures, Row30_Glm53OneMillionTokensPerCard)
{
    const auto at1M = [](Build &b) { b.context = 1048576; };
    EXPECT_NEAR(inGiB(evaluateChanged(kGlm53Fp8H200Tp4Pp2, at1M).cachePerConversationPerCard), 30.0,
                0.5);
    const Figures tp8 = evaluateChanged("glm53-fp8-8x-h200-tp8", at1M);
    EXPECT_NEAR(inGiB(tp8.cachePerConversationPerCard), 60.0, 0.5);
    EXPECT_EQ(tp8.conversations, 0); // more than the 35 GiB left
}

TEST(ReferenceFigures, Row31_Glm53Fp8DoesNotFit8xRtx)
{
    const Figures f = evaluateExample("glm53-fp8-8x-rtx-tp8");
    EXPECT_FALSE(f.weightsFit);
    EXPECT_NEAR(inGiB(f.checkpointSize), 704.1, 0.05);
    EXPECT_NEAR(inGiB(f.usablePerCopy), 664.3, 0.05);
}

TEST(ReferenceFigures, Row32_Glm53Bf16DoesNotFit8xH200)
{
    const Figures f = evaluateExample("glm53-bf16-8x-h200-tp8");
    EXPECT_FALSE(f.weightsFit);
    EXPECT_GT(inGB(f.checkpointSize), 8 * 141.0); // 1.51 TB > 1,128 GB
}

TEST(ReferenceFigures, Row33_Glm47Fp8DoesNotFit4xRtx)
{
    const Figures f = evaluateExample("glm47-fp8-4x-rtx-tp4");
    EXPECT_FALSE(f.weightsFit);
    EXPECT_GT(inGiB(f.checkpointSize), inGiB(f.usablePerCopy));
    EXPECT_NEAR(inGiB(f.usablePerCopy), 332.2, 0.1);
}

TEST(ReferenceFigures, Row34_Glm47Fp8On4xH200)
{
    EXPECT_EQ(evaluateExample("glm47-fp8-4x-h200-tp4").conversations, 13);
}

TEST(ReferenceFigures, Row35_Glm47Fp8On8xH200Fp8Cache)
{
    EXPECT_GE(evaluateExample("glm47-fp8-8x-h200-tp8-fp8").conversations, 100);
}

TEST(ReferenceFigures, Row36_Glm47FlashOnOneCard)
{
    EXPECT_NEAR(evaluateExample("glm47flash-1x-rtx").conversations, 15, 1);
    EXPECT_NEAR(evaluateExample("glm47flash-1x-h200").conversations, 39, 1);
    EXPECT_NEAR(evaluateExample("glm47flash-1x-dgx-spark").conversations, 22, 1);
}

TEST(ReferenceFigures, Row37to38_Glm53Nvfp4On8xRtx)
{
    const Figures f = evaluateExample(kGlm53Nvfp4RtxTp4Pp2);
    EXPECT_NEAR(inGiB(f.checkpointSize), 432.3, 0.05);
    EXPECT_NEAR(inGiB(f.weightsPerCard), 54.0, 0.05);
    EXPECT_NEAR(inGiB(f.usableTotal), 664.3, 0.05);
    EXPECT_NEAR(inGiB(f.freeTotal), 232.1, 0.05);
    EXPECT_NEAR(inGiB(f.freePerCard), 29.0, 0.05);
}

TEST(ReferenceFigures, Row39_Glm53Nvfp4On8xRtxTp4Pp2)
{
    EXPECT_EQ(
        evaluateChanged(kGlm53Nvfp4RtxTp4Pp2, [](Build &b) { b.cacheDtype = CacheDtype::Bf16; })
            .conversations,
        18);
    EXPECT_EQ(evaluateExample(kGlm53Nvfp4RtxTp4Pp2).conversations, 30);
}

TEST(ReferenceFigures, Row40_Glm53Nvfp4OneMillionTokensDoesNotFit)
{
    const Figures f = evaluateChanged(kGlm53Nvfp4RtxTp4Pp2, [](Build &b) { b.context = 1048576; });
    EXPECT_NEAR(inGiB(f.cachePerConversationPerCard), 30.0, 0.1);
    EXPECT_GT(f.cachePerConversationPerCard, f.freePerCard);
    EXPECT_EQ(f.conversations, 0);
}

TEST(ReferenceFigures, Row41_Glm53Nvfp4On4xH200MemoryLeft)
{
    EXPECT_NEAR(inGiB(evaluateExample("glm53-nvfp4-4x-h200-tp4").freeTotal), 61.0, 0.5);
}

TEST(ReferenceFigures, Row42_EightH200CardsAlone)
{
    const Figures f = evaluateExample("glm53-fp8-8x-h200-tp8");
    EXPECT_NEAR(inKilowatts(f.cardsPower), 4.8, 1e-9);
    EXPECT_GT(f.cardsPower, f.feedNominal);
    EXPECT_NEAR(inKilowatts(f.feedNominal), 3.7, 0.05);
}

TEST(ReferenceFigures, Row43_EightH200UsableTotal)
{
    EXPECT_NEAR(inGiB(evaluateExample("glm53-fp8-8x-h200-tp8").usableTotal), 987.0, 0.5);
}

TEST(ReferenceFigures, Row44_EightRtxUsableTotal)
{
    EXPECT_NEAR(inGiB(evaluateExample("glm53-fp8-8x-rtx-tp8").usableTotal), 664.0, 0.5);
}
