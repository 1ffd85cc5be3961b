// SPDX-License-Identifier: MIT
// The planner dialog: live results from a worker thread, streamed and called
// off by the next edit; the speed target and the cost ranking; open as the
// current build (undoable), send to the comparison.
#include "plannerdialog.h"
#include "buildassembler.h"
#include "builddocument.h"
#include "buildplanner.h"
#include "catalogue.h"
#include "plannersearch.h"
#include "preparedcost.h"
#include "quantityformat.h"
#include "soldcards.h"
#include "splitcomparison.h"
#include "testinputs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {

struct DialogFixture : ::testing::Test
{
    DialogFixture() : document(test::inputs())
    {
        document.reset(BuildAssembler::reference(Catalogue::builtIn()));
        // Every card ticked, as remembered from a run before: the tests
        // compare with the planner over every card. (The first run's
        // default, the supplier's cards, has its own test.)
        QStringList all;
        for (const Card &card : Catalogue::builtIn().cards())
            all.append(card.id);
        QSettings().setValue(PlannerDialog::cardsSettingsKey(), all);
    }
    template <typename T> T *child(PlannerDialog &dialog, const char *name)
    {
        T *w = dialog.findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << name;
        return w;
    }
    BuildDocument document;
};

void waitForSearch(PlannerDialog &dialog)
{
    EXPECT_TRUE(test::finishSearch(dialog));
}

/// Replaces a spin box's text as a user does: select all, type.
void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
}

} // namespace

TEST_F(DialogFixture, ResultsFollowTheInputs)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto *results = child<QTreeWidget>(dialog, "results");
    ASSERT_TRUE(dialog.result().ok()) << dialog.result().error.toStdString();
    EXPECT_EQ(dialog.result().target.model, QStringLiteral("GLM-5.3-Flash"));
    EXPECT_EQ(results->topLevelItemCount(), dialog.result().candidates.size());
    EXPECT_GT(results->topLevelItemCount(), 0);

    auto *model = child<QComboBox>(dialog, "model");
    model->setCurrentIndex(model->findData(QStringLiteral("GLM-4.7-Flash")));
    child<QSpinBox>(dialog, "conversations")->setValue(20);
    // The change runs the search a moment later by itself.
    waitForSearch(dialog);
    EXPECT_EQ(dialog.result().target.model, QStringLiteral("GLM-4.7-Flash"));
    EXPECT_EQ(dialog.result().target.conversations, 20);
    for (const PlanCandidate &c : dialog.result().candidates)
        EXPECT_GE(c.report.figures().conversations, 20);

    // No card ticked: a message instead of results.
    auto *cards = child<QListWidget>(dialog, "cards");
    for (int i = 0; i < cards->count(); ++i)
        cards->item(i)->setCheckState(Qt::Unchecked);
    dialog.refresh();
    EXPECT_FALSE(dialog.result().ok());
    EXPECT_EQ(results->topLevelItemCount(), 0);
}

// Issue 28: an opened plan is a new, unsaved build: no file name (Save asks
// for one instead of overwriting the build open before), marked modified,
// with the customer, author and project of the call.
TEST_F(DialogFixture, OpenAsCurrentBuildIsANewUnsavedDocument)
{
    Build named = document.build();
    named.customer = QStringLiteral("Muster GmbH");
    named.author = QStringLiteral("A. Beispiel");
    named.project = QStringLiteral("Chatbot");
    const QString path = QDir::temp().filePath(QStringLiteral("planner-open-test.json"));
    document.reset(named, path);
    ASSERT_EQ(document.filePath(), path);
    ASSERT_FALSE(document.isModified());
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    ASSERT_GT(dialog.result().candidates.size(), 1);
    dialog.selectRows({1});
    QSignalSpy path_(&document, &BuildDocument::filePathChanged);
    child<QPushButton>(dialog, "openAsCurrent")->click();
    Build expected = dialog.result().candidates[1].build;
    expected.customer = named.customer;
    expected.author = named.author;
    expected.project = named.project;
    EXPECT_EQ(document.build(), expected);
    EXPECT_TRUE(document.filePath().isEmpty());
    EXPECT_EQ(path_.size(), 1);
    EXPECT_TRUE(document.isModified());
    EXPECT_EQ(document.undoStack()->count(), 0); // a document of its own: nothing to undo into

    // Through the window's signal where one listens: the window decides.
    QList<Build> requested;
    QObject::connect(&dialog, &PlannerDialog::openRequested,
                     [&requested](const Build &b) { requested.append(b); });
    dialog.selectRows({0});
    child<QPushButton>(dialog, "openAsCurrent")->click();
    ASSERT_EQ(requested.size(), 1);
    EXPECT_EQ(requested.first().layout, dialog.result().candidates[0].build.layout);
    EXPECT_EQ(document.build(), expected); // not opened behind the window's back
}

