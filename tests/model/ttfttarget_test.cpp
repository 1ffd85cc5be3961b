// SPDX-License-Identifier: MIT
// First-token targets in the build (issue 29 item 1): the conversations
// served are those at which every target asked holds, the largest count per
// copy whose time to first token meets the target, and the verdict and JSON
// say which target binds.
#include "assessment.h"
#include "buildfile.h"
#include "catalogue.h"
#include "examplefile.h"
#include "reportjson.h"
#include "settingranges.h"
#include "sizingengine.h"
#include "speedformulas.h"
#include "testinputs.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace llmconf;

namespace {

const char *const kReference = "glm53flash-nvfp4-4x-rtx-tp4";

Build reference()
{
    return BuildFile::read(test::exampleFile(kReference), Catalogue::builtIn().rules());
}

SpeedFigures speedOf(const Build &build)
{
    return SizingEngine::evaluate(build, Catalogue::builtIn()).figures.speed;
}

/// The engine's own time to first token (median or 95th percentile) with
/// `perCopy` conversations on every copy active: the figure the window
/// shows at that load, not the search's.
Seconds firstTokenAt(Build build, int perCopy, int copies, bool p95)
{
    build.activeConversations = perCopy * copies;
    const SpeedFigures s = speedOf(build);
    return p95 ? s.timeToFirstTokenP95 : s.timeToFirstToken;
}

/// A target in whole milliseconds (as the window and the build file take
/// it) at the first token of half the memory's conversations per copy: it
/// binds below the memory where the first token grows with the load.
Seconds halfwayTarget(const Build &build, const Figures &f, bool p95)
{
    const Seconds at = firstTokenAt(build, std::max(1, f.conversationsPerCopy / 2), f.copies, p95);
    return milliseconds(std::ceil(inMilliseconds(at)));
}

} // namespace

TEST(FirstTokenTarget, ServedSitsAtTheLargestCountWhoseFirstTokenMeetsIt)
{
    Build build = reference();
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    ASSERT_TRUE(f.speed.estimated);
    ASSERT_GT(f.conversationsPerCopy, 3);
    for (const bool p95 : {false, true}) {
        Build asked = build;
        asked.speedTarget = SettingRanges::kLeastSpeedTarget; // the speed does not bind
        const Seconds target = halfwayTarget(build, f, p95);
        (p95 ? asked.ttftP95Target : asked.ttftTarget) = target;
        const SpeedFigures s = speedOf(asked);
        const int atTarget = p95 ? s.conversationsAtTtftP95Target : s.conversationsAtTtftTarget;
        // Whole copies: the count per copy times the copies.
        ASSERT_EQ(atTarget % f.copies, 0);
        const int perCopy = atTarget / f.copies;
        ASSERT_GE(perCopy, 1);
        ASSERT_LT(perCopy, f.conversationsPerCopy) << "the target binds below the memory";
        // The boundary: the first token at N per copy meets the target, at
        // N + 1 it does not.
        EXPECT_LE(firstTokenAt(build, perCopy, f.copies, p95), target);
        EXPECT_GT(firstTokenAt(build, perCopy + 1, f.copies, p95), target);
        // Served: the fewest of memory, speed and first token; it binds.
        EXPECT_EQ(s.servedConversations,
                  std::min({s.memoryConversations, s.conversationsAtSpeedTarget, atTarget}));
        EXPECT_EQ(s.servedConversations, atTarget);
        EXPECT_EQ(s.bindingLimit, p95 ? BindingLimit::FirstTokenP95 : BindingLimit::FirstToken);
        // The other first-token target is not asked: no count, no limit.
        EXPECT_EQ(p95 ? s.conversationsAtTtftTarget : s.conversationsAtTtftP95Target, 0);
    }
}

