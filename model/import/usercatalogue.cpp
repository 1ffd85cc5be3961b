// SPDX-License-Identifier: MIT
#include "usercatalogue.h"

#include "asidefile.h"
#include "cappedfile.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "formatversion.h"
#include "jsoncursor.h"
#include "outputfile.h"
#include "userfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QSet>

namespace llmconf {

namespace {
constexpr int kFormat = 1;
// A lock older than this was left by a process that died while saving.
constexpr int kStaleLockMs = 10000;
// Another process saving holds the lock for milliseconds; wait well beyond that.
constexpr int kLockWaitMs = 15000;
} // namespace

namespace {
/// With `leftOut`, a bad entry is named there and the others are kept;
/// without it, the first bad entry throws (before the file is rewritten).
void readEntry(const std::function<void()> &read, QStringList *leftOut)
{
    if (!leftOut)
        return read();
    try {
        read();
    } catch (const FormatError &e) {
        leftOut->append(e.message());
    }
}
} // namespace

QString UserCatalogue::defaultPath()
{
    return UserFiles::cataloguePath();
}

QByteArray UserCatalogue::toJson(const QList<CustomCheckpoint> &entries, const QList<Card> &cards)
{
    QJsonArray models;
    QJsonArray checkpoints;
    for (const CustomCheckpoint &e : entries) {
        models.append(CatalogueEntryWriter::model(e.model));
        checkpoints.append(CatalogueEntryWriter::checkpoint(e.checkpoint));
    }
    QJsonObject root{{QStringLiteral("models"), models},
                     {QStringLiteral("checkpoints"), checkpoints}};
    if (!cards.isEmpty()) {
        QJsonArray list;
        for (const Card &c : cards)
            list.append(CatalogueEntryWriter::card(c));
        root.insert(QStringLiteral("cards"), list);
    }
    FormatVersion::write(root, kFormat);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QList<CustomCheckpoint> UserCatalogue::fromJson(const QByteArray &data, const QString &fileName,
                                                QStringList *leftOut)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    FormatVersion::read(root, kFormat);
    const auto guarded = [leftOut](const std::function<void()> &read) { readEntry(read, leftOut); };
    QHash<QString, ModelFamily> models;
    QList<CustomCheckpoint> entries;
    // A file of cards alone has neither list.
    if (!root.has(QStringLiteral("models")) && !root.has(QStringLiteral("checkpoints")))
        return entries;
    QSet<QString> refusedModels;
    root.field(QStringLiteral("models")).forEach([&](const JsonCursor &e) {
        guarded([&] {
            try {
                ModelFamily m = CatalogueReader::readModel(e);
                models.insert(m.id, std::move(m));
            } catch (const FormatError &) {
                if (e.value().isObject())
                    refusedModels.insert(
                        e.value().toObject().value(QStringLiteral("id")).toString());
                throw;
            }
        });
    });
    root.field(QStringLiteral("checkpoints")).forEach([&](const JsonCursor &e) {
        guarded([&] {
            Checkpoint c = CatalogueReader::readCheckpoint(e);
            if (refusedModels.contains(c.model) && leftOut)
                return; // its model is named as left out already
            if (!models.contains(c.model))
                e.field(QStringLiteral("model")).fail(tr("unknown model \"%1\"").arg(c.model));
            entries.append(CustomCheckpoint{models.value(c.model), std::move(c)});
        });
    });
    return entries;
}

QList<Card> UserCatalogue::cardsFromJson(const QByteArray &data, const QString &fileName,
                                         QStringList *leftOut)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    QList<Card> cards;
    if (!root.has(QStringLiteral("cards")))
        return cards;
    QSet<QString> seen;
    root.field(QStringLiteral("cards")).forEach([&](const JsonCursor &e) {
        readEntry(
            [&] {
                Card card = CatalogueReader::readCard(e);
                if (seen.contains(card.id))
                    e.field(QStringLiteral("id"))
                        .fail(tr("the id \"%1\" appears twice").arg(card.id));
                seen.insert(card.id);
                cards.append(std::move(card));
            },
            leftOut);
    });
    return cards;
}

namespace {
QByteArray readAll(const QString &path, bool *exists)
{
    *exists = QFile::exists(path);
    if (!*exists)
        return {};
    return CappedFile::read(path, QFileInfo(path).fileName(), CappedFile::kLargeDocument);
}

void writeFile(const QByteArray &data, const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    OutputFile::write(data, path, {UserFiles::priceListPath()});
}

void replaceById(QJsonObject &root, const QString &key, const QJsonObject &object)
{
    QJsonArray list = root.value(key).toArray();
    const QString id = object.value(QStringLiteral("id")).toString();
    bool replaced = false;
    for (qsizetype i = 0; i < list.size(); ++i)
        if (list.at(i).toObject().value(QStringLiteral("id")).toString() == id) {
            list.replace(i, object);
            replaced = true;
        }
    if (!replaced)
        list.append(object);
    root.insert(key, list);
}

/// Several saves at once (two windows, a script of `import --save`): each
/// reads, changes and writes under the lock, so none loses another's entry.
/// The file is changed as JSON, so entries and keys this version does not
/// know (a newer version's) stay; a damaged or newer file is refused, never
/// overwritten.
void changeUnderLock(const QString &path, const std::function<void(QJsonObject &)> &change)
{
    const QString name = QFileInfo(path).fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QLockFile lock(path + QStringLiteral(".lock"));
    lock.setStaleLockTime(kStaleLockMs);
    if (!lock.tryLock(kLockWaitMs))
        throw FormatError(
            name, QString(),
            UserCatalogue::tr("is being saved by another process (%1); nothing stored")
                .arg(QFileInfo(path + QStringLiteral(".lock")).fileName()));
    QJsonObject root;
    if (QFile::exists(path)) {
        try {
            const QByteArray data = CappedFile::read(path, name, CappedFile::kLargeDocument);
            UserCatalogue::fromJson(data, name);
            UserCatalogue::cardsFromJson(data, name);
            root = QJsonDocument::fromJson(data).object();
        } catch (const FormatError &e) {
            // Never written over: the user moves it aside, keeping what reads.
            throw FormatError(e.file(), e.field(),
                              UserCatalogue::tr("%1; nothing stored. \"llm-configurator catalogue "
                                                "repair\" or File > Repair user catalogue moves "
                                                "it aside and keeps every readable entry")
                                  .arg(e.problem()));
        }
    }
    change(root);
    FormatVersion::write(root, kFormat);
    OutputFile::write(QJsonDocument(root).toJson(QJsonDocument::Indented), path,
                      {UserFiles::priceListPath()});
}
} // namespace