TEST_F(DialogFixture, SendToComparisonEmitsTheSelectedBuilds)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
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

// Typing a speed target: the rows that arrive are those of the planner with
// that target, each conversation at least that fast, the speed in its column.
TEST_F(DialogFixture, TypedSpeedTargetKeepsOnlyBuildsThatServeIt)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto *speed = child<QDoubleSpinBox>(dialog, "speedTarget");
    typeInto(speed, QStringLiteral("30"));
    EXPECT_DOUBLE_EQ(speed->value(), 30.0);
    waitForSearch(dialog);
    const PlanResult &shown = dialog.result();
    ASSERT_TRUE(shown.ok()) << shown.error.toStdString();
    EXPECT_DOUBLE_EQ(shown.target.speedTarget, 30.0);

    PlanTarget target = shown.target;
    const PlanResult expected =
        BuildPlanner::plan(target, PlanConstraints(), test::inputs(document.catalogue()));
    ASSERT_EQ(shown.candidates.size(), expected.candidates.size());
    ASSERT_FALSE(shown.candidates.isEmpty());
    auto *results = child<QTreeWidget>(dialog, "results");
    ASSERT_EQ(results->topLevelItemCount(), shown.candidates.size());
    const QuantityFormat format(dialog.locale());
    const int speedColumn = 7; // after Spare
    EXPECT_EQ(results->headerItem()->text(speedColumn), QStringLiteral("Tokens/s each"));
    for (qsizetype i = 0; i < shown.candidates.size(); ++i) {
        const PlanCandidate &c = shown.candidates[i];
        EXPECT_EQ(c.build, expected.candidates[i].build);
        EXPECT_GE(c.report.figures().speed.decodeTokensPerSecondPerConversation, 30.0);
        EXPECT_EQ(c.report.figures().speed.activeConversations, target.conversations);
        EXPECT_EQ(results->topLevelItem(int(i))->text(speedColumn),
                  format.number(c.report.figures().speed.decodeTokensPerSecondPerConversation, 1));
    }
    // With a service-level target the summary ends with the split's
    // comparison, where a split row serves (issue 29).
    const QString split = SplitComparison::of(shown).text(format);
    const QString summary = child<QLabel>(dialog, "summary")->text();
    EXPECT_TRUE(summary.endsWith(split)) << summary.toStdString();
    EXPECT_EQ(summary.contains(QStringLiteral("prefill/decode split")), !split.isEmpty());
}

