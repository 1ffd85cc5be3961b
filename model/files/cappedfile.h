// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmconf {

/// Reads a whole file that is known to be small (a build file, config.json,
/// a catalogue), refusing one larger than a cap: an endless or enormous file
/// must not fill memory. Reads at most cap + 1 bytes, so a device or a FIFO
/// that never ends is refused too.
class CappedFile
{
    Q_DECLARE_TR_FUNCTIONS(CappedFile)

public:
    static constexpr qint64 kMiB = 1024 * 1024;
    /// Build files, config.json, hf_quant_config.json, README.md, catalogue files.
    static constexpr qint64 kSmallDocument = 8 * kMiB;
    /// The user catalogue and model.safetensors.index.json, which grow with
    /// the imports and the tensors.
    static constexpr qint64 kLargeDocument = 64 * kMiB;

    /// The file's bytes; throws FormatError naming `name` when it is not a
    /// regular file (a pipe, a device, a folder: refused before opening),
    /// cannot be opened or holds more than `cap` bytes.
    static QByteArray read(const QString &path, const QString &name, qint64 cap);
    /// The same, for a file that may be absent: false when it cannot be
    /// opened; a pipe or a device is refused as by read().
    static bool readIfPresent(const QString &path, const QString &name, qint64 cap,
                              QByteArray &data);
};

} // namespace llmconf
