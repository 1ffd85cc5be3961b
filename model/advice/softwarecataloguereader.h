// SPDX-License-Identifier: MIT
#pragma once

#include "softwarecatalogue.h"

#include <QCoreApplication>

namespace llmconf {

class JsonCursor;

/// Reads software.json; a bad value throws a FormatError naming the file and
/// the JSON path.
class SoftwareCatalogueReader
{
    Q_DECLARE_TR_FUNCTIONS(SoftwareCatalogueReader)

public:
    static SoftwareCatalogue readFile(const QString &path, const QString &name);
    [[nodiscard]] static SoftwareCatalogue read(const JsonCursor &root);
};

} // namespace llmconf
