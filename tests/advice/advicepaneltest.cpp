// SPDX-License-Identifier: MIT
#include "advicepanel.h"
#include "advicetestbuilds.h"
#include "builddocument.h"
#include "testinputs.h"

#include <QApplication>
#include <QClipboard>
#include <QFrame>
#include <QLineEdit>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::testing;

namespace {
/// The item widgets on show (spare ones are kept hidden for the next edit).
qsizetype shownItems(const AdvicePanel &panel)
{
    qsizetype shown = 0;
    for (const QFrame *item : panel.findChildren<QFrame *>(QStringLiteral("adviceItem")))
        shown += item->isVisibleTo(&panel) ? 1 : 0;
    return shown;
}
} // namespace

TEST(AdvicePanel, ListsTheAdviceAndTheServingCommands)
{
    BuildDocument document(test::inputs());
    document.reset(buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 8));
    AdvicePanel panel(&document);
    EXPECT_FALSE(panel.items().isEmpty());
    EXPECT_EQ(shownItems(panel), panel.items().size());
    auto *vllm = panel.findChild<QLineEdit *>(QStringLiteral("vllmCommand"));
    ASSERT_TRUE(vllm);
    EXPECT_TRUE(vllm->isReadOnly());
    EXPECT_TRUE(vllm->text().contains(QStringLiteral("--tensor-parallel-size 8")));
    panel.findChild<QPushButton *>(QStringLiteral("copyVllm"))->click();
    EXPECT_EQ(QApplication::clipboard()->text(), vllm->text());
    EXPECT_TRUE(panel.findChild<QLineEdit *>(QStringLiteral("sglangCommand"))
                    ->text()
                    .contains(QStringLiteral("sglang.launch_server")));
}

TEST(AdvicePanel, ApplyIsOneUndoableEditAndTheListFollows)
{
    BuildDocument document(test::inputs());
    const Build before = buildOf("h200-nvl", 8, "zai-org/GLM-5.3-FP8", 8);
    document.reset(before);
    AdvicePanel panel(&document);
    const std::optional<AdviceItem> nvlink =
        find(panel.items(), QStringLiteral("tp-crosses-nvlink"));
    ASSERT_TRUE(nvlink);
    const Build suggested = nvlink->suggestions.first().build;
    const QString label = nvlink->suggestions.first().label;
    QPushButton *apply = nullptr;
    for (QPushButton *b : panel.findChildren<QPushButton *>(QStringLiteral("applyButton")))
        if (b->toolTip().contains(label))
            apply = b;
    ASSERT_TRUE(apply);
    apply->click();
    EXPECT_EQ(document.build(), suggested);
    EXPECT_EQ(document.undoStack()->count(), 1);
    EXPECT_FALSE(find(panel.items(), QStringLiteral("tp-crosses-nvlink")));
    QCoreApplication::processEvents(); // the panel shows the new advice after the charts' repaint
    EXPECT_EQ(shownItems(panel), panel.items().size());
    EXPECT_TRUE(panel.findChild<QLineEdit *>(QStringLiteral("vllmCommand"))
                    ->text()
                    .contains(QStringLiteral("--pipeline-parallel-size 2")));
    document.undoStack()->undo();
    EXPECT_EQ(document.build(), before);
    EXPECT_TRUE(find(panel.items(), QStringLiteral("tp-crosses-nvlink")));
}
