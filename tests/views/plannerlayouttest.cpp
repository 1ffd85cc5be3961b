// SPDX-License-Identifier: MIT
// The planner dialog as a customer reads it, in both languages: the table of
// builds keeps its room when many builds are left out, and its layout column
// says "1 copy" / "1 Kopie", never "copy(ies)".
#include "buildassembler.h"
#include "builddocument.h"
#include "catalogue.h"
#include "language.h"
#include "plannerdialog.h"
#include "plannersearch.h"
#include "testinputs.h"

#include <QCoreApplication>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace llmconf;

TEST(PlannerLayout, TheTableKeepsItsRoomAndTheLayoutSaysCopiesInWords)
{
    QStandardPaths::setTestModeEnabled(true);
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("de")}) {
        ASSERT_TRUE(Language::apply(code));
        BuildDocument document(test::inputs());
        document.reset(BuildAssembler::reference(Catalogue::builtIn()));
        PlannerDialog dialog(&document);
        dialog.show();
        ASSERT_TRUE(test::finishSearch(dialog));
        QCoreApplication::processEvents();
        auto *results = dialog.findChild<QTreeWidget *>(QStringLiteral("results"));
        auto *excluded = dialog.findChild<QTextBrowser *>(QStringLiteral("excluded"));
        ASSERT_NE(results, nullptr);
        ASSERT_NE(excluded, nullptr);
        // The reference's NVFP4 checkpoint leaves out every card without FP4.
        ASSERT_FALSE(excluded->toPlainText().isEmpty()) << code.toStdString();
        EXPECT_GT(results->height(), 2 * excluded->height()) << code.toStdString();
        EXPECT_EQ(excluded->verticalScrollBar()->value(), 0) << "from the first one left out";
        // Cards by their names, as the customer knows them, not by catalogue id.
        EXPECT_TRUE(excluded->toPlainText().contains(
            Catalogue::builtIn().card(QStringLiteral("h200-nvl"))->name))
            << excluded->toPlainText().toStdString();
        EXPECT_FALSE(excluded->toPlainText().contains(QStringLiteral(" h200-nvl")));
        ASSERT_GT(results->topLevelItemCount(), 0);
        // The Layout column, wherever the target columns put it.
        int column = -1;
        for (int c = 0; c < results->columnCount(); ++c)
            if (results->headerItem()->text(c) == (code == QLatin1String("de")
                                                       ? QStringLiteral("Aufteilung")
                                                       : QStringLiteral("Layout")))
                column = c;
        ASSERT_GE(column, 0) << code.toStdString();
        const QString layout = results->topLevelItem(0)->text(column);
        EXPECT_FALSE(layout.contains(QStringLiteral("(ies)"))) << layout.toStdString();
        EXPECT_TRUE(layout.contains(code == QLatin1String("de") ? QStringLiteral("Kopie")
                                                                : QStringLiteral("copy")))
            << layout.toStdString();
    }
    ASSERT_TRUE(Language::apply(QStringLiteral("en")));
}
