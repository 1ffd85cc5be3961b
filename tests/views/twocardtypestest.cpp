// SPDX-License-Identifier: MIT
// Issue 29: a build whose prefill pool runs on a card type of its own, in
// the window offscreen: its memory chart (hovered with the mouse) and canvas
// edits (cards selected with the mouse, removed with Delete, dropped with
// the card MIME data, undone with Ctrl+Z).
#include "builddocument.h"
#include "buildfile.h"
#include "canvasdrop.h"
#include "canvasinput.h"
#include "carditem.h"
#include "cardroles.h"
#include "catalogue.h"
#include "examplefile.h"
#include "mainwindow.h"
#include "memorychart.h"
#include "openwindow.h"
#include "servercanvas.h"
#include "sizingengine.h"
#include "testinputs.h"
#include "xvfbchild.h"

#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const QString kRtx = QStringLiteral("rtx-pro-6000-se");
const QString kH200 = QStringLiteral("h200-nvl");

struct TwoCardTypes : test::OpenWindow
{
    // Prefill on 4x RTX PRO 6000 SE (two TP2 copies), decode on 4x H200 NVL (two TP2 copies).
    const Build example = BuildFile::read(
        test::exampleFile("glm45air-split-rtx-prefill-h200-decode"), catalogue.rules());

    void SetUp() override { open(example); }

    void deleteCards(const QList<SlotRef> &cards) { test::deleteCards(window.canvas(), cards); }
    void undo() { test::pressUndo(&window); }

    /// Every RTX card of the build prefills and every H200 decodes.
    void expectPoolsByCardType()
    {
        const Build &build = document->build();
        for (const CardRole &r : CardRoles::of(build)) {
            const QString &id = build.servers[r.server].slotCards[r.slot];
            EXPECT_FALSE(r.spare) << r.index;
            EXPECT_EQ(r.pool, id == kRtx ? CardRole::Pool::Prefill : CardRole::Pool::Decode)
                << "card " << r.index + 1;
        }
    }
};

} // namespace

TEST_F(TwoCardTypes, DeletingPrefillCardsKeepsTheSplitWithFewerPrefillCopies)
{
    ASSERT_EQ(example.layout.prefillCopies, 2);
    ASSERT_FALSE(example.layout.prefill.has_value());
    ASSERT_TRUE(document->report().ok()) << document->report().error().toStdString();
    const int steps = document->undoStack()->count();
    deleteCards({SlotRef{0, 0}, SlotRef{0, 1}});
    EXPECT_EQ(document->undoStack()->count(), steps + 1); // one step
    const Layout &l = document->build().layout;
    // The two RTX cards left hold one TP2 prefill copy; the four H200 keep
    // their two TP2 decode copies.
    EXPECT_EQ(l.prefillCopies, (4 - 2) / example.layout.tp);
    EXPECT_EQ(l.decodeCopies(), 4 / example.layout.tp);
    EXPECT_EQ(l.tp, example.layout.tp);
    EXPECT_FALSE(l.prefill.has_value());
    EXPECT_EQ(l.cards(), 6);
    expectPoolsByCardType();
    EXPECT_TRUE(document->report().ok()) << document->report().error().toStdString();

    undo();
    EXPECT_EQ(document->build(), example);
}

TEST_F(TwoCardTypes, DeletingOnePrefillCardFitsThePrefillPoolToTheCardsLeft)
{
    deleteCards({SlotRef{0, 3}});
    const Layout &l = document->build().layout;
    ASSERT_TRUE(l.disaggregated());
    // Three RTX cards prefill (no TP2 copy fills them: the pool takes a
    // layout of its own that vLLM starts on three, TP1 x PP3 for
    // GLM-4.5-Air), the H200 keep their decode copies.
    EXPECT_EQ(l.prefillCards(), 3);
    EXPECT_EQ(l.decodeCopies() * l.cardsPerCopy(), 4);
    EXPECT_EQ(l.tp, example.layout.tp);
    EXPECT_EQ(l.cards(), 7);
    expectPoolsByCardType();
    EXPECT_TRUE(document->report().ok()) << document->report().error().toStdString();

    // A card dropped back into the slot joins the prefill pool beside the
    // cards of its type; undo takes back the drop, then the deletion.
    ASSERT_TRUE(test::dropOnCanvas(window.canvas(), kRtx, SlotRef{0, 3}));
    EXPECT_EQ(document->build().layout.prefillCards(), 4);
    expectPoolsByCardType();
    undo();
    EXPECT_EQ(document->build().layout.prefillCards(), 3);
    undo();
    EXPECT_EQ(document->build(), example);
}

