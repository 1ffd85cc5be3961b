// SPDX-License-Identifier: MIT
#include "importdialog.h"

#include "catalogue.h"
#include "checkpointimporter.h"
#include "checkpointlicences.h"
#include "formaterror.h"
#include "importedcheckpoint.h"
#include "missingfieldserror.h"
#include "quantityformat.h"
#include "usercatalogue.h"
#include "weightformatfacts.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleValidator>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace llmconf {

namespace {
// The one entered value that is not a config.json field: the weights, asked in GB.
const QString kWeights = QStringLiteral("weightsBytes");
const char *const kFieldProperty = "configField";
} // namespace

ImportDialog::ImportDialog(const Catalogue &base, QWidget *parent)
    : QDialog(parent), m_base(base), m_cataloguePath(UserCatalogue::defaultPath()),
      m_folderLabel(new QLabel(this)), m_folderEdit(new QLineEdit(this)),
      m_browseButton(new QPushButton(this)), m_resultBox(new QGroupBox(this)),
      m_idLabel(new QLabel(m_resultBox)), m_idEdit(new QLineEdit(m_resultBox)),
      m_details(new QLabel(m_resultBox)), m_notes(new QLabel(m_resultBox)),
      m_missingBox(new QGroupBox(this)), m_missingIntro(new QLabel(m_missingBox)),
      m_missingForm(new QFormLayout), m_retryButton(new QPushButton(m_missingBox)),
      m_errorLabel(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      m_importButton(m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole))
{
    // A path can be typed or pasted as well as browsed to.
    m_folderEdit->setObjectName(QStringLiteral("folderEdit"));
    m_folderEdit->installEventFilter(this);
    installEventFilter(this); // grows with what it shows
    m_browseButton->setObjectName(QStringLiteral("browseButton"));
    m_idEdit->setObjectName(QStringLiteral("idEdit"));
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setTextFormat(Qt::RichText);
    m_notes->setWordWrap(true);
    m_missingIntro->setWordWrap(true);
    m_retryButton->setObjectName(QStringLiteral("retryButton"));
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b00020"));
    m_importButton->setObjectName(QStringLiteral("importButton"));

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folderLabel);
    folderRow->addWidget(m_folderEdit, 1);
    folderRow->addWidget(m_browseButton);

    auto *idRow = new QHBoxLayout;
    idRow->addWidget(m_idLabel);
    idRow->addWidget(m_idEdit, 1);
    auto *resultLayout = new QVBoxLayout(m_resultBox);
    resultLayout->addLayout(idRow);
    resultLayout->addWidget(m_details);
    resultLayout->addWidget(m_notes);

    auto *missingLayout = new QVBoxLayout(m_missingBox);
    missingLayout->addWidget(m_missingIntro);
    missingLayout->addLayout(m_missingForm);
    missingLayout->addWidget(m_retryButton, 0, Qt::AlignRight);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(folderRow);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_missingBox);
    layout->addWidget(m_resultBox);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_browseButton, &QPushButton::clicked, this, &ImportDialog::browse);
    connect(m_folderEdit, &QLineEdit::editingFinished, this, &ImportDialog::readTypedFolder);
    connect(m_retryButton, &QPushButton::clicked, this, &ImportDialog::retryWithEntered);
    connect(m_importButton, &QPushButton::clicked, this, [this] {
        if (importCheckpoint())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslate();
    showResult();
}

ImportDialog::~ImportDialog()
{
    // ~QDialog hides the dialog, which moves the focus out of the folder
    // field: its editingFinished must not reach a half-destroyed dialog
    // (UBSan: downcast of a QDialog to ImportDialog).
    disconnect(m_folderEdit, nullptr, this, nullptr);
}

void ImportDialog::browse()
{
    const QString path = QFileDialog::getExistingDirectory(
        this, tr("Folder of a Hugging Face checkpoint"), m_directory);
    if (!path.isEmpty())
        setDirectory(path);
}

bool ImportDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == this && event->type() == QEvent::LayoutRequest) {
        growToContents();
        return false;
    }
    if (watched == m_folderEdit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            // Not the dialog's default button: that would import the folder shown before.
            readTypedFolder();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ImportDialog::readTypedFolder()
{
    const QString typed = QDir::fromNativeSeparators(m_folderEdit->text().trimmed());
    if (!typed.isEmpty() && typed != m_directory)
        setDirectory(typed);
}

void ImportDialog::setDirectory(const QString &path)
{
    m_directory = path;
    m_folderEdit->setText(path);
    m_entered.clear();
    m_idEdit->setText(CheckpointImporter::idForDirectory(path));
    runImport();
}

void ImportDialog::runImport()
{
    // Every attempt starts from nothing: a failed attempt leaves no result behind.
    m_result.reset();
    m_missing.clear();
    m_error.clear();
    try {
        m_result = std::make_unique<ImportedCheckpoint>(CheckpointImporter::importDirectory(
            m_base, m_directory, m_entered, m_idEdit->text().trimmed()));
        clearMissingForm();
    } catch (const MissingFieldsError &e) {
        m_missing = e.fields();
        showMissing(e.message());
    } catch (const FormatError &e) {
        clearMissingForm();
        m_error = e.message();
    }
    showError(m_error);
    showResult();
}

void ImportDialog::clearMissingForm()
{
    while (m_missingForm->rowCount() > 0)
        m_missingForm->removeRow(0);
    m_missingMessage.clear();
    m_missingBox->setVisible(false);
}

void ImportDialog::showMissing(const QString &message)
{
    // Keep what the user typed when the same field is asked again.
    QMap<QString, double> typed = m_entered;
    clearMissingForm();
    m_missingMessage = message;
    for (const QString &field : std::as_const(m_missing)) {
        QWidget *editor = nullptr;
        if (field == kWeights) {
            auto *line = new QLineEdit(m_missingBox);
            auto *validator = new QDoubleValidator(0.001, 1e7, 3, line);
            validator->setNotation(QDoubleValidator::StandardNotation);
            line->setValidator(validator);
            if (typed.contains(field))
                line->setText(QLocale().toString(inGB(bytes(typed.value(field))), 'f', 1));
            editor = line;
        } else {
            auto *spin = new QSpinBox(m_missingBox);
            spin->setRange(1, 100000000);
            spin->setValue(typed.contains(field) ? int(typed.value(field)) : 1);
            editor = spin;
        }
        editor->setObjectName(QStringLiteral("field:") + field);
        editor->setProperty(kFieldProperty, field);
        m_missingForm->addRow(new QLabel(m_missingBox), editor);
    }
    m_missingBox->setVisible(true);
    retranslate();
}

void ImportDialog::retryWithEntered()
{
    for (int row = 0; row < m_missingForm->rowCount(); ++row) {
        QWidget *editor = m_missingForm->itemAt(row, QFormLayout::FieldRole)->widget();
        const QString field = editor->property(kFieldProperty).toString();
        if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
            m_entered.insert(field, spin->value());
        } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            bool ok = false;
            const double gb = QLocale().toDouble(line->text(), &ok);
            if (!ok || gb <= 0) {
                showError(tr("Enter the weights in GB as a number above zero."));
                line->setFocus();
                return;
            }
            m_entered.insert(field, inBytes(gigabytes(gb)));
        }
    }
    runImport();
}

