// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

namespace llmconf {

class Catalogue;
struct Checkpoint;
struct ModelFamily;

/// The layout a build described by its cards gets: the first layout vLLM
/// starts (LayoutValidity::startable: one copy over all cards first, EP on
/// where the model has routed experts) whose weights fit. `evaluate
/// --cards` without --tp and the window after a checkpoint change (unless
/// the layout was set by hand) both choose with it.
struct LayoutChoice
{
    enum Outcome {
        None,      // no layout of these cards starts: the build keeps its own
        OneCopy,   // one copy over all cards fits
        FirstFits, // one copy does not fit or is refused: the first that fits
        NoneFits,  // the first layout that starts; the weights fit in none
    };
    Layout layout;
    Outcome outcome = None;

    /// Chooses for `build`'s cards; `ep` forces expert parallelism on.
    static LayoutChoice of(const Build &build, const Catalogue &catalogue, const ModelFamily &model,
                           const Checkpoint *checkpoint, bool ep = false);
    /// As above for the build's own checkpoint; outcome None when it is unknown.
    static LayoutChoice of(const Build &build, const Catalogue &catalogue);
};

} // namespace llmconf