// A search held after its first row, then an edit: the held search stops
// (the worker reports it called off, no further row of it arrives) and the
// table shows the new target's rows only. The gate makes the order certain.
TEST_F(DialogFixture, NextEditCancelsTheRunningSearch)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto gate = std::make_shared<QSemaphore>(0);
    dialog.setSearchGate(gate);
    QSignalSpy started(&dialog, &PlannerDialog::searchStarted);
    QSignalSpy rows(&dialog, &PlannerDialog::rowArrived);
    QSignalSpy finished(&dialog, &PlannerDialog::searchFinished);

    auto *conversations = child<QSpinBox>(dialog, "conversations");
    typeInto(conversations, QStringLiteral("40"));
    ASSERT_TRUE(rows.wait(60000)); // the first row of the first search, which now waits
    const int first = started.first().first().toInt();
    EXPECT_EQ(rows.first().first().toInt(), first);
    EXPECT_TRUE(dialog.isSearching());
    auto *results = child<QTreeWidget>(dialog, "results");
    EXPECT_EQ(results->topLevelItemCount(), 1); // streamed before the search ended

    typeInto(conversations, QStringLiteral("30")); // the next edit
    gate->release(1 << 20);
    waitForSearch(dialog);
    ASSERT_EQ(started.size(), 2);
    const int second = started.last().first().toInt();
    EXPECT_NE(first, second);
    QList<int> rowsOfFirst;
    for (const QList<QVariant> &row : rows)
        if (row.first().toInt() == first)
            rowsOfFirst.append(row.last().toInt());
    EXPECT_EQ(rowsOfFirst, QList<int>{0});
    bool firstCancelled = false, secondDone = false;
    for (const QList<QVariant> &f : finished) {
        firstCancelled = firstCancelled || (f.first().toInt() == first && f.last().toBool());
        secondDone = secondDone || (f.first().toInt() == second && !f.last().toBool());
    }
    EXPECT_TRUE(firstCancelled);
    EXPECT_TRUE(secondDone);

    EXPECT_EQ(dialog.result().target.conversations, 30);
    const PlanResult expected = BuildPlanner::plan(dialog.result().target, PlanConstraints(),
                                                   test::inputs(document.catalogue()));
    ASSERT_EQ(dialog.result().candidates.size(), expected.candidates.size());
    EXPECT_EQ(results->topLevelItemCount(), expected.candidates.size());
    for (qsizetype i = 0; i < expected.candidates.size(); ++i)
        EXPECT_EQ(dialog.result().candidates[i].build, expected.candidates[i].build);
}

// The ranking box: by cost, priced builds first, with the document's prices.
TEST_F(DialogFixture, RankByCostIsOffered)
{
    // The Cost tab's list, held by the document: the dialog ranks with it
    // (it prices the RTX PRO 6000 SE builds), without reading a file itself.
    document.setPrices(PriceList::builtIn().overriddenBy(
        PriceList::read(QStringLiteral(LLMCONF_SOURCE_DIR "/tests/data/prices/example-eur.json"))));
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto *rank = child<QComboBox>(dialog, "rank");
    // Ranked by size the cost column is hidden.
    EXPECT_TRUE(child<QTreeWidget>(dialog, "results")->isColumnHidden(8));
    rank->setFocus();
    QTest::keyClick(rank, Qt::Key_Down);
    EXPECT_EQ(rank->currentIndex(), 1);
    waitForSearch(dialog);
    EXPECT_EQ(dialog.result().rankedBy, PlanRanking::By::Cost);
    ASSERT_FALSE(dialog.result().candidates.isEmpty());
    bool pricedSeen = false, unpricedSeen = false;
    for (const PlanCandidate &c : dialog.result().candidates) {
        const bool priced = c.report.cost.costPerMillionOutputTokens.has_value();
        EXPECT_FALSE(priced && unpricedSeen) << "a priced build after an unpriced one";
        pricedSeen = pricedSeen || priced;
        unpricedSeen = unpricedSeen || !priced;
    }
    auto *results = child<QTreeWidget>(dialog, "results");
    const int costColumn = 8;
    EXPECT_FALSE(results->isColumnHidden(costColumn));
    EXPECT_EQ(results->headerItem()->text(costColumn), QStringLiteral("Per 1M tokens"));
    // The example list prices the first row: the column shows its cost.
    ASSERT_TRUE(pricedSeen);
    ASSERT_TRUE(dialog.result().candidates.first().report.cost.costPerMillionOutputTokens);
    EXPECT_NE(results->topLevelItem(0)->text(costColumn), QStringLiteral("no price"));
    // The dialog's rows are the planner's ranked by cost: over every build
    // the search finds, not a reordering of the size ranking's rows.
    PlanRanking byCost;
    byCost.by = PlanRanking::By::Cost;
    byCost.cost = document.build().cost;
    const PlanResult expected =
        BuildPlanner::plan(dialog.result().target, PlanConstraints(), document.inputs(), byCost);
    ASSERT_EQ(dialog.result().candidates.size(), expected.candidates.size());
    for (qsizetype i = 0; i < expected.candidates.size(); ++i)
        EXPECT_EQ(dialog.result().candidates[i].build, expected.candidates[i].build);
}

