// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"
#include "quantityformat.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// Each headline figure written out as its formula with the build's own
/// numbers ("35.4 GiB free / 0.69 GiB per conversation = 51"): for tooltips,
/// the command line's table and the configuration sheet.
class FigureFormulas
{
    Q_DECLARE_TR_FUNCTIONS(FigureFormulas)

public:
    FigureFormulas(const Build &build, const Figures &figures, QuantityFormat format);

    QString usable() const;
    /// The sizing's weights per card and, where the model's shape counts
    /// them, what each card holds split and whole (CheckpointLayout).
    QString weights() const;
    /// "a split by TP, EP and PP + b whole on every card = c"; empty without a shape.
    QString weightsLayout() const;
    QString free() const;
    QString cache() const;
    QString conversations() const;
    /// The conversations as a number to show: "at least 1,000,000,000" where
    /// the count stopped at SizingEngine::kMostConversations.
    QString conversationsCount() const;
    QString power() const;
    QString feed() const;
    QString hostMemory() const;
    QString storage() const;
    QString layout() const;
    /// The cards: "8 x H200 NVL", or each pool's where the prefill pool
    /// has a card type of its own.
    QString cards() const;
    /// A prefill card of a split: its pool's layout, weights, the cache
    /// of its prompts in flight and what is left; empty without a split.
    QString prefillCard() const;
    QString cacheDtype() const;
    QString basis() const;
    /// The vLLM-profile terms of one card (empty unless the build uses that basis).
    QString vllmProfile() const;

private:
    /// The formula's name of a term of VllmMemoryProfile::namedTerms.
    static QString termName(const QString &id);
    const Build &m_build;
    const Figures &m_figures;
    QuantityFormat m_format;
};

} // namespace llmconf
