// SPDX-License-Identifier: MIT
// Test support: runs a program (the built llm-configurator, the installed one,
// pdftotext, cmake) to its end and keeps what it printed. The one process
// helper of the tests; the commands' behaviour is tested in process.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace llmconf::test {

/// What a program printed and how it ended (-1: it crashed or did not finish).
struct ProcessResult
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
using CliResult = ProcessResult;

/// A user catalogue that does not exist, in a folder of this test process:
/// a program run by a test must neither read nor write the real one in the
/// home folder.
inline QString absentUserCatalogue()
{
    static const QTemporaryDir dir;
    return dir.filePath(QStringLiteral("absent/user-catalogue.json"));
}

/// Runs `program` in this process's environment changed by `environment`
/// (NAME=VALUE to set, NAME to remove), killed after `timeoutMs`.
inline ProcessResult runProcess(const QString &program, const QStringList &arguments,
                                const QStringList &environment = {}, int timeoutMs = 120000)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &assignment : environment) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq < 0)
            env.remove(assignment);
        else
            env.insert(assignment.left(eq), assignment.mid(eq + 1));
    }
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    ProcessResult result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        ADD_FAILURE() << program.toStdString()
                      << " did not finish: " << process.errorString().toStdString();
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

#ifdef LLMCONF_BINARY
/// The built llm-configurator in the C.UTF-8 locale with an empty user
/// catalogue; `environment` as runProcess() takes it (it may name another
/// user catalogue, or remove QT_QPA_PLATFORM and DISPLAY).
inline ProcessResult runCli(const QStringList &arguments, const QStringList &environment = {})
{
    QStringList env{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANG=C.UTF-8"),
                    QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + absentUserCatalogue()};
    env += environment;
    return runProcess(QStringLiteral(LLMCONF_BINARY), arguments, env, 60000);
}
#endif

} // namespace llmconf::test
