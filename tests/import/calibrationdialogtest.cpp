// SPDX-License-Identifier: MIT
// The calibration dialog: a real vLLM log against the reference build, and
// "Apply reserve" as one undoable edit.
#include "calibrationdialog.h"

#include "buildassembler.h"
#include "builddocument.h"
#include "calibration.h"
#include "catalogue.h"
#include "startuplogreader.h"
#include "testinputs.h"

#include <QLabel>
#include <QPushButton>

#include <QPlainTextEdit>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
const QString kLog =
    QStringLiteral(LLMCONF_TEST_DATA "/logs/llmd-v019-llama33-70b-fp8-h100-tp2.log");
}

TEST(CalibrationDialog, ShowsPredictionBesideMeasurement)
{
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    CalibrationDialog dialog(&document);
    EXPECT_EQ(dialog.calibration(), nullptr);
    EXPECT_FALSE(dialog.findChild<QPushButton *>(QStringLiteral("applyButton"))->isEnabled());

    dialog.openLog(kLog);
    ASSERT_NE(dialog.calibration(), nullptr);
    // The same comparison the model computes for this build and log.
    const Calibration expected = Calibration::compare(document.build(), Catalogue::builtIn(),
                                                      StartupLogReader::readFile(kLog));
    EXPECT_EQ(dialog.calibration()->predictedTokens, expected.predictedTokens);
    ASSERT_TRUE(dialog.calibration()->agreeingReserve);
    EXPECT_DOUBLE_EQ(inBytes(*dialog.calibration()->agreeingReserve),
                     inBytes(*expected.agreeingReserve));
    // Measured column: the log's own figures (244,304 tokens, 29.82x at 8,192).
    const QLocale locale = dialog.locale();
    EXPECT_EQ(dialog.findChild<QLabel *>(QStringLiteral("measured:tokens"))->text(),
              locale.toString(244304));
    EXPECT_EQ(dialog.findChild<QLabel *>(QStringLiteral("measured:concurrency"))->text(),
              locale.toString(29.82, 'f', 2));
    EXPECT_EQ(dialog.findChild<QLabel *>(QStringLiteral("measured:weights"))->text(),
              QStringLiteral("\u2013")); // no "Model loading took" line in this log
    EXPECT_EQ(dialog.findChild<QLabel *>(QStringLiteral("predicted:tokens"))->text(),
              locale.toString(expected.predictedTokens));
    // The log is read as a stream: the edit shows the memory lines it read, not the whole log.
    EXPECT_EQ(dialog.findChild<QPlainTextEdit *>()->toPlainText(),
              StartupLogReader::readFile(kLog).sourceLines.join(QLatin1Char('\n')));
}

TEST(CalibrationDialog, ApplyReserveIsOneUndoStep)
{
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    const Bytes before = document.build().reserve;
    CalibrationDialog dialog(&document);
    dialog.openLog(kLog);
    ASSERT_NE(dialog.calibration(), nullptr);
    const Bytes agreeing = *dialog.calibration()->agreeingReserve;
    ASSERT_NE(agreeing.value(), before.value());

    auto *apply = dialog.findChild<QPushButton *>(QStringLiteral("applyButton"));
    ASSERT_TRUE(apply->isEnabled());
    apply->click();
    EXPECT_EQ(document.undoStack()->count(), 1);
    EXPECT_DOUBLE_EQ(inBytes(document.build().reserve), inBytes(agreeing));
    // Re-compared on the edited build: prediction and measurement now agree.
    ASSERT_NE(dialog.calibration(), nullptr);
    EXPECT_NEAR(inGiB(*dialog.calibration()->reserveDifference), 0.0, 1e-9);
    EXPECT_FALSE(apply->isEnabled());

    document.undoStack()->undo();
    EXPECT_DOUBLE_EQ(inBytes(document.build().reserve), inBytes(before));
    EXPECT_TRUE(apply->isEnabled());
    document.undoStack()->redo();
    EXPECT_DOUBLE_EQ(inBytes(document.build().reserve), inBytes(agreeing));
}

TEST(CalibrationDialog, TextWithoutMemoryLinesIsRefused)
{
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    CalibrationDialog dialog(&document);
    dialog.setLogText(QStringLiteral("INFO starting server\n"));
    EXPECT_EQ(dialog.calibration(), nullptr);
    EXPECT_FALSE(dialog.findChild<QLabel *>(QStringLiteral("errorLabel"))->text().isEmpty());
    EXPECT_FALSE(dialog.applyReserve());
    EXPECT_EQ(document.undoStack()->count(), 0);
}

TEST(CalibrationDialog, AMeasurementLargerThanTheCardSaysWhyNoReserveAgrees)
{
    // Issue 30: the reason agreement is not reachable, not "no Available KV
    // cache memory line" (the log has one).
    BuildDocument document(test::inputs());
    document.reset(BuildAssembler::reference(Catalogue::builtIn()));
    CalibrationDialog dialog(&document);
    dialog.setLogText(QStringLiteral("INFO Available KV cache memory: 99999.00 GiB\n"));
    ASSERT_NE(dialog.calibration(), nullptr);
    ASSERT_FALSE(dialog.calibration()->unreachable.isEmpty());
    const QString verdict = dialog.findChild<QLabel *>(QStringLiteral("verdict"))->text();
    EXPECT_TRUE(verdict.contains(dialog.calibration()->unreachable)) << verdict.toStdString();
    EXPECT_FALSE(dialog.findChild<QPushButton *>(QStringLiteral("applyButton"))->isEnabled());
}
