// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "addcarddialog.h"
#include "addserver.h"
#include "adviceitem.h"
#include "advicepanel.h"
#include "autosaveslot.h"
#include "buildadvisor.h"
#include "buildassembler.h"
#include "buildautosave.h"
#include "builddocument.h"
#include "buildfile.h"
#include "buildpanel.h"
#include "calibrationdialog.h"
#include "catalogue.h"
#include "chartstyle.h"
#include "checkpointimporter.h"
#include "comparisonview.h"
#include "contextsweep.h"
#include "conversationschart.h"
#include "costpanel.h"
#include "editbuild.h"
#include "fileproblems.h"
#include "fillservers.h"
#include "focusedwheel.h"
#include "formaterror.h"
#include "furthermodelsdialog.h"
#include "hardwarepalette.h"
#include "headlinefigures.h"
#include "importdialog.h"
#include "language.h"
#include "memorychart.h"
#include "newbuilddialog.h"
#include "plannerdialog.h"
#include "powerchart.h"
#include "programfacts.h"
#include "quantityformat.h"
#include "servercanvas.h"
#include "sheetdetailsdialog.h"
#include "sheetexport.h"
#include "speedchart.h"
#include "speedcurve.h"
#include "usercatalogue.h"
#include "wrappinglabel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChartView>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QTreeWidgetItem>
#include <QUndoStack>
#include <QVBoxLayout>

namespace llmconf {

namespace {
constexpr int kMaxRecentFiles = 8;
// The wait after a resize or a dock move before the settings are written.
constexpr int kSettingsDelayMs = 500;
const QString kRecentKey = QStringLiteral("recentFiles");

QChartView *chartView(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(240, 220);
    view->setFocusPolicy(Qt::TabFocus);
    return view;
}
} // namespace

MainWindow::MainWindow(const AssessmentInputs &inputs, QWidget *parent)
    : QMainWindow(parent), m_document(new BuildDocument(inputs, this)),
      m_settingsTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    m_document->reset(BuildAssembler::reference(m_document->catalogue()));

    m_canvas = new ServerCanvas(m_document);
    m_figures = new HeadlineFigures(m_document);
    m_memoryChart = new MemoryChart(this);
    m_conversationsChart = new ConversationsChart(this);
    m_powerChart = new PowerChart(this);
    m_speedChart = new SpeedChart(this);
    m_memoryView = chartView(m_memoryChart->chart(), this);
    m_conversationsView = chartView(m_conversationsChart->chart(), this);
    m_powerView = chartView(m_powerChart->chart(), this);
    m_speedView = chartView(m_speedChart->chart(), this);

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(6, 6, 6, 0);
    topLayout->setSpacing(6);
    topLayout->addWidget(m_figures);
    m_canvasHint = new WrappingLabel;
    topLayout->addWidget(m_canvas, 1);
    topLayout->addWidget(m_canvasHint);
    // Four charts in two rows: four side by side left each too narrow for
    // its axis labels. What the hardware holds above, what it serves below.
    auto *hardwareCharts = new QSplitter(Qt::Horizontal);
    hardwareCharts->addWidget(m_memoryView);
    hardwareCharts->addWidget(m_powerView);
    hardwareCharts->setStretchFactor(0, 3);
    hardwareCharts->setStretchFactor(1, 2);
    auto *servingCharts = new QSplitter(Qt::Horizontal);
    servingCharts->addWidget(m_conversationsView);
    servingCharts->addWidget(m_speedView);
    auto *charts = new QSplitter(Qt::Vertical);
    charts->addWidget(hardwareCharts);
    charts->addWidget(servingCharts);
    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->setObjectName(QStringLiteral("centralSplitter"));
    m_splitter->addWidget(top);
    m_splitter->addWidget(charts);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({330, 560});
    setCentralWidget(m_splitter);

