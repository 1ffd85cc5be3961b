// SPDX-License-Identifier: MIT
#pragma once

#include <QChart>
#include <QObject>
#include <QPointer>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace llmconf {

struct SpeedCurve;

/// Tokens per second per conversation against concurrent conversations,
/// with the memory limit (a vertical line), the speed target (a horizontal
/// line) and the build's active conversations marked. Draws a SpeedCurve
/// the model computed; owns a QChart for the window and the sheet.
class SpeedChart : public QObject
{
    Q_OBJECT

public:
    explicit SpeedChart(QObject *parent = nullptr);
    ~SpeedChart() override;

    QChart *chart() const { return m_chart; }

    /// An empty curve with an `error` empties the chart and shows the error.
    void setData(const SpeedCurve &curve, const QString &error = QString());
    void retranslate();

    QLineSeries *curve() const { return m_curve; }
    QLineSeries *memoryLimit() const { return m_memoryLimit; }
    QLineSeries *speedTarget() const { return m_target; }
    QScatterSeries *marker() const { return m_marker; }

private:
    QString title() const;

    QPointer<QChart> m_chart;
    QLineSeries *m_curve, *m_memoryLimit, *m_target;
    QScatterSeries *m_marker;
    QValueAxis *m_axisX, *m_axisY;
    QString m_error;
};

} // namespace llmconf
