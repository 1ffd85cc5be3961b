// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "speedfigures.h"
#include "units.h"
#include "vllmmemoryterms.h"

#include <QList>

namespace llmconf {

struct Card;
struct Checkpoint;
struct ModelFamily;

/// Power of one server against its feed.
struct ServerPower
{
    Watts cards;
    Watts cpus;
    Watts overhead;
    Watts wall;
    Watts feedNominal;
    Watts feedPlanned;
    bool feedOk = true;
    Bytes hostMemory; // at least this much, nominal GB
    Bytes storage;    // the checkpoints kept, on each server
};

/// The memory of a prefill card of a prefill/decode split
/// (Layout::prefillCopies), in the prefill pool's layout (its own, or the
/// build's): its weights, and the cache of the prompts it holds in flight
/// (one prefill batch's; the caches leave for the decode pool when done),
/// not of every conversation. Zero copies: no split.
struct PrefillPoolFigures
{
    /// The prefill pool's card: the build's (Figures::card) but where the
    /// pool runs on a type of its own (SizingChecks::pools).
    const Card *card = nullptr;
    Watts cardPowerEach; // a prefill card's draw: its most, else the server's cap
    int copies = 0;
    int cardsPerCopy = 0;
    int cards = 0;
    Bytes memoryPerCard;
    Bytes usablePerCard;
    Bytes reservePerCard;
    Bytes weightsPerCard;
    Bytes freePerCard;              // usable - weights
    Bytes cachePerPromptPerCard;    // one prompt's cache on the fullest card
    int promptsInFlightPerRank = 0; // a prefill batch's prompts, ceil(budget / prompt) / DP
    Bytes cacheInUsePerCard;        // promptsInFlightPerRank x cachePerPromptPerCard
    Bytes freeAfterCachePerCard;    // free - cacheInUse (zero when nothing is left)
    bool weightsFit = false;
    bool fits = false; // weights and one prompt's cache fit

    bool active() const { return copies > 0; }
};

/// The figures of one build, as the sizing rules define them. Per-card
/// figures are those of the fullest card (the largest pipeline stage).
struct Figures
{
    const Card *card = nullptr;
    const Checkpoint *checkpoint = nullptr;
    const ModelFamily *model = nullptr;

    int cards = 0;
    int servers = 0;
    int cardsPerCopy = 0;
    int dpRanks = 1; // data-parallel attention ranks per copy
    int context = 0;
    CacheDtype cacheDtype = CacheDtype::Bf16;

    // Memory per card
    Bytes memoryPerCard;  // what the driver reports (or the system's memory for a fixed budget)
    Bytes usablePerCard;  // utilization x memory - reserve, or the fixed budget
    Bytes reservePerCard; // memoryPerCard - usablePerCard
    Bytes weightsPerCard; // split + whole; without a shape: checkpoint / (TP x PP), with DP
                          // rest / (TP x PP) + experts / (DP x TP x PP)
    Bytes weightsSplitPerCard;     // this card's share of the tensors TP, EP and PP divide
    Bytes weightsWholePerCard;     // tensors every card holds whole (CheckpointLayout)
    Bytes weightsNotLoaded;        // MTP layers of the checkpoint no card loads
    Bytes weightsRulePerCard;      // the sources' rule: checkpoint / (TP x PP), experts over DP too
    bool weightsFromShape = false; // the split counted from the shape, not checkpoint / cards
    Bytes routedExperts; // the checkpoint's routed experts (from the model's shape; 0 unknown)
    Bytes expertWeightsPerCard; // routed experts / (DP x TP x PP)
    Bytes freePerCard;          // usable - weights (negative when the weights do not fit)
    VllmMemoryTerms vllm;       // the vLLM-profile terms (active with that basis)

    // Totals
    Bytes checkpointSize;
    Bytes usablePerCopy;
    Bytes usableTotal;
    Bytes freeTotal;

    // Cache
    Bytes cachePerToken;              // whole model, before the layout split, in the build's dtype
    Bytes linearStatePerConversation; // whole model, fixed per conversation
    Bytes cachePerConversation;       // whole model at the context (arithmetic)
    Bytes cacheConfigPerCard;         // per conversation per card, arithmetic
    Bytes cachePublishedPerCard;      // per conversation per card, planning figure (0: none)
    CacheBasis basisUsed = CacheBasis::Config;
    Bytes cachePerConversationPerCard; // the one conversations are counted with

    Bytes cacheInUsePerCard;     // the cache of the conversations that fit, per card
    Bytes freeAfterCachePerCard; // usable - weights - cacheInUse (zero when the weights do not fit)

    int conversationsPerRank = 0; // one DP rank's own conversations
    int conversationsPerCopy = 0; // DP ranks x conversationsPerRank
    int servingSequences = 0;     // --max-num-seqs of the serving commands (SizingEngine)
    int copies = 0;
    /// Copies that hold conversations: all of them, or the decode pool of a
    /// prefill/decode split (Layout::prefillCopies).
    int decodeCopies = 0;
    /// Whether the copies are split into a prefill and a decode pool.
    bool prefillDecodeSplit() const { return decodeCopies > 0 && decodeCopies < copies; }
    /// Whether a split's prefill pool runs on a card type of its own.
    bool prefillOnOwnCard() const { return prefillPool.card && prefillPool.card != card; }
    /// The prefill pool's cards under a split (the per-card figures above are
    /// then the decode pool's, which holds the conversations).
    PrefillPoolFigures prefillPool;
    int conversations = 0;
    bool conversationsCapped = false; // the count stopped at SizingEngine::kMostConversations
    bool weightsFit = false; // the weights fit the usable memory (of both pools under a split)
    bool fits = false;       // weights fit and one conversation (a prefill card: one prompt) fits
    /// The same of the card the per-card figures above describe (the decode
    /// pool's under a split, whose prefill card has prefillPool's own): what
    /// one card's bar shows, apart from the other pool.
    bool cardWeightsFit = false;
    bool cardFits = false; // its weights and one conversation fit

    // Power and feed
    Watts cardPowerEach;
    Watts cardsPower;
    Watts cpusPower;
    Watts overheadPower;
    Watts wallPower;
    Watts feedNominal;
    Watts feedPlanned;
    bool feedOk = true;
    QList<ServerPower> perServer;

    // Host
    Bytes hostMemory;       // all servers
    Bytes storagePerServer; // the checkpoints kept

    // Speed: a roofline estimate at the build's prompt and answer lengths.
    SpeedFigures speed;
};

} // namespace llmconf
