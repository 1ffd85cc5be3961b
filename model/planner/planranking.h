// SPDX-License-Identifier: MIT
#pragma once

#include "costsettings.h"

#include <optional>

namespace llmconf {

/// How the planner orders the builds it found: by size (cards, servers,
/// wall power) or by cost per million output tokens at the target's
/// conversations, with the cost settings that cost is taken at (the prices
/// are the assessment inputs').
/// Builds whose cost is not known (a part without price) come after the
/// priced ones, in size order.
struct PlanRanking
{
    enum class By { Size, Cost };

    By by = By::Size;
    // Given to every build found (Build::cost); unset: the catalogue's
    // defaults, which the builds start with.
    std::optional<CostSettings> cost;
};

} // namespace llmconf
