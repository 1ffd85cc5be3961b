// SPDX-License-Identifier: MIT
#include "memorychart.h"

#include "barruns.h"
#include "cardroles.h"
#include "chartstyle.h"
#include "sizingengine.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace llmconf {

MemoryChart::MemoryChart(QObject *parent)
    : QObject(parent), m_chart(new QChart), m_bars(new QStackedBarSeries),
      m_weights(new QBarSet(QString())), m_overflow(new QBarSet(QString())),
      m_cache(new QBarSet(QString())), m_reserve(new QBarSet(QString())),
      m_free(new QBarSet(QString())), m_usable(new QLineSeries), m_axisX(new QBarCategoryAxis),
      m_axisY(new QValueAxis)
{
    ChartStyle::apply(m_chart);
    // Five entries do not fit below a narrow chart: list them beside it.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_weights->setColor(ChartStyle::weightsColour());
    m_cache->setColor(ChartStyle::cacheColour());
    m_reserve->setColor(ChartStyle::reserveColour());
    m_free->setColor(ChartStyle::freeColour());
    // Warning red, hatched, so that it reads as "does not fit" without colour too.
    m_overflow->setColor(QColor(0xd9, 0x30, 0x25));
    m_overflow->setBrush(QBrush(QColor(0xd9, 0x30, 0x25), Qt::BDiagPattern));
    // Stacked right after the weights, so that it starts at the usable line.
    for (QBarSet *set : {m_weights, m_overflow, m_cache, m_reserve, m_free}) {
        set->setBorderColor(set->color().darker(130));
        m_bars->append(set);
    }
    connect(m_overflow, &QBarSet::hovered, this, [this](bool on) {
        if (on && !m_overflowText.isEmpty())
            QToolTip::showText(QCursor::pos(), m_overflowText);
        else
            QToolTip::hideText();
    });
    m_bars->setBarWidth(0.7);
    followHover(m_usable);
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
    m_overflow->setLabel(tr("Does not fit"));
    m_cache->setLabel(tr("KV cache"));
    m_reserve->setLabel(tr("Reserve"));
    m_free->setLabel(tr("Free"));
    m_usable->setName(tr("Usable"));
    m_axisY->setTitleText(tr("GiB"));
    m_axisX->setTitleText(tr("Card"));
}

QString MemoryChart::overflowText(bool weightsFit, double needed, double over, double usable)
{
    if (over <= 0)
        return QString();
    const QLocale locale;
    return weightsFit
               ? tr("One conversation's cache does not fit: weights and its cache need %1 GiB "
                    "per card, %2 GiB more than the %3 GiB usable.")
                     .arg(locale.toString(needed, 'f', 1), locale.toString(over, 'f', 1),
                          locale.toString(usable, 'f', 1))
               : tr("The weights do not fit: %1 GiB per card, %2 GiB more than the %3 GiB "
                    "usable.")
                     .arg(locale.toString(needed, 'f', 1), locale.toString(over, 'f', 1),
                          locale.toString(usable, 'f', 1));
}

void MemoryChart::setInstances(const QList<InstanceReport> &instances, qsizetype bars)
{
    // Colours of the further models, apart from the first model's segments.
    static const QList<QColor> colours{QColor(0x8e, 0x44, 0xad), QColor(0x16, 0xa0, 0x85),
                                       QColor(0xd3, 0x54, 0x00), QColor(0x2c, 0x3e, 0x50)};
    while (m_instanceShares.size() > instances.size())
        m_bars->remove(m_instanceShares.takeLast()); // deletes the set
    for (qsizetype i = 0; i < instances.size(); ++i) {
        const InstanceReport &r = instances[i];
        if (i == m_instanceShares.size()) {
            auto *set = new QBarSet(QString());
            set->setColor(colours[i % colours.size()]);
            set->setBorderColor(set->color().darker(130));
            m_bars->append(set);
            m_instanceShares.append(set);
        }
        const QString name =
            r.ok() && r.figures().model ? r.figures().model->name : r.instance.checkpoint;
        const QString label = tr("Model %1: %2").arg(r.number).arg(name);
        if (m_instanceShares[i]->label() != label)
            m_instanceShares[i]->setLabel(label);
        const double share = r.ok() ? inGiB(r.instance.utilization * r.figures().memoryPerCard) : 0;
        ChartStyle::setValues(m_instanceShares[i], QList<qreal>(bars, share));
    }
}