// A picture of the dialog with a speed target, for looking at it:
// LLMCONF_SCREENSHOT_DIR=DIR planner_tests --gtest_filter=*Picture*
TEST_F(DialogFixture, PictureWithASpeedTarget)
{
    const QString dir = qEnvironmentVariable("LLMCONF_SCREENSHOT_DIR");
    if (dir.isEmpty())
        GTEST_SKIP() << "LLMCONF_SCREENSHOT_DIR not set";
    PlannerDialog dialog(&document);
    dialog.resize(1500, 800);
    dialog.show();
    waitForSearch(dialog);
    typeInto(child<QDoubleSpinBox>(dialog, "speedTarget"), QStringLiteral("25"));
    waitForSearch(dialog);
    QCoreApplication::processEvents();
    EXPECT_TRUE(dialog.grab().save(dir + QStringLiteral("/planner-speed.png")));
    auto *rank = child<QComboBox>(dialog, "rank");
    rank->setFocus();
    QTest::keyClick(rank, Qt::Key_Down);
    waitForSearch(dialog);
    QCoreApplication::processEvents();
    EXPECT_TRUE(dialog.grab().save(dir + QStringLiteral("/planner-cost.png")));
}

// Issue 28: the cards ticked start as the supplier's own (SoldCards: RTX PRO
// 6000 SE and H200 NVL), "None" and "All" tick in one click, "Our cards"
// comes back to them, and the choice is remembered by the next dialog.
TEST_F(DialogFixture, CardSetIsOursByDefaultAndRemembered)
{
    QSettings().remove(PlannerDialog::cardsSettingsKey());
    const QStringList ours = SoldCards::ids(Catalogue::builtIn());
    ASSERT_EQ(ours, (QStringList{QStringLiteral("rtx-pro-6000-se"), QStringLiteral("h200-nvl")}));
    {
        PlannerDialog dialog(&document);
        EXPECT_EQ(dialog.checkedCards(), ours);
        waitForSearch(dialog);
        for (const PlanCandidate &c : dialog.result().candidates)
            EXPECT_TRUE(ours.contains(c.report.figures().card->id));
        child<QPushButton>(dialog, "noCards")->click();
        EXPECT_TRUE(dialog.checkedCards().isEmpty());
        dialog.refresh();
        EXPECT_FALSE(dialog.result().ok()); // "Tick at least one card."
        child<QPushButton>(dialog, "allCards")->click();
        EXPECT_EQ(dialog.checkedCards().size(), Catalogue::builtIn().cards().size());
        child<QPushButton>(dialog, "ourCards")->click();
        EXPECT_EQ(dialog.checkedCards(), ours);
        // One card by hand: remembered as it is ticked.
        auto *cards = child<QListWidget>(dialog, "cards");
        cards->item(0)->setCheckState(Qt::Unchecked);
        waitForSearch(dialog);
    }
    const QStringList remembered =
        QSettings().value(PlannerDialog::cardsSettingsKey()).toStringList();
    EXPECT_EQ(remembered, ours.mid(1));
    PlannerDialog again(&document);
    EXPECT_EQ(again.checkedCards(), ours.mid(1));
    waitForSearch(again);
}

