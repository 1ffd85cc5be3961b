// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "units.h"

#include <QStringList>
#include <QtGlobal>

#include <optional>

namespace llmconf {

/// What a vLLM start-up log says about one card's memory. Where several
/// workers print a line, the smallest value is kept: vLLM sizes the cache
/// by the worker with the least memory.
struct StartupLog
{
    std::optional<Bytes>
        modelLoading; // "Model loading took X GiB" ("Loading model weights took X GB")
    std::optional<Bytes> availableCache; // "Available KV cache memory: Y GiB" (older wordings too)
    std::optional<qint64>
        cacheTokens; // "GPU KV cache size: N tokens" (or # GPU blocks x block size)
    std::optional<int> concurrencyContext; // T of "Maximum concurrency for T tokens per request"
    std::optional<double> concurrency;     // C of "...: Cx"
    QStringList sourceLines;         // the lines these were read from, in log order (the first 64)
    std::optional<qint64> gpuBlocks; // "# GPU blocks: N" (vLLM V0)
    int blockSize = 16;              // block_size of the engine config, vLLM's default 16
    int cacheSizeLines = 0;          // how many workers printed their cache size
    /// The start failed with "The model's max seq len (L) is larger than the
    /// maximum number of tokens that can be stored in KV cache (N)": L here,
    /// N in cacheTokens.
    std::optional<qint64> refusedMaxModelLen;
    /// vLLM V1's refusal ("... larger than the available KV cache memory (Y
    /// GiB). Based on the available memory, the estimated maximum model length
    /// is N."): N, the longest request the cache it had holds.
    std::optional<qint64> estimatedMaxModelLen;
    /// "Initializing a V0 LLM engine (v0.8.2)" / "a V1 LLM engine": whose
    /// memory profile the log ran (the vLLM-profile basis follows it).
    std::optional<VllmEngine> engine;
    /// The release the same line names ("v0.8.2" reads 0.8), else the API
    /// server's "vLLM API server version X" or a pip line "vllm==X" (a
    /// script's environment); the profile follows its version range.
    std::optional<VllmVersion> version;
    /// The --gpu-memory-utilization the run requested, where the log prints
    /// it: V1's "non-default args" ('gpu_memory_utilization': 0.95), the
    /// profile's "gpu_memory_utilization (0.89)", an "args: Namespace(...)"
    /// or the command line. A log without it ran its release's default.
    std::optional<double> utilization;
    /// The run was eager (no CUDA graphs): the engine config's
    /// "enforce_eager=True", or V1's "Enforce eager set" warning.
    std::optional<bool> enforceEager;
};

} // namespace llmconf
