// SPDX-License-Identifier: MIT
#include "layoutoptions.h"

#include "expertweights.h"
#include "layoutvalidity.h"
#include "modelfamily.h"

#include <algorithm>

namespace llmconf {

QList<int> LayoutOptions::divisors(int n)
{
    QList<int> result;
    for (int d = 1; d <= n; ++d)
        if (n % d == 0)
            result.append(d);
    return result;
}

QList<Layout> LayoutOptions::all(int cards, int layers, bool ep)
{
    QList<Layout> result;
    if (cards < 1)
        return result;
    for (int perCopy : divisors(cards))
        for (int pp : divisors(perCopy)) {
            if (pp > layers)
                continue;
            const int tp = perCopy / pp;
            for (int dcp : divisors(tp))
                result.append(Layout{tp, pp, ep, dcp, cards / perCopy});
        }
    return result;
}

QString LayoutOptions::whyNot(const Layout &l, int cards, int layers)
{
    if (l.tp < 1 || l.pp < 1 || l.dcp < 1 || l.copies < 1 || l.dp < 1)
        return tr("TP, PP, DCP, DP and copies must each be at least 1.");
    if (l.dp > 1 && l.cards() != cards)
        return tr("TP %1 x PP %2 x DP %3 x %4 copies = %5 cards, but the build has %6.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.dp)
            .arg(l.copies)
            .arg(l.cards())
            .arg(cards);
    if (l.tp * l.pp * l.dp * l.copies != cards)
        return tr("TP %1 x PP %2 x %3 copies = %4 cards, but the build has %5.")
            .arg(l.tp)
            .arg(l.pp)
            .arg(l.copies)
            .arg(l.tp * l.pp * l.copies)
            .arg(cards);
    if (l.tp % l.dcp != 0)
        return tr("DCP %1 does not divide TP %2.").arg(l.dcp).arg(l.tp);
    if (l.pp > layers)
        return tr("PP %1 is more than the model's %2 layers.").arg(l.pp).arg(layers);
    return QString();
}

QString LayoutOptions::whyNot(const Layout &l, int cards, const ModelFamily &model,
                              const Checkpoint *checkpoint)
{
    const QString why = whyNot(l, cards, model.attention.numHiddenLayers);
    return why.isEmpty() ? LayoutValidity::whyRefused(l, model, checkpoint) : why;
}

QList<Layout> LayoutOptions::all(int cards, const ModelFamily &model, const Checkpoint *checkpoint,
                                 bool ep)
{
    QList<Layout> result;
    for (const Layout &l : all(cards, model.attention.numHiddenLayers, ep))
        if (LayoutValidity::whyRefused(l, model, checkpoint).isEmpty())
            result.append(l);
    return result;
}

Layout LayoutOptions::adapt(const Layout &wanted, int cards, int layers)
{
    if (cards < 1)
        return wanted;
    Layout l = wanted;
    if (l.dp < 1)
        l.dp = 1;
    if (l.tp >= 1 && l.pp >= 1 && cards % l.cardsPerCopy() == 0 && l.pp <= layers) {
        l.copies = cards / l.cardsPerCopy();
    } else if (l.pp >= 1 && cards % l.pp == 0 && l.pp <= layers) {
        l.tp = cards / l.pp;
        l.dp = 1;
        l.copies = 1;
    } else {
        l.tp = cards;
        l.pp = 1;
        l.dp = 1;
        l.copies = 1;
    }
    if (l.dcp < 1 || l.tp % l.dcp != 0)
        l.dcp = 1;
    return l;
}

std::optional<Layout> LayoutOptions::decodeFilling(Layout l, int cards)
{
    const int left = cards - l.prefillCards();
    if (l.prefillCopies < 1 || l.cardsPerCopy() < 1 || left < l.cardsPerCopy() ||
        left % l.cardsPerCopy() != 0)
        return std::nullopt;
    l.copies = l.prefillCopies + left / l.cardsPerCopy();
    return l;
}

namespace {

/// `l` with every copy in the build's layout again (its prefill copies'
/// own layout dropped), as many as `cards` hold, and a split only where it
/// leaves a decode copy.
Layout everyCopyInTheBuildsLayout(Layout l, int cards)
{
    l.prefill.reset();
    l.copies = std::max(1, cards / std::max(1, l.cardsPerCopy()));
    if (l.prefillCopies >= l.copies)
        l.prefillCopies = 0;
    return l;
}

} // namespace

Layout LayoutOptions::withPrefillCopies(Layout l, int prefillCopies, int cards)
{
    l.prefillCopies = prefillCopies;
    if (l.prefill && prefillCopies > 0)
        if (const std::optional<Layout> filled = decodeFilling(l, cards))
            return *filled;
    // Without a split, or where the own layout leaves no whole decode copy,
    // every copy takes the build's layout again.
    return l.prefill ? everyCopyInTheBuildsLayout(l, cards) : l;
}

Layout LayoutOptions::withPrefillLayout(const Layout &layout,
                                        const std::optional<PrefillLayout> &prefill, int cards)
{
    // None: the decode copies' layout again, on the cards the prefill
    // copies' own layout took too.
    if (!prefill)
        return layout.prefill ? everyCopyInTheBuildsLayout(layout, cards) : layout;
    Layout l = layout;
    l.prefill = prefill;
    // Experts are spread over a TP group only.
    l.prefill->ep = layout.ep && prefill->tp > 1;
    return decodeFilling(l, cards).value_or(layout);
}

QList<PrefillLayout> LayoutOptions::prefillChoices(const Layout &layout, int cards,
                                                   const ModelFamily &model,
                                                   const Checkpoint *checkpoint)
{
    QList<PrefillLayout> result;
    for (int perCopy : divisors(std::max(1, cards)))
        for (int pp : divisors(perCopy)) {
            const int tp = perCopy / pp;
            for (int dcp : divisors(tp)) {
                Layout l = layout;
                l.prefill = PrefillLayout{tp, pp, layout.ep && tp > 1, dcp};
                const std::optional<Layout> filled = decodeFilling(l, cards);
                if (filled && LayoutValidity::whyRefused(*filled, model, checkpoint).isEmpty())
                    result.append(*l.prefill);
            }
        }
    return result;
}

bool LayoutOptions::offersDataParallel(const ModelFamily &model, const Checkpoint &checkpoint)
{
    return ExpertWeights::routed(model, checkpoint).value() > 0;
}

} // namespace llmconf
