// SPDX-License-Identifier: MIT
#pragma once

// Internal to the sizing engine (and its tests): the steps of
// SizingEngine::evaluate on a build resolve() passed, each filling its part
// of the figures from what the steps before it filled.

#include "build.h"
#include "figures.h"

namespace llmconf {

class Catalogue;
struct Card;
struct Cpu;
struct Feed;
struct ResolvedBuild;
struct SizingRules;

class SizingSteps
{
public:
    /// The card, checkpoint and model, counts, context and cache dtype.
    static void start(Figures &f, const Build &build, const ResolvedBuild &resolved);
    /// 1. Memory per card: the users-per-card rule, or a fixed budget.
    static void memory(Figures &f, const Build &build);
    /// 2. Weights per card (DP spreads the routed experts alone); under
    /// vLLM's profile, usable memory from the profile; what is free.
    static void weights(Figures &f, const Build &build);
    /// 3. Cache per token and conversation, the basis used, vLLM's cache tokens.
    static void cache(Figures &f, const Build &build);
    /// Conversations per rank, copy and build, the memory left, the serving
    /// commands' --max-num-seqs.
    static void conversations(Figures &f, const Build &build);
    /// The prefill pool's cards under a split, in its own layout: weights,
    /// the cache of the prompts in flight; both pools' fit and totals.
    static void prefillPool(Figures &f, const Build &build);
    /// 4. Storage, power, feed and host memory per server and in all.
    static void power(Figures &f, const Build &build, const Catalogue &catalogue,
                      const ResolvedBuild &resolved);

    /// The checkpoint (of checkpointSize) and every other checkpoint kept, once each.
    static Bytes storage(const Build &build, const Catalogue &catalogue, Bytes checkpointSize);
    /// One server's draw with cardsInServer cards at its power cap, else their most.
    static ServerPower serverPower(const Server &server, int cardsInServer, const Card &card,
                                   const Cpu *cpu, const Feed &feed, const SizingRules &rules);
    /// The same for a server whose cards are of two types (a split's pools):
    /// `otherCards` of them are `other`s, each drawing and needing host memory as its type.
    static ServerPower serverPower(const Server &server, int cardsInServer, const Card &card,
                                   int otherCards, const Card &other, const Cpu *cpu,
                                   const Feed &feed, const SizingRules &rules);
};

} // namespace llmconf
