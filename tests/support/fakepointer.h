// SPDX-License-Identifier: MIT
#pragma once
// Real pointer input for tests under Xvfb: moves and clicks go through the X
// server (the XTEST extension), as a user's mouse does, so that QDrag::exec
// and the drop protocol run as on a desktop. libX11 and libXtst are loaded
// at run time: the test needs no -dev package and skips where they are missing.

#include <dlfcn.h>

#include <QPoint>

#include <chrono>
#include <thread>

namespace llmconf::test {

class FakePointer
{
public:
    FakePointer()
    {
        m_x11 = dlopen("libX11.so.6", RTLD_NOW);
        m_xtst = dlopen("libXtst.so.6", RTLD_NOW);
        if (!m_x11 || !m_xtst)
            return;
        m_open = reinterpret_cast<OpenDisplay>(dlsym(m_x11, "XOpenDisplay"));
        m_close = reinterpret_cast<CloseDisplay>(dlsym(m_x11, "XCloseDisplay"));
        m_flush = reinterpret_cast<Flush>(dlsym(m_x11, "XFlush"));
        m_motion = reinterpret_cast<FakeMotion>(dlsym(m_xtst, "XTestFakeMotionEvent"));
        m_button = reinterpret_cast<FakeButton>(dlsym(m_xtst, "XTestFakeButtonEvent"));
        if (m_open && m_close && m_flush && m_motion && m_button)
            m_display = m_open(nullptr);
    }
    ~FakePointer()
    {
        if (m_display)
            m_close(m_display);
        if (m_xtst)
            dlclose(m_xtst);
        if (m_x11)
            dlclose(m_x11);
    }
    FakePointer(const FakePointer &) = delete;
    FakePointer &operator=(const FakePointer &) = delete;

    bool ok() const { return m_display != nullptr; }

    /// Presses the left button at `from`, moves in `steps` to `to` and
    /// releases there, pausing between events as a hand would.
    void drag(QPoint from, QPoint to, int steps = 12)
    {
        moveTo(from);
        pause();
        m_button(m_display, 1, 1, 0);
        m_flush(m_display);
        pause();
        for (int i = 1; i <= steps; ++i) {
            moveTo(from + (to - from) * i / steps);
            pause();
        }
        pause();
        m_button(m_display, 1, 0, 0);
        m_flush(m_display);
    }

private:
    using OpenDisplay = void *(*)(const char *);
    using CloseDisplay = int (*)(void *);
    using Flush = int (*)(void *);
    using FakeMotion = int (*)(void *, int, int, int, unsigned long);
    using FakeButton = int (*)(void *, unsigned int, int, unsigned long);

    void moveTo(QPoint p)
    {
        m_motion(m_display, -1, p.x(), p.y(), 0);
        m_flush(m_display);
    }
    static void pause() { std::this_thread::sleep_for(std::chrono::milliseconds(60)); }

    void *m_x11 = nullptr;
    void *m_xtst = nullptr;
    void *m_display = nullptr;
    OpenDisplay m_open = nullptr;
    CloseDisplay m_close = nullptr;
    Flush m_flush = nullptr;
    FakeMotion m_motion = nullptr;
    FakeButton m_button = nullptr;
};

} // namespace llmconf::test
