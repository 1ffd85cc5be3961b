// SPDX-License-Identifier: MIT
// Several models on one build (Build::instances): each evaluated by the one
// sizing engine, their shares of a card and what each holds outside its
// share no more than the card holds, one serving command per model, and the
// build file's "instances" read, refused field by field and written back.
#include "assessment.h"
#include "buildfile.h"
#include "buildfileerror.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "examplefile.h"
#include "formaterror.h"
#include "modelinstances.h"
#include "reportjson.h"
#include "testinputs.h"
#include "vllmmemoryprofile.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const char *const kTwoModels = "glm45air-glm47flash-2x-h200";

Build twoModels()
{
    return BuildFile::read(test::exampleFile(kTwoModels), Catalogue::builtIn().rules());
}

} // namespace

// The done-when of issue 29, item 4: the fractions and reserves of both
// models add up to no more than a card holds, each figure from the catalogue.
TEST(ModelInstances, SharesAndReservesFitTheCard)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = twoModels();
    ASSERT_EQ(build.instances.size(), 1);
    const BuildReport r = assess(build, test::inputs());
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_EQ(r.instances.size(), 1);
    const InstanceReport &second = r.instances.first();
    ASSERT_TRUE(second.ok()) << second.error().toStdString();
    EXPECT_EQ(second.number, 2);

    // H200 NVL: the driver reports 140.4 GiB; GLM-4.5-Air-FP8 takes 0.55 of
    // it, GLM-4.7-Flash 0.35, each less its own 3 GiB reserve, both at TP2.
    const Bytes card = catalogue.card(QStringLiteral("h200-nvl"))->driverMemory;
    const Bytes air = catalogue.checkpoint(QStringLiteral("zai-org/GLM-4.5-Air-FP8"))->size;
    const Bytes flash = catalogue.checkpoint(QStringLiteral("zai-org/GLM-4.7-Flash"))->size;
    const Bytes reserve = gibibytes(3);
    const Figures &f1 = r.figures();
    const Figures &f2 = second.figures();
    EXPECT_NEAR(inGiB(f1.usablePerCard), inGiB(0.55 * card - reserve), 1e-9);
    EXPECT_NEAR(inGiB(f2.usablePerCard), inGiB(0.35 * card - reserve), 1e-9);
    EXPECT_NEAR(inGiB(f1.weightsPerCard), inGiB(air / 2.0), 1e-9);
    EXPECT_NEAR(inGiB(f2.weightsPerCard), inGiB(flash / 2.0), 1e-9);
    // Each model's conversations: what its share leaves after weights, over
    // its cache per conversation on a card.
    EXPECT_EQ(f2.conversations,
              int((0.35 * card - reserve - flash / 2.0) / f2.cachePerConversationPerCard));
    EXPECT_EQ(f1.conversations,
              int((0.55 * card - reserve - air / 2.0) / f1.cachePerConversationPerCard));
    EXPECT_GT(f2.conversations, 0);
    EXPECT_EQ(second.served, std::min(f2.speed.conversationsAtSpeedTarget, f2.conversations));

    // Weights, cache in use and reserve inside each share; outside the
    // shares each process's CUDA context (the current vLLM release takes its
    // first snapshot after the context exists and subtracts its graphs).
    const Bytes context = gibibytes(VllmMemoryProfile::kCudaContextGiB);
    EXPECT_LE(f1.weightsPerCard + f1.cacheInUsePerCard + reserve, 0.55 * card);
    EXPECT_LE(f2.weightsPerCard + f2.cacheInUsePerCard + reserve, 0.35 * card);
    const Bytes needed = 0.55 * card + 0.35 * card + 2.0 * context;
    EXPECT_NEAR(inGiB(r.sharedCard.needed()), inGiB(needed), 1e-9);
    EXPECT_LE(needed, card);
    EXPECT_TRUE(r.sharedCard.fits());
}

TEST(ModelInstances, SharesBeyondTheCardAreRefusedNamingModelAndField)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Bytes card = catalogue.card(QStringLiteral("h200-nvl"))->driverMemory;
    const Bytes context = gibibytes(VllmMemoryProfile::kCudaContextGiB);
    // The largest share the second model may take: what the card leaves
    // beside the first model's 0.55 and both CUDA contexts.
    const double most = (card - 0.55 * card - 2.0 * context) / card;
    Build build = twoModels();
    build.instances[0].utilization = most - 0.001;
    EXPECT_TRUE(assess(build, test::inputs(), BuildReport::Parts::Core).ok());
    build.instances[0].utilization = most + 0.001;
    const BuildReport refused = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_FALSE(refused.ok());
    const QString error = refused.error();
    EXPECT_TRUE(error.startsWith(QStringLiteral("Model 2 (zai-org/GLM-4.7-Flash), memory "
                                                "utilisation ")))
        << error.toStdString();
    EXPECT_FALSE(refused.sharedCard.fits());
}

TEST(ModelInstances, AModelThatCannotBeEvaluatedRefusesTheBuild)
{
    Build build = twoModels();
    build.instances[0].layout.tp = 3; // three cards of a layout on two
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().startsWith(QStringLiteral("Model 2 (zai-org/GLM-4.7-Flash): ")))
        << r.error().toStdString();
}

