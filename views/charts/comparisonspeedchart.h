// SPDX-License-Identifier: MIT
#pragma once

#include <QChart>
#include <QList>
#include <QObject>
#include <QPointer>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace llmconf {

class BuildComparison;

/// Tokens per second per conversation against concurrent conversations,
/// one curve per build of a comparison (each build's SpeedCurve, in its
/// column's colour), each build's active conversations marked and the speed
/// targets drawn as lines. Draws what the model computed; owns a QChart for
/// the comparison view and its sheet.
class ComparisonSpeedChart : public QObject
{
    Q_OBJECT

public:
    explicit ComparisonSpeedChart(QObject *parent = nullptr);
    ~ComparisonSpeedChart() override;

    QChart *chart() const { return m_chart; }

    void setData(const BuildComparison &comparison);
    void retranslate();

    /// One per build, in the comparison's order; empty for a build without a curve.
    const QList<QLineSeries *> &curves() const { return m_curves; }
    /// The colour of build `index`'s curve (A, B, C, D).
    static QColor colour(int index);

private:
    void clear();

    QPointer<QChart> m_chart;
    QList<QLineSeries *> m_curves;
    QList<QScatterSeries *> m_markers;
    QList<QLineSeries *> m_targets;
    QValueAxis *m_axisX, *m_axisY;
    QString m_title;
};

} // namespace llmconf
