// SPDX-License-Identifier: MIT
#pragma once

#include "sheettable.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QPainter>
#include <QRectF>
#include <QString>

class QChart;
class QPagedPaintDevice;

namespace llmconf {

/// Draws a supplier's document on A4 pages: header and footer with "Page 1
/// of 2", a title block, numbered section headings, aligned tables, wrapped
/// paragraphs, tagged items, monospace command blocks and charts as vector
/// graphics. Blocks flow down the page and start a new one where they do not
/// fit; text is measured, never cut. Used by the configuration sheet and the
/// comparison sheet. Positions are in device units; mm() converts.
class SheetPainter
{
    Q_DECLARE_TR_FUNCTIONS(SheetPainter)

public:
    /// Paint draws everything; Measure lays the document out exactly as
    /// Paint does (same device, same fonts, same page breaks) but draws no
    /// text and no chart, so that fitting a sheet to its pages is cheap.
    enum class Mode { Paint, Measure };

    /// Paints on `device` (A4 portrait is set here); `scale` shrinks every
    /// font and space alike so that a document can be fitted to its pages.
    explicit SheetPainter(QPagedPaintDevice &device, double scale = 1.0, Mode mode = Mode::Paint);
    ~SheetPainter();

    /// Left and right of the header line on every page.
    void setHeader(const QString &left, const QString &right);
    /// Left of the footer line; the right says "Page n of m".
    void setFooter(const QString &left);
    /// m of "Page n of m"; zero leaves it out ("Page n").
    void setPageCount(int pages) { m_pageCount = pages; }
    /// Pages begun so far.
    int pages() const { return m_page; }
    /// Ends painting; false when the device failed.
    bool finish();

    /// True while only measuring: a sheet may then skip work that only
    /// shows (building a chart), as long as it takes the same room.
    bool measuring() const { return m_mode == Mode::Measure; }

    // Geometry
    double mm(double millimetres) const;
    double scale() const { return m_scale; }
    QRectF contentRect() const { return m_content; }
    double y() const { return m_y; }
    double remaining() const { return m_content.bottom() - m_y; }
    void newPage();
    /// Starts a new page unless `height` fits below the cursor.
    void ensureSpace(double height);
    void addSpace(double millimetres);
    /// Takes `height` below the cursor (on a new page if needed) for the caller to draw in.
    QRectF reserve(double height);

    // Blocks at the cursor
    void title(const QString &kicker, const QString &title, const QString &subtitle = QString());
    /// A section heading, numbered "1  Build", "2  Checkpoint", ... unless numbering is off.
    /// It starts a new page unless a few lines of what follows fit below it,
    /// or `keepWith` (a block that must not part from it) where that is more.
    void heading(const QString &text, double keepWith = 0);
    void setNumberedHeadings(bool on) { m_numbered = on; }
    void subheading(const QString &text);
    void paragraph(const QString &text);
    void note(const QString &text);
    /// A list with bullets and hanging indent, in the small style.
    void bullets(const QStringList &items);
    void table(const SheetTable &table);
    /// A tagged item: a coloured tag, the text and a muted line below (source, date).
    void item(const QString &tag, const QColor &tagColour, const QString &text,
              const QString &detail);
    /// A command in a monospace box; each line wraps (at spaces, else anywhere).
    void command(const QString &text);

    // Drawing into a given rectangle (for blocks side by side)
    double tableHeight(const SheetTable &table, double width) const;
    /// Draws the table at rect's top left; returns its height.
    double drawTable(const SheetTable &table, const QRectF &rect);
    /// Renders the chart's scene into rect as vectors (nothing while measuring).
    void drawChart(QChart *chart, const QRectF &rect);
    /// The chart's legend as one centred line of swatches and names at the
    /// cursor: one legend for a row of charts whose own legends are hidden.
    /// While measuring `chart` may be null: the line's room is taken alike.
    void legend(const QChart *chart);

    // Text
    enum class Style {
        Body,
        Small,
        Muted,
        Strong,
        Header, // table header cells
        Heading,
        Subheading,
        Title,
        Kicker,
        Mono
    };
    QFont font(Style style) const;
    QColor colour(Style style) const;
    /// Height of `text` wrapped to `width`.
    double textHeight(const QString &text, Style style, double width) const;
    /// Draws `text` wrapped to rect's width from its top; returns the height used.
    double drawText(const QString &text, Style style, const QRectF &rect,
                    Qt::Alignment alignment = Qt::AlignLeft);

    static QColor accent() { return QColor(0x1f, 0x3a, 0x5f); }
    static QColor rule() { return QColor(0xc8, 0xce, 0xd6); }
    static QColor shade() { return QColor(0xee, 0xf1, 0xf5); }
    static QColor highlight() { return QColor(0xdc, 0xf0, 0xd4); }

private:
    void beginPage();
    void drawHeaderFooter();
    /// Lays the text out (and draws it at `origin` when `painter` is set); returns the height.
    double layoutText(const QString &text, Style style, double width, Qt::Alignment alignment,
                      QPainter *painter, QPointF origin) const;
    QList<double> columnWidths(const SheetTable &table, double width) const;
    double rowHeight(const SheetTable &table, const QStringList &cells, bool header,
                     const QList<double> &widths) const;
    /// Draws row `row` of the table (-1: its header).
    double drawRow(const SheetTable &table, int row, const QList<double> &widths, QPointF origin);
    Style cellStyle(const SheetTable &table, qsizetype column, bool header, bool strong) const;

    QPagedPaintDevice &m_device;
    QPainter m_painter;
    double m_scale;
    Mode m_mode;
    double m_dotsPerMm;
    QRectF m_pageRect;
    QRectF m_content;
    double m_y = 0;
    int m_page = 0;
    int m_pageCount = 0;
    int m_section = 0;
    bool m_numbered = true;
    QString m_headerLeft, m_headerRight, m_footerLeft;
};

} // namespace llmconf
