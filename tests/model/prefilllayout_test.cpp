// SPDX-License-Identifier: MIT
// The prefill pool's own layout (Layout::prefill, issue 29 item 2): two
// prefill copies at TP2 and one decode copy at TP4 on 8x H200 NVL. Each
// pool's cards, memory and speed are compared with the engine's own terms
// for a build of that pool's layout alone; bad fields name the field; the
// build file keeps the layout; the serving commands give each role its own
// sizes.
#include "buildassembler.h"
#include "buildfile.h"
#include "buildspeed.h"
#include "cachefootprint.h"
#include "cardroles.h"
#include "catalogue.h"
#include "disaggregatedspeed.h"
#include "figureformulas.h"
#include "figuresjson.h"
#include "formaterror.h"
#include "layoutoptions.h"
#include "layoutvalidity.h"
#include "prefillsplit.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "sizingengine.h"
#include "speedestimate.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

Figures evaluated(const Build &build)
{
    const Evaluation e = SizingEngine::evaluate(build, catalogue());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    return e.figures;
}

} // namespace

TEST(PrefillLayout, ThePoolsCountTheirOwnCards)
{
    const Layout l = test::twoTp2PrefillOneTp4Decode();
    // 2 prefill copies x 2 cards + 1 decode copy x 4 cards = 8.
    EXPECT_EQ(l.prefillCardsPerCopy(), 2);
    EXPECT_EQ(l.prefillCards(), 2 * 2);
    EXPECT_EQ(l.cards(), 2 * 2 + 1 * 4);
    const Build build = test::airOnEightH200(l);
    ASSERT_EQ(build.cardCount(), 8);
    const QList<CardRole> roles = CardRoles::of(build);
    ASSERT_EQ(roles.size(), 8);
    for (int i = 0; i < 8; ++i) {
        const bool prefill = i < 4;
        EXPECT_EQ(roles[i].pool, prefill ? CardRole::Pool::Prefill : CardRole::Pool::Decode) << i;
        EXPECT_EQ(roles[i].copy, prefill ? i / 2 : 2) << i;
        EXPECT_EQ(roles[i].tpRank, prefill ? i % 2 : (i - 4) % 4) << i;
        EXPECT_FALSE(roles[i].spare) << i;
    }
    // The figures count every card of both pools.
    const Figures f = evaluated(build);
    EXPECT_EQ(f.cards, 8);
    EXPECT_EQ(f.prefillPool.cards, 4);
    EXPECT_EQ(f.prefillPool.copies, 2);
    EXPECT_EQ(f.prefillPool.cardsPerCopy, 2);

    // Cards that do not add up are refused with the sum written out.
    Build wrong = build;
    wrong.layout.copies = 4; // 2 x 2 + 2 x 4 = 12
    const Evaluation e = SizingEngine::evaluate(wrong, catalogue());
    EXPECT_EQ(e.error, QStringLiteral("2 prefill copies x 2 cards + 2 decode copies x 4 cards = 12 "
                                      "cards, but the build has 8."));
    // The decode copies that fill the cards the prefill copies leave.
    const std::optional<Layout> filled = LayoutOptions::decodeFilling(wrong.layout, 8);
    ASSERT_TRUE(filled.has_value());
    EXPECT_EQ(*filled, l);
    Layout odd = l;
    odd.prefill->tp = 1; // leaves 6 cards: not whole TP4 copies
    EXPECT_FALSE(LayoutOptions::decodeFilling(odd, 8).has_value());
}

