// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmconf {

struct BuildReport;
class QuantityFormat;

/// The further models of a build (Build::instances) as the text of
/// `evaluate`: each with its share of a card, its memory per card, its
/// conversations and speed, and the card they all share; and the serving
/// commands, one per model.
class InstancesTable
{
    Q_DECLARE_TR_FUNCTIONS(InstancesTable)

public:
    /// Empty for a build of one model.
    static QString render(const BuildReport &report, const QuantityFormat &format);
    /// The build's engine's and the other engine's
    /// command of every model, indented, a model's lines together.
    static QString servingCommands(const BuildReport &report);
};

} // namespace llmconf
