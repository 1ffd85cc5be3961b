// SPDX-License-Identifier: MIT
// A further model on cards of its own (ModelInstance::firstCard..lastCard):
// it is the build of its cards alone, the build's own model the build of
// the cards left, each evaluated by the one sizing engine; the cards say
// which model they serve, the serving commands name each model's GPUs, and
// the build file's "cards" is read, refused field by field and written back.
#include "assessment.h"
#include "buildadvisor.h"
#include "buildfile.h"
#include "buildfileerror.h"
#include "card.h"
#include "cardroles.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "costcalculator.h"
#include "examplefile.h"
#include "formaterror.h"
#include "modelinstances.h"
#include "reportjson.h"
#include "servingcommand.h"
#include "testinputs.h"

#include <QJsonArray>

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

namespace {

const QString kCard = QStringLiteral("h200-nvl");
const QString kAir = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
const QString kFlash = QStringLiteral("zai-org/GLM-4.7-Flash");

/// The example of two models sharing two H200 NVL, with the second model
/// (GLM-4.7-Flash, TP2) given cards `first` to `last` of its own at 0.9 of
/// each (first 0: sharing every card at the example's 0.35), on `servers`
/// servers of `cardsEach` cards.
Build ownCards(int servers, int cardsEach, int first, int last)
{
    Build build = BuildFile::read(test::exampleFile("glm45air-glm47flash-2x-h200"),
                                  Catalogue::builtIn().rules());
    Server server = build.servers.first();
    for (int i = 0; i < server.slotCards.size(); ++i)
        server.slotCards[i] = i < cardsEach ? kCard : QString();
    build.servers = QList<Server>(servers, server);
    build.instances[0].utilization = first > 0 ? 0.9 : 0.35;
    build.instances[0].firstCard = first;
    build.instances[0].lastCard = last;
    return build;
}

/// `build` with only the model given: its checkpoint, layout, share and
/// reserve, no further model, on `servers`.
Build oneModel(const Build &build, const QList<Server> &servers, const ModelInstance &model)
{
    Build one = build;
    one.servers = servers;
    one.checkpoint = model.checkpoint;
    one.layout = model.layout;
    one.utilization = model.utilization;
    one.reserve = model.reserve;
    one.instances.clear();
    return one;
}

} // namespace

// "Server 2 runs GLM-4.7-Flash": its figures are those of a one-server build
// of it, the first model's those of the build without that server.
TEST(OwnCards, AModelOnItsOwnServerIsTheBuildOfThatServer)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = ownCards(2, 2, 3, 4);
    const BuildReport r = assess(build, test::inputs());
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_EQ(r.instances.size(), 1);
    const InstanceReport &second = r.instances.first();
    ASSERT_TRUE(second.ok()) << second.error().toStdString();

    const Evaluation alone =
        SizingEngine::evaluate(oneModel(build, {build.servers[1]}, build.instances[0]), catalogue);
    ASSERT_TRUE(alone.ok()) << alone.error.toStdString();
    EXPECT_EQ(second.figures().conversations, alone.figures.conversations);
    EXPECT_EQ(second.figures().speed.servedConversations, alone.figures.speed.servedConversations);
    EXPECT_DOUBLE_EQ(second.figures().speed.decodeTokensPerSecondPerConversation,
                     alone.figures.speed.decodeTokensPerSecondPerConversation);

    Build without = build;
    without.servers.removeLast();
    without.instances.clear();
    const Evaluation first = SizingEngine::evaluate(without, catalogue);
    ASSERT_TRUE(first.ok()) << first.error.toStdString();
    EXPECT_EQ(r.figures().conversations, first.figures.conversations);
    EXPECT_EQ(r.served, first.figures.speed.servedConversations);
    EXPECT_DOUBLE_EQ(r.speed().decodeTokensPerSecondPerConversation,
                     first.figures.speed.decodeTokensPerSecondPerConversation);

    // Written out: the second model has each of its H200 NVL alone at 0.9
    // less its 3 GiB reserve; TP2 holds half of its checkpoint on a card.
    const Bytes card = catalogue.card(kCard)->driverMemory;
    const Bytes flash = catalogue.checkpoint(kFlash)->size;
    const Bytes air = catalogue.checkpoint(kAir)->size;
    const Bytes reserve = gibibytes(3);
    EXPECT_NEAR(inGiB(second.figures().usablePerCard), inGiB(0.9 * card - reserve), 1e-9);
    EXPECT_EQ(second.figures().conversations,
              int(std::floor((0.9 * card - reserve - flash / 2.0) /
                             second.figures().cachePerConversationPerCard)));
    EXPECT_EQ(r.figures().conversations, int(std::floor((0.55 * card - reserve - air / 2.0) /
                                                        r.figures().cachePerConversationPerCard)));
    EXPECT_EQ(r.figures().cards, 2);

    // Power and storage are the whole build's: both servers draw and store both models.
    ASSERT_EQ(r.figures().perServer.size(), 2);
    EXPECT_DOUBLE_EQ(inWatts(r.figures().wallPower), 2.0 * inWatts(first.figures.wallPower));
    EXPECT_NEAR(inGiB(r.figures().storagePerServer), inGiB(air + flash), 1e-9);
    // Every card placed needs its cable, whichever model it serves.
    const auto cable = std::find_if(r.advice.cbegin(), r.advice.cend(), [](const AdviceItem &a) {
        return a.code == QStringLiteral("power-cable");
    });
    ASSERT_NE(cable, r.advice.cend());
    EXPECT_TRUE(cable->text.startsWith(QStringLiteral("Each of the %1 ").arg(build.cardCount())))
        << cable->text.toStdString();
    // No card is shared: no shared card and no note that the models share.
    EXPECT_EQ(r.sharedCard.instances, 0);
    EXPECT_TRUE(std::none_of(r.advice.cbegin(), r.advice.cend(), [](const AdviceItem &a) {
        return a.code == QStringLiteral("models-share-cards");
    }));
}