// Issue 28: a price column from the prepared cost (a dash and the missing
// parts by name where the list lacks one) and the layout in full on hover.
TEST_F(DialogFixture, PriceColumnAndLayoutTooltip)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto *results = child<QTreeWidget>(dialog, "results");
    const int priceColumn = 9, layoutColumn = 12;
    EXPECT_EQ(results->headerItem()->text(priceColumn), QStringLiteral("Price"));
    EXPECT_FALSE(results->isColumnHidden(priceColumn));
    ASSERT_GT(results->topLevelItemCount(), 0);
    const PreparedCost prepared(document.catalogue(), document.prices(), document.build().cost,
                                document.inputs().costDefaults,
                                document.inputs().software->dimmSizes);
    bool pricedSeen = false, unpricedSeen = false;
    for (int i = 0; i < results->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = results->topLevelItem(i);
        const PlanCandidate &c = dialog.result().candidates[item->data(0, Qt::UserRole).toInt()];
        QStringList missing;
        const std::optional<double> price =
            prepared.purchasePrice(c.build, c.report.figures(), &missing);
        if (price) {
            pricedSeen = true;
            EXPECT_NE(item->text(priceColumn), QStringLiteral("\u2013"));
        } else {
            unpricedSeen = true;
            EXPECT_EQ(item->text(priceColumn), QStringLiteral("\u2013"));
            ASSERT_FALSE(missing.isEmpty());
            for (const QString &part : missing)
                EXPECT_TRUE(item->toolTip(priceColumn).contains(part)) << part.toStdString();
        }
        EXPECT_FALSE(item->text(layoutColumn).isEmpty());
        EXPECT_EQ(item->toolTip(layoutColumn), item->text(layoutColumn));
    }
    // The built-in list prices the supplier's cards and not every other one.
    EXPECT_TRUE(pricedSeen);
    EXPECT_TRUE(unpricedSeen);
}

// Issue 31: a search of 256 servers shows its progress, Stop calls it off,
// the rows found so far stay, and the dialog answers events throughout.
TEST_F(DialogFixture, LongSearchShowsProgressAndStops)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    QSignalSpy progressed(&dialog, &PlannerDialog::searchProgressed);
    QSignalSpy finished(&dialog, &PlannerDialog::searchFinished);
    int ticks = 0, ticksWhileSearching = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        ++ticks;
        if (dialog.isSearching())
            ++ticksWhileSearching;
    });
    ticker.start(5);
    // Held at its first row (the gate), so that Stop finds it running
    // however fast the machine searches.
    auto gate = std::make_shared<QSemaphore>(0);
    dialog.setSearchGate(gate);
    QSignalSpy rows(&dialog, &PlannerDialog::rowArrived);
    child<QSpinBox>(dialog, "conversations")->setValue(10000);
    child<QDoubleSpinBox>(dialog, "speedTarget")->setValue(20);
    child<QSpinBox>(dialog, "maxServers")->setValue(256);
    ASSERT_TRUE(rows.wait(60000));
    // Every card searched before the first row: the bar shows it within
    // one of its steps (PlannerDialog::kProgressInterval).
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return !progressed.isEmpty() && progressed.last().last().toInt() >= 80; }, 5000));
    auto *progress = child<QProgressBar>(dialog, "progress");
    auto *stop = child<QPushButton>(dialog, "stopSearch");
    EXPECT_FALSE(progress->isHidden());
    EXPECT_TRUE(dialog.isSearching());
    EXPECT_EQ(progress->value(), progressed.last().last().toInt());
    // The event loop runs while the worker searches: timers fire, edits land.
    QTest::qWait(30);
    EXPECT_GT(ticksWhileSearching, 0);
    ASSERT_TRUE(dialog.isSearching()) << "the search ended before it could be stopped";
    const qsizetype found = dialog.result().candidates.size();
    stop->click();
    gate->release(1 << 20);
    waitForSearch(dialog);
    EXPECT_EQ(dialog.result().candidates.size(), found); // the rows so far stay
    ASSERT_FALSE(finished.isEmpty());
    EXPECT_TRUE(finished.last().last().toBool()); // called off
    EXPECT_TRUE(dialog.result().cancelled);
    EXPECT_TRUE(
        child<QLabel>(dialog, "summary")->text().startsWith(QStringLiteral("Search stopped")));
    EXPECT_FALSE(stop->isVisible());
    EXPECT_GT(ticks, 0);
}

