// SPDX-License-Identifier: MIT
// Where the program writes: a regular file or a new path, never a pipe, a
// device or a folder, and never a file the command reads.
#include "formaterror.h"
#include "fulldisk.h"
#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace llmconf;

TEST(OutputFile, ARegularFileOrANewPathIsWritten)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.json"));
    OutputFile::write("one", path);
    OutputFile::write("two", path);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), "two");
}

TEST(OutputFile, APipeADeviceAndAFolderAreRefused)
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_THROW(OutputFile::write("x", fifo), FormatError);
    EXPECT_THROW(OutputFile::check(QStringLiteral("/dev/null")), FormatError);
    EXPECT_THROW(OutputFile::check(dir.path()), FormatError);
    EXPECT_THROW(OutputFile::check(QString()), FormatError);
    struct stat info;
    ASSERT_EQ(::stat(QFile::encodeName(fifo).constData(), &info), 0);
    EXPECT_TRUE(S_ISFIFO(info.st_mode));
}

TEST(OutputFile, AnInputIsNeverTheOutput)
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("b.json"));
    OutputFile::write("build", input);
    EXPECT_THROW(OutputFile::check(input, {input}), FormatError);
    // The same file by another spelling, through a symbolic or a hard link.
    EXPECT_THROW(OutputFile::check(dir.path() + QStringLiteral("/./b.json"), {input}), FormatError);
    const QString symlink = dir.filePath(QStringLiteral("link.json"));
    ASSERT_TRUE(QFile::link(input, symlink));
    EXPECT_THROW(OutputFile::check(symlink, {input}), FormatError);
    const QString hardlink = dir.filePath(QStringLiteral("hard.json"));
    ASSERT_EQ(::link(QFile::encodeName(input).constData(), QFile::encodeName(hardlink).constData()),
              0);
    EXPECT_THROW(OutputFile::check(hardlink, {input}), FormatError);
    try {
        OutputFile::check(input, {QStringLiteral("other.json"), input});
        FAIL();
    } catch (const FormatError &e) {
        EXPECT_EQ(e.file(), input);
        EXPECT_TRUE(e.problem().contains(QStringLiteral("input"))) << e.message().toStdString();
    }
    // A new path or another file is fine.
    EXPECT_NO_THROW(OutputFile::check(dir.filePath(QStringLiteral("new.pdf")), {input}));
}

TEST(OutputFile, AWriteCutAtAnyByteLeavesTheOldFileAndSaysTheDiskIsFull)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.json"));
    OutputFile::write("the old build", path);
    const QByteArray next(300, 'x');
    const qint64 needed =
        test::expectEveryShortWriteRefused(path, [&] { OutputFile::write(next, path); });
    EXPECT_EQ(needed, next.size());
    EXPECT_EQ(test::contents(path), next);
}

TEST(OutputFile, AFullTmpfsLeavesTheOldFile)
{
    // Qt 6.4's QSaveFile::commit() returns true after a buffered write hit
    // ENOSPC and renames the empty temporary file over the old one.
    test::SmallDisk disk;
    if (!disk.mounted())
        GTEST_SKIP() << "mounting a tmpfs needs root";
    const QString path = disk.filePath(QStringLiteral("b.json"));
    OutputFile::write("the old build", path);
    disk.fill();
    for (const qsizetype size : {qsizetype(1), qsizetype(856), qsizetype(16000)}) {
        try {
            OutputFile::write(QByteArray(size, 'x'), path);
            ADD_FAILURE() << size << " bytes written to a full disk";
        } catch (const FormatError &e) {
            EXPECT_EQ(e.file(), path);
            EXPECT_TRUE(e.problem().contains(QStringLiteral("no space left")))
                << e.message().toStdString();
        }
        EXPECT_EQ(test::contents(path), "the old build");
    }
}
