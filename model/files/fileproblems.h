// SPDX-License-Identifier: MIT
#pragma once

#include "formaterror.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace llmconf {

/// Every problem of one file, not only the first: a reader runs each field's
/// read through check(), which keeps the FormatError and goes on, and
/// throwIfAny() throws them as one FileProblems. Each problem is shown with
/// its field in plain words first, then its JSON path ("Context: -5 is
/// outside 1 to 1073741824 ($.context)"), so a user fixes the file at once.
class FileProblems : public FormatError
{
    Q_DECLARE_TR_FUNCTIONS(FileProblems)

public:
    /// Plain words for a JSON path ("$.servers[0].feed" -> "Server 1, feed").
    using FieldWords = std::function<QString(const QString &path)>;

    /// `lines`: each problem in plain words, then its path; `fields`: the paths.
    FileProblems(const QString &file, const QStringList &lines, const QStringList &fields);

    /// Each problem on its own, as a list shows them.
    const QStringList &lines() const { return m_lines; }
    /// The JSON path of each problem, in the order of lines().
    const QStringList &fields() const { return m_fields; }

    /// Collects the problems of one file.
    class Collector
    {
    public:
        Collector(QString file, FieldWords words);
        /// Runs `read`; a FormatError it throws is kept and reading goes on.
        void check(const std::function<void()> &read);
        /// A problem found without a cursor (an id the catalogue lacks).
        void add(const QString &field, const QString &problem);
        bool isEmpty() const { return m_lines.isEmpty(); }
        /// Throws FileProblems when any problem was kept.
        void throwIfAny() const;

    private:
        QString m_file;
        FieldWords m_words;
        QStringList m_lines, m_fields;
    };

private:
    QStringList m_lines;
    QStringList m_fields;
};

} // namespace llmconf
