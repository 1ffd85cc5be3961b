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
    QList<CustomCheckpoint> entries;
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

QList<CustomCheckpoint> UserCatalogue::read(const QString &path, QStringList *leftOut)
{
    if (!QFile::exists(path))
        return {};
    const QString name = QFileInfo(path).fileName();
    return fromJson(CappedFile::read(path, name, CappedFile::kLargeDocument), name, leftOut);
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
        QStringList leftOut;
        const Catalogue catalogue = merged(Catalogue::builtIn(), read(path, &leftOut));
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
