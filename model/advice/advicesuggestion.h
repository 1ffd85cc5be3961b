// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"

#include <QString>

namespace llmconf {

/// A change an advice item proposes: the whole changed build and what to call
/// the edit ("Cap the cards at 450 W"), so that applying it is one undoable step.
struct AdviceSuggestion
{
    QString label;
    Build build;
};

} // namespace llmconf
