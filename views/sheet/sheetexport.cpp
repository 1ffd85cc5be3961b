// SPDX-License-Identifier: MIT
#include "sheetexport.h"

#include "build.h"
#include "comparisonsheet.h"
#include "configurationsheet.h"
#include "formaterror.h"
#include "pricelist.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <functional>

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

namespace {
/// Asks where to save, writes with `write` (which throws FormatError), and
/// says so when it fails; returns the path written or "".
QString exportPdf(QWidget *parent, const QString &title, const QString &suggestedPath,
                  const QString &failure, const std::function<void(const QString &)> &write)
{
    QString path =
        QFileDialog::getSaveFileName(parent, title, suggestedPath, SheetExport::tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return QString();
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        write(path);
    } catch (const FormatError &e) {
        QApplication::restoreOverrideCursor();
        QMessageBox::warning(parent, title, failure.arg(e.message()));
        return QString();
    }
    QApplication::restoreOverrideCursor();
    return path;
}
} // namespace

QString SheetExport::configurationSheet(QWidget *parent, const BuildReport &report,
                                        const QString &buildFilePath)
{
    const QString folder =
        buildFilePath.isEmpty() ? QDir::homePath() : QFileInfo(buildFilePath).absolutePath();
    return exportPdf(parent, tr("Export configuration sheet"),
                     QDir(folder).filePath(suggestedFileName(report.build, buildFilePath)),
                     tr("The configuration sheet was not written.\n\n%1"),
                     [&](const QString &path) { ConfigurationSheet::write(report, path); });
}

QString SheetExport::comparisonSheet(QWidget *parent, const BuildComparison &comparison)
{
    return exportPdf(
        parent, tr("Export comparison sheet"),
        QDir(QDir::homePath()).filePath(tr("comparison-sheet") + QStringLiteral(".pdf")),
        tr("The comparison sheet was not written.\n\n%1"),
        [&](const QString &path) { ComparisonSheet::write(comparison, path); });
}

} // namespace llmconf
