// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

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
    int promptTokens = 2048; // input per request, for the speed (as Build)
    int answerTokens = 512;  // output per request

    bool operator==(const PlanTarget &) const = default;
};

} // namespace llmconf
