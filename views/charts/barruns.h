// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmconf {

/// Which items of a chart share one bar. Up to `maxBars` items each get
/// their own; beyond, consecutive items that would draw the same bar share
/// one, labelled with their range ("1–512"): a cluster of 512 identical
/// cards reads as one bar instead of 512 too thin to see, and its chart
/// costs as little to update as one of four cards.
class BarRuns
{
    Q_DECLARE_TR_FUNCTIONS(BarRuns)

public:
    /// Items first..last (0-based, inclusive) drawn as one bar.
    struct Run
    {
        int first = 0;
        int last = 0;
        int size() const { return last - first + 1; }
        bool operator==(const Run &) const = default;
    };

    /// One bar per item for a chart this size; runs of equal items beyond it.
    static constexpr int kMaxBars = 16;

    /// The runs of `count` items; `same(a, b)` says whether items a and b draw the same bar.
    template <typename Same> static QList<Run> of(int count, Same same, int maxBars = kMaxBars)
    {
        QList<Run> runs;
        for (int i = 0; i < count; ++i) {
            if (count > maxBars && !runs.isEmpty() && same(runs.last().last, i))
                runs.last().last = i;
            else
                runs.append({i, i});
        }
        return runs;
    }

    /// The category label of a run: "3" for one item, "1–512" for several (1-based).
    static QString label(const Run &run);
};

} // namespace llmconf
