// SPDX-License-Identifier: MIT
#pragma once

#include "checkpoint.h"
#include "modelfamily.h"

namespace llmconf {

/// A checkpoint that is not built in, with its model: what a build file
/// carries so that it opens on a machine whose catalogue lacks them.
struct CustomCheckpoint
{
    ModelFamily model;
    Checkpoint checkpoint;

    bool operator==(const CustomCheckpoint &) const = default;
};

} // namespace llmconf
