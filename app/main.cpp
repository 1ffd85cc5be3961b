// SPDX-License-Identifier: MIT
#include "assessment.h"
#include "buildassembler.h"
#include "buildfile.h"
#include "catalogue.h"
#include "commandline.h"
#include "figurestable.h"
#include "formaterror.h"
#include "guicommands.h"
#include "language.h"
#include "mainwindow.h"
#include "quantityformat.h"
#include "usercatalogue.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

#include <memory>

namespace {

/// Qt warns on every start when XDG_RUNTIME_DIR is unset (root shells, CI);
/// give it a private folder of this process (new, mode 0700, removed at the
/// end), so stderr carries only what we say. A fixed name would be another
/// user's folder on a shared machine, and Qt would warn about its owner.
std::unique_ptr<QTemporaryDir> ensureRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return nullptr;
    auto dir = std::make_unique<QTemporaryDir>(QDir::tempPath() +
                                               QStringLiteral("/llm-configurator-runtime-XXXXXX"));
    if (!dir->isValid())
        return nullptr;
    QFile::setPermissions(dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir->path()));
    return dir;
}

/// What every build is assessed with: the catalogue offered (built in plus
/// the user's imports), the built-in engine releases and cost defaults, the
/// user's price list over the built-in one (the built-in alone where the
/// user's cannot be read: the Cost tab and --prices say why when asked), in
/// the current locale.
llmconf::AssessmentInputs inputsOf(const llmconf::Catalogue &offered)
{
    using namespace llmconf;
    AssessmentInputs inputs;
    inputs.catalogue = std::make_shared<const Catalogue>(offered);
    // The built-in catalogue lives as long as the program: not owned.
    inputs.builtIn =
        std::shared_ptr<const Catalogue>(&Catalogue::builtIn(), [](const Catalogue *) {});
    inputs.software = std::make_shared<const SoftwareCatalogue>(SoftwareCatalogue::builtIn());
    try {
        inputs.prices = PriceList::effective(QString());
    } catch (const FormatError &) {
        inputs.prices = PriceList::builtIn();
    }
    inputs.costDefaults = CostDefaults::builtIn();
    inputs.format = QuantityFormat(QLocale());
    return inputs;
}

/// A platform named in the environment or by a leading "-platform NAME".
bool hasDisplay(const QStringList &windowOptions)
{
    return windowOptions.contains(QStringLiteral("-platform")) ||
           windowOptions.contains(QStringLiteral("--platform")) ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
           !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

/// Runs the command `given` names (no window) and returns its exit code. The
/// checkpoints the window offers, the user's imported ones included; with a
/// damaged user catalogue the built-in one stays usable, and the problem is
/// said once: in a failing command's line or under `catalogue`.
int runCommand(const llmconf::CommandLine &commandLine, const QStringList &given)
{
    using namespace llmconf;
    QTextStream out(stdout);
    QTextStream err(stderr);
    QString problem;
    const AssessmentInputs inputs =
        inputsOf(UserCatalogue::offered(Catalogue::builtIn(), &problem));
    CommandContext context{*inputs.catalogue, inputs, out, err, problem};
    return commandLine.run(given, context);
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
        const AssessmentInputs inputs = inputsOf(offered); // in the language just applied
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

/// The window, on a running QApplication. On a platform that shows nothing
/// (offscreen, minimal) no one can answer a question: a file that cannot be
/// opened is said on stderr with exit code 2, and no box waits for an answer.
int runWindow(const QStringList &arguments, QApplication &app)
{
    using namespace llmconf;
    // The language follows the system at first start, then the user's choice.
    Language::apply(
        QSettings().value(QStringLiteral("language"), Language::systemDefault()).toString());
    // The catalogue offered: built in, plus the checkpoints this user imported.
    QString problem;
    const AssessmentInputs inputs =
        inputsOf(UserCatalogue::offered(Catalogue::builtIn(), &problem));
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

} // namespace

int main(int argc, char *argv[])
{
    using namespace llmconf;
    const std::unique_ptr<QTemporaryDir> runtimeDir = ensureRuntimeDir();
    QStringList given;
    for (int i = 0; i < argc; ++i)
        given.append(QString::fromLocal8Bit(argv[i]));
    // "-platform offscreen BUILD.json": Qt takes its options, we the rest.
    const QStringList arguments = CommandLine::withoutWindowOptions(given);
    // Before anything reads a path: the settings and the user's catalogue live
    // under these names, for the window and the commands alike.
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator"));
    QCoreApplication::setApplicationName(QStringLiteral("LLM Server Configurator"));

    const CommandLine commandLine(GuiCommands::all());
    const QStringList windowOptions = given.mid(1, given.size() - arguments.size());
    const bool command = commandLine.isCommand(arguments);
    if (command && commandLine.needsGui(given)) {
        // The sheets draw charts: a QApplication, offscreen unless the
        // environment names a platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        return runCommand(commandLine, given);
    }
    if (command || !hasDisplay(windowOptions)) {
        // Every other command, and the window without a display: no platform
        // plugin, no display.
        QCoreApplication app(argc, argv);
        return command ? runCommand(commandLine, given) : printWithoutDisplay(arguments);
    }
    QApplication app(argc, argv);
    return runWindow(arguments, app);
}
