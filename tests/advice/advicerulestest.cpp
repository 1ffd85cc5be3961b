// SPDX-License-Identifier: MIT
// Each rule of section 6 fires on a build that should trigger it and stays
// silent on one that should not; every figure an item states is the one the
// engine computes for the build it suggests.
#include "advicetestbuilds.h"

#include "../model/cataloguetexts.h"
#include "buildadvisor.h"
#include "language.h"
#include "quantityformat.h"
#include "sizingengine.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::testing;

namespace {

const QuantityFormat &english()
{
    static const QuantityFormat format{QLocale(QLocale::English, QLocale::UnitedStates)};
    return format;
}

QList<AdviceItem> adviceFor(const Build &build)
{
    return BuildAdvisor::advise(build, Catalogue::builtIn(), SoftwareCatalogue::builtIn(),
                                english());
}

Figures figuresOf(const Build &build)
{
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    EXPECT_TRUE(e.ok()) << e.error.toStdString();
    return e.figures;
}

QString count(int n)
{
    return english().integer(n);
}

/// The item's text names the conversations of each suggested build, as the engine counts them.
void expectSuggestionsStated(const AdviceItem &item)
{
    ASSERT_FALSE(item.suggestions.isEmpty()) << item.code.toStdString();
    for (const AdviceSuggestion &s : item.suggestions) {
        const Figures f = figuresOf(s.build);
        EXPECT_TRUE(item.text.contains(count(f.conversations) + QStringLiteral(" conversations")))
            << item.text.toStdString() << " / " << f.conversations;
    }
}

const char *rtx = "rtx-pro-6000-se";
const char *h200 = "h200-nvl";
const char *flashNvfp4 = "nvidia/GLM-5.3-Flash-NVFP4";
const char *flashFp8 = "zai-org/GLM-5.3-Flash";
const char *glm53Fp8 = "zai-org/GLM-5.3-FP8";
const char *glm53Nvfp4 = "nvidia/GLM-5.3-NVFP4";

} // namespace

TEST(AdviceRules, Nvfp4OnH200IsABlockerAndSuggestsTheFp8Checkpoint)
{
    const QList<AdviceItem> advice = adviceFor(buildOf(h200, 4, flashNvfp4, 4));
    const std::optional<AdviceItem> item = find(advice, QStringLiteral("weights-need-arithmetic"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Blocker);
    EXPECT_EQ(advice.first().severity, AdviceSeverity::Blocker); // blockers come first
    EXPECT_TRUE(item->text.contains(QStringLiteral("no FP4")));
    EXPECT_TRUE(item->date.isValid());
    ASSERT_EQ(item->suggestions.size(), 1);
    EXPECT_EQ(item->suggestions.first().build.checkpoint, QString::fromLatin1(flashFp8));
    expectSuggestionsStated(*item);
    // Reference figure 15: the FP8 checkpoint holds 68 conversations on 4x H200 NVL.
    EXPECT_EQ(figuresOf(item->suggestions.first().build).conversations, 68);
}

TEST(AdviceRules, Nvfp4OnBlackwellIsNoBlocker)
{
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("weights-need-arithmetic")));
}

TEST(AdviceRules, Nvfp4WithoutAFittingAlternativeSaysSo)
{
    // Reference figure 41: GLM-5.3 NVFP4 on 4x H200 NVL; the FP8 checkpoint does not fit four.
    const std::optional<AdviceItem> item =
        find(adviceFor(buildOf(h200, 4, glm53Nvfp4, 4)), QStringLiteral("weights-need-arithmetic"));
    ASSERT_TRUE(item);
    EXPECT_TRUE(item->suggestions.isEmpty());
}

TEST(AdviceRules, TheCheckpointTheCardsComputeIsTheBlockersSuggestion)
{
    // File > New reads this: the FP8 checkpoint for NVFP4 on H200 NVL, none
    // where the cards compute NVFP4 or no other checkpoint fits.
    const std::optional<AdviceSuggestion> onH200 =
        BuildAdvisor::checkpointTheCardsCompute(adviceFor(buildOf(h200, 4, flashNvfp4, 4)));
    ASSERT_TRUE(onH200);
    EXPECT_EQ(onH200->build.checkpoint, QString::fromLatin1(flashFp8));
    EXPECT_FALSE(
        BuildAdvisor::checkpointTheCardsCompute(adviceFor(buildOf(rtx, 4, flashNvfp4, 4))));
    EXPECT_FALSE(
        BuildAdvisor::checkpointTheCardsCompute(adviceFor(buildOf(h200, 4, glm53Nvfp4, 4))));
}

