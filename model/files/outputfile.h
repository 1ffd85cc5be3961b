// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QtGlobal>

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
    /// check(path, inputs), then writes `data` through a temporary file
    /// renamed over `path`, unbuffered and checked to the last byte: a failed
    /// write (a full disk) throws FormatError naming `path` and the reason, and
    /// leaves the old file byte for byte.
    static void write(const QByteArray &data, const QString &path, const QStringList &inputs = {});

    /// Test seam: while set (>= 0), every write() finds only `bytes` bytes of
    /// free space, as a full disk would, and fails with "no space left on
    /// device" after writing them to its temporary file. -1 lifts it.
    static void setSpaceLeftForTests(qint64 bytes);
};

} // namespace llmconf
