// SPDX-License-Identifier: MIT
#include "builtindocument.h"

#include "cappedfile.h"
#include "installeddata.h"

#include <QHash>
#include <QMutex>

namespace llmconf {

JsonCursor BuiltInDocument::root(const QString &fileName)
{
    // The catalogue's loaders may run on the window's worker threads.
    static QMutex mutex;
    static QHash<QString, JsonCursor> parsed;
    const QMutexLocker lock(&mutex);
    const auto it = parsed.constFind(fileName);
    if (it != parsed.cend())
        return *it;
    const JsonCursor root =
        JsonCursor::fromDocument(fileName, CappedFile::read(InstalledData::catalogueDirectory() +
                                                                QLatin1Char('/') + fileName,
                                                            fileName, CappedFile::kSmallDocument));
    parsed.insert(fileName, root);
    return root;
}

} // namespace llmconf
