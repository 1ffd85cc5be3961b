// SPDX-License-Identifier: MIT
#include "speedestimate.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

namespace {
/// q^n for a small whole n (the tokens a conversation verifies in a step).
double power(double q, double n)
{
    double p = 1.0;
    for (int i = 0; i < int(n); ++i)
        p *= q;
    return p;
}

/// q^n by squaring where n is a whole number of tokens (every step's is):
/// a dozen multiplications instead of libm's pow, the same value within
/// rounding; pow for anything else.
double wholePower(double q, double n)
{
    if (!(n >= 0.0 && n < 2147483648.0) || n != std::floor(n))
        return std::pow(q, n);
    double result = 1.0;
    for (auto bits = static_cast<unsigned long>(n); bits != 0; bits >>= 1) {
        if (bits & 1)
            result *= q;
        q *= q;
    }
    return result;
}

/// Experts touched, E (1 - q^T) with q = 1 - k/E and T = verified x B
/// tokens: the search walks through (q^verified)^B as a product of squares,
/// so no exp() or pow() is called per batch (libm's exp was 38 % of an
/// evaluation). This is q^verified, the share one conversation leaves
/// untouched (1 without routed experts).
double untouchedByAConversation(const SpeedInputs &in, double verified)
{
    const int experts = in.routedExperts;
    if (experts <= 0 || in.expertsPerToken <= 0)
        return 1.0;
    return power(1.0 - double(std::min(in.expertsPerToken, experts)) / experts, verified);
}

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
    return experts * (1.0 - wholePower(1.0 - k / experts, batch));
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
    return allReduceTime(message, ranks, link, rules.collectiveLatency, rules.linkFraction);
}

Seconds SpeedEstimate::allReduceTime(Bytes message, int ranks, BytesPerSecond link, Seconds latency,
                                     double linkFraction)
{
    if (ranks <= 1)
        return seconds(0);
    const BytesPerSecond achievable = linkFraction * link;
    if (achievable.value() <= 0)
        return latency;
    return latency + transferTime((2.0 * (ranks - 1) / ranks) * message, achievable);
}

Seconds SpeedEstimate::latencyOf(Seconds link) const
{
    return link.value() > 0 ? link : m_rules.collectiveLatency;
}

Seconds SpeedEstimate::memoryTime(Bytes perCard) const
{
    // A saturating curve: fraction = peak x b / (b + half), so the time is
    // (b + half) / (peak x bandwidth); without a curve the flat fraction.
    if (m_in.bandwidthPeakFraction > 0) {
        const BytesPerSecond reached = m_in.bandwidthPeakFraction * m_in.memoryBandwidth;
        return reached.value() > 0 ? transferTime(perCard + m_in.bandwidthHalfBytes, reached)
                                   : seconds(0);
    }
    const BytesPerSecond reached = m_rules.memoryBandwidthFraction * m_in.memoryBandwidth;
    return reached.value() > 0 ? transferTime(perCard, reached) : seconds(0);
}

Seconds SpeedEstimate::computeTime(double flops, double tokens) const
{
    // The curve: fraction = peak x T / (T + half), so the time is
    // flops x (T + half) / T / (peak x rate): affine in the batch where the
    // FLOPs are, no transcendental call.
    const double clock = m_in.clockFraction;
    const double tensor = m_in.tensorThroughput.value();
    if (m_rules.computePeakFraction > 0 && tokens > 0) {
        const double rate = m_rules.computePeakFraction * clock * tensor;
        return rate > 0 ? seconds(flops / rate * (tokens + m_rules.computeHalfTokens) / tokens)
                        : seconds(0);
    }
    const double rate = m_rules.computeFraction * clock * tensor;
    return rate > 0 ? seconds(flops / rate) : seconds(0);
}

double SpeedEstimate::tokensPerStep(int draftTokens, double acceptance)
{
    // 1 + a + ... + a^N, summed term by term (N is a handful).
    double sum = 1.0;
    for (int i = 1; i <= draftTokens; ++i)
        sum += power(std::clamp(acceptance, 0.0, 1.0), i);
    return sum;
}

double SpeedEstimate::verifiedTokens() const
{
    return 1.0 + std::max(0, m_in.draftTokens);
}

Seconds SpeedEstimate::draftTime(Seconds gpu) const
{
    if (m_in.draftTokens <= 0 || m_in.layers <= 0)
        return seconds(0);
    return (double(m_in.draftTokens) * m_in.draftLayers / m_in.layers) * gpu;
}

