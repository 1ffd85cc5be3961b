// SPDX-License-Identifier: MIT
#pragma once

#include <QLockFile>
#include <QString>

#include <memory>

namespace llmconf {

/// The autosave file of this running program. Each running window holds a
/// lock beside its own file for as long as it runs, so two windows open at
/// once never write over each other's unsaved build. A file whose lock
/// nobody holds was left by a run that ended without saving (a crash, a kill,
/// a logout): the next program to start takes that slot and offers the copy.
class AutosaveSlot
{
public:
    /// Takes the first free slot in `folder` that holds a left copy, else the
    /// first free one.
    explicit AutosaveSlot(const QString &folder = defaultFolder());
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot &) = delete;
    AutosaveSlot &operator=(const AutosaveSlot &) = delete;

    /// <AppDataLocation>.
    static QString defaultFolder();
    /// The slots a folder has: more windows at once than this share nothing
    /// but write to a file of their process id, unlocked.
    static constexpr int kSlots = 16;
    /// "autosave.json" (the name before slots existed), "autosave-2.json", ...
    static QString fileName(int slot);

    /// The file this program writes its unsaved build to.
    const QString &path() const { return m_path; }
    /// False when no slot could be locked (a read-only folder, kSlots windows).
    bool isLocked() const { return m_lock != nullptr; }

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_path;
};

} // namespace llmconf
