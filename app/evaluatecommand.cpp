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
#include "instancestable.h"
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

/// The service-level targets the build asks, each with the build's figure
/// at its active conversations, whether met there, and the most
/// conversations that meet it (the served ones are the fewest of these and
/// the memory's: "bindingLimit").
QJsonObject targetsJson(const PlanTarget &t, const SpeedFigures &speed)
{
    QJsonObject json;
    using T = TargetMargin::Target;
    struct Asked
    {
        T which;
        double target, value;
        int conversations;
    };
    const Asked asked[] = {{T::Speed, t.speedTarget, speed.decodeTokensPerSecondPerConversation,
                            speed.conversationsAtSpeedTarget},
                           {T::Ttft, t.ttftTarget * 1000.0, inMilliseconds(speed.timeToFirstToken),
                            speed.conversationsAtTtftTarget},
                           {T::TtftP95, t.ttftP95Target * 1000.0,
                            inMilliseconds(speed.timeToFirstTokenP95),
                            speed.conversationsAtTtftP95Target}};
    const bool known = speed.estimated;
    for (const Asked &a : asked)
        if (TargetMargin::asked(a.which, t))
            json.insert(
                TargetMargin::key(a.which),
                QJsonObject{
                    {QStringLiteral("target"), a.target},
                    {QStringLiteral("value"), a.value},
                    {QStringLiteral("met"), known && TargetMargin::margin(a.which, t, speed) >= 0},
                    {QStringLiteral("conversations"),
                     known ? QJsonValue(a.conversations) : QJsonValue(QJsonValue::Null)}});
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
    const PlanTarget targets = report.serviceTargets();
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
    context.out << InstancesTable::render(report, format);
    // One command per model (a prefill/decode split: one per pool, a line each).
    context.out << QLatin1Char('\n') << tr("Serving commands") << QLatin1Char('\n')
                << InstancesTable::servingCommands(report);
    return 0;
}

} // namespace llmconf
