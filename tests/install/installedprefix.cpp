// SPDX-License-Identifier: MIT
#include "installedprefix.h"

#include <QStandardPaths>

bool hasProgram(const QString &program)
{
    return !QStandardPaths::findExecutable(program).isEmpty();
}

InstalledPrefix::InstalledPrefix()
{
    m_install = runProcess(QStringLiteral(LLMCONF_CMAKE),
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
