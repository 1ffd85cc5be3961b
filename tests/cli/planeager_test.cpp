// SPDX-License-Identifier: MIT
// `plan --enforce-eager` (issue 26): the planned builds run eager as
// `evaluate --enforce-eager` does; where the release subtracts a CUDA-graph
// estimate before sizing the cache (vLLM 0.20 on), their vLLM profile charges
// none.
#include "buildplanner.h"
#include "catalogue.h"
#include "commandrun.h"
#include "sizingengine.h"
#include "vllmversionprofile.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
/// GLM-5.3-Flash for 20 conversations on H200 NVL cards, plus `more`.
QStringList flashPlan(const QStringList &more)
{
    const auto s = [](const char *text) { return QString::fromLatin1(text); };
    return QStringList{s("plan"), s("--model"), s("GLM-5.3-Flash"), s("--conversations"),
                       s("20"),   s("--cards"), s("h200-nvl")} +
           more;
}
} // namespace

TEST(PlanCommand, EnforceEagerPlansEagerBuilds)
{
    const CliResult eager =
        runCommand(flashPlan({QStringLiteral("--enforce-eager"), QStringLiteral("--json")}));
    ASSERT_EQ(eager.exitCode, 0) << eager.err.toStdString();
    const CliResult graphs = runCommand(flashPlan({QStringLiteral("--json")}));
    ASSERT_EQ(graphs.exitCode, 0) << graphs.err.toStdString();
    EXPECT_TRUE(eager.json()[QStringLiteral("enforceEager")].toBool(false));
    EXPECT_FALSE(graphs.json()[QStringLiteral("enforceEager")].toBool(true));
    const QJsonArray rows = eager.json()[QStringLiteral("results")].toArray();
    const QJsonArray plain = graphs.json()[QStringLiteral("results")].toArray();
    ASSERT_FALSE(rows.isEmpty());
    ASSERT_EQ(rows.size(), plain.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_TRUE(rows[i][QStringLiteral("enforceEager")].toBool(false));
        EXPECT_FALSE(plain[i][QStringLiteral("enforceEager")].toBool(true));
        // The plan sizes by the sources' rule, which charges no CUDA graphs:
        // the same rows serve the same conversations either way.
        EXPECT_EQ(rows[i][QStringLiteral("cards")], plain[i][QStringLiteral("cards")]);
        EXPECT_EQ(rows[i][QStringLiteral("conversations")],
                  plain[i][QStringLiteral("conversations")]);
    }
    // The text says so once, above the rows; without the flag it does not.
    const CliResult text = runCommand(flashPlan({QStringLiteral("--enforce-eager")}));
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    const QString line = QStringLiteral("Every build runs eager, without CUDA graphs");
    EXPECT_TRUE(text.out.contains(line)) << text.out.toStdString();
    EXPECT_FALSE(runCommand(flashPlan({})).out.contains(line));
}

TEST(PlanCommand, EagerRowsChargeNoGraphEstimateUnderTheVllmProfile)
{
    // The rows' builds as the window opens them: each carries the setting,
    // and sized by the vLLM profile of a release that subtracts the graph
    // estimate, the eager build has that estimate's memory more cache.
    const Catalogue &catalogue = Catalogue::builtIn();
    PlanConstraints constraints;
    constraints.cards = {QStringLiteral("h200-nvl")};
    constraints.enforceEager = true;
    const PlanResult r = BuildPlanner::plan({QStringLiteral("GLM-5.3-Flash"), 20, 32768},
                                            constraints, test::inputs(catalogue));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    ASSERT_FALSE(r.candidates.isEmpty());
    const VllmVersion release = VllmVersionProfile::kGraphsEstimated;
    for (const PlanCandidate &c : r.candidates) {
        EXPECT_TRUE(c.build.enforceEager);
        Build eager = c.build;
        eager.cacheBasis = CacheBasis::Vllm;
        eager.vllmVersion = release;
        Build withGraphs = eager;
        withGraphs.enforceEager = false;
        const Evaluation e = SizingEngine::evaluate(eager, catalogue);
        const Evaluation g = SizingEngine::evaluate(withGraphs, catalogue);
        ASSERT_TRUE(e.ok() && g.ok()) << e.error.toStdString() << g.error.toStdString();
        EXPECT_FALSE(e.figures.vllm.graphsSubtracted);
        EXPECT_EQ(e.figures.vllm.cudaGraphs.value(), 0.0);
        ASSERT_TRUE(g.figures.vllm.graphsSubtracted);
        EXPECT_NEAR((e.figures.vllm.cache() - g.figures.vllm.cache()).value(),
                    g.figures.vllm.cudaGraphs.value(), 1.0);
    }
}
