// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

class Catalogue;
struct ResolvedBuild;

/// The figures of a build, or the reason it cannot be evaluated.
struct Evaluation
{
    Figures figures;
    QString error; // empty when the figures are valid

    bool ok() const { return error.isEmpty(); }
};

/// The sizing method of docs/sizing-rules.md as a pure function: memory
/// rule, weights per card, cache per conversation, conversations, power,
/// host memory and storage. No state, no signals.
class SizingEngine
{
    Q_DECLARE_TR_FUNCTIONS(SizingEngine)

public:
    [[nodiscard]] static Evaluation evaluate(const Build &build, const Catalogue &catalogue);
    /// The same without the speed figures (Figures::speed left unestimated):
    /// what a search over thousands of layouts needs of each (the planner).
    [[nodiscard]] static Evaluation evaluateMemory(const Build &build, const Catalogue &catalogue);

    /// Conversations the build holds at another context and cache dtype.
    [[nodiscard]] static int conversationsAt(const Build &build, const Catalogue &catalogue,
                                             int context, CacheDtype dtype);

    /// The most conversations a copy or a build is said to hold: a count
    /// beyond it (a context of a few tokens on thousands of cards) is shown
    /// as this ceiling rather than overflowing an int.
    static constexpr int kMostConversations = 1000000000;

    /// floor(free / perConversation), exact at the boundaries (46.92 / 0.69
    /// is 68, not 67); zero when nothing is free; at most kMostConversations.
    [[nodiscard]] static int conversationsFitting(Bytes free, Bytes perConversation);

    /// Why a build cannot be evaluated; empty when it can.
    [[nodiscard]] static QString validate(const Build &build, const Catalogue &catalogue);

    /// The figures of one model of a build on the cards it has
    /// (ModelInstance::alone): evaluated as a build, except that its servers
    /// are not checked as bought on their own (cards 5 to 8 of an HGX
    /// baseboard are bought with the whole build).
    [[nodiscard]] static Evaluation evaluatePart(const Build &part, const Catalogue &catalogue);

private:
    [[nodiscard]] static Evaluation evaluate(const Build &build, const Catalogue &catalogue,
                                             bool withSpeed);
    /// A build whose further models have cards of their own: model 1 on
    /// the cards left (ModelInstance::firstModel), power and storage of
    /// every server.
    [[nodiscard]] static Evaluation evaluateFirstModel(const Build &build,
                                                       const Catalogue &catalogue, bool withSpeed);
    /// `whole`: the build as bought (checked purchasable), else one model's part of it.
    [[nodiscard]] static Evaluation evaluateCards(const Build &build, const Catalogue &catalogue,
                                                  bool withSpeed, bool whole);
    static QString resolve(const Build &build, const Catalogue &catalogue, ResolvedBuild &resolved,
                           bool whole);
};

} // namespace llmconf
