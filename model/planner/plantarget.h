// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// What the customer asks for: a model, how many conversations at once, and
/// how long each may grow ("a hundred people, 32K context").
struct PlanTarget
{
    QString model; // ModelFamily id or name; every checkpoint of it is searched
    int conversations = 0;
    int context = 0; // tokens per conversation

    bool operator==(const PlanTarget &) const = default;
};

} // namespace llmconf