// "Cards 3 and 4 run GLM-4.7-Flash": a model on some cards of one server.
TEST(OwnCards, CardsOfOneServerAreTheBuildOfThoseSlots)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = ownCards(1, 4, 3, 4);
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    Server slots34 = build.servers[0];
    slots34.slotCards[0].clear();
    slots34.slotCards[1].clear();
    const Evaluation alone =
        SizingEngine::evaluate(oneModel(build, {slots34}, build.instances[0]), catalogue);
    ASSERT_TRUE(alone.ok()) << alone.error.toStdString();
    EXPECT_EQ(r.instances[0].figures().conversations, alone.figures.conversations);

    // Each card knows its model; ranks count on that model's cards.
    const QList<CardRole> roles = CardRoles::of(build);
    ASSERT_EQ(roles.size(), 4);
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(roles[i].model, i < 2 ? 1 : 2) << i;
        EXPECT_EQ(roles[i].index, i);
        EXPECT_EQ(roles[i].tpRank, i % 2) << i;
        EXPECT_EQ(roles[i].copy, 0) << i;
        EXPECT_FALSE(roles[i].spare) << i;
    }

    // Each model's commands start with its GPUs: counted from 0 in the server.
    const QJsonObject json = ReportJson::toJson(r);
    const QString first =
        json[QStringLiteral("servingCommands")][QStringLiteral("vllm")].toString();
    const QJsonObject commands = json[QStringLiteral("instances")]
                                     .toArray()[0][QStringLiteral("servingCommands")]
                                     .toObject();
    EXPECT_TRUE(first.startsWith(QStringLiteral("CUDA_VISIBLE_DEVICES=0,1 vllm serve ") + kAir))
        << first.toStdString();
    EXPECT_TRUE(commands[QStringLiteral("vllm")].toString().startsWith(
        QStringLiteral("CUDA_VISIBLE_DEVICES=2,3 vllm serve ") + kFlash))
        << commands[QStringLiteral("vllm")].toString().toStdString();
    EXPECT_TRUE(commands[QStringLiteral("sglang")].toString().startsWith(
        QStringLiteral("CUDA_VISIBLE_DEVICES=2,3 python -m sglang.launch_server")));
    EXPECT_TRUE(commands[QStringLiteral("vllm")].toString().contains(
        QStringLiteral("--gpu-memory-utilization 0.90")));
    // The JSON names its cards; no card is shared, so there is no shared card.
    const QJsonObject cards =
        json[QStringLiteral("instances")].toArray()[0][QStringLiteral("cards")].toObject();
    EXPECT_EQ(cards[QStringLiteral("first")].toInt(), 3);
    EXPECT_EQ(cards[QStringLiteral("last")].toInt(), 4);
    EXPECT_FALSE(json.contains(QStringLiteral("sharedCard")));
}

