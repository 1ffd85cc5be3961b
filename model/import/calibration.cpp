// SPDX-License-Identifier: MIT
#include "calibration.h"

#include "buildfile.h"
#include "cachefootprint.h"
#include "catalogue.h"
#include "quantityformat.h"
#include "sizingengine.h"
#include "vllmversionprofile.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace llmconf {

namespace {
// The most a build file takes as its reserve (BuildFile's reserveGiB).
constexpr double kMostReserveGiB = 1e6;

/// The reserve that moves the rule's free memory onto the measurement, or
/// why none does.
void agree(Calibration &c, const Build &build, const Catalogue &catalogue, const Figures &f)
{
    const QuantityFormat format{QLocale()};
    const Bytes measured = *c.measuredCachePerCard;
    if (measured > f.memoryPerCard) {
        c.unreachable = Calibration::tr("the log's cache memory, %1 per card, is more than the "
                                        "card's whole memory of %2: the log is not from this card")
                            .arg(format.gib(measured, 2), format.gib(f.memoryPerCard, 2));
        return;
    }
    // free = usable - weights = utilisation x memory - reserve - weights,
    // so moving the reserve by the difference moves free onto the measurement.
    // Under the vLLM profile the reserve is what the profile keeps beyond
    // the weights (activations, non-torch, NCCL) instead of the build's.
    const Bytes ownReserve = f.vllm.active ? f.vllm.requested - f.usablePerCard : build.reserve;
    const Bytes reserve = ownReserve + (f.freePerCard - measured);
    if (!(reserve.value() >= 0)) {
        // A reserve below zero is no reserve: say so instead of agreeing.
        c.unreachableBy = bytes(0) - reserve;
        c.unreachable = c.weightsFit ? Calibration::tr("vLLM had %1 per card more cache than the "
                                                       "rule gives with no reserve at all")
                                           .arg(format.gib(*c.unreachableBy, 2))
                                     : c.weightsDoNotFit;
        return;
    }
    // Only a reserve that a build file holds and the engine evaluates agrees:
    // `calibrate --write` must write a build `evaluate` accepts.
    QString refusal;
    if (inGiB(reserve) > kMostReserveGiB)
        refusal = Calibration::tr("more than a build file holds");
    else if (const Evaluation check =
                 SizingEngine::evaluate(Calibration::calibrated(build, reserve), catalogue);
             !check.ok())
        refusal = check.error;
    if (!refusal.isEmpty()) {
        c.unreachable =
            Calibration::tr(
                "the reserve that would agree, %1 per card, is not one a build takes: %2")
                .arg(format.gib(reserve, 2), refusal);
        return;
    }
    c.agreeingReserve = reserve;
    c.reserveDifference = reserve - ownReserve;
}
} // namespace

Build Calibration::calibrated(const Build &build, Bytes reserve)
{
    Build calibrated = build;
    calibrated.reserve = reserve;
    // The calibrated reserve replaces the vLLM profile's estimate: the rule
    // with the reserve the log measured.
    if (calibrated.cacheBasis == CacheBasis::Vllm)
        calibrated.cacheBasis = CacheBasis::Config;
    return calibrated;
}

Build Calibration::asRun(const Build &asGiven, const StartupLog &log)
{
    // The vLLM profile follows the release the log says it ran. A log that
    // ran V0 where its release defaults to V1 (0.8 to 0.10 with
    // VLLM_USE_V1=0, or a feature V1 lacked), or that names only the V0
    // engine, reads as V0's last default release: V0's profile is the same in
    // every release up to its removal (VllmVersionProfile), and a 0.8 build
    // on an Ampere card would otherwise be sized as V1.
    Build build = asGiven;
    if (log.version)
        build.vllmVersion = *log.version;
    const bool v0 = log.engine == VllmEngine::V0 &&
                    (!log.version || *log.version >= VllmVersionProfile::kFirstV1Default);
    if (v0)
        build.vllmVersion = BuildFile::versionOfEngine(VllmEngine::V0);
    // An eager run charged no CUDA graphs, whatever the build says.
    if (log.enforceEager)
        build.enforceEager = *log.enforceEager;
    // vLLM requested what the log printed; a log that names its release but
    // prints no utilisation ran that release's default (0.92 from 0.20,
    // where the build's rule takes 0.90).
    if (log.utilization)
        build.utilization = *log.utilization;
    else if (log.version || v0)
        build.utilization = VllmVersionProfile::defaultUtilizationOf(build.vllmVersion);
    return build;
}

Calibration Calibration::compare(const Build &asGiven, const Catalogue &catalogue,
                                 const StartupLog &log)
{
    const Build build = asRun(asGiven, log);
    const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
    if (!evaluation.ok())
        throw std::invalid_argument(evaluation.error.toStdString());
    const Figures &f = evaluation.figures;

    Calibration c;
    c.measured = log;
    c.sized = build;
    c.predictedWeightsPerCard = f.weightsPerCard;
    c.predictedCachePerCard = f.freePerCard;
    c.predictedUsablePerCard = f.usablePerCard;
    c.weightsFit = f.weightsFit;
    if (!f.weightsFit) {
        const QuantityFormat format{QLocale()};
        c.weightsDoNotFit =
            tr("the build's weights, %1 per card, do not fit in the %2 usable per card, so no "
               "memory is left for the cache: use more cards per copy (--tp, --pp) or a smaller "
               "checkpoint")
                .arg(format.gib(f.weightsPerCard, 2), format.gib(f.usablePerCard, 2));
    }
    const CacheFootprint footprint(f.model->attention, build.cacheDtype);
    c.cachePerTokenPerCard = footprint.perTokenPerCard(build.layout);
    if (c.cachePerTokenPerCard.value() > 0 && f.freePerCard.value() > 0)
        // Clamped below 2^62: a tiny cache per token must not overflow the count.
        c.predictedTokens =
            qint64(std::min(std::floor(f.freePerCard / c.cachePerTokenPerCard), 4.0e18));
    if (f.vllm.active)
        c.predictedTokens = f.vllm.cacheTokens; // whole blocks, as vLLM counts them
    if (f.vllm.active) {
        c.vllmProfile = f.vllm;
    } else {
        Build profiled = build;
        profiled.cacheBasis = CacheBasis::Vllm;
        const Evaluation e = SizingEngine::evaluate(profiled, catalogue);
        if (e.ok())
            c.vllmProfile = e.figures.vllm;
    }
    const int context = log.concurrencyContext.value_or(build.context);
    c.predictedConcurrency = context > 0 ? double(c.predictedTokens) / context : 0.0;

    if (log.availableCache) {
        c.measuredCachePerCard = *log.availableCache;
    } else if (log.cacheTokens && c.cachePerTokenPerCard.value() > 0) {
        // Older logs say only the tokens (or # GPU blocks): the memory they
        // take at this build's cache per token.
        c.measuredCachePerCard = double(*log.cacheTokens) * c.cachePerTokenPerCard;
        c.measuredFromTokens = true;
    }
    if (c.measuredCachePerCard)
        agree(c, build, catalogue, f);
    return c;
}

} // namespace llmconf
