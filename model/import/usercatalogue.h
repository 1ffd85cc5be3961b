// SPDX-License-Identifier: MIT
#pragma once

#include "customcheckpoint.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

class Catalogue;

/// The user's own checkpoints (imported from Hugging Face files), kept as
/// JSON in the application data folder in the catalogue's own shape:
/// {"format": 1, "models": [...], "checkpoints": [...]}.
class UserCatalogue
{
    Q_DECLARE_TR_FUNCTIONS(UserCatalogue)

public:
    /// <AppDataLocation>/user-catalogue.json
    static QString defaultPath();

    /// The entries of a file; none when it does not exist. A damaged file
    /// throws FormatError naming it and the field.
    static QList<CustomCheckpoint> read(const QString &path = defaultPath());
    /// Writes atomically; throws FormatError when it cannot.
    static void write(const QList<CustomCheckpoint> &entries, const QString &path = defaultPath());
    /// Adds or replaces (by checkpoint id) one entry in the file.
    static void store(const CustomCheckpoint &entry, const QString &path = defaultPath());

    static QByteArray toJson(const QList<CustomCheckpoint> &entries);
    static QList<CustomCheckpoint> fromJson(const QByteArray &data, const QString &fileName);

    /// `base` with the entries added: what the window and commands offer.
    static Catalogue merged(const Catalogue &base, const QList<CustomCheckpoint> &entries);
};

} // namespace llmconf