bool ImportDialog::importCheckpoint()
{
    const QString id = m_idEdit->text().trimmed();
    if (!m_result || id.isEmpty()) {
        showError(id.isEmpty() ? tr("The checkpoint needs an id.")
                               : tr("Nothing imported yet: choose a folder."));
        return false;
    }
    try {
        // Read again under the id as edited, so that model, checkpoint and
        // publisher all carry it; nothing is stored unless this succeeds.
        const ImportedCheckpoint entry =
            CheckpointImporter::importDirectory(m_base, m_directory, m_entered, id);
        UserCatalogue::store(entry.entry, m_cataloguePath);
        *m_result = entry;
    } catch (const FormatError &e) {
        showError(e.message());
        return false;
    }
    emit imported(id);
    return true;
}

void ImportDialog::showError(const QString &message)
{
    m_errorLabel->setText(message);
    m_errorLabel->setVisible(!message.isEmpty());
}

QString ImportDialog::provenanceMark(const QString &key) const
{
    switch (m_result->provenance.value(key, Provenance::Read)) {
    case Provenance::Estimated:
        return tr("estimated");
    case Provenance::Entered:
        return tr("entered");
    case Provenance::Read:
        break;
    }
    return tr("read");
}

void ImportDialog::showResult()
{
    m_resultBox->setVisible(m_result != nullptr);
    m_importButton->setEnabled(m_result != nullptr);
    if (!m_result)
        return;
    const ImportedCheckpoint &r = *m_result;
    const QuantityFormat format{locale()};
    const auto row = [this](const QString &what, const QString &value, const QString &key) {
        // A licence not stated has no provenance, and gets no mark.
        const QString mark = m_result->provenance.contains(key)
                                 ? QStringLiteral("(%1)").arg(provenanceMark(key))
                                 : QString();
        return QStringLiteral("<tr><td>%1</td><td align=\"right\"><b>%2</b></td>"
                              "<td><i>%3</i></td></tr>")
            .arg(what.toHtmlEscaped(), value.toHtmlEscaped(), mark.toHtmlEscaped());
    };
    QString html = QStringLiteral("<table cellspacing=\"4\">");
    html += row(tr("Architecture"), r.architecture, QStringLiteral("architecture"));
    html += row(tr("Cache per token (16-bit)"), format.kib(r.cacheBytesPerToken, 1),
                QStringLiteral("cacheBytesPerToken"));
    html += row(tr("Linear-attention state per conversation"), format.mib(r.linearStateBytes, 0),
                QStringLiteral("linearStateBytes"));
    html += row(tr("Weights"), format.gb(r.weightsBytes, 1), QStringLiteral("weightsBytes"));
    html += row(tr("Weight format"),
                tr("%1; %2").arg(r.entry.checkpoint.formatDetail.text(),
                                 WeightFormatFacts::label(r.entry.checkpoint.format)),
                QStringLiteral("weightFormat"));
    html += row(tr("Licence"),
                CheckpointLicences::names(m_base, &r.entry.model, r.entry.checkpoint)
                    .join(QStringLiteral(", ")),
                QStringLiteral("licence"));
    html += QStringLiteral("</table>");
    m_details->setText(html);

    QStringList notes = r.notes;
    if (m_base.checkpoint(m_idEdit->text().trimmed()))
        notes.prepend(tr("A checkpoint with this id is already in the catalogue; importing "
                         "replaces it for this user."));
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
}

