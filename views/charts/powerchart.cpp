// SPDX-License-Identifier: MIT
#include "powerchart.h"

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

PowerChart::PowerChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_bars(new QStackedBarSeries),
      m_cards(new QBarSet(QString())), m_cpus(new QBarSet(QString())),
      m_overhead(new QBarSet(QString())), m_planned(new QLineSeries), m_nominal(new QLineSeries),
      m_axisX(new QBarCategoryAxis), m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    // Five entries do not fit below a narrow chart: list them beside it.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_cards->setColor(ChartStyle::cardsColour());
    m_cpus->setColor(ChartStyle::cpusColour());
    m_overhead->setColor(ChartStyle::overheadColour());
    for (QBarSet *set : {m_cards, m_cpus, m_overhead}) {
        set->setBorderColor(set->color().darker(130));
        m_bars->append(set);
    }
    m_bars->setBarWidth(0.5);
    m_planned->setPen(ChartStyle::limitPen(QColor(0xe6, 0x7e, 0x22)));
    m_nominal->setPen(ChartStyle::limitPen(QColor(0xc0, 0x39, 0x2b), Qt::SolidLine));
    ChartStyle::addSeries(m_chart, {m_bars, m_planned, m_nominal});
    ChartStyle::addAxes(m_chart, m_axisX, m_axisY);
    m_axisY->setLabelFormat(QStringLiteral("%.1f"));
    retranslate();
}

PowerChart::~PowerChart()
{
    delete m_chart.data();
}

void PowerChart::retranslate()
{
    ChartStyle::followLanguage(m_chart);
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Wall power vs feed")
                                                    : tr("Wall power: %1").arg(m_error));
    m_cards->setLabel(tr("Cards"));
    m_cpus->setLabel(tr("CPUs"));
    m_overhead->setLabel(tr("Overhead"));
    m_planned->setName(tr("Feed plan"));
    m_nominal->setName(tr("Feed max"));
    m_axisY->setTitleText(tr("kW"));
    m_axisX->setTitleText(tr("Server"));
    QStringList categories;
    for (const BarRuns::Run &run : std::as_const(m_runs))
        categories.append(BarRuns::label(run));
    if (m_axisX->categories() != categories)
        m_axisX->setCategories(categories);
}

void PowerChart::setData(const Evaluation &evaluation)
{
    m_error = evaluation.ok() ? QString() : evaluation.error;
    const QList<ServerPower> servers =
        evaluation.ok() ? evaluation.figures.perServer : QList<ServerPower>();
    // Of many servers, runs of servers that draw the same share a bar.
    const QList<BarRuns::Run> runs = BarRuns::of(int(servers.size()), [&servers](int a, int b) {
        const ServerPower &x = servers[a], &y = servers[b];
        return x.cards == y.cards && x.cpus == y.cpus && x.overhead == y.overhead &&
               x.feedPlanned == y.feedPlanned && x.feedNominal == y.feedNominal;
    });
    QList<qreal> cards, cpus, overhead;
    QList<QPointF> planned, nominal;
    double max = 0;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const ServerPower &p = servers[runs[i].first];
        cards.append(inKilowatts(p.cards));
        cpus.append(inKilowatts(p.cpus));
        overhead.append(inKilowatts(p.overhead));
        // A flat line across each server's bar, at its own feed.
        planned << QPointF(i - 0.45, inKilowatts(p.feedPlanned))
                << QPointF(i + 0.45, inKilowatts(p.feedPlanned));
        nominal << QPointF(i - 0.45, inKilowatts(p.feedNominal))
                << QPointF(i + 0.45, inKilowatts(p.feedNominal));
        max = std::max({max, inKilowatts(p.wall), inKilowatts(p.feedNominal)});
    }
    const bool serversChanged = m_runs != runs;
    m_runs = runs;
    ChartStyle::setValues(m_cards, cards);
    ChartStyle::setValues(m_cpus, cpus);
    ChartStyle::setValues(m_overhead, overhead);
    ChartStyle::setPoints(m_planned, planned);
    ChartStyle::setPoints(m_nominal, nominal);
    m_dataMax = max > 0 ? max : 1;
    setValueRange(m_fixedMin, m_fixedMax);
    if (serversChanged)
        retranslate();
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Wall power vs feed")
                                                    : tr("Wall power: %1").arg(m_error));
}

void PowerChart::setValueRange(double minKw, double maxKw)
{
    m_fixedMin = minKw;
    m_fixedMax = maxKw;
    ChartStyle::setRange(m_axisY, minKw, maxKw, m_dataMax);
}

} // namespace llmconf
