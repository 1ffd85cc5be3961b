// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>

namespace llmconf {

/// Which way a figure is better when builds are compared.
enum class BetterDirection { Higher, Lower, None };

/// What a row is about: the build and its memory, its speed, its cost. The
/// sheet heads each part.
enum class ComparisonSection { Memory, Speed, Cost };

/// One figure of a comparison across its builds: the value of each build in
/// the row's unit, as text, the best build and the ratio to the first build.
/// A table (window, command line, PDF sheet) prints it as it is.
struct ComparisonRow
{
    ComparisonSection section = ComparisonSection::Memory;
    QString key;   // stable, for the JSON and the tests: "conversations"
    QString label; // translated: "Conversations"
    QString unit;  // "GiB", "W", "GB"; empty for counts and text rows
    BetterDirection better = BetterDirection::None;
    bool numeric = true;    // false: a description (card, checkpoint) with texts only
    bool hasRatio = true;   // false for yes/no rows, whose ratio means nothing
    QList<double> values;   // per build, in `unit`; NaN where the build has none
    QStringList texts;      // per build, formatted with QuantityFormat
    int best = -1;          // first best build; -1 when no direction or all equal
    QList<double> ratios;   // value / the first build's value; NaN where undefined
    QStringList ratioTexts; // "0.78x"; empty where undefined

    /// True when build `index` is as good as the best (ties are all best).
    bool isBest(int index) const
    {
        return best >= 0 && index >= 0 && index < values.size() && values[index] == values[best];
    }
    /// True when not every build shows the same text.
    bool differs() const
    {
        for (const QString &t : texts)
            if (t != texts.value(0))
                return true;
        return false;
    }
};

} // namespace llmconf
