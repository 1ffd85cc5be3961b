// SPDX-License-Identifier: MIT
#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QString>
#include <QWidget>

#include <cstdio>

/// Saves a picture of `widget` once it has had time to lay out and paint
/// (charts and docks settle over several event loop passes), and prints the
/// path: the screenshot tools for docs/.
inline void saveSettledGrab(QWidget &widget, const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 800)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    widget.grab().save(path);
    std::printf("%s\n", qPrintable(path));
}