TEST(AdviceRules, FlashOnRtxWarnsAboutIssue53963AndNamesTheMinimumRelease)
{
    const std::optional<AdviceItem> item =
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("engine-issue-53963"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    EXPECT_TRUE(item->text.contains(QStringLiteral("53963")));
    EXPECT_TRUE(item->text.contains(QStringLiteral("MTP")));
    const MinimumRelease *minimum = SoftwareCatalogue::builtIn().minimumRelease(
        QStringLiteral("vllm"), QStringLiteral("GLM-5.3-Flash"),
        *Catalogue::builtIn().card(QString::fromLatin1(rtx)));
    ASSERT_TRUE(minimum);
    EXPECT_TRUE(item->text.contains(minimum->version + QStringLiteral(" or later")));
}

TEST(AdviceRules, Issue53963IsSilentOnHopperAndForModelsWithRope)
{
    EXPECT_FALSE(
        find(adviceFor(buildOf(h200, 4, flashFp8, 4)), QStringLiteral("engine-issue-53963")));
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 8, glm53Nvfp4, 4, 2)), QStringLiteral("engine-issue-53963")));
}

TEST(AdviceRules, MinimumReleaseOnOtherCards)
{
    const QList<AdviceItem> h = adviceFor(buildOf(h200, 4, flashFp8, 4));
    const std::optional<AdviceItem> item = find(h, QStringLiteral("minimum-release"));
    ASSERT_TRUE(item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("0.29.0")));
    // On the RTX PRO 6000 the issue names the release; no second item.
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("minimum-release")));
    EXPECT_FALSE(find(adviceFor(buildOf(h200, 4, "zai-org/GLM-4.7-FP8", 4)),
                      QStringLiteral("minimum-release")));
}

TEST(AdviceRules, BlockScaledFp8OnRtxNotesTensorRtLlm)
{
    const std::optional<AdviceItem> item =
        find(adviceFor(buildOf(rtx, 4, flashFp8, 4)), QStringLiteral("engine-weight-format"));
    ASSERT_TRUE(item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("1.3.0rc29")));
    EXPECT_FALSE(
        find(adviceFor(buildOf(h200, 4, flashFp8, 4)), QStringLiteral("engine-weight-format")));
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("engine-weight-format")));
}

TEST(AdviceRules, DcpOnSm120IsAWarningWithPipelineStagesInstead)
{
    const Build build = buildOf(rtx, 8, glm53Nvfp4, 8, 1, CacheDtype::Bf16, 8);
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("dcp-not-declared"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    EXPECT_TRUE(item->text.contains(QStringLiteral("FLASHINFER_MLA_SPARSE_SM120")));
    ASSERT_EQ(item->suggestions.size(), 1);
    const Layout &l = item->suggestions.first().build.layout;
    EXPECT_EQ(l.tp, 4);
    EXPECT_EQ(l.pp, 2);
    EXPECT_EQ(l.dcp, 1);
    // Reference figure 39: TP4 x PP2 holds 18 conversations in 16-bit.
    EXPECT_EQ(figuresOf(item->suggestions.first().build).conversations, 18);
    expectSuggestionsStated(*item);
    EXPECT_TRUE(item->text.contains(count(figuresOf(build).conversations)));
}

TEST(AdviceRules, DcpOnHopperAndRtxWithoutDcpAreSilent)
{
    EXPECT_FALSE(find(adviceFor(buildOf(h200, 8, glm53Fp8, 8, 1, CacheDtype::Bf16, 8)),
                      QStringLiteral("dcp-not-declared")));
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 8, glm53Nvfp4, 4, 2)), QStringLiteral("dcp-not-declared")));
}

