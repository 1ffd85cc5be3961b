// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"
#include "quantityformat.h"
#include "speedinputs.h"
#include "speedrules.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

struct PlanTarget;

/// The speed figures written out as their formulas with the build's own
/// numbers ("1 / 53.4 ms = 18.7 tokens/s"), term by term as SpeedEstimate
/// computes them: for the window's tooltips, the command line and the sheet.
class SpeedFormulas
{
    Q_DECLARE_TR_FUNCTIONS(SpeedFormulas)

public:
    /// One term of a decode step's time, as the words name it.
    struct StepTerm
    {
        QString name;
        Seconds time = seconds(0);
    };
    /// A decode step's time per token as SpeedEstimate::step() composes it:
    /// PP x max(max(the bounding terms) + the added terms, launch) + sampler
    /// + overhead. The one
    /// place the formulas take the composition from; a test recomposes the
    /// step's time from it, so that words and arithmetic cannot drift apart.
    struct StepComposition
    {
        int pp = 1;
        QList<StepTerm> bounding; // memory, compute: the larger counts
        QList<StepTerm> added;    // TP collectives, per-layer time, hand-off
        StepTerm launch;          // eager: the host's launches, which the stage cannot outrun
        StepTerm sampler;         // vLLM 0.11's sort of the logits, once a step (zero without)
        StepTerm overhead;
        StepTerm draft;             // speculative decoding's draft passes (zero when off)
        double tokensPerStep = 1.0; // tokens a conversation gains per step
        Seconds total = seconds(0); // the estimate's time per token
        /// The time per token the terms add up to.
        Seconds recomposed() const;
    };

    /// `figures` of a successful evaluation of `build`; `rules` the
    /// catalogue's speed constants the evaluation used.
    SpeedFormulas(const Build &build, const Figures &figures, const SpeedRules &rules,
                  QuantityFormat format);

    /// "18.7 tokens/s": one decimal below 100, none above.
    QString rate(double tokensPerSecond) const;
    /// A speed target: its rate, or "none" where none is asked (0).
    QString speedTarget(double tokensPerSecond) const;
    /// "memory bandwidth", "compute", "interconnect".
    static QString limitName(SpeedLimit limit);
    /// "memory", "speed", "first token", ...: the limit that decides the
    /// conversations served.
    static QString bindingName(BindingLimit limit);
    /// "the memory limit binds", "the speed limit binds", ...
    static QString binding(BindingLimit limit);

    QString assumptions() const;   // prompt and answer lengths, mean context
    QString active() const;        // the active conversations and where they come from
    QString weightsRead() const;   // per card, with the routed experts a step touches
    QString cacheRead() const;     // per card: conversations x their cache
    QString memoryTime() const;    // (weights + cache) / achievable bandwidth
    QString computeTime() const;   // FLOPs / achievable throughput
    QString communication() const; // TP all-reduces (EP all-to-alls) + PP hand-offs
    StepComposition stepComposition() const;
    QString stepTime() const; // PP x (max(memory, compute) + ...) + overhead
    QString decode() const;   // 1 / step = tokens/s per conversation; the limiting term
    QString output() const;   // of the build and per card
    QString timeToFirstToken() const;
    /// The arrivals the wait assumes: Poisson, or rules.json's bunched ones
    /// where the estimate takes them.
    QString arrivals() const;
    /// A prefill/decode split: the pools and what each does; empty when
    /// every copy prefills and decodes.
    QString pools() const;
    /// The prompt's cache from a prefill copy to a decode copy over the
    /// link joining the pools; empty without a split.
    QString kvTransfer() const;
    /// Speculative decoding where the build turns it on: draft tokens,
    /// acceptance, tokens gained per step and the draft's time; empty when off.
    QString speculative() const;
    /// Where the build runs eager: the host's launches a step and what they
    /// cost; empty under CUDA graphs.
    QString eager() const;
    /// Where the engine sorts every conversation's logits to sample (vLLM
    /// 0.11's PyTorch top-p path): the sort a step; empty otherwise.
    QString sampler() const;
    QString atSpeedTarget() const;
    /// The conversations at the first-token target `which` (FirstToken:
    /// the median's, FirstTokenP95); empty where the build asks none.
    QString atTtftTarget(BindingLimit which) const;
    QString served() const; // the smallest of the limits asked, and which binds
    /// Each target `targets` asks against the figure at the active
    /// conversations, with its margin (TargetMargin), one a line.
    QString targetMargins(const PlanTarget &targets) const;
    /// The whole estimate of the decode speed, one term a line (the tooltip).
    QString decodeExplained() const;

    /// "53.4 ms", "0.91 ms".
    QString ms(Seconds t) const;

private:
    const Build &m_build;
    const Figures &m_figures;
    SpeedRules m_rules;
    SpeedInputs m_inputs;
    QuantityFormat m_format;
};

} // namespace llmconf
