// SPDX-License-Identifier: MIT
#include "speedformulas.h"

#include "buildspeed.h"
#include "targetmargin.h"

#include <algorithm>
#include <cmath>

namespace llmconf {

SpeedFormulas::SpeedFormulas(const Build &build, const Figures &figures, const SpeedRules &rules,
                             QuantityFormat format)
    : m_build(build), m_figures(figures), m_rules(rules), m_format(std::move(format))
{
    // The same inputs BuildSpeed gave the estimate: the card's bandwidth and
    // throughput, the links, as the formulas name them.
    if (figures.card && figures.model && figures.checkpoint)
        m_inputs = BuildSpeed::inputsOf(build, figures, figures.speed.meanContext, rules);
}

QString SpeedFormulas::rate(double tokensPerSecond) const
{
    // A whole target ("20 tokens/s") without a decimal that says nothing.
    const bool whole = std::abs(tokensPerSecond - std::round(tokensPerSecond)) < 1e-9;
    return tr("%1 tokens/s")
        .arg(m_format.number(tokensPerSecond, tokensPerSecond < 100 && !whole ? 1 : 0));
}

QString SpeedFormulas::speedTarget(double tokensPerSecond) const
{
    return tokensPerSecond > 0 ? rate(tokensPerSecond) : tr("none");
}

QString SpeedFormulas::limitName(SpeedLimit limit)
{
    switch (limit) {
    case SpeedLimit::Compute:
        return tr("compute");
    case SpeedLimit::Interconnect:
        return tr("interconnect");
    case SpeedLimit::MemoryBandwidth:
        break;
    }
    return tr("memory bandwidth");
}

QString SpeedFormulas::bindingName(BindingLimit limit)
{
    // The first-token names are the planner's, so a row and a build agree.
    switch (limit) {
    case BindingLimit::Speed:
        return tr("speed");
    case BindingLimit::FirstToken:
        return TargetMargin::name(TargetMargin::Target::Ttft);
    case BindingLimit::FirstTokenP95:
        return TargetMargin::name(TargetMargin::Target::TtftP95);
    case BindingLimit::Memory:
        break;
    }
    return tr("memory");
}

QString SpeedFormulas::binding(BindingLimit limit)
{
    switch (limit) {
    case BindingLimit::Speed:
        return tr("the speed limit binds");
    case BindingLimit::FirstToken:
        return tr("the first-token limit binds");
    case BindingLimit::FirstTokenP95:
        return tr("the first-token limit (95th percentile) binds");
    case BindingLimit::Memory:
        break;
    }
    return tr("the memory limit binds");
}

QString SpeedFormulas::ms(Seconds t) const
{
    const double value = inSeconds(t) * 1000.0;
    return tr("%1 ms").arg(m_format.number(value, value < 10 ? 2 : 1));
}

QString SpeedFormulas::assumptions() const
{
    const SpeedFigures &s = m_figures.speed;
    return tr("%1 prompt + %2 answer tokens: %3 tokens of context on average")
        .arg(m_format.integer(s.promptTokens), m_format.integer(s.answerTokens),
             m_format.integer(qRound64(s.meanContext)));
}

QString SpeedFormulas::active() const
{
    const SpeedFigures &s = m_figures.speed;
    const QString each = tr("%1 per step of a PP stage").arg(m_format.number(s.decode.batch, 0));
    if (s.activeOverMemory)
        return tr("%1 set in the build, over memory: only %2 fit and decode, the others wait "
                  "for a place; %3")
            .arg(m_format.integer(s.activeConversations), m_format.integer(s.memoryConversations),
                 each);
    if (m_build.activeConversations > 0)
        return tr("%1 set in the build; %2").arg(m_format.integer(s.activeConversations), each);
    return tr("as many as fit in memory; %1").arg(each);
}

QString SpeedFormulas::weightsRead() const
{
    const SpeedTerms &d = m_figures.speed.decode;
    const QString perCard =
        m_inputs.dp > 1 && m_inputs.routedExperts > 0
            ? tr("%1 per card (TP %2 x PP %3, the routed experts over DP %4 x TP %2)")
                  .arg(m_format.gb(d.weightsRead, 2))
                  .arg(m_inputs.tp)
                  .arg(m_inputs.pp)
                  .arg(m_inputs.dp)
            : tr("%1 per card (TP %2 x PP %3)")
                  .arg(m_format.gb(d.weightsRead, 2))
                  .arg(m_inputs.tp)
                  .arg(m_inputs.pp);
    if (m_inputs.routedExperts <= 0)
        return perCard;
    return tr("%1: every weight but the routed experts, and %2 of %3 routed experts, which %4 "
              "tokens touch: E x (1 - (1 - k/E)^B) with k = %5")
        .arg(perCard, m_format.number(d.expertsTouched, 1))
        .arg(m_inputs.routedExperts)
        .arg(m_format.number(d.batch, 0))
        .arg(m_inputs.expertsPerToken);
}

QString SpeedFormulas::cacheRead() const
{
    const SpeedTerms &d = m_figures.speed.decode;
    const int dp = std::max(1, m_inputs.dp);
    const double onRank = d.batch / dp; // each DP rank reads its own conversations
    const Bytes each = onRank > 0 ? d.cacheRead / onRank : bytes(0);
    if (dp > 1)
        return tr("%1 conversations / DP %2 x %3 = %4 per card")
            .arg(m_format.number(d.batch, 0))
            .arg(dp)
            .arg(m_format.gb(each, 3), m_format.gb(d.cacheRead, 2));
    return tr("%1 conversations x %2 = %3 per card")
        .arg(m_format.number(d.batch, 0), m_format.gb(each, 3), m_format.gb(d.cacheRead, 2));
}

QString SpeedFormulas::memoryTime() const
{
    const SpeedTerms &d = m_figures.speed.decode;
    if (m_inputs.bandwidthPeakFraction > 0)
        // The card's bandwidth curve: peak x b / (b + half) of the data sheet.
        return tr("(%1 weights + %2 cache + %3 until the memory is busy) / (%4 x %5 GB/s) = %6 "
                  "(the power cap does not slow it)")
            .arg(m_format.gb(d.weightsRead, 2), m_format.gb(d.cacheRead, 2),
                 m_format.gb(m_inputs.bandwidthHalfBytes, 2),
                 m_format.number(m_inputs.bandwidthPeakFraction, 2),
                 m_format.integer(qRound64(inGBps(m_inputs.memoryBandwidth))), ms(d.memoryTime));
    return tr("(%1 weights + %2 cache) / (%3 x %4 GB/s) = %5")
        .arg(m_format.gb(d.weightsRead, 2), m_format.gb(d.cacheRead, 2),
             m_format.number(m_rules.memoryBandwidthFraction, 2),
             m_format.integer(qRound64(inGBps(m_inputs.memoryBandwidth))), ms(d.memoryTime));
}

QString SpeedFormulas::computeTime() const
{
    const SpeedTerms &d = m_figures.speed.decode;
    // The share of the tensor rate the step reaches: the compute curve at
    // the tokens one card computes (SpeedEstimate::computeTime), or the flat
    // fraction.
    QString share = m_format.number(m_rules.computeFraction, 2);
    if (m_rules.computePeakFraction > 0) {
        const double tokens = (d.batch * (1.0 + m_inputs.draftTokens) +
                               (m_inputs.mixesPrefill ? d.prefillTokens : 0.0)) /
                              std::max(1, m_inputs.dp);
        share = tr("%1 x %2 / (%2 + %3) tokens")
                    .arg(m_format.number(m_rules.computePeakFraction, 2),
                         m_format.number(tokens, 0), m_format.number(m_rules.computeHalfTokens, 0));
    }
    const QString rate =
        m_inputs.clockFraction < 1.0
            ? tr("%1 x %2 TFLOPS x %3 clock under the power cap")
                  .arg(share, m_format.number(inTflops(m_inputs.tensorThroughput), 0),
                       m_format.number(m_inputs.clockFraction, 3))
            : tr("%1 x %2 TFLOPS")
                  .arg(share, m_format.number(inTflops(m_inputs.tensorThroughput), 0));
    const QString division =
        tr("%1 TFLOP / (%2) = %3").arg(m_format.number(d.flops / 1e12, 3), rate, ms(d.computeTime));
    if (d.prefillTokens <= 0)
        return division;
    if (!m_inputs.mixesPrefill)
        return tr("%1 for %2 decode tokens; the %3 prompt tokens of arriving conversations run "
                  "in prefill batches of their own (SGLang), %4 a step")
            .arg(division, m_format.number(d.batch, 0), m_format.number(d.prefillTokens, 1),
                 ms(d.prefillTime));
    // A steady state prefills the prompts of the conversations that replace
    // finished ones in the same steps (SpeedEstimate::step).
    return tr("%1, with %2 decode tokens and %3 prompt tokens prefilled alongside (prompt / "
              "answer per conversation)")
        .arg(division, m_format.number(d.batch, 0), m_format.number(d.prefillTokens, 1));
}

QString SpeedFormulas::communication() const
{
    const SpeedTerms &d = m_figures.speed.decode;
    const QString tp =
        m_inputs.dispatchesTokens()
            ? tr("TP all-reduces and EP all-to-alls %1").arg(ms(d.tensorParallelTime))
            : tr("TP all-reduces %1").arg(ms(d.tensorParallelTime));
    return tr("%1 + PP hand-offs %2 = %3").arg(tp, ms(d.pipelineTime), ms(d.communicationTime()));
}

Seconds SpeedFormulas::StepComposition::recomposed() const
{
    Seconds bound = seconds(0);
    for (const StepTerm &t : bounding)
        bound = std::max(bound, t.time);
    Seconds sum = bound;
    for (const StepTerm &t : added)
        sum += t.time;
    sum = std::max(sum, launch.time);
    return (double(pp) * sum + sampler.time + overhead.time + draft.time) / tokensPerStep;
}

SpeedFormulas::StepComposition SpeedFormulas::stepComposition() const
{
    // SpeedEstimate::step(): stage = max(memory, compute) + TP + layers;
    // token = PP x (stage + hand-off) + overhead.
    const SpeedTerms &d = m_figures.speed.decode;
    StepComposition c;
    c.pp = m_inputs.pp;
    c.bounding = {{tr("memory", "step term"), d.memoryTime},
                  {tr("compute", "step term"), d.computeTime}};
    c.added = {{tr("TP", "step term"), d.tensorParallelTime},
               {tr("layers", "step term"), d.layerTime},
               {tr("hand-off", "step term"), d.pipelineTime}};
    if (d.prefillTime.value() > 0)
        c.added.append({tr("prefill batches", "step term"), d.prefillTime});
    c.launch = {tr("eager launches", "step term"), d.launchTime};
    c.sampler = {tr("sampler", "step term"), d.samplerTime};
    c.overhead = {tr("overhead", "step term"), d.overhead};
    c.draft = {tr("draft", "step term"), d.draftTime};
    c.tokensPerStep = d.tokensPerStep;
    c.total = d.tokenTime;
    return c;
}

QString SpeedFormulas::stepTime() const
{
    const StepComposition c = stepComposition();
    const auto named = [this](const StepTerm &t) {
        return tr("%1 %2", "a step term and its time").arg(t.name, ms(t.time));
    };
    QStringList bounding, added;
    for (const StepTerm &t : c.bounding)
        bounding << named(t);
    for (const StepTerm &t : c.added)
        added << named(t);
    const QString bound = bounding.join(QStringLiteral(", ")),
                  sum = added.join(QStringLiteral(" + "));
    // The sampler's sort (vLLM 0.11) comes once a step, beside the overhead.
    const QString overhead = c.sampler.time.value() > 0
                                 ? named(c.sampler) + QStringLiteral(" + ") + named(c.overhead)
                                 : named(c.overhead);
    // Eager: the stage takes the longer of its GPU work and the host's
    // launches of its kernels (SpeedEstimate::step).
    if (c.launch.time.value() > 0 && (c.tokensPerStep > 1.0 || c.draft.time.value() > 0))
        return tr("(PP %1 x max(max(%2) + %3, %4) + %5 + %6) / %7 tokens a step = %8 per token")
            .arg(c.pp)
            .arg(bound, sum, named(c.launch), overhead, named(c.draft),
                 m_format.number(c.tokensPerStep, 2), ms(c.total));
    if (c.launch.time.value() > 0)
        return tr("PP %1 x max(max(%2) + %3, %4) + %5 = %6 per token")
            .arg(c.pp)
            .arg(bound, sum, named(c.launch), overhead, ms(c.total));
    if (c.tokensPerStep > 1.0 || c.draft.time.value() > 0)
        return tr("(PP %1 x (max(%2) + %3) + %4 + %5) / %6 tokens a step = %7 per token")
            .arg(c.pp)
            .arg(bound, sum, overhead, named(c.draft), m_format.number(c.tokensPerStep, 2),
                 ms(c.total));
    return tr("PP %1 x (max(%2) + %3) + %4 = %5 per token")
        .arg(c.pp)
        .arg(bound, sum, overhead, ms(c.total));
}

QString SpeedFormulas::eager() const
{
    if (!m_inputs.eager)
        return QString();
    const SpeedTerms &d = m_figures.speed.decode;
    const double layers = double(m_inputs.layers) / std::max(1, m_inputs.pp);
    return tr("Eager (no CUDA graphs): the host launches every kernel, %1 layers x %2 = %3 a "
              "step; the GPU cannot run ahead of it, and the CPU's step adds to it where the "
              "engine would otherwise hide it behind the GPU's")
        .arg(m_format.number(layers, 0), ms(m_rules.eagerLayerLaunch), ms(d.launchTime));
}

QString SpeedFormulas::sampler() const
{
    if (!(m_inputs.sortedLogits > 0))
        return QString();
    const SpeedTerms &d = m_figures.speed.decode;
    const double conversations = d.batch * m_inputs.pp / std::max(1, m_inputs.dp);
    return tr("Sampler: vLLM %1 samples top-p with PyTorch, sorting each conversation's %2 logits "
              "every step: %3 conversations x %2 x %4 ns = %5 a step")
        .arg(m_build.vllmVersion.text(), m_format.integer(qRound64(m_inputs.sortedLogits)),
             m_format.number(conversations, 0),
             m_format.number(inSeconds(m_rules.sortPerLogit) * 1e9, 3), ms(d.samplerTime));
}

QString SpeedFormulas::speculative() const
{
    const SpeedFigures &s = m_figures.speed;
    if (s.draftTokens <= 0)
        return QString();
    const SpeedTerms &d = s.decode;
    return tr("Speculative decoding (MTP): %n draft token(s) a step, each accepted with %1; a "
              "step verifies %2 tokens per conversation and gains 1 + %1 + ... = %3; the draft "
              "layer's passes take %4 a step",
              nullptr, s.draftTokens)
        .arg(m_format.number(s.draftAcceptance, 2), m_format.integer(s.draftTokens + 1),
             m_format.number(d.tokensPerStep, 2), ms(d.draftTime));
}

QString SpeedFormulas::decode() const
{
    const SpeedFigures &s = m_figures.speed;
    return tr("1 / %1 = %2 per conversation; roofline estimate, limited by %3")
        .arg(ms(s.decode.tokenTime), rate(s.decodeTokensPerSecondPerConversation),
             limitName(s.speedLimitedBy));
}

QString SpeedFormulas::output() const
{
    const SpeedFigures &s = m_figures.speed;
    if (s.outputLimitedByPrefill) {
        const QString who = s.disaggregated()
                                ? tr("%n prefill copy(ies) take(s)", nullptr, s.prefillCopies)
                                : tr("the prefill budget(s) of %n copy(ies) take(s)", nullptr,
                                     std::max(1, m_figures.copies));
        return tr("%1 %2 prompts/s at full load, and the loop turns no faster: x %3 answer "
                  "tokens = %4 (N x answer / (TTFT + answer x TPOT), the first token after %5), "
                  "below the %6 the decode gives (%7 conversations x %8); / %n card(s) = %9 per "
                  "card",
                  nullptr, m_figures.cards)
            .arg(who, m_format.number(s.promptCapacity, 2), m_format.integer(s.answerTokens),
                 rate(s.outputTokensPerSecond), ms(s.timeToFirstToken),
                 rate(s.decodeOutputTokensPerSecond), m_format.integer(s.decodingConversations),
                 rate(s.decodeTokensPerSecondPerConversation),
                 rate(s.outputTokensPerSecondPerCard));
    }
    if (s.disaggregated())
        return tr("%1 conversations, all on the decode copies, x %2 = %3; / %n card(s) of both "
                  "pools = %4 per card",
                  nullptr, m_figures.cards)
            .arg(m_format.integer(s.decodingConversations),
                 rate(s.decodeTokensPerSecondPerConversation), rate(s.outputTokensPerSecond),
                 rate(s.outputTokensPerSecondPerCard));
    return tr("%1 conversations x %2 = %3; / %n card(s) = %4 per card", nullptr, m_figures.cards)
        .arg(m_format.integer(s.activeConversations), rate(s.decodeTokensPerSecondPerConversation),
             rate(s.outputTokensPerSecond), rate(s.outputTokensPerSecondPerCard));
}

QString SpeedFormulas::timeToFirstToken() const
{
    const SpeedFigures &s = m_figures.speed;
    const QString place =
        s.firstTokenSlotWait.value() > 0
            ? tr(" + waiting for a place in memory %1").arg(ms(s.firstTokenSlotWait))
            : QString();
    QString underWay =
        s.firstTokenStepUnderWay.value() > 0
            ? tr(" + the step under way %1 (half a step; 0.95 of it at the 95th percentile)")
                  .arg(ms(s.firstTokenStepUnderWay))
            : QString();
    if (s.firstTokenAdmission.value() > 0)
        underWay +=
            tr(" + the request's path under load %1 (%2 decode steps)")
                .arg(ms(s.firstTokenAdmission),
                     m_format.number(
                         inSeconds(s.firstTokenAdmission) / inSeconds(s.decode.stepTime), 1));
    if (s.disaggregated())
        return tr("request %1%2 + wait at a prefill copy %3 + the prompt's prefill in %n "
                  "batch(es) of up to %4 tokens %5 + KV-cache transfer %6 + one decode step %7 "
                  "= %8 median; wait %9 at the 95th percentile = %10 (%11)",
                  nullptr, s.promptChunks)
            .arg(ms(s.firstTokenRequest), place, ms(s.firstTokenWait),
                 m_format.integer(s.chunkTokens), ms(s.firstTokenChunks), ms(s.kvTransfer),
                 ms(s.firstTokenDecodeStep), ms(s.timeToFirstToken), ms(s.firstTokenWaitP95))
            .arg(ms(s.timeToFirstTokenP95), arrivals());
    return tr("request %1%2 + wait %3 + the prompt's chunks of up to %4 tokens, one a step (%5 "
              "steps) %6 = %7 median; wait %8 at the 95th percentile = %9 (%10)")
        .arg(ms(s.firstTokenRequest), place + underWay, ms(s.firstTokenWait),
             m_format.integer(s.chunkTokens), m_format.integer(s.promptChunks),
             ms(s.firstTokenChunks), ms(s.timeToFirstToken), ms(s.firstTokenWaitP95),
             ms(s.timeToFirstTokenP95))
        .arg(arrivals());
}

QString SpeedFormulas::arrivals() const
{
    // The split's prefill queue (DisaggregatedSpeed::firstToken) waits as
    // Poisson arrivals do whatever rules.json says; the aggregated wait
    // follows the rules' arrivals (SpeedEstimate::firstToken).
    if (m_figures.speed.disaggregated())
        return m_rules.bunchedArrivals
                   ? tr("Poisson arrivals assumed at the prefill copies: the split's queue does "
                        "not take rules.json's bunched arrivals")
                   : tr("Poisson arrivals assumed");
    return m_rules.bunchedArrivals ? tr("bunched arrivals assumed: the prompts arrive together "
                                        "and are prefilled first come, first served")
                                   : tr("Poisson arrivals assumed");
}

QString SpeedFormulas::pools() const
{
    const SpeedFigures &s = m_figures.speed;
    if (!s.disaggregated())
        return QString();
    const QString decode = tr("%n decode copy(ies) hold and decode the conversations, no prompt "
                              "mixed into their steps",
                              nullptr, s.decodeCopies);
    const Layout prefill = m_build.layout.prefillPool();
    const QString layouts =
        m_build.layout.prefill
            ? tr("the prefill copies run TP %1 x PP %2, the decode copies TP %3 x PP %4")
                  .arg(prefill.tp)
                  .arg(prefill.pp)
                  .arg(m_inputs.tp)
                  .arg(m_inputs.pp)
            : tr("every copy keeps the layout's TP %1 x PP %2").arg(m_inputs.tp).arg(m_inputs.pp);
    return tr("%n prefill copy(ies) take the prompts, %1 prompts of %2 tokens a batch of %3 "
              "tokens in %4 (%5 prompts/s a copy, busy %6 %); %7; %8",
              nullptr, s.prefillCopies)
        .arg(m_format.number(s.prefillPromptsPerBatch, 1), m_format.integer(s.promptTokens),
             m_format.integer(qRound64(s.prefillPromptsPerBatch * s.promptTokens)),
             ms(s.prefillBatchTime), m_format.number(s.promptsPerSecond, 1),
             m_format.number(100.0 * s.prefillLoad, 0), decode, layouts);
}

QString SpeedFormulas::kvTransfer() const
{
    const SpeedFigures &s = m_figures.speed;
    if (!s.disaggregated())
        return QString();
    const QString link = s.kvTransferLinkKind == LinkKind::Nvlink ? tr("NVLink, one way")
                         : s.kvTransferLinkKind == LinkKind::Pcie
                             ? tr("PCIe, one way")
                             : tr("the network between servers");
    return tr("the cache of %1 prompt tokens, %2, / (%3 x %4 GB/s over %5) + latency %6 = %7")
        .arg(m_format.integer(s.promptTokens), m_format.gb(s.kvTransferBytes, 3),
             m_format.number(m_rules.linkFraction, 2),
             m_format.integer(qRound64(inGBps(s.kvTransferLink))), link, ms(s.kvTransferLatency),
             ms(s.kvTransfer));
}

QString SpeedFormulas::atSpeedTarget() const
{
    const SpeedFigures &s = m_figures.speed;
    if (!(s.speedTarget > 0))
        return tr("no speed target asked: memory alone limits the conversations");
    return tr("the most concurrent conversations that each still get %1: %2")
        .arg(rate(s.speedTarget), m_format.integer(s.conversationsAtSpeedTarget));
}

QString SpeedFormulas::atTtftTarget(BindingLimit which) const
{
    const SpeedFigures &s = m_figures.speed;
    const bool p95 = which == BindingLimit::FirstTokenP95;
    const Seconds target = p95 ? s.ttftP95Target : s.ttftTarget;
    if (!(target > seconds(0)))
        return QString();
    return (p95 ? tr("the most concurrent conversations whose first token comes within %1 at the "
                     "95th percentile: %2")
                : tr("the most concurrent conversations whose first token comes within %1 "
                     "(median): %2"))
        .arg(ms(target),
             m_format.integer(p95 ? s.conversationsAtTtftP95Target : s.conversationsAtTtftTarget));
}

QString SpeedFormulas::targetMargins(const PlanTarget &targets) const
{
    using T = TargetMargin::Target;
    const SpeedFigures &s = m_figures.speed;
    QStringList lines;
    for (const T which : {T::Speed, T::Ttft, T::TtftP95}) {
        if (!TargetMargin::asked(which, targets))
            continue;
        const QString value = which == T::Speed  ? rate(s.decodeTokensPerSecondPerConversation)
                              : which == T::Ttft ? ms(s.timeToFirstToken)
                                                 : ms(s.timeToFirstTokenP95);
        const QString target = which == T::Speed  ? rate(targets.speedTarget)
                               : which == T::Ttft ? ms(seconds(targets.ttftTarget))
                                                  : ms(seconds(targets.ttftP95Target));
        lines << tr("%1: %2 for a target of %3, margin %4 %")
                     .arg(TargetMargin::name(which), value, target,
                          m_format.number(100.0 * TargetMargin::margin(which, targets, s), 0));
    }
    return lines.join(QLatin1Char('\n'));
}

QString SpeedFormulas::served() const
{
    const SpeedFigures &s = m_figures.speed;
    QStringList limits{tr("%1 in memory").arg(m_format.integer(s.memoryConversations))};
    if (s.speedTarget > 0)
        limits << tr("%1 at %2")
                      .arg(m_format.integer(s.conversationsAtSpeedTarget), rate(s.speedTarget));
    if (s.ttftTarget > seconds(0))
        limits << tr("%1 with the first token within %2")
                      .arg(m_format.integer(s.conversationsAtTtftTarget), ms(s.ttftTarget));
    if (s.ttftP95Target > seconds(0))
        limits << tr("%1 with the first token within %2 at the 95th percentile")
                      .arg(m_format.integer(s.conversationsAtTtftP95Target), ms(s.ttftP95Target));
    return tr("min(%1) = %2: %3")
        .arg(limits.join(QStringLiteral(", ")), m_format.integer(s.servedConversations),
             binding(s.bindingLimit));
}

QString SpeedFormulas::decodeExplained() const
{
    const SpeedFigures &s = m_figures.speed;
    QStringList lines;
    lines << tr("Roofline estimate of one decode step at %n active conversation(s):", nullptr,
                s.activeConversations)
          << assumptions() << tr("Weights read: %1").arg(weightsRead())
          << tr("Cache read: %1").arg(cacheRead()) << tr("Memory: %1").arg(memoryTime())
          << tr("Compute: %1").arg(computeTime()) << tr("Communication: %1").arg(communication())
          << tr("Step: %1").arg(stepTime());
    if (s.draftTokens > 0)
        lines << speculative();
    if (m_inputs.eager)
        lines << eager();
    if (m_inputs.sortedLogits > 0)
        lines << sampler();
    lines << decode()
          << tr("Without the prompts of arriving conversations: %1 per conversation")
                 .arg(rate(s.decodeTokensPerSecondPerConversationNoPrefill));
    if (s.disaggregated())
        lines << tr("Prefill/decode split: %1").arg(pools())
              << tr("KV-cache transfer: %1").arg(kvTransfer());
    lines << tr("Time to first token: %1").arg(timeToFirstToken()) << served();
    return lines.join(QLatin1Char('\n'));
}

} // namespace llmconf