void SpeedEstimate::finishStep(Seconds gpu, bool prefill, SpeedTerms &t) const
{
    // The CPU handles every conversation of the copy's step (PP micro-batches
    // of `batch` each); under data-parallel attention each rank's engine its
    // own share.
    const double conversations = t.batch * m_in.pp / std::max(1, m_in.dp);
    // The sampler sorts each conversation's logits after the last stage.
    t.samplerTime = prefill ? seconds(0) : conversations * m_in.sortedLogits * m_rules.sortPerLogit;
    gpu += t.samplerTime;
    t.overhead = prefill ? seconds(0) : overheadBeside(gpu, conversations);
    t.draftTime = prefill ? seconds(0) : draftTime(gpu);
    t.tokensPerStep = prefill ? 1.0 : tokensPerStep(m_in.draftTokens, m_in.draftAcceptance);
    t.stepTime = gpu + t.overhead + t.draftTime;
    t.tokenTime = t.stepTime / t.tokensPerStep;
}

double SpeedEstimate::cacheReadFraction() const
{
    return m_rules.cacheReadFraction > 0 ? m_rules.cacheReadFraction : 1.0;
}

Seconds SpeedEstimate::layerTime() const
{
    // Each layer of the stage costs a floor of its kernels; a routed-expert
    // layer the router's and the grouped GEMMs' besides.
    return (double(m_in.layers) / m_in.pp) * m_rules.layerOverhead +
           (m_in.routedExperts > 0 ? double(m_in.moeLayers) / m_in.pp : 0.0) *
               m_rules.expertLayerOverhead;
}

Seconds SpeedEstimate::launchTime() const
{
    // Without CUDA graphs the host launches each layer's kernels one by one
    // (Python, the dispatcher, cudaLaunchKernel); a layer's kernels under a
    // graph are one replay (rules' eagerLayerLaunch, per layer of the stage).
    return m_in.eager ? (double(m_in.layers) / m_in.pp) * m_rules.eagerLayerLaunch : seconds(0);
}

Seconds SpeedEstimate::overheadBeside(Seconds gpu, double conversations) const
{
    // An engine that schedules the next step while the GPU runs this one
    // (vLLM V1's async scheduling, SGLang's overlap scheduler) waits for the
    // CPU only where the CPU's step is the longer. An eager step's launches
    // keep the same host busy, after the scheduling: the GPU's step hides
    // only what it outlasts of both.
    const Seconds cpu = m_rules.stepOverhead + conversations * m_rules.conversationOverhead;
    if (!m_in.overlapsCpuStep)
        return cpu + m_rules.stepFloor;
    return std::max(seconds(0), cpu + launchTime() - gpu) + m_rules.stepFloor;
}

Seconds SpeedEstimate::prefillBatchTime(double tokens) const
{
    const double n = std::max(1.0, tokens);
    return step(1.0, n, n, true, 0.0).tokenTime;
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
    const Seconds allReduce =
        allReduceTime(message, in.tp, in.tpLink, latencyOf(in.tpLatency), m_rules.linkFraction);
    if (in.dispatchesTokens()) {
        // The rank's tokens go to the k experts' cards among DP x TP and back.
        const double ranks = double(in.tp) * in.dp;
        const BytesPerSecond link = m_rules.linkFraction * in.epLink;
        const Bytes leaving = (in.expertsPerToken * (ranks - 1.0) / ranks) * message;
        const Seconds allToAll =
            latencyOf(in.epLatency) + (link.value() > 0 ? transferTime(leaving, link) : seconds(0));
        t.tensorParallelTime =
            (2.0 * stageLayers - stageMoeLayers) * allReduce + 2.0 * stageMoeLayers * allToAll;
    } else {
        t.tensorParallelTime = 2.0 * stageLayers * allReduce;
    }
    if (in.pp > 1) {
        const BytesPerSecond link = m_rules.linkFraction * in.ppLink;
        t.pipelineTime =
            latencyOf(in.ppLatency) + (link.value() > 0 ? transferTime(message, link) : seconds(0));
    }
}

