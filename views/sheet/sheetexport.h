// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QWidget;

namespace llmconf {

class BuildComparison;
struct Build;
struct BuildReport;

/// The window's File > Export configuration sheet... and the comparison's
/// Export comparison sheet...: asks where to save, writes the sheet the
/// command line writes (`sheet`, `compare -o`) and reports a failure.
class SheetExport
{
    Q_DECLARE_TR_FUNCTIONS(SheetExport)

public:
    /// Asks for a PDF path (suggested next to `buildFilePath`, named after the
    /// build) and writes the configuration sheet of `report` there
    /// (the document's); returns the path written, empty when cancelled or
    /// failed (a message box says why).
    static QString configurationSheet(QWidget *parent, const BuildReport &report,
                                      const QString &buildFilePath = QString());

    /// Asks for a PDF path and writes the sheet of `comparison` (the
    /// window's) there; returns the path written, empty when cancelled or
    /// failed (a message box says why).
    static QString comparisonSheet(QWidget *parent, const BuildComparison &comparison);

    /// The file name suggested for a build: its file's name or its title, as .pdf.
    static QString suggestedFileName(const Build &build, const QString &buildFilePath);
};

} // namespace llmconf
