// SPDX-License-Identifier: MIT
// The catalogue files: the built-in set loads and agrees with itself; a
// malformed or inconsistent file fails with one message naming the file and
// the JSON path of the bad value.
#include "cataloguereader.h"
#include "formaterror.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// A copy of the built-in catalogue folder in which one file is replaced.
class BrokenCatalogue
{
public:
    BrokenCatalogue()
    {
        const QDir source(QStringLiteral(LLMCONF_CATALOGUE_DIR));
        for (const QString &name : source.entryList({QStringLiteral("*.json")}, QDir::Files))
            QFile::copy(source.filePath(name), m_dir.filePath(name));
    }

    void replace(const char *file, const QByteArray &from, const QByteArray &to)
    {
        QFile f(m_dir.filePath(QString::fromLatin1(file)));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        QByteArray data = f.readAll();
        f.close();
        ASSERT_TRUE(data.contains(from)) << from.toStdString();
        data.replace(data.indexOf(from), from.size(), to);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(data);
    }

    /// The message the reader gives, or "" when it reads the folder.
    std::string error() const
    {
        try {
            CatalogueReader::readDirectory(m_dir.path());
        } catch (const FormatError &e) {
            return e.message().toStdString();
        }
        return std::string();
    }

private:
    QTemporaryDir m_dir;
};

} // namespace

TEST(CatalogueReader, BuiltInCatalogueHoldsWhatTheSourcesName)
{
    const Catalogue c = CatalogueReader::readBuiltIn();
    for (const char *card : {"rtx-pro-6000-se", "rtx-pro-6000-ws", "rtx-pro-6000-maxq", "h200-nvl",
                             "b200", "dgx-spark"})
        EXPECT_NE(c.card(QString::fromLatin1(card)), nullptr) << card;
    for (const char *id : {"nvidia/GLM-5.3-Flash-NVFP4", "zai-org/GLM-5.3-Flash",
                           "zai-org/GLM-5.3-FP8", "zai-org/GLM-5.3", "nvidia/GLM-5.3-NVFP4",
                           "Inferact/GLM-5.3-NVFP4", "zai-org/GLM-4.7-FP8", "zai-org/GLM-4.5-FP8",
                           "zai-org/GLM-4.5-Air-FP8", "zai-org/GLM-4.7-Flash"})
        EXPECT_NE(c.checkpoint(QString::fromLatin1(id)), nullptr) << id;
    for (const char *feed : {"230V16A", "230V32A", "400V16A3P", "400V32A3P"})
        EXPECT_NE(c.feed(QString::fromLatin1(feed)), nullptr) << feed;
    EXPECT_NE(c.cpu(QStringLiteral("epyc-9355")), nullptr);
    // NVIDIA's GLM-5.3 checkpoint carries both licences.
    EXPECT_EQ(c.checkpoint(QStringLiteral("nvidia/GLM-5.3-NVFP4"))->licences,
              QStringList({QStringLiteral("glm-5.3"), QStringLiteral("nvidia-open-model")}));
    EXPECT_EQ(c.card(QStringLiteral("h200-nvl"))->nvlinkGroup, 4);
    EXPECT_EQ(c.card(QStringLiteral("rtx-pro-6000-se"))->nvlinkGroup, 0);
}

TEST(CatalogueReader, ReadsTheSourceFolderLikeTheResources)
{
    BrokenCatalogue untouched;
    EXPECT_EQ(untouched.error(), "");
}

TEST(CatalogueReader, MalformedJsonNamesTheFileAndOffset)
{
    BrokenCatalogue c;
    c.replace("cards.json", "\"cards\": [", "\"cards\": [[,");
    const std::string e = c.error();
    EXPECT_EQ(e.rfind("cards.json: not valid JSON at byte", 0), 0u) << e;
}

TEST(CatalogueReader, WrongUnitNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("cards.json", "\"memoryReported\": \"95.6 GiB\"",
              "\"memoryReported\": \"95.6 parsecs\"");
    EXPECT_EQ(c.error(),
              "cards.json: $.cards[0].memoryReported: expected a size such as \"95.6 GiB\" "
              "or \"756 GB\", found \"95.6 parsecs\"");
}

