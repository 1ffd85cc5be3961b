// SPDX-License-Identifier: MIT
#pragma once

#include "jsoncursor.h"

#include <QString>

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
    static JsonCursor root(const QString &fileName);
};

} // namespace llmconf
