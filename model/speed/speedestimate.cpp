// SPDX-License-Identifier: MIT
#include "speedestimate.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

namespace {
/// The largest conversations per copy a step meets the target with;
/// `meets(batch, q^batch)`.
template <typename Meets> int largestMeeting(const Meets &meets, double keep, int stages)
{
    // A step sees the conversations only as its stage's batch, ceil(n / PP),
    // and slows as the batch grows: the answer is PP x the largest batch that
    // meets the target, at most kMost conversations.
    constexpr int kMost = 1 << 24;
    const int pp = std::max(1, stages);
    const int mostBatch = (kMost + pp - 1) / pp;
    // squares[i] = q^(2^i)
    double squares[32];
    squares[0] = keep;
    if (!meets(1.0, keep))
        return 0;
    // Double while the batch meets the target...
    int good = 1, bad = 2, bit = 1;
    double goodPower = keep;
    squares[1] = keep * keep;
    while (bad < mostBatch && meets(double(bad), squares[bit])) {
        good = bad;
        goodPower = squares[bit];
        bad *= 2;
        ++bit;
        squares[bit] = squares[bit - 1] * squares[bit - 1];
    }
    if (bad >= mostBatch) {
        double power = 1.0;
        for (int i = 0; (mostBatch >> i) > 0; ++i)
            if ((mostBatch >> i) & 1)
                power *= squares[i];
        if (meets(double(mostBatch), power))
            return kMost;
    }
    // ...then add the lower bits from the highest (good meets, bad = 2 x good
    // does not): each bit is tried once, as a bisection would.
    for (int i = bit - 2; i >= 0; --i) {
        const int next = good + (1 << i);
        if (next >= mostBatch)
            continue;
        const double power = goodPower * squares[i];
        if (meets(double(next), power)) {
            good = next;
            goodPower = power;
        }
    }
    return pp * good;
}
} // namespace

SpeedEstimate::SpeedEstimate(const SpeedInputs &inputs, const SpeedRules &rules)
    : m_in(inputs), m_rules(rules)
{
}

double SpeedEstimate::expertsTouched(int experts, int perToken, double batch)
{
    if (experts <= 0 || perToken <= 0 || batch <= 0)
        return 0.0;
    const double k = std::min(perToken, experts);
    return experts * (1.0 - std::pow(1.0 - k / experts, batch));
}

Bytes SpeedEstimate::cacheReadPerConversation(const SpeedInputs &in, double context)
{
    Bytes read = in.linearState;
    if (in.attentionLayers > 0) {
        const double windowed = std::min(in.slidingWindowLayers, in.attentionLayers);
        const double full = in.attentionLayers - windowed;
        const double fullTokens =
            in.indexTopk > 0 ? std::min(context, double(in.indexTopk)) : context;
        const double windowTokens =
            in.slidingWindow > 0 ? std::min(context, double(in.slidingWindow)) : context;
        const double tokens = (full * fullTokens + windowed * windowTokens) / in.attentionLayers;
        read += tokens * in.attentionPerToken;
    }
    read += context * in.indexerPerToken;
    return read;
}

double SpeedEstimate::attentionFlopsPerToken(const SpeedInputs &in, double context)
{
    if (in.attentionLayers <= 0)
        return 0.0;
    const double windowed = std::min(in.slidingWindowLayers, in.attentionLayers);
    const double full = in.attentionLayers - windowed;
    const double fullTokens = in.indexTopk > 0 ? std::min(context, double(in.indexTopk)) : context;
    const double windowTokens =
        in.slidingWindow > 0 ? std::min(context, double(in.slidingWindow)) : context;
    return 4.0 * in.attentionHeads * in.attentionDim *
           (full * fullTokens + windowed * windowTokens);
}

Seconds SpeedEstimate::allReduceTime(Bytes message, int ranks, BytesPerSecond link,
                                     const SpeedRules &rules)
{
    if (ranks <= 1)
        return seconds(0);
    const BytesPerSecond achievable = rules.linkFraction * link;
    if (achievable.value() <= 0)
        return rules.collectiveLatency;
    return rules.collectiveLatency +
           transferTime((2.0 * (ranks - 1) / ranks) * message, achievable);
}

double SpeedEstimate::prefillTokensPerConversation() const
{
    return m_in.answerTokens > 0 && m_in.promptTokens > 0 ? m_in.promptTokens / m_in.answerTokens
                                                          : 0.0;
}

