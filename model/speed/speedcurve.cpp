// SPDX-License-Identifier: MIT
#include "speedcurve.h"

#include "buildspeed.h"
#include "disaggregatedspeed.h"
#include "speedestimate.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

int SpeedCurve::extent(int memoryLimit, int active)
{
    const int most = std::max(memoryLimit, active);
    return std::max(10, int(std::ceil(most * 1.25)));
}

SpeedCurve SpeedCurve::of(const Build &build, const Figures &figures, const SpeedRules &rules)
{
    SpeedCurve curve;
    const SpeedFigures &s = figures.speed;
    curve.memoryLimit = figures.conversations;
    curve.speedTarget = s.speedTarget;
    curve.active = s.activeConversations;
    curve.activeTokensPerSecond = s.decodeTokensPerSecondPerConversation;
    if (!s.estimated || !figures.card || !figures.model || !figures.checkpoint)
        return curve;

    // As BuildSpeed::evaluate: the conversations are spread over the copies,
    // each copy decodes its share in one step; under a prefill/decode split
    // over the decode copies, with no prompt mixed in.
    const SpeedInputs inputs = BuildSpeed::inputsOf(build, figures, s.meanContext, rules);
    const bool split = build.layout.disaggregated();
    const SpeedEstimate estimate(split ? DisaggregatedSpeed::decodeInputs(inputs) : inputs, rules);
    const int copies = std::max(1, split ? build.layout.decodeCopies() : figures.copies);
    const int last = extent(curve.memoryLimit, curve.active);
    QList<int> xs;
    xs.reserve(kMostPoints + 2);
    for (int i = 0; i < kMostPoints; ++i)
        xs.append(1 + int(std::lround(double(last - 1) * i / (kMostPoints - 1))));
    // The two places the chart marks lie on the curve exactly.
    for (int marked : {curve.memoryLimit, curve.active})
        if (marked >= 1)
            xs.append(marked);
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    curve.conversations.reserve(xs.size());
    curve.tokensPerSecond.reserve(xs.size());
    for (int n : xs) {
        const int perCopy = (n + copies - 1) / copies;
        curve.conversations.append(n);
        curve.tokensPerSecond.append(estimate.decode(perCopy, s.meanContext).tokensPerSecond());
    }
    return curve;
}

} // namespace llmconf
