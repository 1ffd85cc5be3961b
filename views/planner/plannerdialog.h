// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "planner/planresult.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTimer;
class QTreeWidget;

namespace llmconf {

class BuildDocument;
struct PlanConstraints;
struct PlanTarget;

/// Plans backwards from a target: model, conversations, context and the
/// allowed hardware in, the ranked builds that serve them out, updated while
/// the user types. A row opens as the current build (one undoable edit) or
/// goes to the comparison.
class PlannerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PlannerDialog(BuildDocument *document, QWidget *parent = nullptr);

    /// The search shown.
    const PlanResult &result() const { return m_result; }
    /// Runs the search now; changed inputs run it a moment later by themselves.
    void refresh();
    /// Selects the result rows (indices into result().candidates).
    void selectRows(const QList<int> &rows);
    /// Replaces the document's build with the first selected row's (undoable).
    void openSelected();
    /// Emits compareRequested() with the selected rows' builds.
    void sendSelectedToComparison();

signals:
    void compareRequested(const QList<Build> &builds);

protected:
    void changeEvent(QEvent *event) override;

private:
    PlanTarget target() const;
    PlanConstraints constraints() const;
    void fillInputs();
    void showResult();
    void showSelection();
    QList<int> selectedRows() const;
    void retranslate();
    void scheduleRefresh();

    BuildDocument *m_document;
    PlanResult m_result;
    QTimer *m_refreshTimer;

    QFormLayout *m_form;
    QLabel *m_modelLabel, *m_conversationsLabel, *m_contextLabel, *m_cardsLabel,
        *m_serverSizesLabel, *m_cacheLabel, *m_feedLabel, *m_maxServersLabel;
    QComboBox *m_model;
    QSpinBox *m_conversations;
    QSpinBox *m_context;
    QListWidget *m_cards;
    QCheckBox *m_serverSize4, *m_serverSize8;
    QCheckBox *m_cacheBf16, *m_cacheFp8;
    QComboBox *m_feed;
    QSpinBox *m_maxServers;
    QCheckBox *m_sourceTerms;

    QLabel *m_summary;
    QTreeWidget *m_results;
    QLabel *m_excluded;
    QTextBrowser *m_advice;
    QPushButton *m_open;
    QPushButton *m_compare;
    QDialogButtonBox *m_buttons;
};

} // namespace llmconf
