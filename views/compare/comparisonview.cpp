// SPDX-License-Identifier: MIT
#include "comparisonview.h"

#include "currencynote.h"

#include "builddocument.h"
#include "buildfile.h"
#include "buildvariants.h"
#include "catalogue.h"
#include "chartstyle.h"
#include "comparisoncostchart.h"
#include "comparisonpresets.h"
#include "comparisonsheet.h"
#include "comparisonspeedchart.h"
#include "conversationschart.h"
#include "formaterror.h"
#include "memorychart.h"
#include "powerchart.h"
#include "sheetexport.h"

#include <QChartView>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <stdexcept>

namespace llmconf {

namespace {

QColor bestBackground()
{
    return QColor(0xdc, 0xf0, 0xd4);
}

QToolButton *toolButton(const QString &objectName, QMenu *menu = nullptr)
{
    auto *button = new QToolButton;
    button->setObjectName(objectName);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    if (menu) {
        button->setMenu(menu);
        button->setPopupMode(QToolButton::InstantPopup);
    }
    return button;
}

QChartView *chartView(QChart *chart)
{
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(300, 230);
    view->setFocusPolicy(Qt::TabFocus);
    return view;
}

} // namespace

ComparisonView::ComparisonView(BuildDocument *current, const AssessmentInputs &inputs,
                               QWidget *parent)
    : QWidget(parent), m_current(current), m_inputs(inputs)
{
    setObjectName(QStringLiteral("comparisonView"));

    m_variantMenu = new QMenu(this);
    m_presetMenu = new QMenu(this);
    m_removeMenu = new QMenu(this);
    m_makeFirstMenu = new QMenu(this);
    m_addFile = toolButton(QStringLiteral("addFile"));
    m_addCurrent = toolButton(QStringLiteral("addCurrent"));
    m_addVariant = toolButton(QStringLiteral("addVariant"), m_variantMenu);
    m_presets = toolButton(QStringLiteral("presets"), m_presetMenu);
    m_makeFirst = toolButton(QStringLiteral("makeFirst"), m_makeFirstMenu);
    m_remove = toolButton(QStringLiteral("remove"), m_removeMenu);
    m_exportSheet = toolButton(QStringLiteral("exportSheet"));
    connect(m_exportSheet, &QToolButton::clicked, this, &ComparisonView::exportSheet);
    connect(m_addFile, &QToolButton::clicked, this, &ComparisonView::openFiles);
    connect(m_addCurrent, &QToolButton::clicked, this, &ComparisonView::addCurrentBuild);
    connect(m_variantMenu, &QMenu::aboutToShow, this, &ComparisonView::fillVariantsMenu);
    m_addCurrent->setEnabled(m_current != nullptr);
    if (m_current) {
        connect(m_current, &BuildDocument::pricesChanged, this, &ComparisonView::refresh);
        // The Cost tab's settings (API price, currency, the build's price
        // list) cost every build shown: a change there shows here at once.
        connect(m_current, &BuildDocument::buildChanged, this, [this] {
            const Build &b = m_current->build();
            if (!m_builds.isEmpty() && (b.cost != m_costShown || b.prices != m_pricesShown))
                refresh();
        });
    }

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setStyleSheet(QStringLiteral("color: #b03a2e;"));
    m_message->setWordWrap(true);

    auto *tools = new QHBoxLayout;
    for (QToolButton *b : {m_addFile, m_addCurrent, m_addVariant, m_presets, m_makeFirst, m_remove})
        tools->addWidget(b);
    tools->addSpacing(12);
    tools->addWidget(m_exportSheet);
    tools->addSpacing(12);
    tools->addWidget(m_message, 1);

    m_tableTitle = new QLabel;
    m_tableTitle->setObjectName(QStringLiteral("legend"));
    m_tableTitle->setWordWrap(true);
    m_tableTitle->setTextFormat(Qt::RichText);
    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("figures"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(120);
    m_empty = new QLabel;
    m_empty->setWordWrap(true);
    m_adviceTitle = new QLabel;
    m_advice = new QTextBrowser;
    m_advice->setObjectName(QStringLiteral("differingAdvice"));
    m_advice->setOpenLinks(false);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 6, 0);
    leftLayout->addWidget(m_tableTitle);
    leftLayout->addWidget(m_empty);
    leftLayout->addWidget(m_table, 3);
    leftLayout->addSpacing(6);
    leftLayout->addWidget(m_adviceTitle);
    leftLayout->addWidget(m_advice, 1);

    m_chartsTitle = new QLabel;
    m_chartsArea = new QWidget;
    m_chartsGrid = new QGridLayout(m_chartsArea);
    m_chartsGrid->setContentsMargins(0, 0, 0, 0);
    m_chartsGrid->setSpacing(6);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_chartsArea);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 0, 0, 0);
    rightLayout->addWidget(m_chartsTitle);
    rightLayout->addWidget(scroll, 1);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({640, 960});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(tools);
    layout->addWidget(splitter, 1);

    retranslate();
}

