// SPDX-License-Identifier: MIT
#include "dimmpopulation.h"

#include "chassis.h"
#include "cpu.h"

namespace llmconf {

DimmPopulation DimmPopulation::reaching(Bytes required, const Chassis &chassis, const Cpu *cpu,
                                        int cpuCount, const QList<Bytes> &sizes)
{
    const int channels = cpu ? cpu->memoryChannels * cpuCount : 0;
    QList<int> counts;
    if (channels > 0 && channels <= chassis.dimmSlots)
        counts << channels;
    if (chassis.dimmSlots > 0 && !counts.contains(chassis.dimmSlots))
        counts << chassis.dimmSlots;
    for (int n : counts) {
        for (const Bytes &size : sizes) {
            if (size > chassis.largestDimm)
                break;
            if (double(n) * size >= required)
                return DimmPopulation{n, size};
        }
    }
    return DimmPopulation{};
}

} // namespace llmconf