// Cards 5 to 8 of an HGX baseboard: the board is bought whole with the
// build, though four of its GPUs alone could not be.
TEST(OwnCards, HalfAnHgxBoardIsBoughtWithTheBuild)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    Build build = ownCards(1, 0, 5, 8);
    build.servers[0].chassis = QStringLiteral("hgx-8gpu-8u");
    build.servers[0].slotCards = QStringList(8, QStringLiteral("h200-sxm"));
    build.layout.tp = 4;
    build.instances[0].layout.tp = 4;
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_TRUE(r.instances[0].ok());
    EXPECT_EQ(r.figures().cards, 4);
    EXPECT_EQ(r.instances[0].figures().cards, 4);
    // Four GPUs of the board as a build of their own are refused.
    Build half = build;
    half.instances.clear();
    for (int i = 4; i < 8; ++i)
        half.servers[0].slotCards[i].clear();
    EXPECT_FALSE(SizingEngine::validate(half, catalogue).isEmpty());
}

// The layout of each model counts its own cards.
TEST(OwnCards, EachLayoutCountsItsModelsCards)
{
    Build build = ownCards(1, 4, 3, 4);
    build.layout.tp = 4;
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().startsWith(
        QStringLiteral("Model 1 (%1) on the 2 cards no further model has: ").arg(kAir)))
        << r.error().toStdString();
    EXPECT_TRUE(r.error().contains(QStringLiteral("4 cards, but the build has 2")))
        << r.error().toStdString();

    build.layout.tp = 2;
    build.instances[0].layout.tp = 1;
    const BuildReport second = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_FALSE(second.ok());
    EXPECT_TRUE(second.error().startsWith(QStringLiteral("Model 2 (%1): ").arg(kFlash)))
        << second.error().toStdString();
}

TEST(OwnCards, CardsGivenTwiceOrBeyondTheBuildOrAllAreRefused)
{
    Build build = ownCards(1, 4, 3, 5);
    EXPECT_EQ(SizingEngine::validate(build, Catalogue::builtIn()),
              QStringLiteral("Model 2 (%1), cards 3 to 5: the build's cards are 1 to 4, counted "
                             "server by server.")
                  .arg(kFlash));
    build.instances[0].lastCard = 4;
    ModelInstance third = build.instances[0];
    third.firstCard = 2;
    third.lastCard = 3;
    build.instances.append(third);
    EXPECT_EQ(
        SizingEngine::validate(build, Catalogue::builtIn()),
        QStringLiteral("Model 3 (%1), cards 2 to 3: card 3 is model 2's already.").arg(kFlash));
    build.instances.removeLast();
    build.instances[0].firstCard = 1;
    EXPECT_EQ(SizingEngine::validate(build, Catalogue::builtIn()),
              QStringLiteral("The further models have every card of their own: none is left for "
                             "model 1 (%1).")
                  .arg(kAir));
}

// A model over two servers with other GPUs on each: a comment names them.
TEST(OwnCards, OtherGpusOnEachServerAreNamedServerByServer)
{
    Build build = ownCards(2, 2, 2, 3);
    build.layout.copies = 1;
    build.layout.tp = 2;
    EXPECT_EQ(
        ServingCommand::visibleDevices(build, 2),
        QStringLiteral("# server 1 CUDA_VISIBLE_DEVICES=1, server 2 CUDA_VISIBLE_DEVICES=0\n"));
    EXPECT_EQ(
        ServingCommand::visibleDevices(build, 1),
        QStringLiteral("# server 1 CUDA_VISIBLE_DEVICES=0, server 2 CUDA_VISIBLE_DEVICES=1\n"));
    // Sharing every card: no GPUs named, every model sees them all.
    build.instances[0].firstCard = build.instances[0].lastCard = 0;
    EXPECT_EQ(ServingCommand::visibleDevices(build, 2), QString());
}

