// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

/// The largest value each chart of a comparison draws over all its builds,
/// so that every build's chart gets the same axis.
struct ComparisonAxes
{
    Bytes memoryPerCard = bytes(0); // the memory chart's stack: what the driver reports
    int conversations = 0;          // over the context sweep, 16-bit and FP8, and the chosen point
    Watts power = watts(0);         // wall power per server or its feed's nominal line
    // The speed chart, every build's curve on one: its last conversations
    // count and the fastest point of any curve or the highest speed target.
    int speedConversations = 0;
    double tokensPerSecond = 0.0; // per conversation
    /// The cost chart: the highest cost per year (depreciation + energy) of
    /// the builds whose cost per year is known.
    double costPerYear = 0.0;
};

} // namespace llmconf
