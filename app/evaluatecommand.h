// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

/// `evaluate [BUILD.json] [options] [--json]`: the figures of one build.
class EvaluateCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(EvaluateCommand)

public:
    QString name() const override { return QStringLiteral("evaluate"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
};

} // namespace llmconf
