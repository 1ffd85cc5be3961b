// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPen>

class QChart;
class QAbstractAxis;
class QAbstractSeries;
class QBarSet;
class QScatterSeries;
class QXYSeries;
class QValueAxis;

namespace llmconf {

/// The look the window, the sheet and the comparison share: fonts, margins
/// and the colours of memory and power parts.
class ChartStyle
{
public:
    /// Fonts, margins and legend; the title fits the chart's width from then on.
    static void apply(QChart *chart);
    /// Numbers on the axes in the current language (call again after a switch).
    static void followLanguage(QChart *chart);
    static void styleAxis(QAbstractAxis *axis);
    /// Adds `series` to the chart in the order given (the legend's order).
    static void addSeries(QChart *chart, const QList<QAbstractSeries *> &series);
    /// Puts `x` below and `y` left of the plot, attaches every series of the
    /// chart to both and styles them: the set-up every chart shares.
    static void addAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y);
    /// A round point in `colour` with a white rim: the chosen point of a curve.
    static void styleMarker(QScatterSeries *marker, const QColor &colour, qreal size);
    /// Sets a title only when it differs: an unchanged title costs no relayout.
    /// A title wider than the chart is set in a smaller type, down to 8.5
    /// points, and only then shortened with an ellipsis.
    static void setTitle(QChart *chart, const QString &title);
    /// The title last set with setTitle(), whole, however the chart shows it.
    static QString fullTitle(const QChart *chart);
    /// Replaces the values of a bar set; leaves equal values alone.
    static void setValues(QBarSet *set, const QList<qreal> &values);
    /// Replaces the series' points, unless they are the same: a replace
    /// repaints the series even when nothing moved.
    static void setPoints(QXYSeries *series, const QList<QPointF> &points);
    /// Sets the axis to [min, max] when max > min, else to 0 .. a round number above
    /// `dataMax`; touches the axis only when the range changes.
    static void setRange(QValueAxis *axis, double min, double max, double dataMax);
    /// A round axis maximum a little above `dataMax`: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^n.
    static double roundedMax(double dataMax);
    static QPen limitPen(const QColor &colour, Qt::PenStyle style = Qt::DashLine);

    static QColor weightsColour() { return QColor(0x34, 0x49, 0x5e); }
    static QColor cacheColour() { return QColor(0xf2, 0xb7, 0x05); }
    static QColor reserveColour() { return QColor(0xa5, 0xab, 0xb3); }
    static QColor freeColour() { return QColor(0x9f, 0xd8, 0x9f); }
    static QColor bf16Colour() { return QColor(0x2f, 0x80, 0xed); }
    static QColor fp8Colour() { return QColor(0xe6, 0x7e, 0x22); }
    static QColor cardsColour() { return QColor(0x76, 0xb9, 0x00); }
    static QColor cpusColour() { return QColor(0x2f, 0x80, 0xed); }
    static QColor overheadColour() { return QColor(0xa5, 0xab, 0xb3); }
};

} // namespace llmconf
