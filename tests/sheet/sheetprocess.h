// SPDX-License-Identifier: MIT
// Running the built binary and reading its PDFs back with poppler-utils
// (pdftotext, pdfinfo): shared by the configuration and comparison sheet tests.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace llmconf {

struct ProcessResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline ProcessResult run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Never the real user catalogue in the home folder: one that does not exist.
    static const QTemporaryDir noUserCatalogue;
    env.insert(QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE"),
               noUserCatalogue.filePath(QStringLiteral("absent/user-catalogue.json")));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    EXPECT_TRUE(process.waitForFinished(120000)) << program.toStdString();
    return ProcessResult{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                         QString::fromUtf8(process.readAllStandardOutput()),
                         QString::fromUtf8(process.readAllStandardError())};
}

/// pdftotext breaks lines inside table cells and wraps the command, and drops a
/// hyphen where a line breaks after it: compare without whitespace and hyphens.
inline QString squeezed(QString text)
{
    static const QRegularExpression space(QStringLiteral("[\\s-]+"));
    return text.normalized(QString::NormalizationForm_KC).remove(space);
}

inline int pageCount(const QString &pdf)
{
    const ProcessResult info = run(QStringLiteral("pdfinfo"), {pdf});
    static const QRegularExpression pages(QStringLiteral("^Pages:\\s+(\\d+)"),
                                          QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = pages.match(info.out);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

inline QString pdfText(const QString &pdf, bool layout = false)
{
    QStringList arguments;
    if (layout)
        arguments << QStringLiteral("-layout");
    arguments << pdf << QStringLiteral("-");
    const ProcessResult text = run(QStringLiteral("pdftotext"), arguments);
    EXPECT_EQ(text.exitCode, 0) << text.err.toStdString();
    return text.out;
}

} // namespace llmconf
