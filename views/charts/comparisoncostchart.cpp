// SPDX-License-Identifier: MIT
#include "comparisoncostchart.h"

#include "buildcomparison.h"
#include "chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegend>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace llmconf {

ComparisonCostChart::ComparisonCostChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_bars(new QStackedBarSeries),
      m_depreciation(new QBarSet(QString())), m_energy(new QBarSet(QString())),
      m_axisX(new QBarCategoryAxis), m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    // The Cost tab's colours for the same two parts.
    m_depreciation->setColor(ChartStyle::weightsColour());
    m_energy->setColor(ChartStyle::cacheColour());
    for (QBarSet *set : {m_depreciation, m_energy}) {
        set->setBorderColor(set->color().darker(130));
        m_bars->append(set);
    }
    m_bars->setBarWidth(0.5);
    ChartStyle::addSeries(m_chart, {m_bars});
    ChartStyle::addAxes(m_chart, m_axisX, m_axisY);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    retranslate();
}

ComparisonCostChart::~ComparisonCostChart()
{
    delete m_chart.data();
}

QString ComparisonCostChart::title() const
{
    return m_currency.isEmpty() ? tr("Cost per year: the builds are priced in different currencies")
                                : tr("Cost per year (%1)").arg(m_currency);
}

void ComparisonCostChart::retranslate()
{
    ChartStyle::followLanguage(m_chart);
    ChartStyle::setTitle(m_chart, title());
    m_depreciation->setLabel(tr("Depreciation"));
    m_energy->setLabel(tr("Energy"));
}

void ComparisonCostChart::setData(const BuildComparison &comparison)
{
    const auto &builds = comparison.builds();
    m_currency = comparison.currency();
    QStringList categories;
    QList<qreal> depreciation, energy;
    QStringList missing;
    for (int i = 0; i < comparison.size(); ++i) {
        const CostFigures &c = builds[i].report.cost;
        const QString name = BuildComparison::columnName(i);
        categories << name;
        // Only complete totals: the energy alone would read as the cost per year.
        const bool known = !m_currency.isEmpty() && c.costPerYear.has_value();
        depreciation << (known ? *c.depreciationPerYear : 0);
        energy << (known ? *c.energyCostPerYear : 0);
        if (m_currency.isEmpty() || known)
            continue;
        if (!builds[i].report.evaluation.ok())
            missing << tr("%1: not evaluated").arg(name);
        else if (!c.missingParts.isEmpty())
            missing
                << tr("%1: no price for %2").arg(name, c.missingParts.join(QStringLiteral(", ")));
        else
            missing << tr("%1: no electricity price").arg(name);
    }
    if (m_axisX->categories() != categories) {
        m_axisX->clear();
        m_axisX->append(categories);
    }
    ChartStyle::setValues(m_depreciation, depreciation);
    ChartStyle::setValues(m_energy, energy);
    const double top = m_currency.isEmpty() ? 0 : comparison.axes().costPerYear;
    ChartStyle::setRange(m_axisY, 0, 0, top);
    m_note = missing.isEmpty() ? QString()
                               : tr("No bar for %1.").arg(missing.join(QStringLiteral("; ")));
    ChartStyle::setTitle(m_chart, title());
}

} // namespace llmconf
