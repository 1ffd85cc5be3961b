// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <Qt>

#include <utility>

namespace llmconf {

/// A table as SheetPainter draws it: an optional header row, rows of text
/// cells, column widths as shares of the width and one alignment per column.
struct SheetTable
{
    QStringList header;                         // empty: no header row
    QList<QStringList> rows;                    // cells wrap inside their column
    QList<double> widths;                       // shares of the table's width; equal when empty
    QList<Qt::Alignment> alignments;            // per column; left when missing
    int strongColumn = 0;                       // drawn bold (labels); -1 for none
    QSet<int> strongRows;                       // drawn bold (totals, the verdict)
    QSet<int> mutedColumns;                     // smaller grey text (formulas, sources)
    QSet<std::pair<int, int>> highlightedCells; // (row, column): bold on a tint (the best value)

    Qt::Alignment alignment(qsizetype column) const
    {
        return column < alignments.size() ? alignments[column] : Qt::AlignLeft;
    }
};

} // namespace llmconf
