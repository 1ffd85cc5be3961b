// SPDX-License-Identifier: MIT
#include "fileproblems.h"

namespace llmconf {

namespace {
QString summary(const QStringList &lines)
{
    if (lines.size() == 1)
        return lines.first();
    return FileProblems::tr("%n problem(s): %1", nullptr, int(lines.size()))
        .arg(lines.join(QStringLiteral("; ")));
}
} // namespace

FileProblems::FileProblems(const QString &file, const QStringList &lines, const QStringList &fields)
    : FormatError(file, QString(), summary(lines)), m_lines(lines), m_fields(fields)
{
}

FileProblems::Collector::Collector(QString file, FieldWords words)
    : m_file(std::move(file)), m_words(std::move(words))
{
}

void FileProblems::Collector::check(const std::function<void()> &read)
{
    try {
        read();
    } catch (const FormatError &e) {
        if (const auto *many = dynamic_cast<const FileProblems *>(&e)) {
            m_lines += many->lines();
            m_fields += many->fields();
        } else {
            add(e.field(), e.problem());
        }
    }
}

void FileProblems::Collector::add(const QString &field, const QString &problem)
{
    const QString words = field.isEmpty() || !m_words ? QString() : m_words(field);
    m_lines.append(words.isEmpty() || words == field
                       ? (field.isEmpty() ? problem : tr("%1: %2").arg(field, problem))
                       : tr("%1: %2 (%3)").arg(words, problem, field));
    m_fields.append(field);
}

void FileProblems::Collector::throwIfAny() const
{
    if (!m_lines.isEmpty())
        throw FileProblems(m_file, m_lines, m_fields);
}

} // namespace llmconf
