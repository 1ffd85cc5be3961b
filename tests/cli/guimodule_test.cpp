// SPDX-License-Identifier: MIT
// The program starts its commands on Qt Core and loads the GUI module
// (the window, the sheets) only for those that draw: which ones, and what
// it says when the module is missing.
#include "commandline.h"
#include "examplefile.h"
#include "guimodule.h"
#include "processrun.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

const QString kReference = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");

bool runsWithoutGui(const QStringList &arguments)
{
    return CommandLine().runsWithoutGui(QStringList{QStringLiteral("llm-configurator")} +
                                        arguments);
}

TEST(GuiModule, CommandsThatDrawNothingRunWithoutIt)
{
    EXPECT_TRUE(runsWithoutGui({QStringLiteral("evaluate"), kReference}));
    EXPECT_TRUE(runsWithoutGui(
        {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("evaluate"), kReference}));
    EXPECT_TRUE(runsWithoutGui({QStringLiteral("--version")}));
    EXPECT_TRUE(runsWithoutGui({QStringLiteral("catalogue"), QStringLiteral("--json")}));
    EXPECT_TRUE(runsWithoutGui(
        {QStringLiteral("compare"), kReference, kReference, QStringLiteral("--json")}));
    EXPECT_TRUE(runsWithoutGui({QStringLiteral("evaluate"), QStringLiteral("--help")}));
    // A bad --lang is refused by the command line itself, with no module.
    EXPECT_TRUE(runsWithoutGui(
        {QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("evaluate")}));
}

TEST(GuiModule, SheetsHelpAndUnknownWordsAreLeftToIt)
{
    EXPECT_FALSE(runsWithoutGui(
        {QStringLiteral("sheet"), kReference, QStringLiteral("-o"), QStringLiteral("out.pdf")}));
    EXPECT_FALSE(runsWithoutGui({QStringLiteral("compare"), kReference, kReference,
                                 QStringLiteral("-o"), QStringLiteral("out.pdf")}));
    // --help lists `sheet`, an unknown word is named among all the commands.
    EXPECT_FALSE(runsWithoutGui({QStringLiteral("--help")}));
    EXPECT_FALSE(runsWithoutGui({QStringLiteral("evalute")}));
}

TEST(GuiModule, VersionAloneSkipsTheCatalogue)
{
    const QString program = QStringLiteral("llm-configurator");
    EXPECT_TRUE(CommandLine::asksVersion({program, QStringLiteral("--version")}));
    EXPECT_TRUE(CommandLine::asksVersion({program, QStringLiteral("version")}));
    EXPECT_TRUE(CommandLine::asksVersion(
        {program, QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--version")}));
    EXPECT_FALSE(CommandLine::asksVersion({program, QStringLiteral("evaluate"), kReference}));
    EXPECT_FALSE(CommandLine::asksVersion({program}));
    // A bad --lang is said by run(), with the catalogue read as for any command.
    EXPECT_FALSE(CommandLine::asksVersion(
        {program, QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--version")}));
}

TEST(GuiModule, IsLookedForBesideTheProgramThenInItsPrivateFolder)
{
    // This test program stands for llm-configurator: its own folder first.
    const QString here = QCoreApplication::applicationDirPath();
    const QStringList paths = GuiModule::candidates();
    ASSERT_EQ(paths.size(), 2);
    EXPECT_EQ(paths[0], here + QStringLiteral("/llm-configurator-gui.so"));
    // Then <prefix>/<libdir>/llm-configurator/ seen from <prefix>/bin.
    EXPECT_TRUE(paths[1].startsWith(QDir::cleanPath(here + QStringLiteral("/.."))))
        << qPrintable(paths[1]);
    EXPECT_TRUE(paths[1].endsWith(QStringLiteral("/llm-configurator/llm-configurator-gui.so")))
        << qPrintable(paths[1]);
}

TEST(GuiModule, AProgramWithoutItEvaluatesAndSaysWhatTheSheetLacks)
{
    // The built program alone in a folder: no module beside it or below.
    QTemporaryDir dir;
    const QString program = dir.filePath(QStringLiteral("llm-configurator"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(LLMCONF_BINARY), program));
    const QStringList env{QStringLiteral("LC_ALL=C.UTF-8"),
                          QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") +
                              absentUserCatalogue()};

    const ProcessResult evaluated = runProcess(
        program, {QStringLiteral("evaluate"), kReference, QStringLiteral("--json")}, env);
    EXPECT_EQ(evaluated.exitCode, 0) << qPrintable(evaluated.err);
    EXPECT_GT(evaluated.json().value(QStringLiteral("conversations")).toInt(), 0);

    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    const ProcessResult sheet =
        runProcess(program, {QStringLiteral("sheet"), kReference, QStringLiteral("-o"), pdf}, env);
    EXPECT_EQ(sheet.exitCode, GuiModule::kMissing);
    ASSERT_EQ(sheet.errLines().size(), 1) << qPrintable(sheet.err);
    EXPECT_TRUE(sheet.err.contains(dir.filePath(QStringLiteral("llm-configurator-gui.so"))))
        << qPrintable(sheet.err);
    EXPECT_FALSE(QFile::exists(pdf));
}

} // namespace
