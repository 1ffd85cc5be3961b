// SPDX-License-Identifier: MIT
#pragma once
// A full disk for the writers' tests: OutputFile's seam (any byte offset,
// everywhere) and, when the tests run as root, a real tmpfs of a few pages.
#include "formaterror.h"
#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>

#include <sys/mount.h>
#include <unistd.h>

namespace llmconf::test {

/// While it lives, every OutputFile::write finds `bytes` bytes of free space.
class SpaceLeft
{
public:
    explicit SpaceLeft(qint64 bytes) { OutputFile::setSpaceLeftForTests(bytes); }
    ~SpaceLeft() { OutputFile::setSpaceLeftForTests(-1); }
    SpaceLeft(const SpaceLeft &) = delete;
    SpaceLeft &operator=(const SpaceLeft &) = delete;
};

inline QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

/// The names in `path`'s folder: a failed write leaves no temporary file.
inline QStringList folderEntries(const QString &path)
{
    return QFileInfo(path).dir().entryList(QDir::Files | QDir::Hidden | QDir::System);
}

/// Runs `write` (which writes `path`) with 0, 1, 2, ... bytes of space left
/// until it succeeds. Every failing run must throw a FormatError naming
/// `path` and the full disk, and leave `path` byte for byte and no stray file.
/// `step` > 1 samples the offsets (a PDF of 100 KB). Returns the bytes the
/// successful write needed.
inline qint64 expectEveryShortWriteRefused(const QString &path, const std::function<void()> &write,
                                           qint64 step = 1)
{
    const QByteArray before = contents(path);
    const QStringList entries = folderEntries(path);
    for (qint64 space = 0;; space += step) {
        SpaceLeft full(space);
        try {
            write();
            return space;
        } catch (const FormatError &e) {
            EXPECT_EQ(e.file(), path) << e.message().toStdString();
            EXPECT_TRUE(e.problem().contains(QStringLiteral("no space left")))
                << e.message().toStdString();
        }
        EXPECT_EQ(contents(path), before) << "after a write cut at byte " << space;
        EXPECT_EQ(folderEntries(path), entries) << "after a write cut at byte " << space;
        if (::testing::Test::HasFailure())
            return -1;
    }
}

/// A tmpfs of `size` bytes mounted on a temporary folder (root only: the
/// tests skip elsewhere), with a filler file leaving `free` bytes of it.
class SmallDisk
{
public:
    SmallDisk(qint64 size = 64 * 1024)
    {
        if (::geteuid() != 0 || !m_dir.isValid())
            return;
        const QByteArray options = "size=" + QByteArray::number(size);
        m_mounted = ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0,
                            options.constData()) == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    /// Fills what is free with one file (tmpfs counts whole pages).
    void fill()
    {
        QFile filler(filePath(QStringLiteral(".filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray page(4096, '\0');
        while (filler.write(page) == page.size()) {
        }
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

} // namespace llmconf::test
