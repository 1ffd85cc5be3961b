// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QApplication;

namespace llmconf {

/// main() of the GUI module (GuiModule loads it): the window, and the
/// commands main() leaves to it: those that draw (`sheet`, `compare -o`),
/// --help (which lists them) and unknown words (which it names among them).
class GuiMain
{
public:
    static int run(int &argc, char **argv);

private:
    /// The window, on a running QApplication. On a platform that shows
    /// nothing (offscreen, minimal) no one can answer a question: a file
    /// that cannot be opened is said on stderr with exit code 2, and no box
    /// waits for an answer.
    static int runWindow(const QStringList &arguments, QApplication &app);
};

} // namespace llmconf
