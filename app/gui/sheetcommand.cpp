// SPDX-License-Identifier: MIT
#include "sheetcommand.h"

#include "assessment.h"
#include "buildfile.h"
#include "commandlineerror.h"
#include "configurationsheet.h"
#include "costoptions.h"
#include "formaterror.h"
#include "optionreader.h"
#include "outputfile.h"

#include <QCommandLineParser>

namespace llmconf {

QString SheetCommand::synopsis() const
{
    return tr("sheet BUILD.json -o OUT.pdf   configuration sheet (A4 PDF) for the customer");
}

int SheetCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes the configuration sheet of a build: %1 A4 pages with the build, the "
           "serving command, the figures, speed and cost, the charts, the advice and the "
           "sources. The language is the program's: llm-configurator --lang de|en sheet ...")
            .arg(ConfigurationSheet::kPages));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("build"), tr("Build file (JSON)."),
                                 QStringLiteral("BUILD.json"));
    parser.addOption(QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                                        tr("The PDF to write."), QStringLiteral("OUT.pdf")));
    // Who the sheet is for and from: over what the build file says.
    const QList<std::pair<QString, QString>> people = {
        {QStringLiteral("customer"), tr("The customer named on the sheet.")},
        {QStringLiteral("author"), tr("Who prepared the sheet.")},
        {QStringLiteral("project"), tr("The customer's project.")}};
    for (const auto &[name, help] : people)
        parser.addOption(QCommandLineOption(name, help, tr("NAME")));
    CostOptions::add(parser);
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        throw CommandLineError(
            tr("sheet: expected one build file, got %n", nullptr, int(positional.size())));
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty())
        throw CommandLineError(tr("sheet: -o OUT.pdf is required"));
    OutputFile::check(output, positional + CostOptions::readFiles(parser));
    // Reading and rendering both finish before the file is touched.
    Build build = BuildFile::read(positional.first(), context.catalogue.rules());
    CostOptions::apply(parser, build);
    if (parser.isSet(QStringLiteral("customer")))
        build.customer = parser.value(QStringLiteral("customer"));
    if (parser.isSet(QStringLiteral("author")))
        build.author = parser.value(QStringLiteral("author"));
    if (parser.isSet(QStringLiteral("project")))
        build.project = parser.value(QStringLiteral("project"));
    const BuildReport report = assess(build, CostOptions::inputs(parser, context.inputs));
    if (!report.ok())
        throw FormatError(positional.first(), QString(), report.error());
    ConfigurationSheet::write(report, output);
    return 0;
}

} // namespace llmconf
