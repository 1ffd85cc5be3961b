// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <vector>

namespace llmconf {

class Catalogue;

/// The command line: picks the subcommand, applies --lang, and turns bad
/// input into exit code 2 with one line on stderr.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine(const Catalogue &catalogue, QTextStream &out, QTextStream &err);
    ~CommandLine();

    /// True when the first argument names a subcommand (not a build file).
    static bool isCommand(const QStringList &arguments);

    /// arguments as QCoreApplication::arguments(): program, command, options.
    int run(QStringList arguments);

    static constexpr int kBadInput = 2;

private:
    static std::vector<std::unique_ptr<Subcommand>> subcommands();
    int usage();
    static void applyLanguage(QStringList &arguments);

    CommandContext m_context;
};

} // namespace llmconf
