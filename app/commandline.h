// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <vector>

namespace llmconf {

struct AssessmentInputs;

/// The command line: picks the subcommand, applies --lang, and turns bad
/// input into exit code 2 with one line on stderr.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    /// `catalogueProblem`: why the user's imported models are not available
    /// (a damaged user catalogue), said once: in a failing command's line or
    /// under `catalogue`.
    CommandLine(const AssessmentInputs &inputs, QTextStream &out, QTextStream &err,
                const QString &catalogueProblem = QString());
    ~CommandLine();

    /// True unless the first argument is a build file for the window (a file
    /// that exists or a name ending in .json) or absent: a misspelt command
    /// or option is a command, which run() refuses with the list.
    static bool isCommand(const QStringList &arguments);
    /// The arguments without the window options Qt itself takes ("-platform
    /// offscreen", "-style Fusion", "-reverse"...) where they come first.
    static QStringList withoutWindowOptions(const QStringList &arguments);
    /// `text` on one line: line breaks and other control characters (from a
    /// file or an argument) shown as escapes.
    static QString oneLine(const QString &text);

    /// arguments as QCoreApplication::arguments(): program, command, options.
    int run(QStringList arguments);

    static constexpr int kBadInput = 2;

private:
    static std::vector<std::unique_ptr<Subcommand>> subcommands();
    int usage();
    int version();
    /// Prints `message` as one line on stderr.
    void fail(QString message);
    /// The subcommand nearest to a misspelt `name`, or an empty string.
    static QString nearest(const QString &name);
    static void applyLanguage(QStringList &arguments);

    CommandContext m_context;
};

} // namespace llmconf
