// SPDX-License-Identifier: MIT
#include "figureformulas.h"

#include "vllmmemoryprofile.h"

#include "card.h"
#include "checkpoint.h"
#include "modelfamily.h"

namespace llmconf {

FigureFormulas::FigureFormulas(const Build &build, const Figures &figures, QuantityFormat format)
    : m_build(build), m_figures(figures), m_format(std::move(format))
{
}

QString FigureFormulas::usable() const
{
    const Figures &f = m_figures;
    if (f.vllm.active)
        return tr("%1 x %2 = %3 requested - %4 peak activations - %5 non-torch - %6 NCCL = %7 "
                  "usable per card (vLLM profile)")
            .arg(m_format.number(f.vllm.utilization, 2), m_format.gib(f.vllm.cardMemory, 2),
                 m_format.gib(f.vllm.requested, 2), m_format.gib(f.vllm.activations, 2),
                 m_format.gib(f.vllm.nonTorch, 2), m_format.gib(f.vllm.nccl, 2),
                 m_format.gib(f.usablePerCard, 2));
    if (f.card && f.card->fixedBudget.value() > 0)
        return tr("%1 usable per card: the fixed budget of the %2")
            .arg(m_format.gib(f.usablePerCard, 2), f.card->shortName);
    return tr("%1 x %2 - %3 = %4 usable per card")
        .arg(m_format.number(m_build.utilization, 2), m_format.gib(f.memoryPerCard, 1),
             m_format.gib(m_build.reserve, 0), m_format.gib(f.usablePerCard, 2));
}

QString FigureFormulas::weights() const
{
    const Figures &f = m_figures;
    const Layout &l = m_build.layout;
    if (m_build.cacheBasis == CacheBasis::Vllm && f.weightsFromShape)
        return weightsLayout() + tr(" of weights per card (the checkpoint's layout)");
    QString text;
    if (l.dp > 1)
        text = tr("(%1 - %2 routed experts) / (TP %3 x PP %4) + %2 / (DP %5 x TP %3 x PP %4) = %6 "
                  "of weights per card")
                   .arg(m_format.gib(f.checkpointSize, 1), m_format.gib(f.routedExperts, 1))
                   .arg(l.tp)
                   .arg(l.pp)
                   .arg(l.dp)
                   .arg(m_format.gib(f.weightsRulePerCard, 2));
    else
        text = tr("%1 / (TP %2 x PP %3) = %4 of weights per card")
                   .arg(m_format.gib(f.checkpointSize, 1))
                   .arg(l.tp)
                   .arg(l.pp)
                   .arg(m_format.gib(f.weightsRulePerCard, 2));
    if (f.weightsFromShape)
        text += tr("; by the checkpoint's layout %1 (the vLLM profile charges this)")
                    .arg(weightsLayout());
    return text;
}

QString FigureFormulas::weightsLayout() const
{
    const Figures &f = m_figures;
    if (!f.weightsFromShape)
        return QString();
    QString text =
        tr("%1 split by TP, EP and PP + %2 whole on every card = %3")
            .arg(m_format.gib(f.weightsSplitPerCard, 2), m_format.gib(f.weightsWholePerCard, 2),
                 m_format.gib(f.weightsSplitPerCard + f.weightsWholePerCard, 2));
    if (f.weightsNotLoaded.value() > 0)
        text += tr(" (%1 of multi-token-prediction layers not loaded)")
                    .arg(m_format.gib(f.weightsNotLoaded, 1));
    return text;
}

QString FigureFormulas::free() const
{
    const Figures &f = m_figures;
    return tr("%1 usable - %2 weights = %3 free per card")
        .arg(m_format.gib(f.usablePerCard, 2), m_format.gib(f.weightsPerCard, 2),
             m_format.gib(f.freePerCard, 2));
}

QString FigureFormulas::cache() const
{
    const Figures &f = m_figures;
    QString text = tr("%1 per token (whole model) x %2 tokens; %3 per conversation per card by "
                      "config arithmetic")
                       .arg(m_format.kib(f.cachePerToken, 1), m_format.integer(f.context),
                            m_format.gib(f.cacheConfigPerCard, 2));
    if (f.cachePublishedPerCard.value() > 0)
        text += tr(", %1 by the published planning figure")
                    .arg(m_format.gib(f.cachePublishedPerCard, 2));
    text += tr("; counted with %1").arg(m_format.gib(f.cachePerConversationPerCard, 2));
    if (f.vllm.active)
        text +=
            QLatin1Char('\n') +
            tr("vLLM profile: %1 for the cache / %2 per token per card = %3 tokens per card "
               "(vLLM's \"GPU KV cache size\", whole blocks of %4)")
                .arg(m_format.gib(f.vllm.cache(), 2), m_format.kib(f.vllm.cachePerTokenPerCard, 1),
                     m_format.integer(f.vllm.cacheTokens))
                .arg(VllmMemoryTerms::kBlockSize) +
            QLatin1Char('\n') + vllmProfile();
    return text;
}

QString FigureFormulas::vllmProfile() const
{
    const VllmMemoryTerms &t = m_figures.vllm;
    if (!t.active)
        return QString();
    const QString tokens = t.defaultBatchedTokens
                               ? tr("%1 batched tokens, vLLM %2's default on this card")
                                     .arg(m_format.integer(t.maxBatchedTokens), t.version.text())
                               : tr("%1 batched tokens").arg(m_format.integer(t.maxBatchedTokens));
    QString charged;
    for (const VllmNamedTerm &term : VllmMemoryProfile::namedTerms(t))
        if (term.charged && term.partOf.isEmpty() && term.id != QLatin1String("weights"))
            charged += tr(" - %1 %2").arg(m_format.gib(term.size, 2), termName(term.id));
    QString text = tr("vLLM %1 profile (%2): %3 x %4 = %5 requested - %6 weights")
                       .arg(t.version.text(), tokens, m_format.number(t.utilization, 2),
                            m_format.gib(t.cardMemory, 2), m_format.gib(t.requested, 2),
                            m_format.gib(t.weights, 2));
    text += charged + tr(" = %1 for the cache").arg(m_format.gib(t.cache(), 2));
    if (t.moeWorkspace.value() > 0)
        text += QLatin1Char('\n') +
                tr("MoE workspace %1 on %2 tokens a layer%3")
                    .arg(m_format.gib(t.moeWorkspace, 2), m_format.integer(t.moeTokens),
                         t.dpGathering.value() > 0
                             ? tr(", DP gathering %1").arg(m_format.gib(t.dpGathering, 2))
                             : QString());
    if (!t.activationsKnown)
        text += QLatin1Char('\n') + tr("Peak activations not counted: the catalogue does not "
                                       "know this model's hidden_size");
    if (t.eager)
        text += QLatin1Char('\n') + tr("eager: no CUDA graphs (none captured, none charged)");
    else if (!t.graphsSubtracted)
        text += QLatin1Char('\n') +
                tr("CUDA graphs (about %1) are captured after the cache is sized: they take from "
                   "the %2 above the utilisation, not from the cache")
                    .arg(m_format.gib(t.cudaGraphs, 2), m_format.gib(t.headroom, 2));
    return text;
}

QString FigureFormulas::termName(const QString &id)
{
    if (id == QLatin1String("forwardPass"))
        return tr("forward pass");
    if (id == QLatin1String("moeWorkspace"))
        return tr("MoE workspace");
    if (id == QLatin1String("dpGathering"))
        return tr("DP gathering");
    if (id == QLatin1String("sampler"))
        return tr("sampler");
    if (id == QLatin1String("indexerWorkspace"))
        return tr("DSA indexer workspace");
    if (id == QLatin1String("nonTorch"))
        return tr("non-torch");
    if (id == QLatin1String("nccl"))
        return tr("NCCL");
    if (id == QLatin1String("cudaContext"))
        return tr("CUDA context");
    if (id == QLatin1String("cudaGraphs"))
        return tr("CUDA graphs");
    return id;
}

QString FigureFormulas::conversations() const
{
    const Figures &f = m_figures;
    if (!f.weightsFit)
        return tr("The weights (%1 per card) do not fit the %2 usable per card.")
            .arg(m_format.gib(f.weightsPerCard, 1), m_format.gib(f.usablePerCard, 2));
    const QString perCopy =
        tr("%1 free / %2 per conversation = %3")
            .arg(m_format.gib(f.freePerCard, 2), m_format.gib(f.cachePerConversationPerCard, 2),
                 m_format.integer(f.conversationsPerRank));
    QString text = perCopy;
    if (f.dpRanks > 1)
        text = tr("%1 per rank x %n DP ranks = %2", nullptr, f.dpRanks)
                   .arg(text, m_format.integer(f.conversationsPerCopy));
    if (f.prefillDecodeSplit())
        text = tr("%1 per copy x %n decode copies = %2 (the prefill copies hold only the prompts "
                  "in flight)",
                  nullptr, f.decodeCopies)
                   .arg(text, m_format.integer(f.conversations));
    else if (f.copies > 1)
        text = tr("%1 per copy x %n copies = %2", nullptr, f.copies)
                   .arg(text, m_format.integer(f.conversations));
    if (f.conversationsCapped)
        text += tr("; the count stops there: at least this many");
    return text;
}

QString FigureFormulas::conversationsCount() const
{
    const QString count = m_format.integer(m_figures.conversations);
    return m_figures.conversationsCapped ? tr("at least %1").arg(count) : count;
}

QString FigureFormulas::power() const
{
    const Figures &f = m_figures;
    return tr("(%1 cards + %2 CPUs) x %3 = %4 at the wall")
        .arg(m_format.watts(f.cardsPower), m_format.watts(f.cpusPower),
             m_format.number(f.cardsPower.value() > 0
                                 ? (f.wallPower / (f.cardsPower + f.cpusPower)).value()
                                 : 0.0,
                             2),
             m_format.watts(f.wallPower));
}

QString FigureFormulas::feed() const
{
    const Figures &f = m_figures;
    const QString planned =
        tr("%1 planned of %2 nominal")
            .arg(m_format.kilowatts(f.feedPlanned), m_format.kilowatts(f.feedNominal));
    if (f.feedOk)
        return tr("%1 at the wall is within the %2").arg(m_format.kilowatts(f.wallPower), planned);
    return tr("%1 at the wall is over the %2: needs 32 A, three-phase or a power cap")
        .arg(m_format.kilowatts(f.wallPower), planned);
}

QString FigureFormulas::hostMemory() const
{
    const Figures &f = m_figures;
    if (!f.card || f.card->unifiedMemory)
        return tr("Unified memory: no separate host memory");
    if (f.prefillOnOwnCard()) { // each pool's cards with their own memory
        const Card &prefill = *f.prefillPool.card;
        const int decode = f.cards - f.prefillPool.cards;
        const Bytes gpuMemory = double(f.prefillPool.cards) * prefill.nominalMemory +
                                double(decode) * f.card->nominalMemory;
        return tr("%1 x (%2 x %3 + %4 x %5) = %6 host memory at least")
            .arg(m_format.number(f.hostMemory / gpuMemory, 0))
            .arg(f.prefillPool.cards)
            .arg(m_format.gb(prefill.nominalMemory))
            .arg(decode)
            .arg(m_format.gb(f.card->nominalMemory), m_format.gb(f.hostMemory));
    }
    const Bytes gpuMemory = double(f.cards) * f.card->nominalMemory;
    return tr("%1 x %2 cards x %3 = %4 host memory at least")
        .arg(m_format.number(f.hostMemory / gpuMemory, 0))
        .arg(f.cards)
        .arg(m_format.gb(f.card->nominalMemory), m_format.gb(f.hostMemory));
}

QString FigureFormulas::storage() const
{
    return tr("%1 for the checkpoints kept (%n checkpoint(s))", nullptr,
              int(1 + m_build.keep.size() - m_build.keep.count(m_build.checkpoint)))
        .arg(m_format.gb(m_figures.storagePerServer));
}

QString FigureFormulas::layout() const
{
    const Layout &l = m_build.layout;
    QString text = tr("TP %1 x PP %2").arg(l.tp).arg(l.pp);
    if (l.dcp > 1)
        text += tr(", DCP %1").arg(l.dcp);
    if (l.dp > 1)
        text += tr(", DP %1 attention ranks").arg(l.dp);
    text += l.ep ? tr(", expert parallel") : QString();
    if (l.disaggregated() && l.prefill)
        return text + tr(", %n copy(ies): %1 prefill at TP %3 x PP %4 (%5 cards each), %2 "
                         "decode",
                         nullptr, l.copies)
                          .arg(l.prefillCopies)
                          .arg(l.decodeCopies())
                          .arg(l.prefill->tp)
                          .arg(l.prefill->pp)
                          .arg(l.prefillCardsPerCopy());
    if (l.disaggregated())
        return text + tr(", %n copy(ies): %1 prefill, %2 decode", nullptr, l.copies)
                          .arg(l.prefillCopies)
                          .arg(l.decodeCopies());
    return text + tr(", %n copy(ies)", nullptr, l.copies);
}

QString FigureFormulas::cards() const
{
    const Figures &f = m_figures;
    if (!f.prefillOnOwnCard())
        return tr("%1 x %2").arg(f.cards).arg(f.card->shortName);
    return tr("%1 x %2 prefill + %3 x %4 decode")
        .arg(f.prefillPool.cards)
        .arg(f.prefillPool.card->shortName)
        .arg(f.cards - f.prefillPool.cards)
        .arg(f.card->shortName);
}

QString FigureFormulas::prefillCard() const
{
    const PrefillPoolFigures &p = m_figures.prefillPool;
    if (!p.active())
        return QString();
    const Layout pool = m_build.layout.prefillPool();
    // A card of its own is named first: the figures are that card's.
    const QString card =
        m_figures.prefillOnOwnCard() ? tr("%1, ").arg(p.card->shortName) : QString();
    return card + tr("TP %1 x PP %2: %3 usable - %4 weights = %5 free; %n prompt(s) in flight (a "
                     "prefill batch) x %6 = %7 cache; %8 left",
                     nullptr, p.promptsInFlightPerRank)
                      .arg(pool.tp)
                      .arg(pool.pp)
                      .arg(m_format.gib(p.usablePerCard, 2), m_format.gib(p.weightsPerCard, 2),
                           m_format.gib(p.freePerCard, 2), m_format.gib(p.cachePerPromptPerCard, 2),
                           m_format.gib(p.cacheInUsePerCard, 2),
                           m_format.gib(p.freeAfterCachePerCard, 2));
}

QString FigureFormulas::cacheDtype() const
{
    return m_build.cacheDtype == CacheDtype::Fp8 ? tr("FP8 cache") : tr("16-bit cache");
}

QString FigureFormulas::basis() const
{
    switch (m_figures.basisUsed) {
    case CacheBasis::Published:
        return tr("published planning figure");
    case CacheBasis::Vllm:
        return tr("config arithmetic in vLLM's profile");
    case CacheBasis::Config:
    case CacheBasis::Conservative:
        break;
    }
    return tr("config arithmetic");
}

} // namespace llmconf
