// SPDX-License-Identifier: MIT
#pragma once

#include <QChart>
#include <QObject>
#include <QPointer>

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace llmconf {

class BuildComparison;

/// The cost per year of each build of a comparison, a bar per build split
/// into depreciation (the purchase price over the years) and energy, on
/// one axis. A build whose cost per year is not known (a part without a
/// price, no electricity price) gets no bar, and the chart says why; builds
/// priced in different currencies get none at all. Owns a QChart for the
/// comparison view and its sheet.
class ComparisonCostChart : public QObject
{
    Q_OBJECT

public:
    explicit ComparisonCostChart(QObject *parent = nullptr);
    ~ComparisonCostChart() override;

    QChart *chart() const { return m_chart; }

    void setData(const BuildComparison &comparison);
    void retranslate();

    QBarSet *depreciation() const { return m_depreciation; }
    QBarSet *energy() const { return m_energy; }
    /// Why a bar is missing ("B: no price for ..."); empty when every build has one.
    QString note() const { return m_note; }

private:
    QString title() const;

    QPointer<QChart> m_chart;
    QStackedBarSeries *m_bars;
    QBarSet *m_depreciation, *m_energy;
    QBarCategoryAxis *m_axisX;
    QValueAxis *m_axisY;
    QString m_currency; // empty: the builds' currencies differ
    QString m_note;
};

} // namespace llmconf
