// SPDX-License-Identifier: MIT
#pragma once

#include "costsettings.h"
#include "plantarget.h"

#include <optional>

namespace llmconf {

/// How the planner orders the builds it found: by size (cards, servers,
/// wall power), by cost per million output tokens at the target's
/// conversations, with the cost settings that cost is taken at (the prices
/// are the assessment inputs'), or by purchase price (the parts' total at
/// the price list's prices: what the customer pays for the hardware).
/// Builds whose cost or price is not known (a part without price) come
/// after the priced ones, in size order.
struct PlanRanking
{
    enum class By { Size, Cost, Price };

    /// The ranking a plan takes where none is chosen: by purchase price
    /// where a service-level target is asked (the cheapest build that meets
    /// them, issue 29), else by size (the sources' tables).
    static By defaultFor(const PlanTarget &target)
    {
        return target.hasServiceTargets() ? By::Price : By::Size;
    }

    By by = By::Size;
    // Given to every build found (Build::cost); unset: the catalogue's
    // defaults, which the builds start with.
    std::optional<CostSettings> cost;
};

} // namespace llmconf
