// SPDX-License-Identifier: MIT
#include "optionreader.h"

#include "commandlineerror.h"

#include <cmath>

namespace llmconf {

int OptionReader::wholeNumber(const QString &name, int minimum, int maximum) const
{
    const QString value = text(name);
    bool ok = false;
    const qlonglong n = value.toLongLong(&ok);
    if (!ok || n < minimum || n > maximum)
        throw CommandLineError(tr("--%1: expected a whole number from %2 to %3, got \"%4\"")
                                   .arg(name)
                                   .arg(minimum)
                                   .arg(maximum)
                                   .arg(value));
    return int(n);
}

double OptionReader::decimal(const QString &name, double minimum, double maximum) const
{
    const QString value = text(name);
    bool ok = false;
    const double n = value.toDouble(&ok);
    if (!ok || !std::isfinite(n) || n < minimum || n > maximum)
        throw CommandLineError(tr("--%1: expected a number from %2 to %3, got \"%4\"")
                                   .arg(name)
                                   .arg(minimum)
                                   .arg(maximum)
                                   .arg(value));
    return n;
}

std::pair<QString, int> OptionReader::idAndCount(const QString &name) const
{
    const QString value = text(name);
    const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int count = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
    if (!ok || count < 0 || count > 4096)
        throw CommandLineError(
            tr("--%1: expected ID:COUNT such as rtx-pro-6000-se:4, got \"%2\"").arg(name, value));
    return {value.left(colon), count};
}

void OptionReader::parse(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments))
        throw CommandLineError(parser.errorText());
}

} // namespace llmconf
