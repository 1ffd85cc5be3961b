// SPDX-License-Identifier: MIT
// What the commands write and what they say, run as processes: only regular
// files or new paths are written, never one of the inputs; an unknown first
// argument is refused with the list; every failure is one line on stderr.
#include "buildfile.h"
#include "catalogue.h"
#include "examplefile.h"
#include "processrun.h"
#include "programfacts.h"
#include "quantityformat.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

const QString kReference = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
const QString kLog = QStringLiteral(LLMCONF_TEST_DATA "/logs/vllm-25340-model-loading.log");

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A copy of `source` in `dir` (so that a test may see whether it changed).
QString copyOf(const QTemporaryDir &dir, const QString &source, const QString &name)
{
    const QString path = dir.filePath(name);
    EXPECT_TRUE(QFile::copy(source, path));
    return path;
}

void expectOneLine(const CliResult &r, const QString &part, const std::string &what)
{
    EXPECT_EQ(r.exitCode, 2) << what;
    EXPECT_EQ(r.errLines().size(), 1) << what << ": " << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(part)) << what << ": " << r.err.toStdString();
}

} // namespace

TEST(FileSafety, SheetAndCompareRefuseAPipeOrAFolder)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("out.pdf"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QList<QStringList> cases = {
        {QStringLiteral("sheet"), kReference, QStringLiteral("-o"), fifo},
        {QStringLiteral("compare"), kReference, kReference, QStringLiteral("-o"), fifo},
        {QStringLiteral("sheet"), kReference, QStringLiteral("-o"), dir.path()},
    };
    for (const QStringList &arguments : cases)
        expectOneLine(runCli(arguments), QStringLiteral("nothing written"),
                      arguments.join(QLatin1Char(' ')).toStdString());
    // The pipe is still a pipe: nothing was renamed over it.
    struct stat info;
    ASSERT_EQ(::stat(QFile::encodeName(fifo).constData(), &info), 0);
    EXPECT_TRUE(S_ISFIFO(info.st_mode));
}

