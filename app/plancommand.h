// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

struct PlanResult;
class QuantityFormat;

/// `plan --model M --conversations N --context T [...] [--json]`: the builds
/// that serve a target, ranked by cards, servers and wall power.
class PlanCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)

public:
    QString name() const override { return QStringLiteral("plan"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;

private:
    static QString table(const PlanResult &result, const QuantityFormat &format);
};

} // namespace llmconf
