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
/// instance per pool with its role.
class ServingCommand
{
public:
    static QString vllm(const Build &build, const Figures &figures);
    static QString sglang(const Build &build, const Figures &figures);
    /// The command of the build's engine (Build::engine).
    static QString forEngine(const Build &build, const Figures &figures);
    /// The other engine's command.
    static QString otherEngine(const Build &build, const Figures &figures);
    /// {"vllm": ..., "sglang": ...} for the command line's JSON.
    static QJsonObject toJson(const Build &build, const Figures &figures);
};

} // namespace llmconf
