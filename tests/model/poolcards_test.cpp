// SPDX-License-Identifier: MIT
// A prefill/decode split whose pools run on cards of two types (issue 29
// item 2): two prefill copies at TP2 on 4x RTX PRO 6000 Server (server 1),
// one decode copy at TP4 on 4x H200 NVL (server 2), GLM-4.5-Air FP8. Each
// pool's figures are the engine's own for a build of that pool's cards
// alone; the prefill's compute follows the prefill card's FLOPs; power and
// cost count each slot's card; every other mix is refused naming the slot
// and the pool.
#include "buildadvisor.h"
#include "buildassembler.h"
#include "buildfile.h"
#include "buildspeed.h"
#include "cardplacement.h"
#include "cardroles.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "figureformulas.h"
#include "figuresjson.h"
#include "formaterror.h"
#include "prefillsplit.h"
#include "quantityformat.h"
#include "servingcommand.h"
#include "sizingengine.h"
#include "softwarecatalogue.h"

#include <QJsonObject>
#include <QLocale>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const Catalogue &catalogue()
{
    return Catalogue::builtIn();
}

const QString kRtx = QStringLiteral("rtx-pro-6000-se");
const QString kH200 = QStringLiteral("h200-nvl");

using test::airOn;

/// Prefill on server 1's four RTX PRO 6000 Server, decode on server 2's four H200 NVL.
Build twoTypeSplit()
{
    Build build = airOn(kRtx, 8, 2, test::twoTp2PrefillOneTp4Decode());
    for (QString &slot : build.servers[1].slotCards)
        slot = kH200;
    return build;
}

Evaluation evaluation(const Build &build)
{
    return SizingEngine::evaluate(build, catalogue());
}

Figures evaluated(const Build &build)
{
    const Evaluation e = evaluation(build);
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    return e.figures;
}

} // namespace

TEST(PoolCards, EachPoolIsSizedOnItsOwnCard)
{
    const Build split = twoTypeSplit();
    ASSERT_EQ(split.servers[0].chassis, split.servers[1].chassis);
    const Figures f = evaluated(split);
    const Card *rtx = catalogue().card(kRtx);
    const Card *h200 = catalogue().card(kH200);
    ASSERT_TRUE(rtx && h200);
    EXPECT_EQ(f.card, h200);
    EXPECT_EQ(f.prefillPool.card, rtx);

    // Each pool as a build of its own cards alone.
    const Figures prefillAlone = evaluated(airOn(kRtx, 4, 1, Layout{2, 1, true, 1, 2}));
    const Figures decodeAlone = evaluated(airOn(kH200, 4, 1, Layout{4, 1, true, 1, 1}));
    const PrefillPoolFigures &p = f.prefillPool;
    EXPECT_DOUBLE_EQ(inGiB(p.memoryPerCard), inGiB(prefillAlone.memoryPerCard));
    EXPECT_DOUBLE_EQ(inGiB(p.usablePerCard), inGiB(prefillAlone.usablePerCard));
    EXPECT_DOUBLE_EQ(inGiB(p.weightsPerCard), inGiB(prefillAlone.weightsPerCard));
    EXPECT_DOUBLE_EQ(inGiB(f.usablePerCard), inGiB(decodeAlone.usablePerCard));
    EXPECT_DOUBLE_EQ(inGiB(f.weightsPerCard), inGiB(decodeAlone.weightsPerCard));
    EXPECT_EQ(f.conversations, decodeAlone.conversationsPerCopy);
    // The two cards hold different memory: the pools' usable memory differs.
    EXPECT_LT(p.usablePerCard, f.usablePerCard);
    // The prompts in flight: the prefill card's budget, ceil(budget / prompt) per rank.
    const int budget = BuildSpeed::prefillBudget(split, *rtx);
    EXPECT_EQ(p.promptsInFlightPerRank, (budget + split.promptTokens - 1) / split.promptTokens);
    EXPECT_TRUE(p.fits);
    EXPECT_TRUE(f.fits);
    EXPECT_DOUBLE_EQ(inGiB(f.usableTotal), inGiB(4.0 * p.usablePerCard + 4.0 * f.usablePerCard));

    // The host memory each server needs follows its own cards.
    const double factor = catalogue().rules().hostMemoryFactor;
    ASSERT_EQ(f.perServer.size(), 2);
    EXPECT_DOUBLE_EQ(inGiB(f.perServer[0].hostMemory), inGiB(factor * 4.0 * rtx->nominalMemory));
    EXPECT_DOUBLE_EQ(inGiB(f.perServer[1].hostMemory), inGiB(factor * 4.0 * h200->nominalMemory));
    EXPECT_DOUBLE_EQ(inWatts(f.cardsPower),
                     inWatts(4.0 * rtx->maxPower() + 4.0 * h200->maxPower()));

    // evaluate --json names each pool's card.
    const QJsonObject json = FiguresJson::toJson(f);
    EXPECT_EQ(json.value(QStringLiteral("prefillPool"))
                  .toObject()
                  .value(QStringLiteral("card"))
                  .toString(),
              kRtx);
}

