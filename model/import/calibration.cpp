// SPDX-License-Identifier: MIT
#include "calibration.h"

#include "cachefootprint.h"
#include "catalogue.h"
#include "sizingengine.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace llmconf {

Calibration Calibration::compare(const Build &asGiven, const Catalogue &catalogue,
                                 const StartupLog &log)
{
    // The vLLM profile follows the engine the log says it ran.
    Build build = asGiven;
    if (log.engine)
        build.vllmEngine = *log.engine;
    const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
    if (!evaluation.ok())
        throw std::invalid_argument(evaluation.error.toStdString());
    const Figures &f = evaluation.figures;

    Calibration c;
    c.measured = log;
    c.predictedWeightsPerCard = f.weightsPerCard;
    c.predictedCachePerCard = f.freePerCard;
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
    if (c.measuredCachePerCard) {
        // free = usable - weights = utilisation x memory - reserve - weights,
        // so moving the reserve by the difference moves free onto the measurement.
        // Under the vLLM profile the reserve is what the profile keeps beyond
        // the weights (activations, non-torch, NCCL) instead of the build's.
        const Bytes ownReserve = f.vllm.active ? f.vllm.requested - f.usablePerCard : build.reserve;
        const Bytes reserve = ownReserve + (f.freePerCard - *c.measuredCachePerCard);
        if (reserve.value() >= 0) {
            c.agreeingReserve = reserve;
            c.reserveDifference = reserve - ownReserve;
        } else {
            // A reserve below zero is no reserve: say so instead of agreeing.
            c.unreachableBy = bytes(0) - reserve;
        }
    }
    return c;
}

} // namespace llmconf
