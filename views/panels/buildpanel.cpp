// SPDX-License-Identifier: MIT
#include "buildpanel.h"

#include "builddocument.h"
#include "cardplacement.h"
#include "catalogue.h"
#include "checkpointlicences.h"
#include "editbuild.h"
#include "layoutoptions.h"
#include "quantityformat.h"
#include "rangedbox.h"
#include "setcheckpoint.h"
#include "setlayout.h"
#include "settingranges.h"
#include "vllmversionprofile.h"
#include "weightformatfacts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace llmconf {

namespace {
const QList<int> kContextPresets = {8192, 32768, 131072, 1048576};

QGroupBox *group(QWidget *parent, QFormLayout **form)
{
    auto *box = new QGroupBox(parent);
    *form = new QFormLayout(box);
    (*form)->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return box;
}

const Card *firstCard(const Build &build, const Catalogue &catalogue)
{
    for (const Server &s : build.servers)
        for (const QString &id : s.slotCards)
            if (const Card *card = catalogue.card(id))
                return card;
    return nullptr;
}
} // namespace

BuildPanel::BuildPanel(BuildDocument *document, QWidget *parent)
    : QScrollArea(parent), m_document(document)
{
    auto *content = new QWidget(this);
    auto *v = new QVBoxLayout(content);
    v->setContentsMargins(6, 6, 6, 6);
    // What was refused on entry and why, above the groups, until the next edit.
    m_entryProblem = new QLabel(content);
    m_entryProblem->setObjectName(QStringLiteral("entryProblem"));
    m_entryProblem->setWordWrap(true);
    m_entryProblem->setStyleSheet(QStringLiteral("color: #b3261e; font-weight: bold;"));
    m_entryProblem->hide();
    v->addWidget(m_entryProblem);
    m_modelGroup = group(content, &m_modelForm);
    m_layoutGroup = group(content, &m_layoutForm);
    m_contextGroup = group(content, &m_contextForm);
    m_speedGroup = group(content, &m_speedForm);
    m_powerGroup = group(content, &m_powerForm);
    m_ruleGroup = group(content, &m_ruleForm);
    for (QGroupBox *g :
         {m_modelGroup, m_layoutGroup, m_contextGroup, m_speedGroup, m_powerGroup, m_ruleGroup})
        v->addWidget(g);
    v->addStretch();
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_checkpoint = new QComboBox;
    m_checkpointInfo = new QLabel;
    m_checkpointInfo->setWordWrap(true);
    m_modelForm->addRow(QString(), m_checkpoint);
    m_modelForm->addRow(m_checkpointInfo);
    connect(m_checkpoint, &QComboBox::activated, this, [this] {
        m_document->undoStack()->push(
            new SetCheckpoint(m_document, m_checkpoint->currentData().toString()));
    });

    m_tp = new QComboBox;
    m_pp = new QComboBox;
    m_dcp = new QComboBox;
    m_dp = new QComboBox;
    m_copies = new QComboBox;
    m_ep = new QCheckBox;
    m_layoutWhy = new QLabel;
    m_layoutWhy->setWordWrap(true);
    QFont small = m_layoutWhy->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_layoutWhy->setFont(small);
    m_checkpointInfo->setFont(small);
    for (QComboBox *box : {m_tp, m_pp, m_dcp, m_dp, m_copies}) {
        m_layoutForm->addRow(QString(), box);
        connect(box, &QComboBox::activated, this, [this, box] { chooseLayout(box); });
    }
    // Prefill/decode split: the first copies prefill only, the others decode.
    m_prefillCopies = new QComboBox;
    m_layoutForm->addRow(QString(), m_prefillCopies);
    connect(m_prefillCopies, &QComboBox::activated, this, [this] {
        const Build &b = m_document->build();
        const Layout l = LayoutOptions::withPrefillCopies(
            b.layout, m_prefillCopies->currentData().toInt(), b.cardCount());
        m_document->undoStack()->push(new SetLayout(m_document, l));
    });
    // The prefill copies' own TP, PP and DCP: prefill wants compute per
    // prompt, decode cache and bandwidth; the decode copies take the cards left.
    m_prefillLayout = new QComboBox;
    m_layoutForm->addRow(QString(), m_prefillLayout);
    connect(m_prefillLayout, &QComboBox::activated, this, [this](int index) {
        const Build &b = m_document->build();
        const std::optional<PrefillLayout> chosen =
            index > 0 && index <= m_prefillChoices.size()
                ? std::optional<PrefillLayout>(m_prefillChoices[index - 1])
                : std::nullopt;
        const Layout l = LayoutOptions::withPrefillLayout(b.layout, chosen, b.cardCount());
        if (l != b.layout)
            m_document->undoStack()->push(new SetLayout(m_document, l));
    });
    m_layoutForm->addRow(QString(), m_ep);
    m_layoutForm->addRow(m_layoutWhy);
    connect(m_ep, &QCheckBox::toggled, this, [this](bool on) {
        Layout l = m_document->build().layout;
        l.ep = on;
        m_document->undoStack()->push(new SetLayout(m_document, l));
    });

    m_context = new QComboBox;
    m_context->setEditable(true);
    m_context->setInsertPolicy(QComboBox::NoInsert);
    m_cacheDtype = new QComboBox;
    m_cacheBasis = new QComboBox;
    m_contextForm->addRow(QString(), m_context);
    m_contextForm->addRow(QString(), m_cacheDtype);
    m_contextForm->addRow(QString(), m_cacheBasis);
    connect(m_context, &QComboBox::activated, this, [this] { commitContext(); });
    connect(m_context->lineEdit(), &QLineEdit::editingFinished, this, [this] { commitContext(); });
    connect(m_cacheDtype, &QComboBox::activated, this, [this] {
        const auto dtype = CacheDtype(m_cacheDtype->currentData().toInt());
        edit([] { return tr("Set KV cache dtype"); }, [dtype](Build &b) { b.cacheDtype = dtype; });
    });
    connect(m_cacheBasis, &QComboBox::activated, this, [this] {
        const auto basis = CacheBasis(m_cacheBasis->currentData().toInt());
        edit([] { return tr("Set cache basis"); }, [basis](Build &b) { b.cacheBasis = basis; });
    });

    // What the speed estimate assumes. Typed values count once they are
    // entered (no keyboard tracking): "4096" is not four edits on the way.
    // Each refuses a value outside the build file's range when it is
    // entered, and says why (refuseEntry).
    const auto ranged = [this](auto *box) {
        box->setRefused([this, box](double value) { refuseEntry(box, value); });
        return box;
    };
    m_promptTokens = ranged(new RangedBox<QSpinBox>);
    m_answerTokens = ranged(new RangedBox<QSpinBox>);
    m_activeConversations = ranged(new RangedBox<QSpinBox>);
    m_speedTarget = ranged(new RangedBox<QDoubleSpinBox>);
    for (QSpinBox *box : {m_promptTokens, m_answerTokens, m_activeConversations}) {
        box->setRange(1, SettingRanges::kMostTokens);
        box->setGroupSeparatorShown(true);
        box->setKeyboardTracking(false);
        m_speedForm->addRow(QString(), box);
    }
    m_promptTokens->setSingleStep(256);
    m_answerTokens->setSingleStep(128);
    m_activeConversations->setMinimum(0); // 0: as many as fit in memory
    m_speedTarget->setDecimals(2);        // the least target is a hundredth
    // 0, the lowest value, asks none (shown as "none", as the first-token
    // targets); the next step is the least target.
    m_speedTarget->setRange(0, SettingRanges::kMostSpeedTarget);
    m_speedTarget->setGroupSeparatorShown(true);
    m_speedTarget->setKeyboardTracking(false);
    m_speedForm->addRow(QString(), m_speedTarget);
    // First-token targets in whole milliseconds; the lowest value, 0, asks none.
    m_ttftTarget = ranged(new RangedBox<QSpinBox>);
    m_ttftP95Target = ranged(new RangedBox<QSpinBox>);
    m_ttftTarget->setObjectName(QStringLiteral("ttftTarget"));
    m_ttftP95Target->setObjectName(QStringLiteral("ttftP95Target"));
    for (QSpinBox *box : {m_ttftTarget, m_ttftP95Target}) {
        box->setRange(0, int(SettingRanges::kMostTtftTargetMs));
        box->setSingleStep(100);
        box->setGroupSeparatorShown(true);
        box->setKeyboardTracking(false);
        m_speedForm->addRow(QString(), box);
    }
    m_engine = new QComboBox;
    m_engine->setObjectName(QStringLiteral("servingEngine"));
    m_speedForm->addRow(QString(), m_engine);
    connect(m_engine, &QComboBox::activated, this, [this] {
        const auto engine = ServingEngine(m_engine->currentData().toInt());
        edit([] { return tr("Set serving engine"); }, [engine](Build &b) { b.engine = engine; });
    });
    // A spin box asks for the width of its largest value ("1,073,741,824
    // tokens"), which would widen the dock; the form gives them its width.
    for (QAbstractSpinBox *box : std::initializer_list<QAbstractSpinBox *>{
             m_promptTokens, m_answerTokens, m_activeConversations, m_speedTarget, m_ttftTarget,
             m_ttftP95Target})
        box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
    connect(m_promptTokens, &QSpinBox::valueChanged, this, [this](int n) {
        edit([] { return tr("Set prompt tokens"); }, [n](Build &b) { b.promptTokens = n; },
             int(CommandId::SetPromptTokens));
    });
    connect(m_answerTokens, &QSpinBox::valueChanged, this, [this](int n) {
        edit([] { return tr("Set answer tokens"); }, [n](Build &b) { b.answerTokens = n; },
             int(CommandId::SetAnswerTokens));
    });
    connect(m_activeConversations, &QSpinBox::valueChanged, this, [this](int n) {
        edit([] { return tr("Set active conversations"); },
             [n](Build &b) { b.activeConversations = n; }, int(CommandId::SetActiveConversations));
    });
    connect(m_speedTarget, &QDoubleSpinBox::valueChanged, this, [this](double target) {
        edit([] { return tr("Set speed target"); }, [target](Build &b) { b.speedTarget = target; },
             int(CommandId::SetSpeedTarget));
    });
    connect(m_ttftTarget, &QSpinBox::valueChanged, this, [this](int ms) {
        edit([] { return tr("Set first-token target"); },
             [ms](Build &b) { b.ttftTarget = milliseconds(ms); }, int(CommandId::SetTtftTarget));
    });
    connect(m_ttftP95Target, &QSpinBox::valueChanged, this, [this](int ms) {
        edit([] { return tr("Set first-token target (95th percentile)"); },
             [ms](Build &b) { b.ttftP95Target = milliseconds(ms); },
             int(CommandId::SetTtftP95Target));
    });

    m_powerCap = new QComboBox;
    m_powerCap->setObjectName(QStringLiteral("powerCap"));
    m_cpu = new QComboBox;
    m_cpuCount = new QSpinBox;
    m_feed = new QComboBox;
    m_powerForm->addRow(QString(), m_powerCap);
    m_powerForm->addRow(QString(), m_cpu);
    m_powerForm->addRow(QString(), m_cpuCount);
    m_powerForm->addRow(QString(), m_feed);
    connect(m_powerCap, &QComboBox::activated, this, [this] {
        const double cap = m_powerCap->currentData().toDouble();
        edit([] { return tr("Set power cap"); },
             [cap](Build &b) {
                 for (Server &s : b.servers)
                     s.powerCap = watts(cap);
             },
             int(CommandId::SetPowerCap));
    });
    connect(m_cpu, &QComboBox::activated, this, [this] {
        const QString id = m_cpu->currentData().toString();
        edit([] { return tr("Set CPU"); },
             [id](Build &b) {
                 for (Server &s : b.servers)
                     s.cpu = id;
             });
    });
    connect(m_cpuCount, &QSpinBox::valueChanged, this, [this](int n) {
        const Catalogue &catalogue = m_document->catalogue();
        edit([] { return tr("Set CPUs per server"); },
             [n, &catalogue](Build &b) {
                 for (Server &s : b.servers) {
                     const Chassis *chassis = catalogue.chassisById(s.chassis);
                     s.cpuCount = chassis ? std::min(n, chassis->sockets) : n;
                     if (s.cpu.isEmpty() && !catalogue.cpus().isEmpty())
                         s.cpu = catalogue.cpus().first().id;
                 }
             });
    });
    connect(m_feed, &QComboBox::activated, this, [this] {
        const QString id = m_feed->currentData().toString();
        edit([] { return tr("Set feed"); },
             [id](Build &b) {
                 for (Server &s : b.servers)
                     s.feed = id;
             });
    });

    m_utilization = ranged(new RangedBox<QDoubleSpinBox>);
    m_utilization->setRange(0.5, 0.98);
    m_utilization->setSingleStep(0.01);
    m_utilization->setDecimals(2);
    m_reserve = ranged(new RangedBox<QDoubleSpinBox>);
    m_reserve->setRange(0, 32);
    m_reserve->setSingleStep(0.5);
    m_reserve->setDecimals(1);
    m_ruleForm->addRow(QString(), m_utilization);
    m_ruleForm->addRow(QString(), m_reserve);
    m_vllmVersion = new QComboBox;
    m_ruleForm->addRow(QString(), m_vllmVersion);
    connect(m_vllmVersion, &QComboBox::activated, this, [this] {
        const VllmVersion version =
            VllmVersion::fromText(m_vllmVersion->currentData().toString()).value_or(VllmVersion{});
        edit([] { return tr("Set vLLM version"); },
             [version](Build &b) { b.vllmVersion = version; });
    });
    m_eager = new QCheckBox;
    m_eager->setObjectName(QStringLiteral("enforceEager"));
    m_ruleForm->addRow(QString(), m_eager);
    connect(m_eager, &QCheckBox::toggled, this, [this](bool on) {
        edit([] { return tr("Set eager"); }, [on](Build &b) { b.enforceEager = on; });
    });
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, [this](double u) {
        edit([] { return tr("Set utilisation"); }, [u](Build &b) { b.utilization = u; },
             int(CommandId::SetUtilization));
    });
    connect(m_reserve, &QDoubleSpinBox::valueChanged, this, [this](double g) {
        edit([] { return tr("Set reserve"); }, [g](Build &b) { b.reserve = gibibytes(g); },
             int(CommandId::SetReserve));
    });

    // Long checkpoint ids must not widen the dock: combos elide instead.
    for (QComboBox *box : content->findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    connect(document, &BuildDocument::buildChanged, this, &BuildPanel::refresh);
    retranslate();
}

