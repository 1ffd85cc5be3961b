// SPDX-License-Identifier: MIT
#include "addserver.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"

#include <QCoreApplication>

namespace llmconf {

AddServer::AddServer(BuildDocument *document, const QString &chassisId)
    : EditBuild(document, Describe([=] {
                    return QCoreApplication::translate("Undo Commands", "Add server");
                }),
                [document, chassisId](Build &b) {
                    const Catalogue &catalogue = document->catalogue();
                    const Chassis *chassis = catalogue.chassisById(chassisId);
                    if (!chassis)
                        return;
                    Server server;
                    server.chassis = chassisId;
                    for (int i = 0; i < chassis->gpuSlots; ++i)
                        server.slotCards.append(QString());
                    // A new server takes the processors and feed of the first one.
                    const Server *first = b.servers.isEmpty() ? nullptr : &b.servers.first();
                    if (chassis->sockets > 0) {
                        server.cpu = first && !first->cpu.isEmpty() ? first->cpu
                                     : catalogue.cpus().isEmpty()   ? QString()
                                                                    : catalogue.cpus().first().id;
                        server.cpuCount = server.cpu.isEmpty() ? 0 : chassis->sockets;
                    }
                    server.feed = first                         ? first->feed
                                  : catalogue.feeds().isEmpty() ? QString()
                                                                : catalogue.feeds().first().id;
                    server.powerCap = first ? first->powerCap : watts(0);
                    b.servers.append(server);
                })
{
}

} // namespace llmconf
