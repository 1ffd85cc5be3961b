// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"
#include "checkpoint.h"
#include "disaggregatedspeed.h"
#include "speedestimate.h"
#include "speedfigures.h"
#include "speedinputs.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace llmconf {

struct Build;
struct Figures;
struct SpeedRules;
struct ModelFamily;
class Catalogue;

/// The speed of a build: fills SpeedInputs from the catalogue entries the
/// sizing resolved and runs SpeedEstimate at the build's settings.
class BuildSpeed
{
    Q_DECLARE_TR_FUNCTIONS(BuildSpeed)

public:
    /// The estimate's inputs for an evaluated build (figures of SizingEngine).
    static SpeedInputs inputsOf(const Build &build, const Figures &figures, double context,
                                const SpeedRules &rules);

    /// All speed figures; `figures` must be a successful evaluation.
    [[nodiscard]] static SpeedFigures evaluate(const Build &build, const Figures &figures,
                                               const SpeedRules &rules);

    /// Why no request of the build is served at all: prompt and answer
    /// longer than its context (vLLM refuses them); empty otherwise.
    static QString longRequest(const Build &build);

    /// Why the estimate cannot be made from `inputs` (a figure of the card
    /// or the model it needs is missing); empty when it can.
    static QString missingFigure(const SpeedInputs &inputs, const Figures &figures);

    /// The draft acceptance the estimate takes: the build's, else the
    /// model's published one (rules.json draftAcceptance, by the model's id
    /// or name without its organisation); 0 when neither states one.
    static double draftAcceptance(const Build &build, const ModelFamily &model,
                                  const SpeedRules &rules);

    /// The pools of a build split into prefill and decode copies
    /// (Layout::prefillCopies): their copies, one prompt's cache and the
    /// link that carries it, from the figures' card, model, cache dtype,
    /// cards and servers.
    static DisaggregatedSpeed::Split splitOf(const Build &build, const Figures &figures,
                                             const SpeedRules &rules);

    /// Tokens a prefill batch takes: the build's max_num_batched_tokens
    /// (SGLang: chunked_prefill_size), else the engine's default for the card.
    static int prefillBudget(const Build &build, const Card &card);

    /// Where a conversation is on average: prompt + answer / 2 tokens.
    static double meanContext(const Build &build);

    /// "753B" -> 753e9, "30B" -> 30e9, "1.5T" -> 1.5e12; 0 when unreadable.
    static double parameterCount(const QString &stated);

    /// The tensor rate the card computes a weight format at: FP8 and NVFP4
    /// natively where the card has them, W8A8 on int8 tensor cores where
    /// the card states their rate, the 16-bit rate otherwise (W4A16, W8A16,
    /// MXFP4 and any format the card lacks).
    static FlopsPerSecond tensorThroughput(const Card &card, WeightFormat format);

    /// A link joining cards of a copy (one way) and its latency.
    struct Link
    {
        BytesPerSecond bandwidth = gigabytesPerSecond(0);
        Seconds latency = seconds(0);
        LinkKind kind = LinkKind::Pcie;
    };
    /// The link joining `cardsJoined` cards on servers of `perServer` cards:
    /// the network between servers, NVLink inside the card's bridge group or
    /// baseboard, PCIe otherwise (the planner's speed bound reads it too).
    static Link linkJoining(int cardsJoined, int perServer, const Card &card,
                            const SpeedRules &rules);

    /// The output the closed loop serves: the decode's output, or, where the
    /// prompts' admission cannot keep up, `promptCopies` x the prompts/s the
    /// loop takes at full load (t.promptsPerSecond / t.load) x the answer,
    /// whichever is smaller (evaluate, and the planner's cost estimates).
    static double servedOutput(double decodeOutput, int promptCopies,
                               const SpeedEstimate::FirstToken &t, int answerTokens);
    /// The same for `active` conversations spread evenly over `copies`
    /// copies of `estimate`, all in memory (the planner's rows).
    static double servedOutput(const SpeedEstimate &estimate, int active, int copies,
                               double context, int answerTokens);

    /// The clock a power cap allows, as a share of the highest limit's:
    /// (cap / highest)^powerClockExponent; 1 without a cap.
    static double clockFraction(Watts cap, Watts highest, const SpeedRules &rules);

private:
    /// The decode speed, output and time to first token of a build whose
    /// copies all prefill and decode.
    static void aggregated(const Build &build, const Figures &figures, const SpeedRules &rules,
                           const SpeedInputs &inputs, SpeedFigures &s);
    /// The same of a build split into a prefill and a decode pool
    /// (DisaggregatedSpeed).
    static void splitPools(const Build &build, const Figures &figures, const SpeedRules &rules,
                           const SpeedInputs &inputs, SpeedFigures &s);
    /// The figures of the time to first token, with the request's path.
    static void firstToken(const SpeedEstimate::FirstToken &t, SpeedFigures &s);
    /// Whole-build conversations whose first token (median or 95th
    /// percentile) comes within a target.
    using ConversationsWithin = std::function<int(Seconds, SpeedEstimate::Quantile)>;
    /// The conversations at each first-token target asked (`within`), the
    /// served ones (memory, speed target, first-token targets) and the limit
    /// that binds; s.conversationsAtSpeedTarget is set.
    static void limits(const ConversationsWithin &within, SpeedFigures &s);
};

} // namespace llmconf
