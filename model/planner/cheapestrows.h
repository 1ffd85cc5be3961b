// SPDX-License-Identifier: MIT
#pragma once

// Internal to the planner: the cost ranking's search for each variant's
// cheapest rows (PlanPhases::evaluateCheapest).

#include "buildplanner_p.h"
#include "preparedcost.h"
#include "sizingengine.h"

#include <QList>

#include <optional>
#include <vector>

namespace llmconf {

/// Cheaper per million first, unpriced after every priced one, then in the
/// rows' order (the order of size): the cost ranking's one order, for any
/// entry with `perMillion` and `row`.
template <typename T> bool cheaperFirst(const T &a, const T &b)
{
    if (a.perMillion.has_value() != b.perMillion.has_value())
        return a.perMillion.has_value();
    if (a.perMillion && *a.perMillion != *b.perMillion)
        return *a.perMillion < *b.perMillion;
    return a.row < b.row;
}

/// Each variant's `keep` cheapest rows per million output tokens that hold
/// the target, without evaluating every row: a row's cost per million is
/// its arrangement's cost per year (PreparedCost, once per variant, card
/// count and servers) over the tokens its layout gives, whose speed estimate
/// is made once per variant, layout shape and cards per server; only the
/// rows in that order until `keep` hold are evaluated whole. Each evaluated
/// row's figure is checked against its estimate: where one differs the
/// search says so and the caller prices every row (never a different plan).
class CheapestRows
{
public:
    /// A row kept: its cost per million (none: unpriced), its index in the
    /// rows and its whole evaluation.
    struct Kept
    {
        std::optional<double> perMillion;
        qsizetype row = 0;
        Evaluation evaluation;
    };
    enum class Outcome { Found, Cancelled, Disagreed };

    CheapestRows(const QList<PlanRow> &rows, const PlanTarget &target, int variants, int keep,
                 const AssessmentInputs &inputs);

    /// Fills `kept` per variant, cheapest first; counts the evaluations.
    Outcome find(const PlanObserver &observer, int &evaluations,
                 std::vector<std::vector<Kept>> &kept);
    /// Whether a row evaluated in the order of the estimates did not hold
    /// the target (a row after it took its place).
    bool missedAny() const { return m_missed; }

private:
    struct Estimate
    {
        std::optional<double> perMillion;
        qsizetype row = 0;
    };
    /// Cost per year of a variant's arrangement: unknown until asked, then
    /// none where no row of it is a build.
    struct YearCost
    {
        bool asked = false;
        bool build = false;
        std::optional<double> perYear;
    };

    bool estimate(const PlanObserver &observer, int &evaluations);
    const YearCost &yearCost(const PlanRow &row, int &evaluations);
    double outputTokensPerSecond(const PlanRow &row, int &evaluations);
    Outcome walk(std::vector<Estimate> &estimates, std::vector<Kept> &kept, int &evaluations);

    const QList<PlanRow> &m_rows;
    const PlanTarget &m_target;
    int m_keep;
    const AssessmentInputs &m_inputs;
    PreparedCost m_cost;
    std::vector<std::vector<Estimate>> m_estimates; // per variant
    // Per variant: the figures of a row of it that is a build, which give
    // every row's speed inputs but the layout and the cards per server.
    std::vector<std::optional<Figures>> m_template;
    std::vector<bool> m_templateAsked;
    struct Keyed; // the caches by variant, cards and servers, and by layout shape
    std::shared_ptr<Keyed> m_keyed;
    bool m_missed = false;
};

} // namespace llmconf
