// SPDX-License-Identifier: MIT
// Files dropped onto the main window, offscreen, with real drag-enter and
// drop events carrying file URLs: a model's folder or its config.json opens
// the import dialog on that folder, a build file opens the build, anything
// else is refused with a message in the status bar.
#include "hfconfigs.h"
#include "mainwindow.h"

#include "builddocument.h"
#include "catalogue.h"
#include "importdialog.h"
#include "importedcheckpoint.h"
#include "testinputs.h"

#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

struct DropResult
{
    bool enterAccepted = false;
    bool dropAccepted = false;
};

class MainWindowDrop : public ::testing::Test
{
protected:
    void SetUp() override
    {
        window.show();
        QApplication::processEvents();
        // A modal box would block the test: close it at once and remember it.
        QObject::connect(&modalGuard, &QTimer::timeout, [this] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                modalTitles.append(modal->windowTitle());
                modal->close();
            }
        });
        modalGuard.start(50);
    }

    void TearDown() override
    {
        modalGuard.stop();
        EXPECT_TRUE(modalTitles.isEmpty()) << modalTitles.join(QLatin1Char('|')).toStdString();
        for (ImportDialog *dialog : importDialogs())
            dialog->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    /// Sends drag-enter and drop with `data` to the window, as a drag from
    /// a file manager does.
    DropResult drop(QMimeData &data)
    {
        const QPoint centre = window.rect().center();
        QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QDropEvent dropEvent(QPointF(centre), Qt::CopyAction, &data, Qt::LeftButton,
                             Qt::NoModifier);
        QApplication::sendEvent(&window, &dropEvent);
        QApplication::processEvents();
        return {enter.isAccepted(), dropEvent.isAccepted()};
    }

    DropResult dropFile(const QString &path)
    {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        return drop(data);
    }

    QList<ImportDialog *> importDialogs() const
    {
        return window.findChildren<ImportDialog *>(QString(), Qt::FindDirectChildrenOnly);
    }

    /// The one import dialog open, or null (with a failure) when there is not exactly one.
    ImportDialog *onlyImportDialog() const
    {
        const QList<ImportDialog *> dialogs = importDialogs();
        EXPECT_EQ(dialogs.size(), 1);
        return dialogs.size() == 1 ? dialogs.first() : nullptr;
    }

    MainWindow window{test::inputs()};
    QTimer modalGuard;
    QStringList modalTitles;
};

} // namespace

TEST_F(MainWindowDrop, AModelFolderOpensTheImportDialogOnIt)
{
    const QString folder = QFileInfo(hf("llama-3.3-70b")).absoluteFilePath();
    const DropResult r = dropFile(folder);
    EXPECT_TRUE(r.enterAccepted);
    EXPECT_TRUE(r.dropAccepted);
    ImportDialog *dialog = onlyImportDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_FALSE(dialog->isModal()); // the window stays usable beside it
    EXPECT_EQ(dialog->directory(), folder);
    ASSERT_NE(dialog->result(), nullptr); // read at once
    EXPECT_EQ(dialog->result()->architecture, QStringLiteral("LlamaForCausalLM"));
    // No model card in this folder: the dialog says the licence is not stated.
    const auto *details = dialog->findChild<QLabel *>(QStringLiteral("details"));
    ASSERT_NE(details, nullptr);
    EXPECT_TRUE(details->text().contains(QStringLiteral("not stated (check the model card)")))
        << details->text().toStdString();
}

TEST_F(MainWindowDrop, AConfigJsonOpensTheImportDialogOnItsFolder)
{
    const QString config = hf("qwen3-next-80b") + QStringLiteral("/config.json");
    const DropResult r = dropFile(config);
    EXPECT_TRUE(r.enterAccepted);
    EXPECT_TRUE(r.dropAccepted);
    ImportDialog *dialog = onlyImportDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(dialog->directory(), QFileInfo(config).absolutePath());
    ASSERT_NE(dialog->result(), nullptr);
    EXPECT_EQ(dialog->result()->architecture, QStringLiteral("Qwen3NextForCausalLM"));
    const auto *details = dialog->findChild<QLabel *>(QStringLiteral("details"));
    ASSERT_NE(details, nullptr);
    EXPECT_TRUE(details->text().contains(
        QStringLiteral("apache-2.0 (not in the catalogue: check the model card)")))
        << details->text().toStdString();
    // The document is left alone.
    EXPECT_TRUE(window.document()->filePath().isEmpty());
}

TEST_F(MainWindowDrop, ABuildFileOpensTheBuild)
{
    const QString file = QStringLiteral(LLMCONF_EXAMPLES_DIR "/glm47flash-1x-rtx.json");
    ASSERT_TRUE(QFile::exists(file));
    const DropResult r = dropFile(file);
    EXPECT_TRUE(r.enterAccepted);
    EXPECT_TRUE(r.dropAccepted);
    EXPECT_TRUE(importDialogs().isEmpty());
    EXPECT_EQ(window.document()->filePath(), QFileInfo(file).absoluteFilePath());
    EXPECT_EQ(window.document()->build().checkpoint, QStringLiteral("zai-org/GLM-4.7-Flash"));
}

TEST_F(MainWindowDrop, AnUnrelatedFileIsRefusedWithAMessage)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    QFile file(notes);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("not a model\n");
    file.close();
    const Build before = window.document()->build();

    const DropResult r = dropFile(notes);
    EXPECT_FALSE(r.enterAccepted);
    EXPECT_FALSE(r.dropAccepted);
    EXPECT_TRUE(importDialogs().isEmpty());
    EXPECT_TRUE(window.document()->filePath().isEmpty());
    EXPECT_EQ(window.document()->build(), before);
    EXPECT_TRUE(window.statusBar()->isVisible());
    const QString message = window.statusBar()->currentMessage();
    EXPECT_TRUE(message.contains(QStringLiteral("notes.txt"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("nothing opened"))) << message.toStdString();
}

TEST_F(MainWindowDrop, DataWithoutFilesIsNotTaken)
{
    QMimeData text;
    text.setText(QStringLiteral("GLM-5.3"));
    const DropResult r = drop(text);
    EXPECT_FALSE(r.enterAccepted);
    EXPECT_TRUE(importDialogs().isEmpty());

    QMimeData web;
    web.setUrls({QUrl(QStringLiteral("https://huggingface.co/Qwen/Qwen3-Next-80B-A3B-Thinking"))});
    const DropResult w = drop(web);
    EXPECT_FALSE(w.enterAccepted);
    EXPECT_FALSE(w.dropAccepted);
    EXPECT_TRUE(importDialogs().isEmpty());
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("Only files")));
}
