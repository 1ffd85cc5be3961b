// SPDX-License-Identifier: MIT
// Reading the PDFs the built binary writes back with poppler-utils
// (pdftotext, pdfinfo): shared by the configuration and comparison sheet
// tests. The processes run through tests/support/processrun.h.
#pragma once

#include "processrun.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace llmconf {

using test::ProcessResult;

/// `program` as the sheet tests run it: offscreen, with no user catalogue.
inline ProcessResult run(const QString &program, const QStringList &arguments)
{
    return test::runProcess(
        program, arguments,
        {QStringLiteral("QT_QPA_PLATFORM=offscreen"),
         QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + test::absentUserCatalogue()});
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
