// SPDX-License-Identifier: MIT
#pragma once

#include "newbuilddialog.h"

#include <QMainWindow>

#include <memory>

class QChartView;
class QDockWidget;
class QLabel;
class QMenu;
class QAction;
class QActionGroup;
class QSplitter;
class QTimer;

namespace llmconf {

struct AssessmentInputs;

class AutosaveSlot;
class BuildAutosave;
class BuildDocument;
class Catalogue;
class ServerCanvas;
class HardwarePalette;
class BuildPanel;
class HeadlineFigures;
class MemoryChart;
class ConversationsChart;
class PowerChart;
class SpeedChart;
class AdvicePanel;
class CostPanel;
class PlannerDialog;
class ComparisonView;
struct Build;

/// The window an engineer shares on a customer call: palette, server
/// canvas, build panel, headline figures and live charts around one
/// BuildDocument, with undo, build files, recent files and kept state.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `inputs`: what the window's builds are assessed with (main() makes them).
    explicit MainWindow(const AssessmentInputs &inputs, QWidget *parent = nullptr);
    ~MainWindow() override;

    BuildDocument *document() const { return m_document; }
    ServerCanvas *canvas() const { return m_canvas; }
    HardwarePalette *palette() const { return m_palette; }
    BuildPanel *buildPanel() const { return m_buildPanel; }
    HeadlineFigures *headlineFigures() const { return m_figures; }
    MemoryChart *memoryChart() const { return m_memoryChart; }
    ConversationsChart *conversationsChart() const { return m_conversationsChart; }
    PowerChart *powerChart() const { return m_powerChart; }
    SpeedChart *speedChart() const { return m_speedChart; }
    /// The chart views in the order memory, conversations, power, speed.
    QList<QChartView *> chartViews() const;

    /// The View menu, where a Language menu or further docks can be added.
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *fileMenu() const { return m_fileMenu; }
    /// Adds a dock (the advice panel) on the right, below the build panel,
    /// with its toggle in the View menu.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area = Qt::RightDockWidgetArea);

    /// Opens a build file; shows the error and returns false when it cannot.
    bool openFile(const QString &path);
    /// Starts with `build` as an unsaved, unmodified document.
    void openBuild(const Build &build);
    /// Writes the build to `path` atomically; shows the error and returns false on failure.
    bool saveFile(const QString &path);

    AdvicePanel *advicePanel() const { return m_advicePanel; }
    CostPanel *costPanel() const { return m_costPanel; }
    QDockWidget *costDock() const { return m_costDock; }
    /// The planner dialog, created on first use.
    PlannerDialog *planner();
    /// The comparison window, created on first use, starting with the current build.
    ComparisonView *comparison();
    /// Opens the import dialog on a folder of Hugging Face files ("" asks for one).
    void importModel(const QString &directory = QString());
    /// File > Repair user catalogue: a damaged one moved aside, every
    /// readable entry kept (UserCatalogue::repair), and the outcome shown.
    void repairUserCatalogue();
    /// Switches the language ("en", "de") at once and remembers it.
    void setLanguage(const QString &code);

    /// The copy of the build kept while it has unsaved edits.
    BuildAutosave *autosave() const { return m_autosave; }
    /// Asks whether to restore the build an earlier run left unsaved; true
    /// when it was restored. Says nothing when there is none.
    bool offerAutosave();
    /// Restores that build (modified, with its file name); false when there is none.
    bool restoreAutosave();
    /// What Help > About says: the version, the catalogue's date, the licence.
    QString aboutText() const;

    /// Starts the build File > New chose: a recent file, or servers with cards.
    void startBuild(const NewBuildDialog::Choice &choice);

public slots:
    /// Asks for chassis, card and count (or a recent build) and starts it.
    void newBuild();
    void open();
    bool save();
    bool saveAs();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void moveEvent(QMoveEvent *event) override;

private:
    /// After New: a checkpoint the new cards compute, where the kept one is not.
    void useCheckpointTheCardsCompute();
    void createActions();
    void retranslate();
    /// Locale of every widget and texts on the undo stack, after a language switch.
    void followLanguage();
    void updateUndoTexts();
    void updateCharts();
    void updateTitle();
    /// Says in the status bar why a dropped file (or other data) is not taken.
    void refuseDrop(const QString &path);
    bool maybeSave();
    void addRecentFile(const QString &path);
    void fillRecentMenu();
    /// Restores geometry, docks and splitter; false when no dock state was kept.
    bool readSettings();
    void writeSettings();

    BuildDocument *m_document;
    /// This window's own autosave file, locked while the window runs.
    std::unique_ptr<AutosaveSlot> m_autosaveSlot;
    BuildAutosave *m_autosave;
    /// Writes the window's geometry and docks a moment after they change.
    QTimer *m_settingsTimer;
    ServerCanvas *m_canvas;
    HardwarePalette *m_palette;
    BuildPanel *m_buildPanel;
    HeadlineFigures *m_figures;
    MemoryChart *m_memoryChart;
    ConversationsChart *m_conversationsChart;
    PowerChart *m_powerChart;
    SpeedChart *m_speedChart;
    QChartView *m_memoryView, *m_conversationsView, *m_powerView, *m_speedView;
    QDockWidget *m_paletteDock, *m_buildDock;
    QSplitter *m_splitter;
    QLabel *m_canvasHint;

    AdvicePanel *m_advicePanel;
    QDockWidget *m_adviceDock;
    CostPanel *m_costPanel;
    QDockWidget *m_costDock;
    QAction *m_priceListAction;
    PlannerDialog *m_planner = nullptr;
    ComparisonView *m_comparison = nullptr;

    QMenu *m_fileMenu, *m_recentMenu, *m_editMenu, *m_viewMenu, *m_serverMenu, *m_toolsMenu,
        *m_languageMenu, *m_helpMenu;
    QAction *m_aboutAction;
    QActionGroup *m_languageGroup;
    QAction *m_addCardAction = nullptr;
    QAction *m_repairCatalogueAction = nullptr;
    QAction *m_sheetDetailsAction = nullptr;
    QAction *m_furtherModelsAction = nullptr; // File > Further models (Build::instances)
    QAction *m_importAction, *m_sheetAction, *m_planAction, *m_compareAction, *m_calibrateAction;
    QAction *m_newAction, *m_openAction, *m_saveAction, *m_saveAsAction, *m_quitAction;
    QAction *m_undoAction, *m_redoAction, *m_deleteAction, *m_selectAllAction;
    QAction *m_fillAction = nullptr;
    QList<QAction *> m_addServerActions;
};

} // namespace llmconf
