// SPDX-License-Identifier: MIT
#include "comparisonspeedchart.h"

#include "buildcomparison.h"
#include "chartstyle.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace llmconf {

ComparisonSpeedChart::ComparisonSpeedChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_axisX(new QValueAxis), m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    ChartStyle::styleAxis(m_axisX);
    ChartStyle::styleAxis(m_axisY);
    m_axisX->setLabelFormat(QStringLiteral("%.0f"));
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    retranslate();
}

ComparisonSpeedChart::~ComparisonSpeedChart()
{
    delete m_chart.data();
}

QColor ComparisonSpeedChart::colour(int index)
{
    // Apart in hue and in lightness, so that a grey print still tells them apart.
    static const QList<QColor> colours{QColor(0x2f, 0x80, 0xed), QColor(0xe6, 0x7e, 0x22),
                                       QColor(0x27, 0x8a, 0x4a), QColor(0x8e, 0x44, 0xad)};
    return colours.at(index % colours.size());
}

void ComparisonSpeedChart::retranslate()
{
    ChartStyle::followLanguage(m_chart);
    m_title = tr("Speed vs conversations, every build");
    ChartStyle::setTitle(m_chart, m_title);
    m_axisX->setTitleText(tr("Concurrent conversations"));
    m_axisY->setTitleText(tr("Tokens/s each"));
    for (QLineSeries *target : std::as_const(m_targets))
        target->setName(tr("Speed target"));
}

void ComparisonSpeedChart::clear()
{
    // Series are made per build: a comparison changes its number of builds.
    m_chart->removeAllSeries();
    m_curves.clear();
    m_markers.clear();
    m_targets.clear();
}

void ComparisonSpeedChart::setData(const BuildComparison &comparison)
{
    clear();
    const ComparisonAxes &axes = comparison.axes();
    const double xMax = ChartStyle::roundedMax(axes.speedConversations / 1.05);
    const double yMax = ChartStyle::roundedMax(axes.tokensPerSecond);
    QList<double> targets;
    QList<QAbstractSeries *> markers;
    for (int i = 0; i < comparison.size(); ++i) {
        const SpeedCurve &c = comparison.builds()[i].report.speedCurve;
        auto *curve = new QLineSeries;
        curve->setName(BuildComparison::columnName(i));
        curve->setPen(QPen(colour(i), 2.5));
        QList<QPointF> points;
        for (qsizetype k = 0; k < c.conversations.size(); ++k)
            points.append(QPointF(c.conversations[k], c.tokensPerSecond.value(k)));
        curve->replace(points);
        m_curves.append(curve);
        m_chart->addSeries(curve);
        auto *marker = new QScatterSeries;
        ChartStyle::styleMarker(marker, colour(i), 10);
        if (!points.isEmpty() && c.active > 0)
            marker->append(QPointF(c.active, c.activeTokensPerSecond));
        m_markers.append(marker);
        markers.append(marker);
        if (!points.isEmpty() && c.speedTarget > 0 && !targets.contains(c.speedTarget))
            targets.append(c.speedTarget);
    }
    for (double t : std::as_const(targets)) {
        auto *line = new QLineSeries;
        line->setPen(ChartStyle::limitPen(QColor(0x3c, 0x9a, 0x5f), Qt::DashLine));
        line->append(QPointF(0, t));
        line->append(QPointF(xMax, t));
        m_targets.append(line);
        m_chart->addSeries(line);
    }
    for (QAbstractSeries *marker : std::as_const(markers))
        m_chart->addSeries(marker);
    for (QAbstractSeries *series : m_chart->series()) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    // The legend names the builds and the target once; the markers are the curves'.
    for (QScatterSeries *marker : std::as_const(m_markers))
        for (QLegendMarker *m : m_chart->legend()->markers(marker))
            m->setVisible(false);
    for (qsizetype k = 1; k < m_targets.size(); ++k)
        for (QLegendMarker *m : m_chart->legend()->markers(m_targets[k]))
            m->setVisible(false);
    ChartStyle::setRange(m_axisX, 0, xMax, axes.speedConversations);
    const QString format = yMax < 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f");
    if (m_axisY->labelFormat() != format)
        m_axisY->setLabelFormat(format);
    ChartStyle::setRange(m_axisY, 0, yMax, axes.tokensPerSecond);
    retranslate();
}

} // namespace llmconf
