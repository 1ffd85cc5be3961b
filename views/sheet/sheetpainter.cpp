// SPDX-License-Identifier: MIT
#include "sheetpainter.h"

#include <QAbstractSeries>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QTextLayout>

#include <algorithm>

namespace llmconf {

namespace {

// Page geometry in millimetres: the margins a printed supplier document keeps.
constexpr double kSideMargin = 18.0;
constexpr double kHeaderLine = 13.0; // from the top edge
constexpr double kContentTop = 20.0;
constexpr double kFooterLine = 12.0; // from the bottom edge
constexpr double kContentBottom = 17.0;
// Cell padding in millimetres.
constexpr double kCellPadX = 1.6;
constexpr double kCellPadY = 1.1;
// Chart text is drawn at its window size times this (and the sheet's scale).
constexpr double kChartTextScale = 0.8;

// A text on the sheet is at most this long: more does not fit on two
// pages, and QTextLayout's breaking of one long word anywhere takes time
// quadratic in its length (33 s for 100,000 characters).
constexpr qsizetype kMostCharacters = 2000;

QString shortened(const QString &text)
{
    return text.size() <= kMostCharacters ? text : text.left(kMostCharacters) + QChar(0x2026);
}

QString withLineBreaks(const QString &original)
{
    // QTextLayout breaks lines at U+2028, not at '\n'.
    QString text = shortened(original);
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    return text;
}

} // namespace

SheetPainter::SheetPainter(QPagedPaintDevice &device, double scale, Mode mode)
    : m_device(device), m_scale(scale), m_mode(mode)
{
    m_device.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                       QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
    m_dotsPerMm = m_device.logicalDpiX() / 25.4;
    m_pageRect = QRectF(0, 0, m_device.width(), m_device.height());
    m_content = QRectF(
        QPointF(mm(kSideMargin), mm(kContentTop)),
        QPointF(m_pageRect.right() - mm(kSideMargin), m_pageRect.bottom() - mm(kContentBottom)));
    m_painter.begin(&m_device);
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setRenderHint(QPainter::TextAntialiasing);
    beginPage();
}

SheetPainter::~SheetPainter()
{
    if (m_painter.isActive())
        finish();
}

void SheetPainter::setHeader(const QString &left, const QString &right)
{
    m_headerLeft = left;
    m_headerRight = right;
}

void SheetPainter::setFooter(const QString &left)
{
    m_footerLeft = left;
}

bool SheetPainter::finish()
{
    if (!m_painter.isActive())
        return false;
    drawHeaderFooter();
    return m_painter.end();
}

double SheetPainter::mm(double millimetres) const
{
    return millimetres * m_dotsPerMm;
}

void SheetPainter::beginPage()
{
    ++m_page;
    m_y = m_content.top();
}

void SheetPainter::newPage()
{
    drawHeaderFooter();
    m_device.newPage();
    beginPage();
}

void SheetPainter::ensureSpace(double height)
{
    if (height > remaining() && m_y > m_content.top())
        newPage();
}

void SheetPainter::addSpace(double millimetres)
{
    m_y = std::min(m_y + mm(millimetres * m_scale), m_content.bottom());
}

QRectF SheetPainter::reserve(double height)
{
    ensureSpace(height);
    const QRectF rect(m_content.left(), m_y, m_content.width(), height);
    m_y += height;
    return rect;
}

void SheetPainter::drawHeaderFooter()
{
    if (measuring())
        return;
    const double left = m_content.left();
    const double width = m_content.width();
    m_painter.save();
    m_painter.setPen(QPen(rule(), mm(0.25)));
    const double headerY = mm(kHeaderLine);
    const double footerY = m_pageRect.bottom() - mm(kFooterLine);
    m_painter.drawLine(QPointF(left, headerY), QPointF(left + width, headerY));
    m_painter.drawLine(QPointF(left, footerY), QPointF(left + width, footerY));

    // Header text sits on the line, footer text below it; both in the small style.
    const QFont small = font(Style::Muted);
    const QFontMetricsF metrics(small, &m_device);
    m_painter.setFont(small);
    m_painter.setPen(colour(Style::Muted));
    const double gap = mm(1.2);
    const QRectF headerRect(left, headerY - gap - metrics.height(), width, metrics.height());
    const QString pageText = m_pageCount > 0 ? tr("Page %1 of %2").arg(m_page).arg(m_pageCount)
                                             : tr("Page %1").arg(m_page);
    const double pageWidth = metrics.horizontalAdvance(pageText);
    const double half = (width - gap) / 2;
    m_painter.drawText(headerRect, Qt::AlignLeft | Qt::AlignBottom,
                       metrics.elidedText(shortened(m_headerLeft), Qt::ElideRight, half));
    m_painter.drawText(headerRect, Qt::AlignRight | Qt::AlignBottom,
                       metrics.elidedText(shortened(m_headerRight), Qt::ElideRight, half));
    const QRectF footerRect(left, footerY + gap, width, metrics.height());
    m_painter.drawText(
        footerRect, Qt::AlignLeft | Qt::AlignTop,
        metrics.elidedText(shortened(m_footerLeft), Qt::ElideRight, width - pageWidth - gap));
    m_painter.drawText(footerRect, Qt::AlignRight | Qt::AlignTop, pageText);
    m_painter.restore();
}

// ---- text ---------------------------------------------------------------------------------

QFont SheetPainter::font(Style style) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    // No ligatures: text copied from the PDF (or searched in it) reads "affiliates", not
    // "a\ufb03liates".
    f.setStyleStrategy(QFont::PreferNoShaping);
    double points = 8.5;
    switch (style) {
    case Style::Body:
        break;
    case Style::Small:
        points = 7.5;
        break;
    case Style::Muted:
        points = 7.0;
        break;
    case Style::Strong:
        f.setBold(true);
        break;
    case Style::Heading:
        points = 11.5;
        f.setBold(true);
        break;
    case Style::Header:
        points = 7.5;
        f.setBold(true);
        break;
    case Style::Subheading:
        points = 9.0;
        f.setBold(true);
        break;
    case Style::Title:
        points = 17.0;
        f.setBold(true);
        break;
    case Style::Kicker:
        points = 8.0;
        f.setBold(true);
        f.setCapitalization(QFont::AllUppercase);
        f.setLetterSpacing(QFont::PercentageSpacing, 108);
        break;
    case Style::Mono:
        f.setFamily(QStringLiteral("DejaVu Sans Mono"));
        f.setStyleHint(QFont::Monospace);
        points = 7.5;
        break;
    }
    f.setPointSizeF(points * m_scale);
    return f;
}

