// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace llmconf {

class JsonCursor;

/// The "format" every file the program writes carries (build files, the user
/// catalogue, user cards). A reader opens its own format and every older one;
/// a newer file is refused with a message that says which program version it
/// needs. A writer of format N > 1 also writes "needsVersion", the first
/// program version that reads format N, so that older programs can name it.
class FormatVersion
{
    Q_DECLARE_TR_FUNCTIONS(FormatVersion)

public:
    /// The file's format, 1 to `current`; throws FormatError at $.format when
    /// it is newer, naming $.needsVersion where the file gives it.
    static int read(const JsonCursor &root, int current);
    /// Puts "format": current into `root`, and "needsVersion": `firstReader`
    /// when current > 1 (format 1 is read by every version).
    static void write(QJsonObject &root, int current, const QString &firstReader = QString());
};

} // namespace llmconf
