// SPDX-License-Identifier: MIT
// The sheet tests evaluate builds and switch languages under a QApplication.
#include <QApplication>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // gtest_discover_tests runs the binary at build time without the test's
    // environment; without a display it would abort.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
