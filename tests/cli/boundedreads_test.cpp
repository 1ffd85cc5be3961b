// SPDX-License-Identifier: MIT
// Reads that end: a named pipe or a device where a document belongs is
// refused by name before it is opened (an open() of a pipe waits for a
// writer for ever), and the window on a platform that shows nothing exits
// with the error instead of waiting for an answer no one can give.
#include "examplefile.h"
#include "processrun.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace llmconf;
using namespace llmconf::test;

namespace {

/// The program, killed (and the test failed) after 20 s where it would wait.
ProcessResult runBounded(const QStringList &arguments, const QStringList &environment = {})
{
    QStringList env{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANG=C.UTF-8"),
                    QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + absentUserCatalogue()};
    return runProcess(QStringLiteral(LLMCONF_BINARY), arguments, env + environment, 20000);
}

} // namespace

TEST(BoundedReads, APipeOrADeviceIsRefusedByNameAndNothingWaits)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString reference = exampleFile("glm53flash-nvfp4-4x-rtx-tp4");
    const QList<QStringList> cases = {
        {QStringLiteral("evaluate"), fifo},
        {QStringLiteral("evaluate"), reference, QStringLiteral("--prices"), fifo},
        {QStringLiteral("card"), QStringLiteral("add"), fifo},
        {QStringLiteral("evaluate"), QStringLiteral("/dev/zero")},
    };
    for (const QStringList &arguments : cases) {
        const ProcessResult r = runBounded(arguments);
        const std::string what = arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(r.exitCode, 2) << what << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("not a regular file")))
            << what << ": " << r.err.toStdString();
    }
}

TEST(BoundedReads, AUserCatalogueThatIsAPipeLeavesTheBuiltInOnes)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("user-catalogue.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QStringList env = {QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + fifo};
    const ProcessResult listed = runBounded({QStringLiteral("catalogue")}, env);
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("h200-nvl"))) << listed.out.toStdString();
    EXPECT_TRUE((listed.out + listed.err).contains(QStringLiteral("named pipe")));
    const ProcessResult evaluated =
        runBounded({QStringLiteral("evaluate"), exampleFile("glm53flash-nvfp4-4x-rtx-tp4")}, env);
    EXPECT_EQ(evaluated.exitCode, 0) << evaluated.err.toStdString();
}

TEST(BoundedReads, TheWindowOnAnInvisiblePlatformExitsWithTheErrorOfItsFile)
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("nosuch.json"));
    const ProcessResult r = runBounded({missing}, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
    EXPECT_EQ(r.exitCode, 2) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("nosuch.json"))) << r.err.toStdString();
}

TEST(BoundedReads, AnImportWhoseConfigOrIndexIsAPipeIsRefused)
{
    for (const char *piped :
         {"config.json", "model.safetensors.index.json", "hf_quant_config.json"}) {
        QTemporaryDir dir;
        if (QString::fromLatin1(piped) != QStringLiteral("config.json")) {
            ASSERT_TRUE(
                QFile::copy(QStringLiteral(LLMCONF_TEST_DATA "/hf/llama-3.3-70b/config.json"),
                            dir.filePath(QStringLiteral("config.json"))));
        }
        ASSERT_EQ(
            ::mkfifo(QFile::encodeName(dir.filePath(QString::fromLatin1(piped))).constData(), 0600),
            0);
        const ProcessResult r = runBounded({QStringLiteral("import"), dir.path()});
        EXPECT_EQ(r.exitCode, 2) << piped << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("named pipe")))
            << piped << ": " << r.err.toStdString();
    }
}