TEST(PrefillLayout, EachPoolsCardHoldsItsOwnWeightsAndTheDecodeCardsTheConversations)
{
    const Build split = test::airOnEightH200(test::twoTp2PrefillOneTp4Decode());
    const Figures f = evaluated(split);
    // Each pool as a build of its layout alone: TP2 copies and TP4 copies.
    const Figures tp2 = evaluated(test::airOnEightH200(Layout{2, 1, true, 1, 4}));
    const Figures tp4 = evaluated(test::airOnEightH200(Layout{4, 1, true, 1, 2}));

    // A decode card: TP4's weights, and one copy's conversations.
    EXPECT_DOUBLE_EQ(inGiB(f.weightsPerCard), inGiB(tp4.weightsPerCard));
    EXPECT_EQ(f.conversationsPerCopy, tp4.conversationsPerCopy);
    EXPECT_EQ(f.conversations, 1 * tp4.conversationsPerCopy);
    EXPECT_DOUBLE_EQ(inGiB(f.cacheInUsePerCard), inGiB(tp4.cacheInUsePerCard));

    // A prefill card: TP2's weights and the cache of one prefill batch's
    // prompts, ceil(budget / prompt), each at the prompt's length.
    const PrefillPoolFigures &p = f.prefillPool;
    ASSERT_TRUE(p.active());
    EXPECT_DOUBLE_EQ(inGiB(p.weightsPerCard), inGiB(tp2.weightsPerCard));
    EXPECT_DOUBLE_EQ(inGiB(p.usablePerCard), inGiB(tp2.usablePerCard));
    EXPECT_DOUBLE_EQ(inGiB(p.freePerCard), inGiB(tp2.usablePerCard - tp2.weightsPerCard));
    Build prompt = test::airOnEightH200(Layout{2, 1, true, 1, 4});
    prompt.context = split.promptTokens;
    EXPECT_DOUBLE_EQ(inGiB(p.cachePerPromptPerCard),
                     inGiB(evaluated(prompt).cachePerConversationPerCard));
    const int budget = BuildSpeed::prefillBudget(split, *f.card);
    ASSERT_GT(budget, 0);
    const int inFlight = (budget + split.promptTokens - 1) / split.promptTokens;
    EXPECT_EQ(p.promptsInFlightPerRank, inFlight);
    EXPECT_DOUBLE_EQ(inGiB(p.cacheInUsePerCard), inGiB(double(inFlight) * p.cachePerPromptPerCard));
    EXPECT_DOUBLE_EQ(inGiB(p.freeAfterCachePerCard), inGiB(p.freePerCard - p.cacheInUsePerCard));
    // Far less than a decode card's cache: it holds prompts, not conversations.
    EXPECT_LT(p.cacheInUsePerCard, f.cacheInUsePerCard);
    EXPECT_TRUE(p.fits);
    EXPECT_TRUE(f.fits);
    // Totals of both pools: 4 prefill cards and 4 decode cards.
    EXPECT_DOUBLE_EQ(inGiB(f.usableTotal), inGiB(4.0 * p.usablePerCard + 4.0 * f.usablePerCard));

    // evaluate --json names the prefill card's figures.
    const QJsonObject json = FiguresJson::toJson(f).value(QStringLiteral("prefillPool")).toObject();
    EXPECT_EQ(json.value(QStringLiteral("cards")).toInt(), 4);
    EXPECT_EQ(json.value(QStringLiteral("promptsInFlightPerRank")).toInt(), inFlight);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("weightsGiBPerCard")).toDouble(),
                     inGiB(tp2.weightsPerCard));
    // The text names the prefill copies' layout and its card's figures.
    const FigureFormulas words(split, f, QuantityFormat(QLocale::c()));
    EXPECT_TRUE(words.layout().contains(QStringLiteral("2 prefill at TP 2 x PP 1 (2 cards each)")))
        << words.layout().toStdString();
    EXPECT_TRUE(words.prefillCard().startsWith(QStringLiteral("TP 2 x PP 1: ")))
        << words.prefillCard().toStdString();
    // The prompts in flight as a count with its plural form (%n).
    EXPECT_TRUE(words.prefillCard().contains(QStringLiteral("free; %1 prompt").arg(inFlight)))
        << words.prefillCard().toStdString();
}

TEST(PrefillLayout, APrefillCopyTooSmallForTheWeightsIsNotABuildThatFits)
{
    // GLM-4.5-Air FP8 (about 110 GB) on one card of 141 GB leaves too little
    // for a prompt at a low utilisation: TP1 prefill copies, weights alone.
    Build build = test::airOnEightH200(test::fourTp1PrefillOneTp4Decode());
    build.utilization = 0.5;
    const Evaluation e = SizingEngine::evaluate(build, catalogue());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const PrefillPoolFigures &p = e.figures.prefillPool;
    EXPECT_EQ(p.weightsFit, p.weightsPerCard <= p.usablePerCard);
    ASSERT_FALSE(p.weightsFit) << inGiB(p.weightsPerCard) << " of " << inGiB(p.usablePerCard);
    // The build's figures say so, whatever the decode cards hold.
    EXPECT_FALSE(e.figures.weightsFit);
    EXPECT_FALSE(e.figures.fits);
    // The decode card keeps its own fit (what its bar in the memory chart
    // shows): its weights against its usable memory, and a conversation.
    const Figures &f = e.figures;
    EXPECT_EQ(f.cardWeightsFit, f.weightsPerCard <= f.usablePerCard);
    EXPECT_TRUE(f.cardWeightsFit) << inGiB(f.weightsPerCard) << " of " << inGiB(f.usablePerCard);
    EXPECT_EQ(f.cardFits, f.cardWeightsFit && f.conversationsPerRank >= 1);
}

