// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QString>

#include <memory>

class QGridLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace llmconf {

class BuildDocument;
struct Calibration;

/// Compares the build on screen with what vLLM measured at start (a pasted
/// or opened start-up log), side by side, and applies the reserve per card
/// that makes them agree as one undoable edit.
class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CalibrationDialog(BuildDocument *document, QWidget *parent = nullptr);
    ~CalibrationDialog() override;

    /// Reads a log's text, as pasting does; `fileName` names it in errors.
    void setLogText(const QString &text, const QString &fileName = QString());
    /// Reads a log file, as "Open log..." does.
    void openLog(const QString &path);

    /// The comparison on show; null while no log is read or the build cannot be evaluated.
    const Calibration *calibration() const { return m_calibration.get(); }

    /// Pushes the agreeing reserve onto the document's undo stack; false when
    /// the log has no "Available KV cache memory" line.
    bool applyReserve();

protected:
    void changeEvent(QEvent *event) override;

private:
    void browse();
    void compare();
    void showComparison();
    void retranslate();

    BuildDocument *m_document;
    QString m_logName;
    QString m_error;
    std::unique_ptr<Calibration> m_calibration;

    QLabel *m_intro;
    QPlainTextEdit *m_logEdit;
    QPushButton *m_openButton;
    QGridLayout *m_grid;
    QLabel *m_predictedHeader;
    QLabel *m_measuredHeader;
    QLabel *m_rowLabels[4];
    QLabel *m_predicted[4];
    QLabel *m_measured[4];
    QLabel *m_verdict;
    QLabel *m_errorLabel;
    QPushButton *m_applyButton;
    QPushButton *m_closeButton;
};

} // namespace llmconf
