// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace llmconf {

class QuantityFormat;

/// What the program says about itself (`--version`, Help > About): its
/// version, the date of the catalogue's values and the licence. One source,
/// so that the command line and the window never disagree.
class ProgramFacts
{
    Q_DECLARE_TR_FUNCTIONS(ProgramFacts)

public:
    static QString name();
    /// The project's version (CMake's project(VERSION)).
    static QString version();
    /// From the catalogue's edition.json.
    static QDate catalogueDate();
    /// The SPDX identifier of the program's licence.
    static QString licence();
    /// Three lines: name and version, the catalogue's date, the licence.
    static QString summary(const QuantityFormat &format);
};

} // namespace llmconf
