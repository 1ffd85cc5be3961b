// SPDX-License-Identifier: MIT
// Issue 29: canvas edits of a build whose further model has cards of its
// own (ModelInstance::firstCard..lastCard): cards deleted (clicked, Delete)
// or dropped (the card MIME data) before it shift its cards, a card of its
// own deleted shrinks it and fits its layout, an edit that would leave it
// without cards or split its cards is refused with a message; Ctrl+Z
// restores the build.
#include "builddocument.h"
#include "buildfile.h"
#include "buildreport.h"
#include "canvasdrop.h"
#include "canvasinput.h"
#include "carditem.h"
#include "catalogue.h"
#include "examplefile.h"
#include "layoutvalidity.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "servercanvas.h"
#include "testinputs.h"

#include <QApplication>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const QString kH200 = QStringLiteral("h200-nvl");

struct OwnCardsEdits : test::OpenWindow
{
    // The example's server twice: model 1 (GLM-4.5-Air, two TP2 copies) on
    // server 1's four H200 NVL, model 2 (GLM-4.7-Flash, TP2) in two copies
    // on server 2's four, cards 5 to 8.
    const Build example = BuildFile::read(
        test::exampleFile("glm45air-glm47flash-own-cards-4x-h200"), catalogue.rules());
    Build start = example;

    void SetUp() override
    {
        start.servers.append(example.servers[0]);
        start.layout.copies = 4 / example.layout.tp;
        ModelInstance &m = start.instances[0];
        m.firstCard = 5;
        m.lastCard = 8;
        m.layout.copies = 4 / m.layout.tp;
        ServerCanvas::setConfirmServerRemoval(false);
        open(start);
    }

    void TearDown() override { ServerCanvas::setConfirmServerRemoval(true); }

    const ModelInstance &model2() const { return document->build().instances[0]; }

    void deleteCards(const QList<SlotRef> &cards) { test::deleteCards(window.canvas(), cards); }
    bool moveCard(SlotRef from, SlotRef to)
    {
        return test::moveCard(
            window.canvas(), document->build().servers[from.server].slotCards[from.slot], from, to);
    }
    void undo() { test::pressUndo(&window); }

    /// The model the canvas shows on the card in `slot`.
    int shownModel(SlotRef slot) const
    {
        const CardItem *card = window.canvas()->cardItem(slot);
        return card ? card->look().role.model : 0;
    }

    /// The report evaluates both models, each on its own cards.
    void expectEvaluated(int cardsOfModel1, int cardsOfModel2)
    {
        const BuildReport &report = document->report();
        ASSERT_TRUE(report.ok()) << report.error().toStdString();
        EXPECT_EQ(report.figures().cards, cardsOfModel1);
        ASSERT_EQ(report.instances.size(), 1);
        EXPECT_TRUE(report.instances[0].ok()) << report.instances[0].error().toStdString();
        EXPECT_EQ(report.instances[0].evaluation.figures.cards, cardsOfModel2);
    }
};

} // namespace

TEST_F(OwnCardsEdits, CardsDeletedOrDroppedBeforeAFurtherModelShiftItsCards)
{
    expectEvaluated(4, 4);
    deleteCards({SlotRef{0, 0}, SlotRef{0, 1}});
    // Model 2 keeps server 2's four cards, now cards 3 to 6, and its layout.
    EXPECT_EQ(model2().firstCard, start.instances[0].firstCard - 2);
    EXPECT_EQ(model2().lastCard, start.instances[0].lastCard - 2);
    EXPECT_EQ(model2().layout, start.instances[0].layout);
    // Model 1 fits its two cards left.
    EXPECT_EQ(document->build().layout.cards(), 4 - 2);
    expectEvaluated(2, 4);
    for (int slot = 0; slot < 4; ++slot) {
        EXPECT_EQ(shownModel({1, slot}), 2) << slot;
        if (slot >= 2) {
            EXPECT_EQ(shownModel({0, slot}), 1) << slot;
        }
    }

    // A card dropped into server 1 is model 1's and shifts model 2 again.
    ASSERT_TRUE(test::dropOnCanvas(window.canvas(), kH200, SlotRef{0, 0}));
    EXPECT_EQ(model2().firstCard, start.instances[0].firstCard - 1);
    EXPECT_EQ(model2().lastCard, start.instances[0].lastCard - 1);
    EXPECT_EQ(document->build().layout.cards(), 3);
    EXPECT_EQ(shownModel({0, 0}), 1);
    EXPECT_EQ(shownModel({1, 0}), 2);

    undo();
    EXPECT_EQ(model2().firstCard, start.instances[0].firstCard - 2);
    undo();
    EXPECT_EQ(document->build(), start);
}