namespace {

/// One card's bar: a decode (or aggregated) card from the figures, a
/// prefill card of a split from its pool's figures (the prompts it holds).
struct CardBar
{
    double weights = 0, cache = 0, left = 0, reserve = 0, usable = 0, memory = 0;
    double oneConversation = 0; // the cache that must fit beside the weights
    bool weightsFit = false, conversationFits = false;
    const Card *card = nullptr; // the pool's card: a split's pools may each have a type
};

CardBar cardBar(const Figures &f, bool prefill)
{
    if (prefill) {
        const PrefillPoolFigures &p = f.prefillPool;
        return {inGiB(p.weightsPerCard),
                inGiB(p.cacheInUsePerCard),
                inGiB(p.freeAfterCachePerCard),
                inGiB(p.reservePerCard),
                inGiB(p.usablePerCard),
                inGiB(p.memoryPerCard),
                inGiB(p.cachePerPromptPerCard),
                p.weightsFit,
                p.fits,
                p.card ? p.card : f.card};
    }
    return {inGiB(f.weightsPerCard),
            inGiB(f.cacheInUsePerCard),
            inGiB(f.freeAfterCachePerCard),
            inGiB(f.reservePerCard),
            inGiB(f.usablePerCard),
            inGiB(f.memoryPerCard),
            inGiB(f.cachePerConversationPerCard),
            f.cardWeightsFit,
            f.cardFits,
            f.card};
}

} // namespace

void MemoryChart::setData(const Build &build, const Evaluation &evaluation,
                          const QList<InstanceReport> &instances)
{
    const Figures &f = evaluation.figures;
    // The bars are the build's own model's cards; further models on cards
    // of their own keep theirs (the sheet and the canvas show them), those
    // that share the cards stack their shares on its bars.
    QList<CardRole> roles = evaluation.ok() ? CardRoles::of(build) : QList<CardRole>();
    roles.removeIf([](const CardRole &r) { return r.model != 1; });
    QList<InstanceReport> sharing = instances;
    sharing.removeIf([](const InstanceReport &r) { return r.instance.ownCards(); });
    m_error = evaluation.ok() ? QString() : evaluation.error;

    // The figures give every card of a pool the same share. Of many cards,
    // runs of the same card in the same pool share a bar (BarRuns), so that
    // the chart stays readable and as cheap to update at 512 cards as at four.
    const auto cardIn = [&build, &roles](int i) -> const QString & {
        return build.servers[roles[i].server].slotCards[roles[i].slot];
    };
    const QList<BarRuns::Run> runs = BarRuns::of(int(roles.size()), [&](int a, int b) {
        return cardIn(a) == cardIn(b) && roles[a].pool == roles[b].pool;
    });
    QStringList categories;
    // What does not fit goes above the usable line: weights beyond it, or
    // (weights fit) the cache of a single conversation (a prefill card: one
    // prompt), drawn whole on the weights so that it crosses the line by
    // what is missing.
    double most = 0, dataMax = 0;
    QList<qreal> weights, overflow, cache, reserve, free;
    QList<UsableStep> steps;
    for (const BarRuns::Run &run : runs) {
        const CardRole::Pool pool = roles[run.first].pool;
        const CardBar b = cardBar(f, pool == CardRole::Pool::Prefill);
        // Each bar's own card's usable level: one step per run of equal ones.
        const double at = double(categories.size());
        if (!steps.isEmpty() && steps.last().gib == b.usable && steps.last().card == b.card &&
            steps.last().pool == pool)
            steps.last().to = at + 0.5;
        else
            steps.append({at - 0.5, at + 0.5, b.usable, b.card, pool});
        double over = 0, drawn = 0;
        if (!b.weightsFit)
            drawn = over = b.weights - b.usable;
        else if (!b.conversationFits && b.oneConversation > 0) {
            over = b.weights + b.oneConversation - b.usable;
            drawn = b.oneConversation;
        }
        if (over <= 0)
            over = drawn = 0;
        categories.append(BarRuns::label(run));
        weights.append(std::min(b.weights, b.usable));
        overflow.append(drawn);
        cache.append(b.weightsFit ? b.cache : 0.0);
        reserve.append(b.reserve);
        free.append(over > 0 ? 0.0 : b.left);
        if (over > most) {
            most = over;
            m_overflowText =
                overflowText(b.weightsFit, b.weightsFit ? b.weights + b.oneConversation : b.weights,
                             over, b.usable);
        }
        dataMax = std::max({dataMax, b.memory, std::min(b.weights, b.usable) + drawn + b.reserve});
    }
    if (most <= 0)
        m_overflowText.clear();
    // Its legend entry only while something does not fit.
    for (QLegendMarker *marker : m_chart->legend()->markers(m_bars))
        if (auto *bar = qobject_cast<QBarLegendMarker *>(marker);
            bar && bar->barset() == m_overflow)
            bar->setVisible(most > 0);
    // The report's reserve of the first model is its own and the headroom:
    // the further models' shares stack beside it.
    setInstances(evaluation.ok() ? sharing : QList<InstanceReport>(), runs.size());
    if (m_axisX->categories() != categories)
        m_axisX->setCategories(categories);
    ChartStyle::setValues(m_weights, weights);
    ChartStyle::setValues(m_overflow, overflow);
    ChartStyle::setValues(m_cache, cache);
    ChartStyle::setValues(m_reserve, reserve);
    ChartStyle::setValues(m_free, free);
    setUsableSteps(steps);
    m_dataMax = roles.isEmpty() ? 100.0 : dataMax;
    setValueRange(m_fixedMin, m_fixedMax);
    ChartStyle::setTitle(m_chart, m_error.isEmpty() ? tr("Memory per card")
                                                    : tr("Memory per card: %1").arg(m_error));
}

