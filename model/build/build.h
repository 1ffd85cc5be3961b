// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"
#include "catalogueid.h"
#include "costsettings.h"
#include "customcheckpoint.h"
#include "layout.h"
#include "modelinstance.h"
#include "pricelist.h"
#include "sizingrules.h"
#include "units.h"
#include "vllmversion.h"

#include <QDate>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace llmconf {

enum class CacheDtype { Bf16, Fp8 };

/// Which cache figure the conversations are counted with.
enum class CacheBasis {
    Conservative, // the larger of the published planning figure and the arithmetic
    Published,    // the model's published planning figure (falls back to the arithmetic)
    Config,       // arithmetic from config.json
    Vllm          // arithmetic from config.json in the memory vLLM's start-up profile leaves
                  // (VllmMemoryProfile) instead of the sources' rule
};

/// Which vLLM engine a start-up profile is of: their profiles hold different
/// sampler tensors (docs/vllm-memory.md). The build names a vLLM version,
/// which selects the engine (VllmVersionProfile); V0 was removed in 0.11.
enum class VllmEngine { V1, V0 };

/// Which serving engine runs the build: its scheduler sets the fixed costs
/// of a step (docs/performance-model.md) and the serving command follows it.
enum class ServingEngine { Vllm, Sglang };

/// One server of a build: its chassis, the card in each slot ("" for an
/// empty slot), its processors, an optional power cap for its cards and the
/// feed at its rack position.
struct Server
{
    QString chassis;
    QStringList slotCards;
    QString cpu;
    int cpuCount = 0;
    Watts powerCap = watts(0); // zero: the cards run at their highest limit
    QString feed;

    int cardCount() const
    {
        int n = 0;
        for (const QString &s : slotCards)
            n += s.isEmpty() ? 0 : 1;
        return n;
    }
    /// A list of card types with the slots holding each, in the order of
    /// each type's first slot.
    using CardTypes = QList<QPair<QString, int>>;
    /// Adds `count` slots of card `id` to `types`; returns the index of its entry.
    static qsizetype addCardType(CardTypes &types, const QString &id, int count)
    {
        auto type = std::find_if(types.begin(), types.end(), [&](const QPair<QString, int> &t) {
            return CatalogueId::same(t.first, id);
        });
        if (type != types.end()) {
            type->second += count;
            return type - types.begin();
        }
        types.append({id, count});
        return types.size() - 1;
    }
    /// Each card type placed (a split's prefill pool may have a type of its own).
    CardTypes cardTypes() const
    {
        CardTypes types;
        for (const QString &id : slotCards)
            if (!id.isEmpty())
                addCardType(types, id, 1);
        return types;
    }
    bool operator==(const Server &) const = default;
};

/// Everything the customer and the engineer decide: hardware, checkpoint,
/// layout, context and the settings of the memory rule. The context, the
/// memory rule's, the speed estimate's and the cost settings have no value
/// of their own (zero): a new build takes the rules' (withDefaults), a build
/// file that omits one reads it from the rules (BuildFile).
struct Build
{
    /// A build with nothing chosen yet and the rules' (rules.json) context,
    /// utilisation, reserve, prompt and answer tokens and speed target, and
    /// the cost settings' cited defaults (prices.json "settings").
    static Build withDefaults(const SizingRules &rules)
    {
        Build build;
        build.context = rules.referenceContext;
        build.utilization = rules.defaultUtilization;
        build.reserve = rules.defaultReserve;
        build.promptTokens = rules.speed.defaultPromptTokens;
        build.answerTokens = rules.speed.defaultAnswerTokens;
        build.speedTarget = rules.speed.defaultSpeedTarget;
        build.cost = rules.cost;
        return build;
    }

    QString title;
    QString customer;
    QString author;
    QString project; // the customer's name for it ("Chatbot Kundendienst")
    QDate date;

    QList<Server> servers;
    QString checkpoint;
    QStringList keep; // further checkpoints stored on the servers
    Layout layout;
    /// Further models served on the same cards, each with its own share of
    /// every card (ModelInstance); empty: the build serves one model.
    QList<ModelInstance> instances;
    int context = 0; // tokens per conversation
    CacheDtype cacheDtype = CacheDtype::Bf16;
    CacheBasis cacheBasis = CacheBasis::Conservative;
    double utilization = 0.0;       // vLLM --gpu-memory-utilization
    Bytes reserve = gibibytes(0.0); // runtime reserve per card
    // vLLM's max_num_batched_tokens and max_num_seqs for the vLLM-profile
    // basis; 0: vLLM's default for the card.
    int maxBatchedTokens = 0;
    int maxSequences = 0;
    VllmVersion vllmVersion; // the release the vllm basis follows; 0.0: the catalogue's current
    ServingEngine engine = ServingEngine::Vllm; // build files without "engine" read as vLLM
    // The engine runs eager (vLLM --enforce-eager, SGLang --disable-cuda-graph):
    // no CUDA graphs are captured, so none of their memory is charged.
    bool enforceEager = false;
    // What the speed estimate assumes.
    int promptTokens = 0;        // input per request
    int answerTokens = 0;        // output per request
    int activeConversations = 0; // decoding at once; 0: as many as fit in memory
    double speedTarget = 0.0;    // tokens per second each conversation must get
    // Time to first token each conversation must get under load, the median
    // and the 95th percentile; 0: not asked (a new build asks none).
    Seconds ttftTarget = seconds(0);
    Seconds ttftP95Target = seconds(0);
    // Speculative decoding (MTP, EAGLE): draft tokens per step, 0 off; the
    // share of draft tokens accepted, 0: the model's published figure.
    int mtpDraftTokens = 0;
    double mtpAcceptance = 0.0;
    /// Checkpoints (with their models) the build uses that are not built in;
    /// see BuildCatalogue for how they reach the evaluation.
    QList<CustomCheckpoint> customCheckpoints;
    /// Cards the build uses that are not built in (the user's own), carried
    /// the same way.
    QList<Card> customCards;
    /// Depreciation, electricity, use and the API the build is weighed against.
    CostSettings cost;
    /// The price list the build carries (File > Price list, a build file's
    /// "prices"): over the built-in prices; none: the user's list applies.
    std::optional<PriceList> prices;

    int cardCount() const
    {
        int n = 0;
        for (const Server &s : servers)
            n += s.cardCount();
        return n;
    }
    /// Each card type of every server, with the slots holding it.
    Server::CardTypes cardTypes() const
    {
        // A server whose slots are a copy of the one before (the servers of
        // a cluster share one list) counts as it did: the planner asks this
        // of every row of up to 2,048 cards.
        Server::CardTypes types, server;
        const QStringList *counted = nullptr;
        for (const Server &s : servers) {
            if (!counted || !s.slotCards.isSharedWith(*counted)) {
                server = s.cardTypes();
                counted = &s.slotCards;
            }
            for (const auto &[id, count] : std::as_const(server))
                Server::addCardType(types, id, count);
        }
        return types;
    }
    bool operator==(const Build &) const = default;
};

} // namespace llmconf
