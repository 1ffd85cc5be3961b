// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "buildcomparison.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QChartView;
class QGridLayout;
class QLabel;
class QMenu;
class QTableWidget;
class QTextBrowser;
class QToolButton;

namespace llmconf {

class BuildDocument;
class Catalogue;
class ComparisonCostChart;
class ComparisonSpeedChart;
class ConversationsChart;
class MemoryChart;
class PowerChart;

/// Two to four builds side by side: every figure with the better value
/// marked and the ratio to the first build, the memory, conversations and
/// power charts of each build on shared axes, one speed chart and one cost
/// chart for all builds, and the advice that differs.
/// Builds come from files, from the current build, as a copy of it with one
/// change, or from the sources' presets. Shows a BuildComparison; computes
/// nothing itself.
class ComparisonView : public QWidget
{
    Q_OBJECT

public:
    /// Builds are assessed with the current build's document's inputs (its
    /// catalogue, the Cost tab's price list), `inputs` without a document.
    ComparisonView(BuildDocument *current, const AssessmentInputs &inputs,
                   QWidget *parent = nullptr);
    ~ComparisonView() override;

    const BuildComparison &comparison() const { return m_comparison; }
    QList<Build> builds() const { return m_builds; }
    QTableWidget *table() const { return m_table; }
    const QList<MemoryChart *> &memoryCharts() const { return m_memoryCharts; }
    const QList<ConversationsChart *> &conversationsCharts() const { return m_conversationsCharts; }
    const QList<PowerChart *> &powerCharts() const { return m_powerCharts; }
    /// Every build's speed curve on one chart; nullptr without builds.
    ComparisonSpeedChart *speedChart() const { return m_speedChart; }
    /// Every build's cost per year; nullptr without builds.
    ComparisonCostChart *costChart() const { return m_costChart; }
    /// The price list every build is costed with: the current build's
    /// document's (the Cost tab's), the built-in one without a document.
    const PriceList &prices() const;
    /// The last problem (a file that could not be read, a fifth build); empty when none.
    QString message() const;

public slots:
    /// Replaces the builds (the planner's compareRequested); keeps the first four.
    void setBuilds(const QList<Build> &builds);
    /// Adds a build at the end; refused (with a message) when four are shown.
    bool addBuild(const Build &build, const QString &file = QString());
    void addCurrentBuild();
    /// Reads a build file; a file that cannot be read is reported, not added.
    bool addFile(const QString &path);
    void removeBuild(int index);
    /// Moves a build to the front: the others' ratios are then measured against it.
    void makeFirst(int index);
    /// Shows one of ComparisonPresets by id.
    void showPreset(const QString &id);
    /// Asks where to save and writes the comparison sheet (PDF) of the builds shown.
    void exportSheet();

signals:
    void buildsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void fillTable();
    void fillCharts();
    /// The speed and cost charts every build shares, below the builds' columns.
    void fillSharedCharts();
    void fillAdvice();
    void updateActions();
    void fillVariantsMenu();
    void fillBuildMenus();
    void openFiles();
    void setMessage(const QString &text);

    /// The builds with the current document's cost settings and price list
    /// (the Cost tab's), which every build is costed with.
    QList<Build> costed();
    /// What the builds are assessed with: the document's, else m_inputs.
    const AssessmentInputs &inputs() const;

    BuildDocument *m_current;
    AssessmentInputs m_inputs;
    QList<Build> m_builds;
    CostSettings m_costShown;
    std::optional<PriceList> m_pricesShown;
    QStringList m_files;
    BuildComparison m_comparison;

    QToolButton *m_addFile, *m_addCurrent, *m_addVariant, *m_presets, *m_remove, *m_makeFirst,
        *m_exportSheet;
    QMenu *m_variantMenu, *m_presetMenu, *m_removeMenu, *m_makeFirstMenu;
    QLabel *m_message;
    QLabel *m_empty;
    QLabel *m_tableTitle, *m_adviceTitle, *m_chartsTitle;
    QTableWidget *m_table;
    QTextBrowser *m_advice;
    QWidget *m_chartsArea;
    QGridLayout *m_chartsGrid;
    QList<QLabel *> m_columnTitles;
    QList<MemoryChart *> m_memoryCharts;
    QList<ConversationsChart *> m_conversationsCharts;
    QList<PowerChart *> m_powerCharts;
    ComparisonSpeedChart *m_speedChart = nullptr;
    ComparisonCostChart *m_costChart = nullptr;
    QLabel *m_costNote = nullptr;
    QList<QChartView *> m_chartViews;
};

} // namespace llmconf
