// SPDX-License-Identifier: MIT
#include "installedprefix.h"

#include <QStandardPaths>

ProcessResult runProgram(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    ProcessResult result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("did not finish: ") + process.errorString();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

bool hasProgram(const QString &program)
{
    return !QStandardPaths::findExecutable(program).isEmpty();
}

InstalledPrefix::InstalledPrefix()
{
    m_install = runProgram(QStringLiteral(LLMCONF_CMAKE),
                           {QStringLiteral("--install"), QStringLiteral(LLMCONF_BUILD_DIR),
                            QStringLiteral("--prefix"), m_dir.path()});
}

QString InstalledPrefix::path(const QString &relative) const
{
    return m_dir.path() + QLatin1Char('/') + relative;
}

QString InstalledPrefix::example() const
{
    return path(QStringLiteral("share/llm-configurator/examples/glm53flash-nvfp4-4x-rtx-tp4.json"));
}
