// SPDX-License-Identifier: MIT
// Test support: runs the built llm-configurator and collects what it says.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace llmconf::test {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;

    QJsonObject json() const
    {
        QJsonParseError error;
        const QJsonDocument d = QJsonDocument::fromJson(out.toUtf8(), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << out.toStdString();
        return d.object();
    }
    QStringList errLines() const { return err.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
};

/// A user catalogue that does not exist, in a folder of this test process:
/// the binary must neither read nor write the real one in the home folder.
inline QString absentUserCatalogue()
{
    static const QTemporaryDir dir;
    return dir.filePath(QStringLiteral("absent/user-catalogue.json"));
}

/// `environment` holds NAME=VALUE to set and NAME to remove; without
/// LLM_CONFIGURATOR_USER_CATALOGUE the binary sees an empty user catalogue.
inline CliResult runCli(const QStringList &arguments, const QStringList &environment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE"), absentUserCatalogue());
    for (const QString &assignment : environment) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq < 0)
            env.remove(assignment);
        else
            env.insert(assignment.left(eq), assignment.mid(eq + 1));
    }
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LLMCONF_BINARY), arguments);
    EXPECT_TRUE(process.waitForFinished(60000));
    return CliResult{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                     QString::fromUtf8(process.readAllStandardError())};
}

} // namespace llmconf::test
