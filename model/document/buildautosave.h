// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace llmconf {

class BuildDocument;

/// A copy of the open build while it has unsaved edits, in the application
/// data folder: written a moment after each edit (one write for a burst of
/// edits), removed when the build is saved, its edits undone or discarded.
/// After a crash, a killed process or a logout it is still there, and the
/// next start offers it (pending()).
class BuildAutosave : public QObject
{
    Q_OBJECT

public:
    /// The build left by an earlier run and the file it was opened from.
    struct Pending
    {
        Build build;
        QString filePath; // empty for a build never saved
        QDateTime written;
    };

    /// `path` is this program's own file (AutosaveSlot): two windows open at
    /// once never share one.
    BuildAutosave(BuildDocument *document, const QString &path, QObject *parent = nullptr);

    /// The wait after an edit before the copy is written.
    static constexpr int kDelayMs = 1000;
    void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }

    const QString &path() const { return m_path; }
    /// The copy at `path`, if one is there, what it omits read from `rules`;
    /// throws FormatError when it is damaged.
    static std::optional<Pending> pending(const QString &path, const SizingRules &rules);
    /// Moves a copy that cannot be restored (damaged, or a newer version's) out
    /// of the way under a dated name beside it ("autosave-unread-20261201-143005.json"),
    /// never deleting it unread: returns the new path; throws FormatError
    /// naming the file when it cannot be moved.
    static QString setAside(const QString &path,
                            const QDateTime &now = QDateTime::currentDateTime());
    /// Writes the copy now when an edit is waiting for it.
    void flush();
    /// Removes the copy: the build was saved or its edits were given up.
    void discard();
    /// The copy an earlier run left was restored: it is this run's now, removed
    /// like one it wrote.
    void adopt() { m_written = true; }

signals:
    /// The copy could not be written (a full disk): what to tell the user.
    void failed(const QString &message);

private:
    void edited();
    void write();

    BuildDocument *m_document;
    QString m_path;
    QTimer m_timer;
    bool m_written = false; // only a copy of this run is removed unasked
};

} // namespace llmconf
