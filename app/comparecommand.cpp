// SPDX-License-Identifier: MIT
#include "comparecommand.h"

#include "buildcomparison.h"
#include "buildfile.h"
#include "commandlineerror.h"
#include "comparisonjson.h"
#include "comparisonpresets.h"
#include "costoptions.h"
#include "formaterror.h"
#include "optionreader.h"
#include "outputfile.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace llmconf {

CompareCommand::CompareCommand(ComparisonSheetWriter writeSheet)
    : m_writeSheet(std::move(writeSheet))
{
}

QString CompareCommand::synopsis() const
{
    return tr("compare A.json B.json [...] [--preset NAME] [--json] [-o OUT.pdf]   builds side "
              "by side");
}

void CompareCommand::declareOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("Compares two to four builds: every figure, the better value, the ratio to the first "
           "build and the advice that differs."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("builds"), tr("Build files (JSON), two to four."),
                                 QStringLiteral("A.json B.json [...]"));
    parser.addOption(
        QCommandLineOption(QStringLiteral("preset"),
                           tr("Start with a comparison of the sources: %1.")
                               .arg(ComparisonPresets::ids().join(QStringLiteral(", "))),
                           tr("name")));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), tr("Print one JSON object.")));
    parser.addOption(QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                                        tr("Write the comparison sheet (A4 PDF) to this file."),
                                        QStringLiteral("OUT.pdf")));
    CostOptions::add(parser);
}

bool CompareCommand::needsGui(const QStringList &arguments) const
{
    QCommandLineParser parser;
    declareOptions(parser);
    try {
        OptionReader::parse(parser, arguments);
    } catch (const std::exception &) {
        return false; // run() refuses the options, with no display
    }
    return parser.isSet(QStringLiteral("output"));
}

int CompareCommand::run(const QStringList &arguments, CommandContext &context) const
{
    QCommandLineParser parser;
    declareOptions(parser);
    OptionReader::parse(parser, arguments);
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << parser.helpText();
        return 0;
    }

    QList<Build> builds;
    QStringList files;
    if (parser.isSet(QStringLiteral("preset"))) {
        builds = ComparisonPresets::byId(parser.value(QStringLiteral("preset")), context.catalogue)
                     .builds;
        files = QStringList(builds.size(), QString());
    }
    const QStringList positional = parser.positionalArguments();
    const qsizetype count = builds.size() + positional.size();
    if (count < BuildComparison::kMinBuilds || count > BuildComparison::kMaxBuilds)
        throw CommandLineError(tr("compare: expected %1 to %2 builds, got %3")
                                   .arg(BuildComparison::kMinBuilds)
                                   .arg(BuildComparison::kMaxBuilds)
                                   .arg(count));
    for (const QString &file : positional) {
        builds.append(BuildFile::read(
            file, context.catalogue.rules())); // FormatError names the file and field
        files.append(file);
    }
    // The cost options hold for every build; each keeps what it sets otherwise.
    for (Build &build : builds)
        CostOptions::apply(parser, build);
    const BuildComparison comparison(builds, CostOptions::inputs(parser, context.inputs));

    // One rule for the table, --json and -o: a build that cannot be evaluated
    // fails the command (exit 2, one line naming its file); the table and
    // the JSON are still printed first, the sheet is not written.
    const auto refuseUnevaluated = [&](const QString &fallback) {
        // Named after the file of the first build that cannot be evaluated,
        // in the words of the comparison sheet (ComparisonSheet::error()).
        const QList<ComparedBuild> &compared = comparison.builds();
        const auto failed =
            std::find_if(compared.begin(), compared.end(),
                         [](const ComparedBuild &b) { return !b.report.evaluation.ok(); });
        if (failed == compared.end())
            return;
        const int i = int(failed - compared.begin());
        const QString problem =
            QCoreApplication::translate("ComparisonSheet", "build %1 (%2) cannot be evaluated: %3")
                .arg(BuildComparison::columnName(i), failed->title, failed->report.error());
        const QString file = files.value(i);
        throw FormatError(file.isEmpty() ? fallback : file, QString(), problem);
    };

    if (parser.isSet(QStringLiteral("output"))) {
        const QString output = parser.value(QStringLiteral("output"));
        if (output.isEmpty())
            throw CommandLineError(tr("compare: -o needs the PDF to write"));
        OutputFile::check(output, positional + CostOptions::readFiles(parser));
        // Every build is read and evaluated before the file is touched.
        refuseUnevaluated(output);
        if (!m_writeSheet)
            throw std::invalid_argument("compare -o: this program has no sheets");
        m_writeSheet(comparison, output);
        return 0;
    }

    if (parser.isSet(QStringLiteral("json")))
        context.out << QJsonDocument(ComparisonJson::toJson(comparison, files))
                           .toJson(QJsonDocument::Indented);
    else
        context.out << render(comparison, files);
    refuseUnevaluated(QStringLiteral("compare"));
    return 0;
}

QString CompareCommand::render(const BuildComparison &comparison, const QStringList &files)
{
    const int n = comparison.size();
    QString text;
    for (int i = 0; i < n; ++i) {
        const ComparedBuild &b = comparison.builds()[i];
        text += QStringLiteral("  %1  %2").arg(BuildComparison::columnName(i), b.title);
        if (!files.value(i).isEmpty())
            text += QStringLiteral("  (%1)").arg(files[i]);
        if (!b.report.evaluation.ok())
            text += QStringLiteral("\n     ") + b.report.evaluation.error;
        text += QLatin1Char('\n');
    }
    text += QLatin1Char('\n');

    // A cell: the value, a star where it is the best, the ratio to A after it.
    const auto cell = [](const ComparisonRow &row, int i) {
        QString c = row.texts[i];
        if (row.isBest(i))
            c += QStringLiteral(" *");
        if (i > 0 && !row.ratioTexts[i].isEmpty())
            c += QStringLiteral(" (%1)").arg(row.ratioTexts[i]);
        return c;
    };
    const auto trimRight = [](QString line) {
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        return line + QLatin1Char('\n');
    };
    qsizetype labelWidth = 0;
    QList<qsizetype> widths(n, 1);
    for (const ComparisonRow &row : comparison.rows()) {
        labelWidth = std::max(labelWidth, row.label.size());
        for (int i = 0; i < n; ++i)
            widths[i] = std::max(widths[i], cell(row, i).size());
    }
    const QString gap = QStringLiteral("  ");
    QString header = gap + QString(labelWidth, QLatin1Char(' '));
    for (int i = 0; i < n; ++i)
        header += gap + BuildComparison::columnName(i).leftJustified(widths[i]);
    text += trimRight(header);
    for (const ComparisonRow &row : comparison.rows()) {
        QString line = gap + row.label.leftJustified(labelWidth);
        for (int i = 0; i < n; ++i)
            line += gap + cell(row, i).leftJustified(widths[i]);
        text += trimRight(line);
    }
    text += QLatin1Char('\n') + tr("* the better value; (1.25x) a ratio to build A") +
            QLatin1Char('\n');

    if (comparison.differingAdvice().isEmpty())
        return text;
    text += QLatin1Char('\n') + tr("Advice that differs") + QLatin1Char('\n');
    for (const DifferingAdvice &d : comparison.differingAdvice())
        for (int i = 0; i < n; ++i)
            if (d.appliesTo(i))
                text += QStringLiteral("  %1 [%2] %3\n      %4\n")
                            .arg(BuildComparison::columnName(i),
                                 AdviceItem::severityText(d.items[i]->severity), d.items[i]->text,
                                 d.items[i]->source);
    return text;
}

} // namespace llmconf
