// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace llmconf {

/// The language of the app and the command line: English or German. Applying
/// one installs its translators (ours and Qt's own) and sets the default
/// locale, so numbers and dates follow ("432,3 GiB", "29. November 2026");
/// Qt sends every widget a LanguageChange event.
class Language
{
public:
    static QStringList available(); // "en", "de"
    /// "de" when the system locale is German, else "en".
    static QString systemDefault();
    /// Switches to `code`; false (and nothing changed) for an unknown code.
    static bool apply(const QString &code);
    static QString current();
    /// The language's own name ("English", "Deutsch") for menus.
    static QString nativeName(const QString &code);
};

} // namespace llmconf
