// SPDX-License-Identifier: MIT
#include "setcheckpoint.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"
#include "layoutchoice.h"
#include "layoutoptions.h"

#include <QCoreApplication>

namespace llmconf {

SetCheckpoint::SetCheckpoint(BuildDocument *document, const QString &checkpointId)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Set checkpoint %1")
                        .arg(checkpointId);
                }),
                [document, checkpointId](Build &b) {
                    b.checkpoint = checkpointId;
                    // A layout no one chose follows the model, as evaluate's
                    // layout from the cards does (EP on for experts).
                    if (!document->layoutSetByUser()) {
                        const LayoutChoice choice = LayoutChoice::of(b, document->catalogue());
                        if (choice.outcome != LayoutChoice::None) {
                            b.layout = choice.layout;
                            return;
                        }
                    }
                    // Another model may have fewer layers than the pipeline stages.
                    const int layers = CardPlacement::layers(b, document->catalogue());
                    if (b.layout.pp > layers)
                        b.layout = LayoutOptions::adapt(
                            Layout{b.layout.tp * b.layout.pp, 1, b.layout.ep, 1, b.layout.copies},
                            b.cardCount(), layers);
                    // vLLM refuses expert parallelism for a model without routed experts.
                    const Checkpoint *c = document->catalogue().checkpoint(checkpointId);
                    const ModelFamily *m = c ? document->catalogue().model(c->model) : nullptr;
                    if (m && !m->shape.isEmpty() && !m->shape.hasExperts())
                        b.layout.ep = false;
                })
{
}

} // namespace llmconf
