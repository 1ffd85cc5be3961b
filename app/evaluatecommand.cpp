// SPDX-License-Identifier: MIT
#include "evaluatecommand.h"

#include "advicejson.h"
#include "buildadvisor.h"
#include "buildcatalogue.h"
#include "buildoptions.h"
#include "commandlineerror.h"
#include "costcalculator.h"
#include "costjson.h"
#include "costoptions.h"
#include "costtable.h"
#include "figuresjson.h"
#include "figurestable.h"
#include "optionreader.h"
#include "quantityformat.h"
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
    BuildOptions::add(parser);
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
    const PriceList prices = CostOptions::prices(parser);
    // A build file may carry imported checkpoints the catalogue lacks.
    const Catalogue catalogue = BuildCatalogue::effective(context.catalogue, build);
    const Evaluation evaluation = SizingEngine::evaluate(build, catalogue);
    if (!evaluation.ok())
        throw CommandLineError(evaluation.error);
    const QuantityFormat format{QLocale()};
    const QList<AdviceItem> advice =
        BuildAdvisor::advise(build, catalogue, SoftwareCatalogue::builtIn(), format);
    // Cost per token at the speed model's throughput (Figures::speed).
    const CostFigures cost = CostCalculator::evaluate(build, evaluation.figures, catalogue, prices);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = FiguresJson::toJson(evaluation.figures);
        const QJsonObject costJson = CostJson::toJson(cost);
        for (auto it = costJson.begin(); it != costJson.end(); ++it)
            json.insert(it.key(), it.value());
        json.insert(QStringLiteral("advice"), AdviceJson::toJson(advice));
        json.insert(QStringLiteral("servingCommands"),
                    ServingCommand::toJson(build, evaluation.figures));
        if (!notes.isEmpty())
            json.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
        context.out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const QString &note : notes)
        context.out << note << QLatin1Char('\n');
    context.out << FiguresTable::render(build, evaluation.figures, catalogue.rules().speed, format);
    context.out << CostTable::render(cost);
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
                << QStringLiteral("  ") << ServingCommand::vllm(build, evaluation.figures)
                << QLatin1Char('\n') << QStringLiteral("  ")
                << ServingCommand::sglang(build, evaluation.figures) << QLatin1Char('\n');
    return 0;
}

} // namespace llmconf
