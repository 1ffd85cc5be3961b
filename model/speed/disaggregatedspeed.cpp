// SPDX-License-Identifier: MIT
#include "disaggregatedspeed.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

DisaggregatedSpeed::DisaggregatedSpeed(const SpeedInputs &inputs, const SpeedRules &rules,
                                       const Split &split)
    : DisaggregatedSpeed(inputs, inputs, rules, split)
{
}

DisaggregatedSpeed::DisaggregatedSpeed(const SpeedInputs &inputs, const SpeedInputs &prefillInputs,
                                       const SpeedRules &rules, const Split &split)
    : m_in(prefillInputs), m_rules(rules), m_split(split), m_decode(decodeInputs(inputs), rules),
      m_prefill(prefillInputs, rules)
{
}

SpeedInputs DisaggregatedSpeed::decodeInputs(const SpeedInputs &inputs)
{
    // Without prompt tokens SpeedEstimate puts no prefill into a decode
    // step (prefillTokensPerConversation is 0): decode() is decodeAlone()
    // and the conversations at the speed target count no prompt work.
    SpeedInputs decode = inputs;
    decode.promptTokens = 0.0;
    return decode;
}

Seconds DisaggregatedSpeed::kvTransfer(Bytes cache, BytesPerSecond link, Seconds latency,
                                       double linkFraction)
{
    const BytesPerSecond achievable = linkFraction * link;
    if (!(achievable.value() > 0))
        return latency;
    return latency + transferTime(cache, achievable);
}

Seconds DisaggregatedSpeed::kvTransfer() const
{
    return kvTransfer(m_split.promptCache, m_split.link, m_split.linkLatency, m_rules.linkFraction);
}

DisaggregatedSpeed::Prefill DisaggregatedSpeed::prefill() const
{
    Prefill p;
    const double prompt = std::max(1.0, m_in.promptTokens);
    // The budget: vLLM's max_num_batched_tokens, SGLang's chunked_prefill_size;
    // a prefill copy has no decode tokens to put in it first.
    p.budgetTokens = m_in.chunkTokens > 0 ? double(m_in.chunkTokens) : prompt;
    const int promptTokens = int(std::lround(prompt));
    if (prompt <= p.budgetTokens) {
        // Prompts that fit are batched until the budget is full.
        p.promptsPerBatch = p.budgetTokens / prompt;
        p.batchTime = m_prefill.prefill(promptTokens, p.promptsPerBatch).stepTime;
        p.prompt = m_prefill.prefill(promptTokens).stepTime;
    } else {
        // A longer prompt is cut into chunks of the budget, one a batch.
        p.batchTime = m_prefill.prefill(int(std::lround(p.budgetTokens))).stepTime;
        p.chunks = int(std::ceil(prompt / p.budgetTokens - 1e-9));
        const double last = prompt - (p.chunks - 1) * p.budgetTokens;
        p.prompt =
            double(p.chunks - 1) * p.batchTime + m_prefill.prefill(int(std::lround(last))).stepTime;
    }
    p.busy = (prompt / p.budgetTokens) * p.batchTime;
    return p;
}

SpeedEstimate::FirstToken DisaggregatedSpeed::firstToken(int conversations, int active,
                                                         Seconds tokenTime, Seconds stepTime) const
{
    SpeedEstimate::FirstToken f;
    f.request = m_rules.requestOverhead;
    const Prefill p = prefill();
    f.chunks = p.prompt;
    f.promptChunks = p.chunks;
    f.chunkTokens = std::min(std::max(1.0, m_in.promptTokens), p.budgetTokens);
    // Each prefill copy takes the prompts of its share of the conversations
    // memory holds (at least one: a copy with none left waits for nothing).
    const double inMemory = double(std::max(1, conversations));
    const double perCopy = std::max(1.0, inMemory / std::max(1, m_split.prefillCopies));
    // After its prefill a prompt's cache moves, its first token is decoded
    // and the answer follows: all of that away from the prefill copy.
    const double away = inSeconds(kvTransfer() + stepTime) +
                        std::max(0.0, m_in.answerTokens) * inSeconds(tokenTime);
    // The queue sees the copy busy `busy` a prompt; the prompt's own batches
    // take `prompt`, so the queue's response is shifted by the difference.
    const double busy = inSeconds(p.busy);
    const double think = std::max(0.0, away + inSeconds(p.prompt) - busy);
    const double response =
        SpeedEstimate::queueInLoop(perCopy, busy, think, f) - busy + inSeconds(p.prompt);
    // More active conversations than memory holds wait for a place, as
    // SpeedEstimate::firstToken counts it: active / held rounds of the loop.
    if (active > conversations && conversations > 0)
        f.slotWait = seconds((double(active) / conversations - 1.0) *
                             (inSeconds(f.request) + response + away));
    return f;
}

Seconds DisaggregatedSpeed::timeToFirstToken(int perDecodeCopy, double context,
                                             SpeedEstimate::Quantile which) const
{
    const SpeedTerms step = m_decode.decode(perDecodeCopy, context);
    const int conversations = perDecodeCopy * m_split.decodeCopies;
    const SpeedEstimate::FirstToken t =
        firstToken(conversations, conversations, step.tokenTime, step.stepTime);
    return (which == SpeedEstimate::Quantile::Median ? t.median() : t.p95()) + kvTransfer() +
           step.stepTime;
}

int DisaggregatedSpeed::conversationsPerCopyWithin(Seconds target, SpeedEstimate::Quantile which,
                                                   int most, double context) const
{
    return SpeedEstimate::largestUpTo(
        most, [&](int n) { return timeToFirstToken(n, context, which) <= target; });
}

} // namespace llmconf