void BuildPanel::refuseEntry(QAbstractSpinBox *box, double value)
{
    const QLocale locale = box->locale();
    double least = 0, most = 0;
    int decimals = 0;
    QString suffix;
    if (auto *whole = qobject_cast<QSpinBox *>(box)) {
        least = whole->minimum();
        most = whole->maximum();
        suffix = whole->suffix();
    } else if (auto *real = qobject_cast<QDoubleSpinBox *>(box)) {
        least = real->minimum();
        most = real->maximum();
        decimals = real->decimals();
        suffix = real->suffix();
    }
    const auto shown = [&locale, decimals](double v) { return locale.toString(v, 'f', decimals); };
    // The field's own label, as the form shows it.
    QString field;
    for (QLabel *label : widget()->findChildren<QLabel *>())
        if (label->buddy() == box)
            field = label->text().remove(QLatin1Char('&'));
    showEntryProblem(box, tr("%1: %2 is not allowed. Enter %3 to %4%5.")
                              .arg(field, shown(value), shown(least), shown(most), suffix));
}

void BuildPanel::showEntryProblem(QWidget *field, const QString &message)
{
    m_entryProblem->setText(message);
    m_entryProblem->show();
    ensureWidgetVisible(m_entryProblem);
    QToolTip::showText(field->mapToGlobal(QPoint(0, field->height())), message, field);
    emit entryRefused(message);
}

