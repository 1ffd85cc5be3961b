// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "planresult.h"

#include <QDialog>
#include <QList>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSemaphore;
class QThread;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace llmconf {

class BuildDocument;
class Catalogue;
struct PlanConstraints;
struct PlanTarget;

/// Plans backwards from a target: model, conversations, context, speed and
/// the allowed hardware in, the ranked builds that serve them out, updated
/// while the user types. The search runs on a worker thread: its rows arrive
/// in the table as they are found, and the next edit of a field calls it off.
/// A row opens as the current build (one undoable edit) or goes to the
/// comparison.
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
    /// Selects the result rows (indices into result().candidates).
    void selectRows(const QList<int> &rows);
    /// Replaces the document's build with the first selected row's (undoable).
    void openSelected();
    /// Emits compareRequested() with the selected rows' builds.
    void sendSelectedToComparison();

signals:
    void compareRequested(const QList<Build> &builds);
    /// A search started (its number counts up with every edit).
    void searchStarted(int search);
    /// A row of the running search reached the table.
    void rowArrived(int search, int row);
    /// A search ended: complete, or called off by a later edit.
    void searchFinished(int search, bool cancelled);

protected:
    void changeEvent(QEvent *event) override;

private:
    PlanTarget target() const;
    PlanConstraints constraints() const;
    PlanRanking ranking() const;
    void fillInputs();
    void showResult();
    void showSelection();
    QList<int> selectedRows() const;
    void retranslate();
    void scheduleRefresh();
    QTreeWidgetItem *itemFor(int row) const;
    void candidateArrived(int search, qsizetype index, const PlanCandidate &candidate);
    void searchEnded(int search, const PlanResult &result);

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

    QFormLayout *m_form;
    QLabel *m_modelLabel, *m_conversationsLabel, *m_contextLabel, *m_speedTargetLabel,
        *m_promptLabel, *m_answerLabel, *m_rankLabel, *m_cardsLabel, *m_serverSizesLabel,
        *m_cacheLabel, *m_feedLabel, *m_maxServersLabel;
    QComboBox *m_model;
    QSpinBox *m_conversations;
    QSpinBox *m_context;
    QDoubleSpinBox *m_speedTarget;
    QSpinBox *m_promptTokens, *m_answerTokens;
    QComboBox *m_rank;
    QListWidget *m_cards;
    QCheckBox *m_serverSize4, *m_serverSize8;
    QCheckBox *m_cacheBf16, *m_cacheFp8;
    QComboBox *m_feed;
    QSpinBox *m_maxServers;
    QCheckBox *m_sourceTerms;

    QLabel *m_summary;
    QTreeWidget *m_results;
    QTextBrowser *m_excluded;
    QTextBrowser *m_advice;
    QPushButton *m_open;
    QPushButton *m_compare;
    QDialogButtonBox *m_buttons;
};

} // namespace llmconf