TEST(PrefillLayout, TheFirstTokenComesFromTheTp2PrefillAndTheSpeedFromTheTp4Decode)
{
    Build split = test::airOnEightH200(test::twoTp2PrefillOneTp4Decode());
    split.activeConversations = 12;
    const Figures f = evaluated(split);
    const SpeedFigures &s = f.speed;
    ASSERT_TRUE(s.estimated) << s.unknown.toStdString();
    const SpeedRules &rules = catalogue().rules().speed;
    const Build tp2 = test::airOnEightH200(Layout{2, 1, true, 1, 4});
    const Build tp4 = test::airOnEightH200(Layout{4, 1, true, 1, 2});
    const SpeedInputs prefillIn = BuildSpeed::inputsOf(tp2, evaluated(tp2), s.meanContext, rules);
    const SpeedInputs decodeIn = BuildSpeed::inputsOf(tp4, evaluated(tp4), s.meanContext, rules);
    ASSERT_EQ(prefillIn.tp, 2);
    ASSERT_EQ(decodeIn.tp, 4);

    // The prompt's prefill runs at TP2: the TP2 copy's time, not TP4's.
    const SpeedEstimate prefill(prefillIn, rules);
    const SpeedEstimate prefillAtTp4(decodeIn, rules);
    EXPECT_DOUBLE_EQ(inSeconds(s.prefill.stepTime),
                     inSeconds(prefill.prefill(split.promptTokens).stepTime));
    EXPECT_NE(inSeconds(s.prefill.stepTime),
              inSeconds(prefillAtTp4.prefill(split.promptTokens).stepTime));
    ASSERT_LE(split.promptTokens, s.chunkTokens);
    EXPECT_DOUBLE_EQ(inSeconds(s.firstTokenChunks),
                     inSeconds(prefill.prefill(split.promptTokens).stepTime));
    // The first token: the prefill pool's terms + transfer + one TP4 decode step.
    EXPECT_NEAR(inSeconds(s.timeToFirstToken),
                inSeconds(s.firstTokenRequest + s.firstTokenSlotWait + s.firstTokenWait +
                          s.firstTokenChunks + s.kvTransfer + s.decode.stepTime),
                1e-12);

    // Tokens/s: the 12 conversations on the one TP4 decode copy, no prompt mixed in.
    const SpeedEstimate decode(DisaggregatedSpeed::decodeInputs(decodeIn), rules);
    const SpeedTerms alone = decode.decodeAlone(12, s.meanContext);
    EXPECT_DOUBLE_EQ(inSeconds(s.decode.tokenTime), inSeconds(alone.tokenTime));
    EXPECT_DOUBLE_EQ(s.decodeTokensPerSecondPerConversation, alone.tokensPerSecond());
    EXPECT_DOUBLE_EQ(s.outputTokensPerSecond, 12 * alone.tokensPerSecond());
    EXPECT_DOUBLE_EQ(s.outputTokensPerSecondPerCard, 12 * alone.tokensPerSecond() / 8);
}

