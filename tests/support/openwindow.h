// SPDX-License-Identifier: MIT
// Test support: the fixture of the views tests that edit a build in the main
// window: the built-in catalogue, a window at the screenshots' size, and a
// build opened in it.
#pragma once

#include "builddocument.h"
#include "catalogue.h"
#include "mainwindow.h"
#include "testinputs.h"

#include <QApplication>

#include <gtest/gtest.h>

namespace llmconf::test {

struct OpenWindow : ::testing::Test
{
    const Catalogue &catalogue = Catalogue::builtIn();
    MainWindow window{test::inputs(catalogue)};
    BuildDocument *document = window.document();

    /// Shows the window with `build` open, its events handled.
    void open(const Build &build)
    {
        window.resize(1500, 950);
        window.show();
        window.openBuild(build);
        QApplication::processEvents();
    }
};

} // namespace llmconf::test
