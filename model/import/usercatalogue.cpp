// SPDX-License-Identifier: MIT
#include "usercatalogue.h"

#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "formaterror.h"
#include "formatversion.h"
#include "jsoncursor.h"
#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QStandardPaths>

namespace llmconf {

namespace {
constexpr int kFormat = 1;
// A lock older than this was left by a process that died while saving.
constexpr int kStaleLockMs = 10000;
// Another process saving holds the lock for milliseconds; wait well beyond that.
constexpr int kLockWaitMs = 15000;
} // namespace

QString UserCatalogue::defaultPath()
{
    const QString chosen = qEnvironmentVariable(kPathVariable);
    if (!chosen.isEmpty())
        return chosen;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/user-catalogue.json");
}

QByteArray UserCatalogue::toJson(const QList<CustomCheckpoint> &entries)
{
    QJsonArray models;
    QJsonArray checkpoints;
    for (const CustomCheckpoint &e : entries) {
        models.append(CatalogueEntryWriter::model(e.model));
        checkpoints.append(CatalogueEntryWriter::checkpoint(e.checkpoint));
    }
    QJsonObject root{{QStringLiteral("models"), models},
                     {QStringLiteral("checkpoints"), checkpoints}};
    FormatVersion::write(root, kFormat);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QList<CustomCheckpoint> UserCatalogue::fromJson(const QByteArray &data, const QString &fileName)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    FormatVersion::read(root, kFormat);
    QHash<QString, ModelFamily> models;
    root.field(QStringLiteral("models")).forEach([&models](const JsonCursor &e) {
        ModelFamily m = CatalogueReader::readModel(e);
        models.insert(m.id, std::move(m));
    });
    QList<CustomCheckpoint> entries;
    root.field(QStringLiteral("checkpoints")).forEach([&](const JsonCursor &e) {
        Checkpoint c = CatalogueReader::readCheckpoint(e);
        if (!models.contains(c.model))
            e.field(QStringLiteral("model")).fail(tr("unknown model \"%1\"").arg(c.model));
        entries.append(CustomCheckpoint{models.value(c.model), std::move(c)});
    });
    return entries;
}

QList<CustomCheckpoint> UserCatalogue::read(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return {};
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(name, QString(), tr("cannot be read: %1").arg(file.errorString()));
    return fromJson(file.readAll(), name);
}

void UserCatalogue::write(const QList<CustomCheckpoint> &entries, const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    OutputFile::write(toJson(entries), path);
}

void UserCatalogue::store(const CustomCheckpoint &entry, const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    if (entry.checkpoint.id.trimmed().isEmpty())
        throw FormatError(name, QStringLiteral("$.checkpoints[].id"),
                          tr("an imported checkpoint needs an id; nothing stored"));
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Several imports at once (two windows, a script of `import --save`): each
    // reads, adds and writes under the lock, so none loses another's entry.
    QLockFile lock(path + QStringLiteral(".lock"));
    lock.setStaleLockTime(kStaleLockMs);
    if (!lock.tryLock(kLockWaitMs))
        throw FormatError(name, QString(),
                          tr("is being saved by another process (%1); nothing stored")
                              .arg(QFileInfo(path + QStringLiteral(".lock")).fileName()));

    // Read as JSON and change only what this entry replaces: entries and
    // keys this version does not know (a newer version's) stay as they are.
    QJsonObject root;
    QFile file(path);
    if (file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            throw FormatError(name, QString(), tr("cannot be read: %1").arg(file.errorString()));
        const QByteArray data = file.readAll();
        file.close();
        fromJson(data, name); // a damaged or newer file is refused, never overwritten
        root = QJsonDocument::fromJson(data).object();
    }
    const auto replaceById = [&root](const QString &key, const QJsonObject &object) {
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
    };
    replaceById(QStringLiteral("models"), CatalogueEntryWriter::model(entry.model));
    replaceById(QStringLiteral("checkpoints"), CatalogueEntryWriter::checkpoint(entry.checkpoint));
    FormatVersion::write(root, kFormat);
    OutputFile::write(QJsonDocument(root).toJson(QJsonDocument::Indented), path);
}

Catalogue UserCatalogue::merged(const Catalogue &base, const QList<CustomCheckpoint> &entries)
{
    Catalogue catalogue = base;
    for (const CustomCheckpoint &e : entries) {
        catalogue.addModel(e.model);
        catalogue.addCheckpoint(e.checkpoint);
    }
    return catalogue;
}

Catalogue UserCatalogue::offered(QString *problem, const QString &path)
{
    try {
        return merged(Catalogue::builtIn(), read(path));
    } catch (const FormatError &e) {
        if (problem)
            *problem = e.message();
        return Catalogue::builtIn();
    }
}

} // namespace llmconf