SpeedTerms SpeedEstimate::step(double batch, double tokensPerConversation, double context,
                               bool prefill, double alongside) const
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
    // conversations that replace finished ones (`alongside`). vLLM puts
    // their chunks into the decode step (FLOPs and collective bytes; their
    // weights are the ones the step reads anyway); SGLang runs them as
    // prefill batches of their own, whose time the decode step waits for.
    t.prefillTokens = prefill ? 0.0 : alongside;
    double riding = 0.0; // prompt tokens computed inside this step
    if (t.prefillTokens > 0 && in.mixesPrefill) {
        riding = t.prefillTokens;
        t.flops += rankShare * riding * prefillFlopsPerToken() / cards;
    } else if (t.prefillTokens > 0) {
        const double batchTokens =
            std::max(1.0, std::min(in.chunkTokens > 0 ? double(in.chunkTokens) : in.promptTokens,
                                   std::max(1.0, in.promptTokens)));
        t.prefillTime = (rankShare * t.prefillTokens / batchTokens) *
                        (prefillBatchTime(batchTokens) / double(in.pp));
    }

    t.memoryTime = memoryTime(t.weightsRead + t.cacheRead / cacheReadFraction());
    t.computeTime = computeTime(t.flops, rankShare * (tokens + riding));

    communicate(rankShare * (tokens + riding), t);
    // Each layer costs a fixed time besides its reads and FLOPs (the floor
    // of its kernels under CUDA graphs). Eager, the GPU runs no faster than
    // the host launches the stage's kernels.
    t.layerTime = layerTime();
    t.launchTime = launchTime();
    t.stageTime =
        std::max(t.memoryTime, t.computeTime) + t.tensorParallelTime + t.layerTime + t.prefillTime;
    finishStep(double(in.pp) * std::max(t.stageTime + t.pipelineTime, t.launchTime), prefill, t);

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
    // With drafts a step gains tokensPerStep tokens per conversation, so
    // the prompts that replace finished conversations come that much faster.
    const double batch = std::ceil(double(std::max(conversationsPerCopy, 1)) / m_in.pp);
    const double gained = tokensPerStep(m_in.draftTokens, m_in.draftAcceptance);
    return step(batch, verifiedTokens(), context, false,
                prefillTokensPerConversation() * gained * batch);
}

SpeedTerms SpeedEstimate::decodeAlone(int conversationsPerCopy, double context) const
{
    const double batch = std::ceil(double(std::max(conversationsPerCopy, 1)) / m_in.pp);
    return step(batch, verifiedTokens(), context, false, 0.0);
}

SpeedTerms SpeedEstimate::prefill(int promptTokens, double prompts) const
{
    const double n = double(std::max(promptTokens, 1));
    return step(std::max(prompts, 1.0), n, n, true, 0.0);
}

SpeedEstimate::FirstToken SpeedEstimate::firstToken(int conversationsPerCopy, int places,
                                                    double context, Seconds tokenTime) const
{
    const SpeedInputs &in = m_in;
    FirstToken f;
    f.request = m_rules.requestOverhead;
    const double all = std::max(1, conversationsPerCopy);
    const double n = std::min(all, double(std::max(1, places)));
    const double prompt = std::max(1.0, in.promptTokens);
    const double think = std::max(0.0, in.answerTokens) * inSeconds(tokenTime);
    // The step's budget: vLLM fills max_num_batched_tokens with the decode
    // tokens first and the prompt's chunk after them; SGLang's prefill batch
    // has its chunked_prefill_size to itself.
    const double budget = in.chunkTokens > 0 ? double(in.chunkTokens) : prompt;
    const double decoding = in.mixesPrefill ? n / std::max(1, in.dp) : 0.0;
    f.chunkTokens = std::min(prompt, std::max(1.0, budget - decoding));
    f.promptChunks = int(std::ceil(prompt / f.chunkTokens - 1e-9));
    const double last = prompt - (f.promptChunks - 1) * f.chunkTokens;
    const double batch = std::ceil(n / in.pp);
    const auto carrying = [&](double chunk) {
        return inSeconds(in.mixesPrefill
                             ? step(batch, verifiedTokens(), context, false, chunk).stepTime
                             : prefillBatchTime(chunk));
    };
    const double full = f.promptChunks > 1 ? carrying(f.chunkTokens) : 0.0;
    const double service = (f.promptChunks - 1) * full + carrying(last);
    f.chunks = seconds(service);

    // Bunched prompts fill whole budgets: each keeps it for its share of a
    // step that carries a full one.
    double response = 0.0;
    if (m_rules.bunchedArrivals) {
        const double whole = std::max(1.0, budget - decoding);
        response = bunchInLoop(n, prompt / whole * carrying(whole), service, think, f);
    } else {
        response = queueInLoop(n, service, think, f);
    }
    f.stepUnderWay = stepUnderWay(n, tokenTime);
    f.admission = admission(n, tokenTime);
    // Conversations over the places wait for one to free: a place frees
    // every (request + response + think) / n, and all / n rounds pass
    // before a conversation's turn (a closed loop of all over n places).
    if (all > n)
        f.slotWait = seconds((all / n - 1.0) * (inSeconds(f.request) + response + think));
    return f;
}