TEST(PrefillLayout, TheBuildFileKeepsThePrefillLayoutAndNamesABadField)
{
    const SizingRules &rules = catalogue().rules();
    const Build split = test::airOnEightH200(test::twoTp2PrefillOneTp4Decode());
    const QByteArray json = BuildFile::toJson(split, rules);
    EXPECT_TRUE(json.contains("\"prefill\"")) << json.toStdString();
    const Build read = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_EQ(read.layout, split.layout);
    EXPECT_EQ(BuildFile::toJson(read, rules), json);
    // Without an own layout the file has none.
    Build same = split;
    same.layout.prefill.reset();
    EXPECT_FALSE(BuildFile::toJson(same, rules).contains("\"prefill\""));

    const QJsonObject prefill{{QStringLiteral("tp"), 2},
                              {QStringLiteral("pp"), 1},
                              {QStringLiteral("ep"), true},
                              {QStringLiteral("dcp"), 1}};
    const auto errorOf = [&](const QJsonValue &value, int prefillCopies = 2) {
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonObject layout = root.value(QStringLiteral("layout")).toObject();
        layout.insert(QStringLiteral("prefill"), value);
        layout.insert(QStringLiteral("prefillCopies"), prefillCopies);
        root.insert(QStringLiteral("layout"), layout);
        try {
            (void)BuildFile::fromJson(QJsonDocument(root).toJson(), QStringLiteral("b.json"),
                                      rules);
        } catch (const FormatError &e) {
            return e.message();
        }
        return QString();
    };
    EXPECT_EQ(errorOf(prefill), QString());
    QJsonObject tp0 = prefill;
    tp0.insert(QStringLiteral("tp"), 0);
    EXPECT_EQ(errorOf(tp0), QStringLiteral("b.json: Tensor parallel (TP) of the prefill copies: 0 "
                                           "is outside 1 to 4096 ($.layout.prefill.tp)"));
    QJsonObject noPp = prefill;
    noPp.remove(QStringLiteral("pp"));
    EXPECT_TRUE(errorOf(noPp).endsWith(QStringLiteral("($.layout.prefill.pp)")))
        << errorOf(noPp).toStdString();
    QJsonObject dcp3 = prefill;
    dcp3.insert(QStringLiteral("dcp"), 3);
    Layout bad = split.layout;
    bad.prefill->dcp = 3;
    EXPECT_EQ(errorOf(dcp3), QStringLiteral("b.json: Layout of the prefill copies: %1 "
                                            "($.layout.prefill)")
                                 .arg(LayoutValidity::whyRefusedSplit(bad)));
    EXPECT_TRUE(LayoutValidity::whyRefusedSplit(bad).contains(QStringLiteral("DCP 3")));
    // A prefill layout without prefill copies.
    Layout none = split.layout;
    none.prefillCopies = 0;
    EXPECT_EQ(errorOf(prefill, 0), QStringLiteral("b.json: Layout of the prefill copies: %1 "
                                                  "($.layout.prefill)")
                                       .arg(LayoutValidity::whyRefusedSplit(none)));
    EXPECT_TRUE(errorOf(QJsonValue(2)).endsWith(QStringLiteral("($.layout.prefill)")))
        << errorOf(QJsonValue(2)).toStdString();
}

TEST(PrefillLayout, VllmRefusalsOfThePrefillLayoutAreNamedAsItsOwn)
{
    // GLM-4.5-Air has 96 attention heads: TP 5 does not divide them.
    Layout l = test::twoTp2PrefillOneTp4Decode();
    l.prefill = PrefillLayout{5, 1, true, 1};
    const Checkpoint *checkpoint =
        catalogue().checkpoint(QStringLiteral("zai-org/GLM-4.5-Air-FP8"));
    ASSERT_NE(checkpoint, nullptr);
    const ModelFamily &model = *catalogue().model(checkpoint->model);
    const QString why = LayoutValidity::whyRefused(l, model, checkpoint);
    EXPECT_EQ(why, QStringLiteral("The prefill copies' layout: %1")
                       .arg(LayoutValidity::whyRefused(l.prefillPool(), model, checkpoint)));
    EXPECT_TRUE(why.contains(QStringLiteral("TP 5"))) << why.toStdString();
}

TEST(PrefillLayout, EachRolesServingCommandHasItsPoolsSizes)
{
    const Build build = test::airOnEightH200(test::twoTp2PrefillOneTp4Decode());
    const Figures f = evaluated(build);
    const QStringList vllm = ServingCommand::vllm(build, f).split(QLatin1Char('\n'));
    ASSERT_EQ(vllm.size(), 2);
    // Two TP2 prefill copies as replicas, one TP4 decode copy.
    EXPECT_TRUE(vllm[0].contains(QStringLiteral("--tensor-parallel-size 2 ")));
    EXPECT_TRUE(vllm[0].contains(QStringLiteral("--data-parallel-size 2")));
    EXPECT_TRUE(vllm[0].contains(QStringLiteral("\"kv_role\":\"kv_producer\"")));
    EXPECT_TRUE(vllm[1].contains(QStringLiteral("--tensor-parallel-size 4 ")));
    EXPECT_FALSE(vllm[1].contains(QStringLiteral("--data-parallel-size")));
    EXPECT_TRUE(vllm[1].contains(QStringLiteral("\"kv_role\":\"kv_consumer\"")));
    const QStringList sglang = ServingCommand::sglang(build, f).split(QLatin1Char('\n'));
    ASSERT_EQ(sglang.size(), 2);
    EXPECT_TRUE(sglang[0].contains(QStringLiteral("--tp-size 2 ")));
    EXPECT_TRUE(sglang[0].contains(QStringLiteral("--dp-size 2")));
    EXPECT_TRUE(sglang[0].contains(QStringLiteral("--disaggregation-mode prefill")));
    EXPECT_TRUE(sglang[1].contains(QStringLiteral("--tp-size 4 ")));
    EXPECT_TRUE(sglang[1].contains(QStringLiteral("--disaggregation-mode decode")));
}
