// SPDX-License-Identifier: MIT
#include "decodespeedbound.h"

#include "buildspeed.h"
#include "card.h"
#include "layout.h"
#include "speedrules.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmconf {

DecodeSpeedBound::DecodeSpeedBound(const SpeedInputs &inputs, const SpeedRules &rules,
                                   const Card &card, const AttentionArchitecture &attention,
                                   CacheDtype dtype, double context)
    : m_estimate(inputs, rules), m_footprint(attention, dtype), m_card(card), m_rules(rules),
      m_wholeContext(std::max(1, int(std::lround(context))))
{
    m_wholeCache = m_footprint.perConversation(m_wholeContext).value();
    m_tokensPerConversation = 1.0 + std::max(0, inputs.draftTokens);
    m_tokensPerStep = SpeedEstimate::tokensPerStep(inputs.draftTokens, inputs.draftAcceptance);
    m_denseBytes = inBytes(inputs.checkpointSize - inputs.routedExpertBytes);
    m_routedExperts = inputs.routedExperts;
    const double readFraction = rules.cacheReadFraction > 0 ? rules.cacheReadFraction : 1.0;
    m_cachePerConversation =
        inBytes(SpeedEstimate::cacheReadPerConversation(inputs, context)) / readFraction;
    m_flopsPerToken =
        2.0 * inputs.activeParameters + SpeedEstimate::attentionFlopsPerToken(inputs, context);
    // vLLM computes the prompts of the conversations that replace finished
    // ones inside the decode step: prompt / answer tokens per token gained.
    if (inputs.mixesPrefill && inputs.promptTokens > 0 && inputs.answerTokens > 0) {
        m_flopsPerPromptToken =
            2.0 * inputs.activeParameters +
            SpeedEstimate::attentionFlopsPerToken(inputs, inputs.promptTokens / 2.0);
        m_promptTokensPerStep =
            inputs.promptTokens / inputs.answerTokens *
            SpeedEstimate::tokensPerStep(inputs.draftTokens, inputs.draftAcceptance);
    }
    // A stage's layers take layers / PP of the fixed time: PP stages take
    // all of it, whatever the PP (asked of the estimate, not written again).
    m_layers = inSeconds(m_estimate.decodeAlone(1, context).layerTime) * inputs.pp;
    m_memoryFixed = inSeconds(m_estimate.memoryTime(bytes(0)));
    m_memoryPerByte = (inSeconds(m_estimate.memoryTime(bytes(1e9))) - m_memoryFixed) / 1e9;
    m_computePerFlop = inSeconds(m_estimate.computeTime(1e12, 1e30)) / 1e12;
    m_stepOverhead = inSeconds(rules.stepOverhead);
    m_conversationOverhead = inSeconds(rules.conversationOverhead);
    m_stepFloor = inSeconds(rules.stepFloor);
    m_collectiveLatency = inSeconds(rules.collectiveLatency);
    m_prompt = std::max(1.0, inputs.promptTokens);
    m_budget = inputs.chunkTokens > 0 ? double(inputs.chunkTokens) : m_prompt;
    m_mixesPrefill = inputs.mixesPrefill;
    m_bunched = rules.bunchedArrivals;
    m_weightFlopsPerToken = 2.0 * inputs.activeParameters;
}

DecodeSpeedBound::Shape DecodeSpeedBound::shape(const Layout &layout, int perServer) const
{
    Shape s;
    s.pp = layout.pp;
    s.cards = double(layout.tp) * layout.pp;
    s.ranks = std::max(1, layout.dp);
    // The share of a conversation's cache on the fullest card, as
    // BuildSpeed::inputsOf sets SpeedInputs::cacheShareOnCard: it reads TP,
    // PP and DCP, so a DP layout's (PP 1, DCP 1) is kept per TP.
    const auto share = [&] {
        return m_wholeCache > 0 ? m_footprint.perCard(m_wholeContext, layout).value() / m_wholeCache
                                : 1.0;
    };
    double onCard = 0;
    if (layout.pp == 1 && layout.dcp == 1) {
        if (size_t(layout.tp) >= m_shareOfTp.size())
            m_shareOfTp.resize(size_t(layout.tp) + 1, -1.0);
        double &known = m_shareOfTp[size_t(layout.tp)];
        if (known < 0)
            known = share();
        onCard = known;
    } else {
        onCard = share();
    }
    s.cachePerConversation = m_cachePerConversation * onCard / s.ranks;
    collectives(layout, perServer, s);
    return s;
}

