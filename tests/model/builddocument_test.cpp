// SPDX-License-Identifier: MIT
// The document and its undo stack, without widgets: do, undo, redo.
#include "buildassembler.h"
#include "buildautosave.h"
#include "builddocument.h"
#include "catalogue.h"
#include "editbuild.h"
#include "formaterror.h"
#include "fulldisk.h"
#include "layoutchoice.h"
#include "setcheckpoint.h"
#include "setlayout.h"
#include "testinputs.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

TEST(BuildDocument, EditUndoRedoRestoreTheBuildExactly)
{
    BuildDocument document(test::inputs());
    const Build original = BuildAssembler::reference(Catalogue::builtIn());
    document.reset(original);
    EXPECT_EQ(document.evaluation().figures.conversations, 51);
    int changes = 0;
    QObject::connect(&document, &BuildDocument::buildChanged, [&changes] { ++changes; });

    document.undoStack()->push(new EditBuild(&document, QStringLiteral("FP8 cache"),
                                             [](Build &b) { b.cacheDtype = CacheDtype::Fp8; }));
    EXPECT_EQ(changes, 1);
    EXPECT_TRUE(document.isModified());
    EXPECT_GE(document.evaluation().figures.conversations, 100);

    document.undoStack()->undo();
    EXPECT_EQ(document.build(), original);
    EXPECT_EQ(document.evaluation().figures.conversations, 51);
    EXPECT_FALSE(document.isModified());
    document.undoStack()->redo();
    EXPECT_EQ(document.build().cacheDtype, CacheDtype::Fp8);
}

TEST(BuildDocument, TypingAContextIsOneStep)
{
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    for (int context : {6, 65, 655, 6553, 65536})
        document.undoStack()->push(new EditBuild(
            &document, QStringLiteral("Context"), [context](Build &b) { b.context = context; },
            CommandId::SetContext));
    EXPECT_EQ(document.undoStack()->count(), 1);
    EXPECT_EQ(document.build().context, 65536);
    document.undoStack()->undo();
    EXPECT_EQ(document.build().context, 32768);
}

TEST(BuildDocument, AnEditThatChangesNothingLeavesNoStep)
{
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    document.undoStack()->push(new EditBuild(&document, QStringLiteral("Nothing"), [](Build &) {}));
    EXPECT_EQ(document.undoStack()->count(), 0);
}

namespace {
/// Eight H200 NVL as TP 1 x 8 copies: what placing cards one by one leaves.
Build eightH200Copies()
{
    BuildRequest request;
    request.card = QStringLiteral("h200-nvl");
    request.cards = 8;
    request.checkpoint = QStringLiteral("zai-org/GLM-4.7-Flash");
    request.layout = Layout{1, 1, false, 1, 8};
    return BuildAssembler::assemble(request, Catalogue::builtIn());
}
} // namespace

TEST(BuildDocument, ACheckpointChangeChoosesTheLayoutAgainUnlessTheUserSetIt)
{
    BuildDocument document(test::inputs());
    document.reset(eightH200Copies());
    ASSERT_EQ(document.build().layout.copies, 8);
    EXPECT_FALSE(document.layoutSetByUser());

    // An MoE checkpoint too large for one card: the layout evaluate chooses
    // for these cards, EP on (every catalogue model has routed experts).
    const QString moe = QStringLiteral("zai-org/GLM-4.5-Air-FP8");
    document.undoStack()->push(new SetCheckpoint(&document, moe));
    Build expected = eightH200Copies();
    expected.checkpoint = moe;
    const LayoutChoice choice = LayoutChoice::of(expected, Catalogue::builtIn());
    ASSERT_NE(choice.outcome, LayoutChoice::None);
    EXPECT_EQ(document.build().layout, choice.layout);
    EXPECT_TRUE(document.build().layout.ep);
    EXPECT_EQ(document.build().layout.cards(), 8);
    EXPECT_TRUE(document.evaluation().figures.fits);

    // Set by hand: the next checkpoint change keeps it.
    const Layout chosen{2, 1, true, 1, 4};
    document.undoStack()->push(new SetLayout(&document, chosen));
    EXPECT_TRUE(document.layoutSetByUser());
    document.undoStack()->push(
        new SetCheckpoint(&document, QStringLiteral("zai-org/GLM-4.7-Flash")));
    EXPECT_EQ(document.build().layout, chosen);

    // Undo restores the build and whether the layout was the user's.
    document.undoStack()->undo();
    document.undoStack()->undo();
    EXPECT_FALSE(document.layoutSetByUser());
    EXPECT_EQ(document.build().layout, choice.layout);
    document.undoStack()->redo();
    EXPECT_TRUE(document.layoutSetByUser());
    EXPECT_EQ(document.build().layout, chosen);

    // A new build starts with a layout no one set.
    document.reset(eightH200Copies());
    EXPECT_FALSE(document.layoutSetByUser());
}

TEST(BuildDocument, GoingAwayWithUnsavedEditsSaysNothing)
{
    // Its undo stack's destructor emits cleanChanged(): a window listening to
    // modifiedChanged() would be called while it is half destroyed.
    auto *document = new BuildDocument(test::inputs());
    document->reset(BuildAssembler::reference(Catalogue::builtIn()));
    document->undoStack()->push(new EditBuild(document, QStringLiteral("FP8 cache"),
                                              [](Build &b) { b.cacheDtype = CacheDtype::Fp8; }));
    ASSERT_TRUE(document->isModified());
    int emitted = 0;
    QObject::connect(document, &BuildDocument::modifiedChanged, [&emitted] { ++emitted; });
    delete document;
    EXPECT_EQ(emitted, 0);
}

TEST(BuildAutosave, AFullDiskKeepsTheLastCopyAndSaysWhy)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    BuildDocument document(test::inputs());
    BuildAutosave autosave(&document, path);
    autosave.setDelay(60 * 60 * 1000); // written by flush() alone
    const auto edit = [&document](int context) {
        document.undoStack()->push(new EditBuild(&document, QStringLiteral("context"),
                                                 [context](Build &b) { b.context = context; }));
    };
    edit(8192);
    autosave.flush();
    ASSERT_TRUE(QFile::exists(path));
    int context = 16384;
    QString said;
    QObject::connect(&autosave, &BuildAutosave::failed,
                     [&said](const QString &message) { said = message; });
    const qint64 needed = test::expectEveryShortWriteRefused(path, [&] {
        said.clear();
        edit(++context);
        autosave.flush();
        if (!said.isEmpty())
            throw FormatError(path, QString(), said);
    });
    EXPECT_GT(needed, 0);
    const auto kept = BuildAutosave::pending(path, Catalogue::builtIn().rules());
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->build.context, context);
}
