// SPDX-License-Identifier: MIT
#pragma once

#include "startuplog.h"

#include <QCoreApplication>
#include <QString>

class QIODevice;

namespace llmconf {

/// Reads the memory lines of a vLLM start-up log (pasted or from a file),
/// line by line: memory does not grow with the log. With several workers
/// (TP) each prints its own lines; the smallest value of each kind is taken,
/// as vLLM sizes the cache by the worker with the least memory. A text
/// without any of them, or a number out of range, throws FormatError.
class StartupLogReader
{
    Q_DECLARE_TR_FUNCTIONS(StartupLogReader)

public:
    [[nodiscard]] static StartupLog read(const QString &text, const QString &fileName);
    [[nodiscard]] static StartupLog read(QIODevice &device, const QString &fileName);
    static StartupLog readFile(const QString &path);
};

} // namespace llmconf
