// SPDX-License-Identifier: MIT
#include "builtindocument.h"

#include "cappedfile.h"
#include "installeddata.h"

#include <QHash>

#include <condition_variable>
#include <mutex>
#include <optional>

namespace llmconf {

namespace {

/// The files parsed (a root) or being parsed (none yet), by name; a failure
/// is not kept. The catalogue's loaders may run on the window's worker
/// threads, and parseAhead() on its own. A mutex and a condition, not a
/// future: helgrind sees that a document is handed over under the lock.
struct Documents
{
    std::mutex mutex;
    std::condition_variable ended; // a parse ended, parsed or failed
    QHash<QString, std::optional<JsonCursor>> roots;
};

Documents &documents()
{
    static Documents documents;
    return documents;
}

enum class Begun { Wait, Skip };

/// The document, parsed here unless another thread has begun it: then
/// waited for (and parsed here if that failed), or with Begun::Skip nothing.
std::optional<JsonCursor> parse(const QString &directory, const QString &fileName, Begun begun)
{
    Documents &d = documents();
    std::unique_lock lock(d.mutex);
    for (auto it = d.roots.constFind(fileName); it != d.roots.cend();
         it = d.roots.constFind(fileName)) {
        if (it->has_value())
            return *it;
        if (begun == Begun::Skip)
            return std::nullopt;
        d.ended.wait(lock);
    }
    d.roots.insert(fileName, std::nullopt);
    lock.unlock();
    std::optional<JsonCursor> root;
    try {
        root = JsonCursor::fromDocument(fileName,
                                        CappedFile::read(directory + QLatin1Char('/') + fileName,
                                                         fileName, CappedFile::kSmallDocument));
    } catch (...) {
        lock.lock();
        d.roots.remove(fileName); // the next reader tries again, and says why
        lock.unlock();
        d.ended.notify_all();
        throw;
    }
    lock.lock();
    d.roots.insert(fileName, root);
    lock.unlock();
    d.ended.notify_all();
    return root;
}

} // namespace

JsonCursor BuiltInDocument::root(const QString &fileName)
{
    return *parse(InstalledData::catalogueDirectory(), fileName, Begun::Wait);
}

void BuiltInDocument::parseAhead(const QStringList &fileNames)
{
    const QString directory = InstalledData::catalogueDirectory();
    for (const QString &fileName : fileNames) {
        try {
            (void)parse(directory, fileName, Begun::Skip);
        } catch (...) {
            // root() fails again in its reader's thread, with the message.
        }
    }
}

} // namespace llmconf
