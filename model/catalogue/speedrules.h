// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QList>
#include <QString>

namespace llmconf {

/// The share of a card's data-sheet bandwidth a decode step reaches, by
/// memory technology: peak x bytes / (bytes + halfBytes) for the bytes one
/// card reads in the step. Small reads do not fill the memory system (a
/// fixed start-up per step); large ones approach the technology's peak.
struct BandwidthCurve
{
    QString memoryType; // matches the start of the card's memory type ("HBM3e"); "" any other
    double peakFraction = 0.0;
    Bytes halfBytes; // per card and step, where the fraction is half the peak

    bool operator==(const BandwidthCurve &) const = default;
};

/// A model's published draft acceptance (MTP, EAGLE): the chance that the
/// target model accepts each draft token, for models whose id begins with
/// `modelPrefix`.
struct DraftAcceptance
{
    QString modelPrefix;
    double acceptance = 0.0;

    bool operator==(const DraftAcceptance &) const = default;
};

/// The constants of the speed estimate, read from rules.json so that each
/// carries its source: what share of a card's peak figures serving reaches,
/// and what a step costs besides reading and computing.
struct SpeedRules
{
    double memoryBandwidthFraction = 0.0;   // of the data-sheet bandwidth, where no curve applies
    double computeFraction = 0.0;           // of the dense tensor throughput
    double linkFraction = 0.0;              // of a link's one-way bandwidth
    Seconds collectiveLatency = seconds(0); // each collective where no link kind is known
    Seconds stepOverhead = seconds(0);      // each decode step: the CPU's scheduling, sampling
    Seconds layerOverhead = seconds(0);     // each layer of a step: kernel launches, small kernels
    BytesPerSecond serverNetwork = gigabytesPerSecond(0); // one way, between servers
    double defaultSpeedTarget = 0.0;                      // tokens per second per conversation
    int defaultPromptTokens = 0;
    int defaultAnswerTokens = 0;

    // Measured against serving runs (docs/performance-model.md); each zero
    // or empty leaves the simpler term above in force.
    QList<BandwidthCurve> bandwidthCurves;
    Seconds nvlinkLatency = seconds(0);  // one decode-size collective over NVLink / NVSwitch
    Seconds pcieLatency = seconds(0);    // over PCIe
    Seconds networkLatency = seconds(0); // between servers
    Seconds stepFloor = seconds(0);      // GPU time of a step besides its layers (sampling)
    // The CPU's work per conversation and step besides stepOverhead: the
    // scheduler's per-request bookkeeping, and the API server's detokenising
    // and streaming of each token; hidden like stepOverhead where the engine
    // overlaps its CPU step with the GPU's.
    Seconds conversationOverhead = seconds(0);
    // Each routed-expert layer's kernels besides layerOverhead: the router,
    // top-k, sorting the tokens by expert, the grouped GEMMs' launch and
    // tail, combining the experts' outputs.
    Seconds expertLayerOverhead = seconds(0);
    // Where CUDA graphs are off (vLLM --enforce-eager, SGLang
    // --disable-cuda-graph), the host's time to launch one layer's kernels
    // of a step, one by one from Python; zero launches none.
    Seconds eagerLayerLaunch = seconds(0);
    // GPU time of the sampler's sort per logit (vLLM's PyTorch top-p path
    // sorts each conversation's whole vocabulary every step); zero: none.
    Seconds sortPerLogit = seconds(0);
    // The share of the weights' bandwidth the attention kernels reach reading
    // the paged cache (blocks of 16 tokens scattered per conversation); zero
    // reads it like the weights.
    double cacheReadFraction = 0.0;
    Seconds requestOverhead =
        seconds(0); // each request's path to its first token (HTTP, tokeniser)
    // Whole decode steps a prompt's path takes under load besides the step
    // under way and the steps of its own chunks, where other conversations
    // decode: the scheduler's look-ahead (the next step is planned while one
    // runs), the output's hand-off to the front end one step later, the
    // front end's streaming between steps; zero adds none.
    double admissionSteps = 0.0;
    // How a closed loop's prompts arrive: at random (Poisson; false), or
    // bunched (true): a benchmark's clients start all conversations at once
    // and, with fixed lengths, their prompts keep arriving together, so each
    // waits for the prefill of those ahead of it.
    bool bunchedArrivals = false;
    double powerClockExponent = 0.0; // clock = (cap / highest limit)^exponent where compute binds
    // The share of the tensor throughput a step reaches by the tokens T one
    // card computes in it: computePeakFraction x T / (T + computeHalfTokens)
    // (small GEMMs fill few of the tensor cores' tiles). A zero peak leaves
    // the flat computeFraction.
    double computePeakFraction = 0.0;
    double computeHalfTokens = 0.0;
    /// Speculative decoding's published acceptance per model: the share of
    /// draft tokens the target model accepts (rules.json draftAcceptance).
    QList<DraftAcceptance> draftAcceptance;

    bool operator==(const SpeedRules &) const = default;
};

} // namespace llmconf