TEST(CatalogueReader, BareNumberIsNotAQuantity)
{
    BrokenCatalogue c;
    c.replace("cpus.json", "\"tdp\": \"280 W\"", "\"tdp\": \"280\"");
    EXPECT_EQ(c.error(),
              "cpus.json: $.cpus[0].tdp: expected a power such as \"600 W\", found \"280\"");
}

TEST(CatalogueReader, WrongTypeNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("models.json", "\"num_hidden_layers\": 78", "\"num_hidden_layers\": \"78\"");
    EXPECT_EQ(c.error(), "models.json: $.models[0].attention.num_hidden_layers: expected a number, "
                         "found a string");
}

TEST(CatalogueReader, MissingFieldNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("checkpoints.json", "\"publisher\": \"NVIDIA\",", "");
    EXPECT_EQ(c.error(), "checkpoints.json: $.checkpoints[0].publisher: missing");
}

TEST(CatalogueReader, UnknownModelOfACheckpoint)
{
    BrokenCatalogue c;
    c.replace("checkpoints.json", "\"model\": \"GLM-5.3-Flash\"", "\"model\": \"GLM-9\"");
    EXPECT_EQ(c.error(), "checkpoints.json: $.checkpoints[0].model: unknown model \"GLM-9\"");
}

TEST(CatalogueReader, DuplicateId)
{
    BrokenCatalogue c;
    c.replace("cards.json", "\"id\": \"rtx-pro-6000-ws\"", "\"id\": \"rtx-pro-6000-se\"");
    EXPECT_EQ(c.error(), "cards.json: $.cards[1].id: the id \"rtx-pro-6000-se\" appears twice");
}

TEST(CatalogueReader, InconsistentLayerCounts)
{
    BrokenCatalogue c;
    c.replace("models.json", "\"linear\": { \"layers\": 34", "\"linear\": { \"layers\": 40");
    EXPECT_EQ(c.error(),
              "models.json: $.models[1].attention.linear.layers: 40 linear and 11 attention "
              "layers are more than the 45 of num_hidden_layers");
}

TEST(CatalogueReader, PowerLimitsOutOfOrder)
{
    BrokenCatalogue c;
    c.replace("cards.json", "[\"600 W\", \"450 W\", \"300 W\"]", "[\"450 W\", \"600 W\"]");
    EXPECT_EQ(c.error(),
              "cards.json: $.cards[0].powerLimits[1]: power limits must be listed highest first");
}

TEST(CatalogueReader, NewerFormatIsRefused)
{
    BrokenCatalogue c;
    c.replace("feeds.json", "\"format\": 1", "\"format\": 7");
    EXPECT_EQ(c.error(), "feeds.json: $.format: format 7 is newer than this program reads (1)");
}

TEST(CatalogueReader, MissingFileIsNamed)
{
    QTemporaryDir empty;
    try {
        CatalogueReader::readDirectory(empty.path());
        FAIL() << "an empty folder was read";
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), QStringLiteral("rules.json"));
    }
}

TEST(CatalogueReader, NumberInsteadOfATextNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("feeds.json",
              "\"name\": { \"en\": \"230 V 16 A single-phase\", \"de\": \"230 V 16 A einphasig\" }",
              "\"name\": 230");
    EXPECT_EQ(c.error(), "feeds.json: $.feeds[0].name: expected a text: a string or an object "
                         "such as {\"en\": \"...\", \"de\": \"...\"}, found a number");
}

TEST(CatalogueReader, TranslatedTextWithoutEnglishNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("chassis.json", "\"en\": \"2U server, 4 double-width PCIe GPUs, 2 sockets\",", "");
    EXPECT_EQ(c.error(), "chassis.json: $.chassis[0].name: a translated text needs its English "
                         "text under \"en\"");
}

