// SPDX-License-Identifier: MIT
#include "programstart.h"

#include "builtindocument.h"
#include "catalogue.h"
#include "commandline.h"
#include "costdefaults.h"
#include "formaterror.h"
#include "installeddata.h"
#include "pricelist.h"
#include "quantityformat.h"
#include "softwarecatalogue.h"
#include "usercatalogue.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

namespace llmconf {

std::unique_ptr<QTemporaryDir> ProgramStart::ensureRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return nullptr;
    // A fixed name would be another user's folder on a shared machine, and
    // Qt would warn about its owner.
    auto dir = std::make_unique<QTemporaryDir>(QDir::tempPath() +
                                               QStringLiteral("/llm-configurator-runtime-XXXXXX"));
    if (!dir->isValid())
        return nullptr;
    QFile::setPermissions(dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir->path()));
    return dir;
}

QStringList ProgramStart::arguments(int argc, char **argv)
{
    QStringList given;
    for (int i = 0; i < argc; ++i)
        given.append(QString::fromLocal8Bit(argv[i]));
    return given;
}

void ProgramStart::nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator"));
    QCoreApplication::setApplicationName(QStringLiteral("LLM Server Configurator"));
}

AssessmentInputs ProgramStart::inputsOf(const Catalogue &offered)
{
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

std::jthread ProgramStart::readAhead()
{
    // Here, before the thread: QCoreApplication caches the program's path
    // on first use, which two threads must not do at once.
    (void)InstalledData::catalogueDirectory();
    return std::jthread([] {
        // In the order the catalogue's reader needs them; its first files
        // (rules.json, licences.json) and prices.json are the caller's.
        BuiltInDocument::parseAhead({QStringLiteral("cards.json")});
        try {
            (void)SoftwareCatalogue::builtIn();
        } catch (...) {
            // Read again, and its problem said, by the command's inputsOf().
        }
        BuiltInDocument::parseAhead({QStringLiteral("cpus.json"), QStringLiteral("chassis.json"),
                                     QStringLiteral("feeds.json"), QStringLiteral("models.json"),
                                     QStringLiteral("checkpoints.json")});
    });
}

int ProgramStart::runCommand(const CommandLine &commandLine, const QStringList &given)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (CommandLine::asksVersion(given)) {
        // --version names the catalogue's date (edition.json): reading the
        // catalogue itself would be two thirds of its time.
        const Catalogue noCatalogue;
        const AssessmentInputs noInputs;
        CommandContext context{noCatalogue, noInputs, out, err};
        return commandLine.run(given, context);
    }
    QString problem;
    AssessmentInputs inputs;
    try {
        // While the other thread parses cards.json, this one reads the
        // prices, then the catalogue file by file.
        const std::jthread ahead = readAhead();
        (void)PriceList::builtIn();
        (void)CostDefaults::builtIn();
        inputs = inputsOf(UserCatalogue::offered(Catalogue::builtIn(), &problem));
    } catch (const FormatError &e) {
        // An installed catalogue edited by hand (InstalledData): one line
        // naming file and field, as for any file, not an abort.
        err << CommandLine::oneLine(e.message()) << Qt::endl;
        return CommandLine::kBadInput;
    } // The thread is joined before the command applies its language.
    CommandContext context{*inputs.catalogue, inputs, out, err, problem};
    return commandLine.run(given, context);
}

} // namespace llmconf
