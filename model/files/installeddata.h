// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace llmconf {

/// Where an installed copy of the program keeps its data: the catalogue and
/// the translations under <prefix>/share/llm-configurator, found from the
/// program's own folder (<prefix>/bin), so a package or a `cmake --install`
/// into any prefix works unchanged. A program run from its build folder has
/// no such folder and reads the copies compiled into its resources.
class InstalledData
{
public:
    /// <prefix>/share/llm-configurator, or empty when the program is not installed.
    static QString directory();
    /// The installed catalogue folder when it holds a catalogue, else ":/catalogue".
    static QString catalogueDirectory();
    /// The installed translations folder when it holds ours, else ":/i18n".
    static QString translationsDirectory();
};

} // namespace llmconf
