// SPDX-License-Identifier: MIT
#pragma once

// Internal to the sizing engine (and its tests): the checks of
// SizingEngine::validate, one function per kind of fault, in the order the
// engine asks them. Each returns the build's error, empty when it passes.

#include "build.h"
#include "catalogueid.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <utility>

namespace llmconf {

class Catalogue;
struct Card;
struct Chassis;
struct Checkpoint;
struct Cpu;
struct Feed;
struct ModelFamily;

/// The catalogue entries a build names, looked up once.
struct ResolvedBuild
{
    const Card *card = nullptr; // the decode pool's under a split of two card types
    // A second card type in the build (servers()), and the prefill pool's
    // card once pools() placed both types (card where there is one type).
    const Card *secondCard = nullptr;
    const Card *prefillCard = nullptr;
    const Checkpoint *checkpoint = nullptr;
    const ModelFamily *model = nullptr;
    int cards = 0; // placed in all servers
    // The last CPU and feed looked up, and the first server's: the power
    // needs them again (two hash lookups of about eight in an evaluation of
    // one server, and two id compares).
    const Cpu *cpu = nullptr;
    const Feed *feed = nullptr;
    const Cpu *firstCpu = nullptr;
    const Feed *firstFeed = nullptr;
    /// The servers in runs of copies (SizingChecks::copyOf), in order: each
    /// run's first server and how many servers it has. The steps after
    /// servers() read a run's first server alone: a cluster of alike
    /// servers costs one server's checks, not one per server (issue 31).
    /// (Inline up to four runs: an evaluation allocated a list for them.)
    QVarLengthArray<std::pair<int, int>, 4> runs;
};

class SizingChecks
{
    // The messages are the engine's (one translation context).
    Q_DECLARE_TR_FUNCTIONS(SizingEngine)

public:
    /// Equal ids; copies of one string (the servers of a cluster) answer without comparing.
    static bool sameText(const QString &a, const QString &b) { return CatalogueId::same(a, b); }
    /// A copy of the server before (the servers of a cluster): the same checks
    /// pass and it draws the same, without a look at its slots.
    static bool copyOf(const Server &server, const Server *previous)
    {
        return previous && server.slotCards.isSharedWith(previous->slotCards) &&
               shared(server.chassis, previous->chassis) && shared(server.cpu, previous->cpu) &&
               shared(server.feed, previous->feed) && server.cpuCount == previous->cpuCount &&
               server.powerCap == previous->powerCap;
    }
    /// One string's data, or both empty (a server without CPUs names none;
    /// an empty string shares no data).
    static bool shared(const QString &a, const QString &b)
    {
        return a.isSharedWith(b) || (a.isEmpty() && b.isEmpty());
    }

    /// Every server's chassis, slots, CPUs, feed and power cap; at most two
    /// card types in all. Fills resolved.cards, .cpu, .feed, .card (the
    /// first card) and .secondCard (a card of another type, if any).
    static QString servers(const Build &build, const Catalogue &catalogue, ResolvedBuild &resolved);
    /// Two card types only as a split's two pools, each on one type (the
    /// prefill pool the first Layout::prefillCards() cards, as CardRoles
    /// counts): sets resolved.prefillCard and .card (the decode pool's).
    static QString pools(const Build &build, const Catalogue &catalogue, ResolvedBuild &resolved);
    /// The checkpoint, its model and the checkpoints kept.
    static QString checkpoint(const Build &build, const Catalogue &catalogue,
                              ResolvedBuild &resolved);
    /// TP, PP, DCP, DP and copies against the cards and the model, then what
    /// vLLM refuses (LayoutValidity).
    /// Why the pools of a split whose prefill copies have their own layout
    /// do not add up to the build's cards; empty when they do.
    static QString poolCards(const Layout &layout, int cards);
    static QString layout(const Layout &layout, int cards, const ModelFamily &model,
                          const Checkpoint &checkpoint);
    /// Context, prompt and answer, active conversations, speed target, vLLM's
    /// batch limits, utilisation and reserve.
    static QString settings(const Build &build, const Card &card, const ModelFamily &model);
    /// Whether each chassis is sold so: HGX boards with all their GPUs,
    /// linked desktop systems in the numbers the vendor supports. Reads the
    /// first server of each of `resolved.runs` (servers() filled them).
    static QString purchasable(const Build &build, const Catalogue &catalogue,
                               const ResolvedBuild &resolved);

private:
    /// Where the servers' check stands: the first card, the chassis in use and
    /// a slot id already checked in it.
    struct Walk
    {
        const Card *firstCard = nullptr;
        int firstServer = 0;
        int firstSlot = 0;
        const Card *secondCard = nullptr; // another type: a split's other pool, else refused
        const Chassis *chassis = nullptr;
        const QString *checked = nullptr; // a slot whose card passed in this chassis
        int cardsInServer = 0;
    };
    static QString slotCards(const Server &server, int number, const Catalogue &catalogue,
                             Walk &walk);
    static QString cpuFeedAndCap(const Server &server, const Server *previous, int number,
                                 const Catalogue &catalogue, const Walk &walk,
                                 ResolvedBuild &resolved);
};

} // namespace llmconf