TEST(PoolCards, ThePrefillRunsAtThePrefillCardsFlops)
{
    const Figures f = evaluated(twoTypeSplit());
    // The same split on H200 NVL alone: the same prefill FLOPs, at the H200's rate.
    const Figures allH200 = evaluated(airOn(kH200, 8, 2, test::twoTp2PrefillOneTp4Decode()));
    ASSERT_TRUE(f.speed.estimated) << f.speed.unknown.toStdString();
    ASSERT_TRUE(allH200.speed.estimated);
    const WeightFormat format = f.checkpoint->format;
    const double rtx = BuildSpeed::tensorThroughput(*catalogue().card(kRtx), format).value();
    const double h200 = BuildSpeed::tensorThroughput(*catalogue().card(kH200), format).value();
    ASSERT_GT(rtx, 0);
    ASSERT_NE(rtx, h200);
    EXPECT_DOUBLE_EQ(f.speed.prefill.flops, allH200.speed.prefill.flops);
    // compute time = flops / (fraction x clock x rate): inversely as the rates.
    EXPECT_NEAR(f.speed.prefill.computeTime.value() * rtx,
                allH200.speed.prefill.computeTime.value() * h200,
                1e-9 * allH200.speed.prefill.computeTime.value() * h200);
    // The decode pool decodes on the H200 NVL either way.
    EXPECT_DOUBLE_EQ(f.speed.decode.stepTime.value(), allH200.speed.decode.stepTime.value());
    // Across two servers the caches travel over the network.
    EXPECT_EQ(f.speed.kvTransferLinkKind, LinkKind::ServerNetwork);
    EXPECT_DOUBLE_EQ(f.speed.kvTransferLink.value(),
                     catalogue().rules().speed.serverNetwork.value());
}

TEST(PoolCards, CardsOfTwoTypesInOneServerShareNoNvlink)
{
    // One server: a TP2 prefill copy on two RTX PRO 6000 Server, a TP2
    // decode copy on two H200 NVL (which NVLink joins among themselves).
    Layout l{2, 1, true, 1, 2};
    l.prefillCopies = 1;
    Build build = airOn(kH200, 4, 1, l);
    build.servers[0].slotCards[0] = build.servers[0].slotCards[1] = kRtx;
    const Figures f = evaluated(build);
    ASSERT_TRUE(f.speed.estimated) << f.speed.unknown.toStdString();
    const Card &rtx = *catalogue().card(kRtx);
    const Card &h200 = *catalogue().card(kH200);
    EXPECT_EQ(f.speed.kvTransferLinkKind, LinkKind::Pcie);
    EXPECT_DOUBLE_EQ(
        f.speed.kvTransferLink.value(),
        std::min(rtx.link.pcieBandwidthOneWay(), h200.link.pcieBandwidthOneWay()).value());
    // The same split on H200 NVL alone hands the caches over NVLink.
    const Figures alone = evaluated(airOn(kH200, 4, 1, l));
    EXPECT_EQ(alone.speed.kvTransferLinkKind, LinkKind::Nvlink);
}