DecodeSpeedBound::Link DecodeSpeedBound::linkJoining(int cards, int perServer) const
{
    const BuildSpeed::Link link = BuildSpeed::linkJoining(cards, perServer, m_card, m_rules);
    return {m_rules.linkFraction * link.bandwidth.value(),
            link.latency.value() > 0 ? inSeconds(link.latency) : m_collectiveLatency};
}

void DecodeSpeedBound::collectives(const Layout &layout, int perServer, Shape &shape) const
{
    const SpeedInputs &in = m_estimate.inputs();
    // Two all-reduces of the hidden state per layer; under data-parallel
    // attention with EP an all-to-all to the experts and back instead of the
    // second in each routed layer. Each is a latency plus a message of
    // `perToken` bytes a token over the link.
    const double perToken = in.hiddenSize * inBytes(in.activationBytes);
    double allReduceFixed = 0, allReducePerToken = 0;
    if (layout.tp > 1) {
        const Link tp = linkJoining(layout.tp, perServer);
        allReduceFixed = tp.latency;
        allReducePerToken =
            tp.bandwidth > 0 ? 2.0 * (layout.tp - 1) / layout.tp * perToken / tp.bandwidth : 0.0;
    }
    if (!(layout.ep && in.routedExperts > 0 && layout.dp > 1)) {
        shape.collectivesFixed = 2.0 * in.layers * allReduceFixed;
        shape.collectivesPerToken = 2.0 * in.layers * allReducePerToken;
        return;
    }
    const double ranks = double(layout.tp) * layout.dp;
    const Link ep = linkJoining(layout.tp * layout.dp, perServer);
    const double leaving = in.expertsPerToken * (ranks - 1.0) / ranks * perToken;
    const double reduces = 2.0 * in.layers - in.moeLayers, toAll = 2.0 * in.moeLayers;
    shape.collectivesFixed = reduces * allReduceFixed + toAll * ep.latency;
    shape.collectivesPerToken =
        reduces * allReducePerToken + toAll * (ep.bandwidth > 0 ? leaving / ep.bandwidth : 0.0);
}

double DecodeSpeedBound::expertBytesTouched(double batch) const
{
    const SpeedInputs &in = m_estimate.inputs();
    const auto touched = [&] {
        return SpeedEstimate::expertsTouched(in.routedExperts, in.expertsPerToken,
                                             batch * m_tokensPerConversation) /
               in.routedExperts * inBytes(in.routedExpertBytes);
    };
    // A batch is a whole number of conversations (tokensPerSecond()).
    if (!(batch >= 0 && batch <= double(1 << 20)))
        return touched();
    const size_t at = size_t(batch);
    if (at >= m_touched.size())
        m_touched.resize(std::max(at + 1, 2 * m_touched.size()), -1.0);
    double &known = m_touched[at];
    if (known < 0)
        known = touched();
    return known;
}

inline double DecodeSpeedBound::stepTime(const Shape &shape, double batch, double riding) const
{
    const double tokens = batch * m_tokensPerConversation;
    // The step's reads: weights (the experts the tokens touch) and cache.
    double weights = m_denseBytes / shape.cards;
    if (m_routedExperts > 0)
        weights += expertBytesTouched(batch) / (shape.cards * shape.ranks);
    const double memory =
        m_memoryFixed + m_memoryPerByte * (weights + batch * shape.cachePerConversation);
    // The FLOPs at the peak rate (the compute curve only slows them).
    const double compute = m_computePerFlop *
                           (tokens * m_flopsPerToken + riding * m_flopsPerPromptToken) /
                           shape.ranks / shape.cards;
    const double gpu = shape.pp * std::max(memory, compute) + shape.collectivesFixed +
                       shape.collectivesPerToken * (tokens + riding) / shape.ranks + m_layers;
    const double cpu = m_stepOverhead + batch * shape.pp / shape.ranks * m_conversationOverhead;
    return std::max(gpu, cpu) + m_stepFloor;
}

