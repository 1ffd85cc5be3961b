// SPDX-License-Identifier: MIT
#include "guimain.h"

#include "buildfile.h"
#include "commandline.h"
#include "formaterror.h"
#include "guicommands.h"
#include "guimodule.h"
#include "language.h"
#include "mainwindow.h"
#include "programstart.h"
#include "usercatalogue.h"

#include <QApplication>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>

/// The module's one exported symbol (GuiModule::kEntryPoint); everything
/// else in it is hidden (app/CMakeLists.txt).
extern "C" Q_DECL_EXPORT int llmconf_gui_main(int *argc, char **argv)
{
    return llmconf::GuiMain::run(*argc, argv);
}

namespace llmconf {

namespace {
// The exported function has the type main() resolves it as.
[[maybe_unused]] constexpr GuiModule::EntryPoint kChecked = &llmconf_gui_main;
} // namespace

int GuiMain::run(int &argc, char **argv)
{
    const QStringList given = ProgramStart::arguments(argc, argv);
    // "-platform offscreen BUILD.json": Qt takes its options, we the rest.
    const QStringList arguments = CommandLine::withoutWindowOptions(given);
    ProgramStart::nameApplication();
    const CommandLine commandLine(GuiCommands::all());
    if (commandLine.isCommand(arguments)) {
        if (!commandLine.needsGui(given)) {
            QCoreApplication app(argc, argv);
            return ProgramStart::runCommand(commandLine, given);
        }
        // The sheets draw charts: a QApplication, offscreen unless the
        // environment names a platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        return ProgramStart::runCommand(commandLine, given);
    }
    QApplication app(argc, argv);
    return runWindow(arguments, app);
}

int GuiMain::runWindow(const QStringList &arguments, QApplication &app)
{
    // The language follows the system at first start, then the user's choice.
    Language::apply(
        QSettings().value(QStringLiteral("language"), Language::systemDefault()).toString());
    // The catalogue offered: built in, plus the checkpoints this user imported.
    QString problem;
    const AssessmentInputs inputs =
        ProgramStart::inputsOf(UserCatalogue::offered(Catalogue::builtIn(), &problem));
    const QString platform = QGuiApplication::platformName();
    const bool unseen =
        platform == QStringLiteral("offscreen") || platform == QStringLiteral("minimal");
    if (unseen && arguments.size() > 1) {
        try {
            (void)BuildFile::read(arguments.at(1), inputs.catalogue->rules());
        } catch (const FormatError &e) {
            QTextStream(stderr) << CommandLine::oneLine(e.message()) << Qt::endl;
            return CommandLine::kBadInput;
        }
    }
    if (!problem.isEmpty() && !unseen)
        QMessageBox::warning(
            nullptr, QCoreApplication::translate("main", "User catalogue"),
            QCoreApplication::translate("main", "Imported models are not available: %1")
                .arg(problem));
    MainWindow window(inputs);
    window.show();
    // Edits the last session did not save (a crash, a killed process, a
    // logout) come first; restored, they are what the window shows.
    const bool restored = !unseen && window.offerAutosave();
    // `llm-configurator BUILD.json` opens the file instead of the reference
    // build; a file that cannot be read is reported and the reference stays open.
    if (arguments.size() > 1 && !restored)
        window.openFile(arguments.at(1));
    return app.exec();
}

} // namespace llmconf