TEST(OwnCards, BuildFileRoundTripAndBadFields)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    const Build build = ownCards(1, 4, 3, 4);
    const QByteArray json = BuildFile::toJson(build, rules);
    EXPECT_TRUE(json.contains("\"cards\": {\n                \"first\": 3,\n                "
                              "\"last\": 4\n            }"))
        << json.toStdString();
    const Build again = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_EQ(again, build);
    EXPECT_EQ(BuildFile::toJson(again, rules), json);

    EXPECT_EQ(test::buildFileError(test::replaced(json, "\"first\": 3", "\"first\": 0")),
              "b.json: Model 2, first own card: 0 is outside 1 to 4 "
              "($.instances[0].cards.first)");
    EXPECT_EQ(test::buildFileError(test::replaced(json, "\"last\": 4", "\"last\": 2")),
              "b.json: Model 2, last own card: 2 is outside 3 to 4 "
              "($.instances[0].cards.last)");
    EXPECT_EQ(test::buildFileError(test::replaced(json, "\"last\": 4", "\"last\": 9")),
              "b.json: Model 2, last own card: 9 is outside 3 to 4 "
              "($.instances[0].cards.last)");
    const std::string notObject = test::buildFileError(test::replaced(
        json,
        "\"cards\": {\n                \"first\": 3,\n                \"last\": 4\n            }",
        "\"cards\": 3"));
    EXPECT_EQ(notObject.rfind("b.json: Model 2, own cards: ", 0), 0u) << notObject;
    EXPECT_NE(notObject.find("($.instances[0].cards)"), std::string::npos) << notObject;
}

