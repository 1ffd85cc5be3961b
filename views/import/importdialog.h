// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace llmconf {

class Catalogue;
struct ImportedCheckpoint;

/// Imports a checkpoint from a folder of local Hugging Face files: shows
/// what was derived and where each figure comes from, asks for exactly the
/// fields the files lack, and stores the result in the user's catalogue.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    /// `base` is the catalogue the window offers; an id already in it is
    /// flagged as being replaced.
    explicit ImportDialog(const Catalogue &base, QWidget *parent = nullptr);
    ~ImportDialog() override;

    /// Reads `path` at once (a drop onto the window, or the Browse button).
    void setDirectory(const QString &path);
    QString directory() const { return m_directory; }

    /// Where "Import" stores the entry; UserCatalogue::defaultPath() unless set.
    void setUserCataloguePath(const QString &path) { m_cataloguePath = path; }

    /// The derived checkpoint on show; null while nothing imported.
    const ImportedCheckpoint *result() const { return m_result.get(); }
    /// The config.json fields the form asks for; empty when none are missing.
    const QStringList &missingFields() const { return m_missing; }

    /// Stores the checkpoint shown; emits imported() on success. Returns false
    /// (and says why) when there is nothing to store or the file cannot be written.
    bool importCheckpoint();

signals:
    void imported(const QString &checkpointId);

protected:
    void changeEvent(QEvent *event) override;
    /// Enter in the folder field reads the typed folder (and imports nothing
    /// yet); a new layout grows the dialog to its size hint.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void browse();
    /// Reads the folder typed into the field when it is not the one shown.
    void readTypedFolder();
    void growToContents();
    void runImport();
    void retryWithEntered();
    void showResult();
    void showMissing(const QString &message);
    void showError(const QString &message);
    void clearMissingForm();
    void retranslate();
    QString provenanceMark(const QString &key) const;

    const Catalogue &m_base;
    QString m_directory;
    QString m_cataloguePath;
    QMap<QString, double> m_entered;
    QStringList m_missing;
    QString m_missingMessage;
    QString m_error;
    std::unique_ptr<ImportedCheckpoint> m_result;

    QLabel *m_folderLabel;
    QLineEdit *m_folderEdit;
    QPushButton *m_browseButton;
    QGroupBox *m_resultBox;
    QLabel *m_idLabel;
    QLineEdit *m_idEdit;
    QLabel *m_details;
    QLabel *m_notes;
    QGroupBox *m_missingBox;
    QLabel *m_missingIntro;
    QFormLayout *m_missingForm;
    QPushButton *m_retryButton;
    QLabel *m_errorLabel;
    QDialogButtonBox *m_buttons;
    QPushButton *m_importButton;
};

} // namespace llmconf
