// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "instancereport.h"
#include "sharedcardmemory.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

class Catalogue;
class QuantityFormat;
struct Figures;

/// The further models of a build (Build::instances), each evaluated by the
/// one SizingEngine as the build it alone sees, and the check that the
/// card holds every instance's share and what each keeps outside it.
class ModelInstances
{
    Q_DECLARE_TR_FUNCTIONS(ModelInstances)

public:
    /// Every further model's report, numbered from 2.
    [[nodiscard]] static QList<InstanceReport> evaluate(const Build &build,
                                                        const Catalogue &catalogue);

    /// What each vLLM process holds outside its --gpu-memory-utilization on
    /// `card` in the build's vLLM release: its CUDA context (unless the
    /// release charges it inside, 0.8) and its CUDA graphs (unless the
    /// release subtracts their estimate, 0.21 on).
    [[nodiscard]] static Bytes outsideShare(const Build &build, const Card &card);

    /// The card of the build's own model shared with the further models
    /// numbered up to `upTo` that have no cards of their own; the first
    /// model's figures give the card.
    [[nodiscard]] static SharedCardMemory card(const Build &build, const Figures &first, int upTo);

    /// Whether a further model shares the cards of the build's own model
    /// (one has no cards of its own).
    [[nodiscard]] static bool shareCards(const Build &build);

    /// Why the build cannot serve its models, naming the model and its
    /// field: a further model that cannot be evaluated, a card with a fixed
    /// budget (it cannot be shared), or shares that the card cannot hold.
    /// Empty when it can.
    [[nodiscard]] static QString whyRefused(const Build &build, const Figures &first,
                                            const QList<InstanceReport> &instances);

    /// What the further models that share the cards of the build's own
    /// model take of each: their shares (utilisation x the card's memory),
    /// which model 1's reserve per card does not hold.
    [[nodiscard]] static Bytes othersShares(const Build &build, const Figures &first);

    /// The output tokens per second of every model of the build: the cost
    /// per token is of all of them.
    [[nodiscard]] static double outputTokensPerSecond(const Figures &first,
                                                      const QList<InstanceReport> &instances);
    /// The cost's note that its tokens are every model's.
    [[nodiscard]] static QString costNote(const Figures &first,
                                          const QList<InstanceReport> &instances,
                                          const QuantityFormat &format);
    /// The conversations every model of the build serves: a seat of the
    /// cost per seat is a conversation of any of them.
    [[nodiscard]] static int servedConversations(const Figures &first,
                                                 const QList<InstanceReport> &instances);
    /// The cost's note that its seats are every model's conversations.
    [[nodiscard]] static QString seatNote(const Figures &first,
                                          const QList<InstanceReport> &instances,
                                          const QuantityFormat &format);

    /// A note that every model's speed is its estimate as if it ran alone:
    /// decoding at once, the models share the cards' bandwidth and compute.
    [[nodiscard]] static AdviceItem advice(const Figures &first,
                                           const QList<InstanceReport> &instances,
                                           const QuantityFormat &format);
};

} // namespace llmconf
