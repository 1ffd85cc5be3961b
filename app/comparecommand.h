// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

class BuildComparison;

/// `compare A.json B.json [...] [--preset NAME] [--json]`: two to four
/// builds side by side, every figure with the better value marked and the
/// ratio to the first build, and the advice that differs.
class CompareCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)

public:
    QString name() const override { return QStringLiteral("compare"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;

    /// The aligned table the command prints without --json.
    static QString render(const BuildComparison &comparison, const QStringList &files);
};

} // namespace llmconf
