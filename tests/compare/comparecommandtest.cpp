// SPDX-License-Identifier: MIT
// `llm-configurator compare`, run as the built binary: the JSON holds every
// build's figures as `evaluate --json` gives them, presets give the sources'
// figures, the text table marks and ratios, bad input exits with 2.
#include "commandrun.h"
#include "examplefile.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace llmconf::test;

TEST(CompareCommand, JsonHoldsEveryBuildsFigures)
{
    const QStringList files = {exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2"),
                               exampleFile("glm53-fp8-8x-h200-tp4-pp2"),
                               exampleFile("glm53flash-nvfp4-4x-rtx-tp4")};
    const CliResult r = runCommand(QStringList{QStringLiteral("compare")} + files +
                                   QStringList{QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = r.json();
    const QJsonArray builds = json.value(QStringLiteral("builds")).toArray();
    ASSERT_EQ(builds.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QJsonObject build = builds[i].toObject();
        EXPECT_EQ(build.value(QStringLiteral("file")).toString(), files[i]);
        EXPECT_FALSE(build.value(QStringLiteral("title")).toString().isEmpty());
        QJsonObject evaluated =
            runCommand({QStringLiteral("evaluate"), files[i], QStringLiteral("--json")}).json();
        evaluated.remove(QStringLiteral("advice"));
        evaluated.remove(QStringLiteral("servingCommands"));
        // The build file's own JSON (evaluate --json "build") is the input, not a figure.
        evaluated.remove(QStringLiteral("build"));
        // Whether the targets given to evaluate are met: evaluate's answer, not a figure.
        evaluated.remove(QStringLiteral("serviceTargets"));
        // What the build costs is evaluate's, not a comparison figure.
        for (const char *key : {"currency",
                                "currencyBasis",
                                "exchangeRate",
                                "priceTotal",
                                "energyKWhPerYear",
                                "energyCostPerYear",
                                "depreciationPerYear",
                                "costPerYear",
                                "costPerMonth",
                                "costPerSeatPerMonth",
                                "seats",
                                "missingParts",
                                "costPerMillionOutputTokens",
                                "apiPerMillionOutputTokens",
                                "breakEvenTokensPerMonth",
                                "paybackMonths",
                                "missingPrices",
                                "parts",
                                "costSettings",
                                "costNotes",
                                "kWhPerMillionOutputTokens",
                                "kWhPerMillionOutputTokensSource",
                                "co2KgPerYear",
                                "co2KgPerMillionOutputTokens",
                                "gridCo2GramsPerKWh",
                                "co2Source",
                                "co2Date"})
            evaluated.remove(QLatin1String(key));
        const QJsonObject figures = build.value(QStringLiteral("figures")).toObject();
        EXPECT_EQ(figures, evaluated) << files[i].toStdString();
    }
    const QJsonArray rows = json.value(QStringLiteral("rows")).toArray();
    ASSERT_FALSE(rows.isEmpty());
    bool found = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        EXPECT_EQ(row.value(QStringLiteral("values")).toArray().size(), 3);
        EXPECT_EQ(row.value(QStringLiteral("ratios")).toArray().size(), 3);
        if (row.value(QStringLiteral("key")).toString() != QLatin1String("conversations"))
            continue;
        found = true;
        const QJsonArray values = row.value(QStringLiteral("values")).toArray();
        for (int i = 0; i < 3; ++i)
            EXPECT_EQ(values[i].toInt(), builds[i]
                                             .toObject()
                                             .value(QStringLiteral("figures"))
                                             .toObject()
                                             .value(QStringLiteral("conversations"))
                                             .toInt());
        EXPECT_EQ(row.value(QStringLiteral("better")).toString(), QStringLiteral("higher"));
    }
    EXPECT_TRUE(found);
    EXPECT_TRUE(json.value(QStringLiteral("differingAdvice")).isArray());
}

TEST(CompareCommand, PresetGivesTheSourcesFigures)
{
    const CliResult r = runCommand({QStringLiteral("compare"), QStringLiteral("--preset"),
                                    QStringLiteral("glm53-rtx-vs-h200"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonArray builds = r.json().value(QStringLiteral("builds")).toArray();
    ASSERT_EQ(builds.size(), 2);
    const auto conversations = [&](int i) {
        return builds[i]
            .toObject()
            .value(QStringLiteral("figures"))
            .toObject()
            .value(QStringLiteral("conversations"))
            .toInt();
    };
    EXPECT_EQ(conversations(0), 23); // sizing rules row 26
    EXPECT_EQ(conversations(1), 18); // row 39
}

TEST(CompareCommand, TextTableMarksTheBetterValueAndTheRatio)
{
    const CliResult r =
        runCommand({QStringLiteral("compare"), QStringLiteral("--lang"), QStringLiteral("en"),
                    QStringLiteral("--preset"), QStringLiteral("flash-tp8-vs-2x-tp4")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QString line;
    // The row "Conversations" itself, not "Conversations per copy", "... at
    // the speed target" or "... served".
    const QRegularExpression row(QStringLiteral("^Conversations\\s{2,}\\d"));
    for (const QString &l : r.out.split(QLatin1Char('\n')))
        if (row.match(l.trimmed()).hasMatch())
            line = l;
    ASSERT_FALSE(line.isEmpty()) << r.out.toStdString();
    // 85 for one TP8 copy, 102 for two TP4 copies (rows 11 and 12): 1.20x, the better.
    EXPECT_TRUE(line.contains(QLatin1String("85"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QLatin1String("102 * (1.20x)"))) << line.toStdString();
}

TEST(CompareCommand, BadInputExitsWithTwoAndOneLine)
{
    const QString a = exampleFile("glm53-nvfp4-8x-rtx-tp4-pp2");
    const QList<QStringList> cases = {
        {QStringLiteral("compare"), a},
        {QStringLiteral("compare"), a, a, a, a, a},
        {QStringLiteral("compare"), a, QStringLiteral(LLMCONF_TESTDATA_DIR "/bad/truncated.json")},
        {QStringLiteral("compare"), a, QStringLiteral("/nonexistent/build.json")},
        {QStringLiteral("compare"), QStringLiteral("--preset"), QStringLiteral("nope")},
    };
    for (const QStringList &arguments : cases) {
        const CliResult r = runCommand(arguments);
        EXPECT_EQ(r.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(r.errLines().size(), 1) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    }
    const CliResult malformed = runCommand(
        {QStringLiteral("compare"), a, QStringLiteral(LLMCONF_TESTDATA_DIR "/bad/truncated.json")});
    EXPECT_TRUE(malformed.err.contains(QLatin1String("truncated.json")))
        << malformed.err.toStdString();
}

namespace {

/// The text table's line of the row labelled `label`.
QString tableLine(const QString &out, const QString &label)
{
    for (const QString &l : out.split(QLatin1Char('\n')))
        if (l.trimmed().startsWith(label + QLatin1String("  ")))
            return l;
    return QString();
}

QJsonObject rowOf(const QJsonObject &json, const QString &key)
{
    for (const QJsonValue &row : json.value(QStringLiteral("rows")).toArray())
        if (row.toObject().value(QStringLiteral("key")).toString() == key)
            return row.toObject();
    return QJsonObject();
}

} // namespace

TEST(CompareCommand, H200NvlAgainstServerEditionShowsTheSpeedRows)
{
    const CliResult r = runCommand({QStringLiteral("compare"), QStringLiteral("--preset"),
                                    QStringLiteral("flash-h200-vs-rtx"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject json = r.json();
    const QJsonArray builds = json.value(QStringLiteral("builds")).toArray();
    ASSERT_EQ(builds.size(), 2);
    // Each speed row holds the builds' own figures as evaluate gives them.
    for (const char *key :
         {"decodeTokensPerSecondPerConversation", "outputTokensPerSecond",
          "timeToFirstTokenSeconds", "conversationsAtSpeedTarget", "servedConversations"}) {
        const QJsonObject row = rowOf(json, QString::fromLatin1(key));
        ASSERT_FALSE(row.isEmpty()) << key;
        EXPECT_EQ(row.value(QStringLiteral("section")).toString(), QStringLiteral("speed"));
        const QJsonArray values = row.value(QStringLiteral("values")).toArray();
        for (int i = 0; i < 2; ++i)
            EXPECT_DOUBLE_EQ(values[i].toDouble(), builds[i]
                                                       .toObject()
                                                       .value(QStringLiteral("figures"))
                                                       .toObject()
                                                       .value(QString::fromLatin1(key))
                                                       .toDouble())
                << key;
    }
    // 4.8 TB/s against 1,597 GB/s: the speed differs and the H200 NVL (A) is marked.
    const QJsonObject speed = rowOf(json, QStringLiteral("decodeTokensPerSecondPerConversation"));
    const QJsonArray values = speed.value(QStringLiteral("values")).toArray();
    EXPECT_NE(values[0].toDouble(), values[1].toDouble());
    EXPECT_EQ(speed.value(QStringLiteral("better")).toString(), QStringLiteral("higher"));
    EXPECT_EQ(speed.value(QStringLiteral("best")).toInt(-1),
              values[0].toDouble() > values[1].toDouble() ? 0 : 1);
    EXPECT_EQ(rowOf(json, QStringLiteral("timeToFirstTokenSeconds"))
                  .value(QStringLiteral("better"))
                  .toString(),
              QStringLiteral("lower"));
    EXPECT_FALSE(rowOf(json, QStringLiteral("bindingLimit")).isEmpty());

    // The text table: the row, with a star on the faster build.
    const CliResult text =
        runCommand({QStringLiteral("compare"), QStringLiteral("--lang"), QStringLiteral("en"),
                    QStringLiteral("--preset"), QStringLiteral("flash-h200-vs-rtx")});
    const QString line = tableLine(text.out, QStringLiteral("Tokens/s per conversation"));
    ASSERT_FALSE(line.isEmpty()) << text.out.toStdString();
    EXPECT_EQ(line.count(QLatin1Char('*')), 1) << line.toStdString();
}

TEST(CompareCommand, CostRowsAreNotKnownWithoutPricesAndMarkedWithThem)
{
    // Pounds, which no cited rate reaches: no part has a price, so no
    // total, no star, and the parts named as the customer reads them.
    const CliResult bare = runCommand(
        {QStringLiteral("compare"), QStringLiteral("--lang"), QStringLiteral("en"),
         QStringLiteral("--preset"), QStringLiteral("glm53-rtx-vs-h200"),
         QStringLiteral("--prices"), QStringLiteral(LLMCONF_TESTDATA_DIR "/prices/none-eur.json"),
         QStringLiteral("--currency"), QStringLiteral("GBP")});
    ASSERT_EQ(bare.exitCode, 0) << bare.err.toStdString();
    QString line = tableLine(bare.out, QStringLiteral("Purchase price"));
    ASSERT_FALSE(line.isEmpty()) << bare.out.toStdString();
    EXPECT_EQ(line.count(QLatin1String("not known")), 2) << line.toStdString();
    EXPECT_FALSE(line.contains(QLatin1Char('*'))) << line.toStdString();
    line = tableLine(bare.out, QStringLiteral("Parts without a price"));
    EXPECT_TRUE(line.contains(QLatin1String("H200 NVL"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QLatin1String("RTX PRO 6000"))) << line.toStdString();
    EXPECT_FALSE(line.contains(QLatin1String("h200-nvl"))) << line.toStdString();

    // With a price list for every part: totals, and the cheaper build marked.
    const CliResult priced =
        runCommand({QStringLiteral("compare"), QStringLiteral("--preset"),
                    QStringLiteral("glm53-rtx-vs-h200"), QStringLiteral("--prices"),
                    QStringLiteral(LLMCONF_TESTDATA_DIR "/prices/example-eur.json"),
                    QStringLiteral("--json")});
    ASSERT_EQ(priced.exitCode, 0) << priced.err.toStdString();
    const QJsonObject total = rowOf(priced.json(), QStringLiteral("priceTotal"));
    const QJsonArray values = total.value(QStringLiteral("values")).toArray();
    ASSERT_TRUE(values[0].isDouble() && values[1].isDouble());
    EXPECT_GT(values[0].toDouble(), 0);
    EXPECT_GT(values[1].toDouble(), 0);
    EXPECT_EQ(total.value(QStringLiteral("best")).toInt(-1),
              values[0].toDouble() < values[1].toDouble() ? 0 : 1);
    EXPECT_TRUE(rowOf(priced.json(), QStringLiteral("missingPrices")).isEmpty());
}