ComparisonView::~ComparisonView()
{
    // The views own the charts' QCharts; the chart objects are children of this.
    qDeleteAll(m_chartViews);
}

QString ComparisonView::message() const
{
    return m_message->text();
}

void ComparisonView::setMessage(const QString &text)
{
    m_message->setText(text);
}

void ComparisonView::setBuilds(const QList<Build> &builds)
{
    m_builds = builds.mid(0, BuildComparison::kMaxBuilds);
    m_files = QStringList(m_builds.size(), QString());
    setMessage(builds.size() > BuildComparison::kMaxBuilds
                   ? tr("A comparison holds at most %1 builds; the first %1 are shown.")
                         .arg(BuildComparison::kMaxBuilds)
                   : QString());
    refresh();
}

bool ComparisonView::addBuild(const Build &build, const QString &file)
{
    if (m_builds.size() >= BuildComparison::kMaxBuilds) {
        setMessage(tr("A comparison holds at most %1 builds: remove one first.")
                       .arg(BuildComparison::kMaxBuilds));
        return false;
    }
    m_builds.append(build);
    m_files.append(file);
    setMessage(QString());
    refresh();
    return true;
}

void ComparisonView::addCurrentBuild()
{
    if (m_current)
        addBuild(m_current->build(), m_current->filePath());
}

bool ComparisonView::addFile(const QString &path)
{
    try {
        return addBuild(BuildFile::read(path, inputs().catalogue->rules()), path);
    } catch (const FormatError &e) {
        setMessage(e.message());
    } catch (const std::exception &e) {
        setMessage(QString::fromStdString(e.what()));
    }
    return false;
}

void ComparisonView::openFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Add builds to the comparison"), QString(), tr("Builds (*.json)"));
    for (const QString &path : paths)
        if (!addFile(path))
            break;
}

void ComparisonView::removeBuild(int index)
{
    if (index < 0 || index >= m_builds.size())
        return;
    m_builds.removeAt(index);
    m_files.removeAt(index);
    setMessage(QString());
    refresh();
}

void ComparisonView::makeFirst(int index)
{
    if (index <= 0 || index >= m_builds.size())
        return;
    m_builds.move(index, 0);
    m_files.move(index, 0);
    refresh();
}

void ComparisonView::showPreset(const QString &id)
{
    try {
        setBuilds(ComparisonPresets::byId(id, *inputs().catalogue).builds);
    } catch (const std::exception &e) {
        setMessage(QString::fromStdString(e.what()));
    }
}

void ComparisonView::exportSheet()
{
    if (m_builds.size() >= BuildComparison::kMinBuilds)
        SheetExport::comparisonSheet(this, m_comparison);
}

