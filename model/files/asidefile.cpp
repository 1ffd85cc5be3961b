// SPDX-License-Identifier: MIT
#include "asidefile.h"

#include "formaterror.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace llmconf {

QString AsideFile::move(const QString &path, const QString &why, const QDateTime &now)
{
    const QFileInfo info(path);
    const QString stem = info.completeBaseName() + QLatin1Char('-') + why + QLatin1Char('-') +
                         now.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    QString target = info.dir().filePath(stem + suffix);
    // Two in one second: a counter keeps both.
    for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
        target = info.dir().filePath(stem + QStringLiteral("-%1").arg(n) + suffix);
    if (!QFile::rename(path, target))
        throw FormatError(info.fileName(), QString(),
                          tr("cannot be moved aside to %1; it is kept where it is")
                              .arg(QFileInfo(target).fileName()));
    return target;
}

} // namespace llmconf
