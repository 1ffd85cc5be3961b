// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "startuplog.h"

#include <QCoreApplication>

#include <optional>

namespace llmconf {

class Catalogue;

/// A build's prediction against what vLLM measured at start on one card,
/// and the reserve per card that makes them agree.
struct Calibration
{
    Bytes predictedWeightsPerCard = bytes(0);
    Bytes predictedCachePerCard = bytes(0); // free per card by the rule
    qint64 predictedTokens = 0;             // free per card / cache per token per card
    double predictedConcurrency = 0;        // tokens / the log's T (or the build's context)
    Bytes cachePerTokenPerCard = bytes(0);

    StartupLog measured;

    /// The reserve that makes the rule's free memory equal vLLM's
    /// "Available KV cache memory"; empty when the log lacks that line.
    std::optional<Bytes> agreeingReserve;
    /// agreeingReserve - the build's reserve: what vLLM keeps beyond the rule.
    std::optional<Bytes> reserveDifference;

    /// Compares; throws std::invalid_argument when the build cannot be evaluated.
    static Calibration compare(const Build &build, const Catalogue &catalogue,
                               const StartupLog &log);
};

} // namespace llmconf
