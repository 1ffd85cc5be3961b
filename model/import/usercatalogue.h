// SPDX-License-Identifier: MIT
#pragma once

#include "card.h"
#include "customcheckpoint.h"
#include "userfiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmconf {

class Catalogue;

/// The user's own checkpoints (imported from Hugging Face files) and cards
/// (File > Add card..., `card add`), kept as JSON in the application data
/// folder in the catalogue's own shape:
/// {"format": 1, "models": [...], "checkpoints": [...], "cards": [...]}.
class UserCatalogue
{
    Q_DECLARE_TR_FUNCTIONS(UserCatalogue)

public:
    /// UserFiles::cataloguePath(): the file named by the environment variable
    /// LLM_CONFIGURATOR_USER_CATALOGUE where it is set (tests, several users'
    /// catalogues), else <AppDataLocation>/user-catalogue.json.
    static QString defaultPath();
    static constexpr const char *kPathVariable = UserFiles::kCataloguePathVariable;

    /// The entries of a file; none when it does not exist. A damaged file
    /// throws FormatError naming it and the field; so does a bad entry,
    /// unless `leftOut` is given: then each bad entry is named there and the
    /// others are returned.
    static QList<CustomCheckpoint> read(const QString &path = defaultPath(),
                                        QStringList *leftOut = nullptr);
    /// Writes atomically, keeping the cards the file holds; throws
    /// FormatError when it cannot.
    static void write(const QList<CustomCheckpoint> &entries, const QString &path = defaultPath());
    /// Adds or replaces (by checkpoint id) one entry in the file.
    static void store(const CustomCheckpoint &entry, const QString &path = defaultPath());

    /// The user's cards in a file; none when it does not exist. A bad card
    /// (or a second one with an id) throws, or with `leftOut` is named there
    /// and the others are returned.
    static QList<Card> readCards(const QString &path = defaultPath(),
                                 QStringList *leftOut = nullptr);
    /// Adds or replaces (by id) one of the user's cards, keeping the
    /// checkpoints. A card may not take the id of a card of `builtIn`: throws
    /// FormatError naming the field.
    static void storeCard(const Card &card, const Catalogue &builtIn,
                          const QString &path = defaultPath());

    /// What repair() did.
    struct Repair
    {
        QString setAside;    // where the damaged file now is
        int checkpoints = 0; // readable entries written back
        int cards = 0;
        QStringList leftOut; // what could not be read, each with its field
    };
    /// Moves a damaged file (a bad entry, a 0-byte or cut file) aside under a
    /// dated name beside it and writes back every entry that reads, so that
    /// later saves work and nothing is lost. Throws FormatError naming the
    /// file when there is none or it cannot be moved.
    static Repair repair(const QString &path = defaultPath(),
                         const QDateTime &now = QDateTime::currentDateTime());

    static QByteArray toJson(const QList<CustomCheckpoint> &entries, const QList<Card> &cards = {});
    static QList<CustomCheckpoint> fromJson(const QByteArray &data, const QString &fileName,
                                            QStringList *leftOut = nullptr);
    static QList<Card> cardsFromJson(const QByteArray &data, const QString &fileName,
                                     QStringList *leftOut = nullptr);

    /// `base` with the entries added: what the window and commands offer.
    static Catalogue merged(const Catalogue &base, const QList<CustomCheckpoint> &entries,
                            const QList<Card> &cards = {});
    /// `builtIn` (the built-in catalogue) merged with the file at `path`: what the window
    /// and every command offer. A damaged file is left out and `problem` (when
    /// given) says why, so that the built-in checkpoints stay usable; a bad
    /// entry is left out alone, named in `problem`, and the others are offered.
    static Catalogue offered(const Catalogue &builtIn, QString *problem = nullptr,
                             const QString &path = defaultPath());
};

} // namespace llmconf