TEST(CatalogueReader, TranslationOfASourceThatIsNoStringNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("rules.json",
              "\"de\": \"2,94 kW geplant je Stromanschluss 230 V 16 A, 80 % des Stromkreises "
              "(Seed 000, Oktober 2026)\"",
              "\"de\": [2.94]");
    EXPECT_EQ(c.error(),
              "rules.json: $.sources.feedPlanShare.de: expected a string, found an array");
}

TEST(CatalogueReader, OldPlainTextsStillRead)
{
    // Catalogues written before translations: every text a plain string.
    BrokenCatalogue c;
    c.replace("feeds.json",
              "\"name\": { \"en\": \"230 V 16 A single-phase\", \"de\": \"230 V 16 A einphasig\" }",
              "\"name\": \"230 V 16 A single-phase\"");
    EXPECT_EQ(c.error(), "");
}

TEST(CatalogueReader, CardsCarryTheirSpeedFields)
{
    const Catalogue c = CatalogueReader::readBuiltIn();
    const Card *h200 = c.card(QStringLiteral("h200-nvl"));
    ASSERT_TRUE(h200);
    // Data sheet: 1,671 BF16 and 3,341 FP8 TFLOPS with sparsity; dense is half.
    EXPECT_DOUBLE_EQ(h200->denseTflops.bf16, 1671.0 / 2.0);
    EXPECT_DOUBLE_EQ(h200->denseTflops.fp8, 3341.0 / 2.0);
    EXPECT_EQ(h200->denseTflops.fp4, 0.0); // Hopper: no FP4 tensor cores
    EXPECT_EQ(h200->link.nvlinkGeneration, 4);
    EXPECT_DOUBLE_EQ(inGBps(h200->link.nvlinkBandwidth), 900.0);
    EXPECT_TRUE(h200->link.hasNvlink());
    const Card *se = c.card(QStringLiteral("rtx-pro-6000-se"));
    ASSERT_TRUE(se);
    EXPECT_FALSE(se->link.hasNvlink());
    // Gen5 x16: 0.985 GB/s per Gen3 lane x 2 x 2 x 16 lanes.
    EXPECT_NEAR(inGBps(se->link.pcieBandwidthOneWay()), 0.985 * 4 * 16, 1e-9);
    for (const Card &card : c.cards()) {
        EXPECT_GT(card.denseTflops.bf16, 0.0) << card.id.toStdString();
        EXPECT_TRUE(card.sources.contains(QStringLiteral("denseTflops"))) << card.id.toStdString();
        EXPECT_TRUE(card.sources.contains(QStringLiteral("link"))) << card.id.toStdString();
    }
    EXPECT_DOUBLE_EQ(inGBps(c.rules().speed.serverNetwork), 50.0);
    EXPECT_TRUE(c.rules().sources.contains(QStringLiteral("serverNetwork")));
}

TEST(CatalogueReader, NvlinkWithoutBandwidthNamesTheJsonPath)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("nvlinkGeneration": 4, "nvlinkBandwidth": "900 GB/s", )",
                   R"("nvlinkGeneration": 4, )");
    EXPECT_NE(broken.error().find("cards.json"), std::string::npos) << broken.error();
    EXPECT_NE(broken.error().find("$.cards[3].link"), std::string::npos) << broken.error();
}

TEST(CatalogueReader, DenseTflopsOfTheWrongTypeNamesTheJsonPath)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("bf16": 835.5)", R"("bf16": "835.5")");
    EXPECT_NE(broken.error().find("$.cards[3].denseTflops.bf16"), std::string::npos)
        << broken.error();
}

TEST(CatalogueReader, MissingSpeedConstantNamesTheJsonPath)
{
    BrokenCatalogue broken;
    broken.replace("rules.json", R"("linkFraction": 0.7,)", "");
    EXPECT_NE(broken.error().find("rules.json"), std::string::npos) << broken.error();
    EXPECT_NE(broken.error().find("$.speed.linkFraction"), std::string::npos) << broken.error();
}