template <typename Change>
void BuildPanel::edit(const EditBuild::Describe &text, Change change, int mergeId)
{
    m_entryProblem->hide();
    m_document->undoStack()->push(new EditBuild(m_document, text, change, CommandId(mergeId)));
}

void BuildPanel::retranslate()
{
    ++m_language;
    m_modelGroup->setTitle(tr("Checkpoint"));
    m_layoutGroup->setTitle(tr("Layout"));
    m_contextGroup->setTitle(tr("Context and cache"));
    m_speedGroup->setTitle(tr("Speed"));
    m_powerGroup->setTitle(tr("Power and host"));
    m_ruleGroup->setTitle(tr("Memory rule"));
    const auto setLabel = [](QFormLayout *form, QWidget *field, const QString &text) {
        int row = -1;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(field, &row, &role);
        QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
        auto *l = item ? qobject_cast<QLabel *>(item->widget()) : nullptr;
        if (!l) {
            l = new QLabel;
            form->setWidget(row, QFormLayout::LabelRole, l);
        }
        l->setText(text);
        l->setBuddy(field);
    };
    setLabel(m_modelForm, m_checkpoint, tr("&Model"));
    setLabel(m_layoutForm, m_tp, tr("&TP"));
    setLabel(m_layoutForm, m_pp, tr("&PP"));
    setLabel(m_layoutForm, m_dcp, tr("&DCP"));
    setLabel(m_layoutForm, m_dp, tr("D&P"));
    m_dp->setToolTip(tr("Data-parallel attention: each rank holds attention and dense layers and "
                        "its own conversations' cache; the routed experts are spread over all "
                        "ranks by EP (vLLM --data-parallel-size, SGLang --enable-dp-attention)"));
    setLabel(m_layoutForm, m_copies, tr("C&opies"));
    setLabel(m_layoutForm, m_prefillCopies, tr("Prefill copies"));
    setLabel(m_layoutForm, m_prefillLayout, tr("Prefill la&yout"));
    m_prefillLayout->setToolTip(
        tr("The prefill copies' own tensor-parallel size, pipeline stages and decode context "
           "parallelism: prefill wants compute per prompt, "
           "decode wants cache and bandwidth; the decode copies take the cards the prefill "
           "copies leave"));
    m_prefillCopies->setToolTip(
        tr("Prefill/decode split: this many copies only prefill prompts and hand their cache to "
           "the others, which only decode (vLLM's and SGLang's disaggregated serving); none: every "
           "copy does both"));
    m_ep->setText(tr("&Expert parallelism (EP)"));
    setLabel(m_contextForm, m_context, tr("Conte&xt"));
    setLabel(m_contextForm, m_cacheDtype, tr("&KV cache"));
    setLabel(m_contextForm, m_cacheBasis, tr("Cache &basis"));
    setLabel(m_speedForm, m_promptTokens, tr("Prompt &length"));
    setLabel(m_speedForm, m_answerTokens, tr("&Answer length"));
    setLabel(m_speedForm, m_activeConversations, tr("Acti&ve"));
    setLabel(m_speedForm, m_speedTarget, tr("Speed tar&get"));
    setLabel(m_speedForm, m_ttftTarget, tr("F&irst token within"));
    setLabel(m_speedForm, m_ttftP95Target, tr("&95th pct. within"));
    setLabel(m_speedForm, m_engine, tr("Serving e&ngine"));
    m_engine->setToolTip(tr("The engine's scheduler sets the fixed costs of a step and how "
                            "prompts share steps with decoding; the serving commands follow it"));
    m_promptTokens->setSuffix(tr(" tokens"));
    m_answerTokens->setSuffix(tr(" tokens"));
    m_activeConversations->setSuffix(tr(" conversations"));
    m_activeConversations->setSpecialValueText(tr("As many as fit"));
    m_speedTarget->setSuffix(tr(" tokens/s"));
    m_speedTarget->setSpecialValueText(tr("none"));
    m_promptTokens->setToolTip(
        tr("Input tokens per request (the prompt): its prefill gives the time to first token"));
    m_answerTokens->setToolTip(tr("Output tokens per request: a conversation decodes at its prompt "
                                  "plus half its answer on average"));
    m_activeConversations->setToolTip(
        tr("Conversations decoding at once, for the speed and the throughput; at the lowest "
           "value as many as fit in memory"));
    m_speedTarget->setToolTip(
        tr("The least tokens per second each conversation must get: the build serves the "
           "conversations that still get it (20 reads faster than people read); at the lowest "
           "value none is asked and memory alone limits the conversations"));
    for (QSpinBox *box : {m_ttftTarget, m_ttftP95Target}) {
        box->setSuffix(tr(" ms"));
        box->setSpecialValueText(tr("none"));
    }
    m_ttftTarget->setToolTip(
        tr("The median time to first token each conversation must get: the build serves the "
           "conversations at which half the prompts are answered within it (queueing for the "
           "prefill included); at the lowest value none is asked"));
    m_ttftP95Target->setToolTip(
        tr("The time to first token 95 of 100 prompts must get: the build serves the "
           "conversations at which it still holds; at the lowest value none is asked"));
    setLabel(m_powerForm, m_powerCap, tr("Power &cap"));
    setLabel(m_powerForm, m_cpu, tr("C&PU"));
    setLabel(m_powerForm, m_cpuCount, tr("CPUs per &server"));
    setLabel(m_powerForm, m_feed, tr("&Feed"));
    setLabel(m_ruleForm, m_utilization, tr("&Utilisation"));
    setLabel(m_ruleForm, m_reserve, tr("&Reserve"));
    setLabel(m_ruleForm, m_vllmVersion, tr("v&LLM version"));
    m_vllmVersion->setToolTip(tr("The vLLM release whose start-up memory profile the vLLM "
                                 "profile basis follows: what it charges before the cache"));
    // No mnemonic: every letter of it is taken in the panel or the menus.
    m_eager->setText(tr("Eager (no CUDA graphs)"));
    m_eager->setToolTip(
        tr("The engine runs without CUDA graphs (vLLM --enforce-eager, SGLang "
           "--disable-cuda-graph): the vLLM profile charges no graph memory, the serving "
           "command carries the flag, and each decode step waits for the host to launch every "
           "layer's kernels"));
    m_reserve->setSuffix(tr(" GiB"));
    m_context->setToolTip(tr("Presets or any token count: 32K, 200000, 1M"));
    refresh();
}

