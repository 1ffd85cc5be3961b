// SPDX-License-Identifier: MIT
// Issue 30: messages that say what to do. Values a message quotes are cut
// and escaped (ShownText); an unknown id names the nearest ones and the
// command that lists them all (NearestIds).
#include "catalogue.h"
#include "formaterror.h"
#include "nearestids.h"
#include "showntext.h"

#include <gtest/gtest.h>

using namespace llmconf;

TEST(ShownText, ALongQuotedValueIsCutAtAHundredCharacters)
{
    const QString value(ShownText::kLongestValue + 50, QLatin1Char('x'));
    const QString shown = ShownText::message(QStringLiteral("found \"%1\" here").arg(value));
    EXPECT_EQ(shown, QStringLiteral("found \"%1%2\" here")
                         .arg(QString(ShownText::kLongestValue, QLatin1Char('x')))
                         .arg(QChar(0x2026)));
}

TEST(ShownText, AShortMessageIsLeftAsItIs)
{
    const QString text = QStringLiteral("cards.json: $.cards[0].id: the id \"b200\" appears twice");
    EXPECT_EQ(ShownText::message(text), text);
}

TEST(ShownText, ControlAndBidirectionalCharactersAreEscaped)
{
    const QString text = QStringLiteral("a\u202Eb\nc\u2066d\u0007e");
    EXPECT_EQ(ShownText::message(text), QStringLiteral("a\\u202eb\\nc\\u2066d\\u0007e"));
}

TEST(ShownText, ALongUnquotedRunIsCutToo)
{
    // A JSON path with a key of a megabyte names the field, not the whole key.
    const QString key(1 << 20, QLatin1Char('k'));
    const FormatError error(QStringLiteral("b.json"), QStringLiteral("$.") + key,
                            QStringLiteral("missing"));
    EXPECT_LT(error.message().size(), ShownText::kLongestRun + 50);
    EXPECT_TRUE(error.message().contains(QChar(0x2026))) << error.what();
    EXPECT_TRUE(error.message().endsWith(QStringLiteral(": missing"))) << error.what();
}

TEST(NearestIds, AnIdThatOthersContainSuggestsThem)
{
    const Catalogue &c = Catalogue::builtIn();
    EXPECT_EQ(NearestIds::of(QStringLiteral("h200"),
                             {QStringLiteral("h20"), QStringLiteral("h200-sxm"),
                              QStringLiteral("h200-nvl"), QStringLiteral("b200")}),
              QStringList({QStringLiteral("h200-nvl"), QStringLiteral("h200-sxm")}));
    EXPECT_EQ(NearestIds::cardHint(QStringLiteral("h200"), c),
              QStringLiteral("; did you mean h200-nvl, h200-sxm? `llm-configurator card list` "
                             "lists all"));
}

TEST(NearestIds, AWrongCaseSuggestsTheIdItself)
{
    const Catalogue &c = Catalogue::builtIn();
    ASSERT_NE(c.checkpoint(QStringLiteral("zai-org/GLM-5.3-FP8")), nullptr);
    EXPECT_EQ(NearestIds::checkpointHint(QStringLiteral("ZAI-ORG/glm-5.3-fp8"), c),
              QStringLiteral("; did you mean zai-org/GLM-5.3-FP8? `llm-configurator catalogue` "
                             "lists all"));
}

TEST(NearestIds, ATypingSlipSuggestsTheIdsFewEditsAway)
{
    EXPECT_EQ(NearestIds::distance(QStringLiteral("h100-sxn"), QStringLiteral("h100-sxm")), 1);
    EXPECT_EQ(NearestIds::of(
                  QStringLiteral("H100-SXN"),
                  {QStringLiteral("h100-sxm"), QStringLiteral("b300"), QStringLiteral("rtx-5090")}),
              QStringList({QStringLiteral("h100-sxm")}));
    // Nothing near: only the command that lists them.
    EXPECT_EQ(NearestIds::cardHint(QStringLiteral("qqqqqqqqqq"), Catalogue::builtIn()),
              QStringLiteral("; `llm-configurator card list` lists all"));
}
