// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QWidget;

namespace llmconf {

/// The mouse wheel changes a spin box or a combo box only once it has focus
/// (a click or Tab): scrolling a panel past one scrolls the panel instead of
/// setting the value under the pointer (a power cap of 300 W nobody chose).
class FocusedWheel : public QObject
{
    Q_OBJECT

public:
    /// Guards every spin box and combo box under `root`, and those added
    /// later: they take focus by click or Tab, not by the wheel. The filter
    /// is a child of `root`.
    static void guard(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit FocusedWheel(QObject *parent) : QObject(parent) {}
    void guardOne(QWidget *widget);
};

} // namespace llmconf