TEST(CatalogueReader, ACacheReadFractionAboveOneNamesTheJsonPath)
{
    // The paged cache cannot be read faster than the weights stream.
    BrokenCatalogue broken;
    broken.replace("rules.json", R"("cacheReadFraction": 0.4,)", R"("cacheReadFraction": 1.5,)");
    EXPECT_NE(broken.error().find("rules.json"), std::string::npos) << broken.error();
    EXPECT_NE(broken.error().find("$.speed.cacheReadFraction"), std::string::npos)
        << broken.error();
}

TEST(CatalogueReader, ANegativeConversationOverheadNamesTheJsonPath)
{
    BrokenCatalogue broken;
    broken.replace("rules.json", R"("conversationOverheadMicroseconds": 7.5,)",
                   R"("conversationOverheadMicroseconds": -7.5,)");
    EXPECT_NE(broken.error().find("$.speed.conversationOverheadMicroseconds"), std::string::npos)
        << broken.error();
}

TEST(CatalogueReader, ACardSoldInAnUnknownChassisNamesTheJsonPath)
{
    // b200 is the fifth card; its list names the 8-GPU HGX board.
    BrokenCatalogue c;
    c.replace("cards.json", R"("chassis": ["hgx-8gpu-8u"],)", R"("chassis": ["hgx-16gpu"],)");
    EXPECT_EQ(c.error(), "cards.json: $.cards[4].chassis[0]: no chassis \"hgx-16gpu\" in "
                         "chassis.json");
}

TEST(CatalogueReader, ACardSoldIsAFieldOfItsOwnAndAWordIsRefused)
{
    // The supplier's cards are marked in cards.json; no other card is.
    const Catalogue built = CatalogueReader::readBuiltIn();
    QStringList sold;
    for (const Card &card : built.cards()) {
        if (card.sold)
            sold << card.id;
        EXPECT_FALSE(card.otherFields.contains(QStringLiteral("sold"))) << card.id.toStdString();
    }
    EXPECT_EQ(sold, QStringList({QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")}));
    BrokenCatalogue c;
    c.replace("cards.json", R"("sold": true,)", R"("sold": "yes",)");
    EXPECT_EQ(c.error(), "cards.json: $.cards[0].sold: expected true or false, found a string");
}

TEST(CatalogueReader, AnEmptyChassisIdNamesTheJsonPath)
{
    BrokenCatalogue c;
    c.replace("cards.json", R"("chassis": ["hgx-8gpu-8u"],)", R"("chassis": [""],)");
    EXPECT_EQ(c.error(), "cards.json: $.cards[4].chassis[0]: a chassis id must not be empty");
}

// Issue 30: a figure the engine divides by is within what hardware holds
// (PhysicalRanges), refused at its field with the range, never "inf ms".
TEST(CatalogueReader, ADenormalBandwidthIsRefusedWithTheRange)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("bandwidth": "4.8 TB/s")", R"("bandwidth": "1e-320 GB/s")");
    // 1e-320 is a denormal: shown as the digits it keeps.
    const std::string error = broken.error();
    EXPECT_EQ(error.rfind("cards.json: $.cards[3].bandwidth: ", 0), 0u) << error;
    EXPECT_NE(error.find("e-32"), std::string::npos) << error;
    EXPECT_NE(error.find(" GB/s is outside 1 to 100000 GB/s"), std::string::npos) << error;
}

TEST(CatalogueReader, ADenormalTflopsIsRefusedWithTheRange)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("bf16": 835.5)", R"("bf16": 5e-324)");
    const std::string error = broken.error();
    EXPECT_EQ(error.rfind("cards.json: $.cards[3].denseTflops.bf16: ", 0), 0u) << error;
    EXPECT_NE(error.find(" TFLOPS is outside 0.1 to 100000 TFLOPS"), std::string::npos) << error;
}

TEST(CatalogueReader, AZeroTflopsIsRefusedNotTakenAsARate)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("bf16": 835.5)", R"("bf16": 0)");
    EXPECT_NE(broken.error().find("$.cards[3].denseTflops.bf16: 0 TFLOPS is outside"),
              std::string::npos)
        << broken.error();
}

