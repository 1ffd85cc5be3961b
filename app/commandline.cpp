// SPDX-License-Identifier: MIT
#include "commandline.h"

#include "calibratecommand.h"
#include "cardcommand.h"
#include "cataloguecommand.h"
#include "commandlineerror.h"
#include "comparecommand.h"
#include "evaluatecommand.h"
#include "formaterror.h"
#include "importcommand.h"
#include "language.h"
#include "plancommand.h"
#include "programfacts.h"
#include "quantityformat.h"
#include "showntext.h"

#include <QFileInfo>

#include <algorithm>
#include <stdexcept>

namespace llmconf {

Subcommands CommandLine::withoutGui()
{
    Subcommands list;
    list.push_back(std::make_unique<EvaluateCommand>());
    list.push_back(std::make_unique<CatalogueCommand>());
    list.push_back(std::make_unique<CardCommand>());
    list.push_back(std::make_unique<ImportCommand>());
    list.push_back(std::make_unique<CalibrateCommand>());
    list.push_back(std::make_unique<PlanCommand>());
    list.push_back(std::make_unique<CompareCommand>());
    return list;
}

CommandLine::CommandLine(Subcommands commands) : m_commands(std::move(commands)) {}

CommandLine::~CommandLine() = default;

const Subcommand *CommandLine::find(const QString &name) const
{
    for (const auto &command : m_commands)
        if (command->name() == name)
            return command.get();
    return nullptr;
}

bool CommandLine::isCommand(const QStringList &given) const
{
    const QStringList arguments = withoutWindowOptions(given);
    // --lang may come first ("--lang de catalogue"): run() takes it out.
    qsizetype i = 1;
    while (i + 1 < arguments.size() && arguments[i] == QLatin1String("--lang"))
        i += 2;
    if (i >= arguments.size())
        return false;
    const QString &first = arguments[i];
    if (first.startsWith(QLatin1Char('-')))
        return true; // --help, --version, or an option the window does not take
    if (find(first))
        return true;
    // `llm-configurator BUILD.json` opens the window; any other word is a command.
    const QFileInfo file(first);
    return !(file.exists() || first.endsWith(QLatin1String(".json"), Qt::CaseInsensitive));
}

QStringList CommandLine::withoutWindowOptions(const QStringList &arguments)
{
    // QGuiApplication's and QApplication's own options (Qt 6.4 documentation
    // of QGuiApplication and QApplication); Qt reads "--platform" as "-platform".
    static const QStringList withValue = {
        QStringLiteral("platform"),        QStringLiteral("platformpluginpath"),
        QStringLiteral("platformtheme"),   QStringLiteral("plugin"),
        QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
        QStringLiteral("qwindowtitle"),    QStringLiteral("style"),
        QStringLiteral("stylesheet"),      QStringLiteral("session"),
        QStringLiteral("display"),         QStringLiteral("geometry"),
        QStringLiteral("title"),           QStringLiteral("name"),
        QStringLiteral("visual")};
    static const QStringList alone = {QStringLiteral("reverse"), QStringLiteral("widgetcount"),
                                      QStringLiteral("nograb"),  QStringLiteral("dograb"),
                                      QStringLiteral("sync"),    QStringLiteral("qmljsdebugger")};
    // Only before the first word of ours: after it, every option is the
    // command's own (none of them shares a name with these).
    qsizetype i = 1;
    while (i < arguments.size()) {
        const QString &argument = arguments[i];
        if (!argument.startsWith(QLatin1Char('-')))
            break;
        const QString name = argument.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
        if (withValue.contains(name) && i + 1 < arguments.size())
            i += 2;
        else if (alone.contains(name) || name.startsWith(QLatin1String("qmljsdebugger=")))
            ++i;
        else
            break;
    }
    QStringList kept = arguments.mid(0, 1);
    kept += arguments.mid(i);
    return kept;
}

QString CommandLine::oneLine(const QString &text)
{
    return ShownText::message(text);
}

bool CommandLine::needsGui(const QStringList &given) const
{
    try {
        const QStringList arguments = commandArguments(given);
        const Subcommand *command = find(arguments.value(0));
        return command && command->needsGui(arguments);
    } catch (const CommandLineError &) {
        return false; // a bad --lang: run() says so, with no display
    }
}

QStringList CommandLine::commandArguments(const QStringList &given)
{
    QStringList arguments = withoutWindowOptions(given);
    arguments.removeFirst(); // the program
    applyLanguage(arguments, false);
    return arguments;
}

QString CommandLine::nearest(const QString &name) const
{
    // Edit distance, so that "evalute" and "Evaluate" find "evaluate".
    const auto distance = [](const QString &a, const QString &b) {
        QList<qsizetype> row(b.size() + 1);
        for (qsizetype j = 0; j <= b.size(); ++j)
            row[j] = j;
        for (qsizetype i = 1; i <= a.size(); ++i) {
            qsizetype diagonal = row[0];
            row[0] = i;
            for (qsizetype j = 1; j <= b.size(); ++j) {
                const qsizetype above = row[j];
                const bool same = a[i - 1].toLower() == b[j - 1].toLower();
                row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
                diagonal = above;
            }
        }
        return row[b.size()];
    };
    if (name.size() > 40)
        return {};
    QString best;
    qsizetype bestDistance = 3; // more than two edits is another word
    for (const auto &command : m_commands) {
        const qsizetype d = distance(name, command->name());
        if (d < bestDistance) {
            bestDistance = d;
            best = command->name();
        }
    }
    return best;
}

int CommandLine::run(QStringList arguments, CommandContext &context) const
{
    int code = kBadInput;
    try {
        arguments = withoutWindowOptions(arguments);
        arguments.removeFirst(); // the program
        applyLanguage(arguments, true);
        const QString name = arguments.value(0);
        if (arguments.isEmpty() || name == QLatin1String("help") ||
            name == QLatin1String("--help") || name == QLatin1String("-h"))
            code = usage(context);
        else if (isVersion(name))
            code = version(context);
        else {
            code = -1;
            if (const Subcommand *command = find(name))
                code = command->run(arguments, context);
            if (code < 0) {
                QStringList names;
                for (const auto &command : m_commands)
                    names.append(command->name());
                const QString guess = nearest(name);
                QString message = tr("unknown command \"%1\"; the commands are %2, --help and "
                                     "--version")
                                      .arg(name.left(80), names.join(QStringLiteral(", ")));
                if (!guess.isEmpty())
                    message += tr(" (did you mean %1?)").arg(guess);
                throw CommandLineError(message);
            }
        }
    } catch (const CommandLineError &e) {
        fail(e.message(), context);
        code = kBadInput;
    } catch (const FormatError &e) {
        fail(e.message(), context);
        code = kBadInput;
    } catch (const std::invalid_argument &e) {
        fail(QString::fromStdString(e.what()), context);
        code = kBadInput;
    }
    context.out.flush();
    context.err.flush();
    return code;
}

void CommandLine::fail(QString message, CommandContext &context)
{
    // A damaged user catalogue is said here, in the failing command's one
    // line, not before every command (an unknown checkpoint may be in it).
    const QString &problem = context.catalogueProblem;
    if (!problem.isEmpty() && !message.contains(problem))
        message += QLatin1Char(' ') + tr("(imported models are not available: %1)").arg(problem);
    context.err << oneLine(message) << Qt::endl;
}

bool CommandLine::runsWithoutGui(const QStringList &given) const
{
    try {
        const QStringList arguments = commandArguments(given);
        const QString name = arguments.value(0);
        if (isVersion(name))
            return true;
        const Subcommand *command = find(name);
        return command && !command->needsGui(arguments);
    } catch (const CommandLineError &) {
        return true; // a bad --lang: run() says so
    }
}

bool CommandLine::asksVersion(const QStringList &given)
{
    try {
        return isVersion(commandArguments(given).value(0));
    } catch (const CommandLineError &) {
        return false; // a bad --lang: run() says so
    }
}

bool CommandLine::isVersion(const QString &name)
{
    return name == QLatin1String("--version") || name == QLatin1String("version");
}

int CommandLine::version(CommandContext &context)
{
    context.out << ProgramFacts::summary(QuantityFormat(QLocale())) << QLatin1Char('\n');
    return 0;
}

void CommandLine::applyLanguage(QStringList &arguments, bool apply)
{
    // --lang is global: taken out here so that no subcommand must declare it.
    QString code = Language::systemDefault();
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang")) {
            if (i + 1 >= arguments.size())
                throw CommandLineError(tr("--lang: expected de or en"));
            code = arguments[i + 1];
            arguments.remove(i, 2);
            break;
        }
        if (arguments[i].startsWith(QLatin1String("--lang="))) {
            code = arguments[i].mid(7);
            arguments.removeAt(i);
            break;
        }
    }
    if (!Language::available().contains(code))
        throw CommandLineError(tr("--lang: expected de or en, got \"%1\"").arg(code));
    if (apply)
        Language::apply(code);
}

int CommandLine::usage(CommandContext &context) const
{
    context.out << tr("Usage:") << QLatin1Char('\n')
                << QStringLiteral("  llm-configurator [BUILD.json]\n");
    for (const auto &command : m_commands)
        context.out << QStringLiteral("  llm-configurator ") << command->synopsis()
                    << QLatin1Char('\n');
    context.out
        << tr("Each command takes --help for its options and --lang de|en for the language.")
        << QLatin1Char('\n')
        << tr("--version prints the version, the catalogue's date and the licence.")
        << QLatin1Char('\n');
    return 0;
}

} // namespace llmconf
