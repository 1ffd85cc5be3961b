// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "modelinstance.h"
#include "sizingengine.h"

namespace llmconf {

/// What the report says of one further model of a build (Build::instances):
/// the build as the instance alone sees it and the sizing engine's figures
/// (memory per card, conversations, speed) of it.
struct InstanceReport
{
    int number = 2;         // the build's own model is 1, its first further model 2
    ModelInstance instance; // as the build holds it
    Build build;            // ModelInstance::alone: what the figures are of
    Evaluation evaluation;
    int served = 0; // conversations served: memory and speed limit met; 0 where it cannot run
    /// What starts its serving commands: its GPUs where a model has cards
    /// of its own (ServingCommand::visibleDevices), else empty.
    QString devices;

    bool ok() const { return evaluation.ok(); }
    const QString &error() const { return evaluation.error; }
    const Figures &figures() const { return evaluation.figures; }
};

} // namespace llmconf