void ImportDialog::growToContents()
{
    // What was read needs more room than the empty form (the licence row):
    // the dialog grows to it rather than clipping it.
    layout()->activate();
    resize(size().expandedTo(sizeHint()));
}

void ImportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ImportDialog::retranslate()
{
    setWindowTitle(tr("Import checkpoint from Hugging Face files"));
    m_folderLabel->setText(tr("Folder:"));
    m_folderEdit->setPlaceholderText(tr("config.json and the .safetensors files"));
    m_browseButton->setText(tr("Browse..."));
    m_resultBox->setTitle(tr("Derived checkpoint"));
    m_idLabel->setText(tr("Id:"));
    m_missingBox->setTitle(tr("Missing in the files"));
    m_missingIntro->setText(tr("%1\nEnter the values from the model card and read the files again.")
                                .arg(m_missingMessage));
    m_retryButton->setText(tr("Read again with these values"));
    m_importButton->setText(tr("Import"));
    for (int row = 0; row < m_missingForm->rowCount(); ++row) {
        QWidget *editor = m_missingForm->itemAt(row, QFormLayout::FieldRole)->widget();
        auto *label =
            qobject_cast<QLabel *>(m_missingForm->itemAt(row, QFormLayout::LabelRole)->widget());
        const QString field = editor->property(kFieldProperty).toString();
        // config.json's own field names: the user finds them on the model card.
        label->setText(field == kWeights ? tr("Weights (GB)") : field);
    }
    showResult();
}

} // namespace llmconf
