// SPDX-License-Identifier: MIT
#include "calibratecommand.h"

#include "assessmentinputs.h"
#include "buildassembler.h"
#include "buildcatalogue.h"
#include "buildfile.h"
#include "buildoptions.h"
#include "calibration.h"
#include "catalogue.h"
#include "commandlineerror.h"
#include "optionreader.h"
#include "outputfile.h"
#include "quantityformat.h"
#include "startuplogreader.h"
#include "userfiles.h"
#include "vllmversionprofile.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace llmconf {

QString CalibrateCommand::synopsis() const
{
    return tr("calibrate LOG [BUILD.json] [options] [--json] [--write OUT.json]   prediction "
              "against a vLLM start-up log");
}

namespace {

/// --write: the build as the log ran it (its utilisation above all) with the
/// reserve that makes prediction and log agree: the reserve holds for it.
void writeCalibrated(const Calibration &c, const Catalogue &catalogue, const Catalogue &builtIn,
                     const QString &path)
{
    if (!c.unreachable.isEmpty())
        throw CommandLineError(
            CalibrateCommand::tr("--write: agreement not reachable: %1").arg(c.unreachable));
    if (!c.agreeingReserve)
        throw CommandLineError(CalibrateCommand::tr(
            "--write: the log has no \"Available KV cache memory\" line to calibrate with"));
    Build calibrated = Calibration::calibrated(c.sized, *c.agreeingReserve);
    BuildCatalogue::embedCustom(calibrated, catalogue, builtIn);
    BuildFile::write(calibrated, path, catalogue.rules());
}

/// The release a build follows (the current one for 0.0).
VllmVersion releaseOf(const Build &build)
{
    return build.vllmVersion.isCurrent() ? VllmVersionProfile::current() : build.vllmVersion;
}

/// --json: prediction, measurement, the vLLM profile and the agreeing reserve.
QJsonObject json(const Calibration &c, const StartupLog &log, const Build &build)
{
    // Weights that do not fit leave no cache memory, never a negative one.
    QJsonObject predicted{
        {QStringLiteral("weightsPerCardGiB"), inGiB(c.predictedWeightsPerCard)},
        {QStringLiteral("cachePerCardGiB"), c.weightsFit ? inGiB(c.predictedCachePerCard) : 0.0},
        {QStringLiteral("weightsFit"), c.weightsFit},
        {QStringLiteral("cacheTokens"), double(c.predictedTokens)},
        {QStringLiteral("concurrency"), c.predictedConcurrency},
        {QStringLiteral("cacheBytesPerTokenPerCard"), inBytes(c.cachePerTokenPerCard)}};
    QJsonObject measured;
    if (log.modelLoading)
        measured.insert(QStringLiteral("weightsPerCardGiB"), inGiB(*log.modelLoading));
    if (log.availableCache)
        measured.insert(QStringLiteral("cachePerCardGiB"), inGiB(*log.availableCache));
    if (log.cacheTokens)
        measured.insert(QStringLiteral("cacheTokens"), double(*log.cacheTokens));
    if (log.concurrency)
        measured.insert(QStringLiteral("concurrency"), *log.concurrency);
    if (log.concurrencyContext)
        measured.insert(QStringLiteral("concurrencyContext"), *log.concurrencyContext);
    QJsonObject root{{QStringLiteral("predicted"), predicted},
                     {QStringLiteral("measured"), measured},
                     {QStringLiteral("reserveGiB"), inGiB(build.reserve)}};
    // What the log ran, where it differs from the flags: the build compared.
    root.insert(QStringLiteral("sizedAs"),
                QJsonObject{{QStringLiteral("vllmVersion"), releaseOf(c.sized).text()},
                            {QStringLiteral("utilization"), c.sized.utilization},
                            {QStringLiteral("enforceEager"), c.sized.enforceEager}});
    if (log.cacheSizeLines > 1)
        measured.insert(QStringLiteral("workers"), log.cacheSizeLines);
    if (log.refusedMaxModelLen)
        measured.insert(QStringLiteral("refusedMaxModelLen"), double(*log.refusedMaxModelLen));
    if (log.estimatedMaxModelLen)
        measured.insert(QStringLiteral("estimatedMaxModelLen"), double(*log.estimatedMaxModelLen));
    if (c.measuredFromTokens)
        measured.insert(QStringLiteral("cachePerCardGiBFromTokens"),
                        inGiB(*c.measuredCachePerCard));
    root.insert(QStringLiteral("measured"), measured);
    if (c.vllmProfile)
        root.insert(
            QStringLiteral("vllmProfile"),
            QJsonObject{{QStringLiteral("cachePerCardGiB"), inGiB(c.vllmProfile->cache())},
                        {QStringLiteral("cacheTokens"), double(c.vllmProfile->cacheTokens)},
                        {QStringLiteral("activationsGiB"), inGiB(c.vllmProfile->activations)},
                        {QStringLiteral("nonTorchGiB"), inGiB(c.vllmProfile->nonTorch)},
                        {QStringLiteral("ncclGiB"), inGiB(c.vllmProfile->nccl)},
                        {QStringLiteral("utilization"), c.vllmProfile->utilization},
                        {QStringLiteral("maxBatchedTokens"), c.vllmProfile->maxBatchedTokens}});
    if (!c.weightsFit)
        root.insert(QStringLiteral("weightsDoNotFit"), c.weightsDoNotFit);
    root.insert(QStringLiteral("agreementReachable"), c.unreachable.isEmpty());
    if (!c.unreachable.isEmpty())
        root.insert(QStringLiteral("unreachable"), c.unreachable);
    if (c.unreachableBy)
        root.insert(QStringLiteral("unreachableByGiB"), inGiB(*c.unreachableBy));
    if (c.agreeingReserve) {
        root.insert(QStringLiteral("agreeingReserveGiB"), inGiB(*c.agreeingReserve));
        root.insert(QStringLiteral("reserveDifferenceGiB"), inGiB(*c.reserveDifference));
    }
    return root;
}

/// Prediction beside measurement, then the reserve that makes them agree.
void table(const Calibration &c, const StartupLog &log, const Build &build, QTextStream &out)
{
    const QuantityFormat format{QLocale()};
    const QString none = QStringLiteral("-");
    const auto row = [&out](const QString &what, const QString &predicted,
                            const QString &measured) {
        out << what.leftJustified(34) << predicted.rightJustified(14) << measured.rightJustified(14)
            << QLatin1Char('\n');
    };
    // Where the log says how it ran, the prediction follows it, not the flags.
    if (log.version || log.utilization || log.enforceEager || log.engine) {
        const Build &ran = c.sized;
        out << (ran.enforceEager
                    ? CalibrateCommand::tr("Sized as the log ran: vLLM %1, memory utilisation %2, "
                                           "eager (no CUDA graphs).")
                    : CalibrateCommand::tr("Sized as the log ran: vLLM %1, memory utilisation %2."))
                   .arg(releaseOf(ran).text(), format.number(ran.utilization, 2))
            << QLatin1Char('\n');
    }
    row(QString(), CalibrateCommand::tr("predicted"), CalibrateCommand::tr("measured"));
    row(CalibrateCommand::tr("Weights per card"), format.gib(c.predictedWeightsPerCard, 2),
        log.modelLoading ? format.gib(*log.modelLoading, 2) : none);
    row(CalibrateCommand::tr("Cache memory per card"),
        c.weightsFit ? format.gib(c.predictedCachePerCard, 2) : none,
        log.availableCache ? format.gib(*log.availableCache, 2) : none);
    row(CalibrateCommand::tr("Cache size in tokens"), format.integer(c.predictedTokens),
        log.cacheTokens ? format.integer(*log.cacheTokens) : none);
    row(CalibrateCommand::tr("Concurrency at %1 tokens")
            .arg(format.integer(log.concurrencyContext.value_or(build.context))),
        format.number(c.predictedConcurrency, 2),
        log.concurrency ? format.number(*log.concurrency, 2) : none);
    if (c.vllmProfile && build.cacheBasis != CacheBasis::Vllm)
        row(CalibrateCommand::tr("Cache size, vLLM profile"),
            format.integer(c.vllmProfile->cacheTokens),
            log.cacheTokens ? format.integer(*log.cacheTokens) : none);
    if (!c.weightsFit)
        out << CalibrateCommand::tr("No cache memory is predicted: %1.").arg(c.weightsDoNotFit)
            << QLatin1Char('\n');
    if (c.agreeingReserve)
        out << CalibrateCommand::tr(
                   "A reserve of %1 per card (now %2) makes prediction and measurement agree.")
                   .arg(format.gib(*c.agreeingReserve, 2), format.gib(build.reserve, 2))
            << QLatin1Char('\n');
    else if (c.unreachableBy && c.weightsFit)
        out << CalibrateCommand::tr(
                   "Agreement not reachable: vLLM had %1 per card more cache than the rule gives "
                   "with no reserve at all. Check the card's memory, the utilisation and "
                   "the checkpoint against the log.")
                   .arg(format.gib(*c.unreachableBy, 2))
            << QLatin1Char('\n');
    else if (!c.unreachable.isEmpty())
        out << CalibrateCommand::tr("Agreement not reachable: %1.").arg(c.unreachable)
            << QLatin1Char('\n');
    if (log.refusedMaxModelLen && log.cacheTokens)
        out << CalibrateCommand::tr(
                   "vLLM refused to start: a max model len of %1 tokens is more than the "
                   "%2 its cache holds.")
                   .arg(format.integer(*log.refusedMaxModelLen), format.integer(*log.cacheTokens))
            << QLatin1Char('\n');
    else if (log.refusedMaxModelLen && log.estimatedMaxModelLen)
        out << CalibrateCommand::tr(
                   "vLLM refused to start: a max model len of %1 tokens needs more than the "
                   "cache memory it had; it estimates %2 tokens fit.")
                   .arg(format.integer(*log.refusedMaxModelLen),
                        format.integer(*log.estimatedMaxModelLen))
            << QLatin1Char('\n');
    else if (log.refusedMaxModelLen)
        out << CalibrateCommand::tr("vLLM refused to start: a max model len of %1 tokens is more "
                                    "than its cache holds.")
                   .arg(format.integer(*log.refusedMaxModelLen))
            << QLatin1Char('\n');
}

} // namespace

int CalibrateCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compares a build with the memory lines of a vLLM start-up log and offers the "
           "reserve per card that makes them agree."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("log"), tr("vLLM start-up log (text)."),
                                 QStringLiteral("LOG"));
    parser.addPositionalArgument(QStringLiteral("build"),
                                 tr("Build file (JSON); without it the reference build."),
                                 QStringLiteral("[BUILD.json]"));
    BuildOptions::add(parser, context.catalogue.rules());
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    parser.addOption(QCommandLineOption(QStringLiteral("write"),
                                        tr("Write the build with the agreeing reserve."),
                                        QStringLiteral("OUT.json")));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.size() > 2)
        throw CommandLineError(tr("a log file and at most one build file expected"));
    for (const QString &file : positional)
        if (file.trimmed().isEmpty())
            throw CommandLineError(tr("calibrate: a file is an empty argument"));
    if (parser.isSet(QStringLiteral("write")))
        OutputFile::check(parser.value(QStringLiteral("write")), positional + UserFiles::all());
    const StartupLog log = StartupLogReader::readFile(positional.takeFirst());

    // The build as evaluate reads it from the same file and flags.
    QStringList notes;
    const Build build = BuildOptions::read(parser, positional, context.catalogue, &notes);
    const Catalogue catalogue = BuildCatalogue::effective(context.catalogue, build);
    const Calibration c = Calibration::compare(build, catalogue, log);

    if (parser.isSet(QStringLiteral("write")))
        writeCalibrated(c, catalogue, *context.inputs.builtIn,
                        parser.value(QStringLiteral("write")));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root = json(c, log, build);
        // The build the flags describe, as a build file has it (evaluate --json alike).
        root.insert(QStringLiteral("build"),
                    QJsonDocument::fromJson(BuildFile::toJson(build, catalogue.rules())).object());
        if (!notes.isEmpty())
            root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
        context.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const QString &note : notes)
        context.out << note << QLatin1Char('\n');
    table(c, log, build, context.out);
    return 0;
}

} // namespace llmconf