// Issue 29: the ranking box offers the purchase price; "Tolerate one server
// down" (with a tooltip) gives the planner's rows with the constraint, each
// on two servers or more. The rows carry no one-down figures until shown:
// the selected row gets them (issue 31), with their advice.
TEST_F(DialogFixture, RankByPriceAndTolerateOneServerDown)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto *rank = child<QComboBox>(dialog, "rank");
    const int byPrice = rank->findData(int(PlanRanking::By::Price));
    ASSERT_GE(byPrice, 0);
    EXPECT_EQ(rank->itemText(byPrice), QStringLiteral("Purchase price"));
    ASSERT_FALSE(dialog.result().candidates.isEmpty());
    // The first row is shown: its figures with a part out were added.
    EXPECT_TRUE(dialog.result().candidates.first().report.oneDownAssessed);
    for (qsizetype i = 1; i < dialog.result().candidates.size(); ++i)
        EXPECT_FALSE(dialog.result().candidates[i].report.oneDownAssessed);

    rank->setCurrentIndex(byPrice);
    auto *tolerate = child<QCheckBox>(dialog, "tolerateOneDown");
    EXPECT_FALSE(tolerate->toolTip().isEmpty());
    tolerate->setChecked(true);
    waitForSearch(dialog);
    EXPECT_EQ(dialog.result().rankedBy, PlanRanking::By::Price);
    ASSERT_FALSE(dialog.result().candidates.isEmpty());
    PlanConstraints tolerant;
    tolerant.tolerateOneDown = true;
    tolerant.cards = dialog.checkedCards();
    tolerant.feed = document.build().servers.first().feed;
    PlanRanking ranking;
    ranking.by = PlanRanking::By::Price;
    ranking.cost = document.build().cost;
    AssessmentInputs inputs = document.inputs();
    inputs.format = QuantityFormat(dialog.locale());
    const PlanResult expected =
        BuildPlanner::plan(dialog.result().target, tolerant, inputs, ranking);
    ASSERT_EQ(dialog.result().candidates.size(), expected.candidates.size());
    for (qsizetype i = 0; i < expected.candidates.size(); ++i) {
        const PlanCandidate &row = dialog.result().candidates[i];
        EXPECT_EQ(row.build, expected.candidates[i].build);
        EXPECT_GE(row.report.figures().servers, 2);
        EXPECT_TRUE(row.report.oneDownAssessed);
    }
}

namespace {

/// Every cell's text and tooltip, row by row.
QList<QStringList> cellsOf(const QTreeWidget *results)
{
    QList<QStringList> rows;
    for (int i = 0; i < results->topLevelItemCount(); ++i) {
        QStringList row;
        for (int c = 0; c < results->columnCount(); ++c)
            row << results->topLevelItem(i)->text(c) << results->topLevelItem(i)->toolTip(c);
        rows.append(row);
    }
    return rows;
}

} // namespace