QColor SheetPainter::colour(Style style) const
{
    switch (style) {
    case Style::Muted:
        return QColor(0x5f, 0x68, 0x73);
    case Style::Heading:
    case Style::Header:
    case Style::Kicker:
    case Style::Title:
        return accent();
    default:
        return QColor(0x1d, 0x23, 0x2b);
    }
}

double SheetPainter::layoutText(const QString &text, Style style, double width,
                                Qt::Alignment alignment, QPainter *painter, QPointF origin) const
{
    QTextLayout layout(withLineBreaks(text), font(style), &m_device);
    QTextOption option(alignment);
    // Break at spaces; a word wider than the column (an id, a path) breaks anywhere.
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    const double leading = QFontMetricsF(font(style), &m_device).leading();
    double height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, height));
        height += line.height() + std::max(0.0, leading);
    }
    layout.endLayout();
    if (painter && !measuring()) {
        painter->save();
        painter->setPen(colour(style));
        layout.draw(painter, origin);
        painter->restore();
    }
    return height;
}

double SheetPainter::textHeight(const QString &text, Style style, double width) const
{
    return layoutText(text, style, width, Qt::AlignLeft, nullptr, QPointF());
}

double SheetPainter::drawText(const QString &text, Style style, const QRectF &rect,
                              Qt::Alignment alignment)
{
    return layoutText(text, style, rect.width(), alignment, &m_painter, rect.topLeft());
}

// ---- blocks -------------------------------------------------------------------------------

void SheetPainter::title(const QString &kicker, const QString &title, const QString &subtitle)
{
    const double width = m_content.width();
    const double kickerHeight = textHeight(kicker, Style::Kicker, width);
    const double titleHeight = textHeight(title, Style::Title, width);
    const double subtitleHeight =
        subtitle.isEmpty() ? 0 : mm(1.0 * m_scale) + textHeight(subtitle, Style::Body, width);
    const QRectF rect = reserve(kickerHeight + mm(1.2 * m_scale) + titleHeight + subtitleHeight);
    double y = rect.top();
    y += drawText(kicker, Style::Kicker, QRectF(rect.left(), y, width, 0)) + mm(1.2 * m_scale);
    y += drawText(title, Style::Title, QRectF(rect.left(), y, width, 0));
    if (!subtitle.isEmpty())
        drawText(subtitle, Style::Muted, QRectF(rect.left(), y + mm(1.0 * m_scale), width, 0));
    addSpace(3.0);
}