double SpeedEstimate::prefillFlopsPerToken() const
{
    return 2.0 * m_in.activeParameters + attentionFlopsPerToken(m_in, m_in.promptTokens / 2.0);
}

void SpeedEstimate::communicate(double tokens, SpeedTerms &t) const
{
    const SpeedInputs &in = m_in;
    // Communication of one stage: two all-reduces per layer of the hidden
    // state; under data-parallel attention with EP the routed layers send
    // tokens to k experts and back (two all-to-alls) instead of the second
    // all-reduce (SpeedInputs::dispatchesTokens).
    const double stageLayers = double(in.layers) / in.pp;
    const double stageMoeLayers = double(in.moeLayers) / in.pp;
    const Bytes message = tokens * in.hiddenSize * in.activationBytes;
    t.tensorParallelTime = seconds(0);
    t.pipelineTime = seconds(0);
    const Seconds allReduce = allReduceTime(message, in.tp, in.tpLink, m_rules);
    if (in.dispatchesTokens()) {
        // The rank's tokens go to the k experts' cards among DP x TP and back.
        const double ranks = double(in.tp) * in.dp;
        const BytesPerSecond link = m_rules.linkFraction * in.epLink;
        const Bytes leaving = (in.expertsPerToken * (ranks - 1.0) / ranks) * message;
        const Seconds allToAll = m_rules.collectiveLatency +
                                 (link.value() > 0 ? transferTime(leaving, link) : seconds(0));
        t.tensorParallelTime =
            (2.0 * stageLayers - stageMoeLayers) * allReduce + 2.0 * stageMoeLayers * allToAll;
    } else {
        t.tensorParallelTime = 2.0 * stageLayers * allReduce;
    }
    if (in.pp > 1) {
        const BytesPerSecond link = m_rules.linkFraction * in.ppLink;
        t.pipelineTime = m_rules.collectiveLatency +
                         (link.value() > 0 ? transferTime(message, link) : seconds(0));
    }
}

SpeedTerms SpeedEstimate::step(double batch, double tokensPerConversation, double context,
                               bool prefill) const
{
    const SpeedInputs &in = m_in;
    SpeedTerms t;
    t.batch = batch;
    const double tokens = batch * tokensPerConversation; // tokens the step computes
    const double cards = double(in.tp) * in.pp;
    // Under data-parallel attention each rank decodes its own share of the
    // conversations; a prompt is prefilled on one rank.
    const double rankShare = prefill ? 1.0 : 1.0 / std::max(1, in.dp);

    // Weights: everything but the routed experts, and the experts the tokens
    // touch, which EP spreads over the DP x TP cards of a stage.
    t.expertsTouched = expertsTouched(in.routedExperts, in.expertsPerToken, tokens);
    t.weightsRead = (in.checkpointSize - in.routedExpertBytes) / cards;
    if (in.routedExperts > 0)
        t.weightsRead += (t.expertsTouched / in.routedExperts) * in.routedExpertBytes /
                         (cards * std::max(1, in.dp));

    // Cache: every conversation of the rank's step reads its own (prefill writes it).
    t.cacheRead =
        prefill ? bytes(0)
                : rankShare * batch * cacheReadPerConversation(in, context) * in.cacheShareOnCard;

    // Compute: 2 x active parameters per token plus attention; prefill's
    // causal attention sees half the prompt on average.
    const double attentionContext = prefill ? context / 2.0 : context;
    t.flops = rankShare * tokens *
              (2.0 * in.activeParameters + attentionFlopsPerToken(in, attentionContext)) / cards;
    // A decode step of a steady state also prefills the prompts of the
    // conversations that replace finished ones: each of the batch's
    // conversations ends once per answer, so the step takes on
    // batch x prompt / answer prompt tokens (continuous batching with chunked
    // prefill). They add FLOPs and collective bytes; their weights are the
    // ones the step reads anyway.
    if (!prefill) {
        t.prefillTokens = prefillTokensPerConversation() * batch;
        t.flops += rankShare * t.prefillTokens * prefillFlopsPerToken() / cards;
    }

    const BytesPerSecond bandwidth = m_rules.memoryBandwidthFraction * in.memoryBandwidth;
    const FlopsPerSecond throughput = m_rules.computeFraction * in.tensorThroughput;
    t.memoryTime =
        bandwidth.value() > 0 ? transferTime(t.weightsRead + t.cacheRead, bandwidth) : seconds(0);
    t.computeTime = throughput.value() > 0 ? Seconds(t.flops / throughput) : seconds(0);

    communicate(rankShare * (tokens + t.prefillTokens), t);
    t.overhead = prefill ? seconds(0) : m_rules.stepOverhead;
    // Each layer costs a fixed time besides its reads and FLOPs (kernel
    // launches, kernels too small to reach the roofline).
    t.layerTime = (double(in.layers) / in.pp) * m_rules.layerOverhead;
    t.stageTime = std::max(t.memoryTime, t.computeTime) + t.tensorParallelTime + t.layerTime;
    t.tokenTime = double(in.pp) * (t.stageTime + t.pipelineTime) + t.overhead;

    const Seconds communication = t.communicationTime();
    if (communication > t.memoryTime && communication > t.computeTime)
        t.limit = SpeedLimit::Interconnect;
    else if (t.computeTime > t.memoryTime)
        t.limit = SpeedLimit::Compute;
    else
        t.limit = SpeedLimit::MemoryBandwidth;
    return t;
}