double SpeedEstimate::queueInLoop(double n, double service, double think, FirstToken &f)
{
    // A closed loop: each conversation sends its next prompt one answer
    // after its first token, so prompts arrive at n / (TTFT + think). An
    // arriving prompt finds the other n - 1 (the arrival theorem); with
    // Poisson arrivals it waits as in an M/D/1 queue, rho S / (2 (1 - rho)),
    // rho = (n - 1) S / (TTFT + think). TTFT = S + wait(TTFT) is, with
    // y = TTFT + think - (n - 1) S, the quadratic y^2 + c y - (n - 1) S^2 / 2
    // = 0, c = (n - 1) S - think - S: its positive root, no iteration. At
    // saturation every prompt waits for the others: TTFT >= n S - think.
    const double others = n - 1.0;
    const double c = others * service - think - service;
    const double y = 0.5 * (-c + std::sqrt(c * c + 2.0 * others * service * service));
    const double queued = y + others * service - think; // the queue's mean TTFT
    const double saturated = n * service - think;
    const double response = std::max(queued, saturated);
    const double meanWait = response - service;
    f.promptsPerSecond = response + think > 0 ? n / (response + think) : 0.0;
    f.load = std::min(1.0, f.promptsPerSecond * service);
    // The wait's distribution: a prompt waits at all with probability rho,
    // then for an exponential time with the mean that gives meanWait (the
    // M/M/1 shape of the tail); at saturation every prompt waits alike.
    const double rho = std::min(1.0, others * service / (response + think));
    const auto quantile = [&](double q) {
        if (saturated >= queued)
            return meanWait;
        if (rho <= 1.0 - q || rho <= 0.0)
            return 0.0;
        return (meanWait / rho) * std::log(rho / (1.0 - q));
    };
    f.wait = seconds(quantile(0.5));
    f.waitP95 = seconds(quantile(0.95));
    f.waitMean = seconds(meanWait);
    return response;
}

double SpeedEstimate::bunchInLoop(double n, double perPrompt, double service, double think,
                                  FirstToken &f)
{
    const double ahead = std::max(0.0, n - 1.0) * perPrompt; // the others' prefill
    f.wait = seconds(0.5 * ahead);
    f.waitP95 = seconds(0.95 * ahead);
    f.waitMean = f.wait;
    const double response = service + 0.5 * ahead;
    f.promptsPerSecond = response + think > 0 ? n / (response + think) : 0.0;
    f.load = std::min(1.0, f.promptsPerSecond * perPrompt);
    return response;
}

Seconds SpeedEstimate::stepUnderWay(double conversations, Seconds tokenTime) const
{
    // The engines add arriving requests between steps (vLLM V1's engine
    // core loop, SGLang's scheduler loop, TensorRT-LLM's in-flight batching
    // at each iteration), so a prompt first waits for the running one.
    if (conversations <= 1.0)
        return seconds(0);
    return 0.5 * tokensPerStep(m_in.draftTokens, m_in.draftAcceptance) * tokenTime;
}

Seconds SpeedEstimate::admission(double conversations, Seconds tokenTime) const
{
    // Under load the engine plans the next step while one runs (vLLM V1's
    // async scheduling, SGLang's overlap scheduler, TensorRT-LLM's overlap
    // scheduler), so a request that arrives joins a step later, and its
    // first token reaches the front end one step after the step that
    // computed it. A lone conversation's request finds the engine idle.
    if (conversations <= 1.0)
        return seconds(0);
    return m_rules.admissionSteps * tokensPerStep(m_in.draftTokens, m_in.draftAcceptance) *
           tokenTime;
}

