// SPDX-License-Identifier: MIT
// Test support: a test that needs real X11 input (QDrag::exec, FakePointer)
// runs its own binary again under xvfb-run on the xcb platform, filtered to
// itself; the child does the work, the parent reports its result.
#pragma once

#include "fakepointer.h"

#include <QApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>
#include <QWidget>
#include <QWindow>

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

namespace llmconf::test {

/// Whether this process is the child under xvfb-run.
inline bool inXvfbChild()
{
    return qEnvironmentVariableIsSet("LLMCONF_X11_CHILD");
}

/// Runs this binary again under xvfb-run with `filter` and expects its one
/// test to pass; skips where xvfb-run is missing or the child skipped.
inline void runAgainUnderXvfb(const QString &filter)
{
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
    if (xvfb.isEmpty())
        GTEST_SKIP() << "xvfb-run is not installed";
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LLMCONF_X11_CHILD"), QStringLiteral("1"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(xvfb,
                {QStringLiteral("-a"), QStringLiteral("-s"),
                 QStringLiteral("-screen 0 1600x1000x24"), QCoreApplication::applicationFilePath(),
                 QStringLiteral("--gtest_filter=") + filter});
    ASSERT_TRUE(child.waitForFinished(-1));
    const QString out = QString::fromLocal8Bit(child.readAll());
    if (out.contains(QStringLiteral("[  SKIPPED ]")))
        GTEST_SKIP() << out.toStdString();
    EXPECT_EQ(child.exitCode(), 0) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("[  PASSED  ] 1 test"))) << out.toStdString();
}

/// True in the child under xvfb-run, which runs the test; in the parent,
/// runs the child for `filter` (runAgainUnderXvfb) and returns false.
inline bool runsUnderXvfb(const QString &filter)
{
    if (inXvfbChild())
        return true;
    runAgainUnderXvfb(filter);
    return false;
}

/// Processes events until the window is shown on the X server (up to 2 s).
inline bool waitUntilExposed(QWidget &window)
{
    for (int i = 0; i < 200 && !(window.windowHandle() && window.windowHandle()->isExposed());
         ++i) {
        QApplication::processEvents();
        QThread::msleep(10);
    }
    return window.windowHandle() && window.windowHandle()->isExposed();
}

/// Drags with the real pointer from `from` to `to` (global positions) and
/// lets the events settle. The pointer moves on its own thread: the drag's
/// own event loop runs inside processEvents() here until the button is released.
inline void dragAndSettle(FakePointer &pointer, QPoint from, QPoint to)
{
    std::atomic<bool> done{false};
    std::thread hand([&] {
        pointer.drag(from, to);
        done = true;
    });
    while (!done) {
        QApplication::processEvents();
        QThread::msleep(5);
    }
    hand.join();
    for (int i = 0; i < 50; ++i) {
        QApplication::processEvents();
        QThread::msleep(10);
    }
}

} // namespace llmconf::test
