// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "startuplog.h"
#include "vllmmemoryterms.h"

#include <QCoreApplication>

#include <optional>

namespace llmconf {

class Catalogue;

/// A build's prediction against what vLLM measured at start on one card,
/// and the reserve per card that makes them agree.
struct Calibration
{
    Q_DECLARE_TR_FUNCTIONS(Calibration)

public:
    Bytes predictedWeightsPerCard = bytes(0);
    Bytes predictedUsablePerCard = bytes(0);
    /// False when the weights per card are more than the usable memory: no
    /// cache memory is predicted (predictedCachePerCard is below zero) and
    /// weightsDoNotFit says why.
    bool weightsFit = true;
    QString weightsDoNotFit;
    Bytes predictedCachePerCard = bytes(0); // free per card by the rule
    qint64 predictedTokens = 0;             // free per card / cache per token per card
    double predictedConcurrency = 0;        // tokens / the log's T (or the build's context)
    Bytes cachePerTokenPerCard = bytes(0);

    /// What the vLLM-profile basis predicts for the same build (whatever its
    /// own basis): cache memory and tokens per card, and the terms.
    std::optional<VllmMemoryTerms> vllmProfile;

    StartupLog measured;
    /// The build as the log ran it (asRun()): what was compared.
    Build sized;

    /// The cache memory per card vLLM had: its "Available KV cache memory",
    /// or, in logs without that line, its cache tokens x cache per token.
    std::optional<Bytes> measuredCachePerCard;
    bool measuredFromTokens = false;

    /// The reserve that makes the rule's free memory equal the measured
    /// cache memory; empty when the log says neither, or when agreement
    /// cannot be reached (unreachableBy).
    std::optional<Bytes> agreeingReserve;
    /// agreeingReserve - the build's reserve: what vLLM keeps beyond the rule.
    std::optional<Bytes> reserveDifference;
    /// vLLM had this much more cache memory than the rule can give even with
    /// no reserve at all: the card's memory, the utilisation or the weights
    /// of the build are not what the log ran with.
    std::optional<Bytes> unreachableBy;
    /// Why no reserve agrees, in words, when none does: more cache than the
    /// rule gives, a measurement larger than the card, weights that do not
    /// fit, or a reserve no build takes. Empty when one agrees or the log
    /// measures no cache memory.
    QString unreachable;

    /// The build with `reserve` per card as the rule's reserve (the vLLM
    /// profile's estimate replaced by it): what `calibrate --write` writes.
    static Build calibrated(const Build &build, Bytes reserve);

    /// `build` as the log ran it: the release the log names (a V0 engine
    /// where its release defaulted to V1 as V0's last release), its eager
    /// setting, and the --gpu-memory-utilization it printed, else, where it
    /// names its release, that release's default (0.90, 0.92 from 0.20). What
    /// the log does not say stays the build's. The log table's test turns
    /// each row into a build by the same path.
    static Build asRun(const Build &build, const StartupLog &log);

    /// Compares; throws std::invalid_argument when the build cannot be evaluated.
    static Calibration compare(const Build &build, const Catalogue &catalogue,
                               const StartupLog &log);
};

} // namespace llmconf
