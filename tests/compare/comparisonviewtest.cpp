// SPDX-License-Identifier: MIT
// The comparison view: presets fill the table and the charts, every chart of
// a kind has the same axis, the better value is highlighted, builds come from
// the document, files and copies with one change, and a fifth build is refused.
#include "compare/comparisonview.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "buildfile.h"
#include "catalogue.h"
#include "chartstyle.h"
#include "comparisoncostchart.h"
#include "comparisonpresets.h"
#include "comparisonspeedchart.h"
#include "conversationschart.h"
#include "costcalculator.h"
#include "costdefaults.h"
#include "editbuild.h"
#include "examplefile.h"
#include "memorychart.h"
#include "powerchart.h"
#include "pricelist.h"
#include "testinputs.h"

#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QTableWidget>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

QValueAxis *valueAxis(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Vertical);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.first());
}

int rowOf(const QTableWidget *table, const QString &label)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->verticalHeaderItem(r)->text() == label)
            return r;
    return -1;
}

} // namespace

TEST(ComparisonView, PresetFillsTableAndChartsOnSharedAxes)
{
    BuildDocument document(test::inputs());
    ComparisonView view(&document, test::inputs());
    view.resize(1500, 950);
    view.showPreset(QStringLiteral("glm53-rtx-vs-h200"));
    ASSERT_EQ(view.comparison().size(), 2);
    EXPECT_EQ(view.table()->columnCount(), 2);
    EXPECT_EQ(view.table()->rowCount(), view.comparison().rows().size());

    const int r =
        rowOf(view.table(), view.comparison().row(QStringLiteral("conversations"))->label);
    ASSERT_GE(r, 0);
    EXPECT_TRUE(view.table()->item(r, 0)->text().startsWith(QLatin1String("23")));
    EXPECT_TRUE(view.table()->item(r, 1)->text().startsWith(QLatin1String("18")));
    EXPECT_TRUE(view.table()->item(r, 1)->text().contains(QLatin1String("0.78x")));
    EXPECT_TRUE(view.table()->item(r, 0)->font().bold());
    EXPECT_FALSE(view.table()->item(r, 1)->font().bold());

    ASSERT_EQ(view.memoryCharts().size(), 2);
    ASSERT_EQ(view.conversationsCharts().size(), 2);
    ASSERT_EQ(view.powerCharts().size(), 2);
    const auto sameAxes = [](const auto &charts) {
        QValueAxis *first = valueAxis(charts.first()->chart());
        ASSERT_TRUE(first);
        EXPECT_GT(first->max(), first->min());
        for (const auto *chart : charts) {
            QValueAxis *axis = valueAxis(chart->chart());
            ASSERT_TRUE(axis);
            EXPECT_DOUBLE_EQ(axis->min(), first->min());
            EXPECT_DOUBLE_EQ(axis->max(), first->max());
        }
    };
    sameAxes(view.memoryCharts());
    sameAxes(view.conversationsCharts());
    sameAxes(view.powerCharts());
    // The shared memory axis holds the larger card (H200 NVL, 140.4 GiB).
    EXPECT_GE(valueAxis(view.memoryCharts().first()->chart())->max(),
              inGiB(view.comparison().axes().memoryPerCard));
}

