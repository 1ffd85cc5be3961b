// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// The window, `sheet` and `compare -o` live in a module of their own
/// (app/gui with the views and the sheets: Widgets, Charts, PrintSupport),
/// loaded only when asked for, so that every other command starts without
/// relocating the GUI libraries (docs/performance.md, "Start-up").
class GuiModule
{
    Q_DECLARE_TR_FUNCTIONS(GuiModule)

public:
    /// The function the module exports: main() for the window and the
    /// commands that draw (GuiMain::run).
    using EntryPoint = int (*)(int *argc, char **argv);
    static constexpr const char *kEntryPoint = "llmconf_gui_main";

    /// Loads the module and runs its entry point on argc and argv; without
    /// the module, says which file is missing on stderr and returns
    /// kMissing.
    static int run(int &argc, char **argv);
    /// Where the module is looked for, first found wins: beside the program
    /// (the build tree), then in the private library folder it is installed
    /// to (LLMCONF_MODULE_FROM_BINARY, relative to the program).
    static QStringList candidates();

    /// Not bad input (2): the installation is incomplete.
    static constexpr int kMissing = 3;
};

} // namespace llmconf
