// SPDX-License-Identifier: MIT
#pragma once

#include "advicesuggestion.h"

#include <QDate>
#include <QList>
#include <QString>

namespace llmconf {

class QuantityFormat;

/// How much an advice item matters: a blocker stops the build, a warning
/// needs a decision or a test, a note informs.
enum class AdviceSeverity { Blocker, Warning, Note };

/// One piece of advice for a build: a sentence with the build's numbers, the
/// source it rests on and that source's date, and the builds it suggests.
struct AdviceItem
{
    QString code; // stable, for the JSON and the tests: "tp-crosses-nvlink"
    AdviceSeverity severity = AdviceSeverity::Note;
    QString text;
    QString source;
    QDate date;
    QList<AdviceSuggestion> suggestions;

    /// "blocker", "warning", "note": the JSON's names.
    static QString severityName(AdviceSeverity severity);
    /// The translated name for the window and the sheet.
    static QString severityText(AdviceSeverity severity);
    /// "source, date" as the window and the sheets show it under the text.
    QString sourceLine(const QuantityFormat &format) const;
};

} // namespace llmconf
