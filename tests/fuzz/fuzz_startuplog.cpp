// SPDX-License-Identifier: MIT
// Fuzz target: a vLLM start-up log as `calibrate` reads it, compared with
// the reference build.
#include "buildassembler.h"
#include "calibration.h"
#include "catalogue.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "sizingengine.h"
#include "startuplogreader.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    try {
        const StartupLog log = StartupLogReader::read(QString::fromUtf8(fuzz::bytes(data, size)),
                                                      QStringLiteral("vllm.log"));
        // Counts the reader returns are never negative (issue 30: # GPU
        // blocks x block_size overflowed), and an agreeing reserve is one the
        // engine evaluates (what `calibrate --write` writes).
        if ((log.cacheTokens && *log.cacheTokens < 0) || (log.gpuBlocks && *log.gpuBlocks < 0))
            std::abort();
        static const Build reference = BuildAssembler::reference(Catalogue::builtIn());
        const Calibration c = Calibration::compare(reference, Catalogue::builtIn(), log);
        if (c.agreeingReserve &&
            !SizingEngine::evaluate(Calibration::calibrated(reference, *c.agreeingReserve),
                                    Catalogue::builtIn())
                 .ok())
            std::abort();
    } catch (const FormatError &) {
    }
    return 0;
}