TEST(PoolCards, EveryOtherMixIsRefusedNamingTheSlotAndThePool)
{
    struct Mix
    {
        const char *what;
        int server, slot;
        QString card;
        bool split;
        QString error;
    };
    const Mix mixes[] = {
        {"without a split: one card type", 1, 0, kH200, false,
         QStringLiteral("Server 2, slot 1 holds a H200 NVL, but server 1, slot 1 holds a RTX PRO "
                        "6000 SE: a build without a prefill/decode split sizes one card type; a "
                        "split may run its prefill copies (the first cards) on a type of their "
                        "own.")},
        {"a decode card among the prefill pool's", 0, 3, kH200, true,
         QStringLiteral("Server 1, slot 4 holds a H200 NVL, but the prefill pool (cards 1 to 4) "
                        "starts with a RTX PRO 6000 SE at server 1, slot 1: each pool runs on "
                        "one card type.")},
        {"a prefill card among the decode pool's", 1, 2, kRtx, true,
         QStringLiteral("Server 2, slot 3 holds a RTX PRO 6000 SE, but the decode pool (cards 5 "
                        "to 8) starts with a H200 NVL at server 2, slot 1: each pool runs on "
                        "one card type.")},
    };
    for (const Mix &mix : mixes) {
        SCOPED_TRACE(mix.what);
        Build build = twoTypeSplit();
        build.servers[mix.server].slotCards[mix.slot] = mix.card;
        if (!mix.split)
            build.layout = Layout{2, 1, true, 1, 4};
        EXPECT_EQ(evaluation(build).error, mix.error);
    }
    // A third type.
    Build third = twoTypeSplit();
    third.servers[1].slotCards[3] = QStringLiteral("h100-nvl");
    const QString error = evaluation(third).error;
    EXPECT_TRUE(error.startsWith(QStringLiteral("Server 2, slot 4 holds a H100 NVL, ")) &&
                error.contains(QStringLiteral("a third card type beside the RTX PRO 6000 SE and "
                                              "the H200 NVL")))
        << error.toStdString();
}

TEST(PoolCards, RolesAndCostCountEachSlotsCard)
{
    const Build split = twoTypeSplit();
    const QList<CardRole> roles = CardRoles::of(split);
    ASSERT_EQ(roles.size(), 8);
    for (const CardRole &r : roles)
        EXPECT_EQ(r.pool, r.server == 0 ? CardRole::Pool::Prefill : CardRole::Pool::Decode);

    const Figures f = evaluated(split);
    PriceList prices;
    prices.setCurrency(QStringLiteral("EUR"));
    prices.setDate(QDate(2026, 11, 30));
    const double rtxPrice = 8900, h200Price = 31000;
    for (const auto &[id, price] : {std::pair{kRtx, rtxPrice}, std::pair{kH200, h200Price}})
        prices.setItem({id, price, LocalizedText(QStringLiteral("test")), QDate(2026, 11, 30),
                        false, QStringLiteral("EUR")});
    const CostFigures cost =
        CostCalculator::evaluate({split, f, catalogue(), prices, catalogue().rules().cost,
                                  CostDefaults::builtIn(), SoftwareCatalogue::builtIn().dimmSizes});
    double cards = 0;
    int lines = 0;
    for (const CostLine &line : cost.parts)
        if (line.id == kRtx || line.id == kH200) {
            EXPECT_EQ(line.quantity, 4) << line.id.toStdString();
            cards += line.total().value_or(0);
            ++lines;
        }
    EXPECT_EQ(lines, 2);
    EXPECT_DOUBLE_EQ(cards, 4 * rtxPrice + 4 * h200Price);
}

