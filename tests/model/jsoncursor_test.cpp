// SPDX-License-Identifier: MIT
// A cursor spells its path only when a message needs it (a chain of steps
// shared with its parent): the path must still name every key and index on
// the way down, also from a cursor that outlived the cursors it came from.
#include "formaterror.h"
#include "jsoncursor.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

#include <optional>

using namespace llmconf;

namespace {

JsonCursor document()
{
    return JsonCursor::fromDocument(
        QStringLiteral("d.json"),
        R"({"servers": [{"slots": [{"card": "h200"}, {"card": 7}]}], "name": "x"})");
}

QString messageOf(const std::function<void()> &read)
{
    try {
        read();
    } catch (const FormatError &e) {
        return e.message();
    }
    return QStringLiteral("no error");
}

} // namespace

TEST(JsonCursor, NamesEveryKeyAndIndexOnTheWayDown)
{
    const JsonCursor slot =
        document().field(QStringLiteral("servers")).at(0).field(QStringLiteral("slots"));
    EXPECT_EQ(slot.at(1).field(QStringLiteral("card")).path(),
              QStringLiteral("$.servers[0].slots[1].card"));
    EXPECT_EQ(messageOf([&] { (void)slot.at(1).field(QStringLiteral("card")).string(); }),
              QStringLiteral("d.json: $.servers[0].slots[1].card: expected a string, found a "
                             "number"));
    EXPECT_EQ(messageOf([&] { (void)slot.at(2); }),
              QStringLiteral("d.json: $.servers[0].slots[2]: missing"));
    EXPECT_EQ(messageOf([&] { (void)slot.at(0).field(QStringLiteral("power")); }),
              QStringLiteral("d.json: $.servers[0].slots[0].power: missing"));
}

TEST(JsonCursor, ACursorKeptAfterItsParentsNamesItsWholePath)
{
    std::optional<JsonCursor> kept;
    QStringList visited;
    {
        const JsonCursor root = document();
        root.field(QStringLiteral("servers")).forEach([&](const JsonCursor &server) {
            server.field(QStringLiteral("slots")).forEach([&](const JsonCursor &slot) {
                visited.append(slot.path());
                kept = slot.field(QStringLiteral("card"));
            });
        });
    }
    EXPECT_EQ(visited, (QStringList{QStringLiteral("$.servers[0].slots[0]"),
                                    QStringLiteral("$.servers[0].slots[1]")}));
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->file(), QStringLiteral("d.json"));
    EXPECT_EQ(kept->path(), QStringLiteral("$.servers[0].slots[1].card"));
    EXPECT_EQ(messageOf([&] { (void)kept->boolean(); }),
              QStringLiteral("d.json: $.servers[0].slots[1].card: expected true or false, found a "
                             "number"));
}

TEST(JsonCursor, StartsFromTheGivenPath)
{
    const JsonCursor model(QStringLiteral("import.json"),
                           QJsonDocument::fromJson(R"({"layers": [1, "two"]})").object(),
                           QStringLiteral("$.model"));
    EXPECT_EQ(model.path(), QStringLiteral("$.model"));
    EXPECT_EQ(messageOf([&] { (void)model.field(QStringLiteral("layers")).at(1).number(); }),
              QStringLiteral("import.json: $.model.layers[1]: expected a number, found a string"));
    EXPECT_EQ(messageOf([&] { (void)model.field(QStringLiteral("layers")).at(-1); }),
              QStringLiteral("import.json: $.model.layers[-1]: missing"));
}
