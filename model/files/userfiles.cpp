// SPDX-License-Identifier: MIT
#include "userfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace llmconf {

QString UserFiles::cataloguePath()
{
    const QString chosen = qEnvironmentVariable(kCataloguePathVariable);
    if (!chosen.isEmpty())
        return chosen;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/user-catalogue.json");
}

QString UserFiles::priceListPath()
{
    return QFileInfo(cataloguePath()).dir().filePath(QStringLiteral("prices.json"));
}

QStringList UserFiles::all()
{
    return {cataloguePath(), priceListPath()};
}

} // namespace llmconf
