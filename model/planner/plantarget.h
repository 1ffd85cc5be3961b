// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>

namespace llmconf {

/// What the customer asks for: a model, how many conversations at once, and
/// how long each may grow ("a hundred people, 32K context"); optionally how
/// fast each must get its answer while all of them decode.
struct PlanTarget
{
    QString model; // ModelFamily id or name; every checkpoint of it is searched
    int conversations = 0;
    int context = 0; // tokens per conversation
    // Tokens per second each conversation must get while all `conversations`
    // decode at once; 0: no speed asked, any speed serves.
    double speedTarget = 0.0;
    // Input and output per request, for the speed (as Build); unset: the
    // rules' (rules.json), which BuildPlanner::plan fills in its result.
    std::optional<int> promptTokens = std::nullopt;
    std::optional<int> answerTokens = std::nullopt;
    // Time to first token each conversation must get, the median and the
    // 95th percentile (SpeedFigures::timeToFirstToken, ...P95), in seconds,
    // at the same load; 0: not asked.
    double ttftTarget = 0.0;
    double ttftP95Target = 0.0;

    /// Whether any service-level target (speed, first token) is asked.
    bool hasServiceTargets() const
    {
        return speedTarget > 0 || ttftTarget > 0 || ttftP95Target > 0;
    }

    bool operator==(const PlanTarget &) const = default;
};

} // namespace llmconf