// Issue 31: the rows go into the table a slice of an event-loop turn at a
// time. Taken one per turn they end in the same table as taken in slices:
// the planner's rows in its order, every cell alike. The columns fit every
// row: each at least as wide as Qt's own measure of its texts (the header
// no longer measures every row again at each change).
TEST_F(DialogFixture, RowsTakenOneATurnEndInTheSameTable)
{
    const auto search = [this](PlannerDialog &dialog) {
        waitForSearch(dialog);
        child<QSpinBox>(dialog, "conversations")->setValue(2000);
        child<QDoubleSpinBox>(dialog, "speedTarget")->setValue(20);
        child<QSpinBox>(dialog, "maxServers")->setValue(16);
        waitForSearch(dialog);
        QCoreApplication::processEvents();
    };
    PlannerDialog sliced(&document);
    search(sliced);
    PlannerDialog oneATurn(&document);
    oneATurn.setRowSlice(0);
    int turns = 0;
    QTimer turn;
    QObject::connect(&turn, &QTimer::timeout, [&turns] { ++turns; });
    turn.start(0);
    QList<int> turnOfRow;
    QObject::connect(&oneATurn, &PlannerDialog::rowArrived,
                     [&](int, int) { turnOfRow.append(turns); });
    search(oneATurn);
    turn.stop();

    ASSERT_TRUE(oneATurn.result().ok()) << oneATurn.result().error.toStdString();
    ASSERT_GT(oneATurn.result().candidates.size(), 2);
    ASSERT_GE(turnOfRow.size(), 2);
    EXPECT_GT(turnOfRow.last(), turnOfRow.first()); // not all in one turn
    PlanConstraints upTo16;
    upTo16.maxServers = 16;
    const PlanResult expected =
        BuildPlanner::plan(oneATurn.result().target, upTo16, document.inputs());
    ASSERT_EQ(oneATurn.result().candidates.size(), expected.candidates.size());
    for (qsizetype i = 0; i < expected.candidates.size(); ++i)
        EXPECT_EQ(oneATurn.result().candidates[i].build, expected.candidates[i].build);
    auto *results = child<QTreeWidget>(oneATurn, "results");
    EXPECT_EQ(results->topLevelItemCount(), expected.candidates.size());
    EXPECT_EQ(cellsOf(results), cellsOf(child<QTreeWidget>(sliced, "results")));
    // The view's own measure (QTreeView::sizeHintForColumn, through its public base).
    const QAbstractItemView *view = results;
    for (int c = 0; c < results->columnCount(); ++c) {
        if (results->isColumnHidden(c))
            continue;
        EXPECT_GE(results->columnWidth(c), view->sizeHintForColumn(c))
            << results->headerItem()->text(c).toStdString();
    }
}

// Issue 31: the bar moves at most once per PlannerDialog::kProgressInterval
// (QProgressBar repaints at once on every step: a step per percent held the
// window), each step further than the one before.
TEST_F(DialogFixture, ProgressStepsAreAnIntervalApart)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    QElapsedTimer clock;
    clock.start();
    QList<qint64> at;
    QList<int> percents;
    QObject::connect(&dialog, &PlannerDialog::searchProgressed, [&](int, int percent) {
        at.append(clock.elapsed());
        percents.append(percent);
    });
    child<QSpinBox>(dialog, "conversations")->setValue(10000);
    child<QDoubleSpinBox>(dialog, "speedTarget")->setValue(20);
    child<QSpinBox>(dialog, "maxServers")->setValue(256);
    waitForSearch(dialog);
    ASSERT_FALSE(at.isEmpty());
    for (qsizetype i = 1; i < at.size(); ++i) {
        // Whole milliseconds on either clock: one may round down.
        EXPECT_GE(at[i] - at[i - 1], PlannerDialog::kProgressInterval - 1) << i;
        EXPECT_GT(percents[i], percents[i - 1]) << i;
    }
}

// Issue 31: the advice of the row shown is laid out once. The end of the
// search keeps the first row selected and does not set its advice again.
TEST_F(DialogFixture, TheEndOfASearchKeepsTheAdviceShown)
{
    PlannerDialog dialog(&document);
    waitForSearch(dialog);
    auto gate = std::make_shared<QSemaphore>(0);
    dialog.setSearchGate(gate);
    QSignalSpy rows(&dialog, &PlannerDialog::rowArrived);
    child<QSpinBox>(dialog, "conversations")->setValue(40);
    ASSERT_TRUE(rows.wait(60000)); // the first row: selected, its advice shown
    auto *advice = child<QTextBrowser>(dialog, "advice");
    ASSERT_FALSE(advice->toPlainText().isEmpty());
    const QString shown = advice->toHtml();
    QSignalSpy laidOut(advice->document(), &QTextDocument::contentsChanged);
    gate->release(1 << 20);
    waitForSearch(dialog);
    auto *results = child<QTreeWidget>(dialog, "results");
    ASSERT_GT(results->topLevelItemCount(), 1);
    ASSERT_EQ(results->selectedItems().size(), 1);
    EXPECT_EQ(results->selectedItems().first(), results->topLevelItem(0));
    EXPECT_EQ(laidOut.size(), 0);
    EXPECT_EQ(advice->toHtml(), shown);
    EXPECT_TRUE(dialog.result().candidates.first().report.oneDownAssessed);
}
