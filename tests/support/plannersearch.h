// SPDX-License-Identifier: MIT
// Test support: waits for the planner dialog's search, for its tests and
// the screenshot tool.
#pragma once

#include "plannerdialog.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace llmconf::test {

/// Runs the event loop until the dialog's search has ended (waiting, not
/// timing: the guard only keeps a broken search from hanging the caller).
/// False if it had not ended after a minute.
inline bool finishSearch(PlannerDialog &dialog)
{
    QElapsedTimer guard;
    guard.start();
    while (dialog.isSearching() && guard.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !dialog.isSearching();
}

} // namespace llmconf::test
