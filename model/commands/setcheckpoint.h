// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"

namespace llmconf {

/// A command that chooses the checkpoint the build serves.
class SetCheckpoint : public EditBuild
{
public:
    SetCheckpoint(BuildDocument *document, const QString &checkpointId);
};

} // namespace llmconf