    m_palette = new HardwarePalette(m_document);
    m_paletteDock = new QDockWidget(this);
    m_paletteDock->setObjectName(QStringLiteral("paletteDock"));
    m_paletteDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, m_paletteDock);
    m_buildPanel = new BuildPanel(m_document);
    m_buildDock = new QDockWidget(this);
    m_buildDock->setObjectName(QStringLiteral("buildDock"));
    m_buildDock->setWidget(m_buildPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_buildDock);
    resizeDocks({m_paletteDock, m_buildDock}, {330, 300}, Qt::Horizontal);

    createActions();
    m_advicePanel = new AdvicePanel(m_document);
    m_adviceDock = new QDockWidget(this);
    m_adviceDock->setObjectName(QStringLiteral("adviceDock"));
    m_adviceDock->setWidget(m_advicePanel);
    // Under the hardware list, where the window has the most room for sentences.
    addDock(m_adviceDock, Qt::LeftDockWidgetArea);
    m_adviceDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    resizeDocks({m_paletteDock, m_adviceDock}, {250, 650}, Qt::Vertical);
    resizeDocks({m_paletteDock, m_buildDock}, {360, 300}, Qt::Horizontal);
    // What the build costs: a tab beside the build's settings.
    m_costPanel = new CostPanel(m_document);
    m_costDock = new QDockWidget(this);
    m_costDock->setObjectName(QStringLiteral("costDock"));
    m_costDock->setWidget(m_costPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_costDock);
    tabifyDockWidget(m_buildDock, m_costDock);
    m_buildDock->raise();
    m_viewMenu->addAction(m_costDock->toggleViewAction());
    connect(m_costPanel, &CostPanel::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    m_priceListAction = new QAction(this);
    connect(m_priceListAction, &QAction::triggered, m_costPanel, &CostPanel::editPriceList);
    m_fileMenu->insertAction(m_quitAction, m_priceListAction);
    setAcceptDrops(true);
    connect(m_document, &BuildDocument::buildChanged, this, &MainWindow::updateCharts);
    connect(m_document, &BuildDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &BuildDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_canvas, &ServerCanvas::dropRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, 6000); });
    connect(m_canvas, &ServerCanvas::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_palette, &HardwarePalette::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    retranslate();
    updateCharts();
    resize(1500, 950);
    // Docks as wide as their controls need in this language (German labels
    // are longer), the charts take what is left.
    resizeDocks({m_paletteDock, m_buildDock},
                {std::max(330, m_palette->widthForAllColumns()),
                 std::max(300, m_buildPanel->minimumSizeHint().width())},
                Qt::Horizontal);
    // Once laid out at its first show, unless the user's own state was
    // restored: before it, the central widget's size hint (five tiles, four
    // charts) wins over the widths asked for here.
    if (!readSettings())
        QTimer::singleShot(0, this, [this] {
            resizeDocks({m_paletteDock, m_buildDock},
                        {std::max(330, m_palette->widthForAllColumns()),
                         std::max(300, m_buildPanel->minimumSizeHint().width())},
                        Qt::Horizontal);
        });

    // After the first reset: the copy an earlier run left waits for offerAutosave().
    m_autosaveSlot = std::make_unique<AutosaveSlot>();
    m_autosave = new BuildAutosave(m_document, m_autosaveSlot->path(), this);
    connect(m_autosave, &BuildAutosave::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("The unsaved build could not be kept: %1").arg(message), 8000);
    });
    // Settings are written when they change, not only on a normal close.
    m_settingsTimer->setObjectName(QStringLiteral("settingsTimer"));
    m_settingsTimer->setSingleShot(true);
    m_settingsTimer->setInterval(kSettingsDelayMs);
    connect(m_settingsTimer, &QTimer::timeout, this, &MainWindow::writeSettings);
    connect(m_splitter, &QSplitter::splitterMoved, m_settingsTimer, qOverload<>(&QTimer::start));
    for (QDockWidget *dock : {m_paletteDock, m_buildDock, m_adviceDock}) {
        connect(dock, &QDockWidget::dockLocationChanged, m_settingsTimer,
                qOverload<>(&QTimer::start));
        connect(dock, &QDockWidget::topLevelChanged, m_settingsTimer, qOverload<>(&QTimer::start));
    }
    FocusedWheel::guard(this);
}

