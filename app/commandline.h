// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace llmconf {

class Catalogue;

/// The command-line interface: `evaluate`, `catalogue` and the other
/// subcommands. Returns the process exit code: 0 on success, 2 on bad input
/// (one line on stderr that names the problem).
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine(const Catalogue &catalogue, QTextStream &out, QTextStream &err);

    /// True when the first argument names a subcommand (not a build file).
    static bool isCommand(const QStringList &arguments);

    /// arguments as QCoreApplication::arguments(): program, command, options.
    int run(const QStringList &arguments);

    static constexpr int kBadInput = 2;

private:
    int evaluate(const QStringList &arguments);
    int catalogue(const QStringList &arguments);
    int usage();

    const Catalogue &m_catalogue;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace llmconf
