// SPDX-License-Identifier: MIT
#pragma once

#include "cardplacement.h"
#include "editbuild.h"

namespace llmconf {

/// A command that takes cards out of their targetSlots.
class RemoveCards : public EditBuild
{
public:
    RemoveCards(BuildDocument *document, const QList<SlotRef> &targetSlots);
};

} // namespace llmconf
