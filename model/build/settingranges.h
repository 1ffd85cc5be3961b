// SPDX-License-Identifier: MIT
#pragma once

namespace llmconf {

/// The ranges of a build's speed settings, one place for every reader: the
/// command line's flags, the build file and the engine's check accept the
/// same values, so a value no flag refuses is not refused later.
struct SettingRanges
{
    // Tokens per second a conversation must get: a hundredth (a batch job)
    // to a million (beyond any decode step, whose fixed overhead alone is
    // 1 ms: the estimate answers "too slow", not "invalid").
    static constexpr double kLeastSpeedTarget = 0.01;
    static constexpr double kMostSpeedTarget = 1e6;
    /// Whether `tps` is a speed target a build takes: 0 (none asked: memory
    /// alone limits the conversations, as a plan without a speed target) or
    /// in the range.
    static constexpr bool speedTargetTaken(double tps)
    {
        return tps == 0.0 || (tps >= kLeastSpeedTarget && tps <= kMostSpeedTarget);
    }
    // Time to first token a conversation must get, in milliseconds (0: not
    // asked): 1 ms, below the fixed overhead of one engine step (the estimate
    // answers "missed", not "invalid"), to 1,000 s, beyond any wait a person
    // sits through; a batch job asks no first-token target.
    static constexpr double kLeastTtftTargetMs = 1.0;
    static constexpr double kMostTtftTargetMs = 1e6;
    /// Whether `ms` is a first-token target a build takes: 0 or in the range.
    static constexpr bool ttftTargetTaken(double ms)
    {
        return ms == 0.0 || (ms >= kLeastTtftTargetMs && ms <= kMostTtftTargetMs);
    }
    // Prompt and answer tokens, active conversations: 2^30, beyond any context.
    static constexpr int kMostTokens = 1 << 30;
    // Draft tokens per step of speculative decoding: engines propose a few
    // (vLLM's and SGLang's examples 1 to 4); 16 is beyond any published use.
    static constexpr int kMostDraftTokens = 16;
    // Grams of CO2 per kWh bought: zero (a green-power contract) to 2000,
    // above any grid (lignite plants emit about 1100 g/kWh).
    static constexpr double kMostGridCo2 = 2000;
};

} // namespace llmconf
