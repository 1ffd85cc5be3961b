// SPDX-License-Identifier: MIT
// The import dialog on real folders from tests/data: derived figures with
// their provenance, the form for exactly the missing fields, storing.
#include "importdialog.h"
#include "hfconfigs.h"

#include "cachefootprint.h"
#include "catalogue.h"
#include "importedcheckpoint.h"
#include "usercatalogue.h"
#include "weightformatfacts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {
/// Editors of the missing-fields form, by the field they ask for.
QStringList formFields(const ImportDialog &dialog)
{
    QStringList fields;
    for (const QWidget *w : dialog.findChildren<QWidget *>())
        if (w->objectName().startsWith(QLatin1String("field:")) && !w->isHidden())
            fields.append(w->objectName().mid(6));
    fields.sort();
    return fields;
}
} // namespace

TEST(ImportDialog, ImportsAFolderAndStoresIt)
{
    QTemporaryDir store;
    ASSERT_TRUE(store.isValid());
    const QString cataloguePath = store.filePath(QStringLiteral("user-catalogue.json"));

    ImportDialog dialog(Catalogue::builtIn());
    dialog.setUserCataloguePath(cataloguePath);
    QSignalSpy imported(&dialog, &ImportDialog::imported);
    dialog.setDirectory(hf("llama-3.3-70b"));

    ASSERT_NE(dialog.result(), nullptr);
    EXPECT_TRUE(dialog.missingFields().isEmpty());
    // Llama-3.3-70B: 80 layers, 8 KV heads of 8192 / 64 = 128, 16-bit.
    EXPECT_DOUBLE_EQ(inBytes(dialog.result()->cacheBytesPerToken), 2.0 * 80 * 8 * 128 * 2);
    const auto *details = dialog.findChild<QLabel *>(QStringLiteral("details"));
    ASSERT_NE(details, nullptr);
    EXPECT_TRUE(details->text().contains(QStringLiteral("LlamaForCausalLM")));
    EXPECT_TRUE(details->text().contains(QStringLiteral("(read)")));
    EXPECT_TRUE(details->text().contains(QStringLiteral("(estimated)"))); // no weight files
    EXPECT_FALSE(QFile::exists(cataloguePath)); // nothing stored before "Import"

    auto *id = dialog.findChild<QLineEdit *>(QStringLiteral("idEdit"));
    ASSERT_NE(id, nullptr);
    EXPECT_EQ(id->text(), QStringLiteral("llama-3.3-70b"));
    id->setText(QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"));
    auto *importButton = dialog.findChild<QPushButton *>(QStringLiteral("importButton"));
    ASSERT_NE(importButton, nullptr);
    ASSERT_TRUE(importButton->isEnabled());
    importButton->click();

    ASSERT_EQ(imported.count(), 1);
    EXPECT_EQ(imported.at(0).at(0).toString(), QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"));
    const QList<CustomCheckpoint> stored = UserCatalogue::read(cataloguePath);
    ASSERT_EQ(stored.size(), 1);
    EXPECT_EQ(stored.first().checkpoint.id, QStringLiteral("meta-llama/Llama-3.3-70B-Instruct"));
    EXPECT_EQ(stored.first().checkpoint.publisher, QStringLiteral("meta-llama"));
    EXPECT_DOUBLE_EQ(
        inBytes(CacheFootprint(stored.first().model.attention, CacheDtype::Bf16).perToken()),
        2.0 * 80 * 8 * 128 * 2);
}

TEST(ImportDialog, ReadsAFolderTypedIntoItsFieldOnEnter)
{
    // Typed or pasted, not only browsed to; Enter reads it and stores nothing.
    QTemporaryDir store;
    ASSERT_TRUE(store.isValid());
    const QString cataloguePath = store.filePath(QStringLiteral("user-catalogue.json"));
    ImportDialog dialog(Catalogue::builtIn());
    dialog.setUserCataloguePath(cataloguePath);
    dialog.show();
    QSignalSpy imported(&dialog, &ImportDialog::imported);
    auto *folder = dialog.findChild<QLineEdit *>(QStringLiteral("folderEdit"));
    ASSERT_NE(folder, nullptr);
    EXPECT_FALSE(folder->isReadOnly());
    folder->setFocus();
    folder->setText(hf("llama-3.3-70b"));
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    QCoreApplication::sendEvent(folder, &enter);

    EXPECT_EQ(dialog.directory(), hf("llama-3.3-70b"));
    ASSERT_NE(dialog.result(), nullptr);
    EXPECT_EQ(imported.count(), 0);
    EXPECT_FALSE(QFile::exists(cataloguePath));
    EXPECT_TRUE(dialog.isVisible());
    // Grown to what it shows now (the licence row was clipped at 304 x 211).
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    EXPECT_GE(dialog.width(), dialog.sizeHint().width());
    EXPECT_GE(dialog.height(), dialog.sizeHint().height());
}

TEST(ImportDialog, AsksForExactlyTheMissingFieldsAndRetries)
{
    QTemporaryDir store;
    const QString cataloguePath = store.filePath(QStringLiteral("user-catalogue.json"));
    ImportDialog dialog(Catalogue::builtIn());
    dialog.setUserCataloguePath(cataloguePath);
    QSignalSpy imported(&dialog, &ImportDialog::imported);

    // The GLM-5 copy lacks index_head_dim (tests/data/README.md).
    dialog.setDirectory(hf("glm-5-fp8"));
    EXPECT_EQ(dialog.result(), nullptr);
    EXPECT_EQ(dialog.missingFields(), QStringList{QStringLiteral("index_head_dim")});
    EXPECT_EQ(formFields(dialog), QStringList{QStringLiteral("index_head_dim")});
    EXPECT_FALSE(dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
    // Nothing half-imported is stored.
    EXPECT_FALSE(dialog.importCheckpoint());
    EXPECT_EQ(imported.count(), 0);
    EXPECT_FALSE(QFile::exists(cataloguePath));

    auto *spin = dialog.findChild<QSpinBox *>(QStringLiteral("field:index_head_dim"));
    ASSERT_NE(spin, nullptr);
    spin->setValue(128);
    dialog.findChild<QPushButton *>(QStringLiteral("retryButton"))->click();

    ASSERT_NE(dialog.result(), nullptr);
    EXPECT_TRUE(dialog.missingFields().isEmpty());
    EXPECT_TRUE(formFields(dialog).isEmpty());
    // 78 layers: latent 512 + 64 in 16 bits, indexer 128 FP8 values + one FP32 scale.
    EXPECT_DOUBLE_EQ(inBytes(dialog.result()->cacheBytesPerToken),
                     ((512.0 + 64) * 2 + 128 + 4) * 78);
    EXPECT_EQ(dialog.result()->provenance.value(QStringLiteral("cacheBytesPerToken")),
              Provenance::Entered);
    EXPECT_TRUE(dialog.findChild<QLabel *>(QStringLiteral("details"))
                    ->text()
                    .contains(QStringLiteral("(entered)")));
    EXPECT_TRUE(dialog.importCheckpoint());
    EXPECT_EQ(imported.count(), 1);
    EXPECT_EQ(UserCatalogue::read(cataloguePath).size(), 1);
}

TEST(ImportDialog, WeightsAreAskedInGigabytes)
{
    ImportDialog dialog(Catalogue::builtIn());
    // This gpt-oss copy names a quantisation the importer cannot size.
    dialog.setDirectory(hf("gpt-oss-20b"));
    EXPECT_EQ(dialog.missingFields(), QStringList{QStringLiteral("weightsBytes")});
    auto *weights = dialog.findChild<QLineEdit *>(QStringLiteral("field:weightsBytes"));
    ASSERT_NE(weights, nullptr);
    weights->setText(QLocale().toString(13.8, 'f', 1));
    dialog.findChild<QPushButton *>(QStringLiteral("retryButton"))->click();
    ASSERT_NE(dialog.result(), nullptr);
    EXPECT_DOUBLE_EQ(inGB(dialog.result()->weightsBytes), 13.8);
    EXPECT_EQ(dialog.result()->provenance.value(QStringLiteral("weightsBytes")),
              Provenance::Entered);
}

TEST(ImportDialog, AFolderWithoutConfigSaysSo)
{
    QTemporaryDir empty;
    ImportDialog dialog(Catalogue::builtIn());
    dialog.setDirectory(empty.path());
    EXPECT_EQ(dialog.result(), nullptr);
    const auto *error = dialog.findChild<QLabel *>(QStringLiteral("errorLabel"));
    EXPECT_TRUE(error->text().contains(QStringLiteral("config.json")));
    EXPECT_FALSE(dialog.findChild<QPushButton *>(QStringLiteral("importButton"))->isEnabled());
}

TEST(ImportDialog, ShowsTheRealWeightFormat)
{
    // Qwen/Qwen3-4B-AWQ: INT4 weights in groups of 128, not "bf16".
    ImportDialog dialog(Catalogue::builtIn());
    dialog.setDirectory(hf("qwen3-4b-awq"));
    ASSERT_NE(dialog.result(), nullptr);
    EXPECT_EQ(dialog.result()->entry.checkpoint.format, WeightFormat::Int4W4A16);
    const auto *details = dialog.findChild<QLabel *>(QStringLiteral("details"));
    ASSERT_NE(details, nullptr);
    EXPECT_TRUE(details->text().contains(WeightFormatFacts::label(WeightFormat::Int4W4A16)));
    EXPECT_TRUE(details->text().contains(QStringLiteral("INT4 (AWQ), groups of 128")));
}
