// SPDX-License-Identifier: MIT
#pragma once

#include "formaterror.h"

#include <QStringList>

namespace llmconf {

/// A config.json that lacks fields the cache or weights need: which file,
/// which fields, so that a form can ask for exactly these.
class MissingFieldsError : public FormatError
{
public:
    MissingFieldsError(QString file, QStringList fields, QString problem);

    const QStringList &fields() const { return m_fields; }

private:
    QStringList m_fields;
};

} // namespace llmconf