void SheetPainter::heading(const QString &heading, double keepWith)
{
    const QString text =
        m_numbered ? QStringLiteral("%1  %2").arg(++m_section).arg(heading) : heading;
    const double width = m_content.width();
    const double textH = textHeight(text, Style::Heading, width);
    // Keep a heading with at least a few lines of what follows.
    const double keep = std::max(mm(20 * m_scale), keepWith);
    const double before = m_y > m_content.top() ? mm(4.5 * m_scale) : 0;
    ensureSpace(before + textH + keep);
    if (m_y > m_content.top())
        m_y += before;
    const QRectF rect(m_content.left(), m_y, width, textH);
    drawText(text, Style::Heading, rect);
    m_y += textH + mm(0.8 * m_scale);
    m_painter.save();
    m_painter.setPen(QPen(accent(), mm(0.35)));
    m_painter.drawLine(QPointF(m_content.left(), m_y), QPointF(m_content.right(), m_y));
    m_painter.restore();
    m_y += mm(2.2 * m_scale);
}

void SheetPainter::subheading(const QString &text)
{
    const double width = m_content.width();
    const double h = textHeight(text, Style::Subheading, width);
    ensureSpace(h + mm(12 * m_scale));
    m_y += mm(1.0 * m_scale);
    drawText(text, Style::Subheading, QRectF(m_content.left(), m_y, width, h));
    m_y += h + mm(1.0 * m_scale);
}

void SheetPainter::paragraph(const QString &text)
{
    const double width = m_content.width();
    const QRectF rect = reserve(textHeight(text, Style::Body, width));
    drawText(text, Style::Body, rect);
    addSpace(1.5);
}

void SheetPainter::note(const QString &text)
{
    const double width = m_content.width();
    const QRectF rect = reserve(textHeight(text, Style::Muted, width));
    drawText(text, Style::Muted, rect);
    addSpace(1.5);
}

void SheetPainter::bullets(const QStringList &items)
{
    const double indent = mm(3.5 * m_scale);
    const double width = m_content.width() - indent;
    for (const QString &text : items) {
        const QRectF rect = reserve(textHeight(text, Style::Small, width));
        drawText(QStringLiteral("\u2022"), Style::Small,
                 QRectF(rect.left(), rect.top(), indent, 0));
        drawText(text, Style::Small, rect.adjusted(indent, 0, 0, 0));
        addSpace(1.0);
    }
    addSpace(1.0);
}

void SheetPainter::item(const QString &tag, const QColor &tagColour, const QString &text,
                        const QString &detail)
{
    const double tagWidth = mm(19 * m_scale);
    const double gap = mm(2.5 * m_scale);
    const double textWidth = m_content.width() - tagWidth - gap;
    const double textH = textHeight(text, Style::Body, textWidth);
    const double detailH = detail.isEmpty() ? 0 : textHeight(detail, Style::Muted, textWidth);
    const QRectF rect = reserve(textH + detailH + mm(0.4 * m_scale));

    // The tag: a small coloured label in the left column.
    const QFont tagFont = font(Style::Kicker);
    const QFontMetricsF metrics(tagFont, &m_device);
    const double tagHeight = metrics.height() + mm(0.6 * m_scale);
    const QRectF tagRect(rect.left(), rect.top() + mm(0.2 * m_scale), tagWidth, tagHeight);
    m_painter.save();
    m_painter.setPen(Qt::NoPen);
    m_painter.setBrush(tagColour);
    m_painter.drawRoundedRect(tagRect, mm(0.8), mm(0.8));
    QFont small = tagFont;
    small.setPointSizeF(tagFont.pointSizeF() * 0.82);
    m_painter.setFont(small);
    m_painter.setPen(Qt::white);
    m_painter.drawText(tagRect, Qt::AlignCenter,
                       QFontMetricsF(small, &m_device)
                           .elidedText(tag, Qt::ElideRight, tagWidth - mm(1.0))
                           .toUpper());
    m_painter.restore();

    const double x = rect.left() + tagWidth + gap;
    drawText(text, Style::Body, QRectF(x, rect.top(), textWidth, textH));
    if (!detail.isEmpty())
        drawText(detail, Style::Muted, QRectF(x, rect.top() + textH, textWidth, detailH));
    addSpace(2.2);
}

