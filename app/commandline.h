// SPDX-License-Identifier: MIT
#pragma once

#include "subcommand.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace llmconf {

/// The command line: picks the subcommand, applies --lang, and turns bad
/// input into exit code 2 with one line on stderr. It runs in the program
/// and, with string streams, in the tests alike.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    /// `commands`: what this program offers; the program adds the sheets
    /// (GuiCommands::all(), app/gui), withoutGui() lacks them.
    explicit CommandLine(Subcommands commands = withoutGui());
    ~CommandLine();

    /// Every subcommand that runs on a QCoreApplication: all but `sheet`,
    /// and `compare` without a sheet writer (its -o fails).
    static Subcommands withoutGui();

    /// True unless the first argument is a build file for the window (a file
    /// that exists or a name ending in .json) or absent: a misspelt command
    /// or option is a command, which run() refuses with the list.
    bool isCommand(const QStringList &arguments) const;
    /// Whether the command `arguments` name draws charts into a PDF (`sheet`,
    /// `compare -o`) and so needs a QApplication; the others need no display.
    bool needsGui(const QStringList &arguments) const;
    /// Whether this command line runs what `arguments` name on a
    /// QCoreApplication by itself: --version, or one of its subcommands that
    /// draws nothing. main() leaves the rest (`sheet`, `compare -o`, --help,
    /// unknown words) to the GUI module, whose command line has them all.
    bool runsWithoutGui(const QStringList &arguments) const;
    /// Whether `arguments` ask for --version alone: it reads edition.json,
    /// not the catalogue (ProgramStart::runCommand skips reading it).
    static bool asksVersion(const QStringList &arguments);
    /// The arguments without the window options Qt itself takes ("-platform
    /// offscreen", "-style Fusion", "-reverse"...) where they come first.
    static QStringList withoutWindowOptions(const QStringList &arguments);
    /// `text` on one line: line breaks and other control characters (from a
    /// file or an argument) shown as escapes.
    static QString oneLine(const QString &text);

    /// Runs `arguments` (as QCoreApplication::arguments(): program, command,
    /// options) with `context`'s catalogue and streams, as the program does:
    /// the exit code it returns; bad input is exit code 2 with one line on
    /// `context.err` (a damaged user catalogue, `context.catalogueProblem`,
    /// named in it). Applies --lang (Language::apply) as the program does.
    int run(QStringList arguments, CommandContext &context) const;

    static constexpr int kBadInput = 2;

private:
    /// The command `arguments` name (without the program), or nullptr.
    const Subcommand *find(const QString &name) const;
    int usage(CommandContext &context) const;
    static int version(CommandContext &context);
    static bool isVersion(const QString &name);
    /// Prints `message` as one line on stderr.
    static void fail(QString message, CommandContext &context);
    /// The subcommand nearest to a misspelt `name`, or an empty string.
    QString nearest(const QString &name) const;
    /// The arguments after the program, window options and --lang.
    static QStringList commandArguments(const QStringList &arguments);
    /// Takes --lang out of `arguments` (a bad one throws CommandLineError) and
    /// applies it where `apply` says so.
    static void applyLanguage(QStringList &arguments, bool apply);

    Subcommands m_commands;
};

} // namespace llmconf
