// SPDX-License-Identifier: MIT
#pragma once

#include "assessmentinputs.h"
#include "build.h"
#include "pricelist.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace llmconf {

/// The options of what a build costs (--prices, --years, --kwh-price, ...),
/// shared by the subcommands that price a build.
class CostOptions
{
    Q_DECLARE_TR_FUNCTIONS(CostOptions)

public:
    static void add(QCommandLineParser &parser);
    /// Applies the settings options to `build.cost`. Throws on a bad value.
    static void apply(const QCommandLineParser &parser, Build &build);
    /// The built-in prices overridden by --prices FILE, else by the user's
    /// price list where there is one. Throws FormatError for a bad file.
    static PriceList prices(const QCommandLineParser &parser);
    /// `base` (the program's inputs) with prices() and the current locale:
    /// what a command assesses its builds with.
    static AssessmentInputs inputs(const QCommandLineParser &parser, const AssessmentInputs &base);
    /// The files a priced command reads besides its positional ones: --prices
    /// FILE and the user's catalogue and price list. No output may replace them.
    static QStringList readFiles(const QCommandLineParser &parser);
};

} // namespace llmconf
