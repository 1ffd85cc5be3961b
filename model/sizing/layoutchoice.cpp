// SPDX-License-Identifier: MIT
#include "layoutchoice.h"

#include "catalogue.h"
#include "layoutvalidity.h"
#include "sizingengine.h"

namespace llmconf {

LayoutChoice LayoutChoice::of(const Build &build, const Catalogue &catalogue,
                              const ModelFamily &model, const Checkpoint *checkpoint, bool ep)
{
    LayoutChoice choice;
    choice.layout = build.layout;
    const QList<Layout> startable = LayoutValidity::startable(build.cardCount(), model, checkpoint);
    if (startable.isEmpty())
        return choice;
    choice.layout = startable.first();
    choice.outcome = NoneFits;
    for (Layout l : startable) {
        if (ep)
            l.ep = true;
        Build trial = build;
        trial.layout = l;
        const Evaluation e = SizingEngine::evaluate(trial, catalogue);
        if (e.ok() && e.figures.fits) {
            choice.layout = l;
            choice.outcome = l.copies == 1 ? OneCopy : FirstFits;
            break;
        }
    }
    if (ep)
        choice.layout.ep = true;
    return choice;
}

LayoutChoice LayoutChoice::of(const Build &build, const Catalogue &catalogue)
{
    const Checkpoint *checkpoint = catalogue.checkpoint(build.checkpoint);
    const ModelFamily *model = checkpoint ? catalogue.model(checkpoint->model) : nullptr;
    if (!model || build.cardCount() < 1) {
        LayoutChoice none;
        none.layout = build.layout;
        return none;
    }
    return of(build, catalogue, *model, checkpoint);
}

} // namespace llmconf
