// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"

namespace llmconf {

/// A command that removes a server and its cards from the build.
class RemoveServer : public EditBuild
{
public:
    RemoveServer(BuildDocument *document, int server);
};

} // namespace llmconf