Layout BuildPanel::layoutFor(const QComboBox *box, int value) const
{
    const Build &b = m_document->build();
    const int cards = b.cardCount();
    Layout l = b.layout;
    const auto divide = [](int n, int d) { return d > 0 ? std::max(1, n / d) : 1; };
    if (box == m_tp) {
        l.tp = value;
        l.copies = divide(cards, l.tp * l.pp * l.dp);
        if (cards % (l.tp * l.pp * l.dp) != 0)
            l.copies = 0; // says why: TP x PP x DP does not divide the cards
    } else if (box == m_pp) {
        l.pp = value;
        l.tp = divide(cards, l.pp * l.dp * l.copies);
        if (cards % (l.pp * l.dp * l.copies) != 0)
            l.tp = 0;
    } else if (box == m_copies) {
        l.copies = value;
        l.tp = divide(cards, l.pp * l.dp * l.copies);
        if (cards % (l.pp * l.dp * l.copies) != 0)
            l.tp = 0;
    } else if (box == m_dp) {
        // DP ranks keep TP and PP; attention data parallel goes with EP.
        l.dp = value;
        if (value > 1)
            l.ep = true;
        l.copies = divide(cards, l.tp * l.pp * l.dp);
        if (cards % (l.tp * l.pp * l.dp) != 0)
            l.copies = 0;
    } else if (box == m_dcp) {
        l.dcp = value;
    }
    if (box != m_dcp && l.tp > 0 && l.tp % l.dcp != 0)
        l.dcp = 1;
    // A split needs a copy in each pool: fewer copies end it. The boxes
    // above lay out the decode copies over all cards, so the prefill copies
    // take their layout again.
    l.prefill.reset();
    if (l.prefillCopies >= l.copies)
        l.prefillCopies = 0;
    return l;
}

