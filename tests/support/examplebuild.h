// SPDX-License-Identifier: MIT
// Test support: the reference builds of resources/examples, evaluated.
#pragma once

#include "buildfile.h"
#include "catalogue.h"
#include "examplefile.h"
#include "sizingengine.h"

#include <QString>

#include <gtest/gtest.h>

namespace llmconf::test {

inline Build exampleBuild(const char *name)
{
    return BuildFile::read(exampleFile(name), Catalogue::builtIn().rules());
}

inline Figures evaluateExample(const char *name)
{
    const Evaluation e = SizingEngine::evaluate(exampleBuild(name), Catalogue::builtIn());
    EXPECT_TRUE(e.ok()) << name << ": " << e.error.toStdString();
    return e.figures;
}

inline Figures evaluateChanged(const char *name, const std::function<void(Build &)> &change)
{
    Build build = exampleBuild(name);
    change(build);
    const Evaluation e = SizingEngine::evaluate(build, Catalogue::builtIn());
    EXPECT_TRUE(e.ok()) << name << ": " << e.error.toStdString();
    return e.figures;
}

} // namespace llmconf::test
