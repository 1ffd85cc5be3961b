// SPDX-License-Identifier: MIT
#pragma once

#include "cardplacement.h"
#include "editbuild.h"

namespace llmconf {

/// A command that moves cards to another slot or server in one step.
class MoveCards : public EditBuild
{
public:
    MoveCards(BuildDocument *document, const QList<SlotRef> &from, SlotRef to);
};

} // namespace llmconf
