// SPDX-License-Identifier: MIT
#include "outputfile.h"

#include "formaterror.h"

#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace llmconf {

namespace {

/// Why `path` is no place to write a file, or an empty string.
QString notARegularFile(const QString &path)
{
#ifdef Q_OS_UNIX
    // stat() follows a symbolic link, as the rename over it will write its target.
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {}; // a new path
    if (S_ISREG(info.st_mode))
        return {};
    if (S_ISDIR(info.st_mode))
        return OutputFile::tr("is a folder, not a file; nothing written");
    if (S_ISFIFO(info.st_mode))
        return OutputFile::tr("is a named pipe, not a regular file; nothing written");
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode))
        return OutputFile::tr("is a device, not a regular file; nothing written");
    if (S_ISSOCK(info.st_mode))
        return OutputFile::tr("is a socket, not a regular file; nothing written");
    return OutputFile::tr("is not a regular file; nothing written");
#else
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return {};
    if (info.isDir())
        return OutputFile::tr("is a folder, not a file; nothing written");
    return OutputFile::tr("is not a regular file; nothing written");
#endif
}

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

} // namespace

void OutputFile::check(const QString &path, const QStringList &inputs)
{
    if (path.isEmpty())
        throw FormatError(tr("output"), QString(), tr("no file named; nothing written"));
    if (const QString problem = notARegularFile(path); !problem.isEmpty())
        throw FormatError(path, QString(), problem);
    for (const QString &input : inputs)
        if (!input.isEmpty() && sameFile(path, input))
            throw FormatError(
                path, QString(),
                tr("is also the input %1; writing would replace it, nothing written").arg(input));
}

void OutputFile::write(const QByteArray &data, const QString &path)
{
    check(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw FormatError(path, QString(), tr("cannot be written: %1").arg(file.errorString()));
    if (file.write(data) != data.size() || !file.commit())
        throw FormatError(path, QString(), tr("cannot be written: %1").arg(file.errorString()));
}

} // namespace llmconf
