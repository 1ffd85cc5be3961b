// SPDX-License-Identifier: MIT
// The planner dialog: live results, open as the current build (undoable),
// send to the comparison.
#include "plannerdialog.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "catalogue.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

struct DialogFixture : ::testing::Test
{
    DialogFixture() : document(Catalogue::builtIn())
    {
        document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    }
    template <typename T> T *child(PlannerDialog &dialog, const char *name)
    {
        T *w = dialog.findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << name;
        return w;
    }
    BuildDocument document;
};

} // namespace

TEST_F(DialogFixture, ResultsFollowTheInputs)
{
    PlannerDialog dialog(&document);
    auto *results = child<QTreeWidget>(dialog, "results");
    ASSERT_TRUE(dialog.result().ok()) << dialog.result().error.toStdString();
    EXPECT_EQ(dialog.result().target.model, QStringLiteral("GLM-5.3-Flash"));
    EXPECT_EQ(results->topLevelItemCount(), dialog.result().candidates.size());
    EXPECT_GT(results->topLevelItemCount(), 0);

    auto *model = child<QComboBox>(dialog, "model");
    model->setCurrentIndex(model->findData(QStringLiteral("GLM-4.7-Flash")));
    child<QSpinBox>(dialog, "conversations")->setValue(20);
    // The change runs the search a moment later by itself.
    QElapsedTimer clock;
    clock.start();
    while (dialog.result().target.conversations != 20 && clock.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    EXPECT_EQ(dialog.result().target.model, QStringLiteral("GLM-4.7-Flash"));
    EXPECT_EQ(dialog.result().target.conversations, 20);
    for (const PlanCandidate &c : dialog.result().candidates)
        EXPECT_GE(c.figures.conversations, 20);

    // No card ticked: a message instead of results.
    auto *cards = child<QListWidget>(dialog, "cards");
    for (int i = 0; i < cards->count(); ++i)
        cards->item(i)->setCheckState(Qt::Unchecked);
    dialog.refresh();
    EXPECT_FALSE(dialog.result().ok());
    EXPECT_EQ(results->topLevelItemCount(), 0);
}

TEST_F(DialogFixture, OpenAsCurrentBuildIsOneUndoableEdit)
{
    PlannerDialog dialog(&document);
    ASSERT_GT(dialog.result().candidates.size(), 1);
    const Build before = document.build();
    dialog.selectRows({1});
    child<QPushButton>(dialog, "openAsCurrent")->click();
    Build expected = dialog.result().candidates[1].build;
    expected.customer = before.customer;
    expected.author = before.author;
    EXPECT_EQ(document.build(), expected);
    EXPECT_EQ(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    EXPECT_EQ(document.build(), before);
}

TEST_F(DialogFixture, SendToComparisonEmitsTheSelectedBuilds)
{
    PlannerDialog dialog(&document);
    ASSERT_GT(dialog.result().candidates.size(), 2);
    QList<Build> sent;
    QObject::connect(&dialog, &PlannerDialog::compareRequested,
                     [&sent](const QList<Build> &builds) { sent = builds; });
    dialog.selectRows({0, 2});
    child<QPushButton>(dialog, "sendToComparison")->click();
    ASSERT_EQ(sent.size(), 2);
    EXPECT_EQ(sent[0], dialog.result().candidates[0].build);
    EXPECT_EQ(sent[1], dialog.result().candidates[2].build);
}
