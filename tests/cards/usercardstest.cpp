// SPDX-License-Identifier: MIT
// A card of the user's own: read and written in cards.json's shape, kept in
// the user catalogue beside imported checkpoints, carried by build files.
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "sizingengine.h"
#include "usercatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

QByteArray cardFile()
{
    QFile file(QStringLiteral(LLMCONF_TEST_DATA "/cards/rtx-3090.json"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

Card readCard(const QByteArray &data)
{
    return CatalogueReader::readCard(JsonCursor::fromDocument(QStringLiteral("card.json"), data));
}

/// The message a card file with `key` set to `value` fails with.
QString problemWith(const QString &key, const QJsonValue &value)
{
    QJsonObject o = QJsonDocument::fromJson(cardFile()).object();
    if (value.isUndefined())
        o.remove(key);
    else
        o.insert(key, value);
    try {
        readCard(QJsonDocument(o).toJson());
    } catch (const FormatError &e) {
        return e.message();
    }
    return QString();
}

} // namespace

TEST(UserCards, ACardFileReadsWithEveryField)
{
    const Card card = readCard(cardFile());
    EXPECT_EQ(card.id, QStringLiteral("rtx-3090"));
    EXPECT_DOUBLE_EQ(inMiB(card.driverMemory), 24576.0);
    EXPECT_DOUBLE_EQ(inGBps(card.bandwidth), 936.0);
    ASSERT_EQ(card.powerLimits.size(), 3);
    EXPECT_DOUBLE_EQ(inWatts(card.maxPower()), 420.0);
    EXPECT_EQ(card.computeCapability(), QStringLiteral("8.6"));
    EXPECT_EQ(card.nvlinkGroup, 2);
    // The speed fields (shared-fields.md).
    EXPECT_DOUBLE_EQ(card.denseTflops.bf16, 71.0);
    EXPECT_EQ(card.link.pcieGeneration, 4);
    EXPECT_EQ(card.link.pcieLanes, 16);
    // A field this program does not read is kept and written back.
    QJsonObject o = QJsonDocument::fromJson(cardFile()).object();
    o.insert(QStringLiteral("coolingNote"), QStringLiteral("blower"));
    const Card withMore = readCard(QJsonDocument(o).toJson());
    EXPECT_EQ(withMore.otherFields.value(QStringLiteral("coolingNote")).toString(),
              QStringLiteral("blower"));
    EXPECT_EQ(CatalogueEntryWriter::card(withMore).value(QStringLiteral("coolingNote")).toString(),
              QStringLiteral("blower"));
}

TEST(UserCards, WrittenAndReadBackTheCardIsTheSame)
{
    const Card card = readCard(cardFile());
    const Card again =
        readCard(QJsonDocument(CatalogueEntryWriter::card(card)).toJson(QJsonDocument::Compact));
    EXPECT_EQ(again, card);
    // Every built-in card too: `card show --json` prints what `card add` reads.
    for (const Card &builtIn : Catalogue::builtIn().cards()) {
        SCOPED_TRACE(builtIn.id.toStdString());
        EXPECT_EQ(readCard(QJsonDocument(CatalogueEntryWriter::card(builtIn)).toJson()), builtIn);
    }
}

TEST(UserCards, EachBadFieldIsNamed)
{
    struct Case
    {
        const char *key;
        QJsonValue value;
        const char *expected;
    };
    const Case cases[] = {
        {"id", QJsonValue(QStringLiteral("")), "$.id"},
        {"id", QJsonValue(QStringLiteral("my card:2")), "$.id"},
        {"name", QJsonValue(QStringLiteral(" ")), "$.name"},
        {"computeCapability", QJsonValue(QStringLiteral("nine")), "$.computeCapability"},
        {"memoryReported", QJsonValue(QStringLiteral("24 apples")), "$.memoryReported"},
        {"memoryReported", QJsonValue(QStringLiteral("0 GiB")), "$.memoryReported"},
        {"memoryReported", QJsonValue(QStringLiteral("80 PB")), "$.memoryReported"},
        {"memoryNominal", QJsonValue(QJsonValue::Undefined), "memoryNominal"},
        {"bandwidth", QJsonValue(QStringLiteral("0 GB/s")), "$.bandwidth"},
        {"bandwidth", QJsonValue(936), "$.bandwidth"},
        {"powerLimits", QJsonValue(QJsonArray{}), "$.powerLimits"},
        {"powerLimits", QJsonValue(QJsonArray{QStringLiteral("250 W"), QStringLiteral("350 W")}),
         "$.powerLimits[1]"},
        {"powerLimits", QJsonValue(QJsonArray{QStringLiteral("-5 W")}), "$.powerLimits[0]"},
        {"nvlinkGroup", QJsonValue(100), "$.nvlinkGroup"},
        {"formFactor", QJsonValue(QStringLiteral("usb-stick")), "$.formFactor"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.key);
        const QString message = problemWith(QString::fromLatin1(c.key), c.value);
        EXPECT_TRUE(message.contains(QStringLiteral("card.json"))) << message.toStdString();
        EXPECT_TRUE(message.contains(QString::fromLatin1(c.expected))) << message.toStdString();
    }
}

TEST(UserCards, KeptBesideImportedCheckpoints)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    // A checkpoint of the user's first (as `import --save` leaves it) ...
    const Catalogue &builtIn = Catalogue::builtIn();
    CustomCheckpoint entry{*builtIn.model(QStringLiteral("GLM-4.7")),
                           *builtIn.checkpoint(QStringLiteral("zai-org/GLM-4.7-FP8"))};
    entry.checkpoint.id = QStringLiteral("me/GLM-4.7-FP8");
    UserCatalogue::store(entry, path);
    // ... then a card: both stay, and storing another checkpoint keeps the card.
    const Card card = readCard(cardFile());
    UserCatalogue::storeCard(card, Catalogue::builtIn(), path);
    ASSERT_EQ(UserCatalogue::read(path).size(), 1);
    ASSERT_EQ(UserCatalogue::readCards(path).size(), 1);
    entry.checkpoint.id = QStringLiteral("me/GLM-4.7-FP8-b");
    UserCatalogue::store(entry, path);
    EXPECT_EQ(UserCatalogue::read(path).size(), 2);
    ASSERT_EQ(UserCatalogue::readCards(path).size(), 1);
    EXPECT_EQ(UserCatalogue::readCards(path).first(), card);
    // What the window and every command offer holds the card.
    const Catalogue offered = UserCatalogue::offered(Catalogue::builtIn(), nullptr, path);
    EXPECT_NE(offered.card(QStringLiteral("rtx-3090")), nullptr);
    EXPECT_EQ(offered.cards().size(), builtIn.cards().size() + 1);
}

TEST(UserCards, ABuiltInIdIsRefused)
{
    QTemporaryDir dir;
    Card card = readCard(cardFile());
    card.id = QStringLiteral("h100-sxm");
    try {
        UserCatalogue::storeCard(card, Catalogue::builtIn(),
                                 dir.filePath(QStringLiteral("u.json")));
        FAIL() << "a built-in id was accepted";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("$.id"))) << e.message().toStdString();
    }
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("u.json"))));
}

