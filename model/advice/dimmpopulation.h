// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QList>

namespace llmconf {

struct Chassis;
struct Cpu;

/// A DIMM population that gives one server at least the host memory it
/// needs: the advice and the configuration sheet name the same DIMMs.
struct DimmPopulation
{
    int count = 0; // zero: the chassis cannot hold the memory
    Bytes dimm;    // size of each DIMM, nominal GB

    bool reaches() const { return count > 0; }
    Bytes total() const { return double(count) * dimm; }

    /// One DIMM per memory channel first (full bandwidth), then every slot;
    /// the smallest size from `sizes` (ascending) that reaches `required`.
    /// `cpu` may be null (no channel count known).
    static DimmPopulation reaching(Bytes required, const Chassis &chassis, const Cpu *cpu,
                                   int cpuCount, const QList<Bytes> &sizes);
};

} // namespace llmconf