TEST(PoolCards, TheTextNamesEachPoolsCardAndEachRoleRunsOnItsGpus)
{
    const Build split = twoTypeSplit();
    const Figures f = evaluated(split);
    const Card &rtx = *catalogue().card(kRtx);
    const Card &h200 = *catalogue().card(kH200);
    const FigureFormulas words(split, f, QuantityFormat(QLocale::c()));
    EXPECT_EQ(words.cards(), QStringLiteral("%1 x %2 prefill + %3 x %4 decode")
                                 .arg(4)
                                 .arg(rtx.shortName)
                                 .arg(4)
                                 .arg(h200.shortName));
    EXPECT_TRUE(words.prefillCard().startsWith(rtx.shortName + QStringLiteral(", TP 2 x PP 1: ")))
        << words.prefillCard().toStdString();
    // One type: the cards as before, the prefill card without a name.
    const Build oneType = airOn(kH200, 8, 2, test::twoTp2PrefillOneTp4Decode());
    const Figures g = evaluated(oneType);
    const FigureFormulas same(oneType, g, QuantityFormat(QLocale::c()));
    EXPECT_EQ(same.cards(), QStringLiteral("8 x ") + h200.shortName);
    EXPECT_TRUE(same.prefillCard().startsWith(QStringLiteral("TP 2 x PP 1: ")));

    // The prefill role on server 1's GPUs, the decode role on server 2's.
    const QStringList vllm = ServingCommand::vllm(split, f).split(QLatin1Char('\n'));
    ASSERT_EQ(vllm.size(), 4) << vllm.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(vllm[0], QStringLiteral("# server 1 CUDA_VISIBLE_DEVICES=0,1,2,3"));
    EXPECT_TRUE(vllm[1].contains(QStringLiteral("kv_producer")));
    EXPECT_EQ(vllm[2], QStringLiteral("# server 2 CUDA_VISIBLE_DEVICES=0,1,2,3"));
    EXPECT_TRUE(vllm[3].contains(QStringLiteral("kv_consumer")));
    // In one server each role has its own GPUs.
    Layout l{2, 1, true, 1, 2};
    l.prefillCopies = 1;
    Build shared = airOn(kH200, 4, 1, l);
    shared.servers[0].slotCards[0] = shared.servers[0].slotCards[1] = kRtx;
    const QStringList one =
        ServingCommand::vllm(shared, evaluated(shared)).split(QLatin1Char('\n'));
    ASSERT_EQ(one.size(), 2);
    EXPECT_TRUE(one[0].startsWith(QStringLiteral("CUDA_VISIBLE_DEVICES=0,1 vllm serve")));
    EXPECT_TRUE(one[1].startsWith(QStringLiteral("CUDA_VISIBLE_DEVICES=2,3 vllm serve")));
}

TEST(PoolCards, TheBuildFileKeepsEachSlotsCard)
{
    // The slots carry the card ids: no field of its own for the prefill card.
    const Build split = twoTypeSplit();
    const SizingRules &rules = catalogue().rules();
    const QByteArray json = BuildFile::toJson(split, rules);
    const Build read = BuildFile::fromJson(json, QStringLiteral("b.json"), rules, &catalogue());
    EXPECT_EQ(read.servers, split.servers);
    EXPECT_EQ(read.layout, split.layout);
    const Figures f = evaluated(read);
    EXPECT_EQ(f.prefillPool.card, catalogue().card(kRtx));
    EXPECT_EQ(f.card, catalogue().card(kH200));
    // A slot with an unknown card names the file and the slot.
    QByteArray bad = json;
    bad.replace("\"rtx-pro-6000-se\"", "\"rtx-pro-6000-sx\"");
    try {
        (void)BuildFile::fromJson(bad, QStringLiteral("b.json"), rules, &catalogue());
        ADD_FAILURE() << "an unknown card was read";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().startsWith(QStringLiteral("b.json: ")) &&
                    e.message().contains(
                        QStringLiteral("Server 1, slot 1: unknown card \"rtx-pro-6000-sx\"")) &&
                    e.message().contains(QStringLiteral("($.servers[0].slots[0])")))
            << e.message().toStdString();
    }
}

