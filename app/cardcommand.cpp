// SPDX-License-Identifier: MIT
#include "cardcommand.h"

#include "assessmentinputs.h"
#include "cappedfile.h"
#include "catalogue.h"
#include "catalogueentrywriter.h"
#include "cataloguereader.h"
#include "commandline.h"
#include "commandlineerror.h"
#include "formaterror.h"
#include "formatversion.h"
#include "jsoncursor.h"
#include "nearestids.h"
#include "optionreader.h"
#include "quantityformat.h"
#include "usercatalogue.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace llmconf {

namespace {
// The format of a card file (`card show --json`, `card add`).
constexpr int kCardFormat = 1;

QJsonObject cardFile(const Card &card)
{
    QJsonObject o = CatalogueEntryWriter::card(card);
    FormatVersion::write(o, kCardFormat);
    return o;
}
} // namespace

QString CardCommand::synopsis() const
{
    return tr("card add CARD.json | card list [--json] | card show ID [--json]   the user's own "
              "cards");
}

namespace {

/// `card add CARD.json`: read, checked against the catalogue, stored.
int addCard(const QStringList &args, CommandContext &context)
{
    if (args.size() != 2)
        throw CommandLineError(
            CardCommand::tr("card add: one card file expected, got %1").arg(args.size() - 1));
    const QString path = args[1];
    const QString name = QFileInfo(path).fileName();
    const JsonCursor root =
        JsonCursor::fromDocument(name, CappedFile::read(path, name, CappedFile::kSmallDocument));
    // A card file names its format; one without (written by hand) is format 1.
    if (root.has(QStringLiteral("format")))
        FormatVersion::read(root, kCardFormat);
    const Card card = CatalogueReader::readCard(root);
    if (context.inputs.builtIn->card(card.id))
        root.field(QStringLiteral("id"))
            .fail(CardCommand::tr("\"%1\" is a built-in card; give your card its own id and name")
                      .arg(card.id));
    // The chassis it is sold in must be ones the catalogue has, or the
    // card would fit nowhere.
    for (qsizetype j = 0; j < card.chassis.size(); ++j)
        if (!context.catalogue.chassisById(card.chassis[j]))
            root.field(QStringLiteral("chassis"))
                .at(j)
                .fail(CardCommand::tr("no chassis \"%1\" in the catalogue").arg(card.chassis[j]));
    UserCatalogue::storeCard(card, *context.inputs.builtIn);
    context.out << CardCommand::tr("Added card %1 (%2) to %3")
                       .arg(card.id, card.name, UserCatalogue::defaultPath())
                << QLatin1Char('\n');
    return 0;
}

/// `card list [--json]`: every card, the user's own marked.
int listCards(const QStringList &args, bool json, CommandContext &context)
{
    if (args.size() != 1)
        throw CommandLineError(CardCommand::tr("card list takes no further argument"));
    // A bad card in the user's file hides no other; the problem is said on
    // stderr, as the catalogue that lists the rest was read.
    QList<Card> mine;
    try {
        QStringList leftOut;
        mine = UserCatalogue::readCards(UserCatalogue::defaultPath(), &leftOut);
    } catch (const FormatError &) {
    }
    if (!context.catalogueProblem.isEmpty())
        context.err << CardCommand::tr("Your catalogue is not read in full: %1. \"llm-configurator "
                                       "catalogue repair\" moves it aside and keeps every "
                                       "readable entry.")
                           .arg(CommandLine::oneLine(context.catalogueProblem))
                    << QLatin1Char('\n');
    const auto isMine = [&mine](const QString &id) {
        return std::any_of(mine.begin(), mine.end(), [&id](const Card &c) { return c.id == id; });
    };
    if (json) {
        QJsonArray list;
        for (const Card &c : context.catalogue.cards()) {
            QJsonObject o = CatalogueEntryWriter::card(c);
            o.insert(QStringLiteral("origin"),
                     isMine(c.id) ? QStringLiteral("user") : QStringLiteral("built-in"));
            list.append(o);
        }
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("cards"), list}})
                           .toJson(QJsonDocument::Indented);
        return 0;
    }
    const QuantityFormat format{QLocale()};
    for (const Card &c : context.catalogue.cards()) {
        const Bytes memory = c.fixedBudget.value() > 0 ? c.fixedBudget : c.driverMemory;
        context.out << c.id << QStringLiteral("  ") << c.name << QStringLiteral("  ")
                    << format.gib(memory, 1) << QStringLiteral("  ")
                    << CardCommand::tr("compute %1").arg(c.computeCapability())
                    << (isMine(c.id) ? QStringLiteral("  ") + CardCommand::tr("(yours)")
                                     : QString())
                    << QLatin1Char('\n');
    }
    return 0;
}

/// `card show ID [--json]`: one card, in JSON in the form `card add` reads.
int showCard(const QStringList &args, bool json, CommandContext &context)
{
    if (args.size() != 2)
        throw CommandLineError(CardCommand::tr("card show: one card id expected"));
    const Card *card = context.catalogue.card(args[1]);
    if (!card)
        throw CommandLineError(CardCommand::tr("Unknown card \"%1\"%2")
                                   .arg(args[1], NearestIds::cardHint(args[1], context.catalogue)));
    if (json) {
        context.out << QJsonDocument(cardFile(*card)).toJson(QJsonDocument::Indented);
        return 0;
    }
    const QuantityFormat format{QLocale()};
    context.out << card->name << QLatin1Char('\n')
                << CardCommand::tr("  memory as the driver reports it: %1")
                       .arg(format.gib(card->fixedBudget.value() > 0 ? card->fixedBudget
                                                                     : card->driverMemory,
                                       2))
                << QLatin1Char('\n')
                << CardCommand::tr("  bandwidth: %1 GB/s").arg(inGBps(card->bandwidth))
                << QLatin1Char('\n')
                << CardCommand::tr("  highest power limit: %1 W").arg(inWatts(card->maxPower()))
                << QLatin1Char('\n')
                << CardCommand::tr("  compute capability: %1").arg(card->computeCapability())
                << QLatin1Char('\n') << CardCommand::tr("  NVLink group: %1").arg(card->nvlinkGroup)
                << QLatin1Char('\n');
    for (auto it = card->sources.begin(); it != card->sources.end(); ++it)
        context.out << QStringLiteral("  ") << it.key() << QStringLiteral(": ") << it.value().text()
                    << QLatin1Char('\n');
    return 0;
}

} // namespace

int CardCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Adds a card of your own to the user's catalogue (add), lists every card (list) or "
           "prints one (show). \"show ID --json\" prints the card in the form \"add\" reads: "
           "change its id and name and add it as a new card."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("action"), tr("add, list or show."),
                                 QStringLiteral("add|list|show"));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print JSON.")));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    const bool json = parser.isSet(QStringLiteral("json"));

    if (action == QLatin1String("add"))
        return addCard(args, context);
    if (action == QLatin1String("list"))
        return listCards(args, json, context);
    if (action == QLatin1String("show"))
        return showCard(args, json, context);
    throw CommandLineError(tr("card: expected add, list or show, got \"%1\"").arg(action));
}

} // namespace llmconf