QList<Card> UserCatalogue::readCards(const QString &path, QStringList *leftOut)
{
    bool exists = false;
    const QByteArray data = readAll(path, &exists);
    return exists ? cardsFromJson(data, QFileInfo(path).fileName(), leftOut) : QList<Card>();
}

void UserCatalogue::storeCard(const Card &card, const Catalogue &builtIn, const QString &path)
{
    if (builtIn.card(card.id))
        throw FormatError(
            tr("card %1").arg(card.name), QStringLiteral("$.id"),
            tr("\"%1\" is a built-in card; give your card its own id and name").arg(card.id));
    changeUnderLock(path, [&card](QJsonObject &root) {
        replaceById(root, QStringLiteral("cards"), CatalogueEntryWriter::card(card));
    });
}

QList<CustomCheckpoint> UserCatalogue::read(const QString &path, QStringList *leftOut)
{
    if (!QFile::exists(path))
        return {};
    const QString name = QFileInfo(path).fileName();
    return fromJson(CappedFile::read(path, name, CappedFile::kLargeDocument), name, leftOut);
}

void UserCatalogue::write(const QList<CustomCheckpoint> &entries, const QString &path)
{
    // The cards in the file stay; a file whose cards cannot be read keeps
    // them unread rather than lose them, so refuse.
    writeFile(toJson(entries, readCards(path)), path);
}

void UserCatalogue::store(const CustomCheckpoint &entry, const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    if (entry.checkpoint.id.trimmed().isEmpty())
        throw FormatError(name, QStringLiteral("$.checkpoints[].id"),
                          tr("an imported checkpoint needs an id; nothing stored"));
    // What is stored must read back, or every later read would refuse it.
    fromJson(toJson({entry}), name);
    changeUnderLock(path, [&entry](QJsonObject &root) {
        replaceById(root, QStringLiteral("models"), CatalogueEntryWriter::model(entry.model));
        replaceById(root, QStringLiteral("checkpoints"),
                    CatalogueEntryWriter::checkpoint(entry.checkpoint));
    });
}

UserCatalogue::Repair UserCatalogue::repair(const QString &path, const QDateTime &now)
{
    const QString name = QFileInfo(path).fileName();
    if (!QFileInfo::exists(path))
        throw FormatError(name, QString(), tr("does not exist; there is nothing to repair"));
    QLockFile lock(path + QStringLiteral(".lock"));
    lock.setStaleLockTime(kStaleLockMs);
    if (!lock.tryLock(kLockWaitMs))
        throw FormatError(name, QString(),
                          tr("is being saved by another process (%1); nothing changed")
                              .arg(QFileInfo(path + QStringLiteral(".lock")).fileName()));
    Repair repair;
    QList<CustomCheckpoint> entries;
    QList<Card> cards;
    try {
        const QByteArray data = CappedFile::read(path, name, CappedFile::kLargeDocument);
        entries = fromJson(data, name, &repair.leftOut);
        cards = cardsFromJson(data, name, &repair.leftOut);
    } catch (const FormatError &e) {
        repair.leftOut.append(e.message()); // the whole file: nothing reads
    }
    repair.setAside = AsideFile::move(path, QStringLiteral("damaged"), now);
    if (!entries.isEmpty() || !cards.isEmpty())
        OutputFile::write(toJson(entries, cards), path, {UserFiles::priceListPath()});
    repair.checkpoints = int(entries.size());
    repair.cards = int(cards.size());
    return repair;
}

Catalogue UserCatalogue::merged(const Catalogue &base, const QList<CustomCheckpoint> &entries,
                                const QList<Card> &cards)
{
    Catalogue catalogue = base;
    for (const Card &c : cards)
        catalogue.addCard(c);
    for (const CustomCheckpoint &e : entries) {
        catalogue.addModel(e.model);
        catalogue.addCheckpoint(e.checkpoint);
    }
    return catalogue;
}

Catalogue UserCatalogue::offered(const Catalogue &builtIn, QString *problem, const QString &path)
{
    try {
        QStringList leftOut;
        const QList<CustomCheckpoint> entries = read(path, &leftOut);
        const Catalogue catalogue = merged(builtIn, entries, readCards(path, &leftOut));
        if (problem && !leftOut.isEmpty())
            *problem = leftOut.size() == 1 ? tr("%1 (that entry is left out)").arg(leftOut.first())
                                           : tr("%1 (that entry and %n more are left out)", nullptr,
                                                int(leftOut.size()) - 1)
                                                 .arg(leftOut.first());
        return catalogue;
    } catch (const FormatError &e) {
        if (problem)
            *problem = e.message();
        return builtIn;
    }
}

} // namespace llmconf
