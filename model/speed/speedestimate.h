// SPDX-License-Identifier: MIT
#pragma once

#include "speedinputs.h"
#include "speedrules.h"
#include "speedterms.h"

namespace llmconf {

/// A roofline estimate of serving speed: per decode step and per prefill,
/// each piece a named term. Pure; the constants come from rules.json.
///
/// A step of one pipeline stage reads the stage's weights (the experts the
/// batch touches) and the cache of its conversations, computes 2 x active
/// parameters per token plus attention, and all-reduces twice per layer over
/// the TP link. Its time is max(memory, compute) + communication; a token
/// passes all PP stages, so the stages work on PP micro-batches and each
/// conversation gets one token per PP stage times (no speed-up per
/// conversation from PP, but PP times the batch).
class SpeedEstimate
{
public:
    SpeedEstimate(const SpeedInputs &inputs, const SpeedRules &rules);

    /// E x (1 - (1 - k/E)^B): routed experts a batch of B tokens touches.
    static double expertsTouched(int experts, int perToken, double batch);

    /// Cache one conversation reads per step at `context` tokens, whole
    /// model: sliding layers up to their window, sparse layers their top-k
    /// entries plus the indexer key of every token, linear layers their state.
    static Bytes cacheReadPerConversation(const SpeedInputs &in, double context);

    /// Attention FLOPs per token at `context`: QK and PV, 4 x heads x width
    /// per attended token and layer.
    static double attentionFlopsPerToken(const SpeedInputs &in, double context);

    /// A ring all-reduce of `message` over `ranks` cards: latency +
    /// 2 (n-1)/n x message / achievable one-way link bandwidth.
    static Seconds allReduceTime(Bytes message, int ranks, BytesPerSecond link,
                                 const SpeedRules &rules);
    static Seconds allReduceTime(Bytes message, int ranks, BytesPerSecond link, Seconds latency,
                                 double linkFraction);

    /// One decode step with `conversationsPerCopy` conversations, each at
    /// `context` tokens, with the prompts of the conversations that replace
    /// finished ones (inputs' prompt and answer tokens) prefilled alongside.
    SpeedTerms decode(int conversationsPerCopy, double context) const;

    /// The same step without the prompts of arriving conversations.
    SpeedTerms decodeAlone(int conversationsPerCopy, double context) const;

    /// Prefill of one prompt of `promptTokens` on one copy; of `prompts`
    /// such prompts in one batch (a prefill copy fills its budget with them).
    SpeedTerms prefill(int promptTokens, double prompts = 1.0) const;

    /// Time to first token in a steady state of `conversationsPerCopy`
    /// conversations, each alternating a prompt and an answer (closed loop):
    /// prompts arrive at N / (TTFT + answer x TPOT) and wait for the step's
    /// prefill budget (inputs' chunkTokens), which their chunks then fill.
    struct FirstToken
    {
        Seconds request = seconds(0);      // the request's path (rules' requestOverhead)
        Seconds slotWait = seconds(0);     // waiting for a place in memory, over the places
        Seconds chunks = seconds(0);       // the steps that carry the prompt's chunks
        Seconds wait = seconds(0);         // median wait for the prefill budget
        Seconds waitP95 = seconds(0);      // its 95th percentile
        Seconds waitMean = seconds(0);     // its mean (benchmarks report means too)
        Seconds stepUnderWay = seconds(0); // median and mean wait for the step under way
        Seconds admission = seconds(0);    // the path's steps under load (rules' admissionSteps)
        int promptChunks = 0;
        double chunkTokens = 0.0; // prompt tokens a step takes
        double load = 0.0;        // share of time the prefill budget is busy
        double promptsPerSecond = 0.0;

        /// Time to first token: the request's path + waiting for a place
        /// and for the prefill budget + the prompt's chunks.
        Seconds median() const
        {
            return request + slotWait + stepUnderWay + admission + wait + chunks;
        }
        Seconds p95() const
        {
            return request + slotWait + 1.9 * stepUnderWay + admission + waitP95 + chunks;
        }
        Seconds mean() const
        {
            return request + slotWait + stepUnderWay + admission + waitMean + chunks;
        }
    };
    enum class Quantile { Median, P95 };
    /// `tokenTime` is the decode step's time with the prompts alongside of
    /// the `places` conversations that fit in memory; more conversations than
    /// places wait for a place: each of the n / places rounds of the loop
    /// takes TTFT + answer x TPOT.
    FirstToken firstToken(int conversationsPerCopy, int places, double context,
                          Seconds tokenTime) const;

    /// The wait of prompts in a closed loop of `conversations` at one
    /// server that is busy `service` seconds for each prompt, each
    /// conversation `think` seconds away between its prompt's response and
    /// its next prompt: Poisson arrivals, an M/D/1 wait (firstToken's
    /// assumption). Sets f.wait, f.waitP95, f.waitMean, f.load and
    /// f.promptsPerSecond;
    /// returns the mean response, wait + service, in seconds.
    static double queueInLoop(double conversations, double service, double think, FirstToken &f);

