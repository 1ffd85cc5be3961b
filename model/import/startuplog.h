// SPDX-License-Identifier: MIT
#pragma once

#include "units.h"

#include <QStringList>
#include <QtGlobal>

#include <optional>

namespace llmconf {

/// What a vLLM start-up log says about one card's memory.
struct StartupLog
{
    std::optional<Bytes> modelLoading;     // "Model loading took X GiB"
    std::optional<Bytes> availableCache;   // "Available KV cache memory: Y GiB"
    std::optional<qint64> cacheTokens;     // "GPU KV cache size: N tokens"
    std::optional<int> concurrencyContext; // T of "Maximum concurrency for T tokens per request"
    std::optional<double> concurrency;     // C of "...: Cx"
    QStringList sourceLines;               // the lines these were read from, in log order
};

} // namespace llmconf
