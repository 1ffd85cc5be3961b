// SPDX-License-Identifier: MIT
#include "cataloguecommand.h"

#include "catalogue.h"
#include "commandline.h"
#include "commandlineerror.h"
#include "optionreader.h"
#include "quantityformat.h"
#include "usercatalogue.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace llmconf {

QString CatalogueCommand::synopsis() const
{
    return tr(
        "catalogue [--json] | catalogue repair      cards, CPUs, chassis, feeds, checkpoints");
}

namespace {

/// The catalogue as `catalogue --json` prints it.
QJsonObject json(const Catalogue &c)
{
    QJsonArray cards, checkpoints, cpus, chassis, feeds;
    for (const Card &card : c.cards())
        cards.append(QJsonObject{{QStringLiteral("id"), card.id},
                                 {QStringLiteral("name"), card.name},
                                 {QStringLiteral("computeCapability"), card.computeCapability()},
                                 {QStringLiteral("memoryNominalGB"), inGB(card.nominalMemory)},
                                 {QStringLiteral("maxPowerW"), inWatts(card.maxPower())},
                                 {QStringLiteral("nvlinkGroup"), card.nvlinkGroup}});
    for (const Checkpoint &k : c.checkpoints())
        checkpoints.append(
            QJsonObject{{QStringLiteral("id"), k.id},
                        {QStringLiteral("model"), k.model},
                        {QStringLiteral("sizeGiB"), inGiB(k.size)},
                        {QStringLiteral("format"), k.formatDetail.text()},
                        {QStringLiteral("licences"), QJsonArray::fromStringList(k.licences)}});
    for (const Cpu &cpu : c.cpus())
        cpus.append(QJsonObject{{QStringLiteral("id"), cpu.id},
                                {QStringLiteral("name"), cpu.name},
                                {QStringLiteral("tdpW"), inWatts(cpu.tdp)}});
    for (const Chassis &ch : c.chassis())
        chassis.append(QJsonObject{{QStringLiteral("id"), ch.id},
                                   {QStringLiteral("name"), ch.name.text()},
                                   {QStringLiteral("gpuSlots"), ch.gpuSlots},
                                   {QStringLiteral("sockets"), ch.sockets}});
    for (const Feed &fd : c.feeds())
        feeds.append(QJsonObject{{QStringLiteral("id"), fd.id},
                                 {QStringLiteral("name"), fd.name.text()},
                                 {QStringLiteral("nominalW"), inWatts(fd.nominal())}});
    return QJsonObject{{QStringLiteral("cards"), cards},
                       {QStringLiteral("checkpoints"), checkpoints},
                       {QStringLiteral("cpus"), cpus},
                       {QStringLiteral("chassis"), chassis},
                       {QStringLiteral("feeds"), feeds}};
}

/// The catalogue as a table, and a damaged user catalogue's problem.
void table(const Catalogue &c, const QString &problem, const QuantityFormat &format,
           QTextStream &out)
{
    out << CatalogueCommand::tr("Cards") << QLatin1Char('\n');
    for (const Card &card : c.cards())
        out << QStringLiteral("  %1%2  %3, CC %4, %5\n")
                   .arg(card.id.leftJustified(20), card.name.leftJustified(56),
                        format.gb(card.nominalMemory), card.computeCapability(),
                        format.watts(card.maxPower()));
    out << CatalogueCommand::tr("Checkpoints") << QLatin1Char('\n');
    for (const Checkpoint &k : c.checkpoints())
        out << QStringLiteral("  %1%2  %3\n")
                   .arg(k.id.leftJustified(30), format.gib(k.size, 1).rightJustified(12),
                        k.formatDetail.text());
    // The one place a damaged user catalogue is said when nothing fails.
    if (!problem.isEmpty())
        out << QStringLiteral("  ")
            << CatalogueCommand::tr("Your catalogue is not read in full: %1. \"llm-configurator "
                                    "catalogue repair\" moves it aside and keeps every readable "
                                    "entry.")
                   .arg(CommandLine::oneLine(problem))
            << QLatin1Char('\n');
    out << CatalogueCommand::tr("CPUs") << QLatin1Char('\n');
    for (const Cpu &cpu : c.cpus())
        out << QStringLiteral("  %1%2  %3\n")
                   .arg(cpu.id.leftJustified(20), cpu.name, format.watts(cpu.tdp));
    out << CatalogueCommand::tr("Chassis") << QLatin1Char('\n');
    for (const Chassis &ch : c.chassis())
        out << QStringLiteral("  %1%2\n").arg(ch.id.leftJustified(20), ch.name.text());
    out << CatalogueCommand::tr("Feeds") << QLatin1Char('\n');
    for (const Feed &fd : c.feeds())
        out << QStringLiteral("  %1%2  %3\n")
                   .arg(fd.id.leftJustified(20), fd.name.text(), format.kilowatts(fd.nominal()));
}

/// `catalogue repair`: the damaged user catalogue moved aside, every
/// readable entry written back, and what was done said.
int repair(CommandContext &context)
{
    const UserCatalogue::Repair done = UserCatalogue::repair();
    context.out << CatalogueCommand::tr("Moved the user catalogue aside to %1.")
                       .arg(QDir::toNativeSeparators(done.setAside))
                << QLatin1Char('\n')
                << CatalogueCommand::tr("Kept %n checkpoint(s)", nullptr, done.checkpoints) << ", "
                << CatalogueCommand::tr("%n card(s)", nullptr, done.cards) << QLatin1Char('\n');
    for (const QString &entry : done.leftOut)
        context.out << CatalogueCommand::tr("Left out: %1").arg(entry) << QLatin1Char('\n');
    return 0;
}

} // namespace

int CatalogueCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Lists the catalogue: cards, CPUs, chassis, feeds, checkpoints."));
    parser.addHelpOption();
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    parser.addPositionalArgument(
        QStringLiteral("repair"),
        tr("Move a damaged user catalogue aside and keep every entry that reads."),
        QStringLiteral("[repair]"));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional == QStringList{QStringLiteral("repair")})
        return repair(context);
    if (!positional.isEmpty())
        throw CommandLineError(tr("catalogue: unknown argument \"%1\"; \"repair\" is the only one")
                                   .arg(positional.first()));
    const QuantityFormat format{QLocale()};
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root = json(context.catalogue);
        if (!context.catalogueProblem.isEmpty())
            root.insert(QStringLiteral("userCatalogueProblem"), context.catalogueProblem);
        context.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }
    table(context.catalogue, context.catalogueProblem, format, context.out);
    return 0;
}

} // namespace llmconf
