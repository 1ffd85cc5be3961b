// SPDX-License-Identifier: MIT
// `llm-configurator plan`, run as the built binary.
#include "../cli/cliprocess.h"

#include <QJsonArray>

using namespace llmconf::test;

TEST(PlanCommand, JsonUnderSourceTermsGivesThreeServersOfEight)
{
    const CliResult r =
        runCli({QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("GLM-5.3"),
                QStringLiteral("--conversations"), QStringLiteral("100"),
                QStringLiteral("--context"), QStringLiteral("32768"), QStringLiteral("--cards"),
                QStringLiteral("h200-nvl"), QStringLiteral("--kv-cache"), QStringLiteral("fp8"),
                QStringLiteral("--source-terms"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = r.json();
    EXPECT_EQ(json[QStringLiteral("target")][QStringLiteral("model")].toString(),
              QStringLiteral("GLM-5.3"));
    EXPECT_EQ(json[QStringLiteral("target")][QStringLiteral("conversations")].toInt(), 100);
    const QJsonArray results = json[QStringLiteral("results")].toArray();
    ASSERT_FALSE(results.isEmpty());
    const QJsonObject best = results.first().toObject();
    EXPECT_EQ(best[QStringLiteral("card")].toString(), QStringLiteral("h200-nvl"));
    EXPECT_EQ(best[QStringLiteral("checkpoint")].toString(), QStringLiteral("zai-org/GLM-5.3-FP8"));
    EXPECT_EQ(best[QStringLiteral("cards")].toInt(), 24);
    EXPECT_EQ(best[QStringLiteral("servers")].toInt(), 3);
    EXPECT_EQ(best[QStringLiteral("cardsPerServer")].toInt(), 8);
    EXPECT_EQ(best[QStringLiteral("layout")][QStringLiteral("tp")].toInt(), 4);
    EXPECT_EQ(best[QStringLiteral("layout")][QStringLiteral("pp")].toInt(), 2);
    EXPECT_EQ(best[QStringLiteral("layout")][QStringLiteral("copies")].toInt(), 3);
    EXPECT_EQ(best[QStringLiteral("kvCache")].toString(), QStringLiteral("fp8"));
    EXPECT_EQ(best[QStringLiteral("spare")].toInt(),
              best[QStringLiteral("conversations")].toInt() - 100);
    EXPECT_GT(best[QStringLiteral("wallPowerW")].toDouble(), 0);
    EXPECT_TRUE(best[QStringLiteral("feedOk")].isBool());
    EXPECT_TRUE(best[QStringLiteral("advice")].isArray());
    const QJsonArray excluded = json[QStringLiteral("excluded")].toArray();
    ASSERT_FALSE(excluded.isEmpty());
    EXPECT_GT(excluded.first()[QStringLiteral("count")].toInt(), 0);
    EXPECT_FALSE(excluded.first()[QStringLiteral("reason")].toString().isEmpty());
}

TEST(PlanCommand, TextTableNamesTheColumns)
{
    const CliResult r = runCli(
        {QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("GLM-4.7-Flash"),
         QStringLiteral("--conversations"), QStringLiteral("100"), QStringLiteral("--server-size"),
         QStringLiteral("8"), QStringLiteral("--max-servers"), QStringLiteral("2")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Conversations"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Wall power")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("zai-org/GLM-4.7-Flash")));
}

TEST(PlanCommand, BadInputExitsWithTwoAndOneLine)
{
    const auto plan = [](const QStringList &options) {
        return runCli(QStringList{QStringLiteral("plan")} + options);
    };
    const QStringList glm{QStringLiteral("--model"), QStringLiteral("GLM-5.3")};
    const QList<std::pair<QStringList, QString>> cases{
        {{QStringLiteral("--model"), QStringLiteral("GLM-9"), QStringLiteral("--conversations"),
          QStringLiteral("10")},
         QStringLiteral("GLM-9")},
        {glm + QStringList{QStringLiteral("--conversations"), QStringLiteral("0")},
         QStringLiteral("--conversations")},
        {glm + QStringList{QStringLiteral("--conversations"), QStringLiteral("-4")},
         QStringLiteral("--conversations")},
        {{QStringLiteral("--model"), QStringLiteral("GLM-4.7"), QStringLiteral("--conversations"),
          QStringLiteral("10"), QStringLiteral("--context"), QStringLiteral("1048576")},
         QStringLiteral("202752")},
        {glm + QStringList{QStringLiteral("--conversations"), QStringLiteral("10"),
                           QStringLiteral("--kv-cache"), QStringLiteral("fp4")},
         QStringLiteral("--kv-cache")},
        {glm + QStringList{QStringLiteral("--conversations"), QStringLiteral("10"),
                           QStringLiteral("--cards"), QStringLiteral("h100")},
         QStringLiteral("h100")},
        {glm, QStringLiteral("--conversations")},
    };
    for (const auto &[options, named] : cases) {
        SCOPED_TRACE(options.join(QLatin1Char(' ')).toStdString());
        const CliResult r = plan(options);
        EXPECT_EQ(r.exitCode, 2);
        ASSERT_EQ(r.errLines().size(), 1) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(named)) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    }
}
