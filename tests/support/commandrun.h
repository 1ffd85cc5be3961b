// SPDX-License-Identifier: MIT
// Test support: the command line run in this process, as the program runs it,
// with its output in strings. Link `cli` (never the sheets: `sheet` and
// `compare -o` run as a process, runCli() of processrun.h).
#pragma once

#include "catalogue.h"
#include "commandline.h"
#include "formaterror.h"
#include "language.h"
#include "processrun.h"
#include "testinputs.h"
#include "usercatalogue.h"

#include <QByteArray>
#include <QList>
#include <QLocale>
#include <QTextStream>

#include <optional>
#include <utility>

namespace llmconf::test {

/// Sets environment variables (NAME=VALUE, or NAME to remove) and puts them
/// back as they were when it goes, with the language and the default locale
/// a command's --lang changes.
class ScopedCommandEnvironment
{
public:
    explicit ScopedCommandEnvironment(const QStringList &environment)
        : m_language(Language::current()), m_locale(QLocale())
    {
        for (const QString &assignment : environment) {
            const qsizetype eq = assignment.indexOf(QLatin1Char('='));
            const QByteArray name = (eq < 0 ? assignment : assignment.left(eq)).toLocal8Bit();
            m_saved.append({name, qEnvironmentVariableIsSet(name.constData())
                                      ? std::optional<QByteArray>(qgetenv(name.constData()))
                                      : std::nullopt});
            if (eq < 0)
                qunsetenv(name.constData());
            else
                qputenv(name.constData(), assignment.mid(eq + 1).toLocal8Bit());
        }
    }
    ~ScopedCommandEnvironment()
    {
        for (auto it = m_saved.crbegin(); it != m_saved.crend(); ++it) {
            if (it->second)
                qputenv(it->first.constData(), *it->second);
            else
                qunsetenv(it->first.constData());
        }
        Language::apply(m_language);
        QLocale::setDefault(m_locale);
    }
    ScopedCommandEnvironment(const ScopedCommandEnvironment &) = delete;
    ScopedCommandEnvironment &operator=(const ScopedCommandEnvironment &) = delete;

private:
    QString m_language;
    QLocale m_locale;
    QList<std::pair<QByteArray, std::optional<QByteArray>>> m_saved;
};

/// `llm-configurator ARGUMENTS` in this process, as main() runs a command: the
/// catalogue offered is the built-in one with the user catalogue named by
/// LLM_CONFIGURATOR_USER_CATALOGUE (an absent one unless `environment` names
/// another), the exit code is the program's, bad input one line on err.
/// `environment` as runCli() takes it, restored afterwards. The test binary
/// runs in LC_ALL=C.UTF-8, as runCli() runs the program.
inline ProcessResult runCommand(const QStringList &arguments, const QStringList &environment = {})
{
    const ScopedCommandEnvironment scoped(
        QStringList{QStringLiteral("LLM_CONFIGURATOR_USER_CATALOGUE=") + absentUserCatalogue()} +
        environment);
    const QStringList given = QStringList{QStringLiteral("llm-configurator")} + arguments;
    const CommandLine commandLine;
    EXPECT_FALSE(commandLine.needsGui(given)) << "run it as a process: runCli()";
    ProcessResult result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    QString problem;
    AssessmentInputs inputs = test::inputs(UserCatalogue::offered(Catalogue::builtIn(), &problem));
    try { // as main(): the user's price list over the built-in one
        inputs.prices = PriceList::effective(QString());
    } catch (const FormatError &) {
    }
    CommandContext context{*inputs.catalogue, inputs, out, err, problem};
    result.exitCode = commandLine.run(given, context);
    return result;
}

} // namespace llmconf::test
