// SPDX-License-Identifier: MIT
#include "outputfile.h"

#include "filekind.h"
#include "formaterror.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <atomic>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace llmconf {

namespace {

bool sameFile(const QString &a, const QString &b)
{
#ifdef Q_OS_UNIX
    // Device and inode: a hard link or another spelling of the path is the same file.
    struct stat x, y;
    return ::stat(QFile::encodeName(a).constData(), &x) == 0 &&
           ::stat(QFile::encodeName(b).constData(), &y) == 0 && x.st_dev == y.st_dev &&
           x.st_ino == y.st_ino;
#else
    const QString canonical = QFileInfo(a).canonicalFilePath();
    return !canonical.isEmpty() && canonical == QFileInfo(b).canonicalFilePath();
#endif
}

std::atomic<qint64> spaceLeftForTests{-1};

/// Why a write failed, in the user's language where we know the cause: Qt's
/// own text is strerror()'s English, and "Unknown error" where it has none.
QString writeFailure(int code, const QSaveFile &file)
{
    switch (code) {
    case ENOSPC:
        return OutputFile::tr("no space left on device");
#ifdef EDQUOT
    case EDQUOT:
        return OutputFile::tr("the disk quota is exceeded");
#endif
    case EFBIG:
        return OutputFile::tr("the file is larger than this file system allows");
    case EIO:
        return OutputFile::tr("the device reported an input/output error");
    default:
        break;
    }
    const QString qt = file.errorString();
    return qt.isEmpty() || qt == QStringLiteral("Unknown error")
               ? OutputFile::tr("the write failed")
               : qt;
}

/// Writes all of `data` to the open `file`, or returns errno of the failure
/// (ENOSPC where the test seam says the disk is full). Unbuffered: Qt 6.4's
/// QSaveFile::commit() returns true after a buffered write failed, and
/// renames the cut temporary file over the old one.
int writeAll(QSaveFile &file, const QByteArray &data)
{
    const qint64 spaceLeft = spaceLeftForTests.load();
    const qint64 allowed = spaceLeft < 0 ? data.size() : std::min<qint64>(spaceLeft, data.size());
    qint64 done = 0;
    while (done < allowed) {
        errno = 0;
        const qint64 n = file.write(data.constData() + done, allowed - done);
        if (n <= 0)
            return errno != 0 ? errno : EIO;
        done += n;
    }
    if (done < data.size())
        return ENOSPC;
    if (file.error() != QFileDevice::NoError)
        return errno != 0 ? errno : EIO;
    return 0;
}

} // namespace

void OutputFile::setSpaceLeftForTests(qint64 bytes)
{
    spaceLeftForTests.store(bytes);
}

void OutputFile::check(const QString &path, const QStringList &inputs)
{
    if (path.isEmpty())
        throw FormatError(tr("output"), QString(), tr("no file named; nothing written"));
    if (const QString kind = FileKind::whyNotARegularFile(path); !kind.isEmpty())
        throw FormatError(path, QString(), tr("%1; nothing written").arg(kind));
    for (const QString &input : inputs)
        if (!input.isEmpty() && sameFile(path, input))
            throw FormatError(
                path, QString(),
                tr("is also the input %1; writing would replace it, nothing written").arg(input));
}

void OutputFile::write(const QByteArray &data, const QString &path, const QStringList &inputs)
{
    check(path, inputs);
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        throw FormatError(
            path, QString(),
            tr("cannot be written: %1; nothing written").arg(writeFailure(errno, file)));
    if (const int code = writeAll(file, data); code != 0) {
        const QString reason = writeFailure(code, file);
        file.cancelWriting();
        throw FormatError(path, QString(),
                          tr("cannot be written: %1; the old file is unchanged").arg(reason));
    }
    errno = 0;
    if (!file.commit())
        throw FormatError(
            path, QString(),
            tr("cannot be written: %1; the old file is unchanged").arg(writeFailure(errno, file)));
}

} // namespace llmconf
