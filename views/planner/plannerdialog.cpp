// SPDX-License-Identifier: MIT
#include "plannerdialog.h"

#include "columnfit.h"
#include "speedformulas.h"
#include "targetmargin.h"

#include "builddocument.h"
#include "buildplanner.h"
#include "card.h"
#include "catalogue.h"
#include "checkpoint.h"
#include "figureformulas.h"
#include "moneyformat.h"
#include "onedown.h"
#include "preparedcost.h"
#include "quantityformat.h"
#include "soldcards.h"
#include "splitcomparison.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMetaMethod>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSemaphore>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace llmconf {

namespace {
enum Column {
    CardColumn,
    CardsColumn,
    ServersColumn,
    CheckpointColumn,
    CacheColumn,
    ConversationsColumn,
    SpareColumn,
    SpeedColumn,
    CostColumn,
    PriceColumn,
    PowerColumn,
    FeedColumn,
    LayoutColumn,
    FirstTokenColumn,
    BindsColumn,
    ColumnCount
};
constexpr int kRowRole = Qt::UserRole;
} // namespace

PlannerDialog::PlannerDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setObjectName(QStringLiteral("plannerDialog"));
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    // Short enough to follow typing, long enough to coalesce a key repeat.
    m_refreshTimer->setInterval(40);
    connect(m_refreshTimer, &QTimer::timeout, this, &PlannerDialog::refresh);
    m_wanted = std::make_shared<std::atomic<int>>(0);
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("planner search"));
    m_worker = new QObject;
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();

    m_model = new QComboBox;
    m_model->setObjectName(QStringLiteral("model"));
    m_conversations = new QSpinBox;
    m_conversations->setObjectName(QStringLiteral("conversations"));
    m_conversations->setRange(1, 1000000);
    m_context = new QSpinBox;
    m_context->setObjectName(QStringLiteral("context"));
    m_context->setRange(1, 1 << 30);
    m_context->setSingleStep(1024);
    m_context->setGroupSeparatorShown(true);
    m_speedTarget = new QDoubleSpinBox;
    m_speedTarget->setObjectName(QStringLiteral("speedTarget"));
    m_speedTarget->setRange(0, 100000);
    m_speedTarget->setDecimals(1);
    m_ttftTarget = new QSpinBox;
    m_ttftTarget->setObjectName(QStringLiteral("ttftTarget"));
    m_ttftTarget->setRange(0, 1000000);
    m_ttftTarget->setSingleStep(100);
    m_ttftTarget->setGroupSeparatorShown(true);
    m_ttftP95Target = new QSpinBox;
    m_ttftP95Target->setObjectName(QStringLiteral("ttftP95Target"));
    m_ttftP95Target->setRange(0, 1000000);
    m_ttftP95Target->setSingleStep(100);
    m_ttftP95Target->setGroupSeparatorShown(true);
    m_promptTokens = new QSpinBox;
    m_promptTokens->setObjectName(QStringLiteral("promptTokens"));
    m_promptTokens->setRange(1, 1 << 30);
    m_promptTokens->setGroupSeparatorShown(true);
    m_answerTokens = new QSpinBox;
    m_answerTokens->setObjectName(QStringLiteral("answerTokens"));
    m_answerTokens->setRange(1, 1 << 30);
    m_answerTokens->setGroupSeparatorShown(true);
    m_rank = new QComboBox;
    m_rank->setObjectName(QStringLiteral("rank"));
    m_rank->addItem(QString(), int(PlanRanking::By::Size));
    m_rank->addItem(QString(), int(PlanRanking::By::Cost));
    m_rank->addItem(QString(), int(PlanRanking::By::Price));
    // Its choices are sentences that a narrow box cuts: in full on hover.
    connect(m_rank, &QComboBox::currentTextChanged, m_rank, &QComboBox::setToolTip);
    m_cards = new QListWidget;
    m_cards->setObjectName(QStringLiteral("cards"));
    m_ourCards = new QPushButton;
    m_ourCards->setObjectName(QStringLiteral("ourCards"));
    m_allCards = new QPushButton;
    m_allCards->setObjectName(QStringLiteral("allCards"));
    m_noCards = new QPushButton;
    m_noCards->setObjectName(QStringLiteral("noCards"));
    auto *cardsBox = new QWidget;
    auto *cardsLayout = new QVBoxLayout(cardsBox);
    cardsLayout->setContentsMargins(0, 0, 0, 0);
    cardsLayout->addWidget(m_cards);
    auto *cardButtons = new QHBoxLayout;
    cardButtons->addWidget(m_ourCards);
    cardButtons->addWidget(m_allCards);
    cardButtons->addWidget(m_noCards);
    cardButtons->addStretch();
    cardsLayout->addLayout(cardButtons);
    m_serverSize4 = new QCheckBox;
    m_serverSize8 = new QCheckBox;
    m_cacheBf16 = new QCheckBox;
    m_cacheFp8 = new QCheckBox;
    m_feed = new QComboBox;
    m_feed->setObjectName(QStringLiteral("feed"));
    // The form may squeeze it ("230 V 16 A single-pha..."): the tooltip says the feed in full.
    connect(m_feed, &QComboBox::currentTextChanged, m_feed, &QWidget::setToolTip);
    m_maxServers = new QSpinBox;
    m_maxServers->setObjectName(QStringLiteral("maxServers"));
    m_maxServers->setRange(1, PlanConstraints::kMostServers);
    m_sourceTerms = new QCheckBox;
    m_sourceTerms->setObjectName(QStringLiteral("sourceTerms"));
    m_tolerateOneDown = new QCheckBox;
    m_tolerateOneDown->setObjectName(QStringLiteral("tolerateOneDown"));

    auto *sizes = new QHBoxLayout;
    sizes->addWidget(m_serverSize4);
    sizes->addWidget(m_serverSize8);
    sizes->addStretch();
    auto *caches = new QHBoxLayout;
    caches->addWidget(m_cacheBf16);
    caches->addWidget(m_cacheFp8);
    caches->addStretch();

    m_form = new QFormLayout;
    m_modelLabel = new QLabel;
    m_conversationsLabel = new QLabel;
    m_contextLabel = new QLabel;
    m_speedTargetLabel = new QLabel;
    m_ttftTargetLabel = new QLabel;
    m_ttftP95TargetLabel = new QLabel;
    m_promptLabel = new QLabel;
    m_answerLabel = new QLabel;
    m_rankLabel = new QLabel;
    m_cardsLabel = new QLabel;
    m_serverSizesLabel = new QLabel;
    m_cacheLabel = new QLabel;
    m_feedLabel = new QLabel;
    m_maxServersLabel = new QLabel;
    m_form->addRow(m_modelLabel, m_model);
    m_form->addRow(m_conversationsLabel, m_conversations);
    m_form->addRow(m_contextLabel, m_context);
    m_form->addRow(m_speedTargetLabel, m_speedTarget);
    m_form->addRow(m_ttftTargetLabel, m_ttftTarget);
    m_form->addRow(m_ttftP95TargetLabel, m_ttftP95Target);
    m_form->addRow(m_promptLabel, m_promptTokens);
    m_form->addRow(m_answerLabel, m_answerTokens);
    m_form->addRow(m_rankLabel, m_rank);
    m_form->addRow(m_cardsLabel, cardsBox);
    m_form->addRow(m_serverSizesLabel, sizes);
    m_form->addRow(m_cacheLabel, caches);
    m_form->addRow(m_feedLabel, m_feed);
    // The servers' row: how many, and whether one may fail.
    auto *servers = new QHBoxLayout;
    servers->addWidget(m_maxServers);
    servers->addWidget(m_tolerateOneDown);
    servers->addStretch();
    m_form->addRow(m_maxServersLabel, servers);
    m_form->addRow(m_sourceTerms);
    auto *inputs = new QWidget;
    auto *inputsLayout = new QVBoxLayout(inputs);
    inputsLayout->addLayout(m_form);
    inputsLayout->addStretch(); // the form keeps its rows together at the top

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_stop = new QPushButton;
    m_stop->setObjectName(QStringLiteral("stopSearch"));
    m_stop->setVisible(false);
    connect(m_stop, &QPushButton::clicked, this, &PlannerDialog::stopSearch);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setSingleShot(true);
    m_progressTimer->setTimerType(Qt::PreciseTimer);
    connect(m_progressTimer, &QTimer::timeout, this, &PlannerDialog::showProgress);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_progress);
    summaryRow->addWidget(m_stop);
    m_results = new QTreeWidget;
    m_results->setObjectName(QStringLiteral("results"));
    m_results->setColumnCount(ColumnCount);
    m_results->setRootIsDecorated(false);
    m_results->setUniformRowHeights(true);
    m_results->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_columns = std::make_unique<ColumnFit>(m_results);
    // A pane of its own below the details: twenty left-out cards as a label
    // pushed the table down to two rows.
    m_excluded = new QTextBrowser;
    m_excluded->setObjectName(QStringLiteral("excluded"));
    m_advice = new QTextBrowser;
    m_advice->setObjectName(QStringLiteral("advice"));
    m_open = new QPushButton;
    m_open->setObjectName(QStringLiteral("openAsCurrent"));
    m_compare = new QPushButton;
    m_compare->setObjectName(QStringLiteral("sendToComparison"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_buttons->addButton(m_open, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_compare, QDialogButtonBox::ActionRole);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, &PlannerDialog::openSelected);
    connect(m_compare, &QPushButton::clicked, this, &PlannerDialog::sendSelectedToComparison);

    auto *resultSplitter = new QSplitter(Qt::Vertical);
    resultSplitter->addWidget(m_results);
    resultSplitter->addWidget(m_advice);
    resultSplitter->addWidget(m_excluded);
    resultSplitter->setStretchFactor(0, 4);
    resultSplitter->setStretchFactor(1, 1);
    resultSplitter->setStretchFactor(2, 1);
    auto *resultsPane = new QWidget;
    auto *resultsLayout = new QVBoxLayout(resultsPane);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addLayout(summaryRow);
    resultsLayout->addWidget(resultSplitter, 1);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(inputs);
    splitter->addWidget(resultsPane);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_buttons);

    fillInputs();
    retranslate();
    // At least its size hint: the form grows with its rows and their texts.
    resize(sizeHint().expandedTo(QSize(1200, 700)));

    connect(m_model, &QComboBox::currentIndexChanged, this, &PlannerDialog::scheduleRefresh);
    connect(m_feed, &QComboBox::currentIndexChanged, this, &PlannerDialog::scheduleRefresh);
    connect(m_rank, &QComboBox::currentIndexChanged, this, &PlannerDialog::scheduleRefresh);
    connect(m_speedTarget, &QDoubleSpinBox::valueChanged, this, &PlannerDialog::scheduleRefresh);
    connect(m_ttftTarget, &QSpinBox::valueChanged, this, &PlannerDialog::scheduleRefresh);
    connect(m_ttftP95Target, &QSpinBox::valueChanged, this, &PlannerDialog::scheduleRefresh);
    for (QSpinBox *spin :
         {m_conversations, m_context, m_promptTokens, m_answerTokens, m_maxServers})
        connect(spin, &QSpinBox::valueChanged, this, &PlannerDialog::scheduleRefresh);
    for (QCheckBox *box :
         {m_serverSize4, m_serverSize8, m_cacheBf16, m_cacheFp8, m_sourceTerms, m_tolerateOneDown})
        connect(box, &QCheckBox::toggled, this, &PlannerDialog::scheduleRefresh);
    connect(m_cards, &QListWidget::itemChanged, this, [this] {
        rememberCards();
        scheduleRefresh();
    });
    connect(m_ourCards, &QPushButton::clicked, this,
            [this] { setCards(SoldCards::ids(m_document->catalogue())); });
    connect(m_allCards, &QPushButton::clicked, this, [this] {
        QStringList all;
        for (const Card &card : m_document->catalogue().cards())
            all.append(card.id);
        setCards(all);
    });
    connect(m_noCards, &QPushButton::clicked, this, [this] { setCards({}); });
    connect(m_results, &QTreeWidget::itemSelectionChanged, this, &PlannerDialog::showSelection);
    connect(m_results, &QTreeWidget::itemDoubleClicked, this, &PlannerDialog::openSelected);
    refresh();
}

