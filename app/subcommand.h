// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <vector>

namespace llmconf {

class Catalogue;
struct AssessmentInputs;

/// What a subcommand works with: the catalogue, what builds are assessed
/// with (the catalogue among it), and the two streams.
struct CommandContext
{
    const Catalogue &catalogue;
    const AssessmentInputs &inputs;
    QTextStream &out;
    QTextStream &err;
    /// Why the user's imported models are missing (a damaged user catalogue), or empty.
    QString catalogueProblem = QString();
};

/// One subcommand of the command line (`evaluate`, `catalogue`, ...). Bad
/// input throws CommandLineError, FormatError or std::invalid_argument;
/// CommandLine turns them into exit code 2 and one line on stderr.
class Subcommand
{
public:
    virtual ~Subcommand() = default;
    virtual QString name() const = 0;
    virtual QString synopsis() const = 0;
    /// arguments: the subcommand's name first, then its options.
    virtual int run(const QStringList &arguments, CommandContext &context) const = 0;
    /// Whether run() with these arguments draws charts (a PDF sheet) and so
    /// needs a QApplication; every other command runs on a QCoreApplication,
    /// with no display and no platform plugin.
    virtual bool needsGui(const QStringList &arguments) const
    {
        Q_UNUSED(arguments);
        return false;
    }
};

/// The subcommands a program offers, in the order --help lists them.
using Subcommands = std::vector<std::unique_ptr<Subcommand>>;

} // namespace llmconf
