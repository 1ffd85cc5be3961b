// SPDX-License-Identifier: MIT
#include "addcarddialog.h"

#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "jsoncursor.h"
#include "usercatalogue.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace llmconf {

AddCardDialog::AddCardDialog(const Catalogue &catalogue, QString userCataloguePath, QWidget *parent)
    : QDialog(parent), m_catalogue(catalogue), m_path(std::move(userCataloguePath))
{
    // Labels are set by retranslate(): the dialog may stay open over a language switch.
    auto *form = new QFormLayout;
    m_form = form;
    m_template = new QComboBox;
    for (const Card &c : catalogue.cards())
        m_template->addItem(c.name, c.id);
    form->addRow(new QLabel, m_template);
    const auto line = [form](const QString &placeholder = QString()) {
        auto *edit = new QLineEdit;
        edit->setPlaceholderText(placeholder);
        form->addRow(new QLabel, edit);
        return edit;
    };
    m_id = line();
    m_name = line();
    m_shortName = line();
    m_generation = line();
    m_compute = line(QStringLiteral("9.0"));
    m_memory = line(QStringLiteral("81559 MiB"));
    m_nominal = line(QStringLiteral("80 GB"));
    m_memoryType = line(QStringLiteral("HBM3"));
    m_bandwidth = line(QStringLiteral("3.35 TB/s"));
    m_powerLimits = line(QStringLiteral("700 W, 450 W"));
    m_nvlinkGroup = new QSpinBox;
    m_nvlinkGroup->setRange(0, 72);
    form->addRow(new QLabel, m_nvlinkGroup);
    m_formFactor = new QComboBox;
    for (const char *id : {"pcie-dual-slot", "sxm", "superchip", "integrated"})
        m_formFactor->addItem(QString(), QString::fromLatin1(id));
    form->addRow(new QLabel, m_formFactor);

    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    m_message->setObjectName(QStringLiteral("problem"));
    // A button of our own: the box would set a standard OK back to "OK" on a switch.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_addButton = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &AddCardDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    retranslate();
    connect(m_template, &QComboBox::currentIndexChanged, this,
            [this](int i) { startFrom(m_template->itemData(i).toString()); });
    if (m_template->count() > 0)
        startFrom(m_template->itemData(0).toString());
}

void AddCardDialog::retranslate()
{
    setWindowTitle(tr("Add card"));
    const auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_template, tr("Start from:"));
    label(m_id, tr("Id:"));
    m_id->setPlaceholderText(tr("my-card (letters, digits, -)"));
    label(m_name, tr("Name:"));
    m_name->setPlaceholderText(tr("NVIDIA ..."));
    label(m_shortName, tr("Short name:"));
    label(m_generation, tr("Generation:"));
    m_generation->setPlaceholderText(tr("Hopper, Blackwell, ..."));
    label(m_compute, tr("Compute capability:"));
    label(m_memory, tr("Memory as the driver reports it:"));
    label(m_nominal, tr("Memory as sold:"));
    label(m_memoryType, tr("Memory type:"));
    label(m_bandwidth, tr("Bandwidth:"));
    label(m_powerLimits, tr("Power limits, highest first:"));
    m_nvlinkGroup->setToolTip(tr("How many cards one NVLink domain joins; 0 for none"));
    label(m_nvlinkGroup, tr("NVLink group:"));
    m_formFactor->setItemText(0, tr("PCIe, double width"));
    m_formFactor->setItemText(1, tr("SXM module (HGX board)"));
    m_formFactor->setItemText(2, tr("Superchip (NVL72 tray)"));
    m_formFactor->setItemText(3, tr("Integrated system"));
    label(m_formFactor, tr("Form factor:"));
    m_addButton->setText(tr("Add card"));
}

void AddCardDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AddCardDialog::startFrom(const QString &cardId)
{
    const Card *c = m_catalogue.card(cardId);
    if (!c)
        return;
    {
        // The list names the card started from, also when a caller chose it.
        const QSignalBlocker blocker(m_template);
        m_template->setCurrentIndex(m_template->findData(cardId));
    }
    const QJsonObject o = CatalogueEntryWriter::card(*c);
    m_id->setText(c->id + QStringLiteral("-copy"));
    m_name->setText(c->name);
    m_shortName->setText(c->shortName);
    m_generation->setText(c->generation);
    m_compute->setText(c->computeCapability());
    m_memory->setText(c->fixedBudget.value() > 0 ? QString()
                                                 : QString::number(inMiB(c->driverMemory), 'f', 0) +
                                                       QStringLiteral(" MiB"));
    m_nominal->setText(QString::number(inGB(c->nominalMemory), 'g', 6) + QStringLiteral(" GB"));
    m_memoryType->setText(c->memoryType.english());
    m_bandwidth->setText(QString::number(inGBps(c->bandwidth), 'g', 6) + QStringLiteral(" GB/s"));
    QStringList limits;
    for (const Watts &w : c->powerLimits)
        limits.append(QString::number(w.value(), 'g', 6) + QStringLiteral(" W"));
    m_powerLimits->setText(limits.join(QStringLiteral(", ")));
    m_nvlinkGroup->setValue(c->nvlinkGroup);
    m_formFactor->setCurrentIndex(
        m_formFactor->findData(CatalogueEntryWriter::formFactorName(c->formFactor)));
    m_otherFields = c->otherFields;
    m_chassis = c->chassis;
    m_chassisFormFactor = CatalogueEntryWriter::formFactorName(c->formFactor);
    m_message->clear();
}

QJsonObject AddCardDialog::entry() const
{
    QJsonObject o = m_otherFields;
    o.insert(QStringLiteral("id"), m_id->text().trimmed());
    o.insert(QStringLiteral("name"), m_name->text().trimmed());
    if (!m_shortName->text().trimmed().isEmpty())
        o.insert(QStringLiteral("shortName"), m_shortName->text().trimmed());
    o.insert(QStringLiteral("generation"), m_generation->text().trimmed());
    o.insert(QStringLiteral("computeCapability"), m_compute->text().trimmed());
    o.insert(QStringLiteral("memoryReported"), m_memory->text().trimmed());
    o.insert(QStringLiteral("memoryNominal"), m_nominal->text().trimmed());
    if (!m_memoryType->text().trimmed().isEmpty())
        o.insert(QStringLiteral("memoryType"), m_memoryType->text().trimmed());
    o.insert(QStringLiteral("bandwidth"), m_bandwidth->text().trimmed());
    QJsonArray limits;
    for (const QString &l : m_powerLimits->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        limits.append(l.trimmed());
    o.insert(QStringLiteral("powerLimits"), limits);
    o.insert(QStringLiteral("nvlinkGroup"), m_nvlinkGroup->value());
    o.insert(QStringLiteral("formFactor"), m_formFactor->currentData().toString());
    if (!m_chassis.isEmpty() && m_formFactor->currentData().toString() == m_chassisFormFactor)
        o.insert(QStringLiteral("chassis"), QJsonArray::fromStringList(m_chassis));
    return o;
}

std::optional<Card> AddCardDialog::card() const
{
    m_problem.clear();
    try {
        const JsonCursor cursor(tr("card"), entry());
        Card c = CatalogueReader::readCard(cursor);
        if (Catalogue::builtIn().card(c.id)) {
            m_problem =
                tr("Id: \"%1\" is a built-in card; give your card its own id and name.").arg(c.id);
            return std::nullopt;
        }
        return c;
    } catch (const FormatError &e) {
        m_problem = e.message();
        return std::nullopt;
    }
}

QString AddCardDialog::problem() const
{
    return m_problem;
}

void AddCardDialog::accept()
{
    const std::optional<Card> c = card();
    if (!c) {
        m_message->setText(m_problem);
        return;
    }
    try {
        UserCatalogue::storeCard(*c, Catalogue::builtIn(), m_path);
    } catch (const FormatError &e) {
        m_message->setText(e.message());
        return;
    }
    emit added(*c);
    QDialog::accept();
}

} // namespace llmconf
