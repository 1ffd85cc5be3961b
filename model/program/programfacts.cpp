// SPDX-License-Identifier: MIT
#include "programfacts.h"

#include "installeddata.h"
#include "jsoncursor.h"
#include "quantityformat.h"

#include <QFile>

namespace llmconf {

QString ProgramFacts::name()
{
    return QStringLiteral("LLM Server Configurator");
}

QString ProgramFacts::version()
{
    return QStringLiteral(LLMCONF_VERSION);
}

QDate ProgramFacts::catalogueDate()
{
    static const QDate date = [] {
        // Beside the catalogue it dates: installed, or compiled into the resources.
        QFile file(InstalledData::catalogueDirectory() + QStringLiteral("/edition.json"));
        if (!file.open(QIODevice::ReadOnly))
            return QDate();
        const JsonCursor root =
            JsonCursor::fromDocument(QStringLiteral("edition.json"), file.readAll());
        return QDate::fromString(root.field(QStringLiteral("date")).string(), Qt::ISODate);
    }();
    return date;
}

QString ProgramFacts::licence()
{
    return QStringLiteral("MIT");
}

QString ProgramFacts::summary(const QuantityFormat &format)
{
    return name() + QLatin1Char(' ') + version() + QLatin1Char('\n') +
           tr("Catalogue of %1").arg(format.date(catalogueDate())) + QLatin1Char('\n') +
           tr("Licence: %1").arg(licence());
}

} // namespace llmconf