void ComparisonView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ComparisonView::retranslate()
{
    setWindowTitle(tr("Comparison — LLM Server Configurator"));
    m_addFile->setText(tr("Add from file…"));
    m_addCurrent->setText(tr("Add current build"));
    m_addVariant->setText(tr("Add copy with one change"));
    m_presets->setText(tr("Presets"));
    m_makeFirst->setText(tr("Compare against"));
    m_remove->setText(tr("Remove"));
    m_exportSheet->setText(tr("Export comparison sheet…"));
    m_exportSheet->setToolTip(
        tr("The builds shown, side by side on %1 A4 pages (PDF)").arg(ComparisonSheet::kPages));
    m_adviceTitle->setText(tr("<b>Advice that differs</b>"));
    m_chartsTitle->setText(tr("<b>Charts</b> on the same axes for every build"));
    m_empty->setText(tr("Add two to four builds: from a file, the current build, a copy of the "
                        "current build with one change, or one of the presets."));
    m_presetMenu->clear();
    for (const ComparisonPreset &preset : ComparisonPresets::all(*inputs().catalogue)) {
        const QString id = preset.id;
        m_presetMenu->addAction(preset.name, this, [this, id] { showPreset(id); });
    }
    for (auto *chart : std::as_const(m_memoryCharts))
        chart->retranslate();
    for (auto *chart : std::as_const(m_conversationsCharts))
        chart->retranslate();
    for (auto *chart : std::as_const(m_powerCharts))
        chart->retranslate();
    if (m_speedChart)
        m_speedChart->retranslate();
    // The rows' labels and texts are the model's, translated when it is built.
    refresh();
}

void ComparisonView::refresh()
{
    // Every build is priced with the window's price list, the one the Cost
    // tab shows and edits: a list read there shows here at once.
    m_comparison = m_builds.isEmpty() ? BuildComparison() : BuildComparison(costed(), inputs());
    fillTable();
    fillCharts();
    fillAdvice();
    updateActions();
    emit buildsChanged();
}

QList<Build> ComparisonView::costed()
{
    QList<Build> builds = m_builds;
    if (!m_current)
        return builds;
    m_costShown = m_current->build().cost;
    m_pricesShown = m_current->build().prices;
    for (Build &b : builds) {
        b.cost = m_costShown;
        b.prices = m_pricesShown;
    }
    return builds;
}

const PriceList &ComparisonView::prices() const
{
    return inputs().prices;
}

const AssessmentInputs &ComparisonView::inputs() const
{
    return m_current ? m_current->inputs() : m_inputs;
}

void ComparisonView::updateActions()
{
    const bool room = m_builds.size() < BuildComparison::kMaxBuilds;
    m_addFile->setEnabled(room);
    m_addCurrent->setEnabled(room && m_current);
    m_addVariant->setEnabled(room && m_current);
    m_remove->setEnabled(!m_builds.isEmpty());
    m_makeFirst->setEnabled(m_builds.size() > 1);
    m_exportSheet->setEnabled(m_builds.size() >= BuildComparison::kMinBuilds);
    fillBuildMenus();
}

void ComparisonView::fillBuildMenus()
{
    m_removeMenu->clear();
    m_makeFirstMenu->clear();
    for (int i = 0; i < m_comparison.size(); ++i) {
        const QString name =
            tr("%1: %2").arg(BuildComparison::columnName(i), m_comparison.builds()[i].title);
        m_removeMenu->addAction(name, this, [this, i] { removeBuild(i); });
        if (i > 0)
            m_makeFirstMenu->addAction(name, this, [this, i] { makeFirst(i); });
    }
}

void ComparisonView::fillVariantsMenu()
{
    m_variantMenu->clear();
    if (!m_current)
        return;
    const Build &build = m_current->build();
    const Catalogue &catalogue = m_current->catalogue();
    const auto addSection = [&](const QString &title, const QList<BuildVariant> &variants) {
        QMenu *menu = m_variantMenu->addMenu(title);
        menu->setEnabled(!variants.isEmpty());
        for (const BuildVariant &v : variants) {
            const Build copy = v.build;
            menu->addAction(v.label, this, [this, copy] { addBuild(copy); });
        }
    };
    addSection(tr("Other card type"), BuildVariants::otherCards(build, catalogue));
    addSection(tr("Other checkpoint"), BuildVariants::otherCheckpoints(build, catalogue));
    addSection(tr("Other layout"), BuildVariants::otherLayouts(build, catalogue));
    addSection(tr("Other cache dtype"), BuildVariants::otherCacheDtypes(build));
}