TEST(CatalogueReader, AMemoryBeyondAnyCardIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("memoryReported": "140.4 GiB")",
                   R"("memoryReported": "0.5 B")");
    EXPECT_EQ(broken.error(), "cards.json: $.cards[3].memoryReported: 5e-10 GB is outside 1 to "
                              "40000 GB");
}

TEST(CatalogueReader, AUsableBudgetAboveTheNominalMemoryIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", R"("usableBudget": "102 GB")", R"("usableBudget": "200 GB")");
    EXPECT_EQ(broken.error(),
              "cards.json: $.cards[5].usableBudget: 200 GB is more than the 128 GB of "
              "\"memoryNominal\"; a usable budget is at most the memory the card has");
}

TEST(CatalogueReader, APowerLimitBeyondAnyCardIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("cards.json", "[\"600 W\", \"450 W\", \"300 W\"]", "[\"60 kW\"]");
    EXPECT_EQ(broken.error(),
              "cards.json: $.cards[0].powerLimits[0]: 60000 W is outside 1 to 10000 W");
}

TEST(CatalogueReader, AParameterCountBeyondAnyModelIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("models.json", R"("parameters": "753B")", R"("parameters": "1e300B")");
    EXPECT_EQ(broken.error(), "models.json: $.models[0].parameters: inf parameters is outside "
                              "1e+06 to 1e+14 parameters");
}

TEST(CatalogueReader, AnUnreadableParameterCountIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("models.json", R"("parameters": "753B")", R"("parameters": "many")");
    EXPECT_EQ(broken.error(),
              "models.json: $.models[0].parameters: expected a parameter count such as \"753B\" "
              "or \"1.5T\", found \"many\"");
}

TEST(CatalogueReader, ACheckpointOfHalfAByteIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("checkpoints.json", R"("size": "190.4 GiB")", R"("size": "0.5 B")");
    EXPECT_EQ(broken.error(), "checkpoints.json: $.checkpoints[0].size: 0.5 B is outside 1 kB to "
                              "1 PB");
}

// Issue 30: a value echoed in a message is cut at 100 characters and its
// control and bidirectional characters are escaped.
TEST(CatalogueReader, AHugeValueIsCutAndItsControlsEscapedInTheMessage)
{
    BrokenCatalogue broken;
    const QByteArray value = "\\u202e" + QByteArray(200000, 'x');
    broken.replace("cards.json", R"("memoryReported": "140.4 GiB")",
                   "\"memoryReported\": \"" + value + "\"");
    const std::string error = broken.error();
    const std::string shown = "\\u202e" + std::string(99, 'x') + "\xE2\x80\xA6\"";
    EXPECT_NE(error.find("found \"" + shown), std::string::npos) << error.substr(0, 300);
    EXPECT_LT(error.size(), 400u);
    EXPECT_EQ(error.find("\xE2\x80\xAE"), std::string::npos); // no raw right-to-left override
}

TEST(CatalogueReader, AProcessorOfNoPowerIsRefused)
{
    BrokenCatalogue broken;
    broken.replace("cpus.json", "\"tdp\": \"280 W\"", "\"tdp\": \"0 W\"");
    EXPECT_EQ(broken.error(), "cpus.json: $.cpus[0].tdp: 0 W is outside 1 to 10000 W");
}

TEST(CatalogueReader, AnUnknownArrivalPatternNamesTheJsonPath)
{
    BrokenCatalogue broken;
    broken.replace("rules.json", R"("arrivals": "random",)", R"("arrivals": "poisson",)");
    EXPECT_EQ(broken.error(), "rules.json: $.speed.arrivals: expected \"random\" or \"bunched\"");
}

TEST(CatalogueReader, NegativeAdmissionStepsNameTheJsonPath)
{
    BrokenCatalogue broken;
    broken.replace("rules.json", R"("admissionSteps": 4,)", R"("admissionSteps": -1,)");
    EXPECT_NE(broken.error().find("rules.json"), std::string::npos) << broken.error();
    EXPECT_NE(broken.error().find("$.speed.admissionSteps"), std::string::npos) << broken.error();
}
