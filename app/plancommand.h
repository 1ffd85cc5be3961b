// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

struct PlanCandidate;
struct PlanResult;
class MoneyFormat;
class QuantityFormat;

/// `plan --model M --conversations N --context T [...] [--json]`: the builds
/// that serve a target (at a speed where asked), ranked by cards, servers and
/// wall power or by cost per million output tokens.
class PlanCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)

public:
    QString name() const override { return QStringLiteral("plan"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;

private:
    static QString table(const PlanResult &result, const QuantityFormat &format);
    /// Cost per million output tokens, or which prices are missing.
    static QString costText(const PlanCandidate &candidate, const MoneyFormat &money);
};

} // namespace llmconf
