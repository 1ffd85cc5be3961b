// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "planresult.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QList>

#include <atomic>
#include <deque>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSemaphore;
class QThread;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace llmconf {

class BuildDocument;
class ColumnFit;
class Catalogue;
class PreparedCost;
struct PlanConstraints;
struct PlanTarget;

/// Plans backwards from a target: model, conversations, context, speed and
/// the allowed hardware in, the ranked builds that serve them out, updated
/// while the user types. The search runs on a worker thread: its rows arrive
/// in the table as they are found, a bar shows how far it has come, Stop or
/// the next edit of a field calls it off. The cards ticked are remembered
/// (QSettings); until the user picks, the supplier's own (SoldCards). Each
/// row shows its purchase price (PreparedCost). A row opens as a new,
/// unsaved build or goes to the comparison.
class PlannerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PlannerDialog(BuildDocument *document, QWidget *parent = nullptr);
    ~PlannerDialog() override;

    /// The search shown: complete once it has finished, its rows so far while it runs.
    const PlanResult &result() const { return m_result; }
    /// Starts the search now; changed inputs start it a moment later by themselves.
    void refresh();
    /// Whether a search is running or about to start.
    bool isSearching() const;
    /// For tests: the worker takes one permit of `gate` after each row it
    /// finds, so that a test can hold a search while it edits a field.
    void setSearchGate(std::shared_ptr<QSemaphore> gate);
    /// For tests: the longest the table takes arriving rows in one turn of
    /// the event loop, in ms (kRowSlice; 0: one row per turn).
    void setRowSlice(int ms);
    /// Selects the result rows (indices into result().candidates).
    void selectRows(const QList<int> &rows);
    /// Opens the first selected row as a new build without a file name
    /// (Save asks for one): through openRequested() where the window listens
    /// (it offers to save the build before), else at once.
    void openSelected();
    /// `build` as the document's new, unsaved build: the undo stack starts
    /// afresh, no file name, marked modified.
    static void openAsNewDocument(BuildDocument *document, const Build &build);
    /// Calls the running search off; the rows found so far stay.
    void stopSearch();
    /// Ticks exactly the cards of `ids` and remembers them.
    void setCards(const QStringList &ids);
    /// The ids of the cards ticked.
    QStringList checkedCards() const;
    /// Where the ticked cards are remembered between runs.
    static QString cardsSettingsKey() { return QStringLiteral("planner/cards"); }
    /// The shortest time between two steps of the progress bar, in ms.
    static constexpr int kProgressInterval = 30;
    /// The longest the table takes arriving rows in one turn of the event
    /// loop, in ms (at least one row): the rest wait for the next turn.
    static constexpr int kRowSlice = 8;
    /// Emits compareRequested() with the selected rows' builds.
    void sendSelectedToComparison();

signals:
    void compareRequested(const QList<Build> &builds);
    /// A search started (its number counts up with every edit).
    void searchStarted(int search);
    /// A row of the running search reached the table.
    void rowArrived(int search, int row);
    /// A search ended: complete, or called off by a later edit or Stop.
    void searchFinished(int search, bool cancelled);
    /// How far the running search has come, in percent.
    void searchProgressed(int search, int percent);
    /// "Open as current build": the window asks about unsaved changes, then
    /// calls openAsNewDocument().
    void openRequested(const Build &build);

protected:
    void changeEvent(QEvent *event) override;

private:
    PlanTarget target() const;
    PlanConstraints constraints() const;
    PlanRanking ranking() const;
    void fillInputs();
    void showResult();
    void showSummary();
    void showExcluded();
    void takeResult(PlanResult result);
    void putRow(int row);
    void showSelection();
    QList<int> selectedRows() const;
    void retranslate();
    void scheduleRefresh();
    QTreeWidgetItem *itemFor(int row) const;
    bool isWanted(int search) const;
    void candidateArrived(int search, qsizetype index, const PlanCandidate &candidate);
    void takeArrivalsLater();
    void takeArrivals();
    bool showArrival(qsizetype index, const PlanCandidate &candidate);
    void searchEnded(int search, const PlanResult &result);
    void progressed(int search, int percent);
    void showProgress();
    void rememberCards();
    void showRunning();

    BuildDocument *m_document;
    PlanResult m_result;
    QTimer *m_refreshTimer;

    // The worker: a thread whose only object runs one search after another.
    QThread *m_thread;
    QObject *m_worker;
    // The number of the search wanted now; a running search whose number
    // differs stops at its next step.
    std::shared_ptr<std::atomic<int>> m_wanted;
    int m_shown = 0;        // the search whose rows the table shows
    bool m_running = false; // m_shown has not ended yet
    std::shared_ptr<QSemaphore> m_gate;
    // The rows the worker found that the table has yet to take, and its word
    // on the searches that ended meanwhile (taken after their rows).
    struct Arrival
    {
        int search;
        qsizetype index;
        PlanCandidate candidate;
    };
    std::deque<Arrival> m_arrivals;
    QList<std::pair<int, PlanResult>> m_ended;
    bool m_arrivalsPosted = false; // takeArrivals() is on its way
    int m_rowSlice = kRowSlice;
    // The prices of the rows shown, prepared once per search.
    std::shared_ptr<const PreparedCost> m_prices;

    QFormLayout *m_form;
    QLabel *m_ttftTargetLabel, *m_ttftP95TargetLabel;
    QLabel *m_modelLabel, *m_conversationsLabel, *m_contextLabel, *m_speedTargetLabel,
        *m_promptLabel, *m_answerLabel, *m_rankLabel, *m_cardsLabel, *m_serverSizesLabel,
        *m_cacheLabel, *m_feedLabel, *m_maxServersLabel;
    QComboBox *m_model;
    QSpinBox *m_conversations;
    QSpinBox *m_context;
    QDoubleSpinBox *m_speedTarget;
    QSpinBox *m_ttftTarget, *m_ttftP95Target; // ms; 0: none
    QSpinBox *m_promptTokens, *m_answerTokens;
    QComboBox *m_rank;
    QListWidget *m_cards;
    QPushButton *m_ourCards, *m_allCards, *m_noCards;
    QCheckBox *m_serverSize4, *m_serverSize8;
    QCheckBox *m_cacheBf16, *m_cacheFp8;
    QComboBox *m_feed;
    QSpinBox *m_maxServers;
    QCheckBox *m_sourceTerms;
    QCheckBox *m_tolerateOneDown;

    QLabel *m_summary;
    QProgressBar *m_progress;
    QPushButton *m_stop;
    QTreeWidget *m_results;
    std::unique_ptr<ColumnFit> m_columns;
    // The bar's steps, at most one per kProgressInterval: QProgressBar
    // repaints at once on every percent (about 4.7 M instructions each).
    QTimer *m_progressTimer;
    QElapsedTimer m_progressShown; // since the bar last moved
    int m_progressPending = -1;    // the percent the bar is yet to show
    QString m_adviceHtml;          // what m_advice shows: laid out once per change
    QTextBrowser *m_excluded;
    QTextBrowser *m_advice;
    QPushButton *m_open;
    QPushButton *m_compare;
    QDialogButtonBox *m_buttons;
};

} // namespace llmconf
