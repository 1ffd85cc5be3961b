// SPDX-License-Identifier: MIT
#include "layoutvalidity.h"

#include "checkpoint.h"
#include "layoutoptions.h"
#include "modelfamily.h"

#include <algorithm>

namespace llmconf {

QString LayoutValidity::whyRefused(const Layout &l, const ModelFamily &model,
                                   const Checkpoint *checkpoint)
{
    const ModelShape &shape = model.shape;
    const AttentionArchitecture &a = model.attention;
    if (l.tp < 1 || l.pp < 1 || l.dcp < 1)
        return tr("TP, PP and DCP must each be at least 1.");
    if (shape.numAttentionHeads > 0 && shape.numAttentionHeads % l.tp != 0)
        return tr("vLLM refuses TP %1 for %2: \"Total number of attention heads (%3) must be "
                  "divisible by tensor parallel size (%1).\"")
            .arg(l.tp)
            .arg(model.name)
            .arg(shape.numAttentionHeads);
    // vLLM splits the KV heads over the TP ranks, or copies each onto
    // TP / KV ranks when there are fewer; either must come out even. A latent
    // (MLA) cache has no KV heads to split.
    const int kvHeads = a.kind == AttentionKind::GroupedQuery
                            ? (a.numKeyValueHeads > 0 ? a.numKeyValueHeads : shape.numKeyValueHeads)
                            : 0;
    if (kvHeads > 0 && (kvHeads >= l.tp ? kvHeads % l.tp : l.tp % kvHeads) != 0)
        return tr("vLLM refuses TP %1 for %2: its %3 KV heads must divide TP or TP must "
                  "divide them (each rank holds whole KV heads, split or copied evenly).")
            .arg(l.tp)
            .arg(model.name)
            .arg(kvHeads);
    if (a.linearLayers > 0 && a.linearNumHeads > 0 && a.linearNumHeads % l.tp != 0)
        return tr("vLLM refuses TP %1 for %2: its %3 linear-attention heads must be divisible "
                  "by the tensor-parallel size.")
            .arg(l.tp)
            .arg(model.name)
            .arg(a.linearNumHeads);
    const int block = checkpoint ? checkpoint->weightBlockSize : 0;
    if (!l.ep && block > 0 && shape.moeIntermediateSize > 0 &&
        (shape.moeIntermediateSize % l.tp != 0 ||
         (shape.moeIntermediateSize / l.tp) % block != 0)) {
        const double perRank = double(shape.moeIntermediateSize) / l.tp;
        return tr("vLLM refuses TP %1 without expert parallelism for %2: each expert's "
                  "moe_intermediate_size of %3 leaves %4 per card, and \"The output_size of "
                  "gate's and up's weight = %4 is not divisible by weight quantization "
                  "block_n = %5.\" Turn on EP, or choose a TP that leaves a multiple of %5.")
            .arg(l.tp)
            .arg(checkpoint->id)
            .arg(shape.moeIntermediateSize)
            .arg(perRank)
            .arg(block);
    }
    if (l.ep && !shape.isEmpty() && !shape.hasExperts())
        return tr("vLLM refuses expert parallelism for %1: \"Number of experts in the model "
                  "must be greater than 0 when expert parallelism is enabled.\"")
            .arg(model.name);
    if (l.pp > a.numHiddenLayers)
        return tr("PP %1 is more than the %2 layers of %3.")
            .arg(l.pp)
            .arg(a.numHiddenLayers)
            .arg(model.name);
    if (l.tp % l.dcp != 0)
        return tr("DCP %1 does not divide TP %2.").arg(l.dcp).arg(l.tp);
    if (const QString why = whyRefusedSplit(l); !why.isEmpty())
        return why;
    // The prefill copies' own layout meets the same checks.
    if (l.prefill && l.disaggregated())
        if (const QString why = whyRefused(l.prefillPool(), model, checkpoint); !why.isEmpty())
            return tr("The prefill copies' layout: %1").arg(why);
    return QString();
}

QString LayoutValidity::whyRefusedSplit(const Layout &l)
{
    if (l.prefillCopies < 0)
        return tr("%1 prefill copies: give 0 for aggregated serving (every copy prefills and "
                  "decodes) or the number of copies that prefill only.")
            .arg(l.prefillCopies);
    // Each pool needs a copy: the prefill copies hand their caches to decode copies.
    if (l.prefillCopies > 0 && l.copies < 2)
        return tr("%1 prefill copies of one copy leave no copy to decode: a prefill/decode split "
                  "needs at least two copies, one in each pool.")
            .arg(l.prefillCopies);
    if (l.prefillCopies >= l.copies && l.prefillCopies > 0)
        return tr("%1 prefill copies of %2 copies leave no copy to decode: a prefill/decode "
                  "split needs at least one copy in each pool (prefill copies from 1 to %3).")
            .arg(l.prefillCopies)
            .arg(l.copies)
            .arg(l.copies - 1);
    if (l.prefill && !l.disaggregated())
        return tr("A layout of the prefill copies without prefill copies: give the copies that "
                  "prefill only, or leave the prefill layout out.");
    if (const std::optional<PrefillLayout> &p = l.prefill;
        p && (p->tp < 1 || p->pp < 1 || p->dcp < 1 || p->tp % p->dcp != 0))
        return tr("The prefill copies' TP %1, PP %2 and DCP %3 must each be at least 1, and DCP "
                  "must divide TP.")
            .arg(p->tp)
            .arg(p->pp)
            .arg(p->dcp);
    return QString();
}

QList<Layout> LayoutValidity::startable(int cards, const ModelFamily &model,
                                        const Checkpoint *checkpoint)
{
    QList<Layout> result;
    // Expert parallelism where there are experts to spread over a TP group.
    const bool ep = model.shape.hasExperts();
    // Fewest copies first; within a copy the widest TP first.
    QList<int> perCopies = LayoutOptions::divisors(std::max(1, cards));
    std::reverse(perCopies.begin(), perCopies.end());
    for (int perCopy : perCopies)
        for (int pp : LayoutOptions::divisors(perCopy)) {
            const int tp = perCopy / pp;
            const Layout l{tp, pp, ep && tp > 1, 1, cards / perCopy};
            if (whyRefused(l, model, checkpoint).isEmpty())
                result.append(l);
        }
    return result;
}

} // namespace llmconf
