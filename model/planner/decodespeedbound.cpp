// SPDX-License-Identifier: MIT
#include "decodespeedbound.h"

#include "card.h"
#include "layout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmconf {

DecodeSpeedBound::DecodeSpeedBound(const SpeedInputs &inputs, const SpeedRules &rules,
                                   const Card &card, const AttentionArchitecture &attention,
                                   CacheDtype dtype, double context)
    : m_estimate(inputs, rules), m_footprint(attention, dtype),
      m_wholeContext(std::max(1, int(std::lround(context))))
{
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
    const auto link = [&](BytesPerSecond bandwidth, Seconds latency) {
        return Link{rules.linkFraction * bandwidth.value(),
                    latency.value() > 0 ? inSeconds(latency) : m_collectiveLatency};
    };
    m_network = link(rules.serverNetwork, rules.networkLatency);
    m_pcie = link(card.link.pcieBandwidthOneWay(), rules.pcieLatency);
    if (card.link.hasNvlink() && card.nvlinkGroup > 0) {
        // NVLink's bandwidth is stated for both directions.
        m_nvlink = link(BytesPerSecond(0.5 * card.link.nvlinkBandwidth), rules.nvlinkLatency);
        m_nvlinkGroup = card.nvlinkGroup;
    }
}

DecodeSpeedBound::Shape DecodeSpeedBound::shape(const Layout &layout, int perServer) const
{
    Shape s;
    s.pp = layout.pp;
    s.cards = double(layout.tp) * layout.pp;
    s.ranks = std::max(1, layout.dp);
    // The share of a conversation's cache on the fullest card, as
    // BuildSpeed::inputsOf sets SpeedInputs::cacheShareOnCard.
    const Bytes whole = m_footprint.perConversation(m_wholeContext);
    const double share =
        whole.value() > 0 ? double(m_footprint.perCard(m_wholeContext, layout) / whole) : 1.0;
    s.cachePerConversation = m_cachePerConversation * share / s.ranks;
    // Latency plus bytes over the link: affine in the tokens.
    s.collectivesFixed = collectives(layout, 0.0, perServer);
    s.collectivesPerToken = collectives(layout, 1.0, perServer) - s.collectivesFixed;
    return s;
}

DecodeSpeedBound::Link DecodeSpeedBound::linkJoining(int cards, int perServer) const
{
    if (cards > perServer)
        return m_network;
    return cards <= m_nvlinkGroup ? m_nvlink : m_pcie;
}

double DecodeSpeedBound::collectives(const Layout &layout, double tokens, int perServer) const
{
    const SpeedInputs &in = m_estimate.inputs();
    // Two all-reduces of the hidden state per layer; under data-parallel
    // attention with EP an all-to-all to the experts and back instead of the
    // second in each routed layer.
    const double message = tokens * in.hiddenSize * inBytes(in.activationBytes);
    double allReduce = 0;
    if (layout.tp > 1) {
        const Link tp = linkJoining(layout.tp, perServer);
        allReduce =
            tp.latency +
            (tp.bandwidth > 0 ? 2.0 * (layout.tp - 1) / layout.tp * message / tp.bandwidth : 0.0);
    }
    if (!(layout.ep && in.routedExperts > 0 && layout.dp > 1))
        return 2.0 * in.layers * allReduce;
    const double ranks = double(layout.tp) * layout.dp;
    const Link ep = linkJoining(layout.tp * layout.dp, perServer);
    const double leaving = in.expertsPerToken * (ranks - 1.0) / ranks * message;
    const double allToAll = ep.latency + (ep.bandwidth > 0 ? leaving / ep.bandwidth : 0.0);
    return (2.0 * in.layers - in.moeLayers) * allReduce + 2.0 * in.moeLayers * allToAll;
}

double DecodeSpeedBound::tokensPerSecond(const Shape &shape, int conversationsPerCopy,
                                         bool withPrompts) const
{
    const SpeedInputs &in = m_estimate.inputs();
    // The stage's batch and the tokens it verifies, as SpeedEstimate::decode.
    const double batch = std::ceil(double(std::max(conversationsPerCopy, 1)) / shape.pp);
    const double tokens = batch * (1.0 + std::max(0, in.draftTokens));
    const double riding = withPrompts ? m_promptTokensPerStep * batch : 0.0;
    // The step's reads: weights (the experts the tokens touch) and cache.
    double weights = inBytes(in.checkpointSize - in.routedExpertBytes) / shape.cards;
    if (in.routedExperts > 0)
        weights += SpeedEstimate::expertsTouched(in.routedExperts, in.expertsPerToken, tokens) /
                   in.routedExperts * inBytes(in.routedExpertBytes) / (shape.cards * shape.ranks);
    const double memory =
        m_memoryFixed + m_memoryPerByte * (weights + batch * shape.cachePerConversation);
    // The FLOPs at the peak rate (the compute curve only slows them).
    const double compute = m_computePerFlop *
                           (tokens * m_flopsPerToken + riding * m_flopsPerPromptToken) /
                           shape.ranks / shape.cards;
    const double gpu = shape.pp * std::max(memory, compute) + shape.collectivesFixed +
                       shape.collectivesPerToken * (tokens + riding) / shape.ranks + m_layers;
    const double cpu = m_stepOverhead + batch * shape.pp / shape.ranks * m_conversationOverhead;
    const double step = std::max(gpu, cpu) + m_stepFloor;
    if (!(step > 0))
        return std::numeric_limits<double>::infinity();
    return SpeedEstimate::tokensPerStep(in.draftTokens, in.draftAcceptance) / step;
}

} // namespace llmconf
