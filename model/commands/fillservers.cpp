// SPDX-License-Identifier: MIT
#include "fillservers.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"
#include "layoutchoice.h"

#include <QCoreApplication>

namespace llmconf {

namespace {
/// The slots `cardId` may go into, server by server, at most `count` (0: all).
QList<SlotRef> fillable(const Build &build, const Catalogue &catalogue, const QString &cardId,
                        int server, int count, QString *firstRefusal = nullptr)
{
    QList<SlotRef> free;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        if (server >= 0 && s != server)
            continue;
        const Chassis *chassis = catalogue.chassisById(build.servers[s].chassis);
        for (int slot = 0; chassis && slot < chassis->gpuSlots; ++slot) {
            if (count > 0 && free.size() >= count)
                return free;
            const SlotRef to{int(s), slot};
            const QString reason = CardPlacement::whyNot(build, catalogue, cardId, to);
            if (reason.isEmpty())
                free.append(to);
            else if (firstRefusal && firstRefusal->isEmpty())
                *firstRefusal = reason;
        }
    }
    return free;
}

QString cardName(const Catalogue &catalogue, const QString &cardId)
{
    const Card *card = catalogue.card(cardId);
    return card ? card->shortName : cardId;
}
} // namespace

FillServers::FillServers(BuildDocument *document, const QString &cardId, int server, int count)
    : EditBuild(document,
                Describe([=, n = freeSlots(document->build(), document->catalogue(), cardId, server,
                                           count)] {
                    const QString name = cardName(document->catalogue(), cardId);
                    return server < 0
                               ? QCoreApplication::translate("Undo Commands", "Fill with %1 × %2")
                                     .arg(n)
                                     .arg(name)
                               : QCoreApplication::translate("Undo Commands",
                                                             "Fill server %1 with %2 × %3")
                                     .arg(server + 1)
                                     .arg(n)
                                     .arg(name);
                }),
                [document, cardId, server, count](Build &b) {
                    const Catalogue &catalogue = document->catalogue();
                    CardPlacement::place(b, catalogue, cardId,
                                         fillable(b, catalogue, cardId, server, count));
                    // A split and the further models' own cards keep the
                    // layouts place() fitted to them; one layout over every
                    // card would end both.
                    if (!document->layoutSetByUser() && !b.layout.disaggregated() &&
                        !ModelInstance::anyOwnCards(b)) {
                        const LayoutChoice choice = LayoutChoice::of(b, catalogue);
                        if (choice.outcome != LayoutChoice::None)
                            b.layout = choice.layout;
                    }
                })
{
}

int FillServers::freeSlots(const Build &build, const Catalogue &catalogue, const QString &cardId,
                           int server, int count)
{
    return int(fillable(build, catalogue, cardId, server, count).size());
}

QString FillServers::whyNot(const Build &build, const Catalogue &catalogue, const QString &cardId,
                            int server)
{
    if (build.servers.isEmpty())
        return tr("There is no server; add one first.");
    QString refusal;
    if (!fillable(build, catalogue, cardId, server, 0, &refusal).isEmpty())
        return QString();
    return refusal.isEmpty() ? tr("No slot is free.") : refusal;
}

} // namespace llmconf
