// SPDX-License-Identifier: MIT
#include "conversationschart.h"

#include "chartstyle.h"
#include "contextsweep.h"
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
    m_marker->setMarkerSize(12);
    m_marker->setColor(QColor(0xc0, 0x39, 0x2b));
    m_marker->setBorderColor(Qt::white);
    m_marker->setPointLabelsVisible(true);
    m_marker->setPointLabelsFormat(QStringLiteral("@yPoint"));
    m_marker->setPointLabelsColor(QColor(0xc0, 0x39, 0x2b));
    QFont markerFont = m_marker->pointLabelsFont();
    markerFont.setBold(true);
    m_marker->setPointLabelsFont(markerFont);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(m_bf16), static_cast<QAbstractSeries *>(m_fp8),
          static_cast<QAbstractSeries *>(m_markerLine), static_cast<QAbstractSeries *>(m_marker)})
        m_chart->addSeries(s);
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries *s : m_chart->series()) {
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    m_chart->legend()->markers(m_markerLine).first()->setVisible(false);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setRange(axisPosition(4096), axisPosition(1048576));
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::styleAxis(m_axisX);
    ChartStyle::styleAxis(m_axisY);
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
}

} // namespace llmconf
