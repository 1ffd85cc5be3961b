// SPDX-License-Identifier: MIT
#pragma once

#include "cachefootprint.h"
#include "speedestimate.h"

#include <vector>

namespace llmconf {

struct Card;
struct Layout;
struct SpeedRules;

/// An upper bound on the tokens per second each conversation of a copy
/// decodes at, for every layout of one card, checkpoint and cache dtype,
/// without setting up a speed estimate per layout (issue 31: 74,000
/// estimates set up, most to be asked once, were a quarter of a search of
/// 256 servers). A decode step (SpeedEstimate::step) takes at least PP x
/// (the larger of its memory time and its FLOPs at the peak rate, plus its
/// collectives and its layers' fixed time), or the CPU's step where that is
/// longer, plus the step floor: the terms left out (pipeline hand-offs,
/// SGLang's prefill batches, drafts, the compute curve's tail) only add.
/// So the bound is at least SpeedEstimate::decode's speed, and without the
/// prompts alongside at least decodeAlone's; a layout below the target here
/// is below it there.
class DecodeSpeedBound
{
public:
    /// From the estimate's inputs of any layout of the variant (what does
    /// not depend on the layout: model, checkpoint, card, engine, prompt,
    /// answer, drafts), its card, the cache dtype and the mean context.
    DecodeSpeedBound(const SpeedInputs &inputs, const SpeedRules &rules, const Card &card,
                     const AttentionArchitecture &attention, CacheDtype dtype, double context);

    /// What the bound knows of one layout (TP, PP, EP, DP, DCP) in a build of
    /// `perServer` cards per server (its links): set up once, asked for
    /// every number of conversations per copy.
    struct Shape
    {
        int pp = 1;
        double cards = 1, ranks = 1;
        double cachePerConversation = 0; // bytes a rank's conversation reads on the fullest card
        double collectivesFixed = 0;     // seconds of a step's collectives, all stages...
        double collectivesPerToken = 0;  // ...and per token of a rank
    };
    Shape shape(const Layout &layout, int perServer) const;

    /// At least the tokens per second each of `conversationsPerCopy`
    /// conversations gets from a copy of `shape`: with the prompts that
    /// arrive alongside (SpeedEstimate::decode), or without (decodeAlone).
    double tokensPerSecond(const Shape &shape, int conversationsPerCopy, bool withPrompts) const;

    /// At least the prompts per second a copy of `shape` admits at full load
    /// (BuildSpeed::servedOutput's capacity, the loop's prompts/s over its
    /// load) with `conversationsPerCopy` or more conversations: the prompt's
    /// chunks each ride a step no shorter than the bound's step with that
    /// chunk (vLLM), or a prefill batch no shorter than its weights' reads
    /// and FLOPs (SGLang). Infinite where it cannot tell.
    double promptCapacity(const Shape &shape, int conversationsPerCopy) const;

    /// At least the output the closed loop serves (BuildSpeed::servedOutput
    /// of the estimate) with `conversations` spread over `copies` copies of
    /// `shape`, or over fewer: the smaller of the decode's output by the
    /// bound and what the copies admit, copies x promptCapacity() x
    /// `answerTokens` (issue 31: deep pipelines whose prompts cannot keep up).
    struct Served
    {
        // Conversations x tokensPerSecond() with the prompts, and the tokens
        // per second the prompts' admission lets through (infinite without
        // an answer).
        double decode = 0, admitted = 0;
        double output() const { return decode < admitted ? decode : admitted; }
    };
    Served servedOutput(const Shape &shape, int conversations, int copies, int answerTokens) const;

    /// A prefill copy of `shape` in a prefill/decode split (DisaggregatedSpeed::
    /// prefill): at least the seconds it is busy a prompt (prompt / budget
    /// batches of the budget's tokens, each at least its weights' reads and
    /// FLOPs), and at most the prompt's own batches over that busy time
    /// (ceil(prompt / budget) batches, none longer than a full one).
    struct PrefillCopy
    {
        double busy = 0, ownOverBusy = 1;
    };
    PrefillCopy prefillCopy(const Shape &shape) const;

    /// Tokens a conversation gains per step (SpeedEstimate::tokensPerStep).
    double tokensPerStep() const { return m_tokensPerStep; }

