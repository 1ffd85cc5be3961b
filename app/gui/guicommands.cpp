// SPDX-License-Identifier: MIT
#include "guicommands.h"

#include "commandline.h"
#include "comparecommand.h"
#include "comparisonsheet.h"
#include "sheetcommand.h"

namespace llmconf {

Subcommands GuiCommands::all()
{
    Subcommands list = CommandLine::withoutGui();
    for (auto &command : list)
        if (command->name() == QLatin1String("compare"))
            command = std::make_unique<CompareCommand>(
                [](const BuildComparison &comparison, const QString &pdfPath) {
                    ComparisonSheet::write(comparison, pdfPath);
                });
    list.push_back(std::make_unique<SheetCommand>());
    return list;
}

} // namespace llmconf
