// SPDX-License-Identifier: MIT
#include "filekind.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace llmconf {

QString FileKind::whyNotARegularFile(const QString &path)
{
#ifdef Q_OS_UNIX
    // stat() follows a symbolic link, as open() and a rename over it do.
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0 || S_ISREG(info.st_mode))
        return {}; // a new path, or a file
    if (S_ISDIR(info.st_mode))
        return tr("is a folder, not a file");
    if (S_ISFIFO(info.st_mode))
        return tr("is a named pipe, not a regular file");
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode))
        return tr("is a device, not a regular file");
    if (S_ISSOCK(info.st_mode))
        return tr("is a socket, not a regular file");
    return tr("is not a regular file");
#else
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return {};
    return info.isDir() ? tr("is a folder, not a file") : tr("is not a regular file");
#endif
}

} // namespace llmconf
