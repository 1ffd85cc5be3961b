// SPDX-License-Identifier: MIT
#include "conversationschart.h"

#include "chartstyle.h"
#include "contextsweep.h"
#include "markerlabel.h"
#include "quantityformat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace llmconf {

namespace {
QColor markerColour()
{
    return QColor(0xc0, 0x39, 0x2b);
}
} // namespace

ConversationsChart::ConversationsChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_bf16(new QLineSeries), m_fp8(new QLineSeries),
      m_markerLine(new QLineSeries), m_marker(new QScatterSeries), m_axisX(new QCategoryAxis),
      m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    m_bf16->setPen(QPen(ChartStyle::bf16Colour(), 2.5));
    m_fp8->setPen(QPen(ChartStyle::fp8Colour(), 2.5));
    m_bf16->setPointsVisible(true);
    m_fp8->setPointsVisible(true);
    m_markerLine->setPen(ChartStyle::limitPen(QColor(0x55, 0x55, 0x55), Qt::DotLine));
    ChartStyle::styleMarker(m_marker, markerColour(), 12);
    ChartStyle::addSeries(m_chart, {m_bf16, m_fp8, m_markerLine, m_marker});
    ChartStyle::addAxes(m_chart, m_axisX, m_axisY);
    m_chart->legend()->markers(m_markerLine).first()->setVisible(false);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setRange(axisPosition(4096), axisPosition(1048576));
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    // The conversations at the chosen context, in a box that stays readable
    // over the curves (a point label there ran into the FP8 curve).
    m_markerLabel = new MarkerLabel(m_chart, m_marker, markerColour());
    retranslate();
}

ConversationsChart::~ConversationsChart()
{
    delete m_chart.data();
}

double ConversationsChart::axisPosition(int context)
{
    return std::log2(double(context));
}

void ConversationsChart::retranslate()
{
    ChartStyle::followLanguage(m_chart);
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Conversations vs context")
                                                    : tr("Conversations: %1").arg(m_error));
    m_bf16->setName(tr("16-bit"));
    m_fp8->setName(tr("FP8"));
    // A fixed legend text: a changing one relayouts the whole chart on every
    // edit. The marker's own label gives the conversations at that context.
    m_marker->setName(tr("Chosen context"));
    m_axisX->setTitleText(tr("Context (tokens, log scale)"));
    m_axisY->setTitleText(tr("Conversations"));
    const QuantityFormat format;
    for (const QString &label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    // Every other power of two: the labels stay readable in a narrow chart.
    for (int c = 4096; c <= 1048576; c *= 4)
        m_axisX->append(format.tokens(c), axisPosition(c));
    m_markerLabel->place(); // the locale's digit grouping
}

void ConversationsChart::setData(const ContextSweep &sweep, int chosenContext,
                                 int chosenConversations, const QString &error)
{
    m_error = error;
    QList<QPointF> bf16, fp8;
    double max = 0;
    for (qsizetype i = 0; i < sweep.contexts.size() && error.isEmpty(); ++i) {
        const double x = axisPosition(sweep.contexts[i]);
        bf16.append(QPointF(x, sweep.bf16.value(i)));
        fp8.append(QPointF(x, sweep.fp8.value(i)));
        max = std::max({max, double(sweep.bf16.value(i)), double(sweep.fp8.value(i))});
    }
    ChartStyle::setPoints(m_bf16, bf16);
    ChartStyle::setPoints(m_fp8, fp8);
    max = std::max(max, double(chosenConversations));
    m_dataMax = max > 0 ? max : 10;
    if (error.isEmpty() && chosenContext > 0) {
        const double x = axisPosition(chosenContext);
        ChartStyle::setPoints(m_marker, {QPointF(x, chosenConversations)});
        ChartStyle::setPoints(m_markerLine, {QPointF(x, 0), QPointF(x, m_dataMax * 1.1)});
    } else {
        ChartStyle::setPoints(m_marker, {});
        ChartStyle::setPoints(m_markerLine, {});
    }
    setValueRange(m_fixedMin, m_fixedMax);
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Conversations vs context")
                                                    : tr("Conversations: %1").arg(m_error));
}

void ConversationsChart::setValueRange(double min, double max)
{
    m_fixedMin = min;
    m_fixedMax = max;
    ChartStyle::setRange(m_axisY, min, max, m_dataMax);
    m_markerLabel->place();
}

} // namespace llmconf
