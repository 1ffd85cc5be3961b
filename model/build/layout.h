// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

namespace llmconf {

/// The layout of a prefill copy when the prefill pool has its own
/// (Layout::prefill): prefill wants compute per prompt, decode wants cache
/// and bandwidth, so the pools may spread the model differently. A prefill
/// copy has no data-parallel attention ranks (DP 1): it holds prompts, not
/// the conversations DP spreads.
struct PrefillLayout
{
    int tp = 1;
    int pp = 1;
    bool ep = false;
    int dcp = 1;

    int cardsPerCopy() const { return tp * pp; }
    bool operator==(const PrefillLayout &) const = default;
};

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
    int prefillCopies = 0;
    /// The prefill copies' own TP/PP/EP/DCP; none: they keep this layout's
    /// TP/PP/DP/EP/DCP. Only with prefill copies.
    std::optional<PrefillLayout> prefill = std::nullopt;

    int cardsPerRank() const { return tp * pp; }
    /// Cards of a copy of this layout (a decode copy under a split).
    int cardsPerCopy() const { return tp * pp * dp; }
    /// Cards of a prefill copy: its own layout's, else this layout's.
    int prefillCardsPerCopy() const { return prefill ? prefill->cardsPerCopy() : cardsPerCopy(); }
    /// Cards of the prefill pool (0 without a split).
    int prefillCards() const { return prefillCopies * prefillCardsPerCopy(); }
    /// Prefill copies x their cards + decode copies x theirs.
    int cards() const { return prefillCards() + decodeCopies() * cardsPerCopy(); }
    bool disaggregated() const { return prefillCopies > 0; }
    /// Copies that hold conversations and decode: all of them when aggregated.
    int decodeCopies() const { return copies - prefillCopies; }
    /// The prefill pool as a layout of its own: its copies with their TP/PP/
    /// EP/DCP, no split (the build's layout without one).
    Layout prefillPool() const
    {
        Layout l = *this;
        l.copies = prefillCopies;
        l.prefillCopies = 0;
        l.prefill.reset();
        if (prefill) {
            l.tp = prefill->tp;
            l.pp = prefill->pp;
            l.ep = prefill->ep;
            l.dcp = prefill->dcp;
            l.dp = 1;
        }
        return l;
    }
    /// The decode pool as a layout of its own (the build's without a split).
    Layout decodePool() const
    {
        Layout l = *this;
        l.copies = disaggregated() ? decodeCopies() : copies;
        l.prefillCopies = 0;
        l.prefill.reset();
        return l;
    }
    bool operator==(const Layout &) const = default;
};

} // namespace llmconf