    /// Whether `tokensPerSecond` is below `target` with room for rounding:
    /// then the estimate's speed is below it too.
    static bool below(double tokensPerSecond, double target)
    {
        return tokensPerSecond < target * (1.0 - 1e-9);
    }

private:
    /// A link joining `cards` cards of a copy on servers of `perServer`
    /// cards (BuildSpeed::linkJoining): bandwidth one way and the latency
    /// of a collective over it.
    struct Link
    {
        double bandwidth = 0; // bytes per second, the achievable share
        double latency = 0;   // seconds
    };
    Link linkJoining(int cards, int perServer) const;
    /// The collectives of one step of all stages (SpeedEstimate's
    /// communicate() without the hand-offs): latency plus bytes over the
    /// link, affine in the tokens per rank; sets the shape's two terms.
    void collectives(const Layout &layout, int perServer, Shape &shape) const;
    /// The bytes of the routed experts a step of `batch` conversations (a
    /// whole number, each verifying 1 + drafts tokens) touches, kept per
    /// batch (the bound is asked a quarter of a million times in a search
    /// of 256 servers, at a few thousand batches).
    double expertBytesTouched(double batch) const;
    /// At most the seconds of a step of `batch` conversations per stage with
    /// `riding` prompt tokens computed in it (SpeedEstimate::step, decode):
    /// the terms tokensPerSecond() reads. Inline: tokensPerSecond() is asked
    /// a quarter of a million times a search, and a call cost it 0.3 %.
    [[gnu::always_inline]] double stepTime(const Shape &shape, double batch, double riding) const;
    /// At most the seconds of the step that carries a chunk of `tokens` of a
    /// prompt beside `batch` conversations per stage (vLLM), or of a prefill
    /// batch of `tokens` on one rank (SGLang: its weights' reads and 2 x the
    /// active parameters' FLOPs a token; attention and experts only add).
    /// Convex in `tokens`, each piece at least 0 at none: k chunks of a prompt
    /// take at least k x carrying(prompt / k), which grows with k.
    double carrying(const Shape &shape, double batch, double tokens) const;
    /// At most the seconds of a prefill batch of `tokens` on one rank
    /// (SpeedEstimate::prefill): its weights' reads and 2 x the active
    /// parameters' FLOPs a token; no CPU step, no floor.
    double prefillBatch(const Shape &shape, double tokens) const;

    SpeedEstimate m_estimate;
    CacheFootprint m_footprint;
    const Card &m_card;
    const SpeedRules &m_rules;
    double m_wholeCache = 0;                 // bytes of one conversation's cache, whole context
    mutable std::vector<double> m_shareOfTp; // a DP layout's cache share per TP; < 0 not known
    mutable std::vector<double> m_touched;   // expertBytesTouched() per batch; < 0 not known
    // Of the inputs, asked at every step: tokens verified per conversation
    // (1 + drafts), tokens gained per step, the weights other than the
    // routed experts (bytes) and the routed experts.
    double m_tokensPerConversation = 1, m_tokensPerStep = 1, m_denseBytes = 0;
    int m_routedExperts = 0;
    // Memory time is affine in the bytes, compute time at the peak rate
    // linear in the FLOPs (SpeedEstimate::memoryTime, computeTime).
    double m_memoryFixed = 0, m_memoryPerByte = 0, m_computePerFlop = 0;
    int m_wholeContext = 1;
    double m_cachePerConversation = 0; // bytes read per conversation, whole model
    double m_flopsPerToken = 0;        // decode FLOPs per token, whole model
    double m_flopsPerPromptToken = 0;  // a prompt token's, riding in the step (vLLM)
    double m_promptTokensPerStep = 0;  // per conversation, riding in the step (vLLM)
    // The prompt as SpeedEstimate::firstToken takes it: its tokens (at least
    // 1), the step's budget, whether the decode step carries its chunks
    // (vLLM) and whether prompts arrive bunched (SpeedRules).
    double m_prompt = 1, m_budget = 1;
    bool m_mixesPrefill = true, m_bunched = false;
    double m_weightFlopsPerToken = 0; // 2 x active parameters
    double m_layers = 0;              // seconds: every layer's fixed time, all stages
    // Seconds of the CPU's step (SpeedRules), and the GPU's floor of a step.
    double m_stepOverhead = 0, m_conversationOverhead = 0, m_stepFloor = 0;
    double m_collectiveLatency = 0;
};

} // namespace llmconf
