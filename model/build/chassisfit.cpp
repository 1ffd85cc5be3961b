// SPDX-License-Identifier: MIT
#include "chassisfit.h"

#include "catalogue.h"
#include "catalogueid.h"

#include <algorithm>

namespace llmconf {

bool ChassisFit::takes(const Card &card, const Chassis &chassis)
{
    if (card.formFactor != chassis.slotFormFactor)
        return false;
    // Lengths first, in scalar code; QStringList::contains ran a three-way
    // compare of each id (issue 31: 8 % of an evaluation).
    return card.chassis.isEmpty() ||
           std::any_of(card.chassis.cbegin(), card.chassis.cend(),
                       [&chassis](const QString &id) { return CatalogueId::same(id, chassis.id); });
}

QString ChassisFit::whyNot(const Card &card, const Chassis &chassis, const Catalogue &catalogue)
{
    if (takes(card, chassis))
        return QString();
    QStringList names;
    for (const QString &id : card.chassis)
        if (const Chassis *c = catalogue.chassisById(id))
            names.append(c->name.text());
    if (names.isEmpty())
        names = card.chassis;
    // In the customer's terms: what the card is and where it goes, so that
    // "SXM into a PCIe server" needs no knowledge of form factors.
    if (card.formFactor != chassis.slotFormFactor)
        return tr("The %1 is %2: it goes only in the %3, not in the %4.")
            .arg(card.shortName, kindOf(card.formFactor), names.join(tr(" or the ")),
                 chassis.name.text());
    return tr("The %1 does not take a %2: the %2 is sold in the %3.")
        .arg(chassis.name.text(), card.shortName, names.join(tr(" or the ")));
}

QString ChassisFit::kindOf(FormFactor formFactor)
{
    switch (formFactor) {
    case FormFactor::Sxm:
        return tr("an SXM module for an HGX baseboard");
    case FormFactor::Integrated:
        return tr("a complete desktop system, not a card for a server slot");
    case FormFactor::Superchip:
        return tr("a superchip module for an NVL72 compute tray");
    case FormFactor::PcieDualSlot:
        break;
    }
    return tr("a double-width PCIe card");
}

QString ChassisFit::whyNot(const Build &build, const Catalogue &catalogue, QString *field)
{
    const QStringList *checked = nullptr;
    QString checkedChassis;
    for (qsizetype s = 0; s < build.servers.size(); ++s) {
        const Server &server = build.servers[s];
        // A cluster's servers share one slot list: the same answer.
        if (checked && server.slotCards.isSharedWith(*checked) && server.chassis == checkedChassis)
            continue;
        const Chassis *chassis = catalogue.chassisById(server.chassis);
        if (!chassis)
            continue;
        for (qsizetype i = 0; i < server.slotCards.size(); ++i) {
            const Card *card =
                server.slotCards[i].isEmpty() ? nullptr : catalogue.card(server.slotCards[i]);
            if (!card)
                continue;
            const QString reason = whyNot(*card, *chassis, catalogue);
            if (!reason.isEmpty()) {
                if (field)
                    *field = QStringLiteral("$.servers[%1].slots[%2]").arg(s).arg(i);
                return reason;
            }
        }
        checked = &server.slotCards;
        checkedChassis = server.chassis;
    }
    return QString();
}

} // namespace llmconf
