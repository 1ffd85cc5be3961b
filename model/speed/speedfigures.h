// SPDX-License-Identifier: MIT
#pragma once

#include "speedterms.h"
#include "units.h"

#include <QString>

namespace llmconf {

/// Which limit decides how many conversations a build serves: memory, the
/// speed target, or the first-token target (median or 95th percentile).
enum class BindingLimit { Memory, Speed, FirstToken, FirstTokenP95 };

/// The link between cards: NVLink inside a bridge group or baseboard,
/// PCIe inside a server, the network between servers.
enum class LinkKind { Nvlink, Pcie, ServerNetwork };

/// The speed of a build at its prompt and answer lengths: a roofline
/// estimate (SpeedEstimate), with the terms behind each figure.
struct SpeedFigures
{
    bool estimated = false; // false when the build cannot be evaluated or a figure is missing
    /// Why the speed is unknown though the build evaluates: the figure the
    /// estimate would need and where to give it (no TFLOPS for the card, no
    /// parameter count for the model). Empty otherwise. The speed is then no
    /// figure at all, never 0: memory alone bounds what the build serves.
    QString unknown;
    int promptTokens = 0;
    int answerTokens = 0;
    double speedTarget = 0.0;
    Seconds ttftTarget = seconds(0);    // the build's; 0: not asked
    Seconds ttftP95Target = seconds(0); // likewise
    int activeConversations = 0;        // whole build, the ones decoding together
    /// More active conversations set than fit in memory: every figure at
    /// them is one the build cannot reach, and each output says so.
    bool activeOverMemory = false;
    double meanContext = 0.0; // prompt + answer / 2: where a conversation is on average

    SpeedTerms decode;  // one step at the active conversations
    SpeedTerms prefill; // the prompt

    double decodeTokensPerSecondPerConversation = 0.0; // with the prompts prefilled alongside
    /// The same step without the prompts of arriving conversations: what a
    /// conversation gets while no new prompt arrives.
    double decodeTokensPerSecondPerConversationNoPrefill = 0.0;
    /// The output the build serves, whole build and per card: the decoding
    /// conversations x their speed, or, where the prompts cannot come as
    /// fast as the answers end (outputLimitedByPrefill), the closed loop's
    /// N x answer / (TTFT + answer x TPOT): the prompts the prefill takes
    /// at full load x the answer's tokens (BuildSpeed). Cost, energy, the
    /// planner and every view read this one.
    double outputTokensPerSecond = 0.0;
    double outputTokensPerSecondPerCard = 0.0;
    /// The decoding conversations x their speed: what the decode alone gives.
    double decodeOutputTokensPerSecond = 0.0;
    /// Prompts per second, whole build, the prefill takes at full load: the
    /// prefill copies of a split, the copies' prefill budgets otherwise
    /// (each copy's prompts/s over its load); 0 where unknown.
    double promptCapacity = 0.0;
    bool outputLimitedByPrefill = false;
    /// Time to first token under load, at the median and the 95th
    /// percentile: the request's path + waiting for the prefill budget +
    /// the prompt's chunks (SpeedEstimate::firstToken).
    Seconds timeToFirstToken = seconds(0);
    Seconds timeToFirstTokenP95 = seconds(0);
    /// Its mean: what benchmarks that state an average (AIPerf, SGLang's
    /// bench_serving "Mean TTFT") are compared with.
    Seconds timeToFirstTokenMean = seconds(0);
    Seconds firstTokenWait = seconds(0);     // median wait before the prompt's first chunk
    Seconds firstTokenWaitP95 = seconds(0);  // its 95th percentile
    Seconds firstTokenChunks = seconds(0);   // the steps that carry the prompt's chunks
    Seconds firstTokenRequest = seconds(0);  // the request's path (rules.json requestOverhead)
    Seconds firstTokenSlotWait = seconds(0); // active conversations over memory wait for a place
    Seconds firstTokenStepUnderWay = seconds(0); // median wait for the step under way to end
    Seconds firstTokenAdmission = seconds(0);    // the request's path under load, in decode steps
    int decodingConversations = 0; // whole build: the active ones memory holds, which decode
    int chunkTokens = 0;           // prefill budget of a step (the engine's default)
    int promptChunks = 0;          // steps a prompt takes
    double prefillLoad = 0.0;      // share of time the prefill budget is busy
    double promptsPerSecond = 0.0; // per copy, arriving in the steady state
    /// The clock the power cap allows, as a share of the highest limit's;
    /// the compute terms scale with it, the memory terms do not.
    double clockFraction = 1.0;
    /// Speculative decoding, where the build turns it on: draft tokens per
    /// step and the acceptance the estimate takes (the build's or the
    /// model's published figure).
    int draftTokens = 0;
    double draftAcceptance = 0.0;

    /// Prefill/decode disaggregation (Layout::prefillCopies; zero copies
    /// when aggregated): the pools, and the terms the split adds to the time
    /// to first token after the prompt's prefill on a prefill copy.
    int prefillCopies = 0;
    int decodeCopies = 0;
    Bytes kvTransferBytes;                                 // one prompt's cache, whole model
    BytesPerSecond kvTransferLink = gigabytesPerSecond(0); // one way, joining the pools
    LinkKind kvTransferLinkKind = LinkKind::ServerNetwork;
    Seconds kvTransferLatency = seconds(0);    // the link's
    Seconds kvTransfer = seconds(0);           // the cache from the prefill to a decode copy
    Seconds firstTokenDecodeStep = seconds(0); // the decode copy's step that gives the token
    double prefillPromptsPerBatch = 0.0;       // prompts a prefill copy batches in its budget
    Seconds prefillBatchTime = seconds(0);     // a batch of the whole budget
    bool disaggregated() const { return prefillCopies > 0; }
    /// A prefill pool busy this share of the time or more is saturated (its
    /// words show busy 100 %): its prompts queue behind each other, the
    /// first token waits for them and the loop turns at the pool's rate.
    static constexpr double kSaturatedLoad = 0.99;
    bool prefillSaturated() const { return disaggregated() && prefillLoad >= kSaturatedLoad; }

    int conversationsAtSpeedTarget = 0; // whole build
    /// The most conversations (whole build, at most the memory's) whose
    /// first token comes within the target; 0 where it is not asked.
    int conversationsAtTtftTarget = 0;
    int conversationsAtTtftP95Target = 0;
    int memoryConversations = 0; // the memory limit, as Figures::conversations
    int servedConversations = 0; // the smallest of the limits asked
    BindingLimit bindingLimit = BindingLimit::Memory;
    SpeedLimit speedLimitedBy = SpeedLimit::MemoryBandwidth;
};

} // namespace llmconf
