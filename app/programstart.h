// SPDX-License-Identifier: MIT
#pragma once

#include "assessment.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <thread>

namespace llmconf {

class Catalogue;
class CommandLine;

/// What the program's two halves share when they start: main() (the
/// commands on a QCoreApplication) and the GUI module (the window, `sheet`,
/// `compare -o`, GuiModule).
class ProgramStart
{
public:
    /// Qt's GUI warns on every start when XDG_RUNTIME_DIR is unset (root
    /// shells, CI); gives it a private folder of this process (new, mode
    /// 0700, removed with the returned object), so stderr carries only what
    /// we say. Null when the environment names one. For the GUI module
    /// only: the commands on Qt Core never ask for the folder.
    static std::unique_ptr<QTemporaryDir> ensureRuntimeDir();
    /// argv as text, the program first.
    static QStringList arguments(int argc, char **argv);
    /// The organisation and application names the settings and the user's
    /// catalogue live under: set before anything reads a path.
    static void nameApplication();
    /// What every build is assessed with: the catalogue `offered` (built in
    /// plus the user's imports), the built-in engine releases and cost
    /// defaults, the user's price list over the built-in one (the built-in
    /// alone where the user's cannot be read: the Cost tab and --prices say
    /// why when asked), in the current locale.
    static AssessmentInputs inputsOf(const Catalogue &offered);
    /// Parsing the catalogue is most of a command's start (docs/performance.md,
    /// "One-shot evaluate"): a thread that parses its largest files and
    /// reads the software catalogue on a second core while the caller reads
    /// the prices and then the catalogue, waiting only for a file not yet
    /// parsed. Joined when the returned object ends.
    [[nodiscard]] static std::jthread readAhead();
    /// Runs the command `given` names (no window) and returns its exit code.
    /// The checkpoints the window offers, the user's imported ones included;
    /// with a damaged user catalogue the built-in one stays usable, and the
    /// problem is said once: in a failing command's line or under `catalogue`.
    static int runCommand(const CommandLine &commandLine, const QStringList &given);
};

} // namespace llmconf
