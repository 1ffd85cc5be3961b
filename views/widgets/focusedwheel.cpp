// SPDX-License-Identifier: MIT
#include "focusedwheel.h"

#include <QAbstractSpinBox>
#include <QChildEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QWheelEvent>
#include <QWidget>

namespace llmconf {

namespace {
bool isValueWidget(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) ||
           qobject_cast<const QComboBox *>(object);
}
} // namespace

void FocusedWheel::guard(QWidget *root)
{
    auto *filter = new FocusedWheel(root);
    filter->guardOne(root);
    for (QWidget *w : root->findChildren<QWidget *>())
        filter->guardOne(w);
}

void FocusedWheel::guardOne(QWidget *widget)
{
    // Every widget: a container tells of children added later (ChildPolished).
    if (isValueWidget(widget))
        widget->setFocusPolicy(Qt::StrongFocus); // not WheelFocus
    widget->installEventFilter(this);
}

bool FocusedWheel::eventFilter(QObject *watched, QEvent *event)
{
    // Polished, a child is whole (at ChildAdded a combo box is not one yet).
    if (event->type() == QEvent::ChildPolished) {
        if (auto *child = qobject_cast<QWidget *>(static_cast<QChildEvent *>(event)->child())) {
            guardOne(child);
            const QList<QWidget *> below = child->findChildren<QWidget *>();
            for (QWidget *w : below)
                guardOne(w);
        }
        return false;
    }
    if (event->type() != QEvent::Wheel || !isValueWidget(watched))
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (widget->hasFocus())
        return false;
    // Not this widget's: the panel around it scrolls.
    if (QWidget *parent = widget->parentWidget())
        QCoreApplication::sendEvent(parent, event);
    return true;
}

} // namespace llmconf
