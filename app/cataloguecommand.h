// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

/// `catalogue [--json]`: what the catalogue holds.
class CatalogueCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(CatalogueCommand)

public:
    QString name() const override { return QStringLiteral("catalogue"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
};

} // namespace llmconf