TEST(AdviceRules, Fp8CacheOfFlashOnHopperCountsSixteenBit)
{
    const Build build = buildOf(h200, 4, flashFp8, 4, 1, CacheDtype::Fp8);
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("fp8-cache-needs-release"));
    ASSERT_TRUE(item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("0.32.0")));
    ASSERT_EQ(item->suggestions.size(), 1);
    EXPECT_EQ(item->suggestions.first().build.cacheDtype, CacheDtype::Bf16);
    EXPECT_EQ(figuresOf(item->suggestions.first().build).conversations, 68); // reference figure 15
    expectSuggestionsStated(*item);
    EXPECT_TRUE(item->text.contains(count(figuresOf(build).conversations)));
}

TEST(AdviceRules, Fp8CacheIsSilentInSixteenBitAndOnBlackwell)
{
    EXPECT_FALSE(
        find(adviceFor(buildOf(h200, 4, flashFp8, 4)), QStringLiteral("fp8-cache-needs-release")));
    EXPECT_FALSE(find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4, 1, CacheDtype::Fp8)),
                      QStringLiteral("fp8-cache-needs-release")));
}

TEST(AdviceRules, Tp8OnEightH200CrossesNvlinkDomainsAndSuggestsTp4Pp2)
{
    const Build build = buildOf(h200, 8, glm53Fp8, 8);
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("tp-crosses-nvlink"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    ASSERT_EQ(item->suggestions.size(), 1);
    const Build &split = item->suggestions.first().build;
    EXPECT_EQ(split.layout.tp, 4);
    EXPECT_EQ(split.layout.pp, 2);
    // Reference figures 26 and 27: 23 conversations in two stages, 11 with TP8.
    EXPECT_EQ(figuresOf(split).conversations, 23);
    EXPECT_EQ(figuresOf(build).conversations, 11);
    expectSuggestionsStated(*item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("against 11")));
}

TEST(AdviceRules, Tp4OnH200StaysInOneDomain)
{
    EXPECT_FALSE(
        find(adviceFor(buildOf(h200, 8, glm53Fp8, 4, 2)), QStringLiteral("tp-crosses-nvlink")));
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 8, glm53Nvfp4, 8)), QStringLiteral("tp-crosses-nvlink")));
}

TEST(AdviceRules, TpAcrossServersSuggestsPipelineStages)
{
    const Build build = buildOf(rtx, 8, glm53Nvfp4, 8, 1, CacheDtype::Bf16, 1, 2);
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("tp-across-servers"));
    ASSERT_TRUE(item);
    ASSERT_EQ(item->suggestions.size(), 1);
    EXPECT_EQ(item->suggestions.first().build.layout.tp, 4);
    EXPECT_EQ(item->suggestions.first().build.layout.pp, 2);
    expectSuggestionsStated(*item);
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 8, glm53Nvfp4, 8)), QStringLiteral("tp-across-servers")));
}

TEST(AdviceRules, TpAcrossLinkedSparksWarnsWithTheReason)
{
    // Two DGX Sparks at TP2 (NVIDIA's two-Spark vLLM recipe): vLLM starts it,
    // but each layer's all-reduce crosses the 200 Gb/s link. English plural
    // forms come from the English translation, as in the app.
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    const Build build =
        buildOf("dgx-spark", 2, "zai-org/GLM-4.7-Flash", 2, 1, CacheDtype::Bf16, 1, 2);
    ASSERT_TRUE(SizingEngine::evaluate(build, Catalogue::builtIn()).ok());
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("tp-across-servers"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    EXPECT_TRUE(item->text.startsWith(QStringLiteral(
        "TP2 spans servers of 1 card: every layer's all-reduce crosses the network.")))
        << item->text.toStdString();
    EXPECT_FALSE(item->source.isEmpty());
}

TEST(AdviceRules, TpOverMoreThanTwoPcieCardsNotesNcclAndIpcAllReduce)
{
    const std::optional<AdviceItem> item =
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("pcie-all-reduce"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Note);
    EXPECT_TRUE(item->text.contains(QStringLiteral("NCCL")));
    EXPECT_TRUE(item->text.contains(QStringLiteral("PCIe IPC all-reduce")));
    EXPECT_FALSE(find(adviceFor(buildOf(rtx, 2, "zai-org/GLM-4.7-Flash", 2)),
                      QStringLiteral("pcie-all-reduce")));
    EXPECT_FALSE(find(adviceFor(buildOf(h200, 4, flashFp8, 4)), QStringLiteral("pcie-all-reduce")));
}

TEST(AdviceRules, WiderTpOfAnMlaModelNotesMoreCopies)
{
    const Build build = buildOf(rtx, 8, flashNvfp4, 8);
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("mla-more-copies"));
    ASSERT_TRUE(item);
    ASSERT_EQ(item->suggestions.size(), 1);
    const Build &copies = item->suggestions.first().build;
    EXPECT_EQ(copies.layout.tp, 4);
    EXPECT_EQ(copies.layout.copies, 2);
    // Reference figures 11 and 12: 85 with TP8, 102 with two copies of TP4.
    EXPECT_EQ(figuresOf(build).conversations, 85);
    EXPECT_EQ(figuresOf(copies).conversations, 102);
    expectSuggestionsStated(*item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("against 85")));
}

