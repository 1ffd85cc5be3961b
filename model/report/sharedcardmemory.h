// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

/// One card shared by several model instances (docs/architecture.md,
/// "Several models on one build"): each instance asks vLLM for its share
/// of the card (--gpu-memory-utilization x memory), which holds its weights,
/// cache, activations and its runtime reserve; outside its share each
/// process also holds its CUDA context and, before vLLM 0.21, its CUDA
/// graphs. The card holds them all or the build is refused.
struct SharedCardMemory
{
    Bytes card;    // the memory the driver reports
    Bytes shares;  // the sum of every instance's share
    Bytes outside; // what each instance holds outside its share
    int instances = 0;

    Bytes needed() const { return shares + double(instances) * outside; }
    bool fits() const { return needed() <= card; }
};

} // namespace llmconf
