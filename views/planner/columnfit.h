// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>

class QTreeWidget;
class QTreeWidgetItem;

namespace llmconf {

/// The widths of a table's columns fitted to its rows' texts as the rows
/// arrive: each row is measured once, when it is added, and a column widens
/// when a row needs more room. QHeaderView::ResizeToContents measured every
/// cell of every row again at each change, synchronously whenever a
/// selection or paint asked for a column's position: about 200 M
/// instructions per fit at 300 rows, the planner dialog's longest frames
/// (issue 31, planner_dialog_benchmark).
class ColumnFit
{
public:
    explicit ColumnFit(QTreeWidget *tree);
    /// Back to the widths the header's texts need, for a table filled afresh.
    void reset();
    /// Widens the columns `item`'s texts need more room in.
    void fit(const QTreeWidgetItem *item);

private:
    void widen(int column, int width);
    int widthOf(const QString &text);

    QTreeWidget *m_tree;
    QList<int> m_widths; // per column, the widest text so far with its margins
    // Each text measured once: rows repeat cards, checkpoints and servers,
    // and a measure (the text shaped) costs more than building the row.
    QHash<QString, int> m_textWidths;
};

} // namespace llmconf
