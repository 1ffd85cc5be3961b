// SPDX-License-Identifier: MIT
#pragma once

#include "layout.h"
#include "units.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace llmconf {

struct Build;

/// A further model a build serves beside its own checkpoint: a second vLLM
/// (or SGLang) instance, with its own checkpoint, layout and share of each
/// card's memory (vLLM's --gpu-memory-utilization is a per-instance limit,
/// docs/architecture.md "Several models on one build"). It either shares
/// every card of the build's own model, each instance paying its own
/// runtime reserve inside its share, or has cards of its own ("cards 5-8",
/// "server 2": firstCard to lastCard), where its share is the ordinary one
/// of a card it has alone and the build's own model runs on the cards no
/// further model has.
struct ModelInstance
{
    Q_DECLARE_TR_FUNCTIONS(ModelInstance)

public:
    QString checkpoint;
    Layout layout;
    double utilization = 0.0;       // its share of each card, --gpu-memory-utilization
    Bytes reserve = gibibytes(0.0); // its runtime reserve per card, inside the share
    /// Its own cards, by their positions among the build's placed cards
    /// counted from 1 server by server, slot by slot (as the canvas counts
    /// them); 0: it shares every card of the build's own model.
    int firstCard = 0;
    int lastCard = 0;

    bool ownCards() const { return firstCard > 0; }
    /// Whether the card at `position` (from 1) is one of its own.
    bool owns(int position) const
    {
        return ownCards() && position >= firstCard && position <= lastCard;
    }

    /// The build as this instance alone sees it: the build's settings with
    /// this checkpoint, layout, share and reserve on its cards (its own, or
    /// those of the build's own model it shares), so that the one sizing
    /// engine and speed estimate evaluate it.
    [[nodiscard]] Build alone(const Build &build) const;

    /// Whether a further model of `build` has cards of its own.
    [[nodiscard]] static bool anyOwnCards(const Build &build);
    /// The build as its own model (model 1) sees it: the cards no further
    /// model has of its own (servers left without one dropped), with the
    /// further models that share them; `build` where none has own cards.
    [[nodiscard]] static Build firstModel(const Build &build);
    /// Which model serves the card at `position` (from 1): 1 the build's
    /// own, n + 2 the further model Build::instances[n] that has it.
    [[nodiscard]] static int modelOf(const Build &build, int position);
    /// Why the further models' own cards cannot be given, naming the model
    /// and its cards: outside the build's cards, the same card given twice,
    /// or no card left for the build's own model. Empty when they can.
    [[nodiscard]] static QString whyRefusedCards(const Build &build);
    /// The model (as modelOf) of each placed card of `build`, by position from 0.
    [[nodiscard]] static QList<int> owners(const Build &build);
    /// Gives each further model with cards of its own the run of cards
    /// `owners` (the model of each placed card, by position from 0) gives
    /// it, after an edit of the cards moved them. Why not, naming the model
    /// (and `build` left as it was): none of its cards is left, another
    /// model's card would lie between its cards, or none is left for model 1.
    [[nodiscard]] static QString takeCards(Build &build, const QList<int> &owners);
    /// The servers (indices into build.servers) that hold cards of model
    /// `model` (as devices), in order: the servers of its part of the
    /// build (alone, firstModel).
    [[nodiscard]] static QList<int> serversOf(const Build &build, int model);
    /// The GPUs (CUDA_VISIBLE_DEVICES, counted from 0 in each server) of
    /// model `model` (as modelOf; a further model that shares cards has
    /// model 1's), by the index of each server it runs on; empty where no
    /// further model has cards of its own (every model sees every card).
    [[nodiscard]] static QList<QPair<int, QList<int>>> devices(const Build &build, int model);

    bool operator==(const ModelInstance &) const = default;

private:
    /// The GPUs of model `model`, server by server (devices without the
    /// case of every model on every card).
    static QList<QPair<int, QList<int>>> placed(const Build &build, int model);
};

} // namespace llmconf
