// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

namespace llmconf {

/// The program's subcommands: CommandLine::withoutGui() with the sheets
/// added (`sheet`, and `compare -o` writing the comparison sheet). Only
/// these link the sheets, Widgets and Charts; the program starts a
/// QApplication for them alone (CommandLine::needsGui()).
class GuiCommands
{
public:
    static Subcommands all();
};

} // namespace llmconf
