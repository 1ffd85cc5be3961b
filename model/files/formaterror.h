// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <stdexcept>

namespace llmconf {

/// A file that cannot be read: which file, which field (a JSON path such as
/// "$.cards[2].memoryReported") and what is wrong with it.
class FormatError : public std::runtime_error
{
public:
    FormatError(QString file, QString field, QString problem);

    const QString &file() const { return m_file; }
    const QString &field() const { return m_field; }
    const QString &problem() const { return m_problem; }
    /// "cards.json: $.cards[2].memoryReported: expected a quantity such as \"95.6 GiB\""
    QString message() const;

private:
    QString m_file;
    QString m_field;
    QString m_problem;
};

} // namespace llmconf
