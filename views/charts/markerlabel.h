// SPDX-License-Identifier: MIT
#pragma once

#include <QGraphicsRectItem>
#include <QObject>

class QChart;
class QGraphicsSimpleTextItem;
class QXYSeries;

namespace llmconf {

/// The value of a chart's one marked point, in a white box beside it: read
/// over the curves it may lie on, which a series' point label is not. Keeps
/// to the point when the series or the plot area changes; hidden while the
/// series is empty.
class MarkerLabel : public QObject
{
    Q_OBJECT

public:
    /// A child of `chart`; `series` holds the marked point (its first).
    MarkerLabel(QChart *chart, QXYSeries *series, const QColor &colour);

    /// Follows the point: after the chart's data, axes or language changed
    /// (a change of the plot area it follows by itself).
    void place();
    /// The text shown: the point's y value as a whole number of the locale.
    QString text() const;
    /// The box in chart coordinates (for tests: it stays inside the plot).
    QRectF boxInChart() const;

private:
    QChart *m_chart;
    QXYSeries *m_series;
    QGraphicsRectItem *m_box;
    QGraphicsSimpleTextItem *m_text;
};

} // namespace llmconf