void ComparisonView::fillTable()
{
    const int n = m_comparison.size();
    m_empty->setVisible(n < BuildComparison::kMinBuilds);
    QString legend;
    for (int i = 0; i < n; ++i) {
        const ComparedBuild &b = m_comparison.builds()[i];
        legend +=
            tr("<b>%1</b>&nbsp; %2").arg(BuildComparison::columnName(i), b.title.toHtmlEscaped());
        if (!b.report.evaluation.ok())
            legend += QStringLiteral(" <span style=\"color:#b03a2e\">(%1)</span>")
                          .arg(b.report.evaluation.error.toHtmlEscaped());
        legend += QStringLiteral("<br>");
    }
    if (n > 1)
        legend += tr("<span style=\"color:#555\">Better value highlighted; ratios to "
                     "build A.</span>");
    // Which prices and settings the cost rows are reckoned with: the Cost tab's.
    if (n > 0)
        legend +=
            QStringLiteral("<br>") +
            tr("<span style=\"color:#555\">Cost with the Cost tab's settings and price "
               "list. %1</span>")
                .arg(CurrencyNote::text(m_comparison.builds().first().report.cost).toHtmlEscaped());
    m_tableTitle->setText(legend);

    const QList<ComparisonRow> &rows = m_comparison.rows();
    m_table->clear();
    m_table->setColumnCount(n);
    m_table->setRowCount(int(rows.size()));
    QStringList headers;
    for (int i = 0; i < n; ++i)
        headers.append(BuildComparison::columnName(i));
    m_table->setHorizontalHeaderLabels(headers);
    for (int r = 0; r < rows.size(); ++r) {
        const ComparisonRow &row = rows[r];
        auto *label = new QTableWidgetItem(row.label);
        m_table->setVerticalHeaderItem(r, label);
        for (int i = 0; i < n; ++i) {
            QString text = row.texts[i];
            if (i > 0 && !row.ratioTexts[i].isEmpty())
                text += QStringLiteral("   ") + row.ratioTexts[i];
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            // A narrow column elides a long layout ("TP 4 x PP 1, Experten-Parallelismus,
            // 1 Kopie"): the tooltip says it in full.
            item->setToolTip(text);
            if (row.isBest(i)) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
                item->setBackground(bestBackground());
                item->setToolTip(text + QLatin1Char('\n') + tr("The better value"));
            }
            m_table->setItem(r, i, item);
        }
    }
    // No taller than its rows: the space below goes to the advice.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        height += m_table->verticalHeader()->sectionSizeHint(r);
    m_table->setMaximumHeight(std::max(height, 80));
}

