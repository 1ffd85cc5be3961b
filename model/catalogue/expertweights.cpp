// SPDX-License-Identifier: MIT
#include "expertweights.h"

#include "checkpoint.h"
#include "modelfamily.h"
#include "weightformatfacts.h"

#include <algorithm>

namespace llmconf {

double ExpertWeights::routedParameters(const ModelFamily &model)
{
    const ModelShape &s = model.shape;
    if (s.nRoutedExperts <= 0 || s.hiddenSize <= 0 || s.moeIntermediateSize <= 0)
        return 0.0;
    return double(s.routedLayers(model.attention.numHiddenLayers)) * s.nRoutedExperts * 3.0 *
           s.hiddenSize * s.moeIntermediateSize;
}

double ExpertWeights::bytesPerParameter(const Checkpoint &checkpoint)
{
    // The integer formats' groups are their block size (AWQ, GPTQ: 128 mostly).
    return WeightFormatFacts::bytesPerParameter(checkpoint.format, checkpoint.weightBlockSize);
}

Bytes ExpertWeights::routed(const ModelFamily &model, const Checkpoint &checkpoint)
{
    const Bytes routed = bytes(routedParameters(model) * bytesPerParameter(checkpoint));
    // A shape that claims more experts than the checkpoint holds is not this
    // checkpoint's: treat the split as unknown.
    if (routed >= checkpoint.size)
        return bytes(0);
    return routed;
}

} // namespace llmconf