void SheetPainter::command(const QString &text)
{
    const double pad = mm(2.0 * m_scale);
    const double width = m_content.width() - 2 * pad;
    const double h = textHeight(text, Style::Mono, width);
    const QRectF rect = reserve(h + 2 * pad);
    m_painter.save();
    m_painter.setPen(QPen(rule(), mm(0.25)));
    m_painter.setBrush(QColor(0xf6, 0xf7, 0xf9));
    m_painter.drawRect(rect);
    m_painter.setPen(Qt::NoPen);
    m_painter.setBrush(accent());
    m_painter.drawRect(QRectF(rect.left(), rect.top(), mm(0.9), rect.height()));
    m_painter.restore();
    drawText(text, Style::Mono, rect.adjusted(pad, pad, -pad, -pad));
    addSpace(2.0);
}

// ---- tables -------------------------------------------------------------------------------

QList<double> SheetPainter::columnWidths(const SheetTable &table, double width) const
{
    qsizetype columns = table.header.size();
    for (const QStringList &row : table.rows)
        columns = std::max(columns, row.size());
    QList<double> shares = table.widths;
    while (shares.size() < columns)
        shares.append(1.0);
    shares.resize(columns);
    double sum = 0;
    for (double s : shares)
        sum += s;
    QList<double> widths;
    for (double s : shares)
        widths.append(sum > 0 ? width * s / sum : 0);
    return widths;
}

SheetPainter::Style SheetPainter::cellStyle(const SheetTable &table, qsizetype column, bool header,
                                            bool strong) const
{
    if (header)
        return Style::Header;
    if (table.mutedColumns.contains(int(column)))
        return Style::Muted;
    if (strong || column == table.strongColumn)
        return Style::Strong;
    return Style::Body;
}

double SheetPainter::rowHeight(const SheetTable &table, const QStringList &cells, bool header,
                               const QList<double> &widths) const
{
    const double padX = mm(kCellPadX * m_scale);
    double height = 0;
    for (qsizetype c = 0; c < widths.size(); ++c) {
        const QString text = cells.value(c);
        const Style style = cellStyle(table, c, header, false);
        height = std::max(height, textHeight(text.isEmpty() ? QStringLiteral(" ") : text, style,
                                             widths[c] - 2 * padX));
    }
    return height + 2 * mm(kCellPadY * m_scale);
}

double SheetPainter::drawRow(const SheetTable &table, int row, const QList<double> &widths,
                             QPointF origin)
{
    const bool header = row < 0;
    const QStringList &cells = header ? table.header : table.rows[row];
    const bool strong = table.strongRows.contains(row);
    const double padX = mm(kCellPadX * m_scale);
    const double padY = mm(kCellPadY * m_scale);
    const double height = rowHeight(table, cells, header, widths);
    double total = 0;
    for (double w : widths)
        total += w;
    m_painter.save();
    m_painter.setPen(Qt::NoPen);
    if (header) {
        m_painter.setBrush(shade());
        m_painter.drawRect(QRectF(origin.x(), origin.y(), total, height));
    } else {
        m_painter.setBrush(highlight());
        double x = origin.x();
        for (qsizetype c = 0; c < widths.size(); ++c) {
            if (table.highlightedCells.contains({row, int(c)}))
                m_painter.drawRect(QRectF(x, origin.y(), widths[c], height));
            x += widths[c];
        }
    }
    m_painter.setPen(QPen(header ? accent() : rule(), mm(header ? 0.3 : 0.2)));
    m_painter.drawLine(QPointF(origin.x(), origin.y() + height),
                       QPointF(origin.x() + total, origin.y() + height));
    m_painter.restore();
    double x = origin.x();
    for (qsizetype c = 0; c < widths.size(); ++c) {
        const QRectF cell(x + padX, origin.y() + padY, widths[c] - 2 * padX, height - 2 * padY);
        const bool highlighted = !header && table.highlightedCells.contains({row, int(c)});
        drawText(cells.value(c), cellStyle(table, c, header, strong || highlighted), cell,
                 table.alignment(c));
        x += widths[c];
    }
    return height;
}

double SheetPainter::tableHeight(const SheetTable &table, double width) const
{
    const QList<double> widths = columnWidths(table, width);
    double height = table.header.isEmpty() ? 0 : rowHeight(table, table.header, true, widths);
    for (const QStringList &row : table.rows)
        height += rowHeight(table, row, false, widths);
    return height;
}

