// SPDX-License-Identifier: MIT
// assess(): one report of a build, its served conversations and verdict,
// and a catalogue that lives as long as the figures pointing into it.
#include "assessment.h"
#include "buildadvisor.h"
#include "builddocument.h"
#include "buildfile.h"
#include "card.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "examplefile.h"
#include "reportjson.h"
#include "testinputs.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

Build example(const char *name)
{
    return BuildFile::read(test::exampleFile(name), Catalogue::builtIn().rules());
}

const char *const kReference = "glm53flash-nvfp4-4x-rtx-tp4";

} // namespace

TEST(BuildReport, HoldsWhatTheEngineAdvisorAndCalculatorSay)
{
    const AssessmentInputs inputs = test::inputs();
    const Build build = example(kReference);
    const BuildReport r = assess(build, inputs);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    const Evaluation e = SizingEngine::evaluate(build, *inputs.catalogue);
    EXPECT_EQ(r.memoryLimit(), e.figures.conversations);
    EXPECT_EQ(r.speedLimit(), e.figures.speed.conversationsAtSpeedTarget);
    EXPECT_EQ(r.served, std::min(r.memoryLimit(), r.speedLimit()));
    EXPECT_EQ(r.binding(),
              r.speedLimit() < r.memoryLimit() ? BindingLimit::Speed : BindingLimit::Memory);
    const QList<AdviceItem> advice =
        BuildAdvisor::advise(build, *inputs.catalogue, *inputs.software, inputs.format);
    ASSERT_EQ(r.advice.size(), advice.size());
    for (qsizetype i = 0; i < advice.size(); ++i)
        EXPECT_EQ(r.advice[i].text, advice[i].text);
    const CostFigures cost = CostCalculator::evaluate(
        {build, e.figures, *inputs.catalogue, inputs.prices, build.cost, inputs.costDefaults,
         inputs.software->dimmSizes, e.figures.speed.outputTokensPerSecond});
    EXPECT_EQ(r.cost.priceTotal, cost.priceTotal);
    EXPECT_EQ(r.cost.costPerMillionOutputTokens, cost.costPerMillionOutputTokens);
    ASSERT_TRUE(r.hasCharts);
    EXPECT_EQ(r.sweep.at(build.context, build.cacheDtype), r.memoryLimit());
    EXPECT_EQ(r.speedCurve.memoryLimit, r.memoryLimit());

    const BuildReport rows = assess(build, inputs, BuildReport::Parts::WithoutCharts);
    EXPECT_FALSE(rows.hasCharts);
    EXPECT_TRUE(rows.sweep.contexts.isEmpty());
    EXPECT_EQ(rows.served, r.served);
    EXPECT_EQ(rows.verdict, r.verdict);
}

