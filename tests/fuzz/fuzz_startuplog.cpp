// SPDX-License-Identifier: MIT
// Fuzz target: a vLLM start-up log as `calibrate` reads it, compared with
// the reference build.
#include "buildassembler.h"
#include "calibration.h"
#include "catalogue.h"
#include "formaterror.h"
#include "fuzzinput.h"
#include "startuplogreader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace llmconf;
    try {
        const StartupLog log = StartupLogReader::read(QString::fromUtf8(fuzz::bytes(data, size)),
                                                      QStringLiteral("vllm.log"));
        static const Build reference = BuildAssembler::reference(Catalogue::builtIn());
        Calibration::compare(reference, Catalogue::builtIn(), log);
    } catch (const FormatError &) {
    }
    return 0;
}
