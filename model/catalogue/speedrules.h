// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

namespace llmconf {

/// The constants of the speed estimate, read from rules.json so that each
/// carries its source: what share of a card's peak figures serving reaches,
/// and what a step costs besides reading and computing.
struct SpeedRules
{
    double memoryBandwidthFraction = 0.0;   // of the data-sheet memory bandwidth
    double computeFraction = 0.0;           // of the dense tensor throughput
    double linkFraction = 0.0;              // of a link's one-way bandwidth
    Seconds collectiveLatency = seconds(0); // each all-reduce, all-to-all or hand-off
    Seconds stepOverhead = seconds(0);      // each decode step: scheduling, sampling
    Seconds layerOverhead = seconds(0);     // each layer of a step: kernel launches, small kernels
    BytesPerSecond serverNetwork = gigabytesPerSecond(0); // one way, between servers
    double defaultSpeedTarget = 0.0;                      // tokens per second per conversation
    int defaultPromptTokens = 0;
    int defaultAnswerTokens = 0;

    bool operator==(const SpeedRules &) const = default;
};

} // namespace llmconf
