// SPDX-License-Identifier: MIT
#pragma once

#include "jsoncursor.h"

#include <QString>
#include <QStringList>

namespace llmconf {

/// A file of the built-in catalogue (InstalledData::catalogueDirectory()),
/// parsed once per process: prices.json is read by the catalogue (its cost
/// settings), the price list and the cost defaults, and parsing it was 1.3 M
/// instructions each time a command started.
class BuiltInDocument
{
public:
    /// The document's top-level object; a file that cannot be read or parsed
    /// throws FormatError (CappedFile::kSmallDocument at most), every time.
    /// A file another thread is parsing is waited for, not parsed twice.
    static JsonCursor root(const QString &fileName);
    /// Parses these files, in this order, each one no other thread has
    /// begun: for a thread that parses while another reads (ProgramStart).
    /// A file that fails here is left to its reader, whose root() says why.
    static void parseAhead(const QStringList &fileNames);
};

} // namespace llmconf
