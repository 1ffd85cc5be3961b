// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace llmconf {

/// A file that cannot be used (a damaged catalogue, a newer version's
/// autosave) is moved out of the way, never deleted unread: beside itself,
/// under a dated name that says why ("autosave-unread-20261201-143005.json").
class AsideFile
{
    Q_DECLARE_TR_FUNCTIONS(AsideFile)

public:
    /// Renames `path` to "<name>-<why>-<yyyyMMdd-HHmmss>[-N].<suffix>" in its
    /// folder and returns the new path; throws FormatError naming the file
    /// when it cannot be moved.
    static QString move(const QString &path, const QString &why,
                        const QDateTime &now = QDateTime::currentDateTime());
};

} // namespace llmconf