TEST(ModelInstances, OneServingCommandPerModelOnItsOwnPort)
{
    const BuildReport r = assess(twoModels(), test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    const QJsonObject json = ReportJson::toJson(r);
    const QString first =
        json[QStringLiteral("servingCommands")][QStringLiteral("vllm")].toString();
    const QJsonArray instances = json[QStringLiteral("instances")].toArray();
    ASSERT_EQ(instances.size(), 1);
    const QString second =
        instances[0][QStringLiteral("servingCommands")][QStringLiteral("vllm")].toString();
    EXPECT_TRUE(first.contains(QStringLiteral("vllm serve zai-org/GLM-4.5-Air-FP8 ")));
    EXPECT_TRUE(first.contains(QStringLiteral("--gpu-memory-utilization 0.55")));
    EXPECT_TRUE(first.contains(QStringLiteral("--port 8000")));
    EXPECT_TRUE(second.contains(QStringLiteral("vllm serve zai-org/GLM-4.7-Flash ")));
    EXPECT_TRUE(second.contains(QStringLiteral("--gpu-memory-utilization 0.35")));
    EXPECT_TRUE(second.contains(QStringLiteral("--port 8001")));
    const QString sglang =
        instances[0][QStringLiteral("servingCommands")][QStringLiteral("sglang")].toString();
    EXPECT_TRUE(sglang.contains(QStringLiteral("--mem-fraction-static 0.35")));
    EXPECT_TRUE(sglang.contains(QStringLiteral("--port 30001")));
    EXPECT_EQ(instances[0][QStringLiteral("conversations")].toInt(),
              r.instances[0].figures().conversations);
    EXPECT_EQ(json[QStringLiteral("sharedCard")][QStringLiteral("models")].toInt(), 2);
}

TEST(ModelInstances, BuildFileRoundTrip)
{
    const SizingRules &rules = Catalogue::builtIn().rules();
    const Build build = twoModels();
    const QByteArray json = BuildFile::toJson(build, rules);
    const Build again = BuildFile::fromJson(json, QStringLiteral("b.json"), rules);
    EXPECT_EQ(again, build);
    EXPECT_EQ(BuildFile::toJson(again, rules), json);
    EXPECT_EQ(again.instances[0].reserve, gibibytes(3));
    // Without "reserveGiB" a model takes the rules' reserve.
    const Build noReserve = BuildFile::fromJson(
        test::replaced(json, "\"reserveGiB\": 3,\n            \"utilization\": 0.35",
                       "\"utilization\": 0.35"),
        QStringLiteral("b.json"), rules);
    EXPECT_EQ(noReserve.instances[0].reserve, rules.defaultReserve);
}

TEST(ModelInstances, BadValuesNameFileAndField)
{
    const QByteArray json = BuildFile::toJson(twoModels(), Catalogue::builtIn().rules());
    EXPECT_EQ(
        test::buildFileError(test::replaced(json, "\"utilization\": 0.35", "\"utilization\": 1.5")),
        "b.json: Model 2, memory utilisation: 1.5 is outside 0.01 to 1 "
        "($.instances[0].utilization)");
    EXPECT_EQ(test::buildFileError(
                  test::replaced(json, "\"utilization\": 0.35", "\"utilization\": \"a lot\"")),
              "b.json: Model 2, memory utilisation: expected a number, found a string "
              "($.instances[0].utilization)");
    EXPECT_EQ(test::buildFileError(
                  test::replaced(json, "\"tp\": 2\n            }", "\"tp\": 0\n            }")),
              "b.json: Model 2, layout (tp): 0 is outside 1 to 4096 "
              "($.instances[0].layout.tp)");
    const std::string unknown = test::buildFileError(test::replaced(
        json, "\"checkpoint\": \"zai-org/GLM-4.7-Flash\"", "\"checkpoint\": \"nope\""));
    EXPECT_EQ(unknown.rfind("b.json: Model 2, checkpoint: unknown checkpoint \"nope\"", 0), 0u)
        << unknown;
    EXPECT_NE(unknown.find("($.instances[0].checkpoint)"), std::string::npos) << unknown;
}

TEST(ModelInstances, TheAdviceSaysEachSpeedIsAsIfTheModelRanAlone)
{
    const AssessmentInputs inputs = test::inputs();
    const BuildReport r = assess(twoModels(), inputs, BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    const auto shared = std::find_if(r.advice.cbegin(), r.advice.cend(), [](const AdviceItem &a) {
        return a.code == QStringLiteral("models-share-cards");
    });
    ASSERT_NE(shared, r.advice.cend());
    EXPECT_EQ(shared->severity, AdviceSeverity::Note);
    for (const Figures *f : {&r.figures(), &r.instances[0].figures()})
        EXPECT_TRUE(shared->text.contains(
            inputs.format.number(f->speed.decodeTokensPerSecondPerConversation, 1)))
            << shared->text.toStdString();

    Build one = twoModels();
    one.instances.clear();
    const BuildReport alone = assess(one, inputs, BuildReport::Parts::Core);
    EXPECT_TRUE(std::none_of(alone.advice.cbegin(), alone.advice.cend(), [](const AdviceItem &a) {
        return a.code == QStringLiteral("models-share-cards");
    }));
}