void BuildPanel::fillLayoutBox(QComboBox *box, const QList<int> &values, int current)
{
    const Build &b = m_document->build();
    const int cards = b.cardCount();
    const int layers = CardPlacement::layers(b, m_document->catalogue());
    // vLLM's own checks need the model and checkpoint (heads, experts, blocks).
    const Checkpoint *checkpoint = m_document->catalogue().checkpoint(b.checkpoint);
    const ModelFamily *family =
        checkpoint ? m_document->catalogue().model(checkpoint->model) : nullptr;
    // Same values as before: update the items in place, which costs no relayout.
    bool same = box->count() == values.size();
    for (qsizetype i = 0; same && i < values.size(); ++i)
        same = box->itemData(int(i)).toInt() == values[i];
    if (!same) {
        box->clear();
        for (int v : values)
            box->addItem(QString::number(v), v);
    }
    auto *model = qobject_cast<QStandardItemModel *>(box->model());
    for (int i = 0; i < box->count(); ++i) {
        const int v = box->itemData(i).toInt();
        const Layout l = layoutFor(box, v);
        const QString why = l.tp == 0 || l.copies == 0
                                ? tr("%1 cards do not divide into this split.").arg(cards)
                            : family ? LayoutOptions::whyNot(l, cards, *family, checkpoint)
                                     : LayoutOptions::whyNot(l, cards, layers);
        QStandardItem *item = model->item(i);
        const QString text = why.isEmpty() ? QString::number(v) : tr("%1 (not possible)").arg(v);
        const QString tip =
            why.isEmpty()
                ? (l.dp > 1 ? tr("TP %1 × PP %2 × DP %3 × %n copies, DCP %4", nullptr, l.copies)
                                  .arg(l.tp)
                                  .arg(l.pp)
                                  .arg(l.dp)
                                  .arg(l.dcp)
                            : tr("TP %1 × PP %2 × %n copies, DCP %3", nullptr, l.copies)
                                  .arg(l.tp)
                                  .arg(l.pp)
                                  .arg(l.dcp))
                : tr("Not offered: %1").arg(why);
        // Each change of an item tells the combo box to measure itself again.
        if (item->isEnabled() != why.isEmpty())
            item->setEnabled(why.isEmpty());
        if (item->text() != text)
            item->setText(text);
        if (item->toolTip() != tip)
            item->setToolTip(tip);
    }
    box->setCurrentIndex(box->findData(current));
    box->setEnabled(cards > 0);
}

