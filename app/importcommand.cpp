// SPDX-License-Identifier: MIT
#include "importcommand.h"

#include "checkpointimporter.h"
#include "checkpointlicences.h"
#include "commandlineerror.h"
#include "optionreader.h"
#include "quantityformat.h"
#include "usercatalogue.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace llmconf {

QString ImportCommand::synopsis() const
{
    return tr("import DIR [--json] [--id ID] [--set FIELD=VALUE] [--save]   checkpoint from local "
              "Hugging Face files");
}

int ImportCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Derives a checkpoint from config.json, hf_quant_config.json and the safetensors "
           "index or files of a local folder. Nothing is downloaded."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("dir"), tr("Folder with config.json."),
                                 QStringLiteral("DIR"));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    parser.addOption(QCommandLineOption(QStringLiteral("id"),
                                        tr("Checkpoint id (default: from the folder)."),
                                        QStringLiteral("ID")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("set"),
        tr("A config.json field the files lack, e.g. index_head_dim=128, or weightsBytes=N."),
        QStringLiteral("FIELD=VALUE")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("save"), tr("Store it in the user's catalogue.")));
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }
    const QStringList dirs = parser.positionalArguments();
    if (dirs.size() != 1)
        throw CommandLineError(tr("one folder expected, got %1").arg(dirs.size()));
    // An empty argument (an unset shell variable) is no folder, not the current one.
    if (dirs.first().trimmed().isEmpty())
        throw CommandLineError(tr("import: the folder is an empty argument"));

    CheckpointImporter::Entered entered;
    for (const QString &pair : parser.values(QStringLiteral("set"))) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        bool ok = false;
        const double value = eq > 0 ? pair.mid(eq + 1).toDouble(&ok) : 0.0;
        if (!ok || value < 0)
            throw CommandLineError(
                tr("--set: expected FIELD=NUMBER such as index_head_dim=128, got \"%1\"")
                    .arg(pair));
        entered.insert(pair.left(eq), value);
    }

    const ImportedCheckpoint imported = CheckpointImporter::importDirectory(
        context.catalogue, dirs.first(), entered, parser.value(QStringLiteral("id")));
    if (parser.isSet(QStringLiteral("save")))
        UserCatalogue::store(imported.entry);

    if (parser.isSet(QStringLiteral("json"))) {
        context.out << QJsonDocument(CheckpointImporter::toJson(imported, context.catalogue))
                           .toJson(QJsonDocument::Indented);
        return 0;
    }
    const QuantityFormat format{QLocale()};
    const auto mark = [&imported](const char *key) {
        return CheckpointImporter::provenanceName(
            imported.provenance.value(QString::fromLatin1(key)));
    };
    context.out
        << tr("Checkpoint %1 (%2)").arg(imported.entry.checkpoint.id, imported.architecture)
        << QLatin1Char('\n')
        << tr("  cache per token (16-bit): %1 (%2)")
               .arg(format.kib(imported.cacheBytesPerToken, 2), mark("cacheBytesPerToken"))
        << QLatin1Char('\n')
        << tr("  fixed state per conversation: %1 (%2)")
               .arg(format.mib(imported.linearStateBytes), mark("linearStateBytes"))
        << QLatin1Char('\n')
        << tr("  weights: %1 (%2)").arg(format.gib(imported.weightsBytes, 2), mark("weightsBytes"))
        << QLatin1Char('\n')
        << tr("  licence: %1")
               .arg(CheckpointLicences::names(context.catalogue, &imported.entry.model,
                                              imported.entry.checkpoint)
                        .join(QStringLiteral(", ")))
        << QLatin1Char('\n');
    for (const QString &note : imported.notes)
        context.out << QStringLiteral("  - ") << note << QLatin1Char('\n');
    if (parser.isSet(QStringLiteral("save")))
        context.out << tr("Stored in %1").arg(UserCatalogue::defaultPath()) << QLatin1Char('\n');
    return 0;
}

} // namespace llmconf
