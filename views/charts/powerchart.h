// SPDX-License-Identifier: MIT
#pragma once

#include "barruns.h"

#include <QChart>
#include <QObject>
#include <QPointer>

class QBarSet;
class QStackedBarSeries;
class QLineSeries;
class QBarCategoryAxis;
class QValueAxis;

namespace llmconf {

struct Evaluation;

/// Wall power per server: cards, CPUs and overhead stacked, against the
/// feed's planned and nominal lines, in kW. Owns a QChart for the window,
/// the sheet and the comparison, with an optional fixed kW range.
class PowerChart : public QObject
{
    Q_OBJECT

public:
    explicit PowerChart(QObject *parent = nullptr);
    ~PowerChart() override;

    QChart *chart() const { return m_chart; }

    void setData(const Evaluation &evaluation);
    /// Fixes the kW axis; max <= min returns to automatic.
    void setValueRange(double minKw, double maxKw);
    void retranslate();

    QBarSet *cards() const { return m_cards; }
    QBarSet *cpus() const { return m_cpus; }
    QBarSet *overhead() const { return m_overhead; }
    QLineSeries *planned() const { return m_planned; }
    QLineSeries *nominal() const { return m_nominal; }

private:
    QPointer<QChart> m_chart;
    QStackedBarSeries *m_bars;
    QBarSet *m_cards, *m_cpus, *m_overhead;
    QLineSeries *m_planned, *m_nominal;
    QBarCategoryAxis *m_axisX;
    QValueAxis *m_axisY;
    double m_fixedMin = 0, m_fixedMax = 0, m_dataMax = 0;
    QList<BarRuns::Run> m_runs; // servers drawn as one bar each
    QString m_error;
};

} // namespace llmconf
