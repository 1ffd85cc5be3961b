// SPDX-License-Identifier: MIT
// The named build commands without widgets: do, undo, redo, check the build.
#include "addserver.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "cardroles.h"
#include "catalogue.h"
#include "contextsweep.h"
#include "layoutoptions.h"
#include "movecards.h"
#include "placecard.h"
#include "removecards.h"
#include "removeserver.h"
#include "setcheckpoint.h"
#include "setlayout.h"
#include "sizingengine.h"
#include "testinputs.h"

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
const QString kRtx = QStringLiteral("rtx-pro-6000-se");

struct Fixture : ::testing::Test
{
    const Catalogue &catalogue = Catalogue::builtIn();
    BuildDocument document{test::inputs(catalogue)};
    void SetUp() override { document.reset(BuildAssembler::reference(catalogue)); }
    void push(QUndoCommand *c) { document.undoStack()->push(c); }
};
} // namespace

TEST_F(Fixture, RemoveCardsAdaptsLayoutAndUndoRestores)
{
    const Build before = document.build();
    push(new RemoveCards(&document, {SlotRef{0, 3}}));
    EXPECT_EQ(document.build().cardCount(), 3);
    EXPECT_EQ(document.build().layout.cards(), 3);
    EXPECT_TRUE(document.evaluation().ok()) << document.evaluation().error.toStdString();
    document.undoStack()->undo();
    EXPECT_EQ(document.build(), before);
    document.undoStack()->redo();
    EXPECT_EQ(document.build().cardCount(), 3);
}

TEST_F(Fixture, PlaceCardRefusedIntoFullSlotChangesNothing)
{
    const Build before = document.build();
    EXPECT_FALSE(CardPlacement::whyNot(document.build(), catalogue, kRtx, SlotRef{0, 0}).isEmpty());
    push(new PlaceCard(&document, kRtx, SlotRef{0, 0}));
    EXPECT_EQ(document.build(), before);
    EXPECT_EQ(document.undoStack()->count(), 0); // an edit that changes nothing leaves no step
}

TEST_F(Fixture, SxmCardRefusedInPcieChassis)
{
    push(new AddServer(&document, QStringLiteral("pcie-8gpu-4u")));
    const QString why =
        CardPlacement::whyNot(document.build(), catalogue, QStringLiteral("b200"), SlotRef{1, 0});
    EXPECT_FALSE(why.isEmpty());
}

TEST_F(Fixture, MoveCardsToAnotherServerIsOneStep)
{
    push(new AddServer(&document, QStringLiteral("pcie-4gpu-2u")));
    ASSERT_EQ(document.build().servers.size(), 2);
    const Build afterAdd = document.build();
    push(new MoveCards(&document, {SlotRef{0, 2}, SlotRef{0, 3}}, SlotRef{1, 0}));
    EXPECT_EQ(document.build().servers[0].cardCount(), 2);
    EXPECT_EQ(document.build().servers[1].slotCards.mid(0, 2), QStringList({kRtx, kRtx}));
    EXPECT_EQ(document.undoStack()->count(), 2);
    document.undoStack()->undo();
    EXPECT_EQ(document.build(), afterAdd);
}

TEST_F(Fixture, RemoveServerUndoRedo)
{
    const Build before = document.build();
    push(new RemoveServer(&document, 0));
    EXPECT_TRUE(document.build().servers.isEmpty());
    EXPECT_FALSE(document.evaluation().ok());
    document.undoStack()->undo();
    EXPECT_EQ(document.build(), before);
}

TEST_F(Fixture, SetLayoutAndCheckpoint)
{
    const Build before = document.build();
    push(new SetLayout(&document, Layout{2, 1, true, 1, 2}));
    EXPECT_EQ(document.build().layout.copies, 2);
    push(new SetCheckpoint(&document, QStringLiteral("zai-org/GLM-4.7-Flash")));
    EXPECT_EQ(document.build().checkpoint, QStringLiteral("zai-org/GLM-4.7-Flash"));
    document.undoStack()->undo();
    document.undoStack()->undo();
    EXPECT_EQ(document.build(), before);
}

TEST(CardRoles, CopyStageAndRankFollowTheLayout)
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.checkpoint = QStringLiteral("zai-org/GLM-5.3-FP8");
    request.layout = Layout{2, 2, false, 1, 0};
    const Build build = BuildAssembler::assemble(request, Catalogue::builtIn());
    const QList<CardRole> roles = CardRoles::of(build);
    ASSERT_EQ(roles.size(), 8);
    for (const CardRole &r : roles) {
        EXPECT_EQ(r.copy, r.index / 4);
        EXPECT_EQ(r.stage, (r.index % 4) / 2);
        EXPECT_EQ(r.tpRank, r.index % 2);
    }
    EXPECT_EQ(roles[5].copy, 1);
    EXPECT_EQ(roles[5].stage, 0);
    EXPECT_EQ(roles[5].tpRank, 1);
}

TEST(ContextSweep, EqualsTheEngineAtEachContext)
{
    const Catalogue &catalogue = Catalogue::builtIn();
    const Build build = BuildAssembler::reference(catalogue);
    const ContextSweep sweep = ContextSweep::of(build, catalogue);
    ASSERT_EQ(sweep.contexts.first(), 4096);
    ASSERT_EQ(sweep.contexts.last(), 1048576);
    for (qsizetype i = 0; i < sweep.contexts.size(); ++i) {
        EXPECT_EQ(sweep.bf16[i], SizingEngine::conversationsAt(build, catalogue, sweep.contexts[i],
                                                               CacheDtype::Bf16));
        EXPECT_EQ(sweep.fp8[i], SizingEngine::conversationsAt(build, catalogue, sweep.contexts[i],
                                                              CacheDtype::Fp8));
    }
    Build at32k = build;
    at32k.context = 32768;
    EXPECT_EQ(sweep.bf16[3], SizingEngine::evaluate(at32k, catalogue).figures.conversations);
}