// A prefill card replaced by a decode card's type stays in the prefill
// pool: the split is kept and the evaluation names the slot and the pool.
TEST_F(TwoCardTypes, APrefillCardReplacedByAnotherTypeKeepsTheSplit)
{
    deleteCards({SlotRef{0, 0}});
    ASSERT_TRUE(test::dropOnCanvas(window.canvas(), kH200, SlotRef{0, 0}));
    const Layout &l = document->build().layout;
    EXPECT_EQ(l.prefillCards(), 4);
    EXPECT_EQ(l.decodeCopies() * l.cardsPerCopy(), 4);
    EXPECT_TRUE(document->report().error().contains(QStringLiteral("prefill pool")))
        << document->report().error().toStdString();
    undo();
    undo();
    EXPECT_EQ(document->build(), example);
}

TEST_F(TwoCardTypes, DeletingEveryPrefillCardServesAggregatedOnTheCardsLeft)
{
    deleteCards({SlotRef{0, 0}, SlotRef{0, 1}, SlotRef{0, 2}, SlotRef{0, 3}});
    const Layout &l = document->build().layout;
    EXPECT_FALSE(l.disaggregated());
    EXPECT_FALSE(l.prefill.has_value());
    EXPECT_EQ(l.tp, example.layout.tp);
    EXPECT_EQ(l.copies, 4 / example.layout.tp);
    EXPECT_TRUE(document->report().ok()) << document->report().error().toStdString();
    undo();
    EXPECT_EQ(document->build(), example);
}

TEST_F(TwoCardTypes, DeletingEveryDecodeCardServesAggregatedOnThePrefillCards)
{
    deleteCards({SlotRef{0, 4}, SlotRef{0, 5}, SlotRef{0, 6}, SlotRef{0, 7}});
    const Layout &l = document->build().layout;
    EXPECT_FALSE(l.disaggregated());
    EXPECT_EQ(l.cards(), 4);
    for (const QString &id : document->build().servers[0].slotCards)
        EXPECT_TRUE(id.isEmpty() || id == kRtx);
    undo();
    EXPECT_EQ(document->build(), example);
}