TEST(UserCards, ABuildFileCarriesTheCardsItUses)
{
    const Card card = readCard(cardFile());
    Catalogue mine = Catalogue::builtIn();
    mine.addCard(card);
    BuildRequest request;
    request.card = card.id;
    request.cards = 4;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.7-Flash");
    request.layout.tp = 4;
    Build build = BuildAssembler::assemble(request, mine);
    BuildCatalogue::embedCustom(build, mine, Catalogue::builtIn());
    ASSERT_EQ(build.customCards.size(), 1);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("b.json"));
    BuildFile::write(build, file, Catalogue::builtIn().rules());
    const Build read = BuildFile::read(file, Catalogue::builtIn().rules());
    EXPECT_EQ(read, build);
    // Opened where the user catalogue lacks the card, the build evaluates.
    const Catalogue effective = BuildCatalogue::effective(Catalogue::builtIn(), read);
    const Evaluation e = SizingEngine::evaluate(read, effective);
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    // usable = 0.9 x 24,576 MiB - 3 GiB = 21.6 GiB - 3 GiB
    EXPECT_NEAR(inGiB(e.figures.usablePerCard), 0.9 * 24.0 - 3.0, 1e-9);
    // A build of built-in cards carries none.
    Build plain = BuildAssembler::reference(Catalogue::builtIn());
    BuildCatalogue::embedCustom(plain, mine, Catalogue::builtIn());
    EXPECT_TRUE(plain.customCards.isEmpty());
    EXPECT_FALSE(BuildFile::toJson(plain, Catalogue::builtIn().rules()).contains("customCards"));
}

TEST(UserCards, ABadCardInABuildFileNamesTheField)
{
    const Card card = readCard(cardFile());
    Catalogue mine = Catalogue::builtIn();
    mine.addCard(card);
    BuildRequest request;
    request.card = card.id;
    request.cards = 1;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.7-Flash");
    Build build = BuildAssembler::assemble(request, mine);
    BuildCatalogue::embedCustom(build, mine, Catalogue::builtIn());
    QByteArray json = BuildFile::toJson(build, Catalogue::builtIn().rules());
    json.replace("\"936 GB/s\"", "\"fast\"");
    try {
        (void)BuildFile::fromJson(json, QStringLiteral("b.json"), Catalogue::builtIn().rules());
        FAIL() << "a bad bandwidth was read";
    } catch (const FormatError &e) {
        EXPECT_TRUE(e.message().contains(QStringLiteral("$.customCards[0].bandwidth")))
            << e.message().toStdString();
    }
}