// Issue 29 item 4, the report of several models: model 1's reserve per card
// is its own, not the other models' shares.
TEST(SeveralModels, TheFirstModelsReserveHoldsNotTheOtherShares)
{
    const Build build = ownCards(1, 2, 0, 0); // the example: both share both cards
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    // H200 NVL at 0.55 for model 1 less its 3 GiB reserve; 0.35 is model 2's.
    const Bytes card = Catalogue::builtIn().card(kCard)->driverMemory;
    EXPECT_NEAR(inGiB(r.figures().usablePerCard), inGiB(0.55 * card - gibibytes(3)), 1e-9);
    EXPECT_NEAR(inGiB(r.figures().reservePerCard),
                inGiB(card - (0.55 * card - gibibytes(3)) - 0.35 * card), 1e-9);
    // On cards of its own model 2 takes nothing of model 1's cards.
    const BuildReport own = assess(ownCards(1, 4, 3, 4), test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(own.ok()) << own.error().toStdString();
    EXPECT_NEAR(inGiB(own.figures().reservePerCard), inGiB(card - own.figures().usablePerCard),
                1e-9);
}

// The cost per million tokens is of every model's tokens, and says so.
TEST(SeveralModels, TheCostPerTokenCountsEveryModelsTokens)
{
    const AssessmentInputs inputs = test::inputs();
    for (const Build &build : {ownCards(1, 4, 3, 4), ownCards(1, 2, 0, 0)}) {
        const BuildReport r = assess(build, inputs, BuildReport::Parts::Core);
        ASSERT_TRUE(r.ok()) << r.error().toStdString();
        ASSERT_TRUE(r.instances[0].ok());
        const double both =
            r.speed().outputTokensPerSecond + r.instances[0].figures().speed.outputTokensPerSecond;
        EXPECT_GT(r.instances[0].figures().speed.outputTokensPerSecond, 0.0);
        EXPECT_DOUBLE_EQ(r.cost.outputTokensPerSecond, both);
        ASSERT_TRUE(r.cost.costPerYear && r.cost.costPerMillionOutputTokens);
        EXPECT_NEAR(*r.cost.costPerMillionOutputTokens,
                    *r.cost.costPerYear /
                        (CostCalculator::outputTokensPerYear(both, build.cost) / 1e6),
                    1e-9 * *r.cost.costPerMillionOutputTokens);
        EXPECT_TRUE(r.cost.notes.contains(
            QStringLiteral("The cost per million tokens counts the output of all 2 models: %1 "
                           "tokens/s in all at full load.")
                .arg(inputs.format.number(both, 0))))
            << r.cost.notes.join(QLatin1Char('|')).toStdString();
    }
}

// A seat is a conversation of any model the build serves: the cost per
// seat divides by every model's conversations, and says so.
TEST(SeveralModels, TheCostPerSeatCountsEveryModelsConversations)
{
    const AssessmentInputs inputs = test::inputs();
    for (const Build &build : {ownCards(1, 4, 3, 4), ownCards(1, 2, 0, 0)}) {
        const BuildReport r = assess(build, inputs, BuildReport::Parts::Core);
        ASSERT_TRUE(r.ok()) << r.error().toStdString();
        ASSERT_TRUE(r.instances[0].ok());
        EXPECT_GT(r.instances[0].served, 0);
        const int seats = r.speed().servedConversations + r.instances[0].served;
        EXPECT_EQ(r.cost.seats, seats);
        ASSERT_TRUE(r.cost.costPerYear && r.cost.costPerSeatPerMonth);
        EXPECT_NEAR(*r.cost.costPerSeatPerMonth, *r.cost.costPerYear / 12 / seats,
                    1e-9 * *r.cost.costPerSeatPerMonth);
        EXPECT_TRUE(r.cost.notes.contains(
            QStringLiteral("The cost per seat counts the conversations of all 2 models: %1 in all.")
                .arg(inputs.format.integer(seats))))
            << r.cost.notes.join(QLatin1Char('|')).toStdString();
        EXPECT_EQ(ReportJson::toJson(r)[QStringLiteral("seats")].toInt(), seats);
    }
    // One model: its own conversations, as before.
    Build one = ownCards(1, 2, 0, 0);
    one.instances.clear();
    const BuildReport alone = assess(one, inputs, BuildReport::Parts::Core);
    ASSERT_TRUE(alone.ok() && alone.cost.costPerYear);
    EXPECT_EQ(alone.cost.seats, alone.speed().servedConversations);
}

// N+1 of several models: every model is assessed with the server out.
TEST(SeveralModels, OneServerDownIsAssessedForEveryModel)
{
    const AssessmentInputs inputs = test::inputs();
    // Both models share two servers of two cards, a copy of each on each.
    Build shared = ownCards(2, 2, 0, 0);
    shared.layout.copies = 2;
    shared.instances[0].layout.copies = 2;
    const BuildReport r = assess(shared, inputs);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_TRUE(r.oneDown.applies());
    EXPECT_EQ(r.oneDown.server, 1); // the last of equals
    ASSERT_EQ(r.oneDown.models.size(), 1);
    const OneDownFigures::Model &m = r.oneDown.models[0];
    EXPECT_EQ(m.number, 2);
    EXPECT_EQ(m.copiesLost, 1);
    EXPECT_EQ(m.copiesLeft, 1);
    EXPECT_EQ(m.wanted, r.instances[0].served);
    // What model 2 serves alone on the server left, as a build of its own.
    ModelInstance left = shared.instances[0];
    left.layout.copies = 1;
    const BuildReport alone =
        assess(oneModel(shared, {shared.servers[0]}, left), inputs, BuildReport::Parts::Core);
    ASSERT_TRUE(alone.ok()) << alone.error().toStdString();
    EXPECT_EQ(m.served, alone.served);
    EXPECT_LT(m.served, m.wanted);
    const AdviceItem *advice = nullptr;
    for (const AdviceItem &a : r.advice)
        if (a.code == QStringLiteral("one-server-down"))
            advice = &a;
    ASSERT_NE(advice, nullptr);
    EXPECT_TRUE(advice->text.contains(
        QStringLiteral("Model 2: 1 of 2 copies serve on, %1 of its %2 conversations.")
            .arg(inputs.format.integer(m.served), inputs.format.integer(m.wanted))))
        << advice->text.toStdString();
    EXPECT_EQ(advice->severity, AdviceSeverity::Warning);
    const QJsonObject json = ReportJson::toJson(r);
    EXPECT_EQ(json[QStringLiteral("oneDown")][QStringLiteral("models")][0][QStringLiteral("served")]
                  .toInt(),
              m.served);
}

// Issue 29: with a further model on cards of its own, the failure is chosen
// over every model: the server whose loss costs the most conversations of
// all models, each model's loss its own part assessed without it.
TEST(SeveralModels, TheServerDownIsTheWorstOverEveryModel)
{
    const AssessmentInputs inputs = test::inputs();
    // Model 1 on servers 1 and 2 (a copy on each), model 2 on server 3.
    Build own = ownCards(3, 2, 5, 6);
    own.layout.copies = 2;
    const BuildReport o = assess(own, inputs);
    ASSERT_TRUE(o.ok()) << o.error().toStdString();
    ASSERT_TRUE(o.oneDown.applies());
    ASSERT_EQ(o.instances.size(), 1);
    // Server 1 or 2 out: model 1 serves on the other as the build of it.
    Build first = own;
    first.servers = {own.servers[0]};
    first.instances.clear();
    first.layout.copies = 1;
    const int firstLeft = assess(first, inputs, BuildReport::Parts::Core).served;
    const int lostWithFirst = o.served - firstLeft;
    // Server 3 out: model 2's only copy stops.
    const int lostWithSecond = o.instances[0].served;
    ASSERT_GT(lostWithSecond, 0);
    // Model 1 keeps a copy, model 2 has none left: server 3 costs more.
    ASSERT_GT(lostWithSecond, lostWithFirst) << "the test needs server 3 to hurt most";
    const OneDownFigures &d = o.oneDown;
    ASSERT_EQ(d.models.size(), 1);
    EXPECT_EQ(d.server, 2);
    EXPECT_EQ(d.copiesLost, 0);
    EXPECT_EQ(d.served, o.served);
    EXPECT_EQ(d.models[0].copiesLost, 1);
    EXPECT_EQ(d.models[0].copiesLeft, 0);
    EXPECT_EQ(d.models[0].served, 0);
    EXPECT_EQ(d.models[0].wanted, o.instances[0].served);
    const QJsonObject json = ReportJson::toJson(o)[QStringLiteral("oneDown")].toObject();
    EXPECT_EQ(json[QStringLiteral("server")].toInt(), d.server + 1);
    EXPECT_EQ(json[QStringLiteral("models")][0][QStringLiteral("served")].toInt(),
              d.models[0].served);

    // Model 2 with two copies over servers 3 and 4: losing one of its
    // servers costs it half its copies, and the figures say what it keeps.
    Build wide = ownCards(4, 2, 5, 8);
    wide.layout.copies = 2;
    wide.instances[0].layout.copies = 2;
    const BuildReport w = assess(wide, inputs);
    ASSERT_TRUE(w.ok()) << w.error().toStdString();
    Build secondLeft = oneModel(wide, {wide.servers[3]}, wide.instances[0]);
    secondLeft.layout.copies = 1;
    const int secondServed = assess(secondLeft, inputs, BuildReport::Parts::Core).served;
    const int lostOfSecond = w.instances[0].served - secondServed;
    const int lostOfFirst = w.served - firstLeft;
    ASSERT_GT(lostOfSecond, lostOfFirst) << "the test needs model 2's server to hurt most";
    EXPECT_EQ(w.oneDown.server, 3); // the last of model 2's equal servers
    EXPECT_EQ(w.oneDown.models[0].copiesLeft, 1);
    EXPECT_EQ(w.oneDown.models[0].served, secondServed);
    EXPECT_EQ(w.oneDown.served, w.served);
    // The advice names what model 2 keeps.
    const auto advice = std::find_if(w.advice.begin(), w.advice.end(), [](const AdviceItem &a) {
        return a.code == QStringLiteral("one-server-down");
    });
    ASSERT_NE(advice, w.advice.end());
    EXPECT_TRUE(advice->text.startsWith(QStringLiteral("With server 4 out of service")))
        << advice->text.toStdString();
    EXPECT_TRUE(advice->text.contains(
        QStringLiteral("Model 2: 1 of 2 copies serve on, %1 of its %2 conversations.")
            .arg(inputs.format.integer(secondServed),
                 inputs.format.integer(w.instances[0].served))))
        << advice->text.toStdString();
}

// Issue 29: a further model gets the layout and licence advice it would get
// as the build of its cards alone, named, each suggestion changing its layout.
TEST(SeveralModels, FurtherModelsGetTheirLayoutAndLicenceAdvice)
{
    const AssessmentInputs inputs = test::inputs();
    const QStringList layoutCodes{
        QStringLiteral("dcp-not-declared"), QStringLiteral("tp-crosses-nvlink"),
        QStringLiteral("tp-across-servers"), QStringLiteral("pcie-all-reduce"),
        QStringLiteral("mla-more-copies")};
    int suggested = 0;
    for (const Build &build : {ownCards(1, 4, 3, 4), ownCards(1, 2, 0, 0)}) {
        const BuildReport r = assess(build, inputs, BuildReport::Parts::Core);
        ASSERT_TRUE(r.ok()) << r.error().toStdString();
        const Build alone = build.instances[0].alone(build);
        const QList<AdviceItem> own =
            BuildAdvisor::advise(alone, *r.catalogue, *inputs.software, inputs.format);
        int found = 0;
        for (const AdviceItem &a : own) {
            if (!layoutCodes.contains(a.code) && !a.code.startsWith(QStringLiteral("licence-")))
                continue;
            const auto named = std::find_if(r.advice.begin(), r.advice.end(), [&](const auto &i) {
                return i.code == a.code + QStringLiteral("-model-2");
            });
            ASSERT_NE(named, r.advice.end()) << a.code.toStdString();
            EXPECT_EQ(named->text, QStringLiteral("Model 2 (%1): %2").arg(kFlash, a.text));
            ASSERT_EQ(named->suggestions.size(), a.suggestions.size());
            for (qsizetype k = 0; k < a.suggestions.size(); ++k) {
                // The whole build with model 2's layout changed, model 1's kept.
                const Build &whole = named->suggestions[k].build;
                EXPECT_EQ(whole.layout, build.layout);
                EXPECT_EQ(whole.servers, build.servers);
                EXPECT_EQ(whole.instances[0].layout, a.suggestions[k].build.layout);
                EXPECT_EQ(named->suggestions[k].label,
                          QStringLiteral("Model 2: %1").arg(a.suggestions[k].label));
                ++suggested;
            }
            ++found;
        }
        EXPECT_GT(found, 0); // its licence at least
    }
    // On two cards of its own at 0.9 GLM-4.7-Flash fits TP1: its latent
    // cache, in full on both cards at TP2, holds more as two copies.
    EXPECT_GT(suggested, 0);
}

// Issue 29: on one server a card of a further model's can be the failure:
// model 1 as one TP2 copy cannot lose a card and serve on, model 2 as two
// TP1 copies on cards of its own can, so its card is the one out.
TEST(SeveralModels, OneCardDownCanBeAFurtherModelsCard)
{
    const AssessmentInputs inputs = test::inputs();
    Build build = ownCards(1, 4, 3, 4);
    build.instances[0].layout = Layout{1, 1, false, 1, 2};
    const BuildReport r = assess(build, inputs);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_EQ(r.instances.size(), 1);
    ASSERT_TRUE(r.instances[0].ok()) << r.instances[0].error().toStdString();
    ASSERT_GT(r.instances[0].served, 0);
    const OneDownFigures &d = r.oneDown;
    ASSERT_TRUE(d.applies());
    EXPECT_EQ(d.unit, OneDownFigures::Unit::Card);
    EXPECT_EQ(d.model, 2);
    EXPECT_EQ(d.server, 0);
    // Model 1 untouched; model 2 serves on one card, as a build of it.
    EXPECT_EQ(d.copiesLost, 0);
    EXPECT_EQ(d.served, r.served);
    ASSERT_EQ(d.models.size(), 1);
    EXPECT_EQ(d.models[0].copiesLost, 1);
    EXPECT_EQ(d.models[0].copiesLeft, 1);
    Server oneCard = build.servers[0];
    for (int slot = 0; slot < oneCard.slotCards.size(); ++slot)
        if (slot != 3)
            oneCard.slotCards[slot].clear();
    ModelInstance left = build.instances[0];
    left.layout.copies = 1;
    const BuildReport alone =
        assess(oneModel(build, {oneCard}, left), inputs, BuildReport::Parts::Core);
    ASSERT_TRUE(alone.ok()) << alone.error().toStdString();
    EXPECT_EQ(d.models[0].served, alone.served);
    const auto advice = std::find_if(r.advice.begin(), r.advice.end(), [](const AdviceItem &a) {
        return a.code == QStringLiteral("one-card-down");
    });
    ASSERT_NE(advice, r.advice.end());
    EXPECT_TRUE(advice->text.startsWith(
        QStringLiteral("With one card of model 2 on server 1 out of service")))
        << advice->text.toStdString();
    EXPECT_EQ(
        ReportJson::toJson(r)[QStringLiteral("oneDown")][QStringLiteral("cardOfModel")].toInt(), 2);
}