TEST(PoolCards, CardsPlacedIntoThePrefillPoolsSlotsMakeATwoTypeSplit)
{
    // The canvas's edits (CardPlacement): four H200 NVL taken out of
    // server 1 and four RTX PRO 6000 Server dropped into their slots.
    Layout split{4, 1, true, 1, 2};
    split.prefillCopies = 1;
    Build build = airOn(kH200, 8, 2, split);
    ASSERT_TRUE(evaluation(build).ok()) << evaluation(build).error.toStdString();
    QList<SlotRef> prefillSlots;
    for (int slot = 0; slot < 4; ++slot)
        prefillSlots.append(SlotRef{0, slot});
    CardPlacement::remove(build, catalogue(), prefillSlots);
    for (const SlotRef &slot : prefillSlots)
        EXPECT_EQ(CardPlacement::place(build, catalogue(), kRtx, slot), QString());
    // Each drop is taken; the layout followed the card count through four
    // cards, so the two types are refused until the build splits.
    EXPECT_FALSE(build.layout.disaggregated());
    EXPECT_EQ(evaluation(build).error,
              QStringLiteral("Server 2, slot 1 holds a H200 NVL, but server 1, slot 1 holds a RTX "
                             "PRO 6000 SE: a build without a prefill/decode split sizes one card "
                             "type; a split may run its prefill copies (the first cards) on a "
                             "type of their own."));
    // The layout panel's split (as SetLayout sets it): both pools, each its type.
    build.layout = split;
    const Evaluation e = evaluation(build);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_EQ(e.figures.prefillPool.card, catalogue().card(kRtx));
    EXPECT_EQ(e.figures.card, catalogue().card(kH200));
    // One dropped into the decode pool's slots instead: refused by the
    // evaluation, naming the slot and the pool.
    CardPlacement::remove(build, catalogue(), {SlotRef{1, 3}});
    build.layout = split;
    EXPECT_EQ(CardPlacement::place(build, catalogue(), kRtx, SlotRef{1, 3}), QString());
    EXPECT_EQ(build.layout, split);
    EXPECT_EQ(evaluation(build).error,
              QStringLiteral("Server 2, slot 4 holds a RTX PRO 6000 SE, but the decode pool "
                             "(cards 5 to 8) starts with a H200 NVL at server 2, slot 1: each "
                             "pool runs on one card type."));
}

// The advice counts each card type of a two-type server by itself: the
// power cable per type that needs it, and the server's GPU memory as its
// slots hold it (4 x 96 GB + 4 x 141 GB), which its host memory doubles.
TEST(PoolCards, AdviceCountsEachCardTypeOfTheServer)
{
    Build build = airOn(kRtx, 8, 1, test::twoTp2PrefillOneTp4Decode());
    for (int slot = 4; slot < 8; ++slot)
        build.servers[0].slotCards[slot] = kH200;
    const Evaluation e = evaluation(build);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const QuantityFormat format{QLocale(QLocale::English)};
    const QList<AdviceItem> advice =
        BuildAdvisor::advise(build, catalogue(), SoftwareCatalogue::builtIn(), format);

    int cableTypes = 0;
    for (const QString &id : {kRtx, kH200}) {
        const Card &card = *catalogue().card(id);
        if (!card.needs600WCable)
            continue;
        ++cableTypes;
        // "Each of the 4 H200 NVL card(s)" (the source text; no translator here).
        const QString expected = QStringLiteral("Each of the 4 %1 card").arg(card.shortName);
        EXPECT_TRUE(std::any_of(advice.begin(), advice.end(), [&](const AdviceItem &i) {
            return i.code == QLatin1String("power-cable") && i.text.startsWith(expected);
        })) << expected.toStdString();
    }
    EXPECT_EQ(
        std::count_if(advice.begin(), advice.end(),
                      [](const AdviceItem &i) { return i.code == QLatin1String("power-cable"); }),
        cableTypes);

    const Bytes gpuMemory =
        4.0 * catalogue().card(kRtx)->nominalMemory + 4.0 * catalogue().card(kH200)->nominalMemory;
    const auto host = std::find_if(advice.begin(), advice.end(), [](const AdviceItem &i) {
        return i.code == QLatin1String("host-memory");
    });
    ASSERT_NE(host, advice.end());
    EXPECT_TRUE(
        host->text.contains(QStringLiteral("twice its %1 of GPU memory").arg(format.gb(gpuMemory))))
        << host->text.toStdString();
}
