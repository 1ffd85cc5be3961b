// SPDX-License-Identifier: MIT
#pragma once

#include "localizedtext.h"
#include "units.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace llmconf {

/// How the weights of a checkpoint are stored, and with it which arithmetic
/// the engine runs them in (WeightFormatFacts: names, bytes, labels).
enum class WeightFormat {
    Bf16,
    Fp8BlockScaled,
    Nvfp4,
    Int8W8A8,  // INT8 weights and activations (compressed-tensors w8a8)
    Int8W8A16, // INT8 weights, 16-bit activations (GPTQ 8-bit, compressed-tensors w8a16)
    Int4W4A16, // INT4 weights, 16-bit activations (AWQ, GPTQ, compressed-tensors w4a16)
    Mxfp4      // MXFP4 experts, blocks of 32 with an 8-bit scale (gpt-oss)
};

/// A published checkpoint of a model, by its Hugging Face id.
struct Checkpoint
{
    QString id;
    QString model; // ModelFamily id
    QString publisher;
    Bytes size;
    WeightFormat format = WeightFormat::Bf16;
    LocalizedText formatDetail;       // "NVFP4, blocks of 16"
    QList<LocalizedText> unquantised; // parts kept in higher precision
    QStringList licences;      // licence ids; the model's licence plus any the publisher adds
    QString defaultCacheDtype; // "bf16" or "fp8", as the checkpoint sets it
    // Quantisation block along the dimension tensor parallelism splits (FP8
    // block-scaled: 128, NVFP4: 16); 0 for per-tensor or per-channel scales and BF16.
    int weightBlockSize = 0;
    QMap<QString, LocalizedText> sources;

    bool operator==(const Checkpoint &) const = default;
};

} // namespace llmconf
