// SPDX-License-Identifier: MIT
#pragma once

#include "processrun.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

using llmconf::test::ProcessResult;
using llmconf::test::runProcess;

/// True when `program` is on the PATH.
bool hasProgram(const QString &program);

/// The build installed with `cmake --install` into a prefix of its own, as a
/// user or a package would: the program then runs from <prefix>/bin.
class InstalledPrefix
{
public:
    InstalledPrefix();
    bool ok() const { return m_install.exitCode == 0; }
    const ProcessResult &install() const { return m_install; }
    QString path(const QString &relative) const;
    QString program() const { return path(QStringLiteral("bin/llm-configurator")); }
    QString example() const;

private:
    QTemporaryDir m_dir;
    ProcessResult m_install;
};
