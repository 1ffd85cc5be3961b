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
#include "sheetcommand.h"

#include <stdexcept>

namespace llmconf {

std::vector<std::unique_ptr<Subcommand>> CommandLine::subcommands()
{
    std::vector<std::unique_ptr<Subcommand>> list;
    list.push_back(std::make_unique<EvaluateCommand>());
    list.push_back(std::make_unique<CatalogueCommand>());
    list.push_back(std::make_unique<CardCommand>());
    list.push_back(std::make_unique<ImportCommand>());
    list.push_back(std::make_unique<CalibrateCommand>());
    list.push_back(std::make_unique<PlanCommand>());
    list.push_back(std::make_unique<CompareCommand>());
    list.push_back(std::make_unique<SheetCommand>());
    return list;
}

CommandLine::CommandLine(const Catalogue &catalogue, QTextStream &out, QTextStream &err)
    : m_context{catalogue, out, err}
{
}

CommandLine::~CommandLine() = default;

bool CommandLine::isCommand(const QStringList &arguments)
{
    // --lang may come first ("--lang de catalogue"): run() takes it out.
    qsizetype i = 1;
    while (i + 1 < arguments.size() && arguments[i] == QLatin1String("--lang"))
        i += 2;
    if (i >= arguments.size())
        return false;
    const QString &first = arguments[i];
    if (first == QLatin1String("help") || first == QLatin1String("--help") ||
        first == QLatin1String("-h"))
        return true;
    for (const auto &command : subcommands())
        if (command->name() == first)
            return true;
    return false;
}

int CommandLine::run(QStringList arguments)
{
    int code = kBadInput;
    try {
        arguments.removeFirst(); // the program
        applyLanguage(arguments);
        const QString name = arguments.value(0);
        code = -1;
        for (const auto &command : subcommands())
            if (command->name() == name)
                code = command->run(arguments, m_context);
        if (code < 0)
            code = usage();
    } catch (const CommandLineError &e) {
        m_context.err << e.message() << Qt::endl;
        code = kBadInput;
    } catch (const FormatError &e) {
        m_context.err << e.message() << Qt::endl;
        code = kBadInput;
    } catch (const std::invalid_argument &e) {
        m_context.err << QString::fromStdString(e.what()) << Qt::endl;
        code = kBadInput;
    }
    m_context.out.flush();
    m_context.err.flush();
    return code;
}

void CommandLine::applyLanguage(QStringList &arguments)
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
    Language::apply(code);
}

int CommandLine::usage()
{
    m_context.out << tr("Usage:") << QLatin1Char('\n')
                  << QStringLiteral("  llm-configurator [BUILD.json]\n");
    for (const auto &command : subcommands())
        m_context.out << QStringLiteral("  llm-configurator ") << command->synopsis()
                      << QLatin1Char('\n');
    m_context.out
        << tr("Each command takes --help for its options and --lang de|en for the language.")
        << QLatin1Char('\n');
    return 0;
}

} // namespace llmconf
