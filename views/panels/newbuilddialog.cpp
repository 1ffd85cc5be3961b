// SPDX-License-Identifier: MIT
#include "newbuilddialog.h"

#include "buildassembler.h"
#include "catalogue.h"
#include "chassisfit.h"
#include "soldcards.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace llmconf {

namespace {
const QString kCardKey = QStringLiteral("newBuild/card");
const QString kChassisKey = QStringLiteral("newBuild/chassis");
const QString kCountKey = QStringLiteral("newBuild/count");
// Cards of one build: 64 servers of eight, the planner's scale.
constexpr int kMostCards = 512;
} // namespace

NewBuildDialog::NewBuildDialog(const Catalogue &catalogue, const QStringList &recentFiles,
                               QWidget *parent)
    : QDialog(parent), m_catalogue(catalogue), m_form(new QFormLayout), m_start(new QComboBox),
      m_chassis(new QComboBox), m_card(new QComboBox), m_count(new QSpinBox), m_summary(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("newBuildDialog"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    m_form->addRow(new QLabel, m_start);
    m_form->addRow(new QLabel, m_card);
    m_form->addRow(new QLabel, m_count);
    m_form->addRow(new QLabel, m_chassis);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_start->addItem(QString());
    for (const QString &path : recentFiles)
        m_start->addItem(QFileInfo(path).fileName(), path);
    for (const Card &card : catalogue.cards())
        m_card->addItem(card.shortName, card.id);
    for (const Chassis &chassis : catalogue.chassis())
        m_chassis->addItem(chassis.name.text(), chassis.id);
    m_count->setRange(1, kMostCards);

    // The last choice, else the first card sold in the smallest chassis, full.
    const QSettings settings;
    const QStringList sold = SoldCards::ids(catalogue);
    const QString fallbackCard =
        sold.isEmpty() ? (catalogue.cards().isEmpty() ? QString() : catalogue.cards().first().id)
                       : sold.first();
    const QString card = settings.value(kCardKey, fallbackCard).toString();
    m_card->setCurrentIndex(std::max(0, m_card->findData(card)));
    const QString chassis = settings.value(kChassisKey).toString();
    m_chassis->setCurrentIndex(
        std::max(0, m_chassis->findData(chassis.isEmpty()
                                            ? BuildAssembler::chassisFor(
                                                  catalogue, m_card->currentData().toString(), 1)
                                            : chassis)));
    const Chassis *shown = catalogue.chassisById(m_chassis->currentData().toString());
    m_count->setValue(settings.value(kCountKey, shown ? shown->gpuSlots : 1).toInt());
    cardChanged();

    connect(m_start, &QComboBox::currentIndexChanged, this, &NewBuildDialog::update);
    connect(m_card, &QComboBox::currentIndexChanged, this, &NewBuildDialog::cardChanged);
    connect(m_chassis, &QComboBox::currentIndexChanged, this, &NewBuildDialog::update);
    connect(m_count, &QSpinBox::valueChanged, this, &NewBuildDialog::update);
    m_card->setFocus();
    retranslate();
}

void NewBuildDialog::retranslate()
{
    setWindowTitle(tr("New build"));
    const auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field))) {
            l->setText(text);
            l->setBuddy(field);
        }
    };
    label(m_start, tr("&Start from"));
    label(m_card, tr("&Card"));
    label(m_count, tr("&Number of cards"));
    label(m_chassis, tr("C&hassis"));
    m_start->setItemText(0, tr("Empty servers with these cards"));
    m_chassis->setToolTip(tr("The servers' chassis; as many servers as the cards need"));
    update();
}

void NewBuildDialog::cardChanged()
{
    const Card *card = m_catalogue.card(m_card->currentData().toString());
    const Chassis *chassis = m_catalogue.chassisById(m_chassis->currentData().toString());
    if (card && (!chassis || !ChassisFit::takes(*card, *chassis))) {
        const QString fitting = BuildAssembler::chassisFor(m_catalogue, card->id, m_count->value());
        if (const int i = m_chassis->findData(fitting); i >= 0)
            m_chassis->setCurrentIndex(i);
    }
    update();
}

int NewBuildDialog::servers() const
{
    const Chassis *chassis = m_catalogue.chassisById(m_chassis->currentData().toString());
    const int perServer = chassis ? std::max(1, chassis->gpuSlots) : 1;
    return (m_count->value() + perServer - 1) / perServer;
}

void NewBuildDialog::update()
{
    const bool fromFile = m_start->currentIndex() > 0;
    for (QWidget *w : std::initializer_list<QWidget *>{m_card, m_count, m_chassis})
        w->setEnabled(!fromFile);
    const Card *card = m_catalogue.card(m_card->currentData().toString());
    const Chassis *chassis = m_catalogue.chassisById(m_chassis->currentData().toString());
    QString refusal;
    if (!fromFile && card && chassis)
        refusal = ChassisFit::whyNot(*card, *chassis, m_catalogue);
    if (fromFile)
        m_summary->setText(tr("Opens %1.").arg(m_start->currentData().toString()));
    else if (!refusal.isEmpty())
        m_summary->setText(refusal);
    else
        m_summary->setText(tr("%n server(s) with %1 × %2.", nullptr, servers())
                               .arg(m_count->value())
                               .arg(m_card->currentText()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(fromFile || (refusal.isEmpty() && card));
}

NewBuildDialog::Choice NewBuildDialog::choice() const
{
    Choice c;
    if (m_start->currentIndex() > 0) {
        c.recentFile = m_start->currentData().toString();
        return c;
    }
    c.chassis = m_chassis->currentData().toString();
    c.card = m_card->currentData().toString();
    c.count = m_count->value();
    return c;
}

void NewBuildDialog::accept()
{
    if (m_start->currentIndex() == 0) {
        QSettings settings;
        settings.setValue(kCardKey, m_card->currentData());
        settings.setValue(kChassisKey, m_chassis->currentData());
        settings.setValue(kCountKey, m_count->value());
    }
    QDialog::accept();
}

void NewBuildDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace llmconf
