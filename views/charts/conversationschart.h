// SPDX-License-Identifier: MIT
#pragma once

#include <QChart>
#include <QObject>
#include <QPointer>

class QLineSeries;
class QScatterSeries;
class QCategoryAxis;
class QValueAxis;

namespace llmconf {

struct ContextSweep;
class MarkerLabel;

/// Conversations against context length (4K to 1M on a log scale) for a
/// 16-bit and an FP8 cache, with the chosen context marked. Draws a
/// ContextSweep the model computed; owns a QChart for the window, the sheet
/// and the comparison, with an optional fixed conversations range.
class ConversationsChart : public QObject
{
    Q_OBJECT

public:
    explicit ConversationsChart(QObject *parent = nullptr);
    ~ConversationsChart() override;

    QChart *chart() const { return m_chart; }

    /// `chosenContext` and `chosenConversations` place the marker; an empty
    /// sweep (an evaluation error) empties the chart and shows `error`.
    void setData(const ContextSweep &sweep, int chosenContext, int chosenConversations,
                 const QString &error = QString());
    /// Fixes the conversations axis; max <= min returns to automatic.
    void setValueRange(double min, double max);
    void retranslate();

    /// The x position of a context on the chart: log2(tokens).
    static double axisPosition(int context);

    QLineSeries *bf16() const { return m_bf16; }
    QLineSeries *fp8() const { return m_fp8; }
    QScatterSeries *marker() const { return m_marker; }
    MarkerLabel *markerLabel() const { return m_markerLabel; }

private:
    QPointer<QChart> m_chart;
    QLineSeries *m_bf16, *m_fp8, *m_markerLine;
    QScatterSeries *m_marker;
    MarkerLabel *m_markerLabel;
    QCategoryAxis *m_axisX;
    QValueAxis *m_axisY;
    double m_fixedMin = 0, m_fixedMax = 0, m_dataMax = 0;
    QString m_error;
};

} // namespace llmconf
