// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>

namespace llmconf {

/// `card add CARD.json`, `card list [--json]`, `card show ID --json`: the
/// user's own cards beside the built-in ones. `show --json` prints a card in
/// exactly the form `add` reads, so that a copy with another id and name is
/// a new card.
class CardCommand : public Subcommand
{
    Q_DECLARE_TR_FUNCTIONS(CardCommand)

public:
    QString name() const override { return QStringLiteral("card"); }
    QString synopsis() const override;
    int run(const QStringList &arguments, CommandContext &context) const override;
};

} // namespace llmconf
