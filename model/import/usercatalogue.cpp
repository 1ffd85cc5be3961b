// SPDX-License-Identifier: MIT
#include "usercatalogue.h"

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

QByteArray UserCatalogue::toJson(const QList<CustomCheckpoint> &entries)
{
    QJsonArray models;
    QJsonArray checkpoints;
    for (const CustomCheckpoint &e : entries) {
        models.append(CatalogueEntryWriter::model(e.model));
        checkpoints.append(CatalogueEntryWriter::checkpoint(e.checkpoint));
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("models"), models},
                           {QStringLiteral("checkpoints"), checkpoints}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QList<CustomCheckpoint> UserCatalogue::fromJson(const QByteArray &data, const QString &fileName)
{
    const JsonCursor root = JsonCursor::fromDocument(fileName, data);
    const JsonCursor format = root.field(QStringLiteral("format"));
    if (format.integer(1, 1000000) > kFormat)
        format.fail(tr("format %1 is newer than this program reads (%2)")
                        .arg(format.integer(1, 1000000))
                        .arg(kFormat));
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
    const QString name = QFileInfo(path).fileName();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw FormatError(name, QString(), tr("cannot be written: %1").arg(file.errorString()));
    file.write(toJson(entries));
    if (!file.commit())
        throw FormatError(name, QString(), tr("cannot be written: %1").arg(file.errorString()));
}

void UserCatalogue::store(const CustomCheckpoint &entry, const QString &path)
{
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
