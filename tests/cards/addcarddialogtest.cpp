// SPDX-License-Identifier: MIT
// File > Add card...: a copy of a built-in card typed into with real key
// events; a bad field is named in the dialog; an accepted card is stored.
#include "addcarddialog.h"

#include "catalogue.h"
#include "usercatalogue.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
void retype(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

QPushButton *addButton(const AddCardDialog &dialog)
{
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text() == AddCardDialog::tr("Add card"))
            return b;
    return nullptr;
}
} // namespace

TEST(AddCardDialog, ACopyOfABuiltInCardWithItsOwnIdIsStored)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    AddCardDialog dialog(Catalogue::builtIn(), path);
    dialog.show();
    QSignalSpy added(&dialog, &AddCardDialog::added);
    auto *start = dialog.findChild<QComboBox *>();
    ASSERT_NE(start, nullptr);
    start->setCurrentIndex(start->findData(QStringLiteral("h100-nvl")));
    EXPECT_EQ(dialog.memoryEdit()->text(), QStringLiteral("95830 MiB"));
    dialog.startFrom(QStringLiteral("l4"));
    EXPECT_EQ(start->currentData().toString(), QStringLiteral("l4"));
    start->setCurrentIndex(start->findData(QStringLiteral("h100-nvl")));

    retype(dialog.idEdit(), QStringLiteral("h100-nvl-lab"));
    retype(dialog.nameEdit(), QStringLiteral("Lab H100 NVL"));
    retype(dialog.memoryEdit(), QStringLiteral("95000 MiB"));
    QPushButton *ok = addButton(dialog);
    ASSERT_NE(ok, nullptr);
    QTest::mouseClick(ok, Qt::LeftButton);

    ASSERT_EQ(added.count(), 1);
    const QList<Card> stored = UserCatalogue::readCards(path);
    ASSERT_EQ(stored.size(), 1);
    EXPECT_EQ(stored.first().id, QStringLiteral("h100-nvl-lab"));
    EXPECT_DOUBLE_EQ(inMiB(stored.first().driverMemory), 95000.0);
    const Card *original = Catalogue::builtIn().card(QStringLiteral("h100-nvl"));
    EXPECT_EQ(stored.first().bandwidth, original->bandwidth);
    EXPECT_EQ(stored.first().powerLimits, original->powerLimits);
    // It goes in the chassis the H100 NVL is sold in.
    EXPECT_EQ(stored.first().chassis, original->chassis);
}

TEST(AddCardDialog, ABadFieldIsNamedAndNothingIsStored)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user-catalogue.json"));
    AddCardDialog dialog(Catalogue::builtIn(), path);
    dialog.show();
    QSignalSpy added(&dialog, &AddCardDialog::added);
    retype(dialog.idEdit(), QStringLiteral("mine"));
    retype(dialog.memoryEdit(), QStringLiteral("lots"));
    QTest::mouseClick(addButton(dialog), Qt::LeftButton);
    EXPECT_EQ(added.count(), 0);
    EXPECT_TRUE(dialog.isVisible());
    const auto *problem = dialog.findChild<QLabel *>(QStringLiteral("problem"));
    ASSERT_NE(problem, nullptr);
    EXPECT_TRUE(problem->text().contains(QStringLiteral("memoryReported")))
        << problem->text().toStdString();
    EXPECT_FALSE(QFile::exists(path));

    // The id of a built-in card is refused with the field named.
    retype(dialog.memoryEdit(), QStringLiteral("80000 MiB"));
    retype(dialog.idEdit(), QStringLiteral("h100-sxm"));
    QTest::mouseClick(addButton(dialog), Qt::LeftButton);
    EXPECT_EQ(added.count(), 0);
    EXPECT_TRUE(problem->text().startsWith(AddCardDialog::tr("Id:")))
        << problem->text().toStdString();
}