int SpeedEstimate::conversationsPerCopyAt(double target, double context) const
{
    if (!(target > 0))
        return 0;
    // The search asks for many batch sizes: only the batch-dependent terms
    // are recomputed (step() builds every named term), with nothing
    // allocated and no transcendental call per batch size.
    const SpeedInputs &in = m_in;
    const double cards = double(in.tp) * in.pp, ranks = std::max(1, in.dp);
    const double cachePerConversation =
        inBytes(cacheReadPerConversation(in, context)) * in.cacheShareOnCard / cacheReadFraction();
    // Each conversation verifies `verified` tokens a step and gains
    // `gained`; the prompts alongside come `gained` times as fast.
    const double verified = verifiedTokens(),
                 gained = tokensPerStep(in.draftTokens, in.draftAcceptance);
    // Decode FLOPs per conversation, with its share of the prompts prefilled
    // alongside where they ride in the step (step()); SGLang's prefill
    // batches add their time per prompt token instead.
    const double prefillShare = prefillTokensPerConversation() * gained;
    const bool riding = in.mixesPrefill && prefillShare > 0;
    const double ridingShare = riding ? prefillShare : 0.0;
    const double flopsPerConversation =
        verified * (2.0 * in.activeParameters + attentionFlopsPerToken(in, context)) +
        ridingShare * prefillFlopsPerToken();
    double prefillPerConversation = 0.0; // seconds of prefill batches per rank conversation
    if (!in.mixesPrefill && prefillShare > 0) {
        const SpeedTerms one = step(1.0, 1.0, context, false, prefillShare);
        prefillPerConversation = inSeconds(one.prefillTime) * ranks;
    }
    const double tokensPerConversation = verified + ridingShare;
    // Compute time is affine in the rank's batch b (computeTime()):
    // flops x (T + half) / T / rate with T = b x tokens per conversation,
    // a slope per conversation and a fixed part, read off at b = 1.
    const double computeSlope = inSeconds(computeTime(flopsPerConversation / cards, 1e30));
    const double computeFixed =
        inSeconds(computeTime(flopsPerConversation / cards, tokensPerConversation)) - computeSlope;
    const double rest = inBytes(in.checkpointSize - in.routedExpertBytes),
                 routedPerCard = inBytes(in.routedExpertBytes) / (cards * ranks);
    // Memory time is affine in the bytes read (memoryTime()).
    const double memory0 = inSeconds(memoryTime(bytes(0)));
    const double memorySlope = inSeconds(memoryTime(bytes(1e9))) / 1e9 - memory0 / 1e9;
    const bool touches = in.routedExperts > 0 && in.expertsPerToken > 0;
    const double keep = untouchedByAConversation(in, verified);
    // Communication is linear in the batch (latency plus message bytes):
    // its value at one and two tokens per stage gives it exactly.
    SpeedTerms atOne, atTwo;
    communicate(1.0, atOne);
    communicate(2.0, atTwo);
    const double comm1 = inSeconds(atOne.communicationTime());
    const double commSlope = inSeconds(atTwo.communicationTime()) - comm1;
    const double layer = inSeconds(layerTime()), launch = inSeconds(launchTime());
    const double deadline = gained / target; // a step may take this long for its tokens
    const double cpu0 = inSeconds(m_rules.stepOverhead), floorTime = inSeconds(m_rules.stepFloor),
                 cpuPerConversation = inSeconds(m_rules.conversationOverhead) * in.pp / ranks,
                 sortPerConversation =
                     in.sortedLogits * inSeconds(m_rules.sortPerLogit) * in.pp / ranks;
    const double draftShare = inSeconds(draftTime(seconds(1.0)));
    // `keepPower` is keep^batch.
    const auto meets = [&](double batch, double keepPower) {
        const double rankBatch = batch / ranks;
        double weights = rest / cards;
        if (touches)
            weights += (1.0 - keepPower) * routedPerCard;
        const double memory = memory0 + memorySlope * (weights + rankBatch * cachePerConversation);
        const double compute = computeSlope * rankBatch + computeFixed;
        const double comm = comm1 + commSlope * (rankBatch * tokensPerConversation - 1.0);
        const double gpu = in.pp * std::max(std::max(memory, compute) + layer + comm +
                                                rankBatch * prefillPerConversation,
                                            launch) +
                           batch * sortPerConversation;
        // finishStep(), without building a quantity per batch size.
        const double cpu = cpu0 + batch * cpuPerConversation,
                     step = gpu * (1.0 + draftShare) +
                            (in.overlapsCpuStep ? std::max(0.0, cpu + launch - gpu) : cpu) +
                            floorTime;
        return step <= deadline;
    };
    return largestMeeting(meets, keep, in.pp);
}

Seconds SpeedEstimate::timeToFirstToken(int conversationsPerCopy, double context,
                                        Quantile which) const
{
    const int n = std::max(1, conversationsPerCopy);
    const FirstToken t = firstToken(n, n, context, decode(n, context).tokenTime);
    return which == Quantile::Median ? t.median() : t.p95();
}

int SpeedEstimate::conversationsPerCopyWithin(Seconds target, Quantile which, int most,
                                              double context) const
{
    return largestUpTo(most, [&](int n) { return timeToFirstToken(n, context, which) <= target; });
}

} // namespace llmconf