TEST(FileSafety, DevNullIsNeverReplaced)
{
    const CliResult r = runCli(
        {QStringLiteral("sheet"), kReference, QStringLiteral("-o"), QStringLiteral("/dev/null")});
    expectOneLine(r, QStringLiteral("is a device"), "sheet -o /dev/null");
    struct stat info;
    ASSERT_EQ(::stat("/dev/null", &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
}

TEST(FileSafety, OutputOverInputIsRefused)
{
    QTemporaryDir dir;
    const QString build = copyOf(dir, kReference, QStringLiteral("b.json"));
    const QByteArray before = contents(build);
    expectOneLine(runCli({QStringLiteral("sheet"), build, QStringLiteral("-o"), build}),
                  QStringLiteral("is also the input"), "sheet b.json -o b.json");
    // Another spelling of the same file is the same file.
    expectOneLine(runCli({QStringLiteral("sheet"), build, QStringLiteral("-o"),
                          dir.path() + QStringLiteral("/./b.json")}),
                  QStringLiteral("is also the input"), "sheet b.json -o ./b.json");
    expectOneLine(
        runCli({QStringLiteral("compare"), kReference, build, QStringLiteral("-o"), build}),
        QStringLiteral("is also the input"), "compare a b -o b");
    EXPECT_EQ(contents(build), before);

    const QString log = copyOf(dir, kLog, QStringLiteral("start.log"));
    const QByteArray logBefore = contents(log);
    expectOneLine(runCli({QStringLiteral("calibrate"), log, QStringLiteral("--write"), log}),
                  QStringLiteral("is also the input"), "calibrate L --write L");
    EXPECT_EQ(contents(log), logBefore);
    expectOneLine(
        runCli({QStringLiteral("calibrate"), log, build, QStringLiteral("--write"), build}),
        QStringLiteral("is also the input"), "calibrate L B --write B");
    EXPECT_EQ(contents(build), before);
}

TEST(FileSafety, OutputOverAFileReadBesideTheBuildsIsRefused)
{
    // --prices FILE, the user catalogue and the user's price list beside it
    // are read by every priced command: no output replaces them.
    QTemporaryDir dir;
    const QString prices = copyOf(dir, QStringLiteral(LLMCONF_TEST_DATA "/prices/example-eur.json"),
                                  QStringLiteral("p.json"));
    const QString userCatalogue = dir.filePath(QStringLiteral("user-catalogue.json"));
    const QString userPrices =
        copyOf(dir, QStringLiteral(LLMCONF_TEST_DATA "/prices/example-eur.json"),
               QStringLiteral("prices.json"));
    ASSERT_TRUE(QFile::copy(prices, userCatalogue));
    const QStringList environment = {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") +
                                     userCatalogue};
    QTemporaryDir other;
    const QString build = copyOf(other, kReference, QStringLiteral("b.json"));
    const QString log = copyOf(other, kLog, QStringLiteral("start.log"));
    const QString pricesOption = QStringLiteral("--prices");
    for (const QString &target : {prices, userCatalogue, userPrices}) {
        const QByteArray before = contents(target);
        const std::string name = QFileInfo(target).fileName().toStdString();
        expectOneLine(runCli({QStringLiteral("sheet"), build, QStringLiteral("-o"), target,
                              pricesOption, prices},
                             environment),
                      QStringLiteral("is also the input"), "sheet -o " + name);
        expectOneLine(runCli({QStringLiteral("compare"), kReference, build, QStringLiteral("-o"),
                              target, pricesOption, prices},
                             environment),
                      QStringLiteral("is also the input"), "compare -o " + name);
        if (target != prices) // calibrate prices nothing
            expectOneLine(
                runCli({QStringLiteral("calibrate"), log, QStringLiteral("--write"), target},
                       environment),
                QStringLiteral("is also the input"), "calibrate --write " + name);
        EXPECT_EQ(contents(target), before) << name;
    }
}

TEST(FileSafety, ANewPathAndARegularFileAreWritten)
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    EXPECT_EQ(runCli({QStringLiteral("sheet"), kReference, QStringLiteral("-o"), pdf}).exitCode, 0);
    EXPECT_TRUE(contents(pdf).startsWith("%PDF"));
    EXPECT_EQ(runCli({QStringLiteral("sheet"), kReference, QStringLiteral("-o"), pdf}).exitCode, 0);
}

TEST(CommandLine, AnUnknownFirstArgumentIsRefusedWithTheList)
{
    for (const char *word : {"evalute", "Evaluate", "--help-all", "-x", "frobnicate"}) {
        const CliResult r = runCli({QString::fromLatin1(word)});
        expectOneLine(r, QStringLiteral("unknown command"), word);
        EXPECT_TRUE(r.err.contains(QStringLiteral("evaluate, catalogue"))) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    }
    EXPECT_TRUE(runCli({QStringLiteral("evalute")}).err.contains(QStringLiteral("evaluate?")));
    // A build file is still a build file (the window's argument), even without
    // a display: the figures are printed.
    const CliResult build =
        runCli({kReference}, {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                              QStringLiteral("QT_QPA_PLATFORM")});
    EXPECT_EQ(build.exitCode, 0) << build.err.toStdString();
}

TEST(CommandLine, QtsOwnWindowOptionsMayComeFirst)
{
    // Qt takes -platform, -style, -reverse... for itself; the command follows.
    const CliResult json = runCli({QStringLiteral("-platform"), QStringLiteral("offscreen"),
                                   QStringLiteral("evaluate"), QStringLiteral("--json")});
    EXPECT_EQ(json.exitCode, 0) << json.err.toStdString();
    EXPECT_TRUE(json.json().contains(QStringLiteral("conversations")));
    const CliResult version = runCli({QStringLiteral("--platform"), QStringLiteral("offscreen"),
                                      QStringLiteral("-reverse"), QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0) << version.err.toStdString();
    EXPECT_TRUE(version.out.contains(ProgramFacts::version())) << version.out.toStdString();
    // A misspelt command after them is still refused with the list.
    const CliResult typo =
        runCli({QStringLiteral("-style"), QStringLiteral("Fusion"), QStringLiteral("evalute")});
    expectOneLine(typo, QStringLiteral("unknown command \"evalute\""), "-style Fusion evalute");
    // Without a display, "-platform offscreen BUILD.json" is the window's
    // argument: the window opens offscreen and is not a command. Asked for its
    // figures without a display and without -platform, the build is printed.
    const CliResult build = runCli({QStringLiteral("-style"), QStringLiteral("Fusion"), kReference},
                                   {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                                    QStringLiteral("QT_QPA_PLATFORM")});
    EXPECT_EQ(build.exitCode, 0) << build.err.toStdString();
    EXPECT_TRUE(build.out.contains(QStringLiteral("Conversations"))) << build.out.toStdString();
}

TEST(CommandLine, VersionPrintsTheVersionTheCatalogueDateAndTheLicence)
{
    const CliResult r =
        runCli({QStringLiteral("--version"), QStringLiteral("--lang"), QStringLiteral("en")});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QuantityFormat english{QLocale(QLocale::English, QLocale::UnitedStates)};
    EXPECT_TRUE(r.out.contains(ProgramFacts::version())) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(english.date(ProgramFacts::catalogueDate()))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("MIT"))) << r.out.toStdString();
    EXPECT_TRUE(ProgramFacts::catalogueDate().isValid());
}

