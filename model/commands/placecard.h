// SPDX-License-Identifier: MIT
#pragma once

#include "cardplacement.h"
#include "editbuild.h"

namespace llmconf {

/// A command that puts a card from the palette into a free slot.
class PlaceCard : public EditBuild
{
public:
    PlaceCard(BuildDocument *document, const QString &cardId, SlotRef to);
};

} // namespace llmconf
