// SPDX-License-Identifier: MIT
#pragma once

#include "assessmentinputs.h"
#include "buildreport.h"

#include <optional>

namespace llmconf {

/// The whole assessment of a build as one pure function: the sizing engine's
/// figures, the speed estimate, the cost, the advice, the context sweep and
/// speed curve, the conversations served and the verdict. A build that
/// carries its own cards or checkpoints is assessed with a catalogue
/// extended by them, which the report keeps.
[[nodiscard]] BuildReport assess(const Build &build, const AssessmentInputs &inputs,
                                 BuildReport::Parts parts = BuildReport::Parts::All);

/// The same for a build the caller has evaluated already with
/// `inputs.catalogue` (the planner evaluates thousands of builds and reports
/// the few it keeps), with its cost where the caller priced it already:
/// the advice, the cost otherwise, the charts, served and verdict are
/// added exactly as assess() adds them.
[[nodiscard]] BuildReport assessEvaluated(const Build &build, const Evaluation &evaluation,
                                          const AssessmentInputs &inputs,
                                          const std::optional<CostFigures> &cost,
                                          BuildReport::Parts parts);

} // namespace llmconf
