// SPDX-License-Identifier: MIT
// The window with a cluster (64 servers of eight cards): charts that stay
// readable (equal cards and servers share a bar), a canvas that shows the
// servers as a grid, one warning for equal servers. Figures from the engine.
#include "advicepanel.h"
#include "builddocument.h"
#include "catalogue.h"
#include "clusterbuild.h"
#include "editbuild.h"
#include "mainwindow.h"
#include "memorychart.h"
#include "powerchart.h"
#include "servercanvas.h"
#include "serveritem.h"
#include "sizingengine.h"
#include "testinputs.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

QStringList categoriesOf(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
    return axes.isEmpty() ? QStringList()
                          : static_cast<QBarCategoryAxis *>(axes.first())->categories();
}

struct Cluster : ::testing::Test
{
    MainWindow window{test::inputs()};
    BuildDocument *document = window.document();

    void SetUp() override
    {
        window.resize(1500, 950);
        window.show();
        window.openBuild(test::clusterBuild(64));
        QApplication::processEvents();
    }
};

} // namespace

TEST_F(Cluster, EqualCardsShareOneBarWithTheEnginesFigures)
{
    const Evaluation e = SizingEngine::evaluate(document->build(), document->catalogue());
    ASSERT_TRUE(e.ok()) << e.error.toStdString();
    const Figures &f = e.figures;
    ASSERT_EQ(f.cards, 512);
    MemoryChart *memory = window.memoryChart();
    EXPECT_EQ(categoriesOf(memory->chart()), QStringList{QStringLiteral("1\u2013512")});
    ASSERT_EQ(memory->weights()->count(), 1);
    EXPECT_DOUBLE_EQ(memory->weights()->at(0), inGiB(f.weightsPerCard));
    EXPECT_DOUBLE_EQ(memory->cache()->at(0), inGiB(f.cacheInUsePerCard));
    EXPECT_DOUBLE_EQ(memory->reserve()->at(0), inGiB(f.reservePerCard));
    ASSERT_EQ(memory->usable()->count(), 2);
    EXPECT_DOUBLE_EQ(memory->usable()->at(1).x(), 0.5);

    PowerChart *power = window.powerChart();
    EXPECT_EQ(categoriesOf(power->chart()), QStringList{QStringLiteral("1\u201364")});
    ASSERT_EQ(power->cards()->count(), 1);
    EXPECT_DOUBLE_EQ(power->cards()->at(0), inKilowatts(f.perServer.first().cards));
}

TEST_F(Cluster, AnEditMovesTheSharedBar)
{
    document->undoStack()->push(
        new EditBuild(document, QStringLiteral("context"), [](Build &b) { b.context = 131072; }));
    QApplication::processEvents();
    const Evaluation e = SizingEngine::evaluate(document->build(), document->catalogue());
    ASSERT_TRUE(e.ok());
    ASSERT_EQ(window.memoryChart()->cache()->count(), 1);
    EXPECT_DOUBLE_EQ(window.memoryChart()->cache()->at(0), inGiB(e.figures.cacheInUsePerCard));
    EXPECT_DOUBLE_EQ(window.memoryChart()->free()->at(0), inGiB(e.figures.freeAfterCachePerCard));
}

TEST_F(Cluster, AServerUnlikeTheOthersGetsItsOwnBar)
{
    // Server 10 on a three-phase feed: the power chart's bars are servers
    // 1-9, 10 and 11-64, each at its own feed line.
    document->undoStack()->push(new EditBuild(document, QStringLiteral("feed"), [](Build &b) {
        b.servers[9].feed = QStringLiteral("400V32A3P");
    }));
    QApplication::processEvents();
    const Evaluation e = SizingEngine::evaluate(document->build(), document->catalogue());
    ASSERT_TRUE(e.ok());
    PowerChart *power = window.powerChart();
    EXPECT_EQ(categoriesOf(power->chart()),
              (QStringList{QStringLiteral("1\u20139"), QStringLiteral("10"),
                           QStringLiteral("11\u201364")}));
    ASSERT_EQ(power->planned()->count(), 6);
    EXPECT_DOUBLE_EQ(power->planned()->at(2).y(), inKilowatts(e.figures.perServer[9].feedPlanned));
    EXPECT_DOUBLE_EQ(power->planned()->at(0).y(), inKilowatts(e.figures.perServer[0].feedPlanned));
}

TEST_F(Cluster, TheCanvasShowsTheServersAsAGrid)
{
    ServerCanvas *canvas = window.canvas();
    // Several servers side by side, drawn far larger than one column of 64 would be.
    EXPECT_EQ(canvas->serverItem(1)->pos().y(), canvas->serverItem(0)->pos().y());
    EXPECT_GT(canvas->serverItem(1)->pos().x(), canvas->serverItem(0)->pos().x());
    const qreal oneColumn =
        canvas->viewport()->height() / (64 * canvas->serverItem(0)->boundingRect().height());
    EXPECT_GT(canvas->transform().m11(), 4 * oneColumn);
    // Every server's slots stay inside the visible viewport.
    const QRect visible = canvas->viewport()->rect();
    EXPECT_TRUE(visible.contains(canvas->slotCentre(SlotRef{63, 7})));
    EXPECT_TRUE(visible.contains(canvas->slotCentre(SlotRef{0, 0})));
    // One server again: one column at full size.
    window.openBuild(test::clusterBuild(1));
    QApplication::processEvents();
    EXPECT_EQ(canvas->transform().m11() <= 1.0, true);
    EXPECT_EQ(canvas->serverItem(0)->pos(), QPointF(8, 8));
}

TEST_F(Cluster, EqualServersOverTheirFeedShareOneWarning)
{
    QApplication::processEvents();
    int feedWarnings = 0;
    for (const AdviceItem &item : window.advicePanel()->items())
        feedWarnings += item.code == QStringLiteral("feed-over-plan");
    EXPECT_EQ(feedWarnings, 1);
}
