// SPDX-License-Identifier: MIT
#pragma once

namespace llmconf {

/// How one checkpoint is spread over the cards: tensor and pipeline
/// parallelism inside a copy, expert parallelism on or off, decode context
/// parallelism inside the TP group, data-parallel attention ranks inside a
/// copy, and independent copies.
///
/// DP (attention data parallel: vLLM --data-parallel-size with
/// --enable-expert-parallel, SGLang --enable-dp-attention): each of the DP
/// ranks holds attention and dense layers on its own TP x PP cards and the
/// cache of its own conversations; the routed experts are spread by EP over
/// all DP x TP x PP cards of the copy.
struct Layout
{
    int tp = 1;
    int pp = 1;
    bool ep = false;
    int dcp = 1;
    int copies = 1;
    int dp = 1;
    /// Copies that serve prefill only (prefill/decode disaggregation: vLLM
    /// --kv-transfer-config, SGLang --disaggregation-mode); the other
    /// copies - prefillCopies serve decode only. 0 = aggregated serving.
    /// Both pools keep this layout's TP/PP/DP/EP.
    int prefillCopies = 0;

    int cardsPerRank() const { return tp * pp; }
    int cardsPerCopy() const { return tp * pp * dp; }
    int cards() const { return tp * pp * dp * copies; }
    bool disaggregated() const { return prefillCopies > 0; }
    /// Copies that hold conversations and decode: all of them when aggregated.
    int decodeCopies() const { return copies - prefillCopies; }
    bool operator==(const Layout &) const = default;
};

} // namespace llmconf