TEST(BuildReport, TheVerdictCountsSpeedFeedAndWhetherTheCardRunsTheCheckpoint)
{
    const AssessmentInputs inputs = test::inputs();
    Build build = example(kReference);
    build.servers[0].feed = QStringLiteral("400V32A3P");
    const BuildReport fits = assess(build, inputs);
    ASSERT_TRUE(fits.figures().feedOk);
    EXPECT_EQ(fits.verdict.kind(), Verdict::Kind::Fits);
    EXPECT_TRUE(fits.verdict.reason().isEmpty());

    // Memory holds conversations, none gets 16,200 tokens/s.
    Build fast = build;
    fast.speedTarget = 16200;
    const BuildReport slow = assess(fast, inputs);
    EXPECT_GT(slow.memoryLimit(), 0);
    EXPECT_EQ(slow.served, 0);
    EXPECT_EQ(slow.verdict.kind(), Verdict::Kind::TooSlow);
    EXPECT_TRUE(slow.verdict.checks().contains(Verdict::tr("speed target missed")));

    // The smallest feed under four 600 W cards and two CPUs.
    Build small = build;
    small.servers[0].feed = QStringLiteral("230V16A");
    const BuildReport feed = assess(small, inputs);
    ASSERT_FALSE(feed.figures().feedOk);
    EXPECT_EQ(feed.verdict.kind(), Verdict::Kind::FeedTooSmall);
    EXPECT_GT(feed.served, 0); // the verdict, not the served figure, says the feed is short

    // NVFP4 weights on Hopper: a blocker, so it cannot run and serves none.
    Build h200 = example("glm53flash-fp8-4x-h200-tp4");
    h200.checkpoint = QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4");
    const BuildReport nvfp4 = assess(h200, inputs);
    ASSERT_TRUE(nvfp4.ok());
    EXPECT_EQ(nvfp4.verdict.kind(), Verdict::Kind::CannotRun);
    EXPECT_FALSE(nvfp4.verdict.runs());
    EXPECT_EQ(nvfp4.served, 0);
    EXPECT_FALSE(nvfp4.verdict.reason().isEmpty());

    Build broken = build;
    broken.checkpoint = QStringLiteral("nobody/none");
    const BuildReport none = assess(broken, inputs);
    EXPECT_FALSE(none.ok());
    EXPECT_EQ(none.verdict.kind(), Verdict::Kind::CannotEvaluate);
    EXPECT_EQ(none.verdict.reason(), none.error());
    EXPECT_EQ(none.served, 0);
}

TEST(BuildReport, JsonStatesTheServedConversationsAndTheVerdict)
{
    Build build = example(kReference);
    build.speedTarget = 16200;
    const BuildReport r = assess(build, test::inputs());
    const QJsonObject json = ReportJson::toJson(r);
    EXPECT_EQ(json.value(QStringLiteral("served")).toInt(-1), 0);
    EXPECT_EQ(json.value(QStringLiteral("memoryLimit")).toInt(), r.memoryLimit());
    EXPECT_EQ(json.value(QStringLiteral("bindingLimit")).toString(), QStringLiteral("speed"));
    const QJsonObject verdict = json.value(QStringLiteral("verdict")).toObject();
    EXPECT_EQ(verdict.value(QStringLiteral("kind")).toString(), QStringLiteral("too-slow"));
    EXPECT_EQ(verdict.value(QStringLiteral("checks")).toArray().size(), r.verdict.checks().size());
}

// The figures point into the catalogue: a report keeps the one it read,
// however the document's catalogue grows after it.
TEST(BuildReport, KeepsItsCatalogueWhenTheDocumentsGrows)
{
    BuildDocument document(test::inputs());
    document.reset(example(kReference));
    const BuildReport before = document.report();
    const QString cardName = before.figures().card->name;
    QList<Card> cards;
    for (int i = 0; i < 64; ++i) { // enough to reallocate the catalogue's list
        Card card = *before.figures().card;
        card.id = QStringLiteral("my-card-%1").arg(i);
        cards.append(card);
    }
    document.addCustomCards(cards);
    EXPECT_NE(&document.catalogue(), before.catalogue.get());
    EXPECT_EQ(before.figures().card->name, cardName);
    EXPECT_EQ(document.report().served, before.served);
    EXPECT_EQ(document.report().catalogue.get(), &document.catalogue());
}

// A build that carries its own checkpoint is assessed with a catalogue
// extended by it; the inputs' catalogue is not touched.
TEST(BuildReport, ABuildsOwnCardsExtendACopyOfTheCatalogue)
{
    const AssessmentInputs inputs = test::inputs();
    Build build = example(kReference);
    Card own = *inputs.catalogue->card(build.servers[0].slotCards[0]);
    own.id = QStringLiteral("my-own-rtx");
    for (QString &slot : build.servers[0].slotCards)
        slot = own.id;
    build.customCards = {own};
    const BuildReport r = assess(build, inputs);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_NE(r.catalogue.get(), inputs.catalogue.get());
    EXPECT_EQ(r.figures().card->id, own.id);
    EXPECT_EQ(inputs.catalogue->card(own.id), nullptr);
}