TEST(ComparisonView, OneSpeedChartAndOneCostChartHoldEveryBuild)
{
    ComparisonView view(nullptr, test::inputs());
    view.showPreset(QStringLiteral("glm53-rtx-vs-h200"));
    ASSERT_EQ(view.comparison().size(), 2);
    ComparisonSpeedChart *speed = view.speedChart();
    ASSERT_TRUE(speed);
    ASSERT_EQ(speed->curves().size(), 2);
    for (int i = 0; i < 2; ++i) {
        // Each curve is its build's SpeedCurve, point for point.
        const SpeedCurve &curve = view.comparison().builds()[i].report.speedCurve;
        const QList<QPointF> points = speed->curves()[i]->points();
        ASSERT_EQ(points.size(), curve.conversations.size());
        for (qsizetype k = 0; k < points.size(); ++k) {
            EXPECT_EQ(points[k].x(), curve.conversations[k]);
            EXPECT_EQ(points[k].y(), curve.tokensPerSecond[k]);
        }
        EXPECT_EQ(speed->curves()[i]->name(), BuildComparison::columnName(i));
    }
    EXPECT_GE(valueAxis(speed->chart())->max(), view.comparison().axes().tokensPerSecond);

    ComparisonCostChart *cost = view.costChart();
    ASSERT_TRUE(cost);
    ASSERT_EQ(cost->depreciation()->count(), 2);
    for (int i = 0; i < 2; ++i) {
        const CostFigures &c = view.comparison().builds()[i].report.cost;
        ASSERT_TRUE(c.costPerYear);
        EXPECT_DOUBLE_EQ(cost->depreciation()->at(i), *c.depreciationPerYear);
        EXPECT_DOUBLE_EQ(cost->energy()->at(i), *c.energyCostPerYear);
    }
    EXPECT_GE(valueAxis(cost->chart())->max(), view.comparison().axes().costPerYear);
    EXPECT_TRUE(cost->note().isEmpty());
    EXPECT_TRUE(ChartStyle::fullTitle(cost->chart()).contains(view.comparison().currency()));
}

TEST(ComparisonView, EveryPresetKeepsItsAxesShared)
{
    ComparisonView view(nullptr, test::inputs());
    for (const QString &id : ComparisonPresets::ids()) {
        view.showPreset(id);
        for (const auto &charts :
             {QList<QChart *>{view.memoryCharts()[0]->chart(), view.memoryCharts()[1]->chart()},
              QList<QChart *>{view.conversationsCharts()[0]->chart(),
                              view.conversationsCharts()[1]->chart()},
              QList<QChart *>{view.powerCharts()[0]->chart(), view.powerCharts()[1]->chart()}}) {
            EXPECT_DOUBLE_EQ(valueAxis(charts[0])->max(), valueAxis(charts[1])->max())
                << id.toStdString();
        }
    }
}

TEST(ComparisonView, BuildsFromDocumentFilesAndCopiesUpToFour)
{
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    ComparisonView view(&document, test::inputs());
    view.addCurrentBuild();
    EXPECT_EQ(view.builds().size(), 1);
    EXPECT_TRUE(view.addFile(test::exampleFile("glm53flash-fp8-4x-h200-tp4")));
    EXPECT_FALSE(view.addFile(QStringLiteral(LLMCONF_TESTDATA_DIR "/bad/truncated.json")));
    EXPECT_TRUE(view.message().contains(QLatin1String("truncated.json")))
        << view.message().toStdString();
    EXPECT_EQ(view.builds().size(), 2);
    view.addCurrentBuild();
    view.addCurrentBuild();
    EXPECT_EQ(view.builds().size(), 4);
    EXPECT_FALSE(view.addBuild(document.build()));
    EXPECT_EQ(view.builds().size(), 4);
    EXPECT_FALSE(view.message().isEmpty());
    EXPECT_EQ(view.memoryCharts().size(), 4);

    view.removeBuild(3);
    view.removeBuild(2);
    view.makeFirst(1);
    EXPECT_EQ(view.builds()[0].checkpoint, QStringLiteral("zai-org/GLM-5.3-Flash"));

    view.setBuilds(ComparisonPresets::all(Catalogue::builtIn())[0].builds);
    EXPECT_EQ(view.builds().size(), 2);
    EXPECT_EQ(view.table()->columnCount(), 2);
}

TEST(ComparisonView, RetranslatesOnLanguageChange)
{
    ComparisonView view(nullptr, test::inputs());
    view.showPreset(QStringLiteral("flash-h200-vs-rtx"));
    QEvent event(QEvent::LanguageChange);
    QApplication::sendEvent(&view, &event);
    EXPECT_EQ(view.table()->rowCount(), view.comparison().rows().size());
    EXPECT_EQ(view.memoryCharts().size(), 2);
}