MainWindow::~MainWindow()
{
    // The document is a child and outlives this destructor: nothing it says
    // while it goes may reach a window that is no longer a MainWindow.
    disconnect(m_document, nullptr, this, nullptr);
}

QList<QChartView *> MainWindow::chartViews() const
{
    return {m_memoryView, m_conversationsView, m_powerView, m_speedView};
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), this, &MainWindow::newBuild);
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = m_fileMenu->addAction(QString(), this, &MainWindow::open);
    m_openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_saveAction = m_fileMenu->addAction(QString(), this, &MainWindow::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveAs);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_fileMenu->insertSeparator(m_quitAction);
    m_importAction = new QAction(this);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_importAction, &QAction::triggered, this, [this] { importModel(); });
    m_fileMenu->insertAction(m_quitAction, m_importAction);
    m_addCardAction = new QAction(this);
    connect(m_addCardAction, &QAction::triggered, this, [this] {
        auto *dialog =
            new AddCardDialog(m_document->catalogue(), UserCatalogue::defaultPath(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &AddCardDialog::added, this, [this](const Card &card) {
            m_document->addCustomCards({card});
            statusBar()->showMessage(
                tr("Added card %1: it is now in the hardware list.").arg(card.shortName), 8000);
        });
        dialog->show();
    });
    m_fileMenu->insertAction(m_quitAction, m_addCardAction);
    m_repairCatalogueAction = new QAction(this);
    m_repairCatalogueAction->setObjectName(QStringLiteral("repairCatalogueAction"));
    connect(m_repairCatalogueAction, &QAction::triggered, this, &MainWindow::repairUserCatalogue);
    m_fileMenu->insertAction(m_quitAction, m_repairCatalogueAction);
    m_sheetDetailsAction = new QAction(this);
    m_sheetDetailsAction->setObjectName(QStringLiteral("sheetDetailsAction"));
    connect(m_sheetDetailsAction, &QAction::triggered, this, [this] {
        auto *dialog = new SheetDetailsDialog(m_document, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_fileMenu->insertAction(m_repairCatalogueAction, m_sheetDetailsAction);
    m_furtherModelsAction = new QAction(this);
    m_furtherModelsAction->setObjectName(QStringLiteral("furtherModelsAction"));
    connect(m_furtherModelsAction, &QAction::triggered, this, [this] {
        auto *dialog = new FurtherModelsDialog(m_document, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_fileMenu->insertAction(m_repairCatalogueAction, m_furtherModelsAction);
    m_sheetAction = new QAction(this);
    m_sheetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_sheetAction, &QAction::triggered, this, [this] {
        const QString path =
            SheetExport::configurationSheet(this, m_document->report(), m_document->filePath());
        if (!path.isEmpty())
            statusBar()->showMessage(tr("Configuration sheet written to %1").arg(path), 8000);
    });
    m_fileMenu->insertAction(m_quitAction, m_sheetAction);
    m_fileMenu->insertSeparator(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    // Our own actions, not QUndoStack::createUndoAction(): that one keeps the
    // "Undo %1" of the language it was made in.
    QUndoStack *stack = m_document->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(stack->canUndo());
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_redoAction = new QAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(stack->canRedo());
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_deleteAction = m_editMenu->addAction(QString(), m_canvas, &ServerCanvas::removeSelected);
    m_deleteAction->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_canvas->addAction(m_deleteAction);
    m_fillAction = m_editMenu->addAction(QString(), this, [this] {
        QTreeWidgetItem *item = m_palette->currentItem();
        const QString card =
            item && item->data(0, HardwarePalette::kKindRole).toInt() == HardwarePalette::CardKind
                ? item->data(0, HardwarePalette::kIdRole).toString()
                : QString();
        if (card.isEmpty())
            statusBar()->showMessage(tr("Select a card in the hardware list first."), 6000);
        else
            m_canvas->fill(card);
    });
    m_fillAction->setObjectName(QStringLiteral("fillAction"));
    m_fillAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_selectAllAction = m_editMenu->addAction(QString(), this, [this] {
        m_canvas->setFocus();
        for (QGraphicsItem *item : m_canvas->scene()->items())
            item->setSelected(item->parentItem() != nullptr);
    });
    m_selectAllAction->setShortcut(QKeySequence::SelectAll);
    m_selectAllAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_canvas->addAction(m_selectAllAction);

    m_serverMenu = menuBar()->addMenu(QString());
    for (const Chassis &c : m_document->catalogue().chassis()) {
        QAction *a = m_serverMenu->addAction(c.name.text(), this, [this, id = c.id] {
            m_document->undoStack()->push(new AddServer(m_document, id));
        });
        m_addServerActions.append(a);
    }

    m_viewMenu = menuBar()->addMenu(QString());
    QAction *paletteToggle = m_paletteDock->toggleViewAction();
    paletteToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *panelToggle = m_buildDock->toggleViewAction();
    panelToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_viewMenu->addAction(paletteToggle);
    m_viewMenu->addAction(panelToggle);
    QAction *focusCanvas = m_viewMenu->addAction(QString(), this, [this] { m_canvas->setFocus(); });
    focusCanvas->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    focusCanvas->setObjectName(QStringLiteral("focusCanvas"));
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    for (const QString &code : Language::available()) {
        QAction *a = m_languageMenu->addAction(Language::nativeName(code), this,
                                               [this, code] { setLanguage(code); });
        a->setCheckable(true);
        a->setChecked(code == Language::current());
        a->setData(code);
        m_languageGroup->addAction(a);
    }
    m_viewMenu->addSeparator();

    m_toolsMenu = menuBar()->addMenu(QString());
    m_planAction = m_toolsMenu->addAction(QString(), this, [this] {
        planner()->show();
        planner()->raise();
        planner()->activateWindow();
    });
    m_planAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_compareAction = m_toolsMenu->addAction(QString(), this, [this] {
        comparison()->show();
        comparison()->raise();
        comparison()->activateWindow();
    });
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_calibrateAction = m_toolsMenu->addAction(QString(), this, [this] {
        auto *dialog = new CalibrationDialog(m_document, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_calibrateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About LLM Server Configurator"), aboutText());
    });
    m_aboutAction->setMenuRole(QAction::AboutRole);
    fillRecentMenu();
}

PlannerDialog *MainWindow::planner()
{
    if (!m_planner) {
        m_planner = new PlannerDialog(m_document, this);
        // A plan opens as a new build: the one open before may need saving first.
        connect(m_planner, &PlannerDialog::openRequested, this, [this](const Build &build) {
            if (maybeSave())
                PlannerDialog::openAsNewDocument(m_document, build);
        });
        connect(m_planner, &PlannerDialog::compareRequested, this,
                [this](const QList<Build> &builds) {
                    comparison()->setBuilds(builds);
                    comparison()->show();
                    comparison()->raise();
                });
    }
    return m_planner;
}

ComparisonView *MainWindow::comparison()
{
    if (!m_comparison) {
        // A window of its own: it is shown beside the main window on a call.
        m_comparison = new ComparisonView(m_document, m_document->inputs(), this);
        m_comparison->setWindowFlag(Qt::Window);
        m_comparison->resize(1400, 900);
        m_comparison->addCurrentBuild();
    }
    return m_comparison;
}

void MainWindow::importModel(const QString &directory)
{
    auto *dialog = new ImportDialog(m_document->catalogue(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportDialog::imported, this, [this](const QString &id) {
        try {
            // An older entry the reader refuses is named, and hides no other.
            QStringList leftOut;
            m_document->addCustomCheckpoints(
                UserCatalogue::read(UserCatalogue::defaultPath(), &leftOut));
            statusBar()->showMessage(tr("Imported %1: it is now in the checkpoint list.").arg(id),
                                     8000);
            if (!leftOut.isEmpty())
                QMessageBox::warning(this, tr("Import model"), leftOut.join(QLatin1Char('\n')));
        } catch (const FormatError &e) {
            QMessageBox::warning(this, tr("Import model"), e.message());
        }
    });
    if (!directory.isEmpty())
        dialog->setDirectory(directory);
    dialog->show();
}

void MainWindow::repairUserCatalogue()
{
    try {
        const UserCatalogue::Repair done = UserCatalogue::repair(UserCatalogue::defaultPath());
        QString text = tr("The user catalogue was moved aside to %1. Kept: %2, %3.")
                           .arg(QDir::toNativeSeparators(done.setAside),
                                tr("%n checkpoint(s)", nullptr, done.checkpoints),
                                tr("%n card(s)", nullptr, done.cards));
        if (!done.leftOut.isEmpty())
            text +=
                QLatin1Char('\n') + tr("Left out: %1").arg(done.leftOut.join(QLatin1Char('\n')));
        QMessageBox::information(this, tr("Repair user catalogue"), text);
    } catch (const FormatError &e) {
        QMessageBox::warning(this, tr("Repair user catalogue"), e.message());
    }
}

void MainWindow::setLanguage(const QString &code)
{
    if (!Language::apply(code))
        return;
    QSettings().setValue(QStringLiteral("language"), code);
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == code);
}

namespace {

/// What a file dropped onto the window is: a model to import (its folder,
/// or one of the Hugging Face files in it), a build file to open, or neither.
struct DroppedFile
{
    enum Kind { Model, Build, Unrelated } kind = Unrelated;
    QString path; // the model's folder or the build file

    static DroppedFile of(const QMimeData *data)
    {
        const QList<QUrl> urls = data->urls();
        if (urls.isEmpty() || !urls.first().isLocalFile())
            return {};
        const QFileInfo file(urls.first().toLocalFile());
        if (file.isDir())
            return {Model, file.absoluteFilePath()};
        if (CheckpointImporter::readsFile(file.fileName()))
            return {Model, file.absolutePath()};
        if (file.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0)
            return {Build, file.absoluteFilePath()};
        return {Unrelated, file.absoluteFilePath()};
    }
};

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    // Files from outside: a build file to open, or a model's folder or
    // config.json to import. Card drags are the canvas's business.
    if (!event->mimeData()->hasUrls()) {
        event->ignore();
        return;
    }
    const DroppedFile dropped = DroppedFile::of(event->mimeData());
    if (dropped.kind == DroppedFile::Unrelated) {
        // Refused while still dragging, so the cursor and the status bar say so at once.
        event->ignore();
        refuseDrop(dropped.path);
        return;
    }
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const DroppedFile dropped = DroppedFile::of(event->mimeData());
    switch (dropped.kind) {
    case DroppedFile::Model:
        event->acceptProposedAction();
        importModel(dropped.path);
        break;
    case DroppedFile::Build:
        event->acceptProposedAction();
        if (maybeSave())
            openFile(dropped.path);
        break;
    case DroppedFile::Unrelated:
        event->ignore();
        refuseDrop(dropped.path);
        break;
    }
}

void MainWindow::refuseDrop(const QString &path)
{
    statusBar()->showMessage(
        path.isEmpty()
            ? tr("Only files can be dropped here: a build file (.json), or a model's folder or "
                 "config.json to import.")
            : tr("%1 is neither a build file (.json) nor a model's folder or config.json: "
                 "nothing opened.")
                  .arg(QFileInfo(path).fileName()),
        8000);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_quitAction->setText(tr("&Quit"));
    m_addCardAction->setText(tr("Add &card..."));
    m_addCardAction->setStatusTip(tr("Add a card of your own: memory, bandwidth, power limits"));
    m_sheetDetailsAction->setText(tr("Sheet &details..."));
    m_sheetDetailsAction->setStatusTip(
        tr("Customer, project, author and date the configuration sheet names"));
    m_furtherModelsAction->setText(tr("Further &models..."));
    m_furtherModelsAction->setStatusTip(
        tr("Models served on the same cards, each with its share of every card"));
    m_repairCatalogueAction->setText(tr("Repair &user catalogue..."));
    m_repairCatalogueAction->setStatusTip(
        tr("Move a damaged user catalogue aside and keep every entry that reads"));
    m_importAction->setText(tr("&Import model..."));
    m_importAction->setStatusTip(tr("Add a checkpoint from its config.json and safetensors files"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_sheetAction->setText(tr("&Export configuration sheet..."));
    m_sheetAction->setStatusTip(tr("Write the three-page PDF for the customer"));
    m_compareAction->setText(tr("C&ompare builds..."));
    m_compareAction->setStatusTip(tr("Put two to four builds side by side"));
    m_planAction->setText(tr("&Plan from a target..."));
    m_planAction->setStatusTip(
        tr("Find the builds that serve a number of conversations at a context"));
    m_calibrateAction->setText(tr("&Calibrate with a vLLM log..."));
    m_calibrateAction->setStatusTip(tr("Compare the prediction with a real vLLM start-up log"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About LLM Server Configurator"));
    m_adviceDock->setWindowTitle(tr("Advice"));
    m_costDock->setWindowTitle(tr("Cost"));
    m_priceListAction->setText(tr("&Price list..."));
    m_priceListAction->setStatusTip(
        tr("Read your prices (JSON) over the built-in indicative ones"));
    m_editMenu->setTitle(tr("&Edit"));
    m_deleteAction->setText(tr("&Delete selected"));
    m_fillAction->setText(tr("&Fill free slots with the selected card"));
    m_fillAction->setStatusTip(
        tr("Every free slot of every server takes the card selected in the hardware list"));
    m_selectAllAction->setText(tr("Select &all cards"));
    m_serverMenu->setTitle(tr("&Server"));
    const QList<Chassis> &chassis = m_document->catalogue().chassis();
    for (qsizetype i = 0; i < m_addServerActions.size() && i < chassis.size(); ++i)
        m_addServerActions[i]->setText(tr("Add %1").arg(chassis[i].name.text()));
    m_viewMenu->setTitle(tr("&View"));
    for (QAction *a : m_viewMenu->actions())
        if (a->objectName() == QLatin1String("focusCanvas"))
            a->setText(tr("Go to the server &canvas"));
    m_paletteDock->setWindowTitle(tr("Hardware"));
    m_buildDock->setWindowTitle(tr("Build"));
    m_canvasHint->setText(
        tr("Drag cards from the hardware list into free slots, or select one and press Enter "
           "or double-click it: it goes into the next free slot. Drag cards between slots, or "
           "out of the canvas to remove them; right-click a server to fill it. Delete removes "
           "the selection, Ctrl+Z undoes."));
    QFont small = m_canvasHint->font();
    small.setPointSizeF(8.5);
    m_canvasHint->setFont(small);
    m_canvasHint->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_memoryChart->retranslate();
    m_conversationsChart->retranslate();
    m_powerChart->retranslate();
    m_speedChart->retranslate();
    updateUndoTexts();
    fillRecentMenu();
    updateTitle();
}

QString MainWindow::aboutText() const
{
    return ProgramFacts::summary(QuantityFormat(QLocale()));
}

bool MainWindow::restoreAutosave()
{
    std::optional<BuildAutosave::Pending> pending;
    try {
        pending = BuildAutosave::pending(m_autosave->path(), m_document->catalogue().rules());
    } catch (const FormatError &e) {
        // A newer version's edits or a damaged copy: moved aside, never deleted unread.
        QString kept;
        try {
            kept = tr("It is kept as %1.")
                       .arg(QDir::toNativeSeparators(BuildAutosave::setAside(m_autosave->path())));
        } catch (const FormatError &moved) {
            kept = moved.message();
        }
        QMessageBox::warning(
            this, tr("Unsaved build"),
            tr("The unsaved build of the last session cannot be restored: %1").arg(e.message()) +
                QLatin1Char('\n') + kept);
        return false;
    }
    if (!pending)
        return false;
    m_document->reset(pending->build, pending->filePath);
    // Restored edits are unsaved edits: the title shows it, closing asks.
    m_document->undoStack()->resetClean();
    m_autosave->adopt();
    statusBar()->showMessage(tr("Restored the unsaved build of the last session"), 8000);
    return true;
}

bool MainWindow::offerAutosave()
{
    std::optional<BuildAutosave::Pending> pending;
    try {
        pending = BuildAutosave::pending(m_autosave->path(), m_document->catalogue().rules());
    } catch (const FormatError &) {
        return restoreAutosave(); // says why it cannot and removes the copy
    }
    if (!pending)
        return false;
    const QString name = pending->filePath.isEmpty() ? tr("Untitled build")
                                                     : QFileInfo(pending->filePath).fileName();
    const auto answer = QMessageBox::question(
        this, tr("Unsaved build"),
        tr("The last session ended with unsaved edits to \"%1\" (kept %2). Restore them?")
            .arg(name, QLocale().toString(pending->written, QLocale::ShortFormat)),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        return restoreAutosave();
    m_autosave->discard();
    return false;
}

void MainWindow::updateCharts()
{
    const BuildReport &report = m_document->report();
    const Build &build = report.build;
    const Evaluation &evaluation = report.evaluation;
    m_memoryChart->setData(build, evaluation, report.instances);
    if (evaluation.ok())
        m_conversationsChart->setData(report.sweep, build.context, report.memoryLimit());
    else
        m_conversationsChart->setData(ContextSweep(), build.context, 0, evaluation.error);
    m_powerChart->setData(evaluation);
    if (evaluation.ok())
        m_speedChart->setData(report.speedCurve);
    else
        m_speedChart->setData(SpeedCurve(), evaluation.error);
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("Untitled build") : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — LLM Server Configurator").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::openBuild(const Build &build)
{
    m_document->reset(build);
}

bool MainWindow::openFile(const QString &path)
{
    try {
        const Build build =
            BuildFile::read(path, m_document->catalogue().rules(), &m_document->catalogue());
        m_document->reset(build, QFileInfo(path).absoluteFilePath());
        addRecentFile(QFileInfo(path).absoluteFilePath());
        statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
        return true;
    } catch (const FileProblems &e) {
        // Every problem on its own line: the field in words, then its path.
        QMessageBox box(QMessageBox::Warning, tr("Cannot open the build"),
                        tr("%1 has %n problem(s):", nullptr, int(e.lines().size()))
                            .arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("fileProblems"));
        box.setInformativeText(QStringLiteral("• ") + e.lines().join(QStringLiteral("\n• ")));
        box.exec();
        return false;
    } catch (const FormatError &e) {
        QMessageBox::warning(this, tr("Cannot open the build"), e.message());
        return false;
    }
}

bool MainWindow::saveFile(const QString &path)
{
    try {
        m_document->save(QFileInfo(path).absoluteFilePath());
        addRecentFile(QFileInfo(path).absoluteFilePath());
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
        return true;
    } catch (const FormatError &e) {
        QMessageBox::warning(this, tr("Cannot save the build"), e.message());
        return false;
    }
}

void MainWindow::newBuild()
{
    if (!maybeSave())
        return;
    NewBuildDialog dialog(m_document->catalogue(), QSettings().value(kRecentKey).toStringList(),
                          this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    startBuild(dialog.choice());
}

void MainWindow::startBuild(const NewBuildDialog::Choice &choice)
{
    if (!choice.recentFile.isEmpty()) {
        openFile(choice.recentFile);
        return;
    }
    // Empty servers of the chassis with the current checkpoint, then the
    // cards as one undo step (Ctrl+Z leaves the empty servers).
    const Catalogue &catalogue = m_document->catalogue();
    const Chassis *chassis = catalogue.chassisById(choice.chassis);
    if (!chassis)
        return;
    Build build = BuildAssembler::reference(catalogue);
    build.checkpoint = m_document->build().checkpoint;
    build.keep.clear();
    build.title.clear();
    const Server first = build.servers.value(0);
    build.servers.clear();
    const int perServer = std::max(1, chassis->gpuSlots);
    for (int n = 0; n < (choice.count + perServer - 1) / perServer; ++n) {
        Server server;
        server.chassis = chassis->id;
        server.slotCards = QStringList(chassis->gpuSlots, QString());
        server.cpu = chassis->sockets > 0 ? first.cpu : QString();
        server.cpuCount = server.cpu.isEmpty() ? 0 : chassis->sockets;
        server.feed = first.feed;
        build.servers.append(server);
    }
    build.layout = Layout{};
    m_document->reset(build);
    const QString refusal = FillServers::whyNot(build, catalogue, choice.card);
    if (!refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 8000);
        return;
    }
    m_document->undoStack()->push(new FillServers(m_document, choice.card, -1, choice.count));
    useCheckpointTheCardsCompute();
}

void MainWindow::useCheckpointTheCardsCompute()
{
    // The checkpoint kept from the last build may be in a format the new
    // cards cannot compute (NVFP4 on Hopper): the advice's best checkpoint of
    // the same model that they do, as a step of its own.
    const std::optional<AdviceSuggestion> chosen =
        BuildAdvisor::checkpointTheCardsCompute(m_document->report().advice);
    if (!chosen)
        return;
    const QString from = m_document->build().checkpoint;
    m_document->undoStack()->push(
        new EditBuild(m_document, EditBuild::Describe([label = chosen->label] { return label; }),
                      [changed = chosen->build](Build &build) { build = changed; }));
    statusBar()->showMessage(tr("%1 does not compute on these cards: %2 instead (Ctrl+Z keeps %1).")
                                 .arg(from, chosen->build.checkpoint),
                             8000);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open build"), QString(),
                                                      tr("Build files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveFile(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save build as"), m_document->filePath(),
                                                tr("Build files (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveFile(path);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The build has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentKey, files);
    fillRecentMenu();
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this,
                                [this, path] {
                                    if (maybeSave())
                                        openFile(path);
                                });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

bool MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const bool restored =
        restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    return restored;
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
}

void MainWindow::addDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    if (dock->objectName().isEmpty())
        dock->setObjectName(QStringLiteral("dock%1").arg(dockWidgetArea(dock)));
    addDockWidget(area, dock);
    if (area == Qt::RightDockWidgetArea)
        splitDockWidget(m_buildDock, dock, Qt::Vertical);
    else if (area == Qt::LeftDockWidgetArea)
        splitDockWidget(m_paletteDock, dock, Qt::Vertical);
    m_viewMenu->addAction(dock->toggleViewAction());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        // Saved or discarded on purpose: nothing to offer at the next start.
        m_autosave->discard();
        writeSettings();
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (isVisible())
        m_settingsTimer->start();
}

void MainWindow::moveEvent(QMoveEvent *event)
{
    QMainWindow::moveEvent(event);
    if (isVisible())
        m_settingsTimer->start();
}

void MainWindow::updateUndoTexts()
{
    // Qt's own words for these (qtbase translations), as createUndoAction() has them.
    const QUndoStack *stack = m_document->undoStack();
    const QString undo = stack->undoText(), redo = stack->redoText();
    m_undoAction->setText(
        undo.isEmpty()
            ? QCoreApplication::translate("QUndoStack", "Undo", "Default text for undo action")
            : QCoreApplication::translate("QUndoStack", "Undo %1").arg(undo));
    m_redoAction->setText(
        redo.isEmpty()
            ? QCoreApplication::translate("QUndoStack", "Redo", "Default text for redo action")
            : QCoreApplication::translate("QUndoStack", "Redo %1").arg(redo));
}

void MainWindow::followLanguage()
{
    // Widgets keep the locale they were made with; spin boxes, date fields
    // and what formats with locale() take the new one from their window.
    // A window's new locale may re-create others (menus, popups): guarded.
    QList<QPointer<QWidget>> windows;
    for (QWidget *w : findChildren<QWidget *>())
        if (w->isWindow())
            windows.append(w);
    unsetLocale();
    for (const QPointer<QWidget> &w : std::as_const(windows))
        if (w)
            w->unsetLocale();
    // Every chart of every window (Cost tab, comparison) redraws its axes' numbers.
    for (QChartView *view : findChildren<QChartView *>())
        ChartStyle::followLanguage(view->chart());
    QUndoStack *stack = m_document->undoStack();
    for (int i = 0; i < stack->count(); ++i)
        if (auto *edit = dynamic_cast<EditBuild *>(const_cast<QUndoCommand *>(stack->command(i))))
            edit->retranslate();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        followLanguage();
        // The advice's sentences and numbers are the report's: assess again
        // in the new language before the views show it.
        m_document->setFormat(QuantityFormat(QLocale()));
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

} // namespace llmconf
