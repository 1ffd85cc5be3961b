// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

/// `sheet BUILD.json -o OUT.pdf`: the customer's configuration sheet as PDF,
/// the same the window's File > Export configuration sheet... writes. In
/// app/gui: it links the sheets, and runs on a QApplication.
class SheetCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(SheetCommand)

public:
    QString name() const override { return QStringLiteral("sheet"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
    /// Always: the sheet draws charts.
    bool needsGui(const QStringList &) const override { return true; }
};

} // namespace llmconf