    /// The same loop with bunched arrivals (rules' arrivals "bunched"): all
    /// `conversations` prompts arrive together and are prefilled first come,
    /// first served, each keeping the prefill budget `perPrompt` seconds
    /// (its tokens at the rate of full chunks). A prompt finds a uniform
    /// share q of the others ahead: it waits q (n - 1) perPrompt, the median
    /// and mean at q = 1/2, the 95th percentile at 0.95. Sets the fields
    /// queueInLoop sets; returns the mean response, wait + `service`.
    static double bunchInLoop(double conversations, double perPrompt, double service, double think,
                              FirstToken &f);

    /// A prompt that arrives while other conversations decode joins at the
    /// next step: it waits out the step under way, arriving uniformly within
    /// it (median and mean half a step, 95th percentile 0.95 of it). Nothing
    /// runs when it is the only conversation. `tokenTime` is the decode
    /// step's time per token.
    Seconds stepUnderWay(double conversations, Seconds tokenTime) const;

    /// The whole decode steps a prompt's path takes while other
    /// conversations decode, besides the step under way and its own chunks
    /// (rules' admissionSteps): none for a lone conversation.
    Seconds admission(double conversations, Seconds tokenTime) const;

    /// The bandwidth a card reaches reading `perCard` bytes in one step.
    Seconds memoryTime(Bytes perCard) const;

    /// Time of `flops` on one card computing `tokens` tokens in the step:
    /// the rules' compute curve, peak x T / (T + half) of the tensor rate
    /// (the flat computeFraction without one), at the power cap's clock.
    Seconds computeTime(double flops, double tokens) const;

    /// Tokens each conversation gains per step with `draftTokens` draft
    /// tokens each accepted with `acceptance` given the ones before:
    /// 1 + a + a^2 + ... + a^N (the verify step's own token and the
    /// accepted run of drafts). 1 without drafts.
    static double tokensPerStep(int draftTokens, double acceptance);

    /// Largest conversations per copy whose decode speed at `context` meets
    /// `target` tokens per second; 0 when even one does not.
    int conversationsPerCopyAt(double target, double context) const;

    /// Time to first token (its median or 95th percentile) with
    /// `conversationsPerCopy` conversations, all in memory, at `context`:
    /// firstToken() at the decode step of that many.
    Seconds timeToFirstToken(int conversationsPerCopy, double context, Quantile which) const;

    /// Largest conversations per copy, at most `most` (the memory's), whose
    /// time to first token meets `target`; 0 when even one does not. It
    /// grows with the conversations (more decode tokens in each step, more
    /// prompts queued), so the search halves the range.
    int conversationsPerCopyWithin(Seconds target, Quantile which, int most, double context) const;

    /// The largest n from 1 to `most` for which `meets(n)` holds, where it
    /// holds up to some n and fails beyond (a first token that grows with the
    /// load); 0 when even one fails. The search halves the range.
    template <typename Meets> static int largestUpTo(int most, Meets meets)
    {
        if (most < 1 || !meets(1))
            return 0;
        if (meets(most))
            return most;
        int good = 1, bad = most; // meets(good), not meets(bad)
        while (bad - good > 1) {
            const int middle = good + (bad - good) / 2;
            (meets(middle) ? good : bad) = middle;
        }
        return good;
    }

    const SpeedInputs &inputs() const { return m_in; }

private:
    /// One step of `batch` conversations of `tokensPerConversation` tokens
    /// (a prefill when `prefill`), with `alongside` prompt tokens prefilled
    /// in it (a decode step of a steady state).
    SpeedTerms step(double batch, double tokensPerConversation, double context, bool prefill,
                    double alongside) const;
    /// The TP (and EP) collectives and the PP hand-off of one stage's step
    /// of `tokens` tokens: sets t.tensorParallelTime and t.pipelineTime.
    void communicate(double tokens, SpeedTerms &t) const;
    /// The CPU's step where the engine overlaps it with the GPU's: only
    /// what the GPU's `gpu` time does not cover of it and of an eager step's
    /// launches, plus the step floor.
    Seconds overheadBeside(Seconds gpu, double conversations) const;
    Seconds layerTime() const;
    /// Eager (SpeedInputs::eager): the host's time to launch the stage's
    /// kernels, layers / PP x the rules' eagerLayerLaunch; zero under graphs.
    Seconds launchTime() const;
    double cacheReadFraction() const;
    /// A link's collective latency, the rules' general one where unknown.
    Seconds latencyOf(Seconds link) const;
    /// Time of a prefill-only batch of `tokens` prompt tokens (SGLang).
    Seconds prefillBatchTime(double tokens) const;
    /// Prompt tokens a decode step prefills per conversation: prompt / answer.
    double prefillTokensPerConversation() const;
    /// FLOPs of one prompt token, attention at half the prompt (causal).
    double prefillFlopsPerToken() const;
    /// Tokens a conversation computes in a decode step: 1, or the draft
    /// tokens + 1 the model verifies.
    double verifiedTokens() const;
    /// The draft module's passes of a step whose GPU time is `gpu`: each a
    /// draftLayers / layers share of it.
    Seconds draftTime(Seconds gpu) const;
    /// Sets the step's draft time, step time and time per token.
    void finishStep(Seconds gpu, bool prefill, SpeedTerms &t) const;

    SpeedInputs m_in;
    SpeedRules m_rules;
};

} // namespace llmconf
