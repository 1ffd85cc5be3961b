// SPDX-License-Identifier: MIT
#pragma once

#include "layout.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace llmconf {

struct Checkpoint;
struct ModelFamily;

/// Which layouts a number of cards allows: TP x PP x copies = cards, DCP
/// dividing TP, PP no more than the model's layers. The build panel offers
/// these and says why others are not offered.
class LayoutOptions
{
    Q_DECLARE_TR_FUNCTIONS(LayoutOptions)

public:
    /// Every (TP, PP, DCP, copies) for `cards` cards; EP as given.
    static QList<Layout> all(int cards, int layers, bool ep = false);

    /// Divisors of n, ascending.
    static QList<int> divisors(int n);

    /// Why `layout` is not possible with `cards` cards of a model with
    /// `layers` layers; empty when it is.
    [[nodiscard]] static QString whyNot(const Layout &layout, int cards, int layers);
    /// As above for a model and checkpoint, with what vLLM refuses
    /// (LayoutValidity): heads, KV heads, expert blocks, EP without experts.
    [[nodiscard]] static QString whyNot(const Layout &layout, int cards, const ModelFamily &model,
                                        const Checkpoint *checkpoint);
    /// The layouts of all() that vLLM starts for this model and checkpoint.
    static QList<Layout> all(int cards, const ModelFamily &model, const Checkpoint *checkpoint,
                             bool ep);

    /// Whether data-parallel attention (DP > 1) is a layout for this model:
    /// only where it has routed experts of known size for EP to spread.
    static bool offersDataParallel(const ModelFamily &model, const Checkpoint &checkpoint);

    /// `layout` with as many copies as fill `cards`: its prefill copies
    /// (with their own layout) and decode copies on the cards they leave;
    /// nullopt where they leave none or not a whole number of copies.
    static std::optional<Layout> decodeFilling(Layout layout, int cards);

    /// `layout` with `prefillCopies` prefill copies on `cards` cards: those
    /// with their own layout keep it where the decode copies fill the rest;
    /// otherwise (or without a split) every copy takes the build's layout
    /// again, as many as the cards hold.
    static Layout withPrefillCopies(Layout layout, int prefillCopies, int cards);
    /// `layout` with its prefill copies in `prefill` (TP, PP, DCP; EP is
    /// the build's where TP is more than 1) and the decode copies on the
    /// cards left; nullopt: the prefill copies take the build's layout
    /// again. `layout` itself where the decode copies would not fill the rest.
    static Layout withPrefillLayout(const Layout &layout,
                                    const std::optional<PrefillLayout> &prefill, int cards);

    /// The prefill copies' own layouts a panel offers on `cards` cards with
    /// `layout`'s split: every TP x PP of a divisor of the cards with each
    /// DCP dividing TP (fewest cards per copy first, then PP, then DCP),
    /// whose decode copies fill the rest and that vLLM starts for this model
    /// and checkpoint (LayoutValidity: heads, KV heads, expert blocks, layers).
    static QList<PrefillLayout> prefillChoices(const Layout &layout, int cards,
                                               const ModelFamily &model,
                                               const Checkpoint *checkpoint);

    /// The layout closest to `wanted` that fits `cards` cards: keeps TP x PP
    /// when it divides the cards (more or fewer copies), else one copy over
    /// all cards with the same PP if possible, else TP = cards.
    static Layout adapt(const Layout &wanted, int cards, int layers);
};

} // namespace llmconf