void BuildPanel::chooseLayout(QComboBox *box)
{
    const Layout l = layoutFor(box, box->currentData().toInt());
    m_document->undoStack()->push(new SetLayout(m_document, l));
}

int BuildPanel::parseContext(const QString &text)
{
    QString t = text.trimmed().toUpper();
    t.remove(QLatin1Char(' ')).remove(QLatin1Char(',')).remove(QLatin1Char('.'));
    t.remove(QStringLiteral("TOKENS"));
    qint64 factor = 1;
    if (t.endsWith(QLatin1Char('K'))) {
        factor = 1024;
        t.chop(1);
    } else if (t.endsWith(QLatin1Char('M'))) {
        factor = 1024 * 1024;
        t.chop(1);
    }
    bool ok = false;
    const qint64 n = t.toLongLong(&ok) * factor;
    return ok && n > 0 && n <= SettingRanges::kMostTokens ? int(n) : 0;
}

int BuildPanel::mostContext() const
{
    // The model's own context; the build file's range where it is unknown.
    const ModelFamily *model = m_document->catalogue().modelOf(m_document->build().checkpoint);
    return model && model->maxContext > 0 ? std::min(model->maxContext, SettingRanges::kMostTokens)
                                          : SettingRanges::kMostTokens;
}

void BuildPanel::commitContext()
{
    const QString typed = m_context->currentText().trimmed();
    const int context = parseContext(typed);
    const int most = mostContext();
    if (context <= 0 || context > most) {
        if (!typed.isEmpty() && typed != QuantityFormat().tokens(m_document->build().context))
            showEntryProblem(
                m_context,
                tr("Context: \"%1\" is not a context this model takes. Enter %2 "
                   "to %3 tokens (32K and 1M are read too).")
                    .arg(typed, QuantityFormat().tokens(1), QuantityFormat().tokens(most)));
        refresh(); // shows the build's context again
        return;
    }
    m_entryProblem->hide();
    edit([context] { return tr("Set context to %1").arg(QuantityFormat().tokens(context)); },
         [context](Build &b) { b.context = context; }, int(CommandId::SetContext));
}

