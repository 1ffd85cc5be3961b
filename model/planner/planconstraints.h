// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace llmconf {

/// What the planner may choose from: cards, server sizes, cache dtypes, the
/// feed, how many servers, and how copies may be laid out. The defaults
/// search everything the catalogue allows; sourceTerms() holds the search to
/// the terms the source documents sized by hand.
struct PlanConstraints
{
    QStringList cards;             // card ids; empty: every card of the catalogue
    QList<int> serverSizes;        // chassis slot counts (4, 8); empty: every chassis
    QList<CacheDtype> cacheDtypes; // empty: 16-bit and FP8
    QString feed;                  // feed id for every server; empty: the catalogue's first
    int maxServers = 8;
    /// The most servers a search takes (the command line's and the dialog's
    /// limit): 256 servers of 8 cards, 2,048 cards.
    static constexpr int kMostServers = 256;

    // How the cards of a build and its copies may be laid out.
    QList<int> cardsPerServer;     // card counts allowed in one server; empty: 1 up to its slots
    bool copyInsideServer = false; // each copy (TP x PP) inside one server
    bool allowDcp = true;
    bool allowDp = true;       // data-parallel attention ranks where the model's experts are known
    int maxPipelineStages = 0; // 0: as many as the model's layers
    int stageCards = 0;        // when > 0, pipeline stages have exactly this many cards (TP)

    /// Only builds that still hold the target (its conversations and every
    /// service-level target) with one server out of service (N+1, OneDown):
    /// a build on a single server cannot.
    bool tolerateOneDown = false;

    /// Where a service-level target is asked, also builds whose copies are
    /// split into a prefill and a decode pool (Layout::prefillCopies): a
    /// layout whose copies miss a target aggregated is tried split.
    bool searchSplits = true;

    /// Every build runs eager, without CUDA graphs (vLLM --enforce-eager):
    /// the rows carry it, and under the vLLM profile no graph memory is charged.
    bool enforceEager = false;

    /// Rows kept per card, checkpoint and cache dtype: the best layouts only.
    int layoutsPerVariant = 3;

    /// The sources' own terms: 1, 2, 4 or 8 cards per server, each copy
    /// inside one server, no DCP, no DP ranks, pipeline parallelism only as two stages of
    /// four cards ("eight-card rows assume two pipeline stages of four").
    static PlanConstraints sourceTerms();

    bool operator==(const PlanConstraints &) const = default;
};

} // namespace llmconf
