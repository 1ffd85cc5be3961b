// SPDX-License-Identifier: MIT
#include "guimodule.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QTextStream>

namespace llmconf {

namespace {

const QString kFileName = QStringLiteral(LLMCONF_MODULE_FILE_NAME);

/// The folder of the running program: before any QCoreApplication exists
/// (the module makes its own QApplication), so not applicationDirPath().
QString programDirectory()
{
    return QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath())
        .absolutePath();
}

} // namespace

QStringList GuiModule::candidates()
{
    const QString directory = programDirectory();
    return {directory + QLatin1Char('/') + kFileName,
            QDir::cleanPath(directory + QStringLiteral("/" LLMCONF_MODULE_FROM_BINARY "/")) +
                QLatin1Char('/') + kFileName};
}

int GuiModule::run(int &argc, char **argv)
{
    const QStringList paths = candidates();
    QStringList problems;
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path))
            continue;
        // Kept loaded until the program ends: its objects live that long.
        // Without ResolveAllSymbolsHint: the module's own calls into Qt bind
        // lazily (3 M instructions fewer for `sheet`; the Qt libraries it
        // loads are BIND_NOW regardless).
        QLibrary module(path);
        const auto entry = reinterpret_cast<EntryPoint>(module.resolve(kEntryPoint));
        if (entry)
            return entry(&argc, argv);
        problems.append(module.errorString());
    }
    if (problems.isEmpty())
        problems.append(tr("not found in %1").arg(paths.join(QStringLiteral(", "))));
    QTextStream(stderr) << tr("llm-configurator: the window, sheet and compare -o need the "
                              "program's GUI module %1: %2. Reinstall the program, or build the "
                              "target cli_gui.")
                               .arg(kFileName, problems.join(QStringLiteral("; ")))
                        << Qt::endl;
    return kMissing;
}

} // namespace llmconf
