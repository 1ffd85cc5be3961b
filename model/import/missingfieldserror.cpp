// SPDX-License-Identifier: MIT
#include "missingfieldserror.h"

namespace llmconf {

MissingFieldsError::MissingFieldsError(QString file, QStringList fields, QString problem)
    : FormatError(std::move(file), fields.join(QStringLiteral(", ")), std::move(problem)),
      m_fields(std::move(fields))
{
}

} // namespace llmconf
