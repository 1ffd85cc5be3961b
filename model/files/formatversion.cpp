// SPDX-License-Identifier: MIT
#include "formatversion.h"

#include "jsoncursor.h"

namespace llmconf {

namespace {
const QString kFormat = QStringLiteral("format");
const QString kNeedsVersion = QStringLiteral("needsVersion");
// Far beyond any real format; keeps the number an int.
constexpr int kLargestFormat = 1000000;
} // namespace

int FormatVersion::read(const JsonCursor &root, int current)
{
    const JsonCursor format = root.field(kFormat);
    const int version = format.integer(1, kLargestFormat);
    if (version <= current)
        return version;
    const QString needs = root.stringOr(kNeedsVersion, QString()).left(40).simplified();
    if (!needs.isEmpty())
        format.fail(tr("format %1 needs LLM Server Configurator %2 or later; this is %3, "
                       "which reads format %4 and older")
                        .arg(version)
                        .arg(needs, QStringLiteral(LLMCONF_VERSION))
                        .arg(current));
    format.fail(tr("format %1 needs a newer LLM Server Configurator; this is %2, which reads "
                   "format %3 and older")
                    .arg(version)
                    .arg(QStringLiteral(LLMCONF_VERSION))
                    .arg(current));
}

void FormatVersion::write(QJsonObject &root, int current, const QString &firstReader)
{
    root.insert(kFormat, current);
    if (current > 1 && !firstReader.isEmpty())
        root.insert(kNeedsVersion, firstReader);
}

} // namespace llmconf
