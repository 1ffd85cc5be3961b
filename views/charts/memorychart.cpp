// SPDX-License-Identifier: MIT
#include "memorychart.h"

#include "barruns.h"
#include "cardroles.h"
#include "chartstyle.h"
#include "sizingengine.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace llmconf {

MemoryChart::MemoryChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_bars(new QStackedBarSeries),
      m_weights(new QBarSet(QString())), m_cache(new QBarSet(QString())),
      m_reserve(new QBarSet(QString())), m_free(new QBarSet(QString())), m_usable(new QLineSeries),
      m_axisX(new QBarCategoryAxis), m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    // Five entries do not fit below a narrow chart: list them beside it.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_weights->setColor(ChartStyle::weightsColour());
    m_cache->setColor(ChartStyle::cacheColour());
    m_reserve->setColor(ChartStyle::reserveColour());
    m_free->setColor(ChartStyle::freeColour());
    for (QBarSet *set : {m_weights, m_cache, m_reserve, m_free}) {
        set->setBorderColor(set->color().darker(130));
        m_bars->append(set);
    }
    m_bars->setBarWidth(0.7);
    m_usable->setPen(ChartStyle::limitPen(QColor(0xc0, 0x39, 0x2b)));
    ChartStyle::addSeries(m_chart, {m_bars, m_usable});
    ChartStyle::addAxes(m_chart, m_axisX, m_axisY);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    retranslate();
}

MemoryChart::~MemoryChart()
{
    delete m_chart.data();
}

void MemoryChart::retranslate()
{
    ChartStyle::followLanguage(m_chart);
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Memory per card")
                                                    : tr("Memory per card: %1").arg(m_error));
    m_weights->setLabel(tr("Weights"));
    m_cache->setLabel(tr("KV cache"));
    m_reserve->setLabel(tr("Reserve"));
    m_free->setLabel(tr("Free"));
    m_usable->setName(tr("Usable"));
    m_axisY->setTitleText(tr("GiB"));
    m_axisX->setTitleText(tr("Card"));
}

void MemoryChart::setData(const Build &build, const Evaluation &evaluation)
{
    const Figures &f = evaluation.figures;
    const QList<CardRole> roles = evaluation.ok() ? CardRoles::of(build) : QList<CardRole>();
    m_error = evaluation.ok() ? QString() : evaluation.error;

    const double w = inGiB(f.weightsPerCard);
    const double c = inGiB(f.cacheInUsePerCard);
    const double left = inGiB(f.freeAfterCachePerCard);
    const double r = inGiB(f.reservePerCard);
    const double memory = inGiB(f.memoryPerCard);
    // The figures give every card of the layout the same share. Of many
    // cards, runs of the same card share a bar (BarRuns), so that the chart
    // stays readable and as cheap to update at 512 cards as at four.
    const auto cardIn = [&build, &roles](int i) -> const QString & {
        return build.servers[roles[i].server].slotCards[roles[i].slot];
    };
    const QList<BarRuns::Run> runs =
        BarRuns::of(int(roles.size()), [&cardIn](int a, int b) { return cardIn(a) == cardIn(b); });
    QStringList categories;
    QList<qreal> weights, cache, reserve, free;
    for (const BarRuns::Run &run : runs) {
        categories.append(BarRuns::label(run));
        // A card whose weights do not fit is drawn full: weights up to its memory.
        weights.append(std::min(w, memory - r));
        cache.append(f.weightsFit ? c : 0.0);
        reserve.append(r);
        free.append(left);
    }
    if (m_axisX->categories() != categories)
        m_axisX->setCategories(categories);
    ChartStyle::setValues(m_weights, weights);
    ChartStyle::setValues(m_cache, cache);
    ChartStyle::setValues(m_reserve, reserve);
    ChartStyle::setValues(m_free, free);
    ChartStyle::setPoints(m_usable,
                          runs.isEmpty()
                              ? QList<QPointF>()
                              : QList<QPointF>{QPointF(-0.5, inGiB(f.usablePerCard)),
                                               QPointF(runs.size() - 0.5, inGiB(f.usablePerCard))});
    m_dataMax = roles.isEmpty() ? 100.0 : memory;
    setValueRange(m_fixedMin, m_fixedMax);
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Memory per card")
                                                    : tr("Memory per card: %1").arg(m_error));
}

void MemoryChart::setValueRange(double minGiB, double maxGiB)
{
    m_fixedMin = minGiB;
    m_fixedMax = maxGiB;
    ChartStyle::setRange(m_axisY, minGiB, maxGiB, m_dataMax);
}

} // namespace llmconf
