// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "figures.h"

#include <QJsonObject>
#include <QString>

namespace llmconf {

/// The command lines that serve a build: `vllm serve` and SGLang's
/// launch_server, with the build's parallel sizes, cache dtype, context,
/// memory share and the conversations one copy holds. A build split into a
/// prefill and a decode pool (Layout::prefillCopies) gets two lines, one
/// instance per pool with its role. A build with further models
/// (Build::instances) gets one command per model, each on its own port.
class ServingCommand
{
public:
    /// `model` numbers the build's models (1 its own, 2 on its
    /// Build::instances, each derived by ModelInstance::alone): a build with
    /// several models serves each on its own port (port()). Where a further
    /// model has cards of its own, each command starts with its model's
    /// GPUs: model 1's from `build`, a further model's `devices`
    /// (visibleDevices of the whole build, InstanceReport::devices).
    static QString vllm(const Build &build, const Figures &figures, int model = 1,
                        const QString &devices = QString());
    static QString sglang(const Build &build, const Figures &figures, int model = 1,
                          const QString &devices = QString());
    /// The command of the build's engine (Build::engine).
    static QString forEngine(const Build &build, const Figures &figures, int model = 1,
                             const QString &devices = QString());
    /// The other engine's command.
    static QString otherEngine(const Build &build, const Figures &figures, int model = 1,
                               const QString &devices = QString());
    /// {"vllm": ..., "sglang": ...} for the command line's JSON.
    static QJsonObject toJson(const Build &build, const Figures &figures, int model = 1,
                              const QString &devices = QString());
    /// What starts the commands of model `model` of the whole `build`:
    /// "CUDA_VISIBLE_DEVICES=4,5,6,7 " where a further model has cards of
    /// its own (the same GPUs on each server it runs on), a comment line
    /// naming each server's GPUs where they differ; empty where every
    /// model sees every card.
    static QString visibleDevices(const Build &build, int model);
    /// The port of model `model`: the engine's default port (vLLM 8000,
    /// SGLang 30000) for the first, the next ones for the others.
    static int port(ServingEngine engine, int model);
};

} // namespace llmconf