SpeedTerms SpeedEstimate::decode(int conversationsPerCopy, double context) const
{
    // PP stages work on PP micro-batches: each stage's step holds its share.
    const double batch = std::ceil(double(std::max(conversationsPerCopy, 1)) / m_in.pp);
    return step(batch, 1.0, context, false);
}

SpeedTerms SpeedEstimate::prefill(int promptTokens) const
{
    return step(1.0, double(std::max(promptTokens, 1)), double(std::max(promptTokens, 1)), true);
}

int SpeedEstimate::conversationsPerCopyAt(double target, double context) const
{
    if (!(target > 0))
        return 0;
    // The search asks for many batch sizes: only the batch-dependent terms
    // are recomputed (step() builds every named term), with nothing
    // allocated and no transcendental call per batch size.
    const SpeedInputs &in = m_in;
    const double cards = double(in.tp) * in.pp;
    const double ranks = std::max(1, in.dp);
    const double bandwidth = m_rules.memoryBandwidthFraction * in.memoryBandwidth.value();
    const double throughput = m_rules.computeFraction * in.tensorThroughput.value();
    const double cachePerConversation =
        inBytes(cacheReadPerConversation(in, context)) * in.cacheShareOnCard;
    // Decode FLOPs per conversation, with its share of the prompts prefilled
    // alongside (step()).
    const double prefillShare = prefillTokensPerConversation();
    const double flopsPerToken = 2.0 * in.activeParameters + attentionFlopsPerToken(in, context) +
                                 (prefillShare > 0 ? prefillShare * prefillFlopsPerToken() : 0.0);
    const double rest = inBytes(in.checkpointSize - in.routedExpertBytes);
    const double routedPerCard = inBytes(in.routedExpertBytes) / (cards * ranks);
    // Experts touched, E (1 - q^B) with q = 1 - k/E: q^B is a product of the
    // squares q, q^2, q^4, ... that the search below walks through, so no
    // exp() or pow() is called per batch (libm's exp was 38 % of an evaluation).
    const int experts = in.routedExperts;
    const bool touches = experts > 0 && in.expertsPerToken > 0;
    const double keep =
        touches ? 1.0 - double(std::min(in.expertsPerToken, experts)) / experts : 1.0;
    // Communication is linear in the batch (latency plus message bytes):
    // its value at one and two tokens per stage gives it exactly.
    SpeedTerms atOne, atTwo;
    communicate(1.0, atOne);
    communicate(2.0, atTwo);
    const double comm1 = inSeconds(atOne.communicationTime());
    const double commSlope = inSeconds(atTwo.communicationTime()) - comm1;
    const double layer = inSeconds((double(in.layers) / in.pp) * m_rules.layerOverhead);
    const double overhead = inSeconds(m_rules.stepOverhead);
    const double deadline = 1.0 / target;
    // `keepPower` is q^batch.
    const auto meets = [&](double batch, double keepPower) {
        const double rankBatch = batch / ranks;
        double weights = rest / cards;
        if (touches)
            weights += (1.0 - keepPower) * routedPerCard;
        const double memory =
            bandwidth > 0 ? (weights + rankBatch * cachePerConversation) / bandwidth : 0.0;
        const double compute =
            throughput > 0 ? rankBatch * flopsPerToken / cards / throughput : 0.0;
        const double comm = comm1 + commSlope * (rankBatch * (1.0 + prefillShare) - 1.0);
        const double token = in.pp * (std::max(memory, compute) + layer + comm) + overhead;
        return token <= deadline;
    };
    return largestMeeting(meets, keep, in.pp);
}

} // namespace llmconf
