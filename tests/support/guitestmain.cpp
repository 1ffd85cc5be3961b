// SPDX-License-Identifier: MIT
// main() of every test binary that needs a QApplication (widgets, charts).
#include "language.h"

#include <QApplication>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    // gtest_discover_tests runs the binary at build time without the test's
    // environment; without a display it would abort.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Tests must not read or write the user's settings, recent files or catalogue.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator-tests"));
    QCoreApplication::setApplicationName(QFileInfo(QString::fromLocal8Bit(argv[0])).fileName());
    // Settings of this process alone: ctest runs tests of one binary side by
    // side, and one test's remembered choice must not reach another's start.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    // English as the app installs it: plural forms ("1 copy", not "1
    // copy(ies)") come from the English translation, in tests and their pictures too.
    llmconf::Language::apply(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