PlannerDialog::~PlannerDialog()
{
    m_wanted->fetch_add(1); // the running search stops at its next step
    if (m_gate)
        m_gate->release(1 << 20);
    m_thread->quit();
    m_thread->wait();
}

void PlannerDialog::fillInputs()
{
    const Catalogue &catalogue = m_document->catalogue();
    const Build &build = m_document->build();
    const ModelFamily *current = catalogue.modelOf(build.checkpoint);
    for (const ModelFamily &m : catalogue.models()) {
        m_model->addItem(m.name, m.id);
        if (current && current->id == m.id)
            m_model->setCurrentIndex(m_model->count() - 1);
    }
    m_conversations->setValue(100);
    m_context->setValue(build.context > 0 ? build.context : catalogue.rules().referenceContext);
    m_speedTarget->setValue(0); // no speed asked until the customer names one
    m_ttftTarget->setValue(0);
    m_ttftP95Target->setValue(0);
    m_promptTokens->setValue(build.promptTokens);
    m_answerTokens->setValue(build.answerTokens);
    // The cards ticked last time; until the user has picked, the supplier's own.
    QSettings settings;
    const QStringList sold = SoldCards::ids(catalogue);
    const QStringList ticked = settings.contains(cardsSettingsKey())
                                   ? settings.value(cardsSettingsKey()).toStringList()
                                   : sold;
    for (const Card &card : catalogue.cards()) {
        auto *item = new QListWidgetItem(card.shortName, m_cards);
        item->setData(Qt::UserRole, card.id);
        item->setToolTip(card.name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        // No card sold in the catalogue (a user's own): every card.
        const bool checked = ticked.contains(card.id) || sold.isEmpty();
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
    m_cards->setMaximumHeight(m_cards->sizeHintForRow(0) * (m_cards->count() + 1));
    m_serverSize4->setChecked(true);
    m_serverSize8->setChecked(true);
    m_cacheBf16->setChecked(true);
    m_cacheFp8->setChecked(true);
    for (const Feed &feed : catalogue.feeds())
        m_feed->addItem(feed.name.text(), feed.id);
    const QString feed = build.servers.isEmpty() ? QString() : build.servers.first().feed;
    m_feed->setCurrentIndex(std::max(0, m_feed->findData(feed)));
    m_maxServers->setValue(PlanConstraints().maxServers);
}

PlanTarget PlannerDialog::target() const
{
    PlanTarget t{m_model->currentData().toString(),
                 m_conversations->value(),
                 m_context->value(),
                 m_speedTarget->value(),
                 m_promptTokens->value(),
                 m_answerTokens->value()};
    t.ttftTarget = m_ttftTarget->value() / 1000.0; // ms in the dialog
    t.ttftP95Target = m_ttftP95Target->value() / 1000.0;
    return t;
}

PlanRanking PlannerDialog::ranking() const
{
    PlanRanking r;
    r.by = PlanRanking::By(m_rank->currentData().toInt());
    r.cost = m_document->build().cost; // the Cost tab's settings
    return r;
}

PlanConstraints PlannerDialog::constraints() const
{
    PlanConstraints c =
        m_sourceTerms->isChecked() ? PlanConstraints::sourceTerms() : PlanConstraints();
    c.cards = checkedCards();
    // Both sizes ticked: every chassis of the catalogue (an integrated system too).
    if (m_serverSize4->isChecked() != m_serverSize8->isChecked())
        c.serverSizes = {m_serverSize4->isChecked() ? 4 : 8};
    if (m_cacheBf16->isChecked() != m_cacheFp8->isChecked())
        c.cacheDtypes = {m_cacheBf16->isChecked() ? CacheDtype::Bf16 : CacheDtype::Fp8};
    c.feed = m_feed->currentData().toString();
    c.maxServers = m_maxServers->value();
    c.tolerateOneDown = m_tolerateOneDown->isChecked();
    return c;
}

void PlannerDialog::scheduleRefresh()
{
    // The edit calls off the running search at once; the next one starts
    // when the typing pauses.
    m_wanted->fetch_add(1);
    m_refreshTimer->start();
}

void PlannerDialog::setCards(const QStringList &ids)
{
    {
        const QSignalBlocker blocker(m_cards); // one search for the whole change
        for (int i = 0; i < m_cards->count(); ++i) {
            QListWidgetItem *item = m_cards->item(i);
            item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                  : Qt::Unchecked);
        }
    }
    rememberCards();
    scheduleRefresh();
}

QStringList PlannerDialog::checkedCards() const
{
    QStringList ids;
    for (int i = 0; i < m_cards->count(); ++i)
        if (m_cards->item(i)->checkState() == Qt::Checked)
            ids.append(m_cards->item(i)->data(Qt::UserRole).toString());
    return ids;
}

void PlannerDialog::rememberCards()
{
    QSettings().setValue(cardsSettingsKey(), checkedCards());
}

bool PlannerDialog::isSearching() const
{
    return m_running || m_refreshTimer->isActive();
}

void PlannerDialog::setSearchGate(std::shared_ptr<QSemaphore> gate)
{
    m_gate = std::move(gate);
}

void PlannerDialog::setRowSlice(int ms)
{
    m_rowSlice = ms;
}

void PlannerDialog::refresh()
{
    m_refreshTimer->stop();
    const int search = m_wanted->fetch_add(1) + 1;
    m_shown = search;
    m_running = false;
    const PlanConstraints c = constraints();
    m_result = PlanResult{};
    m_result.target = target();
    m_result.rankedBy = ranking().by;
    if (c.cards.isEmpty()) {
        m_result.error = tr("Tick at least one card.");
        showRunning();
        showResult();
        return;
    }
    m_running = true;
    // The rows' prices: resolved once per search, not per row.
    const AssessmentInputs &documentInputs = m_document->inputs();
    m_prices = std::make_shared<const PreparedCost>(
        m_document->catalogue(), documentInputs.prices, m_document->build().cost,
        documentInputs.costDefaults, documentInputs.software->dimmSizes,
        documentInputs.costDefaults.currencyFor(documentInputs.format.locale()));
    m_progressTimer->stop();
    m_progressPending = -1;
    m_progressShown.invalidate();
    m_progress->setValue(0);
    showRunning();
    showResult();
    emit searchStarted(search);

    // The worker searches a copy of the catalogue, which the rows' figures
    // point into; the document may change its own meanwhile.
    // The document's inputs: its catalogue (each row's report keeps it
    // alive), the Cost tab's price list, as the comparison takes them.
    AssessmentInputs inputs = m_document->inputs();
    inputs.format = QuantityFormat(locale());
    const PlanTarget planTarget = target();
    const PlanRanking planRanking = ranking();
    const std::shared_ptr<std::atomic<int>> wanted = m_wanted;
    const std::shared_ptr<QSemaphore> gate = m_gate;
    QPointer<PlannerDialog> dialog(this);
    QMetaObject::invokeMethod(m_worker, [=]() {
        PlanObserver observer;
        observer.cancelled = [wanted, search]() { return wanted->load() != search; };
        // Whole percents only: a few hundred queued calls at most.
        auto lastPercent = std::make_shared<int>(-1);
        observer.progress = [=](double fraction) {
            const int percent = int(fraction * 100.0);
            if (percent == *lastPercent)
                return;
            *lastPercent = percent;
            QMetaObject::invokeMethod(
                dialog, [=]() { dialog->progressed(search, percent); }, Qt::QueuedConnection);
        };
        observer.found = [=](qsizetype index, const PlanCandidate &candidate) {
            QMetaObject::invokeMethod(
                dialog, [=]() { dialog->candidateArrived(search, index, candidate); },
                Qt::QueuedConnection);
            if (gate)
                gate->acquire();
        };
        PlanResult result = BuildPlanner::plan(planTarget, c, inputs, planRanking, observer);
        result.cancelled = result.cancelled || wanted->load() != search;
        QMetaObject::invokeMethod(
            dialog, [=]() { dialog->searchEnded(search, result); }, Qt::QueuedConnection);
    });
}

void PlannerDialog::progressed(int search, int percent)
{
    if (search != m_shown || !m_running)
        return;
    m_progressPending = percent;
    if (m_progressTimer->isActive())
        return; // shown with the step that waits
    const qint64 wait =
        m_progressShown.isValid() ? kProgressInterval - m_progressShown.elapsed() : 0;
    if (wait <= 0)
        showProgress();
    else
        m_progressTimer->start(int(wait));
}

void PlannerDialog::showProgress()
{
    if (m_progressPending < 0 || !m_running)
        return;
    const int percent = std::exchange(m_progressPending, -1);
    m_progress->setValue(percent);
    // From the end of this step's paint: the event loop gets the interval.
    m_progressShown.start();
    emit searchProgressed(m_shown, percent);
}

void PlannerDialog::stopSearch()
{
    if (!m_running && !m_refreshTimer->isActive())
        return;
    m_refreshTimer->stop();
    // The worker sees another number wanted and stops at its next step;
    // its word (searchEnded) then ends the search shown.
    m_wanted->fetch_add(1);
    m_stop->setEnabled(false);
}

void PlannerDialog::showRunning()
{
    m_progress->setVisible(m_running);
    m_stop->setVisible(m_running);
    m_stop->setEnabled(m_running);
}

bool PlannerDialog::isWanted(int search) const
{
    return search == m_shown && m_running && m_wanted->load() == search;
}

void PlannerDialog::candidateArrived(int search, qsizetype index, const PlanCandidate &candidate)
{
    if (!isWanted(search))
        return; // a search called off since
    // Into the table a slice at a time: the worker finds a hundred rows in a
    // few milliseconds, and taking them in one turn of the event loop held
    // the window 40 ms and more at 256 servers.
    m_arrivals.push_back({search, index, candidate});
    takeArrivalsLater();
}

void PlannerDialog::takeArrivalsLater()
{
    // Posted behind the events waiting now (the worker's further rows): Qt
    // sends it in its next pass over the posted events, after the event loop
    // has turned (timers, paints) in between.
    if (std::exchange(m_arrivalsPosted, true))
        return;
    QMetaObject::invokeMethod(this, &PlannerDialog::takeArrivals, Qt::QueuedConnection);
}

void PlannerDialog::takeArrivals()
{
    m_arrivalsPosted = false;
    QElapsedTimer slice;
    slice.start();
    bool added = false;
    while (!m_arrivals.empty()) {
        const Arrival arrival = std::move(m_arrivals.front());
        m_arrivals.pop_front();
        if (!isWanted(arrival.search))
            continue; // a search called off since
        added = showArrival(arrival.index, arrival.candidate) || added;
        emit rowArrived(arrival.search, int(arrival.index));
        if (slice.elapsed() >= m_rowSlice)
            break;
    }
    if (added)
        m_summary->setText(
            tr("Searching: %n build(s) so far.", nullptr, int(m_result.candidates.size())));
    if (!m_arrivals.empty()) {
        takeArrivalsLater(); // the rest at the next turn
        return;
    }
    // The worker's word on the searches whose rows are all in the table now.
    for (const auto &[search, result] : std::exchange(m_ended, {}))
        searchEnded(search, result);
}

bool PlannerDialog::showArrival(qsizetype index, const PlanCandidate &candidate)
{
    if (index < m_result.candidates.size()) {
        // Another checkpoint joined the row: only its checkpoints change.
        // Rebuilding the table and the advice for each join held the window
        // up to 1.5 s at 256 servers (issue 31, planner_dialog_benchmark).
        m_result.candidates[index].equivalentCheckpoints = candidate.equivalentCheckpoints;
        const QSignalBlocker quiet(m_results); // the selection and its advice stay
        putRow(int(index));
    } else {
        m_result.candidates.append(candidate);
        const bool first = m_results->topLevelItemCount() == 0;
        putRow(int(index));
        if (first) {
            m_results->topLevelItem(0)->setSelected(true);
            showSelection();
        }
        return true;
    }
    return false;
}

void PlannerDialog::searchEnded(int search, const PlanResult &result)
{
    if (!m_arrivals.empty()) {
        m_ended.append({search, result}); // after the rows that came before it
        return;
    }
    if (search == m_shown && m_running && !result.cancelled) {
        m_running = false;
        m_progressTimer->stop();
        showRunning();
        takeResult(result);
    } else if (search == m_shown && m_running && !m_refreshTimer->isActive() &&
               m_wanted->load() != search) {
        // Stopped (no edit started another): the rows so far stay.
        m_running = false;
        m_result.cancelled = true;
        showRunning();
        m_summary->setText(tr("Search stopped: %n build(s) found so far.", nullptr,
                              int(m_result.candidates.size())));
    }
    // A search called off says so once it has stopped (the worker's word).
    emit searchFinished(search, result.cancelled);
}

QTreeWidgetItem *PlannerDialog::itemFor(int row) const
{
    const QuantityFormat format(locale());
    const MoneyFormat money(locale());
    const PlanCandidate &c = m_result.candidates[row];
    const Figures &f = c.report.figures();
    auto *item = new QTreeWidgetItem;
    item->setData(0, kRowRole, row);
    item->setText(CardColumn, f.card->shortName);
    item->setText(CardsColumn, format.integer(f.cards));
    item->setText(ServersColumn,
                  tr("%1 x %2").arg(f.servers).arg(f.cards / std::max(1, f.servers)));
    if (c.equivalentCheckpoints.isEmpty()) {
        item->setText(CheckpointColumn, f.checkpoint->id);
    } else {
        // The same build with checkpoints of the same format and size.
        item->setText(CheckpointColumn, tr("%n checkpoint(s)", nullptr, c.checkpointCount()));
        item->setToolTip(
            CheckpointColumn,
            (QStringList{f.checkpoint->id} + c.equivalentCheckpoints).join(QLatin1Char('\n')));
    }
    item->setText(CacheColumn, c.build.cacheDtype == CacheDtype::Fp8 ? tr("FP8") : tr("16-bit"));
    // Served (memory and speed target both met), as the window's headline;
    // the memory limit in the tooltip.
    item->setText(ConversationsColumn, format.integer(c.report.served));
    item->setToolTip(ConversationsColumn,
                     tr("%1 served (limit: %2), %3 in memory; verdict: %4")
                         .arg(format.integer(c.report.served),
                              SpeedFormulas::bindingName(c.report.binding()),
                              format.integer(f.conversations), c.report.verdict.text()));
    item->setText(SpareColumn, format.integer(c.spare));
    item->setText(SpeedColumn, format.number(f.speed.decodeTokensPerSecondPerConversation, 1));
    item->setToolTip(SpeedColumn, tr("Tokens per second each conversation gets while all %n decode "
                                     "(prompt %1, answer %2 tokens)",
                                     nullptr, m_result.target.conversations)
                                      .arg(format.integer(c.build.promptTokens),
                                           format.integer(c.build.answerTokens)));
    if (c.report.cost.costPerMillionOutputTokens) {
        item->setText(CostColumn, money.money(*c.report.cost.costPerMillionOutputTokens,
                                              c.report.cost.currency));
    } else {
        item->setText(CostColumn, tr("no price"));
        item->setToolTip(CostColumn,
                         c.report.cost.missingPrices.isEmpty()
                             ? c.report.cost.notes.join(QLatin1Char('\n'))
                             : tr("No price for %1")
                                   .arg(c.report.cost.missingPrices.join(QStringLiteral(", "))));
    }
    QStringList unpriced;
    const std::optional<double> price =
        m_prices ? m_prices->purchasePrice(c.build, f, &unpriced) : std::nullopt;
    if (price) {
        item->setText(PriceColumn, money.money(*price, m_prices->currency()));
        item->setToolTip(PriceColumn, tr("Purchase price of the parts at the price list's prices"));
    } else {
        item->setText(PriceColumn, QStringLiteral("\u2013"));
        item->setToolTip(PriceColumn,
                         tr("No price for %1").arg(QLocale().createSeparatedList(unpriced)));
    }
    item->setText(PowerColumn, format.watts(f.wallPower));
    item->setText(FeedColumn, f.feedOk ? tr("within plan") : tr("over plan"));
    const QString layout = FigureFormulas(c.build, f, format).layout();
    item->setText(LayoutColumn, layout);
    item->setToolTip(LayoutColumn, layout); // in full where the column is narrower
    item->setText(FirstTokenColumn,
                  tr("%1 / %2 ms")
                      .arg(format.number(inSeconds(f.speed.timeToFirstToken) * 1000.0, 0),
                           format.number(inSeconds(f.speed.timeToFirstTokenP95) * 1000.0, 0)));
    item->setToolTip(FirstTokenColumn, tr("Time to first token, median / 95th percentile, with "
                                          "all the target's conversations served"));
    // The service-level target with the least margin: it decides the build's size.
    const TargetMargin::Target binds = TargetMargin::binding(m_result.target, f.speed);
    if (binds != TargetMargin::Target::None)
        item->setText(
            BindsColumn,
            tr("%1 (%2 % margin)")
                .arg(TargetMargin::name(binds),
                     format.number(100.0 * TargetMargin::margin(binds, m_result.target, f.speed),
                                   0)));
    for (int column : {CardsColumn, ConversationsColumn, SpareColumn, SpeedColumn, CostColumn,
                       PriceColumn, PowerColumn})
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    if (!f.feedOk)
        item->setForeground(FeedColumn, QColor(0xc6, 0x28, 0x28));
    return item;
}

void PlannerDialog::showResult()
{
    m_results->clear();
    m_columns->reset();
    QList<QTreeWidgetItem *> items;
    for (qsizetype i = 0; i < m_result.candidates.size(); ++i) {
        items.append(itemFor(int(i)));
        m_columns->fit(items.last());
    }
    m_results->addTopLevelItems(items);
    showSummary();
    showExcluded();
    if (!items.isEmpty())
        items.first()->setSelected(true);
    showSelection();
}

void PlannerDialog::takeResult(PlanResult result)
{
    // The rows arrived one by one, as the result holds them: a row that
    // differs is built again, the others stay with their selection (the
    // table rebuilt was about 30 M instructions at 157 rows), and a row
    // shown keeps the one-down figures its advice added.
    QList<int> differ;
    for (qsizetype i = 0; i < result.candidates.size(); ++i) {
        PlanCandidate &now = result.candidates[i];
        const bool same =
            i < m_result.candidates.size() && m_result.candidates[i].build == now.build &&
            m_result.candidates[i].equivalentCheckpoints == now.equivalentCheckpoints &&
            m_result.candidates[i].spare == now.spare;
        if (!same)
            differ.append(int(i));
        else if (m_result.candidates[i].report.oneDownAssessed && !now.report.oneDownAssessed)
            now.report = std::move(m_result.candidates[i].report);
    }
    m_result = std::move(result);
    {
        const QSignalBlocker quiet(m_results); // the advice follows once, below
        for (int row : differ)
            putRow(row);
        while (m_results->topLevelItemCount() > m_result.candidates.size())
            delete m_results->takeTopLevelItem(m_results->topLevelItemCount() - 1);
        if (m_results->selectedItems().isEmpty() && m_results->topLevelItemCount() > 0)
            m_results->topLevelItem(0)->setSelected(true);
    }
    showSummary();
    showExcluded();
    showSelection();
}

void PlannerDialog::putRow(int row)
{
    bool selected = false;
    if (row < m_results->topLevelItemCount()) {
        selected = m_results->topLevelItem(row)->isSelected();
        delete m_results->takeTopLevelItem(row);
    }
    QTreeWidgetItem *item = itemFor(row);
    m_results->insertTopLevelItem(row, item);
    m_columns->fit(item);
    if (selected)
        item->setSelected(true);
}

void PlannerDialog::showSummary()
{
    // The cost column where the rows are ranked by it: with size ranking and
    // the built-in prices it would say "no price" on every row.
    m_results->setColumnHidden(CostColumn, m_result.rankedBy != PlanRanking::By::Cost);

    if (!m_result.ok())
        m_summary->setText(m_result.error);
    else if (m_running)
        m_summary->setText(
            tr("Searching: %n build(s) so far.", nullptr, int(m_result.candidates.size())));
    else if (m_result.cancelled)
        m_summary->setText(tr("Search stopped: %n build(s) found so far.", nullptr,
                              int(m_result.candidates.size())));
    else if (m_result.candidates.isEmpty())
        m_summary->setText(tr("No build of the catalogue serves this target within these limits."));
    else if (m_result.rankedBy == PlanRanking::By::Price)
        m_summary->setText(tr("%n build(s), ranked by purchase price; builds without a known "
                              "price come last, by size.",
                              nullptr, int(m_result.candidates.size())));
    else if (m_result.rankedBy == PlanRanking::By::Cost)
        m_summary->setText(tr("%n build(s), ranked by cost per million output tokens; builds "
                              "without a known price come last.",
                              nullptr, int(m_result.candidates.size())));
    else
        m_summary->setText(tr("%n build(s), ranked by cards, servers and wall power.", nullptr,
                              int(m_result.candidates.size())));
    // Issue 29: the best prefill/decode split against the best aggregated
    // row, once every row is in.
    if (m_result.ok() && !m_running && !m_result.cancelled) {
        const QString split = SplitComparison::of(m_result).text(QuantityFormat(locale()));
        if (!split.isEmpty())
            m_summary->setText(m_summary->text() + QLatin1Char(' ') + split);
    }
}

void PlannerDialog::showExcluded()
{
    QStringList excluded;
    for (const PlanExclusion &e : m_result.excluded) {
        // The customer reads the card's name; the id is for the command line.
        const Card *card = m_document->catalogue().card(e.card);
        excluded.append((e.everyBuild
                             ? tr("Every build of %1 on %2 left out: %3")
                             : tr("%n build(s) of %1 on %2 left out: %3", nullptr, e.count))
                            .arg(e.checkpoint, card ? card->name : e.card, e.reason));
    }
    m_excluded->setVisible(!excluded.isEmpty());
    const QString text = excluded.join(QLatin1Char('\n'));
    if (m_excluded->toPlainText() != text) {
        m_excluded->setPlainText(text);
        m_excluded->verticalScrollBar()->setValue(0); // from the first one left out
    }
}

QList<int> PlannerDialog::selectedRows() const
{
    QList<int> rows;
    for (const QTreeWidgetItem *item : m_results->selectedItems())
        rows.append(item->data(0, kRowRole).toInt());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void PlannerDialog::selectRows(const QList<int> &rows)
{
    m_results->clearSelection();
    for (int row : rows)
        if (QTreeWidgetItem *item = m_results->topLevelItem(row))
            item->setSelected(true);
}

void PlannerDialog::showSelection()
{
    const QList<int> rows = selectedRows();
    m_open->setEnabled(!rows.isEmpty());
    m_compare->setEnabled(!rows.isEmpty());
    if (rows.isEmpty()) {
        m_adviceHtml.clear();
        m_advice->clear();
        return;
    }
    PlanCandidate &c = m_result.candidates[rows.first()];
    const QuantityFormat format(locale());
    // The search leaves the figures with a server out to the rows shown:
    // the model adds them to this one, once.
    OneDown::complete(c.report, format);
    QString html = QStringLiteral("<p><b>%1</b></p><ul>").arg(c.build.title.toHtmlEscaped());
    for (const AdviceItem &item : c.report.advice)
        html += QStringLiteral("<li><b>%1</b>: %2 <i>(%3, %4)</i></li>")
                    .arg(AdviceItem::severityText(item.severity), item.text.toHtmlEscaped(),
                         item.source.toHtmlEscaped(), format.date(item.date));
    html += QStringLiteral("</ul>");
    // Laid out only when it changes: the end of a search selects the row
    // shown again (about 11 M instructions per layout).
    if (html != m_adviceHtml) {
        m_adviceHtml = html;
        m_advice->setHtml(html);
    }
}

void PlannerDialog::openSelected()
{
    const QList<int> rows = selectedRows();
    if (rows.isEmpty())
        return;
    // The customer, author and project stay: the plan changes the hardware, not the call.
    Build planned = m_result.candidates[rows.first()].build;
    const Build &current = m_document->build();
    planned.customer = current.customer;
    planned.author = current.author;
    planned.project = current.project;
    if (isSignalConnected(QMetaMethod::fromSignal(&PlannerDialog::openRequested)))
        emit openRequested(planned);
    else
        openAsNewDocument(m_document, planned);
}

void PlannerDialog::openAsNewDocument(BuildDocument *document, const Build &build)
{
    // A new document: the file open before is not the plan's (Ctrl+S must
    // not overwrite it), and the plan is not saved anywhere yet.
    document->reset(build);
    document->undoStack()->resetClean();
}

void PlannerDialog::sendSelectedToComparison()
{
    QList<Build> builds;
    for (int row : selectedRows())
        builds.append(m_result.candidates[row].build);
    if (!builds.isEmpty())
        emit compareRequested(builds);
}

void PlannerDialog::changeEvent(QEvent *event)
{
    // LocaleChange: the numbers follow the dialog's locale, which comes after the texts.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        retranslate();
        refresh(); // the advice and the titles come from the model in the new language
    }
    QDialog::changeEvent(event);
}

void PlannerDialog::retranslate()
{
    setWindowTitle(tr("Plan from a target"));
    m_modelLabel->setText(tr("&Model:"));
    m_modelLabel->setBuddy(m_model);
    m_conversationsLabel->setText(tr("C&onversations:"));
    m_conversationsLabel->setBuddy(m_conversations);
    m_contextLabel->setText(tr("Con&text:"));
    m_contextLabel->setBuddy(m_context);
    m_context->setSuffix(tr(" tokens"));
    m_speedTargetLabel->setText(tr("&Speed target:"));
    m_speedTargetLabel->setBuddy(m_speedTarget);
    m_speedTarget->setSuffix(tr(" tokens/s"));
    m_speedTarget->setSpecialValueText(tr("none"));
    m_speedTarget->setToolTip(tr("Tokens per second each conversation must get while all of "
                                 "them decode; none: any speed."));
    m_ttftTargetLabel->setText(tr("First &token within:"));
    m_ttftTargetLabel->setBuddy(m_ttftTarget);
    m_ttftTarget->setSuffix(tr(" ms"));
    m_ttftTarget->setSpecialValueText(tr("none"));
    m_ttftTarget->setToolTip(tr("The median time to first token each conversation must get at "
                                "the target's load; none: any."));
    m_ttftP95TargetLabel->setText(tr("First token, &95th percentile:"));
    m_ttftP95TargetLabel->setBuddy(m_ttftP95Target);
    m_ttftP95Target->setSuffix(tr(" ms"));
    m_ttftP95Target->setSpecialValueText(tr("none"));
    m_ttftP95Target->setToolTip(tr("The time to first token 95 of 100 conversations get within; "
                                   "none: any."));
    m_promptLabel->setText(tr("&Prompt:"));
    m_promptLabel->setBuddy(m_promptTokens);
    m_promptTokens->setSuffix(tr(" tokens"));
    m_answerLabel->setText(tr("&Answer:"));
    m_answerLabel->setBuddy(m_answerTokens);
    m_answerTokens->setSuffix(tr(" tokens"));
    m_rankLabel->setText(tr("&Rank by:"));
    m_rankLabel->setBuddy(m_rank);
    m_rank->setItemText(0, tr("Size: cards, servers, wall power"));
    m_rank->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rank->setItemText(1, tr("Cost per million output tokens"));
    m_rank->setItemText(2, tr("Purchase price"));
    m_rank->setToolTip(m_rank->currentText());
    m_cardsLabel->setText(tr("Cards:"));
    m_serverSizesLabel->setText(tr("Server sizes:"));
    m_serverSize4->setText(tr("4 cards"));
    m_serverSize8->setText(tr("8 cards"));
    m_cacheLabel->setText(tr("KV cache:"));
    m_cacheBf16->setText(tr("16-bit"));
    m_cacheFp8->setText(tr("FP8"));
    m_feedLabel->setText(tr("&Feed:"));
    m_feedLabel->setBuddy(m_feed);
    // The feeds' names are catalogue texts, translated there.
    for (int i = 0; i < m_feed->count(); ++i)
        if (const Feed *feed = m_document->catalogue().feed(m_feed->itemData(i).toString()))
            m_feed->setItemText(i, feed->name.text());
    m_maxServersLabel->setText(tr("At most:"));
    m_maxServers->setSuffix(tr(" servers"));
    m_sourceTerms->setText(tr("Hold to the sources' terms"));
    m_sourceTerms->setToolTip(
        tr("1, 2, 4 or 8 cards per server, each copy inside one server, no DCP, pipeline "
           "stages of four cards: the terms the source documents sized by hand."));
    m_tolerateOneDown->setText(tr("Tolerate one server down"));
    m_tolerateOneDown->setToolTip(
        tr("Only builds that still serve all the conversations, at every target set, with their "
           "worst server out of service (N+1). A build on a single server cannot."));
    m_results->setHeaderLabels({tr("Card"), tr("Cards"), tr("Servers"), tr("Checkpoint"),
                                tr("Cache"), tr("Conversations"), tr("Spare"), tr("Tokens/s each"),
                                tr("Per 1M tokens"), tr("Price"), tr("Wall power"), tr("Feed"),
                                tr("Layout"), tr("First token"), tr("Binds")});
    m_ourCards->setText(tr("O&ur cards"));
    m_ourCards->setToolTip(tr("The cards the supplier sells"));
    m_allCards->setText(tr("A&ll"));
    m_noCards->setText(tr("&None"));
    m_stop->setText(tr("Stop"));
    m_open->setText(tr("&Open as current build"));
    m_compare->setText(tr("Send to &comparison"));
}

} // namespace llmconf
