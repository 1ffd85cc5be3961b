// SPDX-License-Identifier: MIT
#include "autosaveslot.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace llmconf;

namespace {
void touch(const QString &path, const QByteArray &data = "{}")
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(data);
}

/// The id of a process that has ended: a lock naming it is a crash's lock.
qint64 endedProcessId()
{
    QProcess process;
    process.start(QStringLiteral("true"), {});
    EXPECT_TRUE(process.waitForStarted());
    const qint64 id = process.processId();
    EXPECT_TRUE(process.waitForFinished());
    return id;
}
} // namespace

TEST(AutosaveSlot, TwoProgramsAtOnceGetTwoFiles)
{
    QTemporaryDir dir;
    AutosaveSlot first(dir.path());
    AutosaveSlot second(dir.path());
    ASSERT_TRUE(first.isLocked() && second.isLocked());
    EXPECT_EQ(first.path(), dir.filePath(QStringLiteral("autosave.json")));
    EXPECT_EQ(second.path(), dir.filePath(QStringLiteral("autosave-2.json")));
}

TEST(AutosaveSlot, AFileIsFreeAgainWhenItsProgramEnds)
{
    QTemporaryDir dir;
    QString path;
    {
        const AutosaveSlot first(dir.path());
        path = first.path();
    }
    const AutosaveSlot next(dir.path());
    EXPECT_EQ(next.path(), path);
}

TEST(AutosaveSlot, ACopyLeftByAnEndedRunIsTakenBeforeAnEmptySlot)
{
    QTemporaryDir dir;
    const AutosaveSlot running(dir.path()); // slot 1, another window
    touch(dir.filePath(AutosaveSlot::fileName(3)));
    const AutosaveSlot next(dir.path());
    EXPECT_EQ(next.path(), dir.filePath(QStringLiteral("autosave-3.json")));
}

TEST(AutosaveSlot, TheLockOfACrashedRunDoesNotHoldItsCopy)
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(AutosaveSlot::fileName(1));
    touch(copy);
    // What QLockFile writes: process id, program name, host name.
    touch(copy + QStringLiteral(".lock"), QByteArray::number(endedProcessId()) +
                                              "\nllm-configurator\n" +
                                              QSysInfo::machineHostName().toUtf8() + "\n");
    const AutosaveSlot next(dir.path());
    EXPECT_TRUE(next.isLocked());
    EXPECT_EQ(next.path(), copy);
}

TEST(AutosaveSlot, AFolderThatCannotHoldALockStillGivesAPath)
{
    QTemporaryDir dir;
    touch(dir.filePath(QStringLiteral("file")));
    // A folder below a regular file cannot be made.
    const AutosaveSlot slot(dir.filePath(QStringLiteral("file/below")));
    EXPECT_FALSE(slot.isLocked());
    EXPECT_FALSE(slot.path().isEmpty());
}
