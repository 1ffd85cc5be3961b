// SPDX-License-Identifier: MIT
#include "formaterror.h"

#include "showntext.h"

namespace llmconf {

static QString compose(const QString &file, const QString &field, const QString &problem)
{
    QString text = file;
    if (!field.isEmpty())
        text += QStringLiteral(": ") + field;
    // The field and problem may quote what the file holds: on one line, cut.
    return ShownText::message(text + QStringLiteral(": ") + problem);
}

FormatError::FormatError(QString file, QString field, QString problem)
    : std::runtime_error(compose(file, field, problem).toStdString()), m_file(std::move(file)),
      m_field(std::move(field)), m_problem(std::move(problem))
{
}

QString FormatError::message() const
{
    return compose(m_file, m_field, m_problem);
}

} // namespace llmconf
