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
                    if (server < 0 || server >= b.servers.size())
                        return;
                    b.servers.removeAt(server);
                    CardPlacement::adaptLayout(b, document->catalogue());
                })
{
}

} // namespace llmconf
