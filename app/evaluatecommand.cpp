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
#include "targetmargin.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

namespace llmconf {

QString EvaluateCommand::synopsis() const
{
    return tr("evaluate [BUILD.json] [options] [--json]   figures of one build");
}

namespace {

/// The service-level targets asked (the build's speed target, the first
/// token's from the options), each with the build's figure and whether met.
QJsonObject targetsJson(const PlanTarget &t, const SpeedFigures &speed)
{
    QJsonObject json;
    using T = TargetMargin::Target;
    const QList<std::pair<T, std::pair<double, double>>> asked{
        {T::Speed, {t.speedTarget, speed.decodeTokensPerSecondPerConversation}},
        {T::Ttft, {t.ttftTarget * 1000.0, inSeconds(speed.timeToFirstToken) * 1000.0}},
        {T::TtftP95, {t.ttftP95Target * 1000.0, inSeconds(speed.timeToFirstTokenP95) * 1000.0}}};
    const bool known = speed.estimated;
    for (const auto &[which, values] : asked)
        if (TargetMargin::asked(which, t))
            json.insert(TargetMargin::key(which),
                        QJsonObject{{QStringLiteral("target"), values.first},
                                    {QStringLiteral("value"), values.second},
                                    {QStringLiteral("met"),
                                     known && TargetMargin::margin(which, t, speed) >= 0}});
    const T binds = TargetMargin::binding(t, speed);
    json.insert(QStringLiteral("binding"), binds == T::None ? QJsonValue(QJsonValue::Null)
                                                            : QJsonValue(TargetMargin::key(binds)));
    json.insert(QStringLiteral("allMet"), TargetMargin::meets(t, speed));
    return json;
}

/// The same as lines of text ("Targets").
QString targetsText(const PlanTarget &t, const SpeedFigures &speed, const QuantityFormat &format)
{
    using T = TargetMargin::Target;
    QString text;
    for (T which : {T::Speed, T::Ttft, T::TtftP95}) {
        if (!TargetMargin::asked(which, t))
            continue;
        const bool met = speed.estimated && TargetMargin::margin(which, t, speed) >= 0;
        const QString value =
            which == T::Speed
                ? EvaluateCommand::tr("%1 tokens/s (target %2)")
                      .arg(format.number(speed.decodeTokensPerSecondPerConversation, 1),
                           format.number(t.speedTarget, 1))
                : EvaluateCommand::tr("%1 ms (target %2 ms)")
                      .arg(format.number(inSeconds(which == T::Ttft ? speed.timeToFirstToken
                                                                    : speed.timeToFirstTokenP95) *
                                             1000.0,
                                         0),
                           format.number(
                               (which == T::Ttft ? t.ttftTarget : t.ttftP95Target) * 1000.0, 0));
        text += QStringLiteral("  %1: %2, %3\n")
                    .arg(TargetMargin::name(which), value,
                         met ? EvaluateCommand::tr("met") : EvaluateCommand::tr("not met"));
    }
    return text;
}

/// The service-level targets asked, as the planner takes them: the build's
/// speed target, the first token's from --ttft-target and --ttft-p95-target.
PlanTarget serviceTargetsOf(const QCommandLineParser &parser, const Build &build)
{
    PlanTarget targets;
    targets.speedTarget = build.speedTarget;
    const OptionReader options(parser);
    if (parser.isSet(QStringLiteral("ttft-target")))
        targets.ttftTarget = options.decimal(QStringLiteral("ttft-target"), 0.01, 1e9) / 1000.0;
    if (parser.isSet(QStringLiteral("ttft-p95-target")))
        targets.ttftP95Target =
            options.decimal(QStringLiteral("ttft-p95-target"), 0.01, 1e9) / 1000.0;
    return targets;
}

} // namespace

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
    parser.addOption(QCommandLineOption(
        QStringLiteral("ttft-target"),
        tr("Say whether the median time to first token is at most this many milliseconds."),
        QStringLiteral("MS")));
    parser.addOption(QCommandLineOption(QStringLiteral("ttft-p95-target"),
                                        tr("Say whether the 95th percentile of the time to first "
                                           "token is at most this many milliseconds."),
                                        QStringLiteral("MS")));
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
    const PlanTarget targets = serviceTargetsOf(parser, build);
    const SpeedFigures &speed = evaluation.figures.speed;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = ReportJson::toJson(report);
        if (targets.hasServiceTargets())
            json.insert(QStringLiteral("serviceTargets"), targetsJson(targets, speed));
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
    if (targets.hasServiceTargets())
        context.out << QLatin1Char('\n') << tr("Targets") << QLatin1Char('\n')
                    << targetsText(targets, speed, format);
    if (!advice.isEmpty())
        context.out << QLatin1Char('\n') << tr("Advice") << QLatin1Char('\n');
    for (const AdviceItem &item : advice)
        context.out << QStringLiteral("  [%1] %2\n      %3\n")
                           .arg(AdviceItem::severityText(item.severity), item.text,
                                // An imported model card's licence has no date.
                                item.date.isValid() ? QStringLiteral("%1, %2").arg(
                                                          item.source, format.date(item.date))
                                                    : item.source);
    // A prefill/decode split serves with one command per pool, a line each.
    const auto indented = [](QString command) {
        return QStringLiteral("  ") + command.replace(QLatin1Char('\n'), QStringLiteral("\n  "));
    };
    context.out << QLatin1Char('\n') << tr("Serving commands") << QLatin1Char('\n')
                << indented(ServingCommand::forEngine(build, evaluation.figures))
                << QLatin1Char('\n')
                << indented(ServingCommand::otherEngine(build, evaluation.figures))
                << QLatin1Char('\n');
    return 0;
}

} // namespace llmconf
