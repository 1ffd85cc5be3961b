// SPDX-License-Identifier: MIT
#include "cappedfile.h"

#include "filekind.h"
#include "formaterror.h"

#include <QFile>

namespace llmconf {

namespace {
/// A pipe blocks open() until a writer comes, and a device never ends:
/// refused by name before the file is opened.
void refuseIfNotRegular(const QString &path, const QString &name)
{
    if (const QString kind = FileKind::whyNotARegularFile(path); !kind.isEmpty())
        throw FormatError(name, QString(), CappedFile::tr("%1; nothing read").arg(kind));
}

QByteArray readOpen(QFile &file, const QString &name, qint64 cap)
{
    const QByteArray data = file.read(cap + 1);
    if (data.size() > cap)
        throw FormatError(name, QString(),
                          CappedFile::tr("is larger than %1 MiB, more than this program reads "
                                         "of such a file")
                              .arg(cap / CappedFile::kMiB));
    return data;
}
} // namespace

QByteArray CappedFile::read(const QString &path, const QString &name, qint64 cap)
{
    refuseIfNotRegular(path, name);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(name, QString(), tr("cannot be opened: %1").arg(file.errorString()));
    return readOpen(file, name, cap);
}

bool CappedFile::readIfPresent(const QString &path, const QString &name, qint64 cap,
                               QByteArray &data)
{
    refuseIfNotRegular(path, name);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    data = readOpen(file, name, cap);
    return true;
}

} // namespace llmconf
