// SPDX-License-Identifier: MIT
// The program as `cmake --install` leaves it in a prefix of its own.
#include "installedprefix.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

namespace {

const QString kAppId = QStringLiteral("org.llmconfigurator.LlmConfigurator");

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

class InstalledProgram : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(prefix.ok()) << qPrintable(prefix.install().err + prefix.install().out);
    }
    InstalledPrefix prefix;
};

TEST_F(InstalledProgram, PutsEveryFileWhereALinuxDesktopExpectsIt)
{
    const QStringList expected = {
        QStringLiteral("bin/llm-configurator"),
        QStringLiteral("share/llm-configurator/catalogue/cards.json"),
        QStringLiteral("share/llm-configurator/catalogue/rules.json"),
        QStringLiteral("share/llm-configurator/catalogue/software.json"),
        QStringLiteral("share/llm-configurator/translations/llm-configurator_de.qm"),
        QStringLiteral("share/llm-configurator/translations/llm-configurator_en.qm"),
        QStringLiteral("share/llm-configurator/examples/glm53flash-nvfp4-4x-rtx-tp4.json"),
        QStringLiteral("share/applications/") + kAppId + QStringLiteral(".desktop"),
        QStringLiteral("share/icons/hicolor/scalable/apps/") + kAppId + QStringLiteral(".svg"),
        QStringLiteral("share/metainfo/") + kAppId + QStringLiteral(".metainfo.xml"),
        QStringLiteral("share/man/man1/llm-configurator.1"),
        QStringLiteral("share/doc/LlmServerConfigurator/LICENSE"),
        QStringLiteral(LLMCONF_MODULE_DIR "/llm-configurator-gui.so"),
    };
    for (const QString &file : expected)
        EXPECT_TRUE(QFile::exists(prefix.path(file))) << qPrintable(file);
}

TEST_F(InstalledProgram, EvaluatesLikeTheBuiltProgram)
{
    const ProcessResult installed = runProcess(
        prefix.program(), {QStringLiteral("evaluate"), prefix.example(), QStringLiteral("--json")});
    ASSERT_EQ(installed.exitCode, 0) << qPrintable(installed.err);
    const QJsonObject figures = QJsonDocument::fromJson(installed.out.toUtf8()).object();
    ASSERT_FALSE(figures.isEmpty()) << qPrintable(installed.out);
    EXPECT_GT(figures.value(QStringLiteral("conversations")).toInt(), 0);

    // The installed catalogue is a copy of the one compiled in: same figures.
    const ProcessResult built =
        runProcess(QStringLiteral(LLMCONF_BUILD_DIR "/llm-configurator"),
                   {QStringLiteral("evaluate"), prefix.example(), QStringLiteral("--json")});
    ASSERT_EQ(built.exitCode, 0) << qPrintable(built.err);
    EXPECT_EQ(installed.out, built.out);
}

TEST_F(InstalledProgram, WritesTheSheetFromThePrefix)
{
    const QString pdf = prefix.path(QStringLiteral("sheet.pdf"));
    const ProcessResult sheet = runProcess(
        prefix.program(), {QStringLiteral("sheet"), prefix.example(), QStringLiteral("-o"), pdf});
    ASSERT_EQ(sheet.exitCode, 0) << qPrintable(sheet.err);
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF-"));
    EXPECT_GT(file.size(), 20000);
}

TEST_F(InstalledProgram, RunsItsCommandsWithoutTheGuiModuleAndNamesItForTheSheet)
{
    const QString module =
        prefix.path(QStringLiteral(LLMCONF_MODULE_DIR "/llm-configurator-gui.so"));
    ASSERT_TRUE(QFile::remove(module));

    const ProcessResult evaluated =
        runProcess(prefix.program(), {QStringLiteral("evaluate"), prefix.example()});
    EXPECT_EQ(evaluated.exitCode, 0) << qPrintable(evaluated.err);
    EXPECT_TRUE(evaluated.err.isEmpty()) << qPrintable(evaluated.err);

    const QString pdf = prefix.path(QStringLiteral("sheet.pdf"));
    const ProcessResult sheet = runProcess(
        prefix.program(), {QStringLiteral("sheet"), prefix.example(), QStringLiteral("-o"), pdf});
    EXPECT_EQ(sheet.exitCode, 3); // GuiModule::kMissing: not bad input
    EXPECT_EQ(sheet.errLines().size(), 1) << qPrintable(sheet.err);
    EXPECT_TRUE(sheet.err.contains(QStringLiteral("llm-configurator-gui.so")))
        << qPrintable(sheet.err);
    // Where it was looked for: the installed folder, as the program sees it.
    EXPECT_TRUE(sheet.err.contains(QDir::cleanPath(module))) << qPrintable(sheet.err);
    EXPECT_FALSE(QFile::exists(pdf));
}

TEST_F(InstalledProgram, ReadsTheCatalogueWhereItWasInstalled)
{
    const QString cards =
        prefix.path(QStringLiteral("share/llm-configurator/catalogue/cards.json"));
    QString text = readText(cards);
    const QString name = QStringLiteral("\"NVIDIA H200 NVL\"");
    ASSERT_TRUE(text.contains(name));
    text.replace(name, QStringLiteral("\"NVIDIA H200 NVL (installed copy)\""));
    QFile file(cards);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.toUtf8());
    file.close();

    const ProcessResult listed =
        runProcess(prefix.program(), {QStringLiteral("catalogue"), QStringLiteral("--json")});
    ASSERT_EQ(listed.exitCode, 0) << qPrintable(listed.err);
    EXPECT_TRUE(listed.out.contains(QStringLiteral("NVIDIA H200 NVL (installed copy)")));
}