double SheetPainter::drawTable(const SheetTable &table, const QRectF &rect)
{
    const QList<double> widths = columnWidths(table, rect.width());
    double y = rect.top();
    if (!table.header.isEmpty())
        y += drawRow(table, -1, widths, QPointF(rect.left(), y));
    for (int r = 0; r < int(table.rows.size()); ++r)
        y += drawRow(table, r, widths, QPointF(rect.left(), y));
    return y - rect.top();
}

void SheetPainter::table(const SheetTable &table)
{
    // Row by row, so that a long table continues on the next page with its header again.
    const double width = m_content.width();
    const QList<double> widths = columnWidths(table, width);
    const double headerHeight =
        table.header.isEmpty() ? 0 : rowHeight(table, table.header, true, widths);
    const double firstRow =
        table.rows.isEmpty() ? 0 : rowHeight(table, table.rows.first(), false, widths);
    ensureSpace(headerHeight + firstRow);
    if (!table.header.isEmpty())
        m_y += drawRow(table, -1, widths, QPointF(m_content.left(), m_y));
    for (int r = 0; r < int(table.rows.size()); ++r) {
        const double h = rowHeight(table, table.rows[r], false, widths);
        if (h > remaining() && m_y > m_content.top()) {
            newPage();
            if (!table.header.isEmpty())
                m_y += drawRow(table, -1, widths, QPointF(m_content.left(), m_y));
        }
        m_y += drawRow(table, r, widths, QPointF(m_content.left(), m_y));
    }
    addSpace(2.5);
}

// ---- charts -------------------------------------------------------------------------------

void SheetPainter::drawChart(QChart *chart, const QRectF &rect)
{
    // The chart is laid out at a screen size whose text, scaled into rect,
    // comes out at kChartTextScale of its window size; the scene is then
    // painted through the PDF painter: paths and text, no pixmap.
    const double pixelsPerMm = 96.0 / 25.4 / (kChartTextScale * m_scale);
    const QSizeF size(rect.width() / m_dotsPerMm * pixelsPerMm,
                      rect.height() / m_dotsPerMm * pixelsPerMm);
    if (measuring())
        return; // the caller has reserved the rectangle; laying the chart out is the cost
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setPos(0, 0);
    chart->resize(size);
    if (chart->layout())
        chart->layout()->activate();
    QCoreApplication::sendPostedEvents();
    scene.setSceneRect(QRectF(QPointF(0, 0), size));
    scene.render(&m_painter, rect, scene.sceneRect(), Qt::KeepAspectRatio);
    scene.removeItem(chart);
}

void SheetPainter::legend(const QChart *chart)
{
    const QFont small = font(Style::Muted);
    const QFontMetricsF metrics(small, &m_device);
    const double swatch = metrics.ascent() * 0.8;
    const double gap = mm(1.2 * m_scale);
    const double spacing = mm(4.0 * m_scale);
    // The line takes its room whatever it shows, so that measuring (without
    // charts) and painting break the pages alike.
    const QRectF rect = reserve(metrics.height());
    addSpace(1.0);
    if (measuring() || !chart)
        return;
    QList<QLegendMarker *> markers;
    double width = 0;
    for (QLegendMarker *marker : chart->legend()->markers()) {
        // Markers of a hidden legend count as hidden: ask the series instead.
        if (marker->label().isEmpty() || !marker->series()->isVisible())
            continue;
        markers.append(marker);
        width += (markers.size() > 1 ? spacing : 0) + swatch + gap +
                 metrics.horizontalAdvance(marker->label());
    }
    if (markers.isEmpty())
        return;
    double x = rect.left() + std::max(0.0, (rect.width() - width) / 2);
    m_painter.save();
    m_painter.setFont(small);
    for (const QLegendMarker *marker : std::as_const(markers)) {
        // Lines have no brush: their pen's colour is their swatch.
        const QColor swatchColour = marker->brush().style() != Qt::NoBrush ? marker->brush().color()
                                                                           : marker->pen().color();
        m_painter.setPen(Qt::NoPen);
        m_painter.setBrush(swatchColour);
        m_painter.drawRect(QRectF(x, rect.top() + (metrics.height() - swatch) / 2, swatch, swatch));
        x += swatch + gap;
        m_painter.setPen(colour(Style::Muted));
        const double labelWidth = metrics.horizontalAdvance(marker->label());
        m_painter.drawText(QRectF(x, rect.top(), labelWidth + 1, metrics.height()),
                           Qt::AlignLeft | Qt::AlignVCenter, marker->label());
        x += labelWidth + spacing;
    }
    m_painter.restore();
}

} // namespace llmconf
