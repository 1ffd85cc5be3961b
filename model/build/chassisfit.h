// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "card.h"

#include <QCoreApplication>
#include <QString>

namespace llmconf {

class Catalogue;
struct Chassis;

/// Which card goes in which chassis: the slots' form factor and the chassis
/// the card is sold in (`Card::chassis`, from the catalogue with its source).
/// The one rule the canvas, the assembler, the planner, the comparison and
/// the sizing engine ask, so that no build offers what cannot be bought.
class ChassisFit
{
    Q_DECLARE_TR_FUNCTIONS(ChassisFit)

public:
    /// Whether the chassis takes this card.
    static bool takes(const Card &card, const Chassis &chassis);
    /// Why the chassis does not take the card, naming the chassis it is sold
    /// in; empty when it does.
    [[nodiscard]] static QString whyNot(const Card &card, const Chassis &chassis,
                                        const Catalogue &catalogue);
    /// The first slot of the build whose chassis does not take its card, as
    /// a build file's field ("$.servers[0].slots[3]") and the reason; empty
    /// when every card sits in a chassis that takes it. Unknown ids are left
    /// to the sizing engine.
    [[nodiscard]] static QString whyNot(const Build &build, const Catalogue &catalogue,
                                        QString *field);
    /// What a card of this form factor is, in words a customer knows
    /// ("an SXM module for an HGX baseboard").
    static QString kindOf(FormFactor formFactor);
};

} // namespace llmconf
