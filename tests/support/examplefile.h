// SPDX-License-Identifier: MIT
// Test support: the path of a reference build of resources/examples, for the
// tests that read one or hand it to the command line. The test target
// defines LLMCONF_EXAMPLES_DIR.
#pragma once

#include <QString>

namespace llmconf::test {

/// resources/examples/<name>.json, `name` without the extension.
inline QString exampleFile(const QString &name)
{
    return QStringLiteral(LLMCONF_EXAMPLES_DIR "/") + name + QStringLiteral(".json");
}

/// The same for a name written as a C string literal.
inline QString exampleFile(const char *name)
{
    return exampleFile(QString::fromLatin1(name));
}

} // namespace llmconf::test
