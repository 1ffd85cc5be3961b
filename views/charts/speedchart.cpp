// SPDX-License-Identifier: MIT
#include "speedchart.h"

#include "chartstyle.h"
#include "speedcurve.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace llmconf {

namespace {
QColor speedColour()
{
    return QColor(0x8e, 0x44, 0xad);
}
} // namespace

SpeedChart::SpeedChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_curve(new QLineSeries),
      m_memoryLimit(new QLineSeries), m_target(new QLineSeries), m_marker(new QScatterSeries),
      m_axisX(new QValueAxis), m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    m_curve->setPen(QPen(speedColour(), 2.5));
    m_memoryLimit->setPen(ChartStyle::limitPen(QColor(0xc0, 0x39, 0x2b), Qt::DashLine));
    m_target->setPen(ChartStyle::limitPen(QColor(0x3c, 0x9a, 0x5f), Qt::DashLine));
    ChartStyle::styleMarker(m_marker, speedColour(), 11);
    ChartStyle::addSeries(m_chart, {m_curve, m_memoryLimit, m_target, m_marker});
    ChartStyle::addAxes(m_chart, m_axisX, m_axisY);
    // The axis names the curve: four legend entries did not fit below a
    // narrow chart.
    m_chart->legend()->markers(m_curve).first()->setVisible(false);
    m_axisX->setLabelFormat(QStringLiteral("%.0f"));
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    retranslate();
}

SpeedChart::~SpeedChart()
{
    delete m_chart.data();
}

QString SpeedChart::title() const
{
    return m_error.isEmpty() ? tr("Speed vs conversations") : tr("Speed: %1").arg(m_error);
}

void SpeedChart::retranslate()
{
    ChartStyle::followLanguage(m_chart);
    ChartStyle::setTitle(m_chart, title());
    // Fixed legend texts: a changing one relayouts the whole chart.
    m_curve->setName(tr("Tokens/s each"));
    m_memoryLimit->setName(tr("Memory limit"));
    m_target->setName(tr("Speed target"));
    m_marker->setName(tr("Active"));
    m_axisX->setTitleText(tr("Concurrent conversations"));
    m_axisY->setTitleText(tr("Tokens/s each"));
}

void SpeedChart::setData(const SpeedCurve &curve, const QString &error)
{
    m_error = error;
    QList<QPointF> points;
    double top = curve.speedTarget;
    if (error.isEmpty()) {
        points.reserve(curve.conversations.size());
        for (qsizetype i = 0; i < curve.conversations.size(); ++i) {
            points.append(QPointF(curve.conversations[i], curve.tokensPerSecond.value(i)));
            top = std::max(top, curve.tokensPerSecond.value(i));
        }
    }
    const double last = points.isEmpty() ? 10.0 : points.last().x();
    // Round axis ends (five intervals): the target line runs to the right end.
    const double xMax = ChartStyle::roundedMax(last / 1.05);
    const double yMax = ChartStyle::roundedMax(top);
    ChartStyle::setPoints(m_curve, points);
    const bool shown = error.isEmpty() && !points.isEmpty();
    ChartStyle::setPoints(m_memoryLimit, shown && curve.memoryLimit > 0
                                             ? QList<QPointF>{QPointF(curve.memoryLimit, 0),
                                                              QPointF(curve.memoryLimit, yMax)}
                                             : QList<QPointF>());
    ChartStyle::setPoints(m_target, shown && curve.speedTarget > 0
                                        ? QList<QPointF>{QPointF(0, curve.speedTarget),
                                                         QPointF(xMax, curve.speedTarget)}
                                        : QList<QPointF>());
    ChartStyle::setPoints(m_marker,
                          shown && curve.active > 0
                              ? QList<QPointF>{QPointF(curve.active, curve.activeTokensPerSecond)}
                              : QList<QPointF>());
    ChartStyle::setRange(m_axisX, 0, xMax, last);
    const QString format = yMax < 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f");
    if (m_axisY->labelFormat() != format)
        m_axisY->setLabelFormat(format);
    ChartStyle::setRange(m_axisY, 0, yMax, top);
    ChartStyle::setTitle(m_chart, title());
}

} // namespace llmconf