void ComparisonView::fillCharts()
{
    qDeleteAll(m_chartViews);
    m_chartViews.clear();
    qDeleteAll(m_columnTitles);
    m_columnTitles.clear();
    qDeleteAll(m_memoryCharts);
    qDeleteAll(m_conversationsCharts);
    qDeleteAll(m_powerCharts);
    m_memoryCharts.clear();
    m_conversationsCharts.clear();
    m_powerCharts.clear();
    delete m_speedChart;
    delete m_costChart;
    delete m_costNote;
    m_speedChart = nullptr;
    m_costChart = nullptr;
    m_costNote = nullptr;

    const ComparisonAxes &axes = m_comparison.axes();
    const double memoryMax = ChartStyle::roundedMax(inGiB(axes.memoryPerCard));
    const double conversationsMax = ChartStyle::roundedMax(axes.conversations);
    const double powerMax = ChartStyle::roundedMax(inKilowatts(axes.power));
    for (int i = 0; i < m_comparison.size(); ++i) {
        const ComparedBuild &b = m_comparison.builds()[i];
        auto *title = new QLabel(
            tr("<b>%1</b>&nbsp; %2").arg(BuildComparison::columnName(i), b.title.toHtmlEscaped()));
        title->setWordWrap(true);
        m_columnTitles.append(title);
        m_chartsGrid->addWidget(title, 0, i);

        auto *memory = new MemoryChart(this);
        memory->setData(b.report.build, b.report.evaluation, b.report.instances);
        memory->setValueRange(0, memoryMax);
        auto *conversations = new ConversationsChart(this);
        if (b.report.evaluation.ok())
            conversations->setData(b.report.sweep, b.report.build.context,
                                   b.report.evaluation.figures.conversations);
        else
            conversations->setData(ContextSweep(), b.report.build.context, 0,
                                   b.report.evaluation.error);
        conversations->setValueRange(0, conversationsMax);
        auto *power = new PowerChart(this);
        power->setData(b.report.evaluation);
        power->setValueRange(0, powerMax);
        m_memoryCharts.append(memory);
        m_conversationsCharts.append(conversations);
        m_powerCharts.append(power);
        int row = 1;
        for (QChart *chart : {memory->chart(), conversations->chart(), power->chart()}) {
            QChartView *view = chartView(chart);
            m_chartViews.append(view);
            m_chartsGrid->addWidget(view, row++, i);
        }
        m_chartsGrid->setColumnStretch(i, 1);
    }
    for (int i = m_comparison.size(); i < BuildComparison::kMaxBuilds; ++i)
        m_chartsGrid->setColumnStretch(i, 0);
    fillSharedCharts();
}

void ComparisonView::fillSharedCharts()
{
    const int n = m_comparison.size();
    if (n == 0)
        return;
    // Below the builds' columns: the speed curves over the first half, the
    // cost bars over the rest (one column each for two builds).
    const int speedColumns = std::max(1, (n + 1) / 2);
    m_speedChart = new ComparisonSpeedChart(this);
    m_speedChart->setData(m_comparison);
    m_costChart = new ComparisonCostChart(this);
    m_costChart->setData(m_comparison);
    QChartView *speed = chartView(m_speedChart->chart());
    QChartView *cost = chartView(m_costChart->chart());
    m_chartViews << speed << cost;
    if (n == 1) { // while a second build is chosen: one above the other
        m_chartsGrid->addWidget(speed, 4, 0);
        m_chartsGrid->addWidget(cost, 5, 0);
    } else {
        m_chartsGrid->addWidget(speed, 4, 0, 1, speedColumns);
        m_chartsGrid->addWidget(cost, 4, speedColumns, 1, n - speedColumns);
    }
    m_costNote = new QLabel(m_costChart->note());
    m_costNote->setObjectName(QStringLiteral("costChartNote"));
    m_costNote->setWordWrap(true);
    m_costNote->setVisible(!m_costChart->note().isEmpty());
    m_chartsGrid->addWidget(m_costNote, 6, 0, 1, n);
}

void ComparisonView::fillAdvice()
{
    const QList<DifferingAdvice> &differing = m_comparison.differingAdvice();
    QString html;
    if (m_comparison.size() < BuildComparison::kMinBuilds)
        html = QString();
    else if (differing.isEmpty())
        html = tr("Every build gets the same advice.");
    for (const DifferingAdvice &d : differing) {
        html += QStringLiteral("<p style=\"margin-bottom:6px\"><b>%1</b> <span "
                               "style=\"color:#666\">%2</span><br>")
                    .arg(AdviceItem::severityText(d.severity).toHtmlEscaped(), d.code);
        for (int i = 0; i < m_comparison.size(); ++i) {
            const QString text = d.appliesTo(i) ? d.items[i]->text.toHtmlEscaped()
                                                : tr("<i>not given for this build</i>");
            html += QStringLiteral("&nbsp;&nbsp;<b>%1</b>: %2<br>")
                        .arg(BuildComparison::columnName(i), text);
        }
        html += QStringLiteral("</p>");
    }
    m_advice->setHtml(html);
}

} // namespace llmconf
