// SPDX-License-Identifier: MIT
#include "calibrationdialog.h"

#include "buildcatalogue.h"
#include "builddocument.h"
#include "calibration.h"
#include "cappedfile.h"
#include "editbuild.h"
#include "filekind.h"
#include "formaterror.h"
#include "quantityformat.h"
#include "startuplogreader.h"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>
#include <stdexcept>

namespace llmconf {

namespace {
enum Row { Weights, Cache, Tokens, Concurrency, RowCount };
const char *const kRowNames[RowCount] = {"weights", "cache", "tokens", "concurrency"};
} // namespace

CalibrationDialog::CalibrationDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_intro(new QLabel(this)),
      m_logEdit(new QPlainTextEdit(this)), m_openButton(new QPushButton(this)),
      m_grid(new QGridLayout), m_predictedHeader(new QLabel(this)),
      m_measuredHeader(new QLabel(this)), m_verdict(new QLabel(this)),
      m_errorLabel(new QLabel(this)), m_applyButton(new QPushButton(this)),
      m_closeButton(new QPushButton(this))
{
    m_intro->setWordWrap(true);
    m_logEdit->setObjectName(QStringLiteral("logEdit"));
    m_logEdit->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_openButton->setObjectName(QStringLiteral("openButton"));
    m_applyButton->setObjectName(QStringLiteral("applyButton"));
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b00020"));

    QFont bold = font();
    bold.setBold(true);
    m_predictedHeader->setFont(bold);
    m_measuredHeader->setFont(bold);
    m_grid->addWidget(m_predictedHeader, 0, 1, Qt::AlignRight);
    m_grid->addWidget(m_measuredHeader, 0, 2, Qt::AlignRight);
    for (int r = 0; r < RowCount; ++r) {
        m_rowLabels[r] = new QLabel(this);
        m_predicted[r] = new QLabel(this);
        m_measured[r] = new QLabel(this);
        m_predicted[r]->setObjectName(QStringLiteral("predicted:") + QLatin1String(kRowNames[r]));
        m_measured[r]->setObjectName(QStringLiteral("measured:") + QLatin1String(kRowNames[r]));
        m_grid->addWidget(m_rowLabels[r], r + 1, 0);
        m_grid->addWidget(m_predicted[r], r + 1, 1, Qt::AlignRight);
        m_grid->addWidget(m_measured[r], r + 1, 2, Qt::AlignRight);
    }
    m_grid->setColumnStretch(0, 1);

    auto *logRow = new QHBoxLayout;
    logRow->addStretch(1);
    logRow->addWidget(m_openButton);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_applyButton);
    buttons->addWidget(m_closeButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_logEdit, 1);
    layout->addLayout(logRow);
    layout->addWidget(m_errorLabel);
    layout->addLayout(m_grid);
    layout->addWidget(m_verdict);
    layout->addLayout(buttons);

    connect(m_openButton, &QPushButton::clicked, this, &CalibrationDialog::browse);
    connect(m_logEdit, &QPlainTextEdit::textChanged, this, &CalibrationDialog::compare);
    connect(m_applyButton, &QPushButton::clicked, this, &CalibrationDialog::applyReserve);
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::accept);
    // After an edit (or its undo) the prediction changes; the measurement does not.
    connect(m_document, &BuildDocument::buildChanged, this, &CalibrationDialog::compare);

    retranslate();
}

CalibrationDialog::~CalibrationDialog() = default;

void CalibrationDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("vLLM start-up log"), QString(),
                                                      tr("Logs (*.log *.txt);;All files (*)"));
    if (!path.isEmpty())
        openLog(path);
}

void CalibrationDialog::openLog(const QString &path)
{
    // A named pipe would block the window in open(), a device never end.
    if (const QString kind = FileKind::whyNotARegularFile(path); !kind.isEmpty()) {
        m_error = tr("%1 %2; nothing read").arg(path, kind);
        showComparison();
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        showComparison();
        return;
    }
    // Read as a stream; the edit shows the memory lines found, not the whole
    // log (a log of hundreds of megabytes would not fit a text edit).
    try {
        const StartupLog log = StartupLogReader::read(file, QFileInfo(path).fileName());
        setLogText(log.sourceLines.join(QLatin1Char('\n')), QFileInfo(path).fileName());
    } catch (const FormatError &e) {
        m_logEdit->clear();
        m_error = e.message();
        showComparison();
    }
}

void CalibrationDialog::setLogText(const QString &text, const QString &fileName)
{
    m_logName = fileName;
    // setPlainText() triggers compare() through textChanged.
    m_logEdit->setPlainText(text);
}

void CalibrationDialog::compare()
{
    m_calibration.reset();
    m_error.clear();
    const QString text = m_logEdit->toPlainText();
    if (!text.trimmed().isEmpty()) {
        try {
            const QString name = m_logName.isEmpty() ? tr("pasted log") : m_logName;
            const StartupLog log = StartupLogReader::read(text, name);
            const Build &build = m_document->build();
            const Catalogue catalogue = BuildCatalogue::effective(m_document->catalogue(), build);
            m_calibration =
                std::make_unique<Calibration>(Calibration::compare(build, catalogue, log));
        } catch (const FormatError &e) {
            m_error = e.message();
        } catch (const std::invalid_argument &e) {
            m_error = tr("The build cannot be evaluated: %1").arg(QString::fromStdString(e.what()));
        }
    }
    showComparison();
}

