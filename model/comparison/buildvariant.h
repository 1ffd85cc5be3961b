// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QString>

namespace llmconf {

/// A copy of a build with one change, and what the change is ("H200 NVL
/// instead of RTX PRO 6000 SE"), for the comparison's "copy with one change".
struct BuildVariant
{
    QString label;
    Build build;
};

} // namespace llmconf
