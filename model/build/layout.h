// SPDX-License-Identifier: MIT
#pragma once

namespace llmconf {

/// How one checkpoint is spread over the cards: tensor and pipeline
/// parallelism inside a copy, expert parallelism on or off, decode context
/// parallelism inside the TP group, and independent copies.
struct Layout
{
    int tp = 1;
    int pp = 1;
    bool ep = false;
    int dcp = 1;
    int copies = 1;

    int cardsPerCopy() const { return tp * pp; }
    int cards() const { return tp * pp * copies; }
    bool operator==(const Layout &) const = default;
};

} // namespace llmconf
