// SPDX-License-Identifier: MIT
#pragma once

// Internal to the planner (and its tests): the phases of BuildPlanner::plan,
// in the order it runs them. Each phase that may take long asks the observer
// and returns false when the search is called off (result.cancelled is set).

#include "buildplanner.h"
#include "preparedcost.h"
#include "sizingengine.h"

#include <QCoreApplication>
#include <QList>

namespace llmconf {

/// A row the search found: its build, and the variant (card, checkpoint and
/// cache dtype searched) it belongs to.
struct PlanRow
{
    Build build;
    int variant = 0;
    int cards = 0; // of the build, counted by the search
    int servers = 0;
};

class PlanPhases
{
    // The messages are the planner's (one translation context).
    Q_DECLARE_TR_FUNCTIONS(BuildPlanner)

public:
    /// 1. The search of every card, checkpoint and cache dtype the
    /// constraints allow; `rows` in the order of size, `variants` counted.
    /// A card and checkpoint the advisor blocks on the smallest build is not
    /// searched (PlanExclusion::everyBuild in result.excluded). Ranked by
    /// cost, every row a variant's search finds is kept, else its
    /// layoutsPerVariant smallest; with `costCut` (the prices), ranked by
    /// cost, only the rows that may be among a variant's cheapest (`cut`
    /// says whether any was left out), ranked by price its layoutsPerVariant
    /// cheapest by purchase price.
    static bool search(const PlanTarget &target, const PlanConstraints &constraints,
                       const ModelFamily &model, const Catalogue &catalogue,
                       const SoftwareCatalogue &software, const QuantityFormat &format,
                       const PlanRanking &ranking, const PlanObserver &observer, PlanResult &result,
                       QList<PlanRow> &rows, int &variants, const PreparedCost *costCut = nullptr,
                       bool *cut = nullptr);
    /// 2. Each row evaluated on its own (speed included): the ones that meet
    /// the target become candidates, `variantOf` holding each one's variant.
    static bool evaluate(const QList<PlanRow> &rows, const PlanTarget &target,
                         const ModelFamily &model, const Catalogue &catalogue,
                         const QuantityFormat &format, const PlanObserver &observer,
                         PlanResult &result, QList<PlanCandidate> &evaluated,
                         QList<int> &variantOf);
    /// 3. Ranked by cost: cheapest per million output tokens first (unpriced
    /// last), each variant's `keep` cheapest, each priced in full.
    static QList<PlanCandidate> cheapest(QList<PlanCandidate> evaluated,
                                         const QList<int> &variantOf, int variants, int keep,
                                         const AssessmentInputs &inputs);
    /// 2 and 3 in one, as BuildPlanner::plan runs them ranked by cost: each
    /// row's cost per million estimated without evaluating it (CheapestRows),
    /// then each variant's rows evaluated in that order until `keep` hold.
    /// Gives what evaluate() then cheapest() give (an estimate that differs
    /// from its row's evaluation falls back to evaluating every row). With
    /// `searchAgain`, such a difference or a row that does not hold sets it
    /// instead (the rows were cut by the search's estimates: search again
    /// without the cut).
    static bool evaluateCheapest(const QList<PlanRow> &rows, const PlanTarget &target,
                                 const ModelFamily &model, int variants, int keep,
                                 const AssessmentInputs &inputs, const PlanObserver &observer,
                                 PlanResult &result, QList<PlanCandidate> &cheapest,
                                 bool *searchAgain = nullptr);
    /// 3. Ranked by purchase price: each candidate priced in full (the cost
    /// panel's figures), the priced ones cheapest first, then those without
    /// a price; equals and the unpriced keep the order of size.
    static void byPrice(QList<PlanCandidate> &evaluated, const AssessmentInputs &inputs);
    /// Whether an evaluated row holds the target: its conversations, and
    /// its speed where the target asks for one.
    static bool holds(const Evaluation &e, const PlanTarget &target);
    /// Whether `build` still holds the target (conversations in memory and
    /// every service-level target, at the target's load) with its worst
    /// server out of service (OneDown::worst); a build on one server cannot.
    /// Counts the evaluation it makes.
    static bool survivesOneDown(const Build &build, const PlanTarget &target,
                                const Catalogue &catalogue, int &evaluations);
    /// 4. The report of each candidate (assessEvaluated: advice, served,
    /// verdict, its spare over the target): a blocked one is counted in
    /// result.excluded, one that differs from a row before only by an
    /// equivalent checkpoint joins that row; each row goes to the observer.
    /// Rows are assessed without the figures with one server out
    /// (BuildReport::Parts::Core) unless `oneDown`.
    static bool advise(QList<PlanCandidate> &evaluated, const PlanTarget &target,
                       const AssessmentInputs &inputs, const PlanObserver &observer,
                       PlanResult &result, bool oneDown = false);

private:
    /// evaluateCheapest() by evaluating and pricing every row (CostCalculator
    /// once per arrangement): where an estimate and its row's evaluation differ.
    static bool evaluateEveryRowCheapest(const QList<PlanRow> &rows, const PlanTarget &target,
                                         const ModelFamily &model, int variants, int keep,
                                         const AssessmentInputs &inputs,
                                         const PlanObserver &observer, PlanResult &result,
                                         QList<PlanCandidate> &cheapest);
};

} // namespace llmconf
