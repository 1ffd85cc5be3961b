// SPDX-License-Identifier: MIT
// Sliding-window layers: full size per token, capped at the window per
// conversation; nothing changes for models without them.
#include "cachefootprint.h"
#include "catalogue.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
AttentionArchitecture gemmaLike()
{
    // 6 GQA layers, 5 of them sliding with a window of 1024 tokens.
    AttentionArchitecture a;
    a.numHiddenLayers = 6;
    a.attentionLayers = 6;
    a.numKeyValueHeads = 4;
    a.headDim = 256;
    a.slidingWindowLayers = 5;
    a.slidingWindow = 1024;
    return a;
}
constexpr double kPerLayer = 2.0 * 4 * 256 * 2; // bytes per token and layer
} // namespace

TEST(SlidingWindow, PerTokenIsTheFullSize)
{
    const AttentionArchitecture a = gemmaLike();
    EXPECT_DOUBLE_EQ(inBytes(CacheFootprint(a, CacheDtype::Bf16).perToken()), 6 * kPerLayer);
}

TEST(SlidingWindow, ConversationStopsGrowingAtTheWindow)
{
    const AttentionArchitecture a = gemmaLike();
    const CacheFootprint f(a, CacheDtype::Bf16);
    EXPECT_DOUBLE_EQ(inBytes(f.perConversation(32768)), kPerLayer * (32768.0 + 5 * 1024));
    // Below the window every layer holds the whole context.
    EXPECT_DOUBLE_EQ(inBytes(f.perConversation(512)), 6 * kPerLayer * 512);
    EXPECT_DOUBLE_EQ(inBytes(f.perConversation(1024)), 6 * kPerLayer * 1024);
}

TEST(SlidingWindow, PerCardSplitsHeadsAndStages)
{
    const AttentionArchitecture a = gemmaLike();
    const CacheFootprint f(a, CacheDtype::Fp8);
    Layout layout;
    layout.tp = 2; // 2 of 4 KV heads per card
    const double fp8PerLayer = kPerLayer / 2;
    EXPECT_DOUBLE_EQ(inBytes(f.perCard(32768, layout)), 0.5 * fp8PerLayer * (32768.0 + 5 * 1024));
    layout.tp = 1;
    layout.pp = 2; // 3 of 6 layers on the fullest stage
    EXPECT_DOUBLE_EQ(inBytes(f.perCard(32768, layout)), 0.5 * fp8PerLayer * (32768.0 + 5 * 1024));
    EXPECT_DOUBLE_EQ(inBytes(f.perTokenPerCard(layout)), 0.5 * 6 * fp8PerLayer);
}

TEST(SlidingWindow, ModelsWithoutSlidingLayersKeepTheirFigures)
{
    for (const ModelFamily &m : Catalogue::builtIn().models()) {
        ASSERT_EQ(m.attention.slidingWindowLayers, 0);
        const CacheFootprint f(m.attention, CacheDtype::Bf16);
        EXPECT_EQ(inBytes(f.perConversation(32768)),
                  inBytes(32768.0 * f.perToken() + f.linearState()))
            << m.id.toStdString();
    }
    // GLM-4.7: 368 KiB per token, 11.5 GiB per 32K (sizing rules, figure 24).
    const CacheFootprint glm(Catalogue::builtIn().model(QStringLiteral("GLM-4.7"))->attention,
                             CacheDtype::Bf16);
    EXPECT_DOUBLE_EQ(inGiB(glm.perConversation(32768)), 11.5);
}