// The usable line steps from the prefill cards' level (RTX PRO 6000 SE) to
// the decode cards' (H200 NVL), each the report's figure, and its tooltip
// names whose card the hovered level is.
TEST_F(TwoCardTypes, TheUsableLineIsEachCardsOwnLevel)
{
    const Figures &f = document->report().figures();
    ASSERT_TRUE(document->report().ok()) << document->report().error().toStdString();
    ASSERT_EQ(f.prefillPool.card, catalogue.card(kRtx));
    ASSERT_EQ(f.card, catalogue.card(kH200));
    const double prefill = inGiB(f.prefillPool.usablePerCard);
    const double decode = inGiB(f.usablePerCard);
    ASSERT_LT(prefill, decode); // 96 GB against 141 GB
    MemoryChart *memory = window.memoryChart();
    const int bars = int(memory->weights()->count());
    const int prefillBars = f.prefillPool.cards; // a bar a card at eight cards
    ASSERT_EQ(bars, f.cards);
    // A line per level, the decode cards' after the prefill cards'.
    QLineSeries *usable = memory->usable();
    ASSERT_EQ(usable->count(), 2);
    EXPECT_EQ(usable->at(0), QPointF(-0.5, prefill));
    EXPECT_EQ(usable->at(1), QPointF(prefillBars - 0.5, prefill));
    ASSERT_EQ(memory->furtherUsable().size(), 1);
    QLineSeries *further = memory->furtherUsable().first();
    ASSERT_EQ(further->count(), 2);
    EXPECT_EQ(further->at(0), QPointF(prefillBars - 0.5, decode));
    EXPECT_EQ(further->at(1), QPointF(bars - 0.5, decode));

    // The pointer on the line above the first bar, then along to the last.
    QChartView *view = window.chartViews().first();
    ASSERT_EQ(view->chart(), memory->chart());
    const auto hover = [&](QPointF point) {
        const QPoint at = view->mapFromScene(memory->chart()->mapToPosition(point, usable));
        QTest::mouseMove(view->viewport(), at);
        QApplication::processEvents();
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    const QString amountPrefill = QLocale().toString(prefill, 'f', 1);
    EXPECT_EQ(hover(QPointF(0, prefill)),
              QStringLiteral("Usable memory of a prefill card (%1): %2 GiB")
                  .arg(catalogue.card(kRtx)->shortName, amountPrefill));
    for (int bar = 1; bar < bars - 1; ++bar)
        hover(QPointF(bar, bar < prefillBars ? prefill : decode));
    EXPECT_EQ(hover(QPointF(bars - 1, decode)),
              QStringLiteral("Usable memory of a decode card (%1): %2 GiB")
                  .arg(catalogue.card(kH200)->shortName, QLocale().toString(decode, 'f', 1)));
}

// Each card's words fit its tile: "Decode copy 3" where it fits, else the
// short form, the pool in the tooltip.
TEST_F(TwoCardTypes, EveryCardsLabelFitsItsTile)
{
    const QFontMetricsF metrics(CardItem::textFont(false));
    for (const CardRole &r : CardRoles::of(document->build())) {
        const CardItem *card = window.canvas()->cardItem({r.server, r.slot});
        ASSERT_NE(card, nullptr);
        const QStringList lines = card->roleText().split(QChar::LineSeparator);
        for (const QString &line : lines)
            EXPECT_LE(metrics.horizontalAdvance(line), card->textRect().width())
                << line.toStdString();
        const bool prefill = r.pool == CardRole::Pool::Prefill;
        const QString full =
            (prefill ? QStringLiteral("Prefill copy %1") : QStringLiteral("Decode copy %1"))
                .arg(r.copy + 1);
        const QString shortForm =
            (prefill ? QStringLiteral("Prefill %1") : QStringLiteral("Decode %1")).arg(r.copy + 1);
        EXPECT_EQ(lines.first(),
                  metrics.horizontalAdvance(full) <= card->textRect().width() ? full : shortForm);
        EXPECT_TRUE(card->toolTip().contains(prefill ? QStringLiteral("Prefill pool")
                                                     : QStringLiteral("Decode pool")));
    }
}

// The prefill card dragged with the real pointer out of the window (under
// Xvfb, XTEST): the card goes and the split stays on the cards left, one
// step that Ctrl+Z takes back.
TEST(X11TwoCardTypes, APrefillCardDraggedOutOfTheWindowKeepsTheSplit)
{
    if (!test::runsUnderXvfb(QStringLiteral("X11TwoCardTypes.*")))
        return;
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build example = BuildFile::read(
        test::exampleFile("glm45air-split-rtx-prefill-h200-decode"), catalogue.rules());
    test::FakePointer pointer;
    if (!pointer.ok())
        GTEST_SKIP() << "libX11/libXtst or the display are not available";
    MainWindow window{test::inputs(catalogue)};
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(test::waitUntilExposed(window));
    window.openBuild(example);
    QApplication::processEvents();
    ServerCanvas *canvas = window.canvas();
    const QPoint from = canvas->viewport()->mapToGlobal(canvas->slotCentre({0, 3}));
    const QRect frame = window.frameGeometry();
    const QPoint outside(frame.right() + 60, frame.center().y()); // the screen is 1600 wide
    test::dragAndSettle(pointer, from, outside);

    const Build &build = window.document()->build();
    EXPECT_TRUE(build.servers[0].slotCards[3].isEmpty());
    EXPECT_TRUE(build.layout.disaggregated());
    EXPECT_EQ(build.layout.prefillCards(), 3);
    EXPECT_EQ(build.layout.decodeCopies() * build.layout.cardsPerCopy(), 4);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QApplication::processEvents();
    EXPECT_EQ(window.document()->build(), example);
}
