// SPDX-License-Identifier: MIT
#include "removeserver.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"

#include <QCoreApplication>

namespace llmconf {

RemoveServer::RemoveServer(BuildDocument *document, int server)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Remove server %1")
                        .arg(server + 1);
                }),
                [document, server](Build &b) {
                    // Refused (a further model left without cards): no step.
                    CardPlacement::removeServer(b, document->catalogue(), server);
                })
{
}

} // namespace llmconf
