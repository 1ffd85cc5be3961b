// SPDX-License-Identifier: MIT
// Issue 29: the advice of a build of several models, where a further model
// has cards of its own. The build's own model's layout rules read its own
// servers, and the N+1 item says what restores each model that loses
// conversations. Expected figures come from the engine and the report.
#include "advicetestbuilds.h"

#include "assessment.h"
#include "buildadvisor.h"
#include "buildfile.h"
#include "examplefile.h"
#include "onedown.h"
#include "testinputs.h"

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::testing;

namespace {

const QString kH200 = QStringLiteral("h200-nvl");

/// GLM-4.5-Air FP8 in `first` and GLM-4.7-Flash in `second` on H200 NVL,
/// `cards[s]` of them in server s (four-slot PCIe servers), the Flash
/// model on cards `from` to `to` of its own.
Build twoModels(const QList<int> &cards, const Layout &first, const Layout &second, int from,
                int to)
{
    Build build = BuildFile::read(test::exampleFile("glm45air-glm47flash-2x-h200"),
                                  Catalogue::builtIn().rules());
    const Server server = build.servers.first();
    build.servers.clear();
    for (int n : cards) {
        Server s = server;
        for (int i = 0; i < s.slotCards.size(); ++i)
            s.slotCards[i] = i < n ? kH200 : QString();
        build.servers.append(s);
    }
    build.layout = first;
    build.instances[0].layout = second;
    build.instances[0].utilization = 0.9;
    build.instances[0].firstCard = from;
    build.instances[0].lastCard = to;
    return build;
}

QList<AdviceItem> adviceFor(const Build &build)
{
    return BuildAdvisor::advise(build, Catalogue::builtIn(), SoftwareCatalogue::builtIn(),
                                test::inputs().format);
}

} // namespace

// Model 1 at TP4 on the four cards of server 1, model 2 on the two of
// server 2: no TP group of model 1 crosses a server, though the build's
// smallest server has fewer cards than its TP.
TEST(FurtherModelsAdvice, ModelOnesTpIsCheckedOnItsOwnServersOnly)
{
    const Build build =
        twoModels({4, 2}, Layout{4, 1, false, 1, 1}, Layout{2, 1, false, 1, 1}, 5, 6);
    ASSERT_TRUE(SizingEngine::evaluate(build, Catalogue::builtIn()).ok())
        << SizingEngine::evaluate(build, Catalogue::builtIn()).error.toStdString();
    ASSERT_LT(build.servers[1].cardCount(), build.layout.tp); // what the rule misread
    const QList<AdviceItem> advice = adviceFor(build);
    ASSERT_FALSE(advice.isEmpty());
    for (const AdviceItem &i : advice)
        EXPECT_FALSE(i.code.startsWith(QStringLiteral("tp-across-servers")))
            << i.text.toStdString();
}

// Model 1 at TP4 over servers 1 and 2 (two cards each), model 2 on server
// 3: the rule fires for model 1 with its own servers' two cards, and its
// suggestion (TP2 x PP2) is the whole build with model 1's layout changed,
// its conversations the engine's for that build.
TEST(FurtherModelsAdvice, ModelOnesLayoutSuggestionKeepsTheWholeBuild)
{
    const Build build =
        twoModels({2, 2, 2}, Layout{4, 1, false, 1, 1}, Layout{2, 1, false, 1, 1}, 5, 6);
    ASSERT_TRUE(SizingEngine::evaluate(build, Catalogue::builtIn()).ok());
    const std::optional<AdviceItem> item =
        find(adviceFor(build), QStringLiteral("tp-across-servers"));
    ASSERT_TRUE(item.has_value());
    EXPECT_TRUE(item->text.startsWith(QStringLiteral("TP4 spans servers of 2 cards")))
        << item->text.toStdString();
    ASSERT_EQ(item->suggestions.size(), 1);
    Build expected = build;
    expected.layout.tp = 2;
    expected.layout.pp = 2;
    EXPECT_EQ(item->suggestions[0].build, expected);
    const Evaluation e = SizingEngine::evaluate(expected, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    EXPECT_TRUE(item->text.contains(test::inputs().format.integer(e.figures.conversations) +
                                    QStringLiteral(" conversations")))
        << item->text.toStdString();
}

// Model 1 on servers 1 and 2 (a TP2 copy each), model 2 on servers 3 and
// 4 (likewise): the worst server is one of model 2's, model 1 serves on in
// full, and the advice says what restores model 2.
TEST(FurtherModelsAdvice, OneServerDownSaysWhatRestoresAFurtherModel)
{
    const AssessmentInputs inputs = test::inputs();
    const Build build =
        twoModels({2, 2, 2, 2}, Layout{2, 1, false, 1, 2}, Layout{2, 1, false, 1, 2}, 5, 8);
    const BuildReport r = assess(build, inputs);
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    const OneDownFigures &f = r.oneDown;
    ASSERT_EQ(f.unit, OneDownFigures::Unit::Server);
    ASSERT_EQ(f.models.size(), 1);
    const OneDownFigures::Model &m = f.models[0];
    ASSERT_GE(f.served, f.wanted) << "the test needs model 1 to hold";
    ASSERT_FALSE(m.holds()) << "the test needs model 2 to lose conversations";
    const std::optional<AdviceItem> item = find(r.advice, QStringLiteral("one-server-down"));
    ASSERT_TRUE(item.has_value());
    const QString restores = OneDown::tr("%n more copy(ies) of model %1 keep all %2 of its "
                                         "conversations through one failure.",
                                         nullptr, m.copiesLost)
                                 .arg(m.number)
                                 .arg(inputs.format.integer(m.wanted));
    EXPECT_TRUE(item->text.endsWith(restores)) << item->text.toStdString();
    EXPECT_EQ(item->severity, AdviceSeverity::Warning);
}

// Model 2's server holds fewer cards than model 1's, so it needs less host
// memory: each item names its server and that server's own GPU memory.
TEST(FurtherModelsAdvice, HostMemoryNamesEachServerWhereTheyDiffer)
{
    const Build build =
        twoModels({4, 2}, Layout{4, 1, false, 1, 1}, Layout{2, 1, false, 1, 1}, 5, 6);
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const QuantityFormat &format = test::inputs().format;
    const Bytes each = Catalogue::builtIn().card(kH200)->nominalMemory;
    QStringList said;
    for (const AdviceItem &i : adviceFor(build))
        if (i.code == QStringLiteral("host-memory"))
            said.append(i.text);
    ASSERT_EQ(said.size(), 2) << said.join(QStringLiteral(" | ")).toStdString();
    for (int s = 0; s < 2; ++s) {
        // The sentence as the advisor's language writes it for one server.
        const QString expected =
            BuildAdvisor::tr("Plan at least %1 of host memory in server(s) %2, twice its %3 of "
                             "GPU memory: for example %4 x %5 DIMMs, %6 in all.",
                             nullptr, 1)
                .arg(format.gb(e.figures.perServer[s].hostMemory), QString::number(s + 1),
                     format.gb(double(build.servers[s].cardCount()) * each));
        EXPECT_TRUE(said[s].startsWith(expected.left(expected.indexOf(QStringLiteral(": ")))))
            << said[s].toStdString();
    }
}