TEST_F(InstalledProgram, AnInstalledCatalogueThatCannotBeReadIsNamedInOneLine)
{
    // cards.json is parsed on the commands' second thread, models.json on
    // either: each problem is said by the command, file and field named.
    const QString dir = prefix.path(QStringLiteral("share/llm-configurator/catalogue/"));
    const QString cards = readText(dir + QStringLiteral("cards.json"));
    const QString size = QStringLiteral("\"memoryReported\": \"");
    ASSERT_TRUE(cards.contains(size));
    const struct
    {
        QString file, text, expected;
    } damaged[] = {
        {QStringLiteral("cards.json"),
         QString(cards).replace(cards.indexOf(size) + size.size(), 1, QStringLiteral("x")),
         QStringLiteral("cards.json: $.cards[0].memoryReported: expected a size")},
        {QStringLiteral("models.json"), QStringLiteral("{"),
         QStringLiteral("models.json: not valid JSON at byte ")},
    };
    for (const auto &d : damaged) {
        const QString path = dir + d.file;
        const QString original = readText(path);
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(d.text.toUtf8());
        file.close();
        const ProcessResult r =
            runProcess(prefix.program(), {QStringLiteral("evaluate"), prefix.example()});
        EXPECT_EQ(r.exitCode, 2) << qPrintable(r.err);
        EXPECT_TRUE(r.err.startsWith(d.expected)) << qPrintable(r.err);
        EXPECT_EQ(r.err.count(QLatin1Char('\n')), 1) << qPrintable(r.err);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(original.toUtf8());
        file.close();
    }
}

TEST_F(InstalledProgram, ManPageDescribesEveryCommandOfTheHelp)
{
    const QString page = readText(prefix.path(QStringLiteral("share/man/man1/llm-configurator.1")));
    ASSERT_FALSE(page.isEmpty());
    EXPECT_TRUE(page.startsWith(QStringLiteral(".TH LLM-CONFIGURATOR 1")));
    EXPECT_TRUE(page.contains(QStringLiteral("llm-configurator " LLMCONF_VERSION)));
    const ProcessResult help = runProcess(prefix.program(), {QStringLiteral("--help")});
    ASSERT_EQ(help.exitCode, 0) << qPrintable(help.err);
    const QRegularExpression command(QStringLiteral("^  llm-configurator ([a-z]+)"),
                                     QRegularExpression::MultilineOption);
    int commands = 0;
    for (auto it = command.globalMatch(help.out); it.hasNext(); ++commands) {
        const QString name = it.next().captured(1);
        EXPECT_TRUE(page.contains(QStringLiteral(".SS ") + name + QLatin1Char('\n')))
            << qPrintable(name);
    }
    EXPECT_GE(commands, 7);
    // Options of a command come from its own help.
    EXPECT_TRUE(page.contains(QStringLiteral("\\-\\-cards")) ||
                page.contains(QStringLiteral("--cards")));
    // No build path leaks into the page.
    EXPECT_FALSE(page.contains(QStringLiteral(LLMCONF_BUILD_DIR)));
}

TEST_F(InstalledProgram, DesktopEntryPassesItsValidatorAndNamesTheInstalledFiles)
{
    const QString entry =
        prefix.path(QStringLiteral("share/applications/") + kAppId + QStringLiteral(".desktop"));
    const QString text = readText(entry);
    EXPECT_TRUE(text.contains(QStringLiteral("\nExec=llm-configurator ")));
    EXPECT_TRUE(text.contains(QStringLiteral("\nIcon=") + kAppId + QLatin1Char('\n')));
    if (!hasProgram(QStringLiteral("desktop-file-validate")))
        GTEST_SKIP() << "desktop-file-validate is not installed (Debian: desktop-file-utils)";
    const ProcessResult check = runProcess(QStringLiteral("desktop-file-validate"), {entry});
    EXPECT_EQ(check.exitCode, 0) << qPrintable(check.out + check.err);
    EXPECT_EQ(check.out.trimmed(), QString()) << qPrintable(check.out);
}

TEST_F(InstalledProgram, MetainfoPassesAppstreamValidation)
{
    const QString metainfo =
        prefix.path(QStringLiteral("share/metainfo/") + kAppId + QStringLiteral(".metainfo.xml"));
    const QString text = readText(metainfo);
    EXPECT_TRUE(text.contains(QStringLiteral("<release version=\"" LLMCONF_VERSION "\"")));
    EXPECT_FALSE(text.contains(QLatin1Char('@'))) << "an unconfigured @VARIABLE@ is left";
    if (!hasProgram(QStringLiteral("appstreamcli")))
        GTEST_SKIP() << "appstreamcli is not installed (Debian: appstream)";
    const ProcessResult check =
        runProcess(QStringLiteral("appstreamcli"),
                   {QStringLiteral("validate"), QStringLiteral("--no-net"), metainfo});
    EXPECT_EQ(check.exitCode, 0) << qPrintable(check.out + check.err);
}

} // namespace
