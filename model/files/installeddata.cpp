// SPDX-License-Identifier: MIT
#include "installeddata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace llmconf {

QString InstalledData::directory()
{
    // Tests and tools that read the catalogue before (or without) an
    // application object get the compiled-in copy.
    if (!QCoreApplication::instance())
        return {};
    const QDir dir(QCoreApplication::applicationDirPath() + QLatin1Char('/') +
                   QStringLiteral(LLMCONF_DATA_FROM_BINARY));
    return dir.exists() ? dir.canonicalPath() : QString();
}

QString InstalledData::catalogueDirectory()
{
    const QString installed = directory();
    if (!installed.isEmpty() &&
        QFileInfo::exists(installed + QStringLiteral("/catalogue/rules.json")))
        return installed + QStringLiteral("/catalogue");
    return QStringLiteral(":/catalogue");
}

QString InstalledData::translationsDirectory()
{
    const QString installed = directory();
    if (!installed.isEmpty() &&
        QFileInfo::exists(installed + QStringLiteral("/translations/llm-configurator_en.qm")))
        return installed + QStringLiteral("/translations");
    return QStringLiteral(":/i18n");
}

} // namespace llmconf