TEST(AdviceRules, MoreCopiesIsSilentWhereNarrowerDoesNotFitOrTheCacheIsSplit)
{
    // TP2 cannot hold 190.4 GiB of weights on two 83 GiB cards.
    EXPECT_FALSE(
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("mla-more-copies")));
    // GQA divides its heads under TP.
    EXPECT_FALSE(find(adviceFor(buildOf(h200, 8, "zai-org/GLM-4.7-FP8", 8)),
                      QStringLiteral("mla-more-copies")));
}

TEST(AdviceRules, H200NeedsTheSixHundredWattCable)
{
    const std::optional<AdviceItem> item =
        find(adviceFor(buildOf(h200, 4, flashFp8, 4)), QStringLiteral("power-cable"));
    ASSERT_TRUE(item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("600 W")));
    EXPECT_FALSE(find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("power-cable")));
}

TEST(AdviceRules, PowerAboveTheFeedStatesTheWallPowerAtEachCap)
{
    const Build build = buildOf(rtx, 4, flashNvfp4, 4);
    const std::optional<AdviceItem> item = find(adviceFor(build), QStringLiteral("feed-over-plan"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    // Reference figures 17 to 19: 3,404 W over the 2.94 kW plan, 2,714 W at 450 W.
    EXPECT_TRUE(item->text.contains(english().watts(figuresOf(build).wallPower)));
    bool capped = false, fed = false;
    for (const AdviceSuggestion &s : item->suggestions) {
        const Figures f = figuresOf(s.build);
        EXPECT_TRUE(f.feedOk) << s.label.toStdString();
        if (s.build.servers.first().powerCap.value() > 0) {
            capped = true;
            EXPECT_NEAR(inWatts(f.wallPower), 2714, 5);
            EXPECT_TRUE(item->text.contains(english().watts(f.wallPower)));
        } else {
            fed = true;
            EXPECT_NE(s.build.servers.first().feed, build.servers.first().feed);
        }
    }
    EXPECT_TRUE(capped);
    EXPECT_TRUE(fed);
    // The 300 W cap is stated as well, with the engine's wall power.
    Build at300 = build;
    at300.servers.first().powerCap = watts(300);
    EXPECT_TRUE(item->text.contains(english().watts(figuresOf(at300).wallPower)));
}

TEST(AdviceRules, EqualServersOverTheFeedShareOneWarning)
{
    // Eight servers of four RTX PRO 6000 SE, each as the reference build:
    // one warning names them all, and its suggestions change every one.
    Build build = buildOf(rtx, 32, flashNvfp4, 4, 1, CacheDtype::Bf16, 1, 8);
    // Server 3 capped at 450 W is within its plan; server 6 on another feed is its own item.
    build.servers[2].powerCap = watts(450);
    const QString otherFeed = Catalogue::builtIn().feeds().last().id;
    ASSERT_NE(otherFeed, build.servers[5].feed);
    build.servers[5].feed = otherFeed;
    const QList<AdviceItem> advice = adviceFor(build);
    QList<const AdviceItem *> items;
    for (const AdviceItem &i : advice)
        if (i.code == QStringLiteral("feed-over-plan"))
            items.append(&i);
    const Figures figures = figuresOf(build);
    const bool sixthOver = !figures.perServer[5].feedOk;
    ASSERT_EQ(items.size(), sixthOver ? 2 : 1);
    const AdviceItem &group = *items.first();
    EXPECT_TRUE(group.text.startsWith(QStringLiteral("Servers 1\u20132, 4\u20135, 7\u20138 draw ")))
        << group.text.toStdString();
    EXPECT_TRUE(group.text.contains(english().watts(figures.perServer[0].wall)));
    ASSERT_FALSE(group.suggestions.isEmpty());
    for (const AdviceSuggestion &suggestion : group.suggestions) {
        const Figures f = figuresOf(suggestion.build);
        for (int s : {0, 1, 3, 4, 6, 7})
            EXPECT_TRUE(f.perServer[s].feedOk) << suggestion.label.toStdString() << " server " << s;
        // The servers outside the group stay as they were.
        EXPECT_EQ(suggestion.build.servers[2], build.servers[2]);
        EXPECT_EQ(suggestion.build.servers[5], build.servers[5]);
    }
    if (sixthOver) {
        EXPECT_TRUE(items[1]->text.startsWith(QStringLiteral("Server 6 draws ")));
    }
}

TEST(AdviceRules, PowerWithinTheFeedIsSilent)
{
    Build build = buildOf(rtx, 4, flashNvfp4, 4);
    build.servers.first().powerCap = watts(450);
    EXPECT_FALSE(find(adviceFor(build), QStringLiteral("feed-over-plan")));
}

TEST(AdviceRules, HostMemoryTwiceTheGpuMemoryWithItsDimms)
{
    const std::optional<AdviceItem> item =
        find(adviceFor(buildOf(rtx, 4, flashNvfp4, 4)), QStringLiteral("host-memory"));
    ASSERT_TRUE(item);
    // Reference figure 20: 768 GB; 24 slots of the chassis reach it with 32 GB DIMMs.
    EXPECT_TRUE(item->text.contains(QStringLiteral("768 GB")));
    EXPECT_TRUE(item->text.contains(QStringLiteral("24 x 32 GB")));
    EXPECT_FALSE(find(adviceFor(buildOf("dgx-spark", 1, "zai-org/GLM-4.7-Flash", 1)),
                      QStringLiteral("host-memory")));
}

TEST(AdviceRules, NoDimmAdviceForAChassisWithoutDimmSlots)
{
    // An NVL72 compute tray's memory sits on its Grace CPUs: no "holds at most 0 GB".
    const Build tray = buildOf("gb200", 4, "zai-org/GLM-4.7-Flash", 4);
    ASSERT_EQ(Catalogue::builtIn().chassisById(tray.servers.first().chassis)->dimmSlots, 0);
    for (const AdviceItem &i : adviceFor(tray))
        EXPECT_NE(i.code, QStringLiteral("host-memory")) << i.text.toStdString();
}

TEST(AdviceRules, LicenceOfTheCheckpoint)
{
    const QList<AdviceItem> nvidia = adviceFor(buildOf(rtx, 8, glm53Nvfp4, 4, 2));
    const std::optional<AdviceItem> glm = find(nvidia, QStringLiteral("licence-glm-5.3"));
    ASSERT_TRUE(glm);
    EXPECT_TRUE(glm->text.contains(QStringLiteral("clause 2")));
    EXPECT_TRUE(find(nvidia, QStringLiteral("licence-nvidia-open-model")));
    EXPECT_FALSE(find(nvidia, QStringLiteral("licence-mit")));
    const QList<AdviceItem> flash = adviceFor(buildOf(rtx, 4, flashNvfp4, 4));
    EXPECT_TRUE(find(flash, QStringLiteral("licence-mit")));
    EXPECT_FALSE(find(flash, QStringLiteral("licence-glm-5.3")));
}

TEST(AdviceRules, EveryItemHasTextSourceAndDate)
{
    for (const Build &b : {buildOf(rtx, 4, flashNvfp4, 4), buildOf(h200, 8, glm53Fp8, 8)})
        for (const AdviceItem &i : adviceFor(b)) {
            EXPECT_FALSE(i.text.isEmpty()) << i.code.toStdString();
            EXPECT_FALSE(i.source.isEmpty()) << i.code.toStdString();
            EXPECT_TRUE(i.date.isValid()) << i.code.toStdString();
        }
}

TEST(AdviceRules, NumbersFollowTheLocale)
{
    const QuantityFormat german{QLocale(QLocale::German, QLocale::Germany)};
    const QList<AdviceItem> advice = BuildAdvisor::advise(
        buildOf(rtx, 4, flashNvfp4, 4), Catalogue::builtIn(), SoftwareCatalogue::builtIn(), german);
    const std::optional<AdviceItem> item = find(advice, QStringLiteral("feed-over-plan"));
    ASSERT_TRUE(item);
    EXPECT_TRUE(item->text.contains(QStringLiteral("3.404 W"))) << item->text.toStdString();
}

TEST(AdviceRules, CatalogueTextsFollowTheLanguage)
{
    // Feed names, licence summaries and the sources under each item come from
    // the catalogue: in German, its German; nothing of its English is left.
    struct BackToEnglish
    {
        ~BackToEnglish() { Language::apply(QStringLiteral("en")); }
    } backToEnglish;
    const Build build = buildOf(rtx, 4, flashNvfp4, 4);
    const Catalogue &catalogue = Catalogue::builtIn();
    const SoftwareCatalogue &software = SoftwareCatalogue::builtIn();
    const QString de = QStringLiteral("de");
    ASSERT_TRUE(Language::apply(de));
    const QList<AdviceItem> advice =
        BuildAdvisor::advise(build, catalogue, software, QuantityFormat(QLocale()));

    const std::optional<AdviceItem> feed = find(advice, QStringLiteral("feed-over-plan"));
    ASSERT_TRUE(feed);
    EXPECT_EQ(feed->source, software.citation(QStringLiteral("feed-plan")).source.text(de));
    const QString ownFeed = build.servers.first().feed;
    EXPECT_TRUE(feed->text.contains(catalogue.feed(ownFeed)->name.text(de)))
        << feed->text.toStdString();
    int otherFeeds = 0;
    for (const AdviceSuggestion &s : feed->suggestions) {
        const QString id = s.build.servers.first().feed;
        if (id == ownFeed)
            continue;
        EXPECT_TRUE(s.label.contains(catalogue.feed(id)->name.text(de))) << s.label.toStdString();
        ++otherFeeds;
    }
    EXPECT_GT(otherFeeds, 0);
    const std::optional<AdviceItem> licence = find(advice, QStringLiteral("licence-mit"));
    ASSERT_TRUE(licence);
    EXPECT_TRUE(licence->text.contains(catalogue.licence(QStringLiteral("mit"))->summary.text(de)));
    const std::optional<AdviceItem> issue = find(advice, QStringLiteral("engine-issue-53963"));
    ASSERT_TRUE(issue);
    const QString open = BuildAdvisor::tr("open", "state of an engine issue");
    EXPECT_NE(open, QStringLiteral("open")); // the German translation is installed
    EXPECT_TRUE(issue->text.contains(open)) << issue->text.toStdString();

    for (const test::CatalogueText &t : test::catalogueTexts(catalogue, software)) {
        const QString english = t.text.english();
        if (!english.contains(QLatin1Char(' ')) || t.text.text(de) == english)
            continue; // single words may occur in other words
        for (const AdviceItem &i : advice) {
            EXPECT_FALSE(i.text.contains(english))
                << i.code.toStdString() << ": " << english.toStdString();
            EXPECT_FALSE(i.source.contains(english))
                << i.code.toStdString() << ": " << english.toStdString();
            for (const AdviceSuggestion &s : i.suggestions)
                EXPECT_FALSE(s.label.contains(english)) << s.label.toStdString();
        }
    }

    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
    const QList<AdviceItem> inEnglish = adviceFor(build);
    const std::optional<AdviceItem> englishFeed = find(inEnglish, QStringLiteral("feed-over-plan"));
    ASSERT_TRUE(englishFeed);
    EXPECT_EQ(englishFeed->source, software.citation(QStringLiteral("feed-plan")).source.english());
}

namespace {

/// GLM-4.7-Flash on 8x H200 NVL, eight TP1 copies of which `prefill`
/// prefill prompts of 8,000 tokens (issue 25 item 3's build).
Build longPromptSplit(int prefill)
{
    Build build = buildOf(h200, 8, "zai-org/GLM-4.7-Flash", 1);
    build.layout.copies = 8;
    build.layout.ep = true;
    build.layout.prefillCopies = prefill;
    build.promptTokens = 8000;
    return build;
}

/// The suggestion is the fewest prefill copies on the same cards whose pool
/// is below saturation and that `meets`: every fewer one (the engine's
/// figures) is saturated or misses.
template <typename Meets>
void expectFewestRestoring(const Build &build, const AdviceItem &item, Meets meets)
{
    ASSERT_EQ(item.suggestions.size(), 1);
    const Build &suggested = item.suggestions.first().build;
    EXPECT_EQ(suggested.layout.cards(), build.layout.cards());
    const Figures f = figuresOf(suggested);
    EXPECT_LT(f.speed.prefillLoad, SpeedFigures::kSaturatedLoad);
    EXPECT_TRUE(meets(f));
    for (int p = build.layout.prefillCopies + 1; p < suggested.layout.prefillCopies; ++p) {
        Build fewer = build;
        fewer.layout.prefillCopies = p;
        const Figures g = figuresOf(fewer);
        EXPECT_TRUE(g.speed.prefillLoad >= SpeedFigures::kSaturatedLoad || !meets(g)) << p;
    }
    // The text names the split and the figures it brings.
    EXPECT_TRUE(item.text.contains(QStringLiteral("%1 prefill and %2 decode copies")
                                       .arg(suggested.layout.prefillCopies)
                                       .arg(suggested.layout.decodeCopies())))
        << item.text.toStdString();
    EXPECT_TRUE(item.text.contains(
        QStringLiteral("busy %1 %").arg(english().number(100.0 * f.speed.prefillLoad, 0))))
        << item.text.toStdString();
    expectSuggestionsStated(item);
}

} // namespace

TEST(AdviceRules, ASaturatedPrefillPoolIsAWarningWithTheFewestCopiesThatKeepUp)
{
    const Build build = longPromptSplit(1);
    const Figures f = figuresOf(build);
    ASSERT_GE(f.speed.prefillLoad, SpeedFigures::kSaturatedLoad);
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("prefill-saturated"));
    ASSERT_TRUE(item);
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
    // Its utilisation, first token and the output it limits.
    EXPECT_TRUE(item->text.contains(QStringLiteral("busy %1 % of the time")
                                        .arg(english().number(100.0 * f.speed.prefillLoad, 0))))
        << item->text.toStdString();
    EXPECT_TRUE(item->text.contains(
        QStringLiteral("%1 s").arg(english().number(inSeconds(f.speed.timeToFirstToken), 1))));
    EXPECT_TRUE(item->text.contains(english().number(f.speed.outputTokensPerSecond, 0)));
    expectFewestRestoring(build, *item, [](const Figures &) { return true; });

    // With a first-token target, the fewest that also meet it.
    Build asked = build;
    asked.ttftTarget = seconds(2);
    const std::optional<AdviceItem> target =
        find(adviceFor(asked), QStringLiteral("prefill-saturated"));
    ASSERT_TRUE(target);
    expectFewestRestoring(asked, *target, [&](const Figures &g) {
        return g.speed.timeToFirstToken <= asked.ttftTarget;
    });
}

TEST(AdviceRules, APrefillPoolThatKeepsUpIsSilent)
{
    const Build build = longPromptSplit(1);
    Build shortPrompts = build;
    shortPrompts.promptTokens = 1000;
    shortPrompts.activeConversations = 16;
    ASSERT_LT(figuresOf(shortPrompts).speed.prefillLoad, SpeedFigures::kSaturatedLoad);
    EXPECT_FALSE(find(adviceFor(shortPrompts), QStringLiteral("prefill-saturated")));
    Build aggregated = build;
    aggregated.layout.prefillCopies = 0;
    EXPECT_FALSE(find(adviceFor(aggregated), QStringLiteral("prefill-saturated")));
}
