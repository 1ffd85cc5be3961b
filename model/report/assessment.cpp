// SPDX-License-Identifier: MIT
#include "assessment.h"

#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "costcalculator.h"
#include "modelinstances.h"
#include "onedown.h"

namespace llmconf {

namespace {

/// The catalogue the build is evaluated with: the inputs' own where the
/// build carries nothing it lacks (no copy), else one extended by it.
std::shared_ptr<const Catalogue> catalogueFor(const Build &build,
                                              const std::shared_ptr<const Catalogue> &base)
{
    if (build.customCards.isEmpty() && build.customCheckpoints.isEmpty())
        return base;
    return std::make_shared<const Catalogue>(BuildCatalogue::effective(*base, build));
}

} // namespace

BuildReport assess(const Build &build, const AssessmentInputs &inputs, BuildReport::Parts parts)
{
    const std::shared_ptr<const Catalogue> catalogue = catalogueFor(build, inputs.catalogue);
    AssessmentInputs own = inputs;
    own.catalogue = catalogue;
    return assessEvaluated(build, SizingEngine::evaluate(build, *catalogue), own, std::nullopt,
                           parts);
}

BuildReport assessEvaluated(const Build &build, const Evaluation &evaluation,
                            const AssessmentInputs &inputs, const std::optional<CostFigures> &cost,
                            BuildReport::Parts parts)
{
    BuildReport r;
    r.build = build;
    r.catalogue = inputs.catalogue;
    r.software = inputs.software;
    // The list the build carries over the window's (File > Price list).
    r.prices = build.prices ? inputs.prices.overriddenBy(*build.prices) : inputs.prices;
    r.costDefaults = inputs.costDefaults;
    r.evaluation = evaluation;
    if (r.evaluation.ok() && !build.instances.isEmpty()) {
        // Each further model is evaluated alone on its cards, and the build
        // is refused when a shared card cannot hold every model's share.
        r.instances = ModelInstances::evaluate(build, *r.catalogue);
        if (ModelInstances::shareCards(build))
            r.sharedCard =
                ModelInstances::card(build, r.evaluation.figures, int(build.instances.size()) + 1);
        r.evaluation.error = ModelInstances::whyRefused(build, r.evaluation.figures, r.instances);
    }
    // Model 1's reserve per card is its own: the others' shares are theirs.
    if (r.evaluation.ok() && ModelInstances::shareCards(build))
        r.evaluation.figures.reservePerCard -=
            ModelInstances::othersShares(build, r.evaluation.figures);
    if (r.evaluation.ok()) {
        const Figures &f = r.evaluation.figures;
        r.advice = BuildAdvisor::advise(build, *r.catalogue, *inputs.software, inputs.format);
        if (ModelInstances::shareCards(build))
            r.advice.append(ModelInstances::advice(f, r.instances, inputs.format));
        // The cost per token is of every model's tokens, a seat a
        // conversation of any model.
        CostInput in(build, f, *r.catalogue, r.prices, build.cost, inputs.costDefaults,
                     inputs.software->dimmSizes,
                     ModelInstances::outputTokensPerSecond(f, r.instances),
                     inputs.costDefaults.currencyFor(inputs.format.locale()));
        in.seats = ModelInstances::servedConversations(f, r.instances);
        r.cost = cost ? *cost : CostCalculator::evaluate(in);
        if (!r.instances.isEmpty() && !cost)
            r.cost.notes << ModelInstances::costNote(f, r.instances, inputs.format)
                         << ModelInstances::seatNote(f, r.instances, inputs.format);
        if (parts == BuildReport::Parts::All) {
            r.sweep = ContextSweep::of(build, *r.catalogue);
            r.speedCurve = SpeedCurve::of(build, f, r.catalogue->rules().speed);
            r.hasCharts = true;
        }
    }
    r.verdict = Verdict::of(r.evaluation, r.advice, r.evaluation.figures.speed.servedConversations,
                            inputs.format);
    r.served = r.verdict.runs() ? r.evaluation.figures.speed.servedConversations : 0;
    // N+1 is told, not judged: the verdict is the build's as it stands.
    if (parts != BuildReport::Parts::Core)
        OneDown::addTo(r, inputs);
    return r;
}

} // namespace llmconf
