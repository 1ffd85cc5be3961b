// SPDX-License-Identifier: MIT
#include "sheetpdf.h"

#include "formaterror.h"
#include "outputfile.h"
#include "sheetpainter.h"

#include <QBuffer>
#include <QFile>
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
    // One pass at `scale`: the pages it takes, and the PDF when painting.
    // Every pass lays out the whole sheet with the PDF's own font metrics,
    // so what fits when measured fits in the file.
    const auto pass = [&](double scale, SheetPainter::Mode mode, QByteArray *data) {
        QByteArray scratch;
        QBuffer buffer(data ? data : &scratch);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(kResolution);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("LLM Server Configurator"));
        SheetPainter painter(writer, scale, mode);
        painter.setPageCount(pages);
        paint(painter);
        painter.finish();
        return painter.pages();
    };
    QList<double> scales;
    for (double scale = kLargestScale; scale >= kSmallestScale - 1e-9; scale -= kScaleStep)
        scales.append(scale);

    // The largest scale that fits, found by halving the range with passes
    // that measure (no text drawn, no chart laid out): a painted pass costs
    // several measured ones, and it is done once.
    qsizetype fits = scales.size() - 1; // the smallest is taken when nothing fits
    if (pass(scales.first(), SheetPainter::Mode::Measure, nullptr) <= pages) {
        fits = 0;
    } else {
        qsizetype tooLarge = 0;
        qsizetype high = scales.size() - 1;
        if (pass(scales[high], SheetPainter::Mode::Measure, nullptr) <= pages) {
            while (high - tooLarge > 1) {
                const qsizetype middle = (tooLarge + high) / 2;
                if (pass(scales[middle], SheetPainter::Mode::Measure, nullptr) <= pages)
                    high = middle;
                else
                    tooLarge = middle;
            }
        }
        fits = high;
    }
    // Painted as measured; should a painted pass take more pages after all,
    // the next smaller scales are painted until one fits.
    QByteArray data;
    for (qsizetype i = fits; i < scales.size(); ++i) {
        data.clear();
        if (pass(scales[i], SheetPainter::Mode::Paint, &data) <= pages)
            break;
    }
    return data;
}

void SheetPdf::save(const QByteArray &data, const QString &pdfPath)
{
    // Written next to the target and renamed on commit; never over a pipe or device.
    try {
        OutputFile::write(data, pdfPath);
    } catch (const FormatError &e) {
        // Qt reports some failed writes (a full disk on commit) as "Unknown
        // error", which leaves the user nothing to do: say what to check.
        const QString unknown = QFile().errorString();
        if (unknown.isEmpty() || !e.problem().contains(unknown))
            throw;
        throw FormatError(e.file(), e.field(),
                          tr("cannot be written: the disk may be full or the folder not writable; "
                             "free some space or write the PDF elsewhere (-o)"));
    }
}

} // namespace llmconf
