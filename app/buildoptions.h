// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace llmconf {

class Catalogue;
class OptionReader;

/// The options that describe or change a build (--cards, --tp, --context,
/// ...), shared by the subcommands that take one build.
class BuildOptions
{
    Q_DECLARE_TR_FUNCTIONS(BuildOptions)

public:
    /// The help states the defaults of `rules` (the catalogue's).
    static void add(QCommandLineParser &parser, const SizingRules &rules);

    /// The build file named by the first positional argument (the reference
    /// build without one), changed by the options. `catalogue` is what the
    /// command offers (built in plus the user's imports); the checkpoints the
    /// build file carries are added to it. Throws on bad input.
    /// A build described by --cards or --checkpoint describes that build:
    /// without --tp/--pp/--copies/--dcp its layout follows the cards (one
    /// copy over all cards where vLLM starts it and the weights fit, else the
    /// first layout vLLM starts), EP follows whether the model has experts,
    /// and a reference build's title and kept checkpoints are its own.
    /// `notes` receives what was chosen for the user.
    static Build read(const QCommandLineParser &parser, const Catalogue &catalogue,
                      QStringList *notes = nullptr);
    /// The same for a command whose positional arguments are not all build
    /// files (calibrate LOG [BUILD.json]): `files` are the build files, at
    /// most one. evaluate and calibrate read their flags by this one path.
    static Build read(const QCommandLineParser &parser, const QStringList &files,
                      const Catalogue &catalogue, QStringList *notes = nullptr);

    /// What describeByFlags does after apply() (see read()).
    static void describeByFlags(const QCommandLineParser &parser, const Catalogue &catalogue,
                                Build &build, bool fromReference, QStringList *notes);

    /// A first-token target flag (--ttft-target MS): 0 (none) or in
    /// SettingRanges', as the build file and the engine take it.
    static Seconds ttftTarget(const OptionReader &options, const QString &name);
    /// --speed-target: 0 (none) or tokens per second in SettingRanges.
    static double speedTarget(const OptionReader &options, const QString &name);

    /// --enforce-eager, as every command that makes builds takes it (plan too).
    static QCommandLineOption eagerOption();

    /// Applies the options to `build`.
    static void apply(const QCommandLineParser &parser, const Catalogue &catalogue, Build &build);
};

} // namespace llmconf
