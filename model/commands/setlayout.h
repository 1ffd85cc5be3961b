// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"
#include "layout.h"
namespace llmconf {

/// A command that sets TP, PP, EP, DCP and copies.
class SetLayout : public EditBuild
{
public:
    SetLayout(BuildDocument *document, const Layout &layout);
};

} // namespace llmconf
