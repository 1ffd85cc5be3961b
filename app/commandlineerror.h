// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <stdexcept>

namespace llmconf {

/// Bad input on the command line: the one line printed on stderr.
class CommandLineError : public std::runtime_error
{
public:
    explicit CommandLineError(const QString &message)
        : std::runtime_error(message.toStdString()), m_message(message)
    {
    }
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace llmconf
