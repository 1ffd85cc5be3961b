// SPDX-License-Identifier: MIT
#pragma once

#include "editbuild.h"
#include "layout.h"

#include <QScrollArea>

#include <tuple>

class QAbstractSpinBox;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;
class QFormLayout;

namespace llmconf {

class BuildDocument;

/// The decisions of a build beside the hardware: checkpoint, layout (only
/// what the placed cards allow, saying why the rest is not offered),
/// context, cache, power cap, CPUs, feed, the memory rule and what the
/// speed estimate assumes (prompt and answer lengths, active conversations,
/// speed target). Each change
/// is one command on the undo stack.
class BuildPanel : public QScrollArea
{
    Q_OBJECT

public:
    explicit BuildPanel(BuildDocument *document, QWidget *parent = nullptr);

    QComboBox *checkpointBox() const { return m_checkpoint; }
    QComboBox *tpBox() const { return m_tp; }
    QComboBox *ppBox() const { return m_pp; }
    QComboBox *dcpBox() const { return m_dcp; }
    QComboBox *copiesBox() const { return m_copies; }
    QComboBox *prefillCopiesBox() const { return m_prefillCopies; }
    QComboBox *prefillLayoutBox() const { return m_prefillLayout; }
    QComboBox *dpBox() const { return m_dp; }
    QCheckBox *epBox() const { return m_ep; }
    QComboBox *contextBox() const { return m_context; }
    QComboBox *cacheDtypeBox() const { return m_cacheDtype; }
    QComboBox *vllmVersionBox() const { return m_vllmVersion; }
    QCheckBox *eagerBox() const { return m_eager; }
    QSpinBox *promptTokensBox() const { return m_promptTokens; }
    QSpinBox *answerTokensBox() const { return m_answerTokens; }
    QSpinBox *activeConversationsBox() const { return m_activeConversations; }
    QDoubleSpinBox *speedTargetBox() const { return m_speedTarget; }
    QSpinBox *ttftTargetBox() const { return m_ttftTarget; }       // ms; 0: none
    QSpinBox *ttftP95TargetBox() const { return m_ttftP95Target; } // likewise

    /// The layout choosing `value` in `box` would set (the other values
    /// follow so that TP x PP x copies stays the card count).
    Layout layoutFor(const QComboBox *box, int value) const;

    /// Reads "32K", "1M", "32768" as a token count; 0 when it is none.
    static int parseContext(const QString &text);
    /// The largest context the build's model takes.
    int mostContext() const;
    /// What the last refused entry said; hidden after the next edit.
    QLabel *entryProblem() const { return m_entryProblem; }

signals:
    /// A value was refused on entry; `message` names the field and its range.
    void entryRefused(const QString &message);

public slots:
    void refresh();

    /// As wide as the controls need in the current language, so that the
    /// dock does not cut them off (the panel scrolls only vertically).
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillLayoutBox(QComboBox *box, const QList<int> &values, int current);
    void chooseLayout(QComboBox *box);
    /// The prefill copies offered: none, or 1 to copies - 1.
    void fillPrefillCopies(const Layout &layout);
    /// The prefill copies' own layouts the cards allow, "as the decode
    /// copies" first; shown with a split only.
    void fillPrefillLayout(const Layout &layout, int cards, const ModelFamily *model,
                           const Checkpoint *checkpoint);
    void fillVllmVersions(const Build &b);
    void commitContext();
    /// A number outside the box's range was entered: says so with the range.
    void refuseEntry(QAbstractSpinBox *box, double value);
    void showEntryProblem(QWidget *field, const QString &message);
    template <typename Change>
    void edit(const EditBuild::Describe &text, Change change, int mergeId = -1);

    BuildDocument *m_document;
    QGroupBox *m_modelGroup, *m_layoutGroup, *m_contextGroup, *m_speedGroup, *m_powerGroup,
        *m_ruleGroup;
    QFormLayout *m_modelForm, *m_layoutForm, *m_contextForm, *m_speedForm, *m_powerForm,
        *m_ruleForm;
    QComboBox *m_checkpoint;
    QLabel *m_checkpointInfo;
    QComboBox *m_tp, *m_pp, *m_dcp, *m_dp, *m_copies;
    QComboBox *m_prefillCopies; // a prefill/decode split: 0 to copies - 1
    QComboBox *m_prefillLayout; // the prefill copies' own TP, PP, DCP (first: the decode copies')
    QList<PrefillLayout> m_prefillChoices; // m_prefillLayout's items after the first
    QCheckBox *m_ep;
    QLabel *m_layoutWhy;
    QLabel *m_entryProblem;
    QComboBox *m_context, *m_cacheDtype, *m_cacheBasis;
    QComboBox *m_powerCap, *m_cpu, *m_feed;
    QSpinBox *m_cpuCount;
    QSpinBox *m_promptTokens, *m_answerTokens, *m_activeConversations;
    QDoubleSpinBox *m_speedTarget;
    QSpinBox *m_ttftTarget, *m_ttftP95Target; // first-token targets in ms; 0: none
    QComboBox *m_engine;                      // the serving engine the speed follows
    QDoubleSpinBox *m_utilization, *m_reserve;
    QComboBox *m_vllmVersion; // the release the vLLM profile follows (that basis only)
    QCheckBox *m_eager;       // the engine runs without CUDA graphs (Build::enforceEager)
    // What the lists were last filled for, so that refresh() refills only on change.
    int m_language = 0, m_filledLanguage = -1;
    QString m_filledCard;
    // With the checkpoint, DP and whether the model's experts are known.
    std::tuple<int, int, int, int, int, int, bool, QString, int, bool, int,
               std::optional<PrefillLayout>>
        m_filledLayout;
};

} // namespace llmconf
