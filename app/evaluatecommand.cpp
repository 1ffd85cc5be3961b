// SPDX-License-Identifier: MIT
#include "evaluatecommand.h"

#include "buildoptions.h"
#include "commandlineerror.h"
#include "figuresjson.h"
#include "figurestable.h"
#include "import/buildcatalogue.h"
#include "optionreader.h"
#include "quantityformat.h"
#include "sizingengine.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace llmconf {

QString EvaluateCommand::synopsis() const
{
    return tr("evaluate [BUILD.json] [options] [--json]   figures of one build");
}

int EvaluateCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Evaluates a build: memory per card, conversations, power."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("build"),
                                 tr("Build file (JSON); without it the reference build."),
                                 QStringLiteral("[BUILD.json]"));
    BuildOptions::add(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const Build build = BuildOptions::read(parser, context.catalogue);
    // A build file may carry imported checkpoints the catalogue lacks.
    const Catalogue catalogue = BuildCatalogue::effective(context.catalogue, build);
    const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
    if (!evaluation.ok())
        throw CommandLineError(evaluation.error);
    if (parser.isSet(QStringLiteral("json")))
        context.out << QJsonDocument(FiguresJson::toJson(evaluation.figures)).toJson(QJsonDocument::Indented);
    else
        context.out << FiguresTable::render(build, evaluation.figures, QuantityFormat(QLocale()));
    return 0;
}

} // namespace llmconf