double DecodeSpeedBound::tokensPerSecond(const Shape &shape, int conversationsPerCopy,
                                         bool withPrompts) const
{
    // The stage's batch and the tokens it verifies, as SpeedEstimate::decode.
    const double batch = std::ceil(double(std::max(conversationsPerCopy, 1)) / shape.pp);
    const double riding = withPrompts ? m_promptTokensPerStep * batch : 0.0;
    const double step = stepTime(shape, batch, riding);
    if (!(step > 0))
        return std::numeric_limits<double>::infinity();
    return m_tokensPerStep / step;
}

double DecodeSpeedBound::carrying(const Shape &shape, double batch, double tokens) const
{
    return m_mixesPrefill ? stepTime(shape, batch, tokens) : prefillBatch(shape, tokens);
}

double DecodeSpeedBound::prefillBatch(const Shape &shape, double tokens) const
{
    const double memory = m_memoryFixed + m_memoryPerByte * m_denseBytes / shape.cards;
    const double compute = m_computePerFlop * tokens * m_weightFlopsPerToken / shape.cards;
    return shape.pp * std::max(memory, compute) + shape.collectivesFixed +
           shape.collectivesPerToken * tokens + m_layers;
}

DecodeSpeedBound::PrefillCopy DecodeSpeedBound::prefillCopy(const Shape &shape) const
{
    const double batches = m_prompt / m_budget;
    PrefillCopy p;
    p.busy = batches * prefillBatch(shape, m_budget);
    p.ownOverBusy = std::ceil(batches - 1e-9) / batches;
    return p;
}

double DecodeSpeedBound::promptCapacity(const Shape &shape, int conversationsPerCopy) const
{
    // The prompt's chunks as SpeedEstimate::firstToken cuts them: vLLM fills
    // the step's budget with the decode tokens first. More conversations
    // only make the chunks smaller and the steps longer.
    const double n = std::max(1, conversationsPerCopy);
    const double decoding = m_mixesPrefill ? n / shape.ranks : 0.0;
    const double chunk = std::min(m_prompt, std::max(1.0, m_budget - decoding));
    const int chunks = int(std::ceil(m_prompt / chunk - 1e-9));
    const double batch = std::ceil(n / shape.pp);
    const double service = chunks * carrying(shape, batch, m_prompt / chunks);
    const double none = std::numeric_limits<double>::infinity();
    // Random arrivals: the loop's prompts/s over its load is 1 / service.
    double most = service > 0 ? 1.0 / service : none;
    if (m_bunched) {
        // Bunched (SpeedEstimate::bunchInLoop): n / (service + (n - 1) / 2 x
        // perPrompt) prompts/s at most, over a load up to 1, for any n: at
        // most 1 / service or 2 / perPrompt.
        const double whole = std::max(1.0, m_budget - decoding);
        const double perPrompt = m_prompt / whole * carrying(shape, batch, whole);
        most = std::max(most, perPrompt > 0 ? 2.0 / perPrompt : none);
    }
    return most * (1.0 + 1e-9);
}

DecodeSpeedBound::Served DecodeSpeedBound::servedOutput(const Shape &shape, int conversations,
                                                        int copies, int answerTokens) const
{
    copies = std::max(1, copies);
    const int perCopy = std::max(1, (conversations + copies - 1) / copies);
    Served served;
    served.decode = conversations * tokensPerSecond(shape, perCopy, true);
    served.admitted = answerTokens > 0 ? copies * promptCapacity(shape, perCopy) * answerTokens
                                       : std::numeric_limits<double>::infinity();
    return served;
}

} // namespace llmconf
