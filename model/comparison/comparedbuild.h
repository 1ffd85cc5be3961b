// SPDX-License-Identifier: MIT
#pragma once

#include "adviceitem.h"
#include "build.h"
#include "buildreport.h"
#include "catalogue.h"
#include "contextsweep.h"
#include "costfigures.h"
#include "pricelist.h"
#include "sizingengine.h"

#include <QString>

namespace llmconf {

/// One build of a comparison: a title and its report (assess()), which holds
/// the figures, the conversations over the context range, the advice, the
/// cost and the verdict the rest of the program shows for the same build.
struct ComparedBuild
{
    QString title; // the build's title, or its cards and checkpoint when it has none
    BuildReport report;
};

} // namespace llmconf
