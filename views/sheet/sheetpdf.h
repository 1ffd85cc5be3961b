// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

namespace llmconf {

class SheetPainter;

/// The PDF of a sheet: painted at the largest text scale that fits its pages,
/// and saved so that a failure leaves no half-written file. Shared by the
/// configuration sheet and the comparison sheet.
class SheetPdf
{
    Q_DECLARE_TR_FUNCTIONS(SheetPdf)

public:
    /// Paints with `paint` at shrinking scales until the document fits
    /// `pages` A4 pages (or the smallest scale is reached); returns the PDF.
    static QByteArray render(const QString &title, int pages,
                             const std::function<void(SheetPainter &)> &paint);

    /// Writes `data` to a temporary file next to `pdfPath` and renames it on
    /// success; throws FormatError naming `pdfPath` when it cannot.
    static void save(const QByteArray &data, const QString &pdfPath);
};

} // namespace llmconf
