// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

/// `import DIR [--json] [--id ID] [--set FIELD=VALUE ...] [--save]`: derives
/// a checkpoint from local Hugging Face files and optionally stores it in
/// the user's catalogue.
class ImportCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)

public:
    QString name() const override { return QStringLiteral("import"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
};

} // namespace llmconf
