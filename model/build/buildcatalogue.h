// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "catalogue.h"

namespace llmconf {

/// The catalogue a build is evaluated with: the application's catalogue
/// (built-in plus the user's imported checkpoints) extended with the
/// checkpoints the build file carries, so that a build opens on a machine
/// that never imported them.
class BuildCatalogue
{
public:
    /// A copy of `base` with the build's custom cards, checkpoints and their
    /// models added (replacing entries of the same id). Keep it alive as long as
    /// the Figures evaluated with it: they point into it.
    static Catalogue effective(const Catalogue &base, const Build &build);

    /// Sets build.customCheckpoints to the checkpoints the build uses (its
    /// checkpoint and those kept) that `builtIn` lacks, taken from
    /// `available`, and build.customCards to the cards in its slots that
    /// `builtIn` lacks; call before saving.
    static void embedCustom(Build &build, const Catalogue &available, const Catalogue &builtIn);
};

} // namespace llmconf
