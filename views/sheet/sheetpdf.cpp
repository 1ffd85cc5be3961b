// SPDX-License-Identifier: MIT
#include "sheetpdf.h"

#include "formaterror.h"
#include "outputfile.h"
#include "sheetpainter.h"

#include <QBuffer>
#include <QPdfWriter>

namespace llmconf {

namespace {

// Device resolution of the PDF: fine enough for hairlines, small numbers.
constexpr int kResolution = 600;
// Text scales tried, largest first, until the sheet fits its pages.
constexpr double kLargestScale = 1.0;
constexpr double kSmallestScale = 0.72;
constexpr double kScaleStep = 0.04;

} // namespace

QByteArray SheetPdf::render(const QString &title, int pages,
                            const std::function<void(SheetPainter &)> &paint)
{
    // Every pass lays out the whole sheet with the PDF's own font metrics,
    // so what fits here fits in the file.
    QByteArray data;
    for (double scale = kLargestScale; scale >= kSmallestScale - 1e-9; scale -= kScaleStep) {
        QBuffer buffer(&data);
        data.clear();
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(kResolution);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("LLM Server Configurator"));
        SheetPainter painter(writer, scale);
        painter.setPageCount(pages);
        paint(painter);
        painter.finish();
        if (painter.pages() <= pages)
            break;
    }
    return data;
}

void SheetPdf::save(const QByteArray &data, const QString &pdfPath)
{
    // Written next to the target and renamed on commit; never over a pipe or device.
    OutputFile::write(data, pdfPath);
}

} // namespace llmconf