bool CalibrationDialog::applyReserve()
{
    if (!m_calibration || !m_calibration->agreeingReserve)
        return false;
    const Bytes reserve = *m_calibration->agreeingReserve;
    // Its own undo step (no merge id): a calibration is not a slider drag.
    m_document->undoStack()->push(new EditBuild(
        m_document, EditBuild::Describe([] { return tr("Apply calibrated reserve"); }),
        [reserve](Build &b) { b.reserve = reserve; }));
    return true;
}

void CalibrationDialog::showComparison()
{
    m_errorLabel->setText(m_error);
    m_errorLabel->setVisible(!m_error.isEmpty());
    const QuantityFormat format{locale()};
    const QString none = QStringLiteral("\u2013");
    const Calibration *c = m_calibration.get();
    const int context = c && c->measured.concurrencyContext ? *c->measured.concurrencyContext
                                                            : m_document->build().context;
    m_rowLabels[Concurrency]->setText(
        tr("Concurrency at %1 tokens per request").arg(format.integer(context)));
    if (!c) {
        for (int r = 0; r < RowCount; ++r) {
            m_predicted[r]->setText(none);
            m_measured[r]->setText(none);
        }
        m_verdict->setText(tr("Paste the lines vLLM prints at start, or open its log."));
        m_applyButton->setEnabled(false);
        return;
    }
    const StartupLog &m = c->measured;
    m_predicted[Weights]->setText(format.gib(c->predictedWeightsPerCard, 2));
    m_measured[Weights]->setText(m.modelLoading ? format.gib(*m.modelLoading, 2) : none);
    m_predicted[Cache]->setText(format.gib(c->predictedCachePerCard, 2));
    m_measured[Cache]->setText(
        c->measuredCachePerCard
            ? (c->measuredFromTokens
                   ? tr("%1 (from the tokens)").arg(format.gib(*c->measuredCachePerCard, 2))
                   : format.gib(*c->measuredCachePerCard, 2))
            : none);
    m_predicted[Tokens]->setText(format.integer(c->predictedTokens));
    m_measured[Tokens]->setText(m.cacheTokens ? format.integer(*m.cacheTokens) : none);
    m_predicted[Concurrency]->setText(format.number(c->predictedConcurrency, 2));
    m_measured[Concurrency]->setText(m.concurrency ? format.number(*m.concurrency, 2) : none);

    if (c->agreeingReserve) {
        m_verdict->setText(
            tr("A reserve of %1 per card (now %2) makes the prediction agree with the "
               "measurement; vLLM keeps %3 per card beyond the rule.")
                .arg(format.gib(*c->agreeingReserve, 2), format.gib(m_document->build().reserve, 2),
                     format.gib(*c->reserveDifference, 2)));
    } else if (c->unreachableBy) {
        m_verdict->setText(
            tr("vLLM had %1 per card more cache than the rule gives even with no reserve: no "
               "reserve agrees. Check the card's memory, the utilisation and the checkpoint "
               "against the log.")
                .arg(format.gib(*c->unreachableBy, 2)));
    } else if (!c->unreachable.isEmpty()) {
        // A measurement larger than the card, or a reserve no build takes.
        m_verdict->setText(tr("No reserve agrees: %1.").arg(c->unreachable));
    } else {
        m_verdict->setText(tr("The log has no \"Available KV cache memory\" line: the reserve "
                              "cannot be calibrated from it."));
    }
    // Below a mebibyte the reserve already agrees; rounding would only add an undo step.
    m_applyButton->setEnabled(c->reserveDifference &&
                              std::abs(inBytes(*c->reserveDifference)) >= 1024.0 * 1024.0);
}

void CalibrationDialog::changeEvent(QEvent *event)
{
    // LocaleChange: its numbers follow the window's locale, which comes after the texts.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslate();
    QDialog::changeEvent(event);
}

void CalibrationDialog::retranslate()
{
    setWindowTitle(tr("Calibrate against a vLLM start-up log"));
    m_intro->setText(tr("Paste the start-up log of vLLM on the delivered server (the lines "
                        "\"Model loading took\", \"Available KV cache memory\", \"GPU KV cache "
                        "size\" and \"Maximum concurrency\"), or open the log file."));
    m_logEdit->setPlaceholderText(tr("INFO ... Available KV cache memory: 35.35 GiB"));
    m_openButton->setText(tr("Open log..."));
    m_predictedHeader->setText(tr("predicted"));
    m_measuredHeader->setText(tr("measured"));
    m_rowLabels[Weights]->setText(tr("Weights per card"));
    m_rowLabels[Cache]->setText(tr("KV cache memory per card"));
    m_rowLabels[Tokens]->setText(tr("KV cache size in tokens"));
    m_applyButton->setText(tr("Apply reserve"));
    m_closeButton->setText(tr("Close"));
    showComparison();
}

} // namespace llmconf
