// SPDX-License-Identifier: MIT
// main() of every test binary that runs commands in process: a QCoreApplication
// (no display, no platform plugin), as the program has for them.
#include "language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // Tests must not read or write the user's settings, recent files or catalogue.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("llm-configurator-tests"));
    QCoreApplication::setApplicationName(QFileInfo(QString::fromLocal8Bit(argv[0])).fileName());
    // The language every command applies without --lang; restored after each.
    llmconf::Language::apply(llmconf::Language::systemDefault());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
