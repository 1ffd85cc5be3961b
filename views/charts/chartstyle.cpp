// SPDX-License-Identifier: MIT
#include "chartstyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace llmconf {

void ChartStyle::apply(QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation); // redrawn on every edit: no lag
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    QFont title = chart->titleFont();
    title.setPointSizeF(10.5);
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont legend = chart->legend()->font();
    legend.setPointSizeF(8.5);
    chart->legend()->setFont(legend);
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
}

QPen ChartStyle::limitPen(const QColor &colour, Qt::PenStyle style)
{
    QPen pen(colour, 2);
    pen.setStyle(style);
    return pen;
}

} // namespace llmconf