void BuildPanel::refresh()
{
    const Build &b = m_document->build();
    const Catalogue &catalogue = m_document->catalogue();
    const QuantityFormat format;
    const QList<QWidget *> controls = {m_checkpoint,
                                       m_tp,
                                       m_pp,
                                       m_dcp,
                                       m_dp,
                                       m_copies,
                                       m_prefillCopies,
                                       m_prefillLayout,
                                       m_ep,
                                       m_context,
                                       m_cacheDtype,
                                       m_cacheBasis,
                                       m_powerCap,
                                       m_cpu,
                                       m_cpuCount,
                                       m_feed,
                                       m_utilization,
                                       m_reserve,
                                       m_vllmVersion,
                                       m_eager,
                                       m_promptTokens,
                                       m_answerTokens,
                                       m_activeConversations,
                                       m_speedTarget,
                                       m_ttftTarget,
                                       m_ttftP95Target,
                                       m_engine};
    QList<std::shared_ptr<QSignalBlocker>> blockers;
    for (QWidget *w : controls)
        blockers.append(std::make_shared<QSignalBlocker>(w));

    // Lists are filled again only when what they list changes: refilling
    // a combo box relayouts the panel, and this runs on every edit.
    if (m_checkpoint->count() != catalogue.checkpoints().size() || m_filledLanguage != m_language) {
        m_filledLanguage = m_language;
        m_checkpoint->clear();
        for (const Checkpoint &c : catalogue.checkpoints())
            m_checkpoint->addItem(c.id, c.id);
        m_context->clear();
        for (int c : kContextPresets)
            m_context->addItem(format.tokens(c), c);
        m_cacheDtype->clear();
        m_cacheDtype->addItem(tr("16-bit (BF16)"), int(CacheDtype::Bf16));
        m_cacheDtype->addItem(tr("FP8"), int(CacheDtype::Fp8));
        m_cacheBasis->clear();
        m_cacheBasis->addItem(tr("Larger of the two"), int(CacheBasis::Conservative));
        m_cacheBasis->addItem(tr("Published figure"), int(CacheBasis::Published));
        m_cacheBasis->addItem(tr("Config arithmetic"), int(CacheBasis::Config));
        m_cacheBasis->addItem(tr("vLLM profile"), int(CacheBasis::Vllm));
        m_cacheBasis->setItemData(m_cacheBasis->count() - 1,
                                  tr("Config arithmetic in the memory vLLM's start-up profile "
                                     "leaves (weights, peak activations, non-torch, NCCL) "
                                     "instead of the fixed reserve"),
                                  Qt::ToolTipRole);
        m_engine->clear();
        m_engine->addItem(tr("vLLM"), int(ServingEngine::Vllm));
        m_engine->addItem(tr("SGLang"), int(ServingEngine::Sglang));
        m_cpu->clear();
        for (const Cpu &c : catalogue.cpus())
            m_cpu->addItem(c.name, c.id);
        m_feed->clear();
        for (const Feed &f : catalogue.feeds())
            m_feed->addItem(f.name.text(), f.id);
        m_filledCard.clear();
        m_filledLayout = {};
    }
    m_checkpoint->setCurrentIndex(m_checkpoint->findData(b.checkpoint));
    if (const Checkpoint *c = catalogue.checkpoint(b.checkpoint)) {
        const QStringList licences =
            CheckpointLicences::names(catalogue, catalogue.model(c->model), *c);
        const QString info = tr("%1, %2 (%3); licence: %4")
                                 .arg(c->formatDetail.text(), format.gib(c->size, 1),
                                      format.gb(c->size), licences.join(QStringLiteral(", ")));
        if (m_checkpointInfo->text() != info)
            m_checkpointInfo->setText(info);
        const QString formatTip = WeightFormatFacts::label(c->format);
        if (m_checkpointInfo->toolTip() != formatTip)
            m_checkpointInfo->setToolTip(formatTip);
    }

    const int cards = b.cardCount();
    const int layers = CardPlacement::layers(b, catalogue);
    const Checkpoint *checkpoint = catalogue.checkpoint(b.checkpoint);
    const ModelFamily *model = checkpoint ? catalogue.model(checkpoint->model) : nullptr;
    // DP attention is offered where the model has routed experts to spread.
    const bool experts =
        model && checkpoint && LayoutOptions::offersDataParallel(*model, *checkpoint);
    const auto signature = std::make_tuple(cards, layers, b.layout.tp, b.layout.pp, b.layout.dcp,
                                           b.layout.copies, b.layout.ep, b.checkpoint, b.layout.dp,
                                           experts, b.layout.prefillCopies, b.layout.prefill);
    if (signature != m_filledLayout) {
        m_filledLayout = signature;
        const QList<int> divisors = LayoutOptions::divisors(std::max(1, cards));
        fillLayoutBox(m_tp, divisors, b.layout.tp);
        fillLayoutBox(m_pp, divisors, b.layout.pp);
        fillLayoutBox(m_dcp, divisors, b.layout.dcp);
        fillLayoutBox(m_dp, divisors, b.layout.dp);
        fillLayoutBox(m_copies, divisors, b.layout.copies);
        fillPrefillCopies(b.layout);
        fillPrefillLayout(b.layout, cards, model, checkpoint);
        const bool showDp = experts || b.layout.dp > 1;
        m_dp->setVisible(showDp);
        if (QWidget *label = m_layoutForm->labelForField(m_dp))
            label->setVisible(showDp);
        const int possible = int((model ? LayoutOptions::all(cards, *model, checkpoint, b.layout.ep)
                                        : LayoutOptions::all(cards, layers))
                                     .size());
        m_layoutWhy->setText(
            cards == 0 ? tr("Place cards to choose a layout.")
                       : tr("%1 cards allow %n layout(s) vLLM starts: TP × PP × copies = %1, "
                            "TP divides the heads, DCP divides TP, PP at most the model's layers. "
                            "Greyed values say why on hover.",
                            nullptr, possible)
                             .arg(cards));
    }
    m_ep->setChecked(b.layout.ep);

    const int index = m_context->findData(b.context);
    if (index >= 0)
        m_context->setCurrentIndex(index);
    else if (parseContext(m_context->currentText()) != b.context)
        m_context->setEditText(format.tokens(b.context));
    m_cacheDtype->setCurrentIndex(m_cacheDtype->findData(int(b.cacheDtype)));
    m_cacheBasis->setCurrentIndex(m_cacheBasis->findData(int(b.cacheBasis)));

    const Server *first = b.servers.isEmpty() ? nullptr : &b.servers.first();
    const Card *card = firstCard(b, catalogue);
    const QString cardId = card ? card->id : QStringLiteral("-");
    if (cardId != m_filledCard) {
        m_filledCard = cardId;
        m_powerCap->clear();
        m_powerCap->addItem(tr("None (highest limit)"), 0.0);
        if (card)
            for (const Watts &w : card->powerLimits)
                m_powerCap->addItem(format.watts(w), inWatts(w));
    }
    m_powerCap->setCurrentIndex(
        std::max(0, m_powerCap->findData(first ? inWatts(first->powerCap) : 0.0)));
    m_cpu->setCurrentIndex(first ? m_cpu->findData(first->cpu) : -1);
    int sockets = 0;
    for (const Server &s : b.servers)
        if (const Chassis *c = catalogue.chassisById(s.chassis))
            sockets = std::max(sockets, c->sockets);
    m_cpuCount->setRange(0, sockets);
    m_cpuCount->setValue(first ? first->cpuCount : 0);
    m_feed->setCurrentIndex(first ? m_feed->findData(first->feed) : -1);
    m_utilization->setValue(b.utilization);
    m_reserve->setValue(inGiB(b.reserve));
    fillVllmVersions(b);
    m_eager->setChecked(b.enforceEager);
    m_promptTokens->setValue(b.promptTokens);
    m_answerTokens->setValue(b.answerTokens);
    m_activeConversations->setValue(b.activeConversations);
    m_speedTarget->setValue(b.speedTarget);
    m_ttftTarget->setValue(int(std::lround(inMilliseconds(b.ttftTarget))));
    m_ttftP95Target->setValue(int(std::lround(inMilliseconds(b.ttftP95Target))));
    m_engine->setCurrentIndex(m_engine->findData(int(b.engine)));
    for (QWidget *w : controls)
        if (w != m_tp && w != m_pp && w != m_dcp && w != m_dp && w != m_copies)
            w->setEnabled(!b.servers.isEmpty() || w == m_checkpoint);
    // What an elided choice says in full ("Keine (höchste Leistungsgrenze)"),
    // where the box has no tooltip of its own.
    for (QComboBox *box : {m_checkpoint, m_cacheDtype, m_cacheBasis, m_powerCap, m_cpu, m_feed})
        if (box->toolTip() != box->currentText())
            box->setToolTip(box->currentText());
}

