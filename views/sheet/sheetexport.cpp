// SPDX-License-Identifier: MIT
#include "sheetexport.h"

#include "build.h"
#include "comparisonsheet.h"
#include "configurationsheet.h"
#include "formaterror.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>

namespace llmconf {

QString SheetExport::suggestedFileName(const Build &build, const QString &buildFilePath)
{
    QString base = QFileInfo(buildFilePath).completeBaseName();
    if (base.isEmpty()) {
        // A title as a file name: letters, digits, dots and dashes.
        static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9.+-]+"));
        base = build.title.trimmed();
        base.replace(unsafe, QStringLiteral("-"));
        base = base.left(80);
        while (base.endsWith(QLatin1Char('-')))
            base.chop(1);
    }
    if (base.isEmpty())
        base = tr("configuration-sheet");
    return base + QStringLiteral(".pdf");
}

QString SheetExport::configurationSheet(QWidget *parent, const Build &build,
                                        const Catalogue &catalogue, const QString &buildFilePath)
{
    const QString folder =
        buildFilePath.isEmpty() ? QDir::homePath() : QFileInfo(buildFilePath).absolutePath();
    QString path = QFileDialog::getSaveFileName(
        parent, tr("Export configuration sheet"),
        QDir(folder).filePath(suggestedFileName(build, buildFilePath)), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return QString();
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    try {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        ConfigurationSheet::write(build, catalogue, path);
        QApplication::restoreOverrideCursor();
        return path;
    } catch (const FormatError &e) {
        QApplication::restoreOverrideCursor();
        QMessageBox::warning(parent, tr("Export configuration sheet"),
                             tr("The configuration sheet was not written.\n\n%1").arg(e.message()));
        return QString();
    }
}

QString SheetExport::comparisonSheet(QWidget *parent, const QList<Build> &builds,
                                     const Catalogue &catalogue)
{
    QString path = QFileDialog::getSaveFileName(
        parent, tr("Export comparison sheet"),
        QDir(QDir::homePath()).filePath(tr("comparison-sheet") + QStringLiteral(".pdf")),
        tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return QString();
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    try {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        ComparisonSheet::write(builds, catalogue, path);
        QApplication::restoreOverrideCursor();
        return path;
    } catch (const FormatError &e) {
        QApplication::restoreOverrideCursor();
        QMessageBox::warning(parent, tr("Export comparison sheet"),
                             tr("The comparison sheet was not written.\n\n%1").arg(e.message()));
        return QString();
    }
}

} // namespace llmconf
