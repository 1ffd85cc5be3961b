// SPDX-License-Identifier: MIT
#include "columnfit.h"

#include <QFontMetricsF>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>

#include <cmath>

namespace llmconf {

ColumnFit::ColumnFit(QTreeWidget *tree) : m_tree(tree)
{
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
}

void ColumnFit::reset()
{
    m_textWidths.clear(); // the font may have changed since
    m_widths.fill(0, m_tree->columnCount());
    for (int column = 0; column < m_tree->columnCount(); ++column)
        widen(column, m_tree->header()->sectionSizeHint(column));
}

void ColumnFit::fit(const QTreeWidgetItem *item)
{
    if (m_widths.size() != m_tree->columnCount())
        reset();
    for (int column = 0; column < m_tree->columnCount(); ++column) {
        const QString text = item->text(column);
        if (!text.isEmpty())
            widen(column, widthOf(text));
    }
}

int ColumnFit::widthOf(const QString &text)
{
    auto known = m_textWidths.constFind(text);
    if (known != m_textWidths.constEnd())
        return *known;
    // As the item delegate sizes a line of text: its width, rounded up as
    // its text layout does, and a margin on either side (QCommonStyle's
    // view item, PM_FocusFrameHMargin + 1).
    const int margin =
        m_tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_tree) + 1;
    const int width =
        int(std::ceil(QFontMetricsF(m_tree->font()).horizontalAdvance(text))) + 2 * margin;
    m_textWidths.insert(text, width);
    return width;
}

void ColumnFit::widen(int column, int width)
{
    if (width <= m_widths[column])
        return;
    m_widths[column] = width;
    m_tree->header()->resizeSection(column, width);
}

} // namespace llmconf