void MemoryChart::followHover(QLineSeries *line)
{
    // Which card's level the line is at: a split's pools may differ.
    connect(line, &QLineSeries::hovered, this, [this](const QPointF &point, bool on) {
        if (const QString text = usableText(point.x()); on && !text.isEmpty())
            QToolTip::showText(QCursor::pos(), text);
        else
            QToolTip::hideText();
    });
}

void MemoryChart::setUsableSteps(const QList<UsableStep> &steps)
{
    m_usableSteps = steps;
    // A line of its own per step (the first is the legend's "Usable"), so
    // that the pointer moving from one to the next enters it and its tooltip.
    while (m_usableLines.size() + 1 > std::max<qsizetype>(1, steps.size())) {
        QLineSeries *line = m_usableLines.takeLast();
        m_chart->removeSeries(line); // gives it back to be deleted
        delete line;
    }
    while (m_usableLines.size() + 1 < steps.size()) {
        auto *line = new QLineSeries;
        line->setPen(m_usable->pen());
        m_chart->addSeries(line);
        line->attachAxis(m_axisX);
        line->attachAxis(m_axisY);
        for (QLegendMarker *marker : m_chart->legend()->markers(line))
            marker->setVisible(false);
        followHover(line);
        m_usableLines.append(line);
    }
    for (qsizetype i = 0; i <= m_usableLines.size(); ++i) {
        QLineSeries *line = i == 0 ? m_usable : m_usableLines[i - 1];
        ChartStyle::setPoints(line, i < steps.size()
                                        ? QList<QPointF>{QPointF(steps[i].from, steps[i].gib),
                                                         QPointF(steps[i].to, steps[i].gib)}
                                        : QList<QPointF>());
    }
}

QString MemoryChart::usableText(double x) const
{
    for (const UsableStep &step : m_usableSteps) {
        if (x < step.from || x > step.to)
            continue;
        const QString amount = QLocale().toString(step.gib, 'f', 1);
        const QString card = step.card ? step.card->shortName : QString();
        switch (step.pool) {
        case CardRole::Pool::Prefill:
            return tr("Usable memory of a prefill card (%1): %2 GiB").arg(card, amount);
        case CardRole::Pool::Decode:
            return tr("Usable memory of a decode card (%1): %2 GiB").arg(card, amount);
        case CardRole::Pool::Both:
            return tr("Usable memory of a card (%1): %2 GiB").arg(card, amount);
        }
    }
    return QString();
}

void MemoryChart::setValueRange(double minGiB, double maxGiB)
{
    m_fixedMin = minGiB;
    m_fixedMax = maxGiB;
    ChartStyle::setRange(m_axisY, minGiB, maxGiB, m_dataMax);
}

} // namespace llmconf
