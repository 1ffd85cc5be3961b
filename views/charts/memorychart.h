// SPDX-License-Identifier: MIT
#pragma once

#include "cardroles.h"
#include "instancereport.h"

#include <QChart>
#include <QList>
#include <QObject>
#include <QPointer>

class QBarSet;
class QStackedBarSeries;
class QLineSeries;
class QBarCategoryAxis;
class QValueAxis;

namespace llmconf {

/// Per-card memory as one stacked bar per card (weights, KV cache of the
/// conversations that fit, runtime reserve, free; what does not fit above
/// the usable line in a warning colour) with the usable line (each bar's
/// card's own level), in GiB. Further models on the same cards (Build::instances) stack their
/// shares above it, one colour each. Owns a QChart that a QChartView, the PDF sheet or a comparison
/// can show; a fixed value range lets several charts share one scale.
class MemoryChart : public QObject
{
    Q_OBJECT

public:
    explicit MemoryChart(QObject *parent = nullptr);
    ~MemoryChart() override;

    /// The chart; a QChartView that shows it takes ownership.
    QChart *chart() const { return m_chart; }

    /// Draws the figures of `evaluation`; an evaluation error empties the chart and says why.
    /// `instances` (BuildReport::instances) stack above the first model's.
    void setData(const Build &build, const Evaluation &evaluation,
                 const QList<InstanceReport> &instances = {});
    /// Fixes the GiB axis (for comparisons and the sheet); max <= min returns to automatic.
    void setValueRange(double minGiB, double maxGiB);
    void retranslate();

    QBarSet *weights() const { return m_weights; }
    QBarSet *cache() const { return m_cache; }
    QBarSet *reserve() const { return m_reserve; }
    QBarSet *free() const { return m_free; }
    /// What does not fit: weights (or one conversation's cache) beyond the
    /// usable memory, drawn above the usable line in a warning colour.
    QBarSet *overflow() const { return m_overflow; }
    /// What the overflow's tooltip says; empty when everything fits.
    const QString &overflowText() const { return m_overflowText; }
    /// The usable memory per card over the first run of bars whose cards
    /// have the same level (every bar where all cards have one).
    QLineSeries *usable() const { return m_usable; }
    /// The usable memory over the further runs, one line each (a split's
    /// prefill cards may be of another type), none in the legend.
    const QList<QLineSeries *> &furtherUsable() const { return m_usableLines; }
    /// What the usable line's tooltip says at bar position `x`: the level
    /// and whose card it is; empty beside the bars.
    QString usableText(double x) const;
    /// One bar set per further model: its share of each card.
    const QList<QBarSet *> &instanceShares() const { return m_instanceShares; }

private:
    /// What the overflow's tooltip says: `needed` GiB per card (the weights,
    /// or weights and one conversation), `over` more than `usable`.
    static QString overflowText(bool weightsFit, double needed, double over, double usable);
    /// One set per further model, each its share on every bar; returns the
    /// shares' sum per card in GiB.
    void setInstances(const QList<InstanceReport> &instances, qsizetype bars);

    /// One level of the usable line: bars `from` to `to` (bar edges) of `pool`'s `card`.
    struct UsableStep
    {
        double from = 0, to = 0, gib = 0;
        const Card *card = nullptr;
        CardRole::Pool pool = CardRole::Pool::Both;
    };

    /// Shows the hovered level's usableText as `line`'s tooltip.
    void followHover(QLineSeries *line);
    /// m_usable at the first step, a line of m_usableLines at each further one.
    void setUsableSteps(const QList<UsableStep> &steps);

    QPointer<QChart> m_chart;
    QStackedBarSeries *m_bars;
    QBarSet *m_weights, *m_overflow, *m_cache, *m_reserve, *m_free;
    QString m_overflowText;
    QList<QBarSet *> m_instanceShares;
    QLineSeries *m_usable;
    QList<UsableStep> m_usableSteps;
    QList<QLineSeries *> m_usableLines;
    QBarCategoryAxis *m_axisX;
    QValueAxis *m_axisY;
    double m_fixedMin = 0, m_fixedMax = 0;
    double m_dataMax = 0;
    QString m_error;
};

} // namespace llmconf
