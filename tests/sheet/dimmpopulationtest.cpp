// SPDX-License-Identifier: MIT
#include "dimmpopulation.h"
#include "catalogue.h"
#include "softwarecatalogue.h"

#include <gtest/gtest.h>

namespace llmconf {
namespace {

const Chassis &chassis(const QString &id)
{
    const Chassis *c = Catalogue::builtIn().chassisById(id);
    EXPECT_NE(c, nullptr) << id.toStdString();
    return *c;
}

TEST(DimmPopulation, OneDimmPerChannelWithTheSmallestSizeThatReaches)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Cpu *cpu = catalogue.cpu(QStringLiteral("epyc-9355"));
    ASSERT_NE(cpu, nullptr);
    const QList<Bytes> &sizes = SoftwareCatalogue::builtIn().dimmSizes;
    const Chassis &box = chassis(QStringLiteral("pcie-4gpu-2u"));
    // Twice the GPU memory of four 96 GB cards, as the engine plans it.
    const Bytes required = catalogue.rules().hostMemoryFactor * 4.0 *
                           catalogue.card(QStringLiteral("rtx-pro-6000-se"))->nominalMemory;
    const DimmPopulation p = DimmPopulation::reaching(required, box, cpu, 2, sizes);
    ASSERT_TRUE(p.reaches());
    EXPECT_EQ(p.count, 2 * cpu->memoryChannels);
    EXPECT_GE(p.total(), required);
    // No smaller size would do with the same count.
    for (const Bytes &size : sizes) {
        if (size < p.dimm) {
            EXPECT_LT(double(p.count) * size, required);
        }
    }
}

TEST(DimmPopulation, FillsEverySlotWhenTheChannelsDoNotReach)
{
    const QList<Bytes> &sizes = SoftwareCatalogue::builtIn().dimmSizes;
    const Chassis &box = chassis(QStringLiteral("pcie-4gpu-2u"));
    const Cpu *cpu = Catalogue::builtIn().cpu(QStringLiteral("epyc-9355"));
    // One processor: more than its channels hold with the largest DIMM, within the slots.
    const Bytes required = double(cpu->memoryChannels) * box.largestDimm + gigabytes(1);
    ASSERT_GT(double(box.dimmSlots) * box.largestDimm, required);
    const DimmPopulation p = DimmPopulation::reaching(required, box, cpu, 1, sizes);
    ASSERT_TRUE(p.reaches());
    EXPECT_EQ(p.count, box.dimmSlots);
    EXPECT_GE(p.total(), required);
}

TEST(DimmPopulation, NoneWhenTheChassisCannotHoldIt)
{
    const QList<Bytes> &sizes = SoftwareCatalogue::builtIn().dimmSizes;
    const Chassis &box = chassis(QStringLiteral("pcie-4gpu-2u"));
    const Bytes required = double(box.dimmSlots) * box.largestDimm + gigabytes(1);
    EXPECT_FALSE(DimmPopulation::reaching(required, box, nullptr, 0, sizes).reaches());
}

} // namespace
} // namespace llmconf
