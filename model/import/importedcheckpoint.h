// SPDX-License-Identifier: MIT
#pragma once

#include "customcheckpoint.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace llmconf {

/// Where a figure of an imported checkpoint comes from.
enum class Provenance {
    Read,      // read from the files (config.json, the safetensors index or files)
    Estimated, // derived by a rule (parameter count x format, architecture by its fields)
    Entered    // typed in by the user because the files lacked it
};

/// A checkpoint derived from local Hugging Face files, with the provenance
/// of each figure ("architecture", "cacheBytesPerToken", "linearStateBytes",
/// "weightsBytes", "weightFormat", and "licence" where the model card names one).
struct ImportedCheckpoint
{
    CustomCheckpoint entry;
    QString architecture;                // config.json "architectures"[0]
    Bytes cacheBytesPerToken = bytes(0); // 16-bit, whole model, full size for sliding layers
    Bytes linearStateBytes = bytes(0);   // fixed per conversation
    Bytes weightsBytes = bytes(0);
    // The vision tower of a multimodal wrapper (vision_config), apart from the
    // language model's parameters: estimated from its layers and widths. Its
    // weights are part of weightsBytes and sit on every card that runs the encoder.
    double visionParameters = 0;
    // The language model's parameters as counted from config.json, and those
    // a token runs through as vendors count them (input embeddings out; 0
    // without routed experts). The catalogue entry states them rounded.
    double parameterCount = 0;
    double activeParameterCount = 0;
    Bytes visionWeightsBytes = bytes(0);
    QMap<QString, Provenance> provenance;
    QStringList notes; // what the reader assumed, for the user to check
    // The stored format as the files name it ("mxfp4", "int4-awq", "int8-w8a8",
    // "fp8", "nvfp4", "mixed", "bf16"): the catalogue's formats have no integer kind.
    QString weightsFormat;
};

} // namespace llmconf
