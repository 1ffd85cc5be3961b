// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <utility>

namespace llmconf {

/// Typed reads of parsed options; a bad value throws CommandLineError
/// naming the option ("--tp: expected a whole number from 1 to 4096, got \"x\"").
class OptionReader
{
    Q_DECLARE_TR_FUNCTIONS(OptionReader)

public:
    explicit OptionReader(const QCommandLineParser &parser) : m_parser(parser) {}

    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString text(const QString &name) const { return m_parser.value(name); }
    int wholeNumber(const QString &name, int minimum, int maximum) const;
    double decimal(const QString &name, double minimum, double maximum) const;
    /// "rtx-pro-6000-se:4" -> ("rtx-pro-6000-se", 4)
    std::pair<QString, int> idAndCount(const QString &name) const;

    /// Parses arguments (the subcommand's name first); throws on unknown options.
    static void parse(QCommandLineParser &parser, const QStringList &arguments);

private:
    const QCommandLineParser &m_parser;
};

} // namespace llmconf
