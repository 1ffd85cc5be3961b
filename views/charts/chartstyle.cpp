// SPDX-License-Identifier: MIT
#include "chartstyle.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>

namespace llmconf {

namespace {
// The whole title, kept while the chart shows a smaller or shortened one.
constexpr char kFullTitle[] = "llmconfFullTitle";
constexpr qreal kTitlePoints = 10.5;
constexpr qreal kSmallestTitlePoints = 8.5;

/// Sets the chart's full title in the largest type from 10.5 down to 8.5
/// points that fits its width, shortened with an ellipsis if even that does
/// not. Touches font and title only when they change: the chart relayouts.
void fitTitle(QChart *chart)
{
    const QString full = chart->property(kFullTitle).toString();
    QFont font = chart->titleFont();
    // The title spans the chart less its margins and the layout's own
    // padding on either side.
    const qreal room =
        chart->size().width() - chart->margins().left() - chart->margins().right() - 24;
    qreal points = kTitlePoints;
    QString shown = full;
    if (room > 0) {
        for (; points > kSmallestTitlePoints; points -= 0.5) {
            font.setPointSizeF(points);
            if (QFontMetricsF(font).horizontalAdvance(full) <= room)
                break;
        }
        font.setPointSizeF(points);
        shown = QFontMetricsF(font).elidedText(full, Qt::ElideRight, room);
    } else {
        font.setPointSizeF(points); // not laid out yet
    }
    if (chart->titleFont() != font)
        chart->setTitleFont(font);
    if (chart->title() != shown)
        chart->setTitle(shown);
}
} // namespace

void ChartStyle::followLanguage(QChart *chart)
{
    chart->setLocale(QLocale());
}

void ChartStyle::apply(QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation); // redrawn on every edit: no lag
    // Axis labels in the language's digits ("3,0" in German): without this a
    // label format ("%.1f") is printf's, always with a point.
    chart->setLocalizeNumbers(true);
    followLanguage(chart);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    QFont title = chart->titleFont();
    title.setPointSizeF(10.5);
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont legend = chart->legend()->font();
    legend.setPointSizeF(7.5);
    chart->legend()->setFont(legend);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    chart->legend()->setShowToolTips(true);
    // The chart's width changes with the window and the sheet's boxes; the
    // plot area changes with it, after the layout has the new width.
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitTitle(chart); });
}

void ChartStyle::addSeries(QChart *chart, const QList<QAbstractSeries *> &series)
{
    for (QAbstractSeries *s : series)
        chart->addSeries(s);
}

void ChartStyle::addAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    styleAxis(x);
    styleAxis(y);
}

void ChartStyle::styleMarker(QScatterSeries *marker, const QColor &colour, qreal size)
{
    marker->setMarkerSize(size);
    marker->setColor(colour);
    marker->setBorderColor(Qt::white);
}

void ChartStyle::styleAxis(QAbstractAxis *axis)
{
    QFont labels = axis->labelsFont();
    labels.setPointSizeF(8.5);
    axis->setLabelsFont(labels);
    QFont title = axis->titleFont();
    title.setPointSizeF(8.5);
    title.setBold(false);
    axis->setTitleFont(title);
    // A hair over one pixel: the raster engine then fills antialiased grid
    // lines as spans instead of blending them pixel by pixel (its cosmetic
    // path for pens up to 1 px), which was 40 % of the charts' paint time.
    // The lines look the same.
    QPen grid = axis->gridLinePen();
    grid.setWidthF(1.01);
    axis->setGridLinePen(grid);
    QPen line = axis->linePen();
    line.setWidthF(1.01);
    axis->setLinePen(line);
}

void ChartStyle::setTitle(QChart *chart, const QString &title)
{
    if (chart->property(kFullTitle).toString() == title && !title.isEmpty())
        return;
    chart->setProperty(kFullTitle, title);
    fitTitle(chart);
}

QString ChartStyle::fullTitle(const QChart *chart)
{
    return chart->property(kFullTitle).toString();
}

void ChartStyle::setValues(QBarSet *set, const QList<qreal> &values)
{
    // Each replace() lays out every bar of the chart again, so a whole new
    // list is one remove and one append (two layouts) rather than one
    // replace per value; a single changed value stays one replace.
    qsizetype changed = 0, last = -1;
    if (set->count() == values.size()) {
        for (qsizetype i = 0; i < values.size(); ++i)
            if (set->at(i) != values[i]) {
                ++changed;
                last = i;
            }
        if (changed == 0)
            return;
        if (changed == 1) {
            set->replace(last, values[last]);
            return;
        }
    }
    if (set->count() > 0)
        set->remove(0, set->count());
    set->append(values);
}

void ChartStyle::setPoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points)
        series->replace(points);
}

double ChartStyle::roundedMax(double dataMax)
{
    // Five intervals of a round size: 0, 20, 40, ... 100.
    const double value = dataMax > 0 ? dataMax * 1.05 : 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (m * power >= value)
            return m * power;
    return 10 * power;
}

void ChartStyle::setRange(QValueAxis *axis, double min, double max, double dataMax)
{
    if (!(max > min)) {
        min = 0;
        max = roundedMax(dataMax);
    }
    if (axis->tickCount() != 6)
        axis->setTickCount(6);
    if (axis->min() != min || axis->max() != max)
        axis->setRange(min, max);
}

QPen ChartStyle::limitPen(const QColor &colour, Qt::PenStyle style)
{
    QPen pen(colour, 2);
    pen.setStyle(style);
    return pen;
}

} // namespace llmconf
