// SPDX-License-Identifier: MIT
#include "buildassembler.h"

#include "catalogue.h"
#include "chassisfit.h"
#include "nearestids.h"

#include <stdexcept>

namespace llmconf {

namespace {
[[noreturn]] void refuse(const QString &message)
{
    throw std::invalid_argument(message.toStdString());
}
} // namespace

QString BuildAssembler::chassisFor(const Catalogue &catalogue, const QString &cardId,
                                   int cardsPerServer)
{
    const Card *card = catalogue.card(cardId);
    if (!card)
        return QString();
    const Chassis *best = nullptr;
    for (const Chassis &c : catalogue.chassis())
        if (ChassisFit::takes(*card, c) && c.gpuSlots >= cardsPerServer &&
            (!best || c.gpuSlots < best->gpuSlots))
            best = &c;
    return best ? best->id : QString();
}

Build BuildAssembler::assemble(const BuildRequest &request, const Catalogue &catalogue)
{
    const Card *card = catalogue.card(request.card);
    if (!card)
        refuse(tr("Unknown card \"%1\"%2.")
                   .arg(request.card, NearestIds::cardHint(request.card, catalogue)));
    if (!catalogue.checkpoint(request.checkpoint))
        refuse(tr("Unknown checkpoint \"%1\"%2.")
                   .arg(request.checkpoint,
                        NearestIds::checkpointHint(request.checkpoint, catalogue)));
    if (request.cards < 1 || request.cards > 4096)
        refuse(tr("%1 cards: a build needs 1 to 4,096.").arg(request.cards));
    if (request.servers < 1 || request.servers > request.cards)
        refuse(tr("%1 servers for %2 cards: each server needs at least one card.")
                   .arg(request.servers)
                   .arg(request.cards));
    if (request.cards % request.servers != 0)
        refuse(tr("%1 cards do not spread evenly over %2 servers.")
                   .arg(request.cards)
                   .arg(request.servers));
    const int perServer = request.cards / request.servers;
    const QString chassisId = chassisFor(catalogue, request.card, perServer);
    if (chassisId.isEmpty())
        refuse(tr("No chassis of the catalogue holds %1 %2 cards.")
                   .arg(perServer)
                   .arg(card->shortName));
    const Chassis *chassis = catalogue.chassisById(chassisId);
    if (catalogue.feeds().isEmpty())
        refuse(tr("The catalogue has no feed."));

    Build build = Build::withDefaults(catalogue.rules());
    build.date = QDate::currentDate();
    Server server;
    server.chassis = chassisId;
    for (int i = 0; i < chassis->gpuSlots; ++i)
        server.slotCards.append(i < perServer ? request.card : QString());
    if (chassis->sockets > 0 && !catalogue.cpus().isEmpty()) {
        server.cpu = catalogue.cpus().first().id;
        server.cpuCount = chassis->sockets;
    }
    server.feed = catalogue.feeds().first().id;
    // Copies of one server share their texts and slot list: the sizing
    // engine then checks a cluster's servers once, not once per server.
    for (int s = 0; s < request.servers; ++s)
        build.servers.append(server);
    build.checkpoint = request.checkpoint;
    build.layout = request.layout;
    if (build.layout.copies <= 0)
        build.layout.copies = std::max(1, request.cards / std::max(1, build.layout.cardsPerCopy()));
    if (request.context > 0)
        build.context = request.context;
    build.cacheDtype = request.cacheDtype;
    build.cacheBasis = request.cacheBasis;
    return build;
}

Build BuildAssembler::reference(const Catalogue &catalogue)
{
    BuildRequest request;
    request.card = QStringLiteral("rtx-pro-6000-se");
    request.cards = 4;
    request.checkpoint = QStringLiteral("nvidia/GLM-5.3-Flash-NVFP4");
    request.layout.tp = 4;
    request.layout.ep = true;
    Build build = assemble(request, catalogue);
    build.title = tr("GLM-5.3-Flash on four RTX PRO 6000 Server Edition");
    build.keep = {QStringLiteral("zai-org/GLM-5.3-Flash")};
    return build;
}

} // namespace llmconf