TEST(CommandLine, EveryFailureIsOneLineOnStderr)
{
    // A newline inside an id does not split the message.
    const CliResult newline = runCli({QStringLiteral("evaluate"), QStringLiteral("--checkpoint"),
                                      QStringLiteral("evil\nsecond line")});
    expectOneLine(newline, QStringLiteral("evil\\nsecond line"), "newline in an id");
    // An empty argument names the problem; Qt says nothing of its own.
    const CliResult emptyBuild = runCli({QStringLiteral("evaluate"), QString()});
    expectOneLine(emptyBuild, QStringLiteral("build file"), "evaluate \"\"");
    EXPECT_FALSE(emptyBuild.err.contains(QStringLiteral("QFSFileEngine")));
    // An empty folder is no folder (not the current one).
    expectOneLine(runCli({QStringLiteral("import"), QString()}), QStringLiteral("empty"),
                  "import \"\"");
    expectOneLine(runCli({QStringLiteral("calibrate"), QString()}), QStringLiteral("empty"),
                  "calibrate \"\"");
}

TEST(CommandLine, NoFixedRuntimeFolderInTmp)
{
    // Without XDG_RUNTIME_DIR every run makes a private folder of its own and
    // removes it: a fixed name would be another user's folder on a shared machine.
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const CliResult r =
        runCli({QStringLiteral("catalogue")},
               {QStringLiteral("XDG_RUNTIME_DIR"), QStringLiteral("TMPDIR=") + tmp.path()});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    EXPECT_TRUE(QDir(tmp.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
}

TEST(CompareCommand, ABuildThatCannotBeEvaluatedExitsTwoInEveryForm)
{
    QTemporaryDir dir;
    Build broken = BuildFile::read(kReference, Catalogue::builtIn().rules());
    broken.layout.tp = 3; // three cards of a layout on a server of four
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    BuildFile::write(broken, path, Catalogue::builtIn().rules());
    const QString pdf = dir.filePath(QStringLiteral("c.pdf"));
    const QList<QStringList> cases = {
        {QStringLiteral("compare"), kReference, path},
        {QStringLiteral("compare"), kReference, path, QStringLiteral("--json")},
        {QStringLiteral("compare"), kReference, path, QStringLiteral("-o"), pdf},
    };
    for (const QStringList &arguments : cases)
        expectOneLine(runCli(arguments), QStringLiteral("broken.json"),
                      arguments.join(QLatin1Char(' ')).toStdString());
    EXPECT_FALSE(QFile::exists(pdf));
}
