// SPDX-License-Identifier: MIT
#pragma once

#include <QEvent>
#include <QList>
#include <QObject>
#include <QWidget>

/// Counts paint events of a set of widgets: the benchmarks wait until each
/// has painted again after an edit.
class PaintWatch : public QObject
{
public:
    explicit PaintWatch(const QList<QWidget *> &widgets) : m_widgets(widgets)
    {
        m_counts.fill(0, widgets.size());
        for (QWidget *w : widgets)
            w->installEventFilter(this);
    }
    void reset() { m_counts.fill(0); }
    bool allPainted() const
    {
        for (int c : m_counts)
            if (c == 0)
                return false;
        return true;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            const qsizetype i = m_widgets.indexOf(static_cast<QWidget *>(watched));
            if (i >= 0)
                ++m_counts[i];
        }
        return false;
    }

private:
    QList<QWidget *> m_widgets;
    QList<int> m_counts;
};
