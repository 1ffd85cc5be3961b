// SPDX-License-Identifier: MIT
#pragma once
// Hand-written speed inputs for the speed estimate's tests: round constants
// and a dense 8B model, so that the arithmetic in the tests stays readable.

#include "speedinputs.h"
#include "speedrules.h"

namespace llmconf::test {

inline SpeedRules plainRules()
{
    SpeedRules r;
    r.memoryBandwidthFraction = 0.5;
    r.computeFraction = 0.5;
    r.linkFraction = 0.5;
    r.collectiveLatency = seconds(10e-6);
    r.stepOverhead = seconds(0);
    r.serverNetwork = gigabytesPerSecond(50);
    return r;
}

/// A dense 8B model in BF16 on a card of 1,000 GB/s and 400 TFLOPS.
inline SpeedInputs denseModel()
{
    SpeedInputs in;
    in.checkpointSize = gigabytes(16);
    in.activeParameters = 8e9;
    in.layers = 32;
    in.hiddenSize = 4096;
    in.attentionLayers = 32;
    in.attentionHeads = 32;
    in.attentionDim = 128;
    in.attentionPerToken = bytes(131072); // 2 x 32 layers x 8 heads x 128 x 2 bytes
    in.memoryBandwidth = gigabytesPerSecond(1000);
    in.tensorThroughput = teraflopsPerSecond(400);
    return in;
}

} // namespace llmconf::test
