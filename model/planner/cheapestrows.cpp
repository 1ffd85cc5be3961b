// SPDX-License-Identifier: MIT
#include "cheapestrows.h"

#include "buildspeed.h"
#include "catalogue.h"
#include "costcalculator.h"
#include "speedestimate.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace llmconf {

struct CheapestRows::Keyed
{
    std::map<std::tuple<int, int, int>, YearCost> yearCosts;            // variant, cards, servers
    std::map<std::pair<int, int>, std::optional<Evaluation>> oneServer; // variant, cards per server
    // Variant, TP, PP, EP, DCP, DP and cards per server: what a speed
    // estimate's inputs read of a row besides its variant.
    std::map<std::tuple<int, int, int, bool, int, int, int>, SpeedEstimate> speeds;
};

CheapestRows::CheapestRows(const QList<PlanRow> &rows, const PlanTarget &target, int variants,
                           int keep, const AssessmentInputs &inputs)
    : m_rows(rows), m_target(target), m_keep(keep), m_inputs(inputs),
      m_cost(*inputs.catalogue, inputs.prices,
             rows.isEmpty() ? CostSettings() : rows.first().build.cost, inputs.costDefaults,
             inputs.software->dimmSizes, inputs.costDefaults.currencyFor(inputs.format.locale())),
      m_estimates(size_t(variants)), m_template(size_t(variants)),
      m_templateAsked(size_t(variants), false), m_keyed(std::make_shared<Keyed>())
{
}

CheapestRows::Outcome CheapestRows::find(const PlanObserver &observer, int &evaluations,
                                         std::vector<std::vector<Kept>> &kept)
{
    // The estimate takes every row's settings to be the first's and its
    // active conversations to be set (BuildPlanner's rows are so).
    for (const PlanRow &row : m_rows)
        if (!(row.build.cost == m_cost.settings()) || row.build.activeConversations <= 0)
            return Outcome::Disagreed;
    if (!estimate(observer, evaluations))
        return Outcome::Cancelled;
    kept.assign(m_estimates.size(), {});
    for (size_t v = 0; v < m_estimates.size(); ++v) {
        if (observer.isCancelled())
            return Outcome::Cancelled;
        if (const Outcome o = walk(m_estimates[v], kept[v], evaluations); o != Outcome::Found)
            return o;
    }
    return Outcome::Found;
}

bool CheapestRows::estimate(const PlanObserver &observer, int &evaluations)
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if ((i & 1023) == 0 && observer.isCancelled())
            return false;
        const PlanRow &row = m_rows[i];
        const YearCost &cost = yearCost(row, evaluations);
        if (!cost.build)
            continue; // no build in this layout: it holds nothing
        const double tokens = outputTokensPerSecond(row, evaluations);
        if (tokens < 0)
            continue;
        m_estimates[size_t(row.variant)].push_back(
            {CostCalculator::costPerMillionOutputTokens(cost.perYear, tokens, m_cost.settings()),
             i});
    }
    return true;
}

const CheapestRows::YearCost &CheapestRows::yearCost(const PlanRow &row, int &evaluations)
{
    // The layouts of one arrangement cost the same a year (parts, power,
    // storage), and its servers are alike: one server's evaluation, per
    // variant and cards per server, prices every arrangement of them.
    YearCost &cost = m_keyed->yearCosts[{row.variant, row.cards, row.servers}];
    if (cost.build)
        return cost;
    static const YearCost none;
    const int perServer = row.servers > 0 ? row.cards / row.servers : 0;
    if (perServer <= 0 || perServer * row.servers != row.cards)
        return none;
    std::optional<Evaluation> &one = m_keyed->oneServer[{row.variant, perServer}];
    if (!one) {
        Build b = row.build;
        b.servers = row.build.servers.first(1);
        b.layout = Layout{1, 1, false, 1, perServer};
        one = SizingEngine::evaluateMemory(b, *m_inputs.catalogue);
        ++evaluations;
        one->figures.speed = {}; // not needed: only its parts and power
    }
    if (!one->ok() || one->figures.perServer.size() != 1)
        return none; // then no arrangement of such servers is priced here
    // The wall power as the engine sums it over alike servers, server by server.
    Watts wall = watts(0);
    for (int s = 0; s < row.servers; ++s)
        wall += one->figures.perServer.first().wall;
    Build oneServer = row.build;
    oneServer.servers = row.build.servers.first(1);
    cost = {true, true,
            m_cost.costPerYear(m_cost.purchasePriceOfAlike(oneServer, one->figures, row.servers),
                               wall)};
    return cost;
}

/// The output tokens per second BuildSpeed::evaluate gives the row (all its
/// active conversations in memory, BuildSpeed::servedOutput); -1 where no row of its variant is a
/// build.
double CheapestRows::outputTokensPerSecond(const PlanRow &row, int &evaluations)
{
    std::optional<Figures> &figures = m_template[size_t(row.variant)];
    if (!figures) {
        const Evaluation e = SizingEngine::evaluate(row.build, *m_inputs.catalogue);
        ++evaluations;
        if (!e.ok())
            return -1;
        figures = e.figures;
    }
    if (!figures->speed.unknown.isEmpty())
        return 0; // no rate: unpriced
    const Layout &l = row.build.layout;
    const int perServer = row.servers > 0 ? std::max(1, row.cards / row.servers) : row.cards;
    const auto key = std::make_tuple(row.variant, l.tp, l.pp, l.ep, l.dcp, l.dp, perServer);
    auto known = m_keyed->speeds.find(key);
    const SpeedRules &rules = m_inputs.catalogue->rules().speed;
    const double context = BuildSpeed::meanContext(row.build);
    if (known == m_keyed->speeds.end()) {
        Figures f = *figures;
        f.cards = row.cards;
        f.servers = row.servers;
        f.copies = l.copies;
        known = m_keyed->speeds
                    .emplace(key, SpeedEstimate(BuildSpeed::inputsOf(row.build, f, context, rules),
                                                rules))
                    .first;
    }
    return BuildSpeed::servedOutput(known->second, row.build.activeConversations, l.copies, context,
                                    row.build.answerTokens);
}

CheapestRows::Outcome CheapestRows::walk(std::vector<Estimate> &estimates, std::vector<Kept> &kept,
                                         int &evaluations)
{
    std::sort(estimates.begin(), estimates.end(), cheaperFirst<Estimate>);
    for (const Estimate &estimate : estimates) {
        if (qsizetype(kept.size()) >= m_keep)
            break;
        const PlanRow &row = m_rows[estimate.row];
        Evaluation e = SizingEngine::evaluate(row.build, *m_inputs.catalogue);
        ++evaluations;
        if (!PlanPhases::holds(e, m_target)) {
            m_missed = true;
            continue;
        }
        // Priced as the build it is (the estimate took alike servers).
        const std::optional<double> perMillion = CostCalculator::costPerMillionOutputTokens(
            m_cost.costPerYear(row.build, e.figures), e.figures.speed.outputTokensPerSecond,
            m_cost.settings());
        if (perMillion != estimate.perMillion)
            return Outcome::Disagreed;
        kept.push_back({perMillion, estimate.row, std::move(e)});
    }
    return Outcome::Found;
}

} // namespace llmconf