void BuildPanel::fillPrefillCopies(const Layout &layout)
{
    // Offered where there are copies to split; a split kept from a file with
    // fewer copies than it names is shown as it is (the engine refuses it).
    const int most = std::max(layout.copies - 1, layout.prefillCopies);
    m_prefillCopies->clear();
    m_prefillCopies->addItem(tr("none"), 0);
    for (int p = 1; p <= most; ++p)
        m_prefillCopies->addItem(tr("%1 of %2").arg(p).arg(layout.copies), p);
    m_prefillCopies->setCurrentIndex(m_prefillCopies->findData(layout.prefillCopies));
    const bool show = most > 0;
    m_prefillCopies->setVisible(show);
    if (QWidget *label = m_layoutForm->labelForField(m_prefillCopies))
        label->setVisible(show);
}

void BuildPanel::fillPrefillLayout(const Layout &layout, int cards, const ModelFamily *model,
                                   const Checkpoint *checkpoint)
{
    m_prefillLayout->clear();
    m_prefillLayout->addItem(tr("as the decode copies"));
    QList<PrefillLayout> &choices = m_prefillChoices;
    choices.clear();
    if (model && layout.disaggregated())
        choices = LayoutOptions::prefillChoices(layout, cards, *model, checkpoint);
    if (layout.prefill && !choices.contains(*layout.prefill))
        choices.append(*layout.prefill); // from a file: shown as it is
    for (const PrefillLayout &p : choices) {
        const QString name =
            p.pp > 1 ? tr("TP %1 x PP %2").arg(p.tp).arg(p.pp) : tr("TP %1").arg(p.tp);
        m_prefillLayout->addItem(p.dcp > 1 ? tr("%1 with DCP %2").arg(name).arg(p.dcp) : name);
    }
    const int current = layout.prefill ? int(choices.indexOf(*layout.prefill)) + 1 : 0;
    m_prefillLayout->setCurrentIndex(current);
    const bool show = layout.disaggregated();
    m_prefillLayout->setVisible(show);
    if (QWidget *label = m_layoutForm->labelForField(m_prefillLayout))
        label->setVisible(show);
}

void BuildPanel::fillVllmVersions(const Build &b)
{
    // The releases where what vLLM charges changed (docs/vllm-memory.md, "By
    // version"), the current one first, and the build's own if it is another.
    QList<VllmVersion> versions{{0, 7},
                                VllmVersionProfile::kFirstV1Default,
                                VllmVersionProfile::kFirstSnapshotV1,
                                {0, 10},
                                VllmVersionProfile::kV0Removed,
                                {0, 19},
                                VllmVersionProfile::kGraphsEstimated};
    if (!b.vllmVersion.isCurrent() && !versions.contains(b.vllmVersion))
        versions.append(b.vllmVersion);
    std::sort(versions.begin(), versions.end());
    const QString current =
        tr("Current (%1, %2)")
            .arg(VllmVersionProfile::current().text(),
                 QLocale().toString(VllmVersionProfile::currentDate(), QLocale::ShortFormat));
    if (m_vllmVersion->count() != versions.size() + 1 || m_vllmVersion->itemText(0) != current) {
        m_vllmVersion->clear();
        m_vllmVersion->addItem(current, QString());
        for (const VllmVersion &v : versions)
            m_vllmVersion->addItem(v.text(), v.text());
    }
    m_vllmVersion->setCurrentIndex(std::max(
        0, m_vllmVersion->findData(b.vllmVersion.isCurrent() ? QString() : b.vllmVersion.text())));
    const bool vllm = b.cacheBasis == CacheBasis::Vllm;
    m_vllmVersion->setVisible(vllm);
    if (QWidget *label = m_ruleForm->labelForField(m_vllmVersion))
        label->setVisible(vllm);
}

QSize BuildPanel::minimumSizeHint() const
{
    const int content = widget()->minimumSizeHint().width();
    return QSize(content + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
                 QScrollArea::minimumSizeHint().height());
}

void BuildPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateGeometry(); // German labels are longer
    }
    QScrollArea::changeEvent(event);
}

} // namespace llmconf
