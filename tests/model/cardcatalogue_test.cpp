// SPDX-License-Identifier: MIT
// Every card added for issue 15 against the figures its sources state
// (resources/catalogue/cards.json names the source of each value).
#include "catalogue.h"
#include "chassisfit.h"
#include "units.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

/// A card's figures as its sources state them: driver memory in MiB (or
/// nominal GB where only that is published), bandwidth in GB/s, the highest
/// power limit, the NVLink domain and the compute capability.
struct SourceFigures
{
    const char *id;
    double reported; // MiB as nvidia-smi shows it; a negative value means GB (derived)
    double bandwidthGBps;
    double maxWatts;
    int nvlinkGroup;
    const char *computeCapability;
    FormFactor formFactor;
};

const SourceFigures kCards[] = {
    // gpu-burn #114, modal-client #2797; H100 datasheet 3.35 TB/s, 700 W, HGX 8
    {"h100-sxm", 81559, 3350, 700, 8, "9.0", FormFactor::Sxm},
    // product brief PB-11133-001_v02: > 2,000 GB/s, 350 W, NVLink bridge pairs
    {"h100-pcie", 81559, 2000, 350, 2, "9.0", FormFactor::PcieDualSlot},
    // nvidia-smi 580.65.06 (dist-training-deepspeed README): 95,830 MiB, 400 W cap; 3.9 TB/s
    {"h100-nvl", 95830, 3900, 400, 2, "9.0", FormFactor::PcieDualSlot},
    {"h200-sxm", 143771, 4800, 700, 8, "9.0", FormFactor::Sxm},
    // nvidia-smi 535.161.03 of an 8 x H20 server: 97,871 MiB, 500 W cap
    {"h20", 97871, 4000, 500, 8, "9.0", FormFactor::Sxm},
    {"h800", 81559, 3350, 700, 8, "9.0", FormFactor::Sxm},
    {"a100-40gb", 40960, 1555, 400, 8, "8.0", FormFactor::Sxm},
    {"a100-80gb", 81920, 2039, 400, 8, "8.0", FormFactor::Sxm},
    {"a100-pcie-80gb", 81920, 1935, 300, 2, "8.0", FormFactor::PcieDualSlot},
    {"l40s", 46068, 864, 350, 0, "8.9", FormFactor::PcieDualSlot},
    {"l4", 23034, 300, 72, 0, "8.9", FormFactor::PcieDualSlot},
    {"rtx-5090", 32607, 1792, 575, 0, "12.0", FormFactor::PcieDualSlot},
    {"rtx-4090", 24564, 1008, 450, 0, "8.9", FormFactor::PcieDualSlot},
    // nvidia-smi tables: B300 SXM6 AC 275,040 MiB / 1,100 W (PowerEdge XE9780 log),
    // GB200 189,471 MiB / 1,200 W (NVIDIA isvtest), GB300 284,208 MiB / 1,400 W
    {"b300", 275040, 8000, 1100, 8, "10.3", FormFactor::Sxm},
    {"gb200", 189471, 8000, 1200, 72, "10.0", FormFactor::Superchip},
    {"gb300", 284208, 8000, 1400, 72, "10.3", FormFactor::Superchip},
    // 48 GB = 49,152 MiB less half of the RTX PRO 6000's 98,304 - 97,887 MiB
    {"rtx-pro-5000", 49152 - (98304 - 97887) / 2, 1344, 300, 0, "12.0", FormFactor::PcieDualSlot},
    {"rtx-pro-4500", 32607, 896, 200, 0, "12.0", FormFactor::PcieDualSlot},
};

} // namespace

TEST(CardCatalogue, EveryNewCardHasItsSourceFigures)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    for (const SourceFigures &s : kCards) {
        SCOPED_TRACE(s.id);
        const Card *card = catalogue.card(QString::fromLatin1(s.id));
        ASSERT_NE(card, nullptr);
        const Bytes reported = s.reported > 0 ? mebibytes(s.reported) : gigabytes(-s.reported);
        EXPECT_NEAR(inMiB(card->driverMemory), inMiB(reported), 0.5);
        EXPECT_NEAR(inGBps(card->bandwidth), s.bandwidthGBps, 0.5);
        EXPECT_DOUBLE_EQ(inWatts(card->maxPower()), s.maxWatts);
        EXPECT_EQ(card->nvlinkGroup, s.nvlinkGroup);
        EXPECT_EQ(card->computeCapability(), QString::fromLatin1(s.computeCapability));
        EXPECT_EQ(card->formFactor, s.formFactor);
    }
}

TEST(CardCatalogue, EveryNewCardNamesASourceForEachValue)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    for (const SourceFigures &s : kCards) {
        SCOPED_TRACE(s.id);
        const Card *card = catalogue.card(QString::fromLatin1(s.id));
        ASSERT_NE(card, nullptr);
        for (const char *field :
             {"memoryReported", "bandwidth", "powerLimits", "nvlinkGroup", "link"}) {
            SCOPED_TRACE(field);
            ASSERT_TRUE(card->sources.contains(QString::fromLatin1(field)));
            EXPECT_FALSE(card->sources.value(QString::fromLatin1(field)).english().isEmpty());
        }
    }
}

TEST(CardCatalogue, EveryCardHasAChassisToHoldIt)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    for (const Card &card : catalogue.cards()) {
        SCOPED_TRACE(card.id.toStdString());
        bool held = false;
        for (const Chassis &c : catalogue.chassis())
            held = held || ChassisFit::takes(card, c);
        EXPECT_TRUE(held);
        // Each built-in card names the chassis it is sold in, with a source.
        EXPECT_FALSE(card.chassis.isEmpty());
        ASSERT_TRUE(card.sources.contains(QStringLiteral("chassis")));
        EXPECT_FALSE(card.sources.value(QStringLiteral("chassis")).english().isEmpty());
        EXPECT_TRUE(
            card.sources.value(QStringLiteral("chassis")).hasTranslation(QStringLiteral("de")));
    }
    // HGX boards of four and eight, PCIe servers and a workstation.
    EXPECT_NE(catalogue.chassisById(QStringLiteral("hgx-4gpu-4u")), nullptr);
    EXPECT_NE(catalogue.chassisById(QStringLiteral("hgx-8gpu-8u")), nullptr);
    EXPECT_NE(catalogue.chassisById(QStringLiteral("nvl72-compute-tray")), nullptr);
    EXPECT_NE(catalogue.chassisById(QStringLiteral("workstation-4gpu")), nullptr);
}
