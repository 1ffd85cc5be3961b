// SPDX-License-Identifier: MIT
#include "usercatalogue.h"

#include "cappedfile.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "jsoncursor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

namespace llmconf {

namespace {
constexpr int kFormat = 1;
}

QString UserCatalogue::defaultPath()
{
    const QString chosen = qEnvironmentVariable(kPathVariable);
    if (!chosen.isEmpty())
        return chosen;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/user-catalogue.json");
}

QByteArray UserCatalogue::toJson(const QList<CustomCheckpoint> &entries, const QList<Card> &cards)
{
    QJsonArray models;
    QJsonArray checkpoints;
    for (const CustomCheckpoint &e : entries) {
        models.append(CatalogueEntryWriter::model(e.model));
        checkpoints.append(CatalogueEntryWriter::checkpoint(e.checkpoint));
    }
    QJsonObject root{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("models"), models},
                     {QStringLiteral("checkpoints"), checkpoints}};
    if (!cards.isEmpty()) {
        QJsonArray list;
        for (const Card &c : cards)
            list.append(CatalogueEntryWriter::card(c));
        root.insert(QStringLiteral("cards"), list);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QList<CustomCheckpoint> UserCatalogue::fromJson(const QByteArray &data, const QString &fileName,
                                                QStringList *leftOut)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    const JsonCursor format = root.field(QStringLiteral("format"));
    if (format.integer(1, 1000000) > kFormat)
        format.fail(tr("format %1 is newer than this program reads (%2)")
                        .arg(format.integer(1, 1000000))
                        .arg(kFormat));
    // With leftOut, one bad entry is named there and the others are kept;
    // without it, the first bad entry throws (before the file is rewritten).
    const auto guarded = [leftOut](const std::function<void()> &read) {
        if (!leftOut)
            return read();
        try {
            read();
        } catch (const FormatError &e) {
            leftOut->append(e.message());
        }
    };
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

QList<Card> UserCatalogue::cardsFromJson(const QByteArray &data, const QString &fileName)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    QList<Card> cards;
    if (!root.has(QStringLiteral("cards")))
        return cards;
    QSet<QString> seen;
    root.field(QStringLiteral("cards")).forEach([&](const JsonCursor &e) {
        Card card = CatalogueReader::readCard(e);
        if (seen.contains(card.id))
            e.field(QStringLiteral("id")).fail(tr("the id \"%1\" appears twice").arg(card.id));
        seen.insert(card.id);
        cards.append(std::move(card));
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
    const QString name = QFileInfo(path).fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw FormatError(name, QString(),
                          UserCatalogue::tr("cannot be written: %1").arg(file.errorString()));
    file.write(data);
    if (!file.commit())
        throw FormatError(name, QString(),
                          UserCatalogue::tr("cannot be written: %1").arg(file.errorString()));
}
} // namespace

QList<Card> UserCatalogue::readCards(const QString &path)
{
    bool exists = false;
    const QByteArray data = readAll(path, &exists);
    return exists ? cardsFromJson(data, QFileInfo(path).fileName()) : QList<Card>();
}

void UserCatalogue::storeCard(const Card &card, const QString &path)
{
    if (Catalogue::builtIn().card(card.id))
        throw FormatError(
            tr("card %1").arg(card.name), QStringLiteral("$.id"),
            tr("\"%1\" is a built-in card; give your card its own id and name").arg(card.id));
    // Read both lists first: a damaged file stays as it is.
    const QList<CustomCheckpoint> entries = read(path);
    QList<Card> cards = readCards(path);
    bool replaced = false;
    for (Card &c : cards)
        if (c.id == card.id) {
            c = card;
            replaced = true;
        }
    if (!replaced)
        cards.append(card);
    writeFile(toJson(entries, cards), path);
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
    // What is stored must read back, or every later read would refuse it.
    fromJson(toJson({entry}), QFileInfo(path).fileName());
    QList<CustomCheckpoint> entries = read(path);
    bool replaced = false;
    for (CustomCheckpoint &e : entries)
        if (e.checkpoint.id == entry.checkpoint.id) {
            e = entry;
            replaced = true;
        }
    if (!replaced)
        entries.append(entry);
    write(entries, path);
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

Catalogue UserCatalogue::offered(QString *problem, const QString &path)
{
    try {
        QStringList leftOut;
        const Catalogue catalogue =
            merged(Catalogue::builtIn(), read(path, &leftOut), readCards(path));
        if (problem && !leftOut.isEmpty())
            *problem = leftOut.size() == 1 ? tr("%1 (that entry is left out)").arg(leftOut.first())
                                           : tr("%1 (that entry and %n more are left out)", nullptr,
                                                int(leftOut.size()) - 1)
                                                 .arg(leftOut.first());
        return catalogue;
    } catch (const FormatError &e) {
        if (problem)
            *problem = e.message();
        return Catalogue::builtIn();
    }
}

} // namespace llmconf
