// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

/// `calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]`: the
/// build's prediction against a vLLM start-up log, and the reserve per card
/// that makes them agree.
class CalibrateCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(CalibrateCommand)

public:
    QString name() const override { return QStringLiteral("calibrate"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
};

} // namespace llmconf
