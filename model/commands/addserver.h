// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"

namespace llmconf {

/// A command that adds an empty server of a chassis to the build.
class AddServer : public EditBuild
{
public:
    AddServer(BuildDocument *document, const QString &chassisId);
};

} // namespace llmconf
