// SPDX-License-Identifier: MIT
#include "setlayout.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"

#include <QCoreApplication>

namespace llmconf {

SetLayout::SetLayout(BuildDocument *document, const Layout &layout)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Set layout TP %1 x PP %2")
                        .arg(layout.tp)
                        .arg(layout.pp);
                }),
                [layout](Build &b) { b.layout = layout; })
{
    // Chosen by hand: a later checkpoint change keeps it.
    setLayoutByUser();
}

} // namespace llmconf
