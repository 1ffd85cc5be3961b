// SPDX-License-Identifier: MIT
// Issue 29: a server removed from a prefill/decode split on the canvas
// (selected, Delete, undone with Ctrl+Z) keeps the split where the cards
// left hold both pools, and a fill keeps it too.
#include "builddocument.h"
#include "buildfile.h"
#include "canvasinput.h"
#include "cardroles.h"
#include "catalogue.h"
#include "examplefile.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "servercanvas.h"
#include "testinputs.h"

#include <QApplication>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

const QString kH200 = QStringLiteral("h200-nvl");

struct SplitServers : test::OpenWindow
{
    // The example (server 1: prefill on 4x RTX PRO 6000 SE, decode on 4x
    // H200 NVL, TP2 copies) with a second server of eight H200 NVL that
    // decode in four more TP2 copies.
    const Build example = BuildFile::read(
        test::exampleFile("glm45air-split-rtx-prefill-h200-decode"), catalogue.rules());
    Build twoServers = example;

    void SetUp() override
    {
        Server decode = example.servers[0];
        for (QString &id : decode.slotCards)
            id = kH200;
        twoServers.servers.append(decode);
        twoServers.layout.copies += decode.cardCount() / example.layout.tp;
        ServerCanvas::setConfirmServerRemoval(false);
        open(twoServers);
    }

    void TearDown() override { ServerCanvas::setConfirmServerRemoval(true); }

    void deleteServer(int server) { test::deleteServer(window.canvas(), server); }
    void undo() { test::pressUndo(&window); }
};

} // namespace

TEST_F(SplitServers, RemovingADecodeServerKeepsTheSplitWithFewerDecodeCopies)
{
    ASSERT_TRUE(document->report().ok()) << document->report().error().toStdString();
    ASSERT_EQ(twoServers.layout.decodeCopies(), (4 + 8) / example.layout.tp);
    const int steps = document->undoStack()->count();
    deleteServer(1);
    EXPECT_EQ(document->undoStack()->count(), steps + 1);
    // The first server's cards keep their pools: the example again.
    EXPECT_EQ(document->build(), example);
    EXPECT_TRUE(document->report().ok()) << document->report().error().toStdString();
    undo();
    EXPECT_EQ(document->build(), twoServers);
}

TEST_F(SplitServers, RemovingThePrefillServerServesAggregatedOnTheDecodeCards)
{
    deleteServer(0);
    const Build &build = document->build();
    ASSERT_EQ(build.servers.size(), 1);
    EXPECT_EQ(build.servers[0], twoServers.servers[1]);
    EXPECT_FALSE(build.layout.disaggregated());
    EXPECT_EQ(build.layout.tp, example.layout.tp);
    EXPECT_EQ(build.layout.copies, 8 / example.layout.tp);
    EXPECT_TRUE(document->report().ok()) << document->report().error().toStdString();
    undo();
    EXPECT_EQ(document->build(), twoServers);
}

// Three prefill copies: server 1 prefills on its four RTX and two of its
// H200, its last two H200 decode with server 2's. Server 2 removed, each
// card left keeps its pool (one step).
TEST_F(SplitServers, TheCardsLeftKeepTheirPools)
{
    Build three = twoServers;
    three.layout.prefillCopies = 3;
    window.openBuild(three);
    QApplication::processEvents();
    const QList<CardRole> rolesBefore = CardRoles::of(three);
    const int steps = document->undoStack()->count();
    deleteServer(1);
    EXPECT_EQ(document->undoStack()->count(), steps + 1);
    const Layout &l = document->build().layout;
    ASSERT_TRUE(l.disaggregated());
    EXPECT_EQ(l.prefillCards(), three.layout.prefillCards());
    EXPECT_EQ(l.decodeCopies() * l.cardsPerCopy(), 8 - three.layout.prefillCards());
    const QList<CardRole> roles = CardRoles::of(document->build());
    ASSERT_EQ(roles.size(), 8);
    for (const CardRole &r : roles)
        EXPECT_EQ(r.pool, rolesBefore[r.index].pool) << "card " << r.index + 1;
    undo();
    EXPECT_EQ(document->build(), three);
}

// Fill server 2 after its cards were deleted: the new cards join the decode
// pool beside them, not one layout over every card.
TEST_F(SplitServers, FillingAServerKeepsTheSplit)
{
    test::deleteCards(window.canvas(),
                      {SlotRef{1, 4}, SlotRef{1, 5}, SlotRef{1, 6}, SlotRef{1, 7}});
    ASSERT_EQ(document->build().layout.decodeCopies(), (4 + 4) / example.layout.tp);
    window.canvas()->fill(kH200, 1);
    EXPECT_EQ(document->build(), twoServers);
    undo();
    undo();
    EXPECT_EQ(document->build(), twoServers);
}
