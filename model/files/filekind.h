// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// What a path names when it is not a regular file: a named pipe blocks an
/// open() for reading until a writer comes, a device never ends, a folder is
/// no document. Readers and writers ask before they open.
class FileKind
{
    Q_DECLARE_TR_FUNCTIONS(FileKind)

public:
    /// "is a named pipe, not a regular file", ... or an empty string for a
    /// regular file (through symbolic links) or a path that does not exist.
    static QString whyNotARegularFile(const QString &path);
};

} // namespace llmconf
