// SPDX-License-Identifier: MIT
#pragma once

#include "planconstraints.h"
#include "planranking.h"
#include "plantarget.h"
#include "subcommand.h"

#include <QCoreApplication>

class QCommandLineParser;

namespace llmconf {

class Catalogue;
class OptionReader;
struct PlanCandidate;
struct PlanResult;
struct SpeedRules;
class MoneyFormat;
class QuantityFormat;

/// `plan --model M --conversations N --context T [...] [--json]`: the builds
/// that serve a target (at a speed where asked), ranked by cards, servers and
/// wall power, by cost per million output tokens or by purchase price.
class PlanCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)

public:
    QString name() const override { return QStringLiteral("plan"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;

private:
    static void addOptions(QCommandLineParser &parser, const SpeedRules &speed);
    /// --model, --conversations, --context and the speed options.
    static PlanTarget targetOf(const OptionReader &options, const Catalogue &catalogue);
    /// --rank and the cost settings every build found is given.
    static PlanRanking rankingOf(const QCommandLineParser &parser, const OptionReader &options,
                                 const Catalogue &catalogue, const PlanTarget &target);
    /// --cards, --server-size, --kv-cache, --feed, --max-servers, --source-terms,
    /// --tolerate-one-down.
    static PlanConstraints constraintsOf(const OptionReader &options, const Catalogue &catalogue);
    static QString table(const PlanResult &result, const QuantityFormat &format);
    /// The target, the constraint and the ranking above the table.
    static QString heading(const PlanResult &result, const QuantityFormat &format);
    /// One build's row of the table (`index` from 0).
    static QStringList rowOf(const PlanCandidate &candidate, int index, PlanRanking::By by,
                             const QuantityFormat &format, const MoneyFormat &money,
                             const PlanTarget &target = PlanTarget());
    /// Cost per million output tokens, or which prices are missing.
    static QString costText(const PlanCandidate &candidate, const MoneyFormat &money);
    /// Purchase price of the hardware, or which prices are missing.
    static QString priceText(const PlanCandidate &candidate, const MoneyFormat &money);
};

} // namespace llmconf