TEST(ComparisonView, CostsEveryBuildWithTheCostTabsSettingsAndPrices)
{
    // The price list and the settings the Cost tab gives the document (its
    // currency, its API price) cost every build shown, at once.
    BuildDocument document(test::inputs());
    ComparisonView view(&document, test::inputs());
    view.showPreset(QStringLiteral("glm53-rtx-vs-h200"));
    const ComparisonRow *total = view.comparison().row(QStringLiteral("priceTotal"));
    ASSERT_TRUE(total);
    const int r = rowOf(view.table(), total->label);
    ASSERT_GE(r, 0);
    // The built-in list prices both builds, in the language's currency.
    EXPECT_NE(view.table()->item(r, 0)->text(), QStringLiteral("not known"));
    EXPECT_EQ(view.comparison().builds()[0].report.cost.currency,
              CostDefaults::builtIn().currencyFor(QLocale()));

    // Euros set in the Cost tab and a list in euros over the built-in one.
    const PriceList eur = PriceList::builtIn().overriddenBy(
        PriceList::read(QStringLiteral(LLMCONF_TESTDATA_DIR "/prices/example-eur.json")));
    document.undoStack()->push(new EditBuild(
        &document, QStringLiteral("currency"),
        [](Build &b) { b.cost.currency = QStringLiteral("EUR"); }, CommandId::SetCostSettings));
    document.setPrices(eur);
    ASSERT_EQ(view.comparison().size(), 2);
    for (const ComparedBuild &b : view.comparison().builds()) {
        EXPECT_EQ(b.report.cost.currency, QStringLiteral("EUR"));
        ASSERT_TRUE(b.report.cost.priceTotal);
        EXPECT_EQ(b.report.cost.priceTotal,
                  CostCalculator::evaluate({b.report.build, b.report.figures(), *b.report.catalogue,
                                            eur, document.build().cost, CostDefaults::builtIn(),
                                            SoftwareCatalogue::builtIn().dimmSizes,
                                            b.report.speed().outputTokensPerSecond})
                      .priceTotal);
    }
    // The legend says the cost rows are the Cost tab's, in euros.
    auto *legend = view.findChild<QLabel *>(QStringLiteral("legend"));
    ASSERT_TRUE(legend);
    EXPECT_TRUE(legend->text().contains(QLatin1String("EUR"))) << legend->text().toStdString();

    // The API price typed in the Cost tab: every build's break-even uses it,
    // cost per year / 12 over (output price + input per output x input price).
    document.undoStack()->push(new EditBuild(
        &document, QStringLiteral("api"),
        [](Build &b) {
            b.cost.apiPriceIn = 1.0;
            b.cost.apiPriceOut = 4.0;
        },
        CommandId::SetCostSettings));
    const double perMillion = 4.0 + document.build().cost.inputPerOutput * 1.0;
    for (const ComparedBuild &b : view.comparison().builds()) {
        const CostFigures &c = b.report.cost;
        ASSERT_TRUE(c.apiPriceOut);
        EXPECT_DOUBLE_EQ(*c.apiPriceOut, 4.0);
        ASSERT_TRUE(c.costPerYear);
        ASSERT_TRUE(c.breakEvenTokensPerMonth);
        EXPECT_NEAR(*c.breakEvenTokensPerMonth, *c.costPerYear / 12 / perMillion * 1e6, 1e-6);
    }
    const ComparisonRow *breakEven =
        view.comparison().row(QStringLiteral("breakEvenTokensPerMonth"));
    ASSERT_TRUE(breakEven);
    for (const QString &text : breakEven->texts)
        EXPECT_NE(text, QStringLiteral("not known"));
    // Undone: the comparison follows.
    document.undoStack()->undo();
    EXPECT_NE(*view.comparison().builds()[0].report.cost.apiPriceOut, 4.0);
}
