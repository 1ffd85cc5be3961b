// SPDX-License-Identifier: MIT
#include "autosaveslot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace llmconf {

namespace {
std::unique_ptr<QLockFile> lockOf(const QString &file)
{
    auto lock = std::make_unique<QLockFile>(file + QStringLiteral(".lock"));
    // Only a lock whose process is gone is stale, never one that is merely
    // old: a window may stay open for days.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0))
        return lock;
    return nullptr;
}
} // namespace

AutosaveSlot::AutosaveSlot(const QString &folder)
{
    QDir().mkpath(folder);
    const QDir dir(folder);
    // Two passes: a copy left by an ended run first, so it is offered now.
    for (const bool wantCopy : {true, false}) {
        for (int slot = 1; slot <= kSlots && !m_lock; ++slot) {
            const QString file = dir.filePath(fileName(slot));
            if (wantCopy && !QFileInfo::exists(file))
                continue;
            m_lock = lockOf(file);
            if (m_lock)
                m_path = file;
        }
    }
    if (!m_lock)
        m_path = dir.filePath(
            QStringLiteral("autosave-pid%1.json").arg(QCoreApplication::applicationPid()));
}

AutosaveSlot::~AutosaveSlot() = default;

QString AutosaveSlot::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString AutosaveSlot::fileName(int slot)
{
    return slot == 1 ? QStringLiteral("autosave.json")
                     : QStringLiteral("autosave-%1.json").arg(slot);
}

} // namespace llmconf
