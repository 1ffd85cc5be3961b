// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace llmconf {

class Catalogue;

/// The ids nearest to one the catalogue does not have, for a message that
/// says what was probably meant and which command lists them all.
class NearestIds
{
    Q_DECLARE_TR_FUNCTIONS(NearestIds)

public:
    /// Ids equal but for case, else ids that contain the given one, else
    /// the ones fewest edits away (case-insensitive); none when nothing is
    /// near.
    static QStringList of(const QString &given, const QStringList &known);

    /// "; did you mean h200-nvl, h200-sxm? `llm-configurator card list`
    /// lists all": to append to an "Unknown card" message.
    static QString cardHint(const QString &given, const Catalogue &catalogue);
    /// The same for a checkpoint id, with the command that lists checkpoints.
    static QString checkpointHint(const QString &given, const Catalogue &catalogue);

    /// Edits (insertions, deletions, substitutions) from a to b.
    static int distance(const QString &a, const QString &b);
};

} // namespace llmconf
