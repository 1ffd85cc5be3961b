// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace llmconf {

/// Where every file the program writes goes through (build files, sheets,
/// the user catalogue, autosaves): only a regular file or a new path is
/// written, atomically, and never one of the files the command reads.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(OutputFile)

public:
    /// Throws FormatError naming `path` when it is a folder, a named pipe, a
    /// device or a socket, or the same file as one of `inputs`.
    static void check(const QString &path, const QStringList &inputs = {});
    /// check(path), then writes `data` through a temporary file renamed over
    /// `path`: a failed write leaves the old file as it was.
    static void write(const QByteArray &data, const QString &path);
};

} // namespace llmconf
