// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

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
};

} // namespace llmconf