TEST(FirstTokenTarget, NoneAskedLeavesTheServedAsBefore)
{
    const Build build = reference();
    const SpeedFigures s = speedOf(build);
    EXPECT_EQ(s.ttftTarget, seconds(0));
    EXPECT_EQ(s.conversationsAtTtftTarget, 0);
    EXPECT_EQ(s.servedConversations, std::min(s.memoryConversations, s.conversationsAtSpeedTarget));
    // A target no load misses (the most a build takes) leaves the memory binding.
    Build loose = build;
    loose.ttftTarget = milliseconds(SettingRanges::kMostTtftTargetMs);
    const SpeedFigures l = speedOf(loose);
    EXPECT_EQ(l.conversationsAtTtftTarget, l.memoryConversations);
    EXPECT_EQ(l.servedConversations, s.servedConversations);
    EXPECT_EQ(l.bindingLimit, s.bindingLimit);
}

TEST(FirstTokenTarget, TheTightestTargetBindsAndTheReportSaysSo)
{
    Build build = reference();
    const Figures f = SizingEngine::evaluate(build, Catalogue::builtIn()).figures;
    build.speedTarget = SettingRanges::kLeastSpeedTarget;
    build.ttftTarget = halfwayTarget(build, f, false);
    // The 95th percentile at the median's target is the tighter limit: it
    // is never below the median.
    build.ttftP95Target = build.ttftTarget;
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    const SpeedFigures &s = r.speed();
    EXPECT_LE(s.conversationsAtTtftP95Target, s.conversationsAtTtftTarget);
    EXPECT_EQ(r.served, std::min({s.memoryConversations, s.conversationsAtSpeedTarget,
                                  s.conversationsAtTtftTarget, s.conversationsAtTtftP95Target}));
    const BindingLimit binds = s.conversationsAtTtftP95Target < s.conversationsAtTtftTarget
                                   ? BindingLimit::FirstTokenP95
                                   : BindingLimit::FirstToken;
    EXPECT_EQ(r.binding(), binds);
    EXPECT_GT(r.served, 0);
    EXPECT_TRUE(r.verdict.runs()) << r.verdict.reason().toStdString();
    EXPECT_EQ(r.verdict.limit(), SpeedFormulas::binding(binds));
    EXPECT_TRUE(
        SpeedFormulas(build, r.figures(), Catalogue::builtIn().rules().speed, QuantityFormat())
            .served()
            .contains(SpeedFormulas::binding(binds)));
    const QJsonObject json = ReportJson::verdictFields(r);
    EXPECT_EQ(json.value(QStringLiteral("served")).toInt(), r.served);
    EXPECT_EQ(json.value(QStringLiteral("bindingLimit")).toString(),
              binds == BindingLimit::FirstToken ? QStringLiteral("ttft")
                                                : QStringLiteral("ttftP95"));
    EXPECT_EQ(json.value(QStringLiteral("ttftLimit")).toInt(), s.conversationsAtTtftTarget);
    EXPECT_EQ(json.value(QStringLiteral("ttftP95Limit")).toInt(), s.conversationsAtTtftP95Target);
}

TEST(FirstTokenTarget, ATargetNoConversationMeetsIsTooSlowAndNamesIt)
{
    Build build = reference();
    // 1 ms, the least a build takes: below the request's path alone
    // (rules.json requestOverhead), so not even one conversation meets it.
    ASSERT_GT(Catalogue::builtIn().rules().speed.requestOverhead, milliseconds(1));
    build.ttftTarget = milliseconds(SettingRanges::kLeastTtftTargetMs);
    const BuildReport r = assess(build, test::inputs(), BuildReport::Parts::Core);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r.speed().conversationsAtTtftTarget, 0);
    EXPECT_EQ(r.served, 0);
    EXPECT_EQ(r.verdict.kind(), Verdict::Kind::TooSlow);
    EXPECT_TRUE(r.verdict.reason().contains(QStringLiteral("first token")))
        << r.verdict.reason().toStdString();
    EXPECT_TRUE(r.verdict.checks().contains(QStringLiteral("first-token target missed")));
}

TEST(FirstTokenTarget, ATargetOutsideTheRangeIsAnError)
{
    for (const double ms : {0.5, SettingRanges::kMostTtftTargetMs * 2, -1.0}) {
        Build build = reference();
        build.ttftP95Target = milliseconds(ms);
        const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
        EXPECT_FALSE(e.ok()) << ms;
        EXPECT_TRUE(e.error.contains(QStringLiteral("first-token target")))
            << e.error.toStdString();
    }
}
