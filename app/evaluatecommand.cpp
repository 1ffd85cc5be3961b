// SPDX-License-Identifier: MIT
#include "evaluatecommand.h"

#include "advicejson.h"
#include "assessment.h"
#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "buildoptions.h"
#include "commandlineerror.h"
#include "costoptions.h"
#include "costtable.h"
#include "figurestable.h"
#include "optionreader.h"
#include "quantityformat.h"
#include "reportjson.h"
#include "servingcommand.h"
#include "sizingengine.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

namespace llmconf {

QString EvaluateCommand::synopsis() const
{
    return tr("evaluate [BUILD.json] [options] [--json]   figures of one build");
}

int EvaluateCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Evaluates a build: memory per card, conversations, power."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("build"),
                                 tr("Build file (JSON); without it the reference build."),
                                 QStringLiteral("[BUILD.json]"));
    BuildOptions::add(parser, context.catalogue.rules());
    CostOptions::add(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    QStringList notes; // the layout chosen for a build given by its cards
    Build build = BuildOptions::read(parser, context.catalogue, &notes);
    CostOptions::apply(parser, build);
    // A build file may carry imported checkpoints the catalogue lacks: the
    // report extends the catalogue with them.
    const AssessmentInputs inputs = CostOptions::inputs(parser, context.inputs);
    const BuildReport report = assess(build, inputs, BuildReport::Parts::WithoutCharts);
    if (!report.ok())
        throw CommandLineError(report.error());
    const Evaluation &evaluation = report.evaluation;
    const QuantityFormat &format = inputs.format;
    const QList<AdviceItem> &advice = report.advice;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = ReportJson::toJson(report);
        if (!notes.isEmpty())
            json.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
        // The build the file and flags describe, as a build file has it.
        json.insert(
            QStringLiteral("build"),
            QJsonDocument::fromJson(BuildFile::toJson(build, inputs.catalogue->rules())).object());
        context.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const QString &note : notes)
        context.out << note << QLatin1Char('\n');
    context.out << FiguresTable::render(report, format);
    context.out << CostTable::render(report.cost);
    if (!advice.isEmpty())
        context.out << QLatin1Char('\n') << tr("Advice") << QLatin1Char('\n');
    for (const AdviceItem &item : advice)
        context.out << QStringLiteral("  [%1] %2\n      %3\n")
                           .arg(AdviceItem::severityText(item.severity), item.text,
                                // An imported model card's licence has no date.
                                item.date.isValid() ? QStringLiteral("%1, %2").arg(
                                                          item.source, format.date(item.date))
                                                    : item.source);
    context.out << QLatin1Char('\n') << tr("Serving commands") << QLatin1Char('\n')
                << QStringLiteral("  ") << ServingCommand::forEngine(build, evaluation.figures)
                << QLatin1Char('\n') << QStringLiteral("  ")
                << ServingCommand::otherEngine(build, evaluation.figures) << QLatin1Char('\n');
    return 0;
}

} // namespace llmconf
