// SPDX-License-Identifier: MIT
#include "assessment.h"
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "commandline.h"
#include "figurestable.h"
#include "formaterror.h"
#include "guimodule.h"
#include "language.h"
#include "programstart.h"
#include "quantityformat.h"
#include "usercatalogue.h"

#include <QSettings>
#include <QTextStream>

#include <cstdio>
#include <cstdlib>
#include <memory>

// The program links the command line and the model on Qt Core alone; the
// window, `sheet` and `compare -o` are in the GUI module (GuiModule), which
// only they load: a command starts without relocating Widgets, Charts and Gui.

namespace {

/// A platform named in the environment or by a leading "-platform NAME".
bool hasDisplay(const QStringList &windowOptions)
{
    return windowOptions.contains(QStringLiteral("-platform")) ||
           windowOptions.contains(QStringLiteral("--platform")) ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
           !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

/// No display: shows what the window would open with, in the window's language
/// (plural forms come from the translation), and how to see it.
int printWithoutDisplay(const QStringList &arguments)
{
    using namespace llmconf;
    QTextStream out(stdout);
    QTextStream err(stderr);
    QString problem;
    const Catalogue offered = UserCatalogue::offered(Catalogue::builtIn(), &problem);
    try {
        Language::apply(
            QSettings().value(QStringLiteral("language"), Language::systemDefault()).toString());
        // In the language just applied.
        const AssessmentInputs inputs = ProgramStart::inputsOf(offered);
        const Build build = arguments.size() > 1 ? BuildFile::read(arguments[1], offered.rules())
                                                 : BuildAssembler::reference(offered);
        const BuildReport report = assess(build, inputs, BuildReport::Parts::WithoutCharts);
        if (!report.ok()) {
            err << CommandLine::oneLine(report.error()) << Qt::endl;
            return CommandLine::kBadInput;
        }
        out << FiguresTable::render(report, inputs.format);
        out << Qt::endl
            << QCoreApplication::translate("main", "No display found. To see the window, run: "
                                                   "xvfb-run -a %1, or start it on a desktop.")
                   .arg(arguments.mid(0, 2).join(QLatin1Char(' ')))
            << Qt::endl;
        return 0;
    } catch (const FormatError &e) {
        err << CommandLine::oneLine(e.message()) << Qt::endl;
        return CommandLine::kBadInput;
    }
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace llmconf;
    const QStringList given = ProgramStart::arguments(argc, argv);
    // "-platform offscreen BUILD.json": Qt takes its options, we the rest.
    const QStringList arguments = CommandLine::withoutWindowOptions(given);
    // Before anything reads a path: the settings and the user's catalogue live
    // under these names, for the window and the commands alike.
    ProgramStart::nameApplication();

    const CommandLine commandLine;
    const QStringList windowOptions = given.mid(1, given.size() - arguments.size());
    const bool command = commandLine.isCommand(arguments);
    if (command ? commandLine.runsWithoutGui(given) : !hasDisplay(windowOptions)) {
        // Every command that draws nothing, and the window without a
        // display: no platform plugin, no display, no GUI module, and no
        // runtime folder (Qt Core alone never asks for one).
        int code = 0;
        {
            QCoreApplication app(argc, argv);
            code = command ? ProgramStart::runCommand(commandLine, given)
                           : printWithoutDisplay(arguments);
        }
        // One shot: what it printed flushed, the rest of its memory left to
        // the system. Freeing the catalogue and its parsed files piece by
        // piece in the static destructors was 1.0 M of `evaluate`'s 22.8 M
        // instructions.
        std::fflush(stdout);
        std::fflush(stderr);
        std::_Exit(code);
    }
    const std::unique_ptr<QTemporaryDir> runtimeDir = ProgramStart::ensureRuntimeDir();
    return GuiModule::run(argc, argv);
}
