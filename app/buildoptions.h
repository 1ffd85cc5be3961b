// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace llmconf {

class Catalogue;

/// The options that describe or change a build (--cards, --tp, --context,
/// ...), shared by the subcommands that take one build.
class BuildOptions
{
    Q_DECLARE_TR_FUNCTIONS(BuildOptions)

public:
    static void add(QCommandLineParser &parser);

    /// The build file named by the first positional argument (the reference
    /// build without one), changed by the options. `catalogue` is what the
    /// command offers (built in plus the user's imports); the checkpoints the
    /// build file carries are added to it. Throws on bad input.
    static Build read(const QCommandLineParser &parser, const Catalogue &catalogue);

    /// Applies the options to `build`.
    static void apply(const QCommandLineParser &parser, const Catalogue &catalogue, Build &build);
};

} // namespace llmconf
