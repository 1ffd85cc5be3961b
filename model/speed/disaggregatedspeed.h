// SPDX-License-Identifier: MIT
#pragma once

#include "speedestimate.h"
#include "speedinputs.h"
#include "speedrules.h"
#include "speedterms.h"

namespace llmconf {

/// The speed of a build whose copies are split into a prefill pool and a
/// decode pool (Layout::prefillCopies; vLLM's --kv-transfer-config with a
/// P/D connector, SGLang's --disaggregation-mode). The decode copies keep
/// the build's TP/PP/DP/EP, the prefill copies theirs (Layout::prefill, else
/// the build's); each figure is SpeedEstimate's, taken per pool:
/// - a decode copy decodes its conversations without prompts mixed in (the
///   caches arrive from the prefill pool), so its step is
///   SpeedEstimate::decodeAlone's;
/// - a prefill copy takes the prompts of its share of the conversations (a
///   closed loop, SpeedEstimate::queueInLoop) in batches of the engine's
///   prefill budget, at the rate a prefill of that many tokens runs;
/// - the time to first token adds the prompt's KV-cache transfer to a
///   decode copy and that copy's first decode step.
class DisaggregatedSpeed
{
public:
    /// What the split adds to the estimate's inputs.
    struct Split
    {
        int prefillCopies = 1;
        int decodeCopies = 1;
        Bytes promptCache;                           // one prompt's cache, whole model
        BytesPerSecond link = gigabytesPerSecond(0); // one way, joining the pools
        Seconds linkLatency = seconds(0);
    };

    /// How a prefill copy runs a prompt of the inputs' prompt tokens.
    struct Prefill
    {
        double budgetTokens = 0.0;      // tokens a prefill batch takes (the engine's budget)
        double promptsPerBatch = 1.0;   // budget / prompt where the prompt fits, else 1
        Seconds batchTime = seconds(0); // a full batch of the budget's tokens
        /// Time the copy is busy per prompt: its tokens at the full batch's
        /// rate, prompt / budget x batch time.
        Seconds busy = seconds(0);
        /// The prompt's own prefill: the batches that carry it, min(prompt,
        /// budget) tokens each, as SpeedEstimate::prefill times them.
        Seconds prompt = seconds(0);
        int chunks = 1;
    };

    /// Both pools with the copy of `inputs` (the build's layout).
    DisaggregatedSpeed(const SpeedInputs &inputs, const SpeedRules &rules, const Split &split);
    /// The decode pool with `inputs`, the prefill pool with `prefillInputs`:
    /// the same model, card and requests in the prefill copies' own layout
    /// (Layout::prefill).
    DisaggregatedSpeed(const SpeedInputs &inputs, const SpeedInputs &prefillInputs,
                       const SpeedRules &rules, const Split &split);

    /// The inputs of a decode copy: no prompt is prefilled there.
    static SpeedInputs decodeInputs(const SpeedInputs &inputs);

    /// One prompt's cache from a prefill copy to a decode copy: the link's
    /// latency + cache / (linkFraction x link), as every link of the model.
    static Seconds kvTransfer(Bytes cache, BytesPerSecond link, Seconds latency,
                              double linkFraction);

    /// The estimate of a decode copy (decodeInputs) and of a prefill copy.
    const SpeedEstimate &decodePool() const { return m_decode; }
    const SpeedEstimate &prefillPool() const { return m_prefill; }
    const Split &split() const { return m_split; }
    /// Another split of the same copies (the planner tries several on one
    /// pair of estimates: they depend on the copy, not on the split).
    void setSplit(const Split &split) { m_split = split; }

    Prefill prefill() const;
    Seconds kvTransfer() const;

    /// Time to first token of `conversations` whole-build conversations in
    /// memory (`active` of them asking; more wait for a place) whose decode
    /// copies take `tokenTime` a token and `stepTime` a step: request +
    /// place + wait at a prefill copy + the prompt's prefill (`chunks`), to
    /// which the caller adds kvTransfer() and one decode step.
    SpeedEstimate::FirstToken firstToken(int conversations, int active, Seconds tokenTime,
                                         Seconds stepTime) const;

    /// Time to first token (median or 95th percentile) with
    /// `perDecodeCopy` conversations on every decode copy, all in memory:
    /// firstToken() at the decode step of that many, plus the transfer and
    /// the decode copy's first step.
    Seconds timeToFirstToken(int perDecodeCopy, double context,
                             SpeedEstimate::Quantile which) const;
    /// Largest conversations per decode copy, at most `most`, whose first
    /// token meets `target`; 0 when even one does not.
    int conversationsPerCopyWithin(Seconds target, SpeedEstimate::Quantile which, int most,
                                   double context) const;

private:
    SpeedInputs m_in;
    SpeedRules m_rules;
    Split m_split;
    SpeedEstimate m_decode;
    SpeedEstimate m_prefill;
};

} // namespace llmconf