TEST_F(OwnCardsEdits, ACardOfAFurtherModelDeletedShrinksItAndFitsItsLayout)
{
    deleteCards({SlotRef{1, 1}});
    EXPECT_EQ(model2().firstCard, start.instances[0].firstCard);
    EXPECT_EQ(model2().lastCard, start.instances[0].lastCard - 1);
    // Three cards: a layout of model 2 that vLLM starts on them.
    const Layout &l = model2().layout;
    EXPECT_EQ(l.cards(), 3);
    const ModelFamily *model = catalogue.modelOf(model2().checkpoint);
    ASSERT_NE(model, nullptr);
    EXPECT_EQ(LayoutValidity::whyRefused(l, *model, catalogue.checkpoint(model2().checkpoint)),
              QString());
    // Model 1 keeps its cards and layout.
    EXPECT_EQ(document->build().layout, start.layout);
    expectEvaluated(4, 3);
    for (int slot : {0, 2, 3})
        EXPECT_EQ(shownModel({1, slot}), 2) << slot;
    undo();
    EXPECT_EQ(document->build(), start);
}

// Every card of model 2 deleted, or its server: refused, the status bar
// says why, nothing on the undo stack.
TEST_F(OwnCardsEdits, AnEditThatLeavesAFurtherModelNoCardIsRefused)
{
    const int steps = document->undoStack()->count();
    deleteCards({SlotRef{1, 0}, SlotRef{1, 1}, SlotRef{1, 2}, SlotRef{1, 3}});
    EXPECT_EQ(document->build(), start);
    EXPECT_EQ(document->undoStack()->count(), steps);
    const QString named = QStringLiteral("Model 2 (%1)").arg(start.instances[0].checkpoint);
    EXPECT_TRUE(window.statusBar()->currentMessage().startsWith(named))
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_EQ(window.canvas()->lastRefusal(), window.statusBar()->currentMessage());

    window.statusBar()->clearMessage();
    test::deleteServer(window.canvas(), 1);
    EXPECT_EQ(document->build(), start);
    EXPECT_EQ(document->undoStack()->count(), steps);
    EXPECT_TRUE(window.statusBar()->currentMessage().startsWith(named))
        << window.statusBar()->currentMessage().toStdString();

    // Server 1 removed would leave model 1 none: refused as well.
    window.statusBar()->clearMessage();
    test::deleteServer(window.canvas(), 0);
    EXPECT_EQ(document->build(), start);
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(start.checkpoint))
        << window.statusBar()->currentMessage().toStdString();
}

// A card moved keeps its model: within model 1's cards it moves, away from
// model 2's other cards it would split them and is refused.
TEST_F(OwnCardsEdits, AMovedCardKeepsItsModel)
{
    deleteCards({SlotRef{0, 0}, SlotRef{0, 1}});
    const Build afterDelete = document->build();
    EXPECT_FALSE(moveCard({1, 3}, {0, 0}));
    EXPECT_EQ(document->build(), afterDelete);
    EXPECT_TRUE(window.statusBar()->currentMessage().startsWith(QStringLiteral("Model 2 (")))
        << window.statusBar()->currentMessage().toStdString();

    ASSERT_TRUE(moveCard({0, 3}, {0, 0}));
    EXPECT_EQ(document->build().servers[0].slotCards[0], kH200);
    EXPECT_TRUE(document->build().servers[0].slotCards[3].isEmpty());
    EXPECT_EQ(model2().firstCard, afterDelete.instances[0].firstCard);
    EXPECT_EQ(model2().lastCard, afterDelete.instances[0].lastCard);
    EXPECT_EQ(document->build().layout, afterDelete.layout);
    EXPECT_EQ(shownModel({0, 0}), 1);
    expectEvaluated(2, 4);
    undo();
    undo();
    EXPECT_EQ(document->build(), start);
}
